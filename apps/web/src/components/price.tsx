import { useTranslation } from '../lib/use-translation';
import { formatMoney } from '../lib/format-money';
import { useGlobalCss } from '../lib/use-global-css';
import '../lib/messages-it-catalogue';

const PRICE_CSS = `
.sp-price__row{display:flex;align-items:baseline;flex-wrap:wrap;column-gap:8px}
.sp-price__now{font-weight:800;font-size:1.2rem;line-height:1.3;color:#1f1f1f}
.sp-price--large .sp-price__now{font-size:1.75rem}
.sp-price__now--promo{color:#b71c1c}
.sp-price__per{font-size:.8em;font-weight:600}
.sp-price__old{font-size:.875rem;color:#555}
.sp-price__unit{margin:0;font-size:.75rem;line-height:1.5;color:#555}
.sp-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

interface PriceProps {
  /** What the shopper pays now, euro. */
  price: number;
  /** Crossed-out reference price, shown only when higher than `price`. */
  oldPrice?: number | null;
  /** Price per unit of measure and its unit, e.g. 3.98 and "kg". */
  unitPrice?: number | null;
  unit?: string | null;
  /** The selling unit ("pz", or "kg" for weighed items): a weighed item's price is per kg. */
  sellingUnit?: string | null;
  size?: 'medium' | 'large';
}

/** UX.md "Product card": the price large and bold, the old price crossed out beside it, the unit price grey. */
export function Price({ price, oldPrice, unitPrice, unit, sellingUnit, size = 'medium' }: PriceProps) {
  const { t } = useTranslation();
  useGlobalCss('price', PRICE_CSS);
  const hasOldPrice = oldPrice != null && oldPrice > price;
  const perUnit = sellingUnit && sellingUnit !== 'pz' ? sellingUnit : null;
  // A weighed item's price already is the price per kg: the grey line would only repeat it.
  const showsUnitPrice = unitPrice != null && Boolean(unit) && !(perUnit === unit && unitPrice === price);
  return (
    <div className={size === 'large' ? 'sp-price sp-price--large' : 'sp-price'}>
      <div className="sp-price__row">
        <span className={hasOldPrice ? 'sp-price__now sp-price__now--promo' : 'sp-price__now'}>
          <span className="sp-sr">{t('product.priceLabel')} </span>
          {formatMoney(price)}
          {perUnit && <span className="sp-price__per">{t('product.perUnit', { unit: perUnit })}</span>}
        </span>
        {hasOldPrice && (
          <span className="sp-price__old">
            <span className="sp-sr"> {t('product.oldPriceLabel')} </span>
            {/* UX.md "Money": every price per unit says so, the crossed-out one too. */}
            <s>
              {formatMoney(oldPrice)}
              {perUnit && t('product.perUnit', { unit: perUnit })}
            </s>
          </span>
        )}
      </div>
      {showsUnitPrice && unitPrice != null && unit && (
        <p className="sp-price__unit">{t('product.unitPrice', { price: formatMoney(unitPrice), unit })}</p>
      )}
    </div>
  );
}
