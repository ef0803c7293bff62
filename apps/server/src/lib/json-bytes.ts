/**
 * JSON as the UTF-8 bytes that are sent. The catalogue keeps each product's JSON as bytes and builds an answer
 * as the list of its pieces, copied once into the envelope that is sent: encoding an 80 kB page of products
 * from a string on every uncached search cost as much as finding the products.
 */
export type JsonBytes = Buffer;

/** A JSON text as UTF-8 pieces, one after the other. */
export type JsonPieces = readonly JsonBytes[];

/** A `data` JSON as a route answers it: pieces of bytes, or a string for answers built otherwise. */
export type DataJson = string | JsonPieces;

const COMMA = Buffer.from(',');

/** The JSON `before`, then `items` (each a JSON value already serialised) as an array, then `after`. */
export function jsonAroundArray(before: string, items: readonly JsonBytes[], after: string): JsonPieces {
  const pieces: Buffer[] = [Buffer.from(`${before}[`)];
  items.forEach((item, i) => {
    if (i > 0) pieces.push(COMMA);
    pieces.push(item);
  });
  pieces.push(Buffer.from(`]${after}`));
  return pieces;
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
