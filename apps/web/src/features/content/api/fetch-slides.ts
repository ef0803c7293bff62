import { contentPostListSchema, type ContentPost } from '@spesa/shared/content/content.contract';
import { getContent } from './content-client';

/**
 * spec §7 GET /wp/v2/new_slides/{id}/{noon}/{x}; `x`, a cache token, is the day's noon too. Loaded with the
 * call, so the schemas stay out of the home route's first JavaScript.
 */
export async function fetchSlides(
  root: string,
  sliderId: number,
  noonSeconds: number,
  deliveryServiceId: number | undefined,
  signal?: AbortSignal,
): Promise<ContentPost[]> {
  const path = `/wp/v2/new_slides/${sliderId}/${noonSeconds}/${noonSeconds}`;
  const answer = await getContent(root, path, contentPostListSchema, {
    query: { deliveryServiceId },
    signal,
  });
  return answer.data;
}
