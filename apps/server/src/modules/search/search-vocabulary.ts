import type { SearchWord } from '../../db/search/search-tokens.js';
import { boundedDamerauLevenshtein } from './damerau-levenshtein.js';
import { italianNumberForms, italianWordForms } from './italian-word-forms.js';

/** At most this many corrections of one typed word are searched for. */
const MAX_CORRECTIONS = 12;
const LETTERS = new Int16Array(128);

/**
 * The distinct words of one tenant's catalogue (product names, brands, category names) at one catalogue version,
 * with how many products or categories use each: what typed words are checked, completed and corrected against.
 * ARCHITECTURE §5: correcting against the vocabulary, then searching, is cheaper than trigram search over rows.
 */
export class SearchVocabulary {
  /** Folded words, by id. */
  readonly words: readonly string[];
  /** How the word is most often written in the catalogue (lower case, accents kept), by id. */
  readonly display: readonly string[];
  /** Products and categories using the word, by id. */
  readonly frequency: Int32Array;
  private readonly idOf: Map<string, number>;
  private readonly sorted: Int32Array;
  private readonly byLength: Int32Array[];

  private readonly stopword: Uint8Array;

  constructor(words: string[], display: string[], frequency: Int32Array, stopwords: ReadonlySet<string>) {
    this.words = words;
    this.stopword = Uint8Array.from(words, (word) => (stopwords.has(word) ? 1 : 0));
    this.display = display;
    this.frequency = frequency;
    this.idOf = new Map(words.map((word, id) => [word, id]));
    const ids = Array.from(words.keys()).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    this.sorted = Int32Array.from(ids);
    const lengths: number[][] = [];
    words.forEach((word, id) => (lengths[word.length] ??= []).push(id));
    this.byLength = Array.from(lengths, (list) => Int32Array.from(list ?? []));
  }

  /** Articles and prepositions are never what a typo meant. */
  isStopword(id: number): boolean {
    return this.stopword[id] === 1;
  }

  get size(): number {
    return this.words.length;
  }

  id(word: string): number | undefined {
    return this.idOf.get(word);
  }

  /**
   * The ids of the word's forms that the catalogue uses, the word itself first if used: every number and gender
   * of a catalogue word (rosso, rossa, rossi, rosse), only the other number of a word it does not use.
   */
  forms(word: string): number[] {
    const ids: number[] = [];
    const candidates = this.idOf.has(word) ? italianWordForms(word) : italianNumberForms(word);
    for (const form of candidates) {
      const id = this.idOf.get(form);
      if (id !== undefined) ids.push(id);
    }
    return ids;
  }

  /** Ids of the words starting with `prefix`. */
  withPrefix(prefix: string): Int32Array {
    const { sorted, words } = this;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[sorted[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < sorted.length && words[sorted[end]!]!.startsWith(prefix)) end += 1;
    return sorted.subarray(lo, end);
  }

  /**
   * The words closest to `typed` within `maxEdits` (whole words, or with `asPrefix` words whose beginning is
   * close), only those at the smallest distance found, most used first.
   */
  corrections(typed: string, maxEdits: number, asPrefix = false): { ids: number[]; distance: number } {
    let best = maxEdits + 1;
    let ids: number[] = [];
    const shortest = Math.max(1, typed.length - maxEdits);
    const longest = asPrefix ? this.byLength.length - 1 : typed.length + maxEdits;
    const letters = LETTERS.fill(0);
    for (let i = 0; i < typed.length; i += 1) letters[typed.charCodeAt(i) & 127]! += 1;
    for (let length = shortest; length <= longest && length < this.byLength.length; length += 1) {
      for (const id of this.byLength[length]!) {
        if (this.isStopword(id)) continue;
        const word = this.words[id]!;
        // Letters the word lacks (or has in excess) each cost an edit: a cheap bound that skips most words.
        let surplus = 0;
        for (let i = 0; i < word.length; i += 1)
          if ((letters[word.charCodeAt(i) & 127]! -= 1) < 0) surplus += 1;
        for (let i = 0; i < word.length; i += 1) letters[word.charCodeAt(i) & 127]! += 1;
        const missing = typed.length - (word.length - surplus);
        if (missing > Math.min(best, maxEdits) || (!asPrefix && surplus > Math.min(best, maxEdits))) continue;
        const distance = boundedDamerauLevenshtein(
          typed,
          this.words[id]!,
          Math.min(best, maxEdits),
          asPrefix,
        );
        if (distance > maxEdits || distance > best) continue;
        if (distance < best) {
          best = distance;
          ids = [];
        }
        ids.push(id);
      }
    }
    ids.sort((a, b) => this.frequency[b]! - this.frequency[a]!);
    return { ids: ids.slice(0, MAX_CORRECTIONS), distance: best };
  }

  /** Completions of `prefix`, most used first. */
  completions(prefix: string, limit: number): number[] {
    return Array.from(this.withPrefix(prefix))
      .sort((a, b) => this.frequency[b]! - this.frequency[a]!)
      .slice(0, limit);
  }
}

/** Collects words document by document (a product, a category) and counts each once per document. */
export class SearchVocabularyBuilder {
  constructor(private readonly stopwords: ReadonlySet<string>) {}

  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly frequency: number[] = [];
  /** The last document that counted each word: no set to allocate per document. */
  private readonly lastDocument: number[] = [];
  /** Written forms other than the folded one (caffè for caffe), with their counts. */
  private readonly accented = new Map<number, Map<string, number>>();
  private document = 0;

  /** Starts a new document: a word repeated from here on counts again. */
  nextDocument(): void {
    this.document += 1;
  }

  /** Adds a word of the current document and returns its id. */
  add(word: SearchWord): number {
    let id = this.ids.get(word.folded);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word.folded, id);
      this.words.push(word.folded);
      this.frequency.push(0);
      this.lastDocument.push(-1);
    }
    if (this.lastDocument[id] !== this.document) {
      this.lastDocument[id] = this.document;
      this.frequency[id]! += 1;
      if (word.surface !== word.folded) {
        let forms = this.accented.get(id);
        if (!forms) this.accented.set(id, (forms = new Map<string, number>()));
        forms.set(word.surface, (forms.get(word.surface) ?? 0) + 1);
      }
    }
    return id;
  }

  /** Counts a word added before (by `add`) once more, for the current document. */
  addAgain(id: number): void {
    if (this.lastDocument[id] === this.document) return;
    this.lastDocument[id] = this.document;
    this.frequency[id]! += 1;
  }

  build(): SearchVocabulary {
    const display = this.words.map((folded, id) => {
      const forms = this.accented.get(id);
      if (!forms) return folded;
      let best = folded;
      let count = this.frequency[id]!;
      for (const n of forms.values()) count -= n;
      for (const [surface, n] of forms) {
        if (n > count) {
          best = surface;
          count = n;
        }
      }
      return best;
    });
    return new SearchVocabulary(this.words, display, Int32Array.from(this.frequency), this.stopwords);
  }
}
