import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CART_TOTAL_LABELS,
  CART_TOTAL_LINES,
  type Cart,
  type CartTotalLineCode,
} from '@spesa/shared/cart/cart.contract';
import { useTranslation } from '../lib/use-translation';
import { formatMoney } from '../lib/format-money';
import '../lib/messages-it-cart';

/** Always shown, even at 0 € (a free delivery says so). */
const ALWAYS_SHOWN: readonly CartTotalLineCode[] = ['goods', 'deliveryFee', 'total'];

export interface SummaryLine {
  code: CartTotalLineCode;
  label: string;
  amount: number;
}

export type CartTotalsSource = Pick<
  Cart,
  | 'totalPrice'
  | 'totalPriceVariable'
  | 'giftTotal'
  | 'packageTotal'
  | 'deliveryFee'
  | 'grossTotal'
  | 'orderPackages'
> & { totals?: Cart['totals'] };

/**
 * spec §2 "Summary": goods, gift codes, bags, packages, delivery fee, total, in that order. Gift codes, bags
 * and packages only when they change the total. The gift-code line is negative.
 */
export function cartTotalLines(cart: CartTotalsSource): SummaryLine[] {
  const fromServer = new Map((cart.totals ?? []).map((line) => [line.code, line]));
  const bagsTotal = cart.orderPackages
    .filter((orderPackage) => orderPackage.package.kind === 'bag')
    .reduce((sum, orderPackage) => sum + orderPackage.totalPrice, 0);
  const fallback: Record<CartTotalLineCode, number> = {
    goods: cart.totalPrice,
    giftCodes: -Math.abs(cart.giftTotal),
    bags: bagsTotal,
    packages: cart.packageTotal - bagsTotal,
    deliveryFee: cart.deliveryFee,
    total: cart.grossTotal,
  };
  return CART_TOTAL_LINES.map((code) => {
    const line = fromServer.get(code);
    return { code, label: line?.label || CART_TOTAL_LABELS[code], amount: line?.amount ?? fallback[code] };
  }).filter((line) => ALWAYS_SHOWN.includes(line.code) || Math.abs(line.amount) >= 0.005);
}

interface TotalLinesProps {
  lines: readonly SummaryLine[];
  /** UX.md: totals that depend on weights are estimated until the order is picked. */
  isEstimated?: boolean;
}

/** One row per line, the last one (the total) in bold. */
function TotalLines({ lines, isEstimated = false }: TotalLinesProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }}
    >
      {lines.map((line) => {
        const isTotal = line.code === 'total';
        const weight = isTotal ? 800 : 400;
        return (
          <Box key={line.code} sx={{ display: 'contents' }} data-total-line={line.code}>
            <Typography
              component="dt"
              sx={{ fontWeight: weight, fontSize: isTotal ? '1.125rem' : undefined, pt: isTotal ? 0.5 : 0 }}
            >
              {line.label}
              {isTotal && isEstimated && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 0.5 }}>
                  {t('cart.estimated')}
                </Typography>
              )}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                textAlign: 'right',
                fontWeight: weight,
                fontSize: isTotal ? '1.125rem' : undefined,
                pt: isTotal ? 0.5 : 0,
                color: line.amount < 0 ? 'success.dark' : undefined,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatMoney(line.amount)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

interface CartTotalsProps {
  cart: CartTotalsSource;
  /** Only the total line, e.g. the phone's cart drawer until its details are asked for. */
  isTotalOnly?: boolean;
  /** The weighed goods are weighed (a delivered order): the total is final, not an estimate (UX.md). */
  isFinal?: boolean;
}

/** spec §2 "Summary" of a cart or an order; weighed goods make the total an estimate (UX.md). */
export function CartTotals({ cart, isTotalOnly = false, isFinal = false }: CartTotalsProps) {
  const lines = cartTotalLines(cart).filter((line) => !isTotalOnly || line.code === 'total');
  return <TotalLines lines={lines} isEstimated={!isFinal && cart.totalPriceVariable > 0} />;
}
