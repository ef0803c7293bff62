import { useTranslation } from '../../../lib/use-translation';
import { openChooseListDialog, useIsInWishlist } from '../../../lib/choose-list-store';
import { useGlobalCss } from '../../../lib/use-global-css';
import '../../../lib/messages-it-catalogue';

// Material Design "favorite border" and "favorite" icons (Apache 2.0) as plain paths: a card renders no styled component.
const HEART_FILLED_PATH =
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';
const HEART_PATH =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05';

const BUTTON_CSS = `
.sp-list-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;min-width:44px;
  height:44px;padding:0 10px;border:1px solid rgba(0,0,0,.23);border-radius:22px;background:#fff;color:#1f1f1f;
  font:inherit;font-weight:600;font-size:.9375rem;cursor:pointer}
.sp-list-btn:hover{background:#f3f3f3}
.sp-list-btn:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}
.sp-list-btn__icon{width:24px;height:24px;fill:var(--spesa-primary,#1b5e20);flex:none}
.sp-list-btn--text{padding:0 16px}
`;

interface AddToListButtonProps {
  product: { productId: number; name: string };
  /** The product page shows the words beside the heart; a card only the heart. */
  hasText?: boolean;
  className?: string;
}

/**
 * spec §2 "Dialogs": opens the choose-list dialog for the product (the shell asks a visitor to log in); the
 * heart is filled when the product is already in one of the shopper's lists (spec §6).
 */
export function AddToListButton({ product, hasText = false, className }: AddToListButtonProps) {
  const { t } = useTranslation();
  const isListed = useIsInWishlist(product.productId);
  useGlobalCss('add-to-list-button', BUTTON_CSS);
  return (
    <button
      type="button"
      className={['sp-list-btn', hasText ? 'sp-list-btn--text' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-label={
        hasText ? undefined : t(isListed ? 'wishlist.listedLabel' : 'wishlist.addToListLabel', product)
      }
      aria-haspopup="dialog"
      onClick={() => openChooseListDialog({ productId: product.productId, name: product.name })}
    >
      <svg className="sp-list-btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={isListed ? HEART_FILLED_PATH : HEART_PATH} />
      </svg>
      {hasText && t(isListed ? 'wishlist.listed' : 'wishlist.addToList')}
    </button>
  );
}
