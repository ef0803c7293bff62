import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/storefront';

test('the home is made of the blocks of the "home" category', async ({ storefront, page }) => {
  await storefront.open('castoro');

  const banners = page.getByRole('group', { name: 'In evidenza' });
  await expect(banners.getByRole('link').first()).toBeVisible();
  await expect(banners.getByRole('img').first()).toHaveAttribute('fetchpriority', 'high');
  // spec §2 home slides: the chain's slides of the day from its content store lead the banners.
  await expect(banners.getByRole('link').first()).toHaveAttribute('href', '/volantini');
  await expect(banners.getByRole('link').first()).toHaveAccessibleName(/Le offerte della settimana/);

  const offers = page.getByRole('region', { name: 'Le offerte della settimana' });
  await offers.scrollIntoViewIfNeeded();
  await expect(offers.getByRole('article').first()).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Successivo' })).toBeVisible();

  // The departments are listed once, from the catalogue, named as in the menu.
  const departments = page.getByRole('region', { name: 'Tutti i reparti' });
  await departments.scrollIntoViewIfNeeded();
  await expect(departments.getByRole('link').first()).toHaveAttribute('href', /^\/category\/[a-z-]+$/);
  await expect(page.getByRole('region', { name: 'I nostri reparti' })).toHaveCount(0);
  expect(await sectionsListingDepartments(page)).toEqual(['Tutti i reparti']);
  await departments.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/[a-z-]+$/);
});

/** The home's sections that link to two departments or more (a department is a one-segment category path). */
function sectionsListingDepartments(page: Page): Promise<string[]> {
  return page.locator('main section').evaluateAll((sections) =>
    sections
      .filter((section) => {
        const departments = new Set(
          Array.from(section.querySelectorAll('a[href]'))
            .map((a) => a.getAttribute('href') ?? '')
            .filter((href) => /^\/category\/[a-z-]+$/.test(href)),
        );
        return departments.size >= 2;
      })
      .map((section) => section.querySelector('h2')?.textContent?.trim() ?? '?'),
  );
}

test('the banners turn by themselves, unless the shopper asks for reduced motion', async ({
  storefront,
  page,
}) => {
  // The suite's browser asks for reduced motion (playwright.config.ts): this journey asks for motion first.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await storefront.open('castoro');
  const banners = page.getByRole('group', { name: 'In evidenza' });
  await expect(banners.getByRole('button', { name: 'Ferma lo scorrimento automatico' })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storefront.open('castoro');
  await expect(banners.getByRole('link').first()).toBeVisible();
  await expect(banners.getByRole('button', { name: /scorrimento automatico/ })).toHaveCount(0);
});
