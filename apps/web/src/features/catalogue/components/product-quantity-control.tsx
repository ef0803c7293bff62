import type { Product } from '@spesa/shared/catalogue/product.contract';
import { quantityRule } from '@spesa/shared/rules/quantity';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { setCartLine, useCartLine, type ChosenOptions } from '../hooks/use-cart-line';
import { hasEveryOption } from '../utils/product-options';

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
  const [pendingQuantity, setPendingQuantity] = useState<number | null>(null);
  const [isDialogMounted, setDialogMounted] = useState(false);
  const hasOptions = product.selectOptions.length > 0;

  // The price's place already says "Non disponibile".
  if (product.available === 0) return null;

  const onChange = (quantity: number) => {
    // spec §4: adding a product with options asks for the ones not chosen yet, then adds.
    if (line.quantity === 0 && quantity > 0 && hasOptions && !options) {
      setDialogMounted(true);
      setPendingQuantity(quantity);
      return;
    }
    setCartLine(product.productId, quantity, options);
  };

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
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('product.chooseOptionsHint')}
        </Typography>
      )}
      {isDialogMounted && (
        <Suspense fallback={null}>
          <ProductOptionsDialog
            open={pendingQuantity !== null}
            product={product}
            onClose={(chosen) => {
              if (chosen && pendingQuantity !== null) setCartLine(product.productId, pendingQuantity, chosen);
              setPendingQuantity(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
