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

  const departments = page.getByRole('region', { name: 'I nostri reparti' });
  await expect(departments.getByRole('link').first()).toHaveAttribute('href', /^\/category\//);
  await departments.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/[a-z-]+$/);
});

test('a shopper who asks for reduced motion gets no moving banners', async ({ storefront, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storefront.open('castoro');

  const banners = page.getByRole('group', { name: 'In evidenza' });
  await expect(banners.getByRole('link').first()).toBeVisible();
  await expect(banners.getByRole('button', { name: /scorrimento automatico/ })).toHaveCount(0);
});
