import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTimeslotList } from '../../../testing/build-delivery';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import {
  answerDeliveryDialog,
  deliveryDialogStore,
  openDeliveryDialog,
  type DeliveryDialogAnswer,
} from '../utils/delivery-dialog-store';
import { DeliveryDialogs } from './delivery-dialogs';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

afterEach(() => {
  act(() => answerDeliveryDialog('cancel'));
  deliveryDialogStore.set({ request: null, openingId: 0 });
});

describe('DeliveryDialogs', () => {
  it('opens the dialog the flow asks for and gives the flow its answer', async () => {
    stubFetch({
      'GET /ebsn/api/store-proximity/list': ok({ stores: [] }),
      'GET /ebsn/api/timeslot/list': ok(buildTimeslotList([])),
      'GET /ebsn/api/user-address/delivery-service-list': ok({ addresses: [] }),
    });
    const { user } = renderWithProviders(<DeliveryDialogs />);

    let answer: Promise<DeliveryDialogAnswer> | undefined;
    act(() => {
      answer = openDeliveryDialog({ dialog: 'store' });
    });
    await user.click(await screen.findByRole('button', { name: 'Torna ai punti di ritiro' }));

    await expect(answer).resolves.toEqual({ action: 'setAddress', deliveryServiceId: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Scegli il negozio per il ritiro' })).toBeNull(),
    );
  });

  it('answers cancel when the shopper closes the dialog', async () => {
    stubFetch({ 'GET /ebsn/api/timeslot/list': ok(buildTimeslotList([])) });
    const { user } = renderWithProviders(<DeliveryDialogs />);

    let answer: Promise<DeliveryDialogAnswer> | undefined;
    act(() => {
      answer = openDeliveryDialog({ dialog: 'timeslot' });
    });
    await screen.findByRole('dialog', { name: 'Scegli la fascia oraria' });
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));

    await expect(answer).resolves.toBe('cancel');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scegli la fascia oraria' })).toBeNull());
  });
});
