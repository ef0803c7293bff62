import Dialog from '@mui/material/Dialog';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { renderWithProviders } from '../testing/render-app';

describe('toasts', () => {
  it('are read out while a dialog hides the rest of the page', async () => {
    const { user } = renderWithProviders(
      <>
        <p>Pagina sotto</p>
        <Dialog open aria-label="Scegli la fascia">
          <button type="button" onClick={() => notify('Fascia prenotata', 'success')}>
            Prenota
          </button>
        </Dialog>
      </>,
    );
    // The dialog hides the page from assistive technology…
    expect(screen.queryByText('Pagina sotto')).toBeTruthy();
    expect(screen.queryByRole('paragraph')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Prenota' }));

    // …but not the toast it raised.
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Fascia prenotata');
  });
});
