import type { ContentPost } from '@spesa/shared/content/content.contract';
import { htmlToText } from './sanitize-html';

/** A question and its answer as plain text, with what the screen needs to show and group it. */
export interface FaqEntry {
  id: number;
  question: string;
  answerHtml: string;
  answerText: string;
  categorySlug: string;
  categoryName: string;
}

export function toFaqEntry(post: ContentPost): FaqEntry {
  return {
    id: post.id,
    question: htmlToText(post.title.rendered),
    answerHtml: post.content.rendered,
    answerText: htmlToText(post.content.rendered),
    categorySlug: post.acf?.faq_category ?? '',
    categoryName: post.acf?.faq_category_name ?? '',
  };
}

/** Lower case without accents: "perché" finds "Perche" and the other way round. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it-IT');
}

/** The words of a search, folded; words of one letter are dropped. */
export function searchWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

/**
 * The entries whose question or answer holds every word of `query` (as the start of a word, so "consegn"
 * finds "consegna" and "consegne"). An empty query keeps everything.
 */
export function filterFaqs<T extends Pick<FaqEntry, 'question' | 'answerText'>>(
  entries: readonly T[],
  query: string,
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = ` ${fold(`${entry.question} ${entry.answerText}`).replace(/[^\p{L}\p{N}]+/gu, ' ')}`;
    return words.every((word) => haystack.includes(` ${word}`));
  });
}
