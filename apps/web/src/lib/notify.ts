import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { uiStore } from './ui-store';

export type NotifyVariant = 'success' | 'error' | 'warning' | 'info';

/**
 * A kind of toast that is shown one at a time: a new one of the same kind replaces the one on screen
 * (UX.md "Feedback": replaced rather than stacked), e.g. every change of the cart.
 */
export type NotifyKind = 'cart';

const shownByKind = new Map<NotifyKind, SnackbarKey>();

/** The toasts on screen at the bottom, where the cart drawer's total and 'Concludi ordine' appear. */
const shownAtBottom = new Set<SnackbarKey>();

// A toast raised before the cart drawer opened would cover its main button (UX.md "Feedback"): opening the
// drawer closes the toasts at the bottom; what they said is what the drawer now shows.
uiStore.subscribe(() => {
  if (uiStore.get().openDrawer !== 'cart') return;
  for (const key of shownAtBottom) closeSnackbar(key);
  shownAtBottom.clear();
});

/**
 * spec §8: toasts bottom-centre. While the cart drawer is open they go to the top, so they never cover its
 * total or 'Concludi ordine' (UX.md "Feedback"). Needs the SnackbarProvider of the app providers.
 */
export function notify(message: string, variant: NotifyVariant, kind?: NotifyKind): void {
  const isCartOpen = uiStore.get().openDrawer === 'cart';
  const anchorOrigin = { vertical: isCartOpen ? 'top' : 'bottom', horizontal: 'center' } as const;
  const previous = kind ? shownByKind.get(kind) : undefined;
  if (previous !== undefined) closeSnackbar(previous);
  const key = enqueueSnackbar(message, {
    variant,
    anchorOrigin,
    onExited: (_event, exitedKey) => {
      shownAtBottom.delete(exitedKey);
      if (kind && shownByKind.get(kind) === exitedKey) shownByKind.delete(kind);
    },
  });
  if (!isCartOpen) shownAtBottom.add(key);
  if (kind) shownByKind.set(kind, key);
}
