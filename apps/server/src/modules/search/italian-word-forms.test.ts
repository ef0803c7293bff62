import { describe, expect, it } from 'vitest';
import { italianNumberForms, italianWordForms } from './italian-word-forms.js';

describe('italianWordForms', () => {
  it.each([
    ['mela', 'mele'],
    ['mele', 'mela'],
    ['pomodoro', 'pomodori'],
    ['pomodori', 'pomodoro'],
    ['uovo', 'uova'],
    ['uova', 'uovo'],
    ['limone', 'limoni'],
    ['pesca', 'pesche'],
    ['pesche', 'pesca'],
    ['pesce', 'pesci'],
    ['fungo', 'funghi'],
    ['funghi', 'fungo'],
    ['arancia', 'arance'],
    ['arance', 'arancia'],
    ['formaggio', 'formaggi'],
    ['formaggi', 'formaggio'],
    ['olio', 'oli'],
    ['asparagi', 'asparago'],
    ['rosso', 'rosse'],
  ])('%s has the form %s', (word, form) => {
    expect(italianWordForms(word)).toContain(form);
  });

  it('never turns a fish into a peach or a word into another family', () => {
    expect(italianWordForms('pesce')).not.toContain('pesca');
    expect(italianWordForms('pesca')).not.toContain('pesce');
    expect(italianWordForms('pesca')).not.toContain('pesci');
    expect(italianWordForms('burrata')).not.toContain('burro');
    expect(italianWordForms('limonata')).not.toContain('limone');
  });

  it('leaves words without an Italian ending alone', () => {
    expect(italianWordForms('yogurt')).toEqual(['yogurt']);
    expect(italianWordForms('te')).toEqual(['te']);
    expect(italianWordForms('00')).toEqual(['00']);
  });

  it('changes only the number of a word the catalogue does not use, not its gender', () => {
    expect(italianNumberForms('mela')).toContain('mele');
    expect(italianNumberForms('burra')).not.toContain('burro');
    expect(italianNumberForms('rosse')).not.toContain('rosso');
    expect(italianNumberForms('uovo')).toContain('uova');
  });
});
