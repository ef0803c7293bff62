import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildCartDelivery, buildTimeslot, buildTimeslotList } from '../../../testing/build-delivery';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { TimeslotSelector } from './timeslot-selector';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

const ADDRESS_REQUIRED = {
  body: {
    ...buildEnvelope({}, { user: DEMO_USER }),
    response: {
      status: 1,
      errors: [
        { error: 'Scegli prima l’indirizzo di consegna o il negozio di ritiro.', code: 'ADDRESS_REQUIRED' },
      ],
      infos: [],
      warnings: [],
    },
  },
};

const LIST = buildTimeslotList([
  {
    dateIso: '2026-11-26',
    timeslots: [buildTimeslot({ timeslotId: 1, active: 0 })],
  },
  {
    dateIso: '2026-11-27',
    timeslots: [
      buildTimeslot({ timeslotId: 2, beginTime: '09:00', endTime: '11:00' }),
      buildTimeslot({ timeslotId: 3, beginTime: '11:00', endTime: '13:00', status: 'intermediate' }),
      buildTimeslot({ timeslotId: 4, beginTime: '13:00', endTime: '15:00', status: 'full' }),
      buildTimeslot({ timeslotId: 5, beginTime: '15:00', endTime: '17:00', active: 0 }),
    ],
  },
  {
    dateIso: '2026-11-28',
    timeslots: [buildTimeslot({ timeslotId: 6, beginTime: '09:00', endTime: '11:00' })],
  },
]);

describe('TimeslotSelector', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("drops inactive slots and the days left empty, and names today's tab OGGI", async () => {
    stubFetch({ 'GET /ebsn/api/timeslot/list': ok(LIST) });
    renderWithProviders(<TimeslotSelector />);

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['OGGI', 'sab 28 nov']);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:00 – 11:00Disponibile', '11:00 – 13:00Quasi esaurita', '13:00 – 15:00Esaurita']);
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: /Esaurita/ }).disabled).toBe(true);
    expect(screen.getByRole('list', { name: 'Legenda' }).textContent).toBe(
      'DisponibileQuasi esauritaEsauritaScelta',
    );
  });

  it('shows each slot’s delivery price, in its accessible name, when the prices differ', async () => {
    const priced = buildTimeslotList([
      {
        dateIso: '2026-11-27',
        timeslots: [
          buildTimeslot({ timeslotId: 2, beginTime: '08:00', endTime: '10:00', deliveryFee: 0 }),
          buildTimeslot({ timeslotId: 3, beginTime: '10:00', endTime: '12:00', deliveryFee: 3.9 }),
        ],
      },
      {
        dateIso: '2026-11-28',
        timeslots: [buildTimeslot({ timeslotId: 6, beginTime: '18:00', endTime: '20:00', deliveryFee: 5.9 })],
      },
    ]);
    stubFetch({ 'GET /ebsn/api/timeslot/list': ok(priced) });
    renderWithProviders(<TimeslotSelector />);

    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: /^08:00 – 10:00.*Gratis$/ })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^10:00 – 12:00.*Consegna 3,90\s€$/ })).toBeTruthy();
  });

  it('shows no price when every slot costs the same', async () => {
    stubFetch({ 'GET /ebsn/api/timeslot/list': ok(LIST) });
    renderWithProviders(<TimeslotSelector />);

    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('button')).toHaveLength(3);
    expect(panel.textContent).not.toMatch(/Consegna|Gratis/);
  });

  it('holds the chosen slot, disabling every slot until the answer', async () => {
    let answer: (() => void) | undefined;
    const fetchMock = stubFetch({
      'GET /ebsn/api/timeslot/list': ok(LIST),
      'GET /ebsn/api/timeslot/select': ok({ cart: buildCartDelivery() }),
    });
    const onChosen = vi.fn();
    const { user } = renderWithProviders(<TimeslotSelector onChosen={onChosen} />);
    await screen.findAllByRole('tab');
    await user.click(screen.getByRole('tab', { name: 'sab 28 nov' }));
    fetchMock.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(new Response(JSON.stringify(ok({ cart: buildCartDelivery() }).body)));
        }),
    );

    await user.click(screen.getByRole('button', { name: /09:00 – 11:00/ }));

    expect(screen.getByRole<HTMLButtonElement>('button', { name: /09:00 – 11:00/ }).disabled).toBe(true);
    expect(requestsTo(fetchMock, '/ebsn/api/timeslot/select')[0]?.url.search).toBe(
      '?sel_date=2026-11-28&timeslot_id=6',
    );
    answer?.();
    await waitFor(() => expect(onChosen).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: /09:00 – 11:00/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the shopper to choose an address when the cart has none', async () => {
    stubFetch({
      'GET /ebsn/api/timeslot/list': ADDRESS_REQUIRED,
    });
    const onChangeAddress = vi.fn();
    const { user } = renderWithProviders(<TimeslotSelector onChangeAddress={onChangeAddress} />);

    await user.click(await screen.findByRole('button', { name: 'Scegli come ricevere la spesa' }));
    expect(onChangeAddress).toHaveBeenCalledOnce();
  });
});
