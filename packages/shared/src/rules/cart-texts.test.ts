import { describe, expect, it } from 'vitest';

import { cartCountText, nextPendingCount } from './cart-texts';

describe('cartCountText (spec §2)', () => {
  it.each([
    ['an empty cart says there are no products', 0, 'Non ci sono prodotti nel carrello'],
    ['one product is singular', 1, 'Hai 1 prodotto nel carrello'],
    ['two products are plural', 2, 'Hai 2 prodotti nel carrello'],
    ['many products show their count', 37, 'Hai 37 prodotti nel carrello'],
    ['a negative count reads as empty', -1, 'Non ci sono prodotti nel carrello'],
  ])('%s', (_behaviour, count, expected) => {
    expect(cartCountText(count)).toBe(expected);
  });
});

describe('nextPendingCount (spec §4)', () => {
  it.each([
    ['a request raises the counter', 0, 1, 1],
    ['another request raises it further', 2, 1, 3],
    ['a response lowers the counter', 2, -1, 1],
    ['the last response brings it to 0', 1, -1, 0],
    ['a stray response never goes below 0', 0, -1, 0],
    ['a large drop stops at 0', 1, -5, 0],
  ])('%s', (_behaviour, count, delta, expected) => {
    expect(nextPendingCount(count, delta)).toBe(expected);
  });
});
