import { describe, expect, it } from 'vitest';

import {
  ADDRESS_DELETE_REFUSED_MESSAGE,
  ADDRESS_NOT_SERVED_MESSAGE,
  ADDRESS_NOT_VALIDATED_MESSAGE,
  addressCheckState,
  canSaveAddress,
  citySuggestionsEnabled,
  incompleteAddressMessage,
  isSaveRefusedByService,
  missingAddressFields,
  normaliseAddressForSave,
  streetSuggestionsEnabled,
  type AddressDraft,
} from './address-check';

const complete: AddressDraft = {
  address1: 'Via Roma',
  addressNumber: '12',
  city: 'Milano',
  province: 'MI',
  postalcode: '20121',
};

describe('address messages (spec §8)', () => {
  it.each([
    [
      'the not-served message',
      ADDRESS_NOT_SERVED_MESSAGE,
      "L'indirizzo inserito non è coperto dal servizio.",
    ],
    [
      'the not-validated question',
      ADDRESS_NOT_VALIDATED_MESSAGE,
      'Indirizzo non validato, Salvare lo stesso?',
    ],
    [
      'the refused-deletion message',
      ADDRESS_DELETE_REFUSED_MESSAGE,
      "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    ],
  ])('%s is the spec text', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('check address (spec §5 "New address")', () => {
  it.each([
    { behaviour: 'a complete address misses nothing', address: complete, missing: [], message: undefined },
    {
      behaviour: 'a missing city is named',
      address: { ...complete, city: '' },
      missing: ['city'],
      message: "L'indirizzo inserito è incompleto, mancano i seguenti campi: città.",
    },
    {
      behaviour: 'a blank street number is missing',
      address: { ...complete, addressNumber: '  ' },
      missing: ['addressNumber'],
      message: "L'indirizzo inserito è incompleto, mancano i seguenti campi: numero civico.",
    },
    {
      behaviour: 'a numeric street number counts as filled',
      address: { ...complete, addressNumber: 7 },
      missing: [],
      message: undefined,
    },
    {
      behaviour: 'several missing fields are comma-separated and end with a full stop',
      address: { address1: 'Via Roma', city: null, postalcode: undefined, province: 'MI' },
      missing: ['city', 'postalcode', 'addressNumber'],
      message: "L'indirizzo inserito è incompleto, mancano i seguenti campi: città, CAP, numero civico.",
    },
    {
      behaviour: 'an empty address names all five fields',
      address: {},
      missing: ['city', 'address1', 'postalcode', 'province', 'addressNumber'],
      message:
        "L'indirizzo inserito è incompleto, mancano i seguenti campi: città, indirizzo, CAP, provincia, numero civico.",
    },
  ])('$behaviour', ({ address, missing, message }) => {
    expect(missingAddressFields(address)).toEqual(missing);
    expect(incompleteAddressMessage(missingAddressFields(address))).toBe(message);
  });
});

describe('normaliseAddressForSave (spec §5)', () => {
  it.each([
    {
      behaviour: 'city and province are upper-cased and trimmed',
      address: { ...complete, city: ' Milano ', province: 'mi ' },
      expected: { ...complete, city: 'MILANO', province: 'MI' },
    },
    {
      behaviour: 'accented city names keep their accents in upper case',
      address: { ...complete, city: 'Forlì', province: 'fc' },
      expected: { ...complete, city: 'FORLÌ', province: 'FC' },
    },
    {
      behaviour: 'typed fields lose stray blanks but keep their case',
      address: { ...complete, address1: ' Via Roma ', doorbellName: ' Rossi ' },
      expected: { ...complete, city: 'MILANO', doorbellName: 'Rossi' },
    },
    {
      behaviour: 'other fields pass through untouched',
      address: { ...complete, addressId: 5, floor: ' 2 ', elevator: true },
      expected: { ...complete, city: 'MILANO', addressId: 5, floor: ' 2 ', elevator: true },
    },
  ])('$behaviour', ({ address, expected }) => {
    expect(normaliseAddressForSave(address)).toEqual(expected);
  });

  it('leaves the given address unchanged', () => {
    const address = { ...complete, city: 'milano' };
    normaliseAddressForSave(address);
    expect(address.city).toBe('milano');
  });
});

describe('canSaveAddress (spec §5)', () => {
  const filled = { doorbellName: 'Rossi', addressName: 'Casa', referencePhoneNumber: '3331234567' };
  it.each([
    { behaviour: 'doorbell, name and phone filled allow saving', address: filled, expected: true },
    {
      behaviour: 'floor and note may stay empty',
      address: { ...filled, floor: '', addressNote: '' },
      expected: true,
    },
    {
      behaviour: 'a missing doorbell name blocks saving',
      address: { ...filled, doorbellName: '' },
      expected: false,
    },
    {
      behaviour: 'a blank address name blocks saving',
      address: { ...filled, addressName: ' ' },
      expected: false,
    },
    {
      behaviour: 'a missing reference phone blocks saving',
      address: { ...filled, referencePhoneNumber: null },
      expected: false,
    },
  ])('$behaviour', ({ address, expected }) => {
    expect(canSaveAddress(address)).toBe(expected);
  });
});

describe('suggestions (spec §5)', () => {
  it.each([
    ['three characters give no street suggestions', 'Via', false],
    ['a trailing blank is not a fourth character', 'Via ', false],
    ['four characters give street suggestions', 'Vial', true],
    ['blanks around the text do not count', '  Vi  ', false],
  ])('%s', (_behaviour, text, expected) => {
    expect(streetSuggestionsEnabled(text)).toBe(expected);
  });

  it.each([
    ['an empty city gives no suggestions', '', false],
    ['one letter gives city suggestions', 'M', true],
  ])('%s', (_behaviour, text, expected) => {
    expect(citySuggestionsEnabled(text)).toBe(expected);
  });
});

describe('address check states (spec §4)', () => {
  it.each([
    {
      behaviour: 'missing fields make it incomplete',
      address: { ...complete, city: '' },
      answer: { active: 1 },
      expected: 'incomplete',
    },
    {
      behaviour: 'an active answer makes it served',
      address: complete,
      answer: { active: 1 },
      expected: 'served',
    },
    {
      behaviour: 'an active true answer makes it served',
      address: complete,
      answer: { active: true },
      expected: 'served',
    },
    {
      behaviour: 'an inactive answer makes it not served',
      address: complete,
      answer: { active: 0 },
      expected: 'not-served',
    },
    {
      behaviour: 'a service failure shows home delivery unavailable',
      address: complete,
      answer: undefined,
      expected: 'not-served',
    },
  ])('$behaviour', ({ address, answer, expected }) => {
    expect(addressCheckState(address, answer)).toBe(expected);
  });

  it.each([
    {
      behaviour: 'an active complete address may be saved',
      address: complete,
      answer: { active: 1 },
      expected: false,
    },
    { behaviour: 'an inactive address is refused', address: complete, answer: { active: 0 }, expected: true },
    {
      behaviour: 'a number found by the service fills a missing one',
      address: { ...complete, addressNumber: '' },
      answer: { active: 1, addressNumber: '12' },
      expected: false,
    },
    {
      behaviour: 'a missing number is refused',
      address: { ...complete, addressNumber: '' },
      answer: { active: 1 },
      expected: true,
    },
    {
      behaviour: 'a missing street is refused',
      address: { ...complete, address1: '' },
      answer: { active: 1 },
      expected: true,
    },
    {
      behaviour: 'a missing postal code is refused',
      address: { ...complete, postalcode: '' },
      answer: { active: 1 },
      expected: true,
    },
    {
      behaviour: 'a missing city is refused',
      address: { ...complete, city: '' },
      answer: { active: 1 },
      expected: true,
    },
  ])('$behaviour', ({ address, answer, expected }) => {
    expect(isSaveRefusedByService(address, answer)).toBe(expected);
  });
});
