import type { Product } from '@spesa/shared/catalogue/product.contract';
import { quantityRule } from '@spesa/shared/rules/quantity';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { ThemeText } from '../../../components/theme-text';
import { useCartLine, useCartLineChange, type ChosenOptions } from '../hooks/use-cart-line';
import { hasEveryOption } from '../utils/product-options';
import '../../../lib/messages-it-catalogue';

const ProductOptionsDialog = lazy(() =>
  import('./product-options-dialog').then((module) => ({ default: module.ProductOptionsDialog })),
);

interface ProductQuantityControlProps {
  product: Product;
  /** The options chosen on the product page; a card asks for them in a dialog instead (spec §4). */
  options?: ChosenOptions;
  size?: 'medium' | 'large';
}

/** The add button and stepper of a product, bound to the shopper's cart line. */
export function ProductQuantityControl({ product, options, size }: ProductQuantityControlProps) {
  const { t } = useTranslation();
  const rule = useMemo(() => quantityRule(product), [product]);
  const line = useCartLine(product.productId);
  const changeLine = useCartLineChange();
  const [isOptionsOpen, setOptionsOpen] = useState(false);
  const [isDialogMounted, setDialogMounted] = useState(false);
  const resolveOptions = useRef<((chosen: ChosenOptions | null) => void) | null>(null);
  const hasOptions = product.selectOptions.length > 0;

  // The price's place already says "Non disponibile".
  if (product.available === 0) return null;

  // spec §4: the cart asks for the options not chosen yet once login, address and timeslot are done.
  const askOptions = () =>
    new Promise<ChosenOptions | null>((resolve) => {
      resolveOptions.current = resolve;
      setDialogMounted(true);
      setOptionsOpen(true);
    });

  const onChange = (quantity: number) => changeLine({ product, quantity, options, askOptions });

  const isMissingOptions =
    hasOptions && options !== undefined && !hasEveryOption(product.selectOptions, options);

  return (
    <>
      <QuantityStepper
        rule={rule}
        name={product.name}
        priceEuro={product.priceDisplay}
        quantity={line.quantity}
        onChange={onChange}
        isAddDisabled={isMissingOptions}
        addText={size === 'large' ? t('product.addToCart') : undefined}
        size={size}
      />
      {isMissingOptions && line.quantity === 0 && (
        <ThemeText variant="body2" isSecondary style={{ marginTop: 8 }}>
          {t('product.chooseOptionsHint')}
        </ThemeText>
      )}
      {isDialogMounted && (
        <Suspense fallback={null}>
          <ProductOptionsDialog
            open={isOptionsOpen}
            product={product}
            onClose={(chosen) => {
              setOptionsOpen(false);
              resolveOptions.current?.(chosen);
              resolveOptions.current = null;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
