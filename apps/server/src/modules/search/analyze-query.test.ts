import { describe, expect, it } from 'vitest';
import { searchWords } from '../../db/search/search-tokens.js';
import { analyzeQuery, ITALIAN_STOPWORDS } from './analyze-query.js';
import { SearchVocabularyBuilder, type SearchVocabulary } from './search-vocabulary.js';

function vocabularyOf(...documents: string[]): SearchVocabulary {
  const builder = new SearchVocabularyBuilder(ITALIAN_STOPWORDS);
  for (const document of documents) {
    builder.nextDocument();
    for (const word of searchWords(document)) builder.add(word);
  }
  return builder.build();
}

const vocabulary = vocabularyOf(
  'Mele Golden',
  'Mele Fuji',
  'Parmigiano Reggiano',
  'Mozzarella fior di latte',
  'Latte intero',
  'Lattuga romana',
  'Caffè in grani',
  'Coca Cola',
  'Pan bauletto',
  'Pane casereccio',
  'Burro',
  'Burrata',
);
const words = (ids: ArrayLike<number>) => Array.from(ids, (id) => vocabulary.words[id]);

describe('analyzeQuery', () => {
  it('matches a word in the other number, never in another family', () => {
    const [mela] = analyzeQuery('mela', vocabulary).groups;
    expect(mela).toMatchObject({ kind: 'known' });
    expect(words(mela!.termIds)).toEqual(['mele']);
    const [burra] = analyzeQuery('burra', vocabulary).groups;
    expect(burra).toMatchObject({ kind: 'prefix', prefix: 'burra' });
    expect(words(burra!.prefixIds)).toEqual(['burrata']);
  });

  it('drops stopwords and folds accents and case', () => {
    const { groups } = analyzeQuery("CAFFÈ in grani dell'orto", vocabulary);
    expect(groups.map((g) => g.word)).toEqual(['caffe', 'grani', 'orto']);
    expect(groups[0]!.display).toBe('caffè');
  });

  it('completes the last word, the whole word ranked first, and the commonest completion next', () => {
    const [pan] = analyzeQuery('pan', vocabulary).groups;
    expect(pan).toMatchObject({ kind: 'known', prefix: 'pan' });
    expect(words(pan!.prefixIds)).toEqual(['pan', 'pane']);
    const [lat] = analyzeQuery('lat', vocabulary).groups;
    expect(lat).toMatchObject({ kind: 'prefix' });
    expect(words(lat!.likelyIds)).toEqual(['latte']);
  });

  it('corrects typos against the vocabulary and says so', () => {
    const analyzed = analyzeQuery('Parmiggiano reggiano', vocabulary);
    expect(analyzed.groups[0]).toMatchObject({ kind: 'corrected', display: 'parmigiano' });
    expect(analyzed.correctedText).toBe('parmigiano reggiano');
    expect(analyzeQuery('mozarela', vocabulary).correctedText).toBe('mozzarella');
    expect(analyzeQuery('mozarel', vocabulary).groups[0]).toMatchObject({ kind: 'corrected' });
    expect(analyzeQuery('latte', vocabulary).correctedText).toBeUndefined();
  });

  it('splits two words typed together', () => {
    const analyzed = analyzeQuery('cocacola', vocabulary);
    expect(analyzed.groups.map((g) => g.word)).toEqual(['coca', 'cola']);
    expect(analyzed.correctedText).toBe('coca cola');
  });

  it('gives up on words nothing in the catalogue is close to, and never corrects to a stopword', () => {
    expect(analyzeQuery('qwzxv', vocabulary).groups[0]!.kind).toBe('unknown');
    expect(analyzeQuery('xyz', vocabulary, 1).groups[0]!.kind).toBe('unknown');
    expect(analyzeQuery('p', vocabulary, 1).groups[0]!.kind).not.toBe('corrected');
  });
});
