import type { closeSnackbar, enqueueSnackbar, SnackbarKey } from 'notistack';
import { useSyncExternalStore } from 'react';
import { createStore } from './create-store';
import { uiStore } from './ui-store';

export type NotifyVariant = 'success' | 'error' | 'warning' | 'info';

/**
 * A kind of toast that is shown one at a time: a new one of the same kind replaces the one on screen
 * (UX.md "Feedback": replaced rather than stacked), e.g. every change of the cart.
 */
export type NotifyKind = 'cart';

/** What the toasts' provider offers once it is on the page. */
export interface ToastApi {
  enqueueSnackbar: typeof enqueueSnackbar;
  closeSnackbar: typeof closeSnackbar;
}

/**
 * UX.md "Speed": the toasts' code is not part of the first load; the first toast asks for it (`isWanted`),
 * the app's toast host loads and mounts the provider, which connects itself here. Toasts raised meanwhile
 * wait, in order, so one of a kind still replaces the one before.
 */
const toastStore = createStore<{ isWanted: boolean }>({ isWanted: false });
let toastApi: ToastApi | null = null;
const waiting: Array<(api: ToastApi) => void> = [];

const areToastsWanted = () => toastStore.get().isWanted;
/** A page rendered on a server has no toasts: their host needs the document. */
const hasNoToasts = () => false;

export function useAreToastsWanted(): boolean {
  return useSyncExternalStore(toastStore.subscribe, areToastsWanted, hasNoToasts);
}

/** Called by the toasts' provider when it mounts (with its API) and when it goes (with null). */
export function connectToasts(api: ToastApi | null): void {
  toastApi = api;
  if (api) for (const show of waiting.splice(0)) show(api);
}

const shownByKind = new Map<NotifyKind, SnackbarKey>();

/** The toasts on screen at the bottom, where the cart drawer's total and 'Concludi ordine' appear. */
const shownAtBottom = new Set<SnackbarKey>();

// A toast raised before the cart drawer opened would cover its main button (UX.md "Feedback"): opening the
// drawer closes the toasts at the bottom; what they said is what the drawer now shows.
uiStore.subscribe(() => {
  if (uiStore.get().openDrawer !== 'cart') return;
  for (const key of shownAtBottom) toastApi?.closeSnackbar(key);
  shownAtBottom.clear();
});

function show(api: ToastApi, message: string, variant: NotifyVariant, kind?: NotifyKind): void {
  const isCartOpen = uiStore.get().openDrawer === 'cart';
  const anchorOrigin = { vertical: isCartOpen ? 'top' : 'bottom', horizontal: 'center' } as const;
  const previous = kind ? shownByKind.get(kind) : undefined;
  if (previous !== undefined) api.closeSnackbar(previous);
  const key = api.enqueueSnackbar(message, {
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

/**
 * spec §8: toasts bottom-centre. While the cart drawer is open they go to the top, so they never cover its
 * total or 'Concludi ordine' (UX.md "Feedback"). Shown by the toast host of the app providers.
 */
export function notify(message: string, variant: NotifyVariant, kind?: NotifyKind): void {
  if (toastApi) {
    show(toastApi, message, variant, kind);
    return;
  }
  // A page rendered on a server shows no toasts: nothing waits there for a provider that never comes.
  if (typeof document === 'undefined') return;
  waiting.push((api) => show(api, message, variant, kind));
  if (!toastStore.get().isWanted) toastStore.set({ isWanted: true });
}
