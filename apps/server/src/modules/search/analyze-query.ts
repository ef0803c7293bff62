import { foldSearchText, searchWords } from '../../db/search/search-tokens.js';
import { extractSizes, type SizeQuery } from './pack-size.js';
import type { SearchVocabulary } from './search-vocabulary.js';

/** Articles, prepositions and conjunctions: a product name is not expected to repeat them. */
export const ITALIAN_STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a ad agli ai al all alla alle allo che col con d da dai dal dall dalla dalle dallo de dei del dell della delle ' +
    'dello di e ed gli i il in l la le lo nel nell nella nelle nello o per su sui sul sull sulla sulle un una uno'
  ).split(' '),
);

const MAX_WORDS = 8;
/** A known last word this long is also completed ("pan" finds pane as well as Pan bauletto). */
const MIN_COMPLETED_LENGTH = 3;
/** Shorter words are never corrected, however widely: one edit turns them into any other short word. */
const MIN_CORRECTED_LENGTH = 3;
/** The shortest part of a word split in two. */
const MIN_SPLIT_PART = 3;

/** How a typed word takes part in the search. */
export type GroupKind =
  /** Found in the catalogue as typed, or in another number or gender (mela → mele). */
  | 'known'
  /** The beginning of catalogue words, still being typed (parmig → parmigiano). */
  | 'prefix'
  /** Not in the catalogue: replaced by the closest catalogue words (parmiggiano → parmigiano). */
  | 'corrected'
  /** Nothing in the catalogue is close to it: the query cannot match. */
  | 'unknown';

export interface QueryGroup {
  /** The word as typed, folded. */
  word: string;
  kind: GroupKind;
  /** Vocabulary ids matched as whole words. */
  termIds: number[];
  /** The folded beginning completed as the shopper types: a `prefix` group, or the last word of a `known` one. */
  prefix?: string;
  /** Vocabulary ids starting with `prefix`. */
  prefixIds: Int32Array;
  /** Among them, the commonest completion and its other forms: ranked like a whole word (lat → latte, not lattuga). */
  likelyIds: number[];
  /** The vocabulary id of the word exactly as typed, when the catalogue has it. */
  literalId?: number;
  /** What the shopper sees for this word in a corrected query. */
  display: string;
}

export interface AnalyzedQuery {
  groups: QueryGroup[];
  /** The query with corrected words replaced, when any was; the rest as typed. */
  correctedText?: string;
  /** The size, format or count the query asks for ("500 g", "x6", "confezione famiglia"), not searched as words. */
  size?: SizeQuery;
}

const NONE = new Int32Array(0);

/** One edit in a short word, two in a long one; none under four letters, where everything is one edit away. */
export function maxEdits(length: number): number {
  if (length <= 3) return 0;
  return length <= 6 ? 1 : 2;
}

/** `withSize`: the query also asks for a size, so a query of stopwords alone ("da 500 g") searches no word. */
function meaningfulWords(query: string, withSize: boolean): { folded: string; surface: string }[] {
  const words = searchWords(query);
  const kept = words.filter(
    (w) => !ITALIAN_STOPWORDS.has(w.folded) && (w.folded.length > 1 || /\d/.test(w.folded)),
  );
  const chosen = kept.length || withSize ? kept : words;
  const unique = new Map<string, { folded: string; surface: string }>();
  for (const word of chosen) if (!unique.has(word.folded)) unique.set(word.folded, word);
  return [...unique.values()].slice(0, MAX_WORDS);
}

function makeGroup(
  vocabulary: SearchVocabulary,
  typed: string,
  kind: GroupKind,
  termIds: number[],
  display: string,
  prefix?: string,
): QueryGroup {
  const literalId = vocabulary.id(typed);
  const likely = kind === 'prefix' ? vocabulary.completions(typed, 1)[0] : undefined;
  return {
    word: typed,
    kind,
    termIds,
    prefixIds: prefix === undefined ? NONE : vocabulary.withPrefix(prefix),
    likelyIds: likely === undefined ? [] : vocabulary.forms(vocabulary.words[likely]!),
    display,
    ...(prefix === undefined ? {} : { prefix }),
    ...(literalId === undefined ? {} : { literalId }),
  };
}

