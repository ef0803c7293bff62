import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@spesa/shared/cart/cart.contract';
import { quantityRule } from '@spesa/shared/rules/quantity';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CounterNote, CounterNoteButton } from './counter-note';
import '../../../lib/messages-it-cart';
import '../../../lib/messages-it-catalogue';

/** A line asked by pieces steps one piece at a time. */
const PIECES_RULE = quantityRule({ productInfos: { TIPOLOGIA: 'Pezzo', MAXACQ: '99' } });

const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

interface CartItemRowProps {
  item: CartItem;
  onQuantityChange: (item: CartItem, quantity: number) => Promise<void>;
  /** A link to the product page closes the drawer first. */
  onNavigate?: () => void;
}

/**
 * spec §2 "Item list": the product, its quantity control and its removal (confirmed with No/Si): one remove
 * control per line, so the stepper's − stops at the minimum.
 */
export function CartItemRow({ item, onQuantityChange, onNavigate }: CartItemRowProps) {
  const { t } = useTranslation();
  const { product } = item;
  const rule = useMemo(() => quantityRule(product), [product]);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isConfirmMounted, setConfirmMounted] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const [isNoteOpen, setNoteOpen] = useState(false);
  const { mutateAsync: updateItem } = useUpdateCartItem();
  const pieces = item.cartItemInfo.pieces ? Number(item.cartItemInfo.pieces) : 0;
  // Counter goods (weighed at the butcher's or the deli) take a note for the counter.
  const hasCounterNote = item.isVariableWeight;
  // The chosen options by their names ("Pronta in 2-3 giorni"), not their codes.
  const options = [...new URLSearchParams(item.cartItemInfo.params ?? '')].map(
    ([parameterName, value]) =>
      product.selectOptions
        .find((option) => option.parameterName === parameterName)
        ?.options.find((choice) => choice.value === value)?.name ?? value,
  );

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        // UX.md "Feedback": on a phone most of the drawer shows lines, so each line stays compact.
        gridTemplateColumns: { xs: '48px minmax(0, 1fr) auto', sm: '64px minmax(0, 1fr) auto' },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'start',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
      }}
    >
      <Box sx={{ width: { xs: 48, sm: 64 }, height: { xs: 48, sm: 64 }, gridRow: 'span 2' }}>
        <ProductImage src={product.mediaURL} alt="" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {product.shortDescr && (
          <Typography
            variant="caption"
            sx={{
              // On a phone the brand joins the line under the name, so a line takes less height.
              display: { xs: 'none', sm: 'block' },
              color: 'text.secondary',
              fontWeight: 700,
              textTransform: 'uppercase',
            }}
          >
            {product.shortDescr}
          </Typography>
        )}
        <Link
          component={RouterLink}
          to={paths.product.getHref(product.slug)}
          onClick={onNavigate}
          color="inherit"
          underline="hover"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            fontWeight: 600,
            lineHeight: 1.3,
          }}
        >
          {product.name}
        </Link>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {product.shortDescr && (
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {`${product.shortDescr} · `}
            </Box>
          )}
          {[
            product.description,
            ...options,
            t('cart.unitPrice', { price: formatMoney(item.unitPrice), unit: product.priceUnitDisplay }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatMoney(item.grossTotal)}
        </Typography>
        {item.isVariableWeight && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('cart.estimated')}
          </Typography>
        )}
      </Box>
      {/* The line's price above already says what the weighed quantity costs. */}
      <Box
        sx={{
          gridColumn: '2 / 4',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          '& .sp-qty__estimate': { display: 'none' },
        }}
      >
        <Box sx={{ width: 152 }}>
          {pieces > 0 ? (
            <QuantityStepper
              canRemove={false}
              rule={PIECES_RULE}
              name={product.name}
              priceEuro={item.unitPrice}
              quantity={pieces}
              onChange={(count) =>
                updateItem({ itemId: item.itemId, product, quantity: item.quantity, pieces: count })
              }
            />
          ) : (
            <QuantityStepper
              canRemove={false}
              rule={rule}
              name={product.name}
              priceEuro={item.unitPrice}
              quantity={item.quantity}
              onChange={(quantity) => onQuantityChange(item, quantity)}
            />
          )}
        </Box>
        <Box sx={{ flex: 1 }} />
        {hasCounterNote && <CounterNoteButton item={item} onOpen={() => setNoteOpen(true)} />}
        <IconButton
          aria-label={t('cart.removeItem', { name: product.name })}
          disabled={isRemoving}
          onClick={() => {
            setConfirmMounted(true);
            setConfirmOpen(true);
          }}
          sx={{ width: 44, height: 44 }}
        >
          <DeleteOutline />
        </IconButton>
      </Box>
      {hasCounterNote && (
        <CounterNote
          key={String(isNoteOpen)}
          item={item}
          isEditing={isNoteOpen}
          onClose={() => setNoteOpen(false)}
        />
      )}
      {isConfirmMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={isConfirmOpen}
            title={t('quantity.removeTitle')}
            text={t('quantity.removeQuestion', { name: product.name, quantity: item.quantityDisplay })}
            onAnswer={(isConfirmed) => {
              setConfirmOpen(false);
              if (!isConfirmed) return;
              setRemoving(true);
              void onQuantityChange(item, 0).finally(() => setRemoving(false));
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
