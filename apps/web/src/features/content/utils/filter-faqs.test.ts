import { describe, expect, it } from 'vitest';
import { filterFaqs, searchWords } from './filter-faqs';

const faqs = [
  { id: 1, question: 'Quanto costa la consegna?', answerText: 'La consegna a casa costa 4,90 €.' },
  {
    id: 2,
    question: 'Posso pagare con i buoni pasto?',
    answerText: 'Sì, alla consegna con i ticket cartacei.',
  },
  { id: 3, question: 'Come restituisco un prodotto?', answerText: 'Il reso è gratuito entro 14 giorni.' },
  { id: 4, question: 'Perché il totale è stimato?', answerText: 'I prodotti a peso sono pesati in negozio.' },
];

const ids = (query: string) => filterFaqs(faqs, query).map((faq) => faq.id);

describe('filterFaqs', () => {
  it('keeps every answer for an empty or blank search', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
  });

  it('finds a word in the question or in the answer', () => {
    expect(ids('ticket')).toEqual([2]);
    expect(ids('reso')).toEqual([3]);
  });

  it('matches the start of words, case and accents aside', () => {
    expect(ids('CONSEGN')).toEqual([1, 2]);
    expect(ids('perche')).toEqual([4]);
    expect(ids('è stimato')).toEqual([4]);
  });

  it('needs every word of the search', () => {
    expect(ids('consegna casa')).toEqual([1]);
    expect(ids('consegna bonifico')).toEqual([]);
  });

  it('does not match inside words', () => {
    expect(ids('egna')).toEqual([]);
  });
});

describe('searchWords', () => {
  it('drops punctuation and one-letter words', () => {
    expect(searchWords('Dov’è il mio ordine?!')).toEqual(['dov', 'il', 'mio', 'ordine']);
  });
});
