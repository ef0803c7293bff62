import { describe, expect, it } from 'vitest';
import { splitAddressText, splitStreetAndNumber } from './address-text';

describe('splitAddressText', () => {
  it.each([
    ['Via Verdi 3, Trento', { street: 'Via Verdi 3', place: 'Trento' }],
    ['Via Verdi 3 Trento', { street: 'Via Verdi 3', place: 'Trento' }],
    ['Corso Italia 12/A, 38122', { street: 'Corso Italia 12/A', place: '38122' }],
    ['Viale 4 Novembre 7, Trento', { street: 'Viale 4 Novembre 7', place: 'Trento' }],
    ['Trento', { street: '', place: 'Trento' }],
    ['38122', { street: '', place: '38122' }],
    ['  Tre ', { street: '', place: 'Tre' }],
  ])('reads %j as %j', (text, expected) => {
    expect(splitAddressText(text)).toEqual(expected);
  });
});

describe('splitStreetAndNumber', () => {
  it.each([
    ['Via Verdi 3', { address1: 'Via Verdi', addressNumber: '3' }],
    ['Via Verdi, 3', { address1: 'Via Verdi', addressNumber: '3' }],
    ['Corso Italia 12/A', { address1: 'Corso Italia', addressNumber: '12/A' }],
    ['Via Roma 12 b', { address1: 'Via Roma', addressNumber: '12b' }],
    ['Viale 4 Novembre 7', { address1: 'Viale 4 Novembre', addressNumber: '7' }],
    ['Via XX Settembre', { address1: 'Via XX Settembre', addressNumber: '' }],
    ['', { address1: '', addressNumber: '' }],
  ])('splits %j into %j', (street, expected) => {
    expect(splitStreetAndNumber(street)).toEqual(expected);
  });
});