/** Two catalogue words run together ("cocacola" → coca cola), the most used pair if several. */
function splitInTwo(typed: string, vocabulary: SearchVocabulary): [string, string] | undefined {
  let best: [string, string] | undefined;
  let bestFrequency = 0;
  for (let at = MIN_SPLIT_PART; at <= typed.length - MIN_SPLIT_PART; at += 1) {
    const parts: [string, string] = [typed.slice(0, at), typed.slice(at)];
    const frequencies = parts.map((part) => {
      const id = vocabulary.id(part);
      return id === undefined || vocabulary.isStopword(id) ? 0 : vocabulary.frequency[id]!;
    });
    const frequency = Math.min(...frequencies);
    if (frequency > bestFrequency) {
      best = parts;
      bestFrequency = frequency;
    }
  }
  return best;
}

function analyzeWord(
  word: { folded: string; surface: string },
  isLast: boolean,
  vocabulary: SearchVocabulary,
  extraEdits: number,
): QueryGroup[] {
  const typed = word.folded;
  const completions = typed.length >= 2 ? vocabulary.withPrefix(typed) : NONE;
  const forms = vocabulary.forms(typed);
  if (forms.length) {
    // The last word may still be being typed: complete it too, ranking the whole word first.
    const completes = isLast && typed.length >= MIN_COMPLETED_LENGTH && completions.length > 1;
    return [makeGroup(vocabulary, typed, 'known', forms, word.surface, completes ? typed : undefined)];
  }
  if (isLast && completions.length) return [makeGroup(vocabulary, typed, 'prefix', [], word.surface, typed)];

  const edits = typed.length < MIN_CORRECTED_LENGTH ? 0 : maxEdits(typed.length) + extraEdits;
  const whole = edits > 0 ? vocabulary.corrections(typed, edits) : { ids: [], distance: Infinity };
  // A completion of a close word is only worth it when no whole word is within one edit.
  const partial =
    edits > 0 && isLast && whole.distance > 1
      ? vocabulary.corrections(typed, edits, true)
      : { ids: [], distance: Infinity };
  // A whole word wins a tie: "mozarela" is mozzarella, not the start of something longer.
  const corrections = partial.distance < whole.distance ? partial : whole;
  if (corrections.distance > 1) {
    const split = splitInTwo(typed, vocabulary);
    if (split) {
      return split.map((part) =>
        makeGroup(
          vocabulary,
          part,
          'corrected',
          vocabulary.forms(part),
          vocabulary.display[vocabulary.id(part)!]!,
        ),
      );
    }
  }
  if (corrections.ids.length) {
    const ids = new Set<number>();
    for (const id of corrections.ids)
      for (const form of vocabulary.forms(vocabulary.words[id]!)) ids.add(form);
    return [makeGroup(vocabulary, typed, 'corrected', [...ids], vocabulary.display[corrections.ids[0]!]!)];
  }
  if (completions.length) return [makeGroup(vocabulary, typed, 'prefix', [], word.surface, typed)];
  return [makeGroup(vocabulary, typed, 'unknown', [], word.surface)];
}

/**
 * Turns what the shopper typed into word groups the catalogue's word postings are searched for: stopwords dropped, each word
 * matched as typed or in another number or gender, the last word completed while it is being typed, and words
 * the catalogue does not know corrected against its vocabulary. `extraEdits` widens the correction for the
 * "forse cercavi" suggestion.
 */
export function analyzeQuery(query: string, vocabulary: SearchVocabulary, extraEdits = 0): AnalyzedQuery {
  // Sizes are read first (spec §2 Search): "500g" or "1,5 l" searched as words would match nothing.
  const { rest, size } = extractSizes(query, (word) => vocabulary.id(word) !== undefined);
  const words = meaningfulWords(rest, size !== undefined);
  const groups: QueryGroup[] = [];
  const corrected = new Map<string, string>();
  words.forEach((word, index) => {
    const found = analyzeWord(word, index === words.length - 1, vocabulary, extraEdits);
    groups.push(...found);
    if (found.some((g) => g.kind === 'corrected'))
      corrected.set(word.folded, found.map((g) => g.display).join(' '));
  });
  const sized = size === undefined ? {} : { size };
  if (!corrected.size) return { groups: groups.slice(0, MAX_WORDS), ...sized };
  const correctedText = query.replace(/[\p{L}\p{N}]+/gu, (w) => corrected.get(foldSearchText(w)) ?? w);
  return { groups: groups.slice(0, MAX_WORDS), correctedText, ...sized };
}
