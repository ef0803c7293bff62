import type { Page, Request } from '@playwright/test';
import { CONSENT_COOKIE, consentStorageKey } from '@spesa/shared/consent/consent-record';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/storefront';

// spec §1 cookie banner and analytics by configuration, spec §2 cookie center: this suite alone starts
// without a stored choice.
test.use({ storedConsent: false });

const COLLECTOR = '/ebsn/api/analytics/events';
const CONSENT_KEY = consentStorageKey('castoro');
/**
 * The cookies the shop needs to work (spec §4): the session, the anonymous cart, and the mark that a cookie
 * choice is in force (spec §1: the first HTML then comes without the banner).
 */
const TECHNICAL_COOKIES = ['X-Ebsn-Session', 'X-Ebsn-Cart', CONSENT_COOKIE];

function isCollectorCall(request: Request): boolean {
  return new URL(request.url()).pathname === COLLECTOR && request.method() === 'POST';
}

/** Every request the page makes to an analytics collector or to a third party's host. */
function recordAnalyticsRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (isCollectorCall(request) || !host.endsWith('localhost')) seen.push(request);
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'La tua privacy' });

async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

test('before a choice nothing non-technical is sent, loaded or stored, and the page stays usable', async ({
  storefront,
  page,
}) => {
  const analytics = recordAnalyticsRequests(page);
  await storefront.open('castoro');
  await expect(banner(page)).toBeVisible();
  // The page is readable and usable under the banner: the search works.
  await storefront.topBar().getByRole('combobox', { name: 'Cerca prodotti' }).fill('latte');
  await storefront.topBar().getByRole('combobox', { name: 'Cerca prodotti' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=latte/);
  // Leaving the page is when a collector would flush what it holds.
  await storefront.open('castoro', '/not-found');
  await expect(banner(page)).toBeVisible();
  expect(analytics).toEqual([]);
  expect(await storageKeys(page)).not.toContain(CONSENT_KEY);
  expect((await storageKeys(page)).filter((key) => /visitor|analytics|consent/.test(key))).toEqual([]);
  expect((await cookieNames(page)).filter((name) => !TECHNICAL_COOKIES.includes(name))).toEqual([]);
});

test("'Rifiuta tutti' leaves only technical cookies and storage: anonymous counts, no visitor id", async ({
  storefront,
  page,
}) => {
  const analytics = recordAnalyticsRequests(page);
  await storefront.open('castoro');
  await banner(page).getByRole('button', { name: 'Rifiuta tutti' }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
  expect(JSON.parse(stored!)).toMatchObject({ technical: true, analytics: false, profilation: false });
  const collected = page.waitForRequest(isCollectorCall);
  await storefront.open('castoro', '/not-found');
  expect(JSON.parse((await collected).postData()!)).not.toHaveProperty('visitorId');
  expect(analytics.every((request) => isCollectorCall(request))).toBe(true);
  expect((await storageKeys(page)).filter((key) => /visitor|analytics-orders/.test(key))).toEqual([]);
  expect((await cookieNames(page)).filter((name) => !TECHNICAL_COOKIES.includes(name))).toEqual([]);
  // The banner does not come back on the next page.
  await expect(storefront.footer()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("'Accetta tutti' starts the chain's built-in analytics with the visitor id and the client UUID", async ({
  storefront,
  page,
}) => {
  await storefront.open('castoro');
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  const record = JSON.parse(
    (await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY))!,
  ) as { uuid: string; analytics: boolean };
  expect(record.analytics).toBe(true);
  const apiCall = page.waitForRequest(
    (request) => request.url().includes('/ebsn/api/') && !isCollectorCall(request),
  );
  const collected = page.waitForRequest(isCollectorCall);
  await storefront.open('castoro', '/not-found');
  const body = JSON.parse((await collected).postData()!) as {
    visitorId?: string;
    events: { name: string }[];
  };
  expect(body.visitorId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.events.map((event) => event.name)).toContain('page_view');
  // spec §7: the API calls carry the client UUID of the stored choice.
  expect((await apiCall).headers()['x-ebsn-client-uuid']).toBe(record.uuid);
});

test("'Accetta tutti' loads a chain's configured third party (GA4), and not before", async ({
  storefront,
  page,
}) => {
  const gtag: Request[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    gtag.push(route.request());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  // The chain configured with GA4: its inlined config and the page's script policy, as the server would give them
  // for such a chain.
  await page.route(/castoro\.localhost:\d+\/$/, async (route) => {
    // The test runner's resolver does not know `<chain>.localhost` (the browser does): ask the server by address.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    // The page was drawn for the chain's real setting: without the server's state the browser draws it afresh
    // for the configured one, as the server would have drawn it for such a chain.
    const html = (await response.text())
      .replace('"analytics":{"provider":"first-party"}', '"analytics":{"provider":"ga4","id":"G-SPESA1234"}')
      .replace(/<script type="application\/json" id="spesa-ssr">[\s\S]*?<\/script>/, '');
    const headers = response.headers();
    const csp = (headers['content-security-policy'] ?? '').replace(
      "script-src 'self'",
      "script-src 'self' https://www.googletagmanager.com",
    );
    await route.fulfill({
      response,
      body: html,
      headers: { ...headers, 'content-security-policy': csp },
    });
  });
  await storefront.open('castoro');
  await expect(banner(page)).toBeVisible();
  expect(gtag).toEqual([]);
  const loaded = page.waitForRequest((request) =>
    request.url().startsWith('https://www.googletagmanager.com/'),
  );
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  expect((await loaded).url()).toBe('https://www.googletagmanager.com/gtag/js?id=G-SPESA1234');
});

test('the cookie centre changes the choice, and the next page honours it', async ({ storefront, page }) => {
  await storefront.open('castoro');
  await banner(page).getByRole('button', { name: 'Rifiuta tutti' }).click();
  await storefront.footer().getByRole('link', { name: 'Preferenze cookie' }).click();
  await expect(storefront.heading('Preferenze cookie')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('switch', { name: 'Tecnici' })).toBeChecked();
  await expect(main.getByRole('switch', { name: 'Tecnici' })).toBeDisabled();
  await expect(main.getByRole('switch', { name: 'Statistiche' })).not.toBeChecked();
  await expect(main.getByRole('switch', { name: 'Profilazione' })).not.toBeChecked();
  await main.getByRole('switch', { name: 'Statistiche' }).check();
  await main.getByRole('button', { name: 'Salva le mie scelte' }).click();
  await expect(main.getByText(/Scelta salvata il/)).toBeVisible();

  const collected = page.waitForRequest(isCollectorCall);
  await storefront.open('castoro', '/not-found');
  expect(JSON.parse((await collected).postData()!)).toHaveProperty('visitorId');
  const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY))!);
  expect(stored).toMatchObject({ analytics: true, profilation: false });
});

test('the banner and the centre are usable by keyboard and screen reader', async ({ storefront, page }) => {
  await storefront.open('castoro');
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'false');
  await expect(dialog).toHaveAccessibleDescription(/cookie tecnici/);
  await expect(dialog).toBeFocused();
  await expectNoSeriousViolations(page);
  const reject = dialog.getByRole('button', { name: 'Rifiuta tutti' });
  const accept = dialog.getByRole('button', { name: 'Accetta tutti' });
  // Equally prominent: the same size and weight.
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(Math.round(rejectBox!.height)).toBe(Math.round(acceptBox!.height));
  expect(Math.abs(rejectBox!.width - acceptBox!.width)).toBeLessThan(2);
  expect(await reject.evaluate((el) => getComputedStyle(el).fontWeight)).toBe(
    await accept.evaluate((el) => getComputedStyle(el).fontWeight),
  );
  // Tab order: the policy link, then the two choices, then 'Personalizza'.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Cookie policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Personalizza' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(storefront.heading('Preferenze cookie')).toBeVisible();
  await expectNoSeriousViolations(page);
  const statistics = page.getByRole('main').getByRole('switch', { name: 'Statistiche' });
  await statistics.focus();
  await page.keyboard.press('Space');
  await expect(statistics).toBeChecked();
  await page.getByRole('main').getByRole('button', { name: 'Salva le mie scelte' }).press('Enter');
  await expect(page.getByRole('main').getByText(/Scelta salvata il/)).toBeVisible();
});
