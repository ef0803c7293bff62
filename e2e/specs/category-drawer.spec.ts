import { expect, test } from '../fixtures/storefront';

interface CategoryNode {
  name: string;
  slug: string;
  metaData: { category_info: { HIDE_IN_MENU?: boolean } };
  categories?: CategoryNode[];
}

test('a category opens from the drawer and lists its products', async ({ storefront, page }, testInfo) => {
  await storefront.open('dem');
  // The tree as the chain serves it; fetched by the page because only Chromium resolves *.localhost.
  const root = await page.evaluate(async () => {
    const answer = await fetch('/ebsn/api/category?filtered=false', {
      headers: { Accept: 'application/json' },
    });
    return ((await answer.json()) as { data: CategoryNode }).data;
  });
  const visible = (root.categories ?? []).filter((node) => !node.metaData.category_info.HIDE_IN_MENU);
  const hidden = (root.categories ?? []).filter((node) => node.metaData.category_info.HIDE_IN_MENU);
  const department = visible[0]!;
  const drawer = await storefront.openCategoryDrawer();
  for (const node of hidden) await expect(drawer.getByText(node.name, { exact: true })).toHaveCount(0);

  if (testInfo.project.name === 'phone') {
    // Small screens: a tree; the department opens, then "Vedi tutto" leads to its page.
    await drawer.getByRole('button', { name: department.name }).click();
    await drawer.getByRole('link', { name: `Vedi tutto: ${department.name}` }).click();
  } else {
    // From 960 px: the masonry menu links every department directly.
    await drawer.getByRole('link', { name: department.name, exact: true }).click();
  }

  await expect(page).toHaveURL(new RegExp(`/category/${department.slug}$`));
  await expect(drawer).toBeHidden();
  await expect(storefront.heading(department.name)).toBeVisible();
  await expect(page.getByText(/^\d+ prodotti$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sottocategorie' }).getByRole('link').first(),
  ).toBeVisible();
});
