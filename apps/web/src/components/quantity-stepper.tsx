import { euroToCents } from '@spesa/shared/common/money';
import {
  canEnterManually,
  decrement,
  displayQuantity,
  estimatedPriceCents,
  increment,
  manualEntry,
  type ManualEntryResult,
  type QuantityRule,
} from '@spesa/shared/rules/quantity';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatMoney } from '../lib/format-money';
import { notify } from '../lib/notify';
import { useGlobalCss } from '../lib/use-global-css';
import '../lib/messages-it-catalogue';

// Material Design icons (Apache 2.0) as plain paths: a card renders no styled component for them.
const ADD_PATH = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
const REMOVE_PATH = 'M19 13H5v-2h14z';
const DELETE_PATH = 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z';
const CART_PATH =
  'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-8.9-5h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4l-3.87 7H8.53L4.27 2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7z';

const STEPPER_CSS = `
.sp-qty{--sp-qty-h:44px}
.sp-qty--large{--sp-qty-h:52px}
.sp-qty__add,.sp-qty__bar{box-sizing:border-box;width:100%;min-height:var(--sp-qty-h);border-radius:calc(var(--sp-qty-h)/2);
  background:var(--spesa-primary,#1b5e20);color:var(--spesa-primary-contrast,#fff)}
.sp-qty__add{display:flex;align-items:center;justify-content:center;gap:8px;border:0;padding:0 16px;cursor:pointer;
  font:inherit;font-weight:700;font-size:.9375rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.sp-qty__add:hover{background:color-mix(in srgb,var(--spesa-primary,#1b5e20) 82%,#000)}
.sp-qty__add:disabled{background:#e0e0e0;color:#6b6b6b;box-shadow:none;cursor:default}
.sp-qty__bar{display:flex;align-items:center}
.sp-qty__bar[aria-busy=true]{opacity:.7}
.sp-qty__step{flex:none;display:grid;place-items:center;width:var(--sp-qty-h);height:var(--sp-qty-h);border:0;padding:0;
  border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.sp-qty__step:hover{background:rgba(255,255,255,.16)}
.sp-qty__value{flex:1;min-width:0;width:100%;border:0;padding:0;text-align:center;font:inherit;font-weight:800;
  font-size:.9375rem;white-space:nowrap;color:inherit;background:transparent}
input.sp-qty__value{height:calc(var(--sp-qty-h) - 12px);border-radius:4px}
input.sp-qty__value:focus-visible{outline:2px solid currentColor;outline-offset:0}
.sp-qty__icon{width:24px;height:24px;fill:currentColor;flex:none}
.sp-qty__estimate{margin:4px 0 0;text-align:center;font-size:.75rem;color:#555}
.sp-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

interface QuantityStepperProps {
  rule: QuantityRule;
  /** The product's name, for the labels of the buttons and the removal question. */
  name: string;
  /** Euro per unit of quantity (per kg for a weighed item), for the estimate of spec §5. */
  priceEuro: number;
  quantity: number;
  /** Receives the quantity the rules allow; while a returned promise is pending the control is busy. */
  onChange: (quantity: number) => void | Promise<unknown>;
  /** E.g. the product page until every option is chosen (spec §5). */
  isAddDisabled?: boolean;
  /** The add button's text; "Aggiungi" when absent. */
  addText?: string;
  size?: 'medium' | 'large';
  /**
   * False where the line has a remove button of its own (the cart drawer): − stops at the minimum instead of
   * becoming a second remove control.
   */
  canRemove?: boolean;
}

type FocusTarget = 'increase' | 'add' | null;

/**
 * UX.md "Product card": "Aggiungi", then − quantity +, every step by the rules of spec §5; weighed items show
 * kg and the estimated price. The rules' refusals become error toasts.
 */
export function QuantityStepper({
  rule,
  name,
  priceEuro,
  quantity,
  onChange,
  isAddDisabled = false,
  addText,
  size = 'medium',
  canRemove = true,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isConfirmMounted, setConfirmMounted] = useState(false);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef<FocusTarget>(null);
  useGlobalCss('quantity-stepper', STEPPER_CSS);
  const isWeighed = rule.sellingType === 'Sfuso';
  const isInCart = quantity > 0;

  useEffect(() => {
    // The button pressed disappears (Aggiungi ↔ stepper): keyboard focus follows to its replacement.
    const target = focusAfterChange.current === 'increase' ? increaseRef.current : addRef.current;
    if (focusAfterChange.current && target) {
      target.focus();
      focusAfterChange.current = null;
    }
  }, [isInCart]);

  const apply = (next: number) => {
    if (next === quantity) return;
    if (quantity === 0 && next > 0) focusAfterChange.current = 'increase';
    if (quantity > 0 && next === 0) focusAfterChange.current = 'add';
    const result = onChange(next);
    if (result instanceof Promise) {
      setPending(true);
      void result.finally(() => setPending(false));
    }
  };

  const handle = (change: ManualEntryResult) => {
    if (change.event === 'refused') return;
    if (change.event === 'confirm-removal') {
      setConfirmMounted(true);
      setConfirmOpen(true);
      return;
    }
    if (change.event === 'min-acq' || change.event === 'max-acq') notify(change.message, 'error');
    apply(change.quantity);
  };

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() !== String(quantity)) handle(manualEntry(rule, draft));
  };

  const confirmation = isConfirmMounted && (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={isConfirmOpen}
        title={t('quantity.removeTitle')}
        text={t('quantity.removeQuestion', {
          name,
          quantity: displayQuantity(rule, quantity),
        })}
        onAnswer={(isConfirmed) => {
          setConfirmOpen(false);
          if (isConfirmed) apply(0);
        }}
      />
    </Suspense>
  );

  const liveText = isInCart ? t('quantity.inCart', { quantity: displayQuantity(rule, quantity) }) : '';

  const nextDown = decrement(rule, quantity);
  const removesLine = nextDown.quantity === 0;
  const estimate =
    isWeighed && isInCart
      ? formatMoney(estimatedPriceCents(euroToCents(priceEuro), rule, quantity) / 100)
      : null;

  // The live region stays mounted across Aggiungi ↔ stepper, so screen readers hear every change.
  return (
    <div className={size === 'large' ? 'sp-qty sp-qty--large' : 'sp-qty'}>
      {isInCart ? (
        <div className="sp-qty__bar" aria-busy={isPending}>
          <button
            type="button"
            className="sp-qty__step"
            aria-label={t(removesLine && canRemove ? 'quantity.remove' : 'quantity.decrease', { name })}
            disabled={isPending || (removesLine && !canRemove)}
            onClick={() => handle(nextDown)}
          >
            <Icon path={removesLine && canRemove ? DELETE_PATH : REMOVE_PATH} />
          </button>
          {canEnterManually(rule) ? (
            <input
              className="sp-qty__value"
              type="text"
              inputMode="numeric"
              enterKeyHint="done"
              aria-label={t('quantity.inputLabel', { name })}
              value={draft ?? String(quantity)}
              disabled={isPending}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
              onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
              onBlur={commitDraft}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key === 'Enter') commitDraft();
                if (event.key === 'Escape') setDraft(null);
              }}
            />
          ) : (
            <span className="sp-qty__value">{displayQuantity(rule, quantity)}</span>
          )}
          <button
            ref={increaseRef}
            type="button"
            className="sp-qty__step"
            aria-label={t('quantity.increase', { name })}
            disabled={isPending}
            onClick={() => handle(increment(rule, quantity))}
          >
            <Icon path={ADD_PATH} />
          </button>
        </div>
      ) : (
        <button
          ref={addRef}
          type="button"
          className="sp-qty__add"
          disabled={isAddDisabled || isPending}
          // A card needs the product's name in the label; a text of its own (the product page's) is enough.
          aria-label={addText ? undefined : t('quantity.addLabel', { name })}
          onClick={() => handle(increment(rule, 0))}
        >
          <Icon path={CART_PATH} />
          {addText ?? t('quantity.add')}
        </button>
      )}
      {estimate && <p className="sp-qty__estimate">{t('quantity.estimated', { price: estimate })}</p>}
      <span role="status" className="sp-sr">
        {liveText}
      </span>
      {confirmation}
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg className="sp-qty__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
