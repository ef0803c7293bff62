import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_BLOCK_TEMPLATES,
  categoryBlockInfoDataSchema,
  type CategoryBlock,
} from '@spesa/shared/catalogue/category-block.contract';
import { categoryNodeSchema, type CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { getTenant } from '@spesa/tenants/tenants';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

describe.each(DIALECTS)('catalogue content API on %s', (dialect) => {
  let t: TestApp;
  let home: CategoryNode;
  const get = (url: string, tenant: 'castoro' | 'dem' = 'castoro') =>
    t.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant) } });
  const blockInfo = async (id: number, tenant: 'castoro' | 'dem' = 'castoro') =>
    get(`/ebsn/api/category-block/info?categoryBlockId=${id}`, tenant);
  const blocksOf = (node: CategoryNode, template: CategoryBlock['templateBlock']['code']) =>
    node.categoryBlocks!.filter((b) => b.templateBlock.code === template);

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const res = await get('/ebsn/api/category?slug=home');
    home = categoryNodeSchema.parse(res.json().data.category);
  });
  afterAll(async () => {
    await t.close();
  });

  it('builds the home page from categoryBlocks of every template but the grid, in position order', () => {
    expect(home.slug).toBe('home');
    const blocks = home.categoryBlocks!;
    // The seeded home's only grid listed the departments, which the home already lists from the catalogue
    // (spec §2 Home): the departments are listed once, so the seeded home has no ProposalGrid.
    expect(new Set(blocks.map((b) => b.templateBlock.code))).toEqual(
      new Set(CATEGORY_BLOCK_TEMPLATES.filter((code) => code !== 'ProposalGrid')),
    );
    const positions = blocks.map((b) => b.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(blocksOf(home, 'ProductSlider').length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) expect(block.categoryId).toBe(home.categoryId);
  });

  it('gives proposals a mobile and a desktop image and a link, and the proposal slider the spec settings', () => {
    for (const block of [...blocksOf(home, 'BannerSlider'), ...blocksOf(home, 'ProposalGrid')]) {
      expect(block.proposals.length).toBeGreaterThan(0);
      for (const proposal of block.proposals) {
        const images = proposal.metaData.category_proposal_type;
        expect(images.IMAGE_MOBILE).toMatch(/-mobile\.svg$/);
        expect(images.IMAGE_DESKTOP).toMatch(/-desktop\.svg$/);
        expect(proposal.img).toBe(images.IMAGE_DESKTOP);
        expect(proposal.proposalUrl).toMatch(/^\//);
        expect(proposal.slug).toMatch(/^[a-z0-9-]+$/);
      }
    }
    // spec §2: one slide per view under 960 px, autoplay, spacing 20.
    const slider = blocksOf(home, 'ProposalSlider')[0]!.metaData.category_block_slider!;
    expect(slider).toMatchObject({
      SLIDES_PER_VIEW_MOBILE: 1,
      MOBILE_BREAKPOINT: 960,
      AUTOPLAY: true,
      SPACE_BETWEEN: 20,
    });
  });

  it("writes each chain's own name in its home banners", async () => {
    const other = categoryNodeSchema.parse(
      (await get('/ebsn/api/category?slug=home', 'dem')).json().data.category,
    );
    const firstName = (node: CategoryNode) => blocksOf(node, 'BannerSlider')[0]!.proposals[0]!.name;
    expect(firstName(home)).toContain(getTenant('castoro').texts.brandName);
    expect(firstName(other)).toContain(getTenant('dem').texts.brandName);
  });

  it('keeps blocks out of the tree and of categories without content', async () => {
    const tree = (await get('/ebsn/api/category?filtered=false')).json().data as CategoryNode;
    expect(JSON.stringify(tree)).not.toContain('categoryBlocks');
    const department = tree.categories!.find((c) => c.slug === 'bevande')!;
    const node = (await get(`/ebsn/api/category?categoryId=${department.categoryId}`)).json().data.category;
    expect('categoryBlocks' in node).toBe(false);
  });

  it('gives the timeslot selector a header with subtitle and its header, middle and footer sliders', async () => {
    const node = categoryNodeSchema.parse(
      (await get('/ebsn/api/category?slug=timeslot-selector')).json().data.category,
    );
    expect(node.metaData.category_info.TITLE).toBeTruthy();
    expect(node.metaData.category_info.SUBTITLE).toBeTruthy();
    expect(node.metaData.category_info.DESCRIPTION).toBeTruthy();
    expect(node.categoryBlocks!.map((b) => b.metaData.category_block_slot)).toEqual([
      'header',
      'middle',
      'footer',
    ]);
  });

  it('answers one block by id, a product slider with its products resolved', async () => {
    const [promo, novelties, department] = blocksOf(home, 'ProductSlider');
    const promoInfo = categoryBlockInfoDataSchema.parse(
      (await blockInfo(promo!.categoryBlockId)).json().data,
    );
    expect(promoInfo.products!.length).toBeGreaterThan(0);
    expect(promoInfo.products!.length).toBeLessThanOrEqual(
      promo!.metaData.category_block_products!.QUERY.page_size,
    );
    expect(promoInfo.products!.every((p) => p.warehousePromo !== null)).toBe(true);
    const newInfo = categoryBlockInfoDataSchema.parse(
      (await blockInfo(novelties!.categoryBlockId)).json().data,
    );
    expect(newInfo.products!.every((p) => p.isNew)).toBe(true);
    const query = department!.metaData.category_block_products!.QUERY;
    const departmentInfo = categoryBlockInfoDataSchema.parse(
      (await blockInfo(department!.categoryBlockId)).json().data,
    );
    expect(
      departmentInfo.products!.every((p) => p.breadCrumbs[0]!.categoryId === query.parent_category_id),
    ).toBe(true);

    const banner = blocksOf(home, 'BannerSlider')[0]!;
    const bannerInfo = categoryBlockInfoDataSchema.parse(
      (await blockInfo(banner.categoryBlockId)).json().data,
    );
    expect(bannerInfo.products).toBeUndefined();
    expect(bannerInfo.proposals).toEqual(banner.proposals);
  });

  it("answers 404 for an unknown block and for another chain's block", async () => {
    expect((await blockInfo(999_999)).statusCode).toBe(404);
    const block = home.categoryBlocks![0]!;
    const res = await blockInfo(block.categoryBlockId, 'dem');
    expect(res.statusCode).toBe(404);
    expect(res.json().response.status).not.toBe(0);
  });

  it('draws the banners as SVG with the words of the proposal and no script', async () => {
    const proposal = blocksOf(home, 'BannerSlider')[0]!.proposals[0]!;
    for (const url of [
      proposal.metaData.category_proposal_type.IMAGE_DESKTOP,
      proposal.metaData.category_proposal_type.IMAGE_MOBILE,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg /);
      expect(res.body).toContain(getTenant('castoro').texts.brandName.replace(/&/g, '&#38;'));
      expect(res.body).not.toMatch(/<script|href=/i);
    }
    expect((await get(proposal.img, 'dem')).statusCode).toBe(404);
    expect((await get('/ebsn/api/category-block/banner/999999-mobile.svg')).statusCode).toBe(404);
    expect((await get('/ebsn/api/category-block/banner/1-tablet.svg')).statusCode).toBe(400);
  });
});
