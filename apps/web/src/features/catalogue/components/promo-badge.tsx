import type { WarehousePromo } from '@spesa/shared/catalogue/product.contract';
import { useGlobalCss } from '../../../lib/use-global-css';

const PROMO_CSS = `
.sp-promo{display:inline-flex;flex-direction:column;align-items:flex-start;max-width:100%;box-sizing:border-box;
  padding:4px 6px;border-radius:6px;background:#b71c1c;color:#fff;line-height:1.1}
.sp-promo__header{font-weight:800;font-size:.8125rem}
.sp-promo__body{font-size:.625rem;font-weight:600;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
@media (min-width:600px){.sp-promo{padding:4px 8px}.sp-promo__header{font-size:.95rem}.sp-promo__body{font-size:.7rem}}
`;

/** The promotion's own wording from `warehousePromo.view` (API-COMPAT), in a corner of the picture. */
export function PromoBadge({ view }: { view: WarehousePromo['view'] }) {
  useGlobalCss('promo-badge', PROMO_CSS);
  return (
    <span className={`sp-promo ${view.cssClass}`}>
      {view.header && <span className="sp-promo__header">{view.header}</span>}
      {view.body && <span className="sp-promo__body">{view.body}</span>}
    </span>
  );
}
