import { createStore, useStore } from './create-store';

export type DrawerName = 'categories' | 'cart' | 'links';

interface UiState {
  openDrawer: DrawerName | null;
  isLoginDialogOpen: boolean;
  /** spec §8: the message of an error on the show-in-popup list, shown in a dialog until closed. */
  popupMessage: string | null;
}

export const uiStore = createStore<UiState>({
  openDrawer: null,
  isLoginDialogOpen: false,
  popupMessage: null,
});

export function showPopupMessage(message: string | null): void {
  uiStore.set({ popupMessage: message });
}

export function usePopupMessage(): string | null {
  return useStore(uiStore, (state) => state.popupMessage);
}

export function openDrawer(name: DrawerName): void {
  uiStore.set({ openDrawer: name });
}

export function closeDrawer(): void {
  uiStore.set({ openDrawer: null });
}

export function useOpenDrawer(): DrawerName | null {
  return useStore(uiStore, (state) => state.openDrawer);
}

let resolveLogin: ((isLoggedIn: boolean) => void) | null = null;

/**
 * Opens the login dialog and resolves when it closes: true after a successful login (spec §4: the dialog
 * flow awaits each dialog's answer before it continues).
 */
export function openLoginDialog(): Promise<boolean> {
  resolveLogin?.(false);
  uiStore.set({ isLoginDialogOpen: true, openDrawer: null });
  return new Promise((resolve) => {
    resolveLogin = resolve;
  });
}

export function closeLoginDialog(isLoggedIn: boolean): void {
  uiStore.set({ isLoginDialogOpen: false });
  resolveLogin?.(isLoggedIn);
  resolveLogin = null;
}

export function useIsLoginDialogOpen(): boolean {
  return useStore(uiStore, (state) => state.isLoginDialogOpen);
}
