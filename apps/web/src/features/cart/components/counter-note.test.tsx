import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCart, buildCartItem } from '../../../testing/build-cart';
import { buildEnvelope } from '../../../testing/build-envelope';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { CounterNote } from './counter-note';

describe('CounterNote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the note for the counter of the line and closes once the cart has answered', async () => {
    const item = buildCartItem({ itemId: 5 });
    const fetchMock = stubFetch({
      'POST /ebsn/api/cart/update-infos': { body: buildEnvelope({ cart: buildCart() }) },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CounterNote item={item} isEditing onClose={onClose} />);
    const field = screen.getByRole('textbox', { name: 'Nota per il banco' });
    expect(document.activeElement).toBe(field);
    await user.type(field, ' a fette sottili ');
    await user.click(screen.getByRole('button', { name: 'Salva nota' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      items: [{ itemId: 5, infos: { user_notes: 'a fette sottili' } }],
    });
  });

  it('shows a saved note under the line', () => {
    const item = buildCartItem({ cartItemInfo: { accept_alternatives: 'true', user_notes: 'ben matura' } });
    renderWithProviders(<CounterNote item={item} isEditing={false} onClose={() => {}} />);
    expect(screen.getByText('Nota per il banco: ben matura')).toBeTruthy();
  });
});
