/** The page number of a list from the URL's `page` parameter; anything odd means the first page. */
export function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
