import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const notistack = vi.hoisted(() => {
  let nextKey = 0;
  return {
    enqueueSnackbar: vi.fn(() => (nextKey += 1)),
    closeSnackbar: vi.fn(),
  };
});
vi.mock('notistack', () => notistack);

const { notify } = await import('./notify');
const { closeDrawer, openDrawer } = await import('./ui-store');

describe('notify', () => {
  beforeEach(() => {
    notistack.enqueueSnackbar.mockClear();
    notistack.closeSnackbar.mockClear();
  });
  afterEach(() => closeDrawer());

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
