import { queryOptions } from '@tanstack/react-query';
import type { Proposal } from '@spesa/shared/catalogue/category-block.contract';
import type { ContentPost } from '@spesa/shared/content/content.contract';
import { HOME_SLIDER_ID } from '@spesa/shared/content/content-root';
import { responseCache } from '../../../lib/query-client';

/** Seconds since the epoch of noon, Italian time, on the Italian calendar day of `now` (spec §7 new_slides). */
export function romeNoonSeconds(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const noonUtc = Date.UTC(part('year'), part('month') - 1, part('day'), 12);
  // Rome's offset from UTC at that moment (one or two hours), read back from the same formatter.
  const romeHourAtNoonUtc = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(noonUtc),
    ),
  );
  return (noonUtc - (romeHourAtNoonUtc - 12) * 3_600_000) / 1000;
}

export interface SlidesParams {
  sliderId?: number;
  noonSeconds: number;
  deliveryServiceId?: number;
}

/** spec §7 GET /wp/v2/new_slides/{id}/{noon}/{x}: the slides of a slider valid on that day. */
export const slidesQueryOptions = (
  root: string,
  { sliderId = HOME_SLIDER_ID, noonSeconds, deliveryServiceId }: SlidesParams,
) =>
  queryOptions({
    queryKey: ['content', root, 'slides', sliderId, noonSeconds, deliveryServiceId ?? null],
    queryFn: async ({ signal }) =>
      (await import('./fetch-slides')).fetchSlides(root, sliderId, noonSeconds, deliveryServiceId, signal),
    ...responseCache('/p/wp-json/wp/v2/new_slides'),
  });

const acfText = (post: ContentPost, key: string): string => {
  const value = post.acf?.[key];
  return typeof value === 'string' ? value : '';
};

/** A slide drawn as a banner of the home's banner slider (spec §2 home slides). */
export function slideToProposal(post: ContentPost): Proposal {
  const title = post.title.rendered.replace(/<[^>]*>/g, '');
  const desktop = acfText(post, 'slide_image_desktop');
  return {
    proposalId: post.id,
    name: title,
    descr: [title, acfText(post, 'subtitle')].filter(Boolean).join('. '),
    slug: post.slug,
    proposalUrl: acfText(post, 'slide_link') || '/',
    img: desktop,
    metaData: {
      category_proposal_type: {
        IMAGE_MOBILE: acfText(post, 'slide_image_mobile') || desktop,
        IMAGE_DESKTOP: desktop,
      },
    },
  };
}
