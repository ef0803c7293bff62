import { describe, expect, it } from 'vitest';
import { ANONYMOUS, envelopeBytes } from './envelope.js';
import { dataJsonLength, dataJsonText, jsonAroundArray, jsonItem, parseDataJson } from './json-bytes.js';

const products = [
  { name: 'Caffè macinato', note: 'd’oliva, 4,90 €', emoji: '🍝' },
  { name: 'Tè verde', note: '-18 °C' },
];
const bytes = products.map((product) => jsonItem(JSON.stringify(product)));

describe('JSON kept as UTF-8 pieces', () => {
  it('puts serialised items into an array between two pieces of JSON, characters of every width intact', () => {
    const data = jsonAroundArray('{"products":', bytes, ',"page":{"selPage":1}}');
    expect(parseDataJson(data)).toEqual({ products, page: { selPage: 1 } });
    const text = JSON.stringify({ products, page: { selPage: 1 } });
    expect(dataJsonText(data)).toBe(text);
    expect(dataJsonLength(data)).toBe(Buffer.byteLength(text));
  });

  it('writes one item alone, without its comma', () => {
    expect(dataJsonText(jsonAroundArray('{"products":', bytes.slice(0, 1), '}'))).toBe(
      JSON.stringify({ products: products.slice(0, 1) }),
    );
  });

  it('writes an empty array when there is no item', () => {
    expect(dataJsonText(jsonAroundArray('{"products":', [], '}'))).toBe('{"products":[]}');
  });

  it('wraps bytes and strings alike in the envelope', () => {
    const data = jsonAroundArray('{"products":', bytes, '}');
    const user = { userId: 7, firstName: 'Niccolò' };
    const fromBytes = envelopeBytes(data, user);
    const fromString = envelopeBytes(dataJsonText(data), user);
    expect(fromBytes.equals(fromString)).toBe(true);
    expect(JSON.parse(fromBytes.toString('utf8'))).toMatchObject({ user, data: { products } });
    expect(JSON.parse(envelopeBytes('{}', ANONYMOUS).toString()).data).toEqual({});
  });
});
