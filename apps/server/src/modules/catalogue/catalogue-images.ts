import { loadEmojiIcon } from '../../lib/emoji-icons.js';
import { NotFoundError } from '../../lib/domain-error.js';
import { renderBannerSvg, type BannerVariant } from './banner-image.js';
import type { CatalogueContext } from './catalogue-context.js';
import * as repo from './catalogue.repository.js';

/** The SVG of a drawn banner proposal, cached with the catalogue's answers. */
export async function bannerImage(
  ctx: CatalogueContext,
  tenantId: string,
  proposalId: number,
  variant: BannerVariant,
): Promise<string> {
  const cat = await ctx.cache.catalogue(tenantId);
  const found = cat.banners.get(proposalId);
  if (!found) throw new NotFoundError('Immagine non trovata.');
  return ctx.cache.cached(`i|${tenantId}|${cat.stamp}|${proposalId}|${variant}`, false, () =>
    Promise.resolve(renderBannerSvg(found.banner, found.buttonText, variant, loadEmojiIcon)),
  );
}

/** What a product picture is drawn from: its stored image description and its name. */
export function productImage(
  ctx: CatalogueContext,
  tenantId: string,
  code: string,
): Promise<{ name: string; image: string } | undefined> {
  return repo.findProductImage(ctx.db, tenantId, code);
}
