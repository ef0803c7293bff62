import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectToasts, notify } from './notify';
import { closeDrawer, openDrawer } from './ui-store';

let nextKey = 0;
const notistack = {
  enqueueSnackbar: vi.fn(() => (nextKey += 1)),
  closeSnackbar: vi.fn(),
};

describe('notify', () => {
  beforeEach(() => {
    notistack.enqueueSnackbar.mockClear();
    notistack.closeSnackbar.mockClear();
  });
  afterEach(() => closeDrawer());

  it('keeps the toasts raised before the toasts have loaded and shows them, in order, once they have', () => {
    notify('Ora nel carrello: 2 pz', 'success', 'cart');
    notify('Ora nel carrello: 3 pz', 'success', 'cart');
    expect(notistack.enqueueSnackbar).not.toHaveBeenCalled();
    connectToasts(notistack);
    const messages = notistack.enqueueSnackbar.mock.calls.map((call) => (call as unknown as [string])[0]);
    expect(messages).toEqual(['Ora nel carrello: 2 pz', 'Ora nel carrello: 3 pz']);
    const keys = notistack.enqueueSnackbar.mock.results.map((result) => result.value as number);
    expect(notistack.closeSnackbar.mock.calls).toEqual([[keys[0]]]);
    // Both leave the screen, as notistack reports once they have gone.
    for (const [index, call] of notistack.enqueueSnackbar.mock.calls.entries()) {
      const options = (call as unknown as [string, { onExited: (event: null, key: number) => void }])[1];
      options.onExited(null, keys[index]!);
    }
  });

  it('replaces the toast of the same kind: each new one closes the one before', () => {
    notify('Ora nel carrello: 2 pz', 'success', 'cart');
    expect(notistack.closeSnackbar).not.toHaveBeenCalled();
    notify('Ora nel carrello: 3 pz', 'success', 'cart');
    notify('Ora nel carrello: 4 pz', 'success', 'cart');
    const keys = notistack.enqueueSnackbar.mock.results.map((result) => result.value as number);
    expect(notistack.closeSnackbar.mock.calls).toEqual([[keys[0]], [keys[1]]]);
  });

  it('stacks toasts without a kind, as spec §8 shows the messages of an answer', () => {
    notify('Indirizzo salvato', 'success');
    notify('Attenzione', 'warning');
    expect(notistack.closeSnackbar).not.toHaveBeenCalled();
    expect(notistack.enqueueSnackbar).toHaveBeenCalledTimes(2);
  });

  it('shows toasts at the top while the cart drawer is open, never over its total and buttons', () => {
    notify('Prodotto aggiunto', 'success');
    openDrawer('cart');
    notify('Ora nel carrello: 2 pz', 'success', 'cart');
    const anchors = notistack.enqueueSnackbar.mock.calls.map(
      (call) =>
        (call as unknown as [string, { anchorOrigin: { vertical: string } }])[1].anchorOrigin.vertical,
    );
    expect(anchors).toEqual(['bottom', 'top']);
  });

  it('closes the toasts at the bottom when the cart drawer opens, so none covers its main button', () => {
    notify('Prodotto aggiunto', 'success');
    notify('Ora nel carrello: 2 pz', 'success', 'cart');
    const [first, second] = notistack.enqueueSnackbar.mock.results.map((result) => result.value as number);
    notistack.closeSnackbar.mockClear();
    openDrawer('cart');
    expect(notistack.closeSnackbar.mock.calls).toEqual([[first], [second]]);
    notify('Ora nel carrello: 3 pz', 'success', 'cart');
    notistack.closeSnackbar.mockClear();
    closeDrawer();
    openDrawer('cart');
    expect(notistack.closeSnackbar).not.toHaveBeenCalled();
  });
});
