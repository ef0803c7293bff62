/**
 * JSON as the UTF-8 bytes that are sent. The catalogue keeps each product's JSON as bytes and builds an answer
 * as the list of its pieces, which go to the socket as they are (or are copied once, to be compressed or kept):
 * encoding an 80 kB page of products from a string on every uncached search cost as much as finding them.
 */
export type JsonBytes = Buffer;

/**
 * A JSON value as an item of a list: its UTF-8 bytes followed by a comma, so that the items of an array are
 * its pieces one after the other (the last one without its comma), a piece each.
 */
export type JsonItem = Buffer;

export const jsonItem = (json: string): JsonItem => Buffer.from(`${json},`);

/** A JSON text as UTF-8 pieces, one after the other. */
export type JsonPieces = readonly JsonBytes[];

/** A `data` JSON as a route answers it: pieces of bytes, or a string for answers built otherwise. */
export type DataJson = string | JsonPieces;

/** The JSON `before`, then `items` as an array, then `after`. */
export function jsonAroundArray(before: string, items: readonly JsonItem[], after: string): JsonPieces {
  const last = items.at(-1);
  if (last === undefined) return [Buffer.from(`${before}[]${after}`)];
  return [
    Buffer.from(`${before}[`),
    ...items.slice(0, -1),
    last.subarray(0, last.length - 1),
    Buffer.from(`]${after}`),
  ];
}

/** The length in bytes (pieces) or characters (a string) of a `data` JSON. */
export const dataJsonLength = (data: DataJson) =>
  typeof data === 'string' ? data.length : data.reduce((sum, piece) => sum + piece.length, 0);

/** The text of a `data` JSON. */
export const dataJsonText = (data: DataJson) =>
  typeof data === 'string' ? data : Buffer.concat(data).toString('utf8');

/** `data` as a value, whichever form it was kept in. */
export function parseDataJson<T>(data: DataJson): T {
  return JSON.parse(dataJsonText(data)) as T;
}
