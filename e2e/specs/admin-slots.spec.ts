import type { Browser, Page } from '@playwright/test';
import { dayTabLabel } from '@spesa/shared/rules/timeslot-days';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { tenantUrl } from '../fixtures/e2e-server';
import { call } from '../fixtures/fresh-shopper';
import { staffLogin, storeManagerOf } from '../fixtures/staff';
import { expect, test, type Shopper } from '../fixtures/storefront';

/**
 * A chain no other spec books slots in, and the last day its shoppers are offered: closing a slot there
 * cannot take away a slot another test is about to choose.
 */
const CHAIN: TenantCode = 'top';

interface OfferedDay {
  dateIso: string;
  timeslots: { timeslotId: number; beginTime: string; endTime: string; active: number }[];
}

/** The shopper's session at the chain's default store (the demo store manager's), for pick-up. */
async function shopperAtDefaultStore(browser: Browser, shopper: Shopper) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(tenantUrl(CHAIN, '/ready'));
  await call(page, 'POST', '/auth/login', { login: shopper.email, password: shopper.password });
  const { stores } = (
    await call<{ stores: { storeId: number; isDefault: boolean; addressId: number | null }[] }>(
      page,
      'GET',
      '/store/list',
    )
  ).data;
  const store = stores.find((s) => s.isDefault && s.addressId !== null);
  if (!store) throw new Error(`the default store of ${CHAIN} offers no pick-up`);
  await call(page, 'POST', `/store/select?store_id=${store.storeId}`);
  return { context, page };
}

/** The slots the shopper is offered now (spec §4: the timeslot choice). */
async function offeredDays(page: Page): Promise<OfferedDay[]> {
  return (await call<{ days: OfferedDay[] }>(page, 'GET', '/timeslot/list')).data.days;
}

/**
 * The storefront's timeslot choice (spec §2 "Timeslot selector screen") opened afresh on `day`: its slot
 * buttons, once the day's slots have come.
 */
async function slotChoiceOf(page: Page, day: OfferedDay) {
  await page.goto(tenantUrl(CHAIN, '/timeslot'));
  await page
    .getByRole('tablist', { name: 'Giorni' })
    .getByRole('tab', { name: dayTabLabel(day.dateIso, new Date()) })
    .click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}

const offeredIds = async (page: Page) =>
  (await offeredDays(page)).flatMap((day) => day.timeslots.map((slot) => slot.timeslotId));

test('a store manager closes a slot on a phone and the shoppers no longer see it until it reopens', async ({
  page,
  browser,
  newShopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the store manager works on a phone');
  const shopper = await shopperAtDefaultStore(browser, await newShopper(CHAIN));
  try {
    const days = (await offeredDays(shopper.page)).filter((day) =>
      day.timeslots.some((slot) => slot.active === 1),
    );
    const day = days.at(-1);
    const slot = day?.timeslots.filter((s) => s.active === 1).at(-1);
    if (!day || !slot) throw new Error(`no open slot at the default store of ${CHAIN}`);
    const label = `${slot.beginTime.slice(0, 5)}–${slot.endTime.slice(0, 5)}`;
    // As the storefront's slot card reads it.
    const range = `${slot.beginTime} – ${slot.endTime}`;
    const openSlots = day.timeslots.filter((s) => s.active === 1).length;

    // Before: the shopper's timeslot choice offers it.
    const before = await slotChoiceOf(shopper.page, day);
    await expect(before.getByRole('listitem')).toHaveCount(openSlots);
    await expect(before.getByRole('button', { name: new RegExp(`^${range}`) })).toHaveCount(1);

    await staffLogin(page, CHAIN, storeManagerOf(CHAIN));
    await page
      .getByRole('navigation', { name: 'Sezioni del back-office' })
      .getByRole('link', { name: 'Fasce orarie' })
      .click();
    await expect(page.getByRole('heading', { name: 'Fasce orarie', level: 1 })).toBeVisible();
    await page.getByLabel('Giorno').fill(day.dateIso);
    const card = page.getByTestId(`slot-${slot.timeslotId}`);
    await expect(card).toContainText('Aperta');
    await expect(card).toContainText(label);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-slots-phone.png'), fullPage: true });

    await card.getByRole('button', { name: `Chiudi la fascia ${label}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Chiudere la fascia?' });
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(page.getByText(`Fascia ${label} chiusa.`)).toBeVisible();
    await expect(card).toContainText('Chiusa dal punto vendita');
    await page.screenshot({ path: testInfo.outputPath('admin-slots-closed-phone.png'), fullPage: true });

    // The shopper's next look at the slots no longer offers it: the day's other slots, not this one.
    expect(await offeredIds(shopper.page)).not.toContain(slot.timeslotId);
    const choice = await slotChoiceOf(shopper.page, day);
    await expect(choice.getByRole('listitem')).toHaveCount(openSlots - 1);
    await expect(choice.getByRole('button', { name: new RegExp(`^${range}`) })).toHaveCount(0);

    await card.getByRole('button', { name: `Riapri la fascia ${label}` }).click();
    await page
      .getByRole('dialog', { name: 'Riaprire la fascia?' })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(page.getByText(`Fascia ${label} riaperta.`)).toBeVisible();
    await expect(card).toContainText('Aperta');
    expect(await offeredIds(shopper.page)).toContain(slot.timeslotId);
    const again = await slotChoiceOf(shopper.page, day);
    await expect(again.getByRole('listitem')).toHaveCount(openSlots);
    await expect(again.getByRole('button', { name: new RegExp(`^${range}`) })).toHaveCount(1);

    // On a desktop the same day is a table.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByRole('table', { name: 'Tabella delle fasce orarie' });
    await expect(table.getByTestId(`slot-${slot.timeslotId}`)).toContainText('Aperta');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-slots-desktop.png'), fullPage: true });
  } finally {
    await shopper.context.close();
  }
});
