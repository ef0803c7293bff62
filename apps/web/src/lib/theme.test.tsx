import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTenantConfig } from '../testing/build-tenant-config';
import { createTenantTheme } from './theme';

function renderDialog(withAutoFocus = false) {
  const theme = createTenantTheme(buildTenantConfig().theme);
  render(
    <ThemeProvider theme={theme}>
      <Dialog open aria-labelledby="title">
        <DialogTitle id="title">Nuovo indirizzo</DialogTitle>
        <DialogContent>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog that chose its own focus (a confirmation) */}
          <Button autoFocus={withAutoFocus}>Annulla</Button>
          <TextField label="Via" />
          <TextField label="Città" />
        </DialogContent>
      </Dialog>
    </ThemeProvider>,
  );
}

describe('theme', () => {
  it('opens a dialog with the focus on its first field (UX.md "Accessibility")', async () => {
    renderDialog();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Via' })));
  });

  it('leaves the focus where the dialog put it on purpose', async () => {
    renderDialog(true);
    const cancel = screen.getByRole('button', { name: 'Annulla' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    // Past the opening transition, the focus has stayed on the button.
    await waitFor(() => expect(screen.getByRole('dialog').parentElement?.style.opacity).toBe('1'));
    expect(document.activeElement).toBe(cancel);
  });
});
