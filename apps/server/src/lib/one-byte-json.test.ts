import { describe, expect, it } from 'vitest';
import { oneByteJson } from './one-byte-json.js';

describe('JSON held one byte per character', () => {
  it('reads back as the same value, characters beyond Latin-1 escaped', () => {
    const value = { name: 'Olio d’oliva', price: '4,90 €', storage: 'a -18 °C, più freddo', emoji: '🍝' };
    const json = oneByteJson(JSON.stringify(value));
    expect(JSON.parse(json)).toEqual(value);
    expect(json).toContain('d\\u2019oliva');
    expect(json).toContain('\\u20ac');
    expect(json).toContain('°C, più');
    expect(/[\u0100-\uffff]/.test(json)).toBe(false);
  });

  it('leaves Latin-1 JSON as it is', () => {
    const json = JSON.stringify({ name: 'Caffè', note: '°' });
    expect(oneByteJson(json)).toBe(json);
  });
});
