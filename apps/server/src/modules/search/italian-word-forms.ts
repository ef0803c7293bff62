const VOWELS = new Set(['a', 'e', 'i', 'o']);

function add(forms: Set<string>, stem: string, endings: string): void {
  for (const ending of endings) forms.add(stem + ending);
}

/** Plurals that change the final vowel against the rule (uovo → uova). */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['uovo', 'uova'],
  ['uova', 'uovo'],
  ['paio', 'paia'],
  ['paia', 'paio'],
]);

/** Final vowels of the singular and plural of one gender: mela/mele, pomodoro/pomodori, limone/limoni. */
const NUMBER_PAIRS = new Set(['ae', 'ea', 'oi', 'io', 'ei', 'ie']);

/**
 * Only the other number of the word, the same gender: what a word the catalogue does not use may be matched to.
 * "burra" is not a word, so it must not become burro (a change of gender), while "mela" becomes mele.
 */
export function italianNumberForms(word: string): string[] {
  const last = word.at(-1) ?? '';
  return italianWordForms(word).filter((form) => {
    const formLast = form.at(-1) ?? '';
    return formLast === last || NUMBER_PAIRS.has(last + formLast) || IRREGULAR.get(word) === form;
  });
}

/**
 * The forms a folded Italian noun or adjective may take in the other number and gender, the word itself included:
 * mela ↔ mele, pomodoro ↔ pomodori, uovo ↔ uova, rosso ↔ rossa ↔ rossi ↔ rosse, pesca ↔ pesche (not pesce),
 * arancia ↔ arance, formaggio ↔ formaggi, fungo ↔ funghi, olio ↔ oli. It over-generates on purpose: the search
 * keeps only the forms found in the catalogue's own vocabulary, which is what keeps burrata apart from burro.
 */
export function italianWordForms(word: string): string[] {
  const forms = new Set([word]);
  const last = word.at(-1) ?? '';
  if (word.length < 3 || !VOWELS.has(last) || !/^[a-z]+$/.test(word)) return [...forms];
  const stem = word.slice(0, -1);
  const before = stem.at(-1) ?? '';

  if ((stem.endsWith('ch') || stem.endsWith('gh')) && (last === 'e' || last === 'i')) {
    // pesche, funghi: the h keeps the hard sound of pesca, fungo.
    const base = stem.slice(0, -1);
    add(forms, base, 'ao');
    add(forms, `${base}h`, 'ei');
  } else if (before === 'c' || before === 'g') {
    if (last === 'a' || last === 'o') {
      add(forms, stem, 'ao');
      add(forms, `${stem}h`, 'ei');
      // amico → amici, asparago → asparagi; a feminine -ca/-ga always keeps the h (pesca → pesche, not pesci).
      if (last === 'o') forms.add(`${stem}i`);
    } else {
      // Soft sound: pesce ↔ pesci, arance ↔ arancia, baci ↔ bacio, amici ↔ amico.
      add(forms, stem, 'ei');
      add(forms, `${stem}i`, 'ao');
      if (last === 'i') forms.add(`${stem}o`);
    }
  } else if (before === 'i' && stem.length > 2) {
    // arancia, formaggio, olio, ciliegia: plural in -e, in -i (the stem itself) or with the i dropped (arance).
    add(forms, stem, 'aeo');
    forms.add(stem);
    forms.add(`${stem.slice(0, -1)}e`);
  } else {
    add(forms, stem, 'aeio');
    // formaggi → formaggio, oli → olio.
    if (last === 'i') forms.add(`${word}o`);
  }
  const irregular = IRREGULAR.get(word);
  if (irregular) forms.add(irregular);
  return [...forms];
}
