import type { Product } from '@spesa/shared/catalogue/product.contract';
import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { useGlobalCss } from '../../../lib/use-global-css';
import { productUnitPrice } from '../utils/product-unit-price';
import { AddToListButton } from './add-to-list-button';
import { NoveltyTag } from './novelty-tag';
import { ProductQuantityControl } from './product-quantity-control';
import { PromoBadge } from './promo-badge';
import '../../../lib/messages-it-catalogue';

const CARD_CSS = `
.sp-card{position:relative;box-sizing:border-box;height:100%;display:flex;flex-direction:column;overflow:hidden;
  background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:12px;color:#1f1f1f}
.sp-card__link{flex:1;display:flex;flex-direction:column;color:inherit;text-decoration:none;border-radius:12px 12px 0 0}
.sp-card__link:hover .sp-card__name{text-decoration:underline}
.sp-card__link:focus-visible{outline:3px solid #1f1f1f;outline-offset:-3px}
.sp-card__media{position:relative;padding:8px}
.sp-card__promo{position:absolute;top:8px;left:8px;max-width:70%}
.sp-card__new{position:absolute;top:8px;right:8px}
.sp-card__body{flex:1;display:flex;flex-direction:column;gap:2px;padding:0 12px 8px}
.sp-card__brand{font-size:.75rem;line-height:1.5;font-weight:700;letter-spacing:.02em;text-transform:uppercase;color:#555;
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sp-card__name{margin:0;font-size:.875rem;line-height:1.43;font-weight:600;min-height:2.86em;
  display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.sp-card__format{font-size:.75rem;line-height:1.5;color:#555}
.sp-card__price{margin-top:auto;padding-top:8px}
.sp-card__unavailable{font-size:.875rem;font-weight:700;color:#555}
.sp-card__actions{padding:0 8px 8px}
/* The list button sits on the picture's bottom-right corner: a square as wide as the card, like the media. */
.sp-card__media-overlay{position:absolute;top:0;left:0;right:0;aspect-ratio:1/1;pointer-events:none}
.sp-card__list{position:absolute;right:8px;bottom:4px;pointer-events:auto;box-shadow:0 1px 3px rgba(0,0,0,.2)}
`;

interface ProductCardProps {
  product: Product;
  isPriority?: boolean;
}

/**
 * UX.md "Product card": square picture, promotion badge, "Novità", brand above the name (two lines at most),
 * pack format, prices, and the add button turning into the quantity stepper. Plain elements and one
 * stylesheet: a page shows dozens of cards and each must cost little to render on a phone. A card renders
 * again only for another product (the lists keep the same objects while their answer is the same): a list
 * re-rendering as its query is refreshed does not draw its cards again in one long task (UX.md "Speed"); the
 * card follows the cart and the wish lists through its own hooks.
 */
export const ProductCard = memo(function ProductCard({ product, isPriority = false }: ProductCardProps) {
  const { t } = useTranslation();
  useGlobalCss('product-card', CARD_CSS);
  const isAvailable = product.available !== 0;
  const promoView = product.warehousePromo?.view;
  const unitPrice = productUnitPrice(product);

  return (
    <article className="sp-card">
      <RouterLink className="sp-card__link" to={paths.product.getHref(product.slug)}>
        <div className="sp-card__media">
          <ProductImage src={product.mediaURL} alt="" isPriority={isPriority} isDimmed={!isAvailable} />
          {promoView && (promoView.header || promoView.body) && (
            <span className="sp-card__promo">
              <PromoBadge view={promoView} />
            </span>
          )}
          {product.isNew && (
            <span className="sp-card__new">
              <NoveltyTag />
            </span>
          )}
        </div>
        <div className="sp-card__body">
          <span className="sp-card__brand">{product.shortDescr}</span>
          <h3 className="sp-card__name">{product.name}</h3>
          <span className="sp-card__format">{product.description}</span>
          <div className="sp-card__price">
            {isAvailable ? (
              <Price
                price={product.priceDisplay}
                oldPrice={product.priceStandardDisplay}
                unitPrice={unitPrice?.priceEuro}
                unit={unitPrice?.unit}
                sellingUnit={product.priceUnitDisplay}
              />
            ) : (
              <span className="sp-card__unavailable">{t('product.notAvailable')}</span>
            )}
          </div>
        </div>
      </RouterLink>
      <div className="sp-card__media-overlay">
        <AddToListButton product={product} className="sp-card__list" />
      </div>
      {isAvailable && (
        <div className="sp-card__actions">
          <ProductQuantityControl product={product} />
        </div>
      )}
    </article>
  );
});
