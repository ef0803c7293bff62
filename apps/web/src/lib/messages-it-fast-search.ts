import { addMessages } from './i18n-bundles';

/**
 * The texts of 'Spesa veloce' (spec §2 /fast-search): they load with it, not with the storefront's first page;
 * its title and the search field's link to it stay in messages-it.ts. Every module that uses them imports this
 * file.
 */
export const fastSearchMessagesIt = {
  fastSearchPage: {
    intro: 'Scrivi la tua lista: per ogni prodotto vedi subito i risultati.',
    addLabel: 'Aggiungi alla lista',
    addPlaceholder: 'Es. latte, pane, uova',
    add: 'Aggiungi alla lista',
    listLabel: 'La tua lista',
    remove: 'Togli {{word}} dalla lista',
    clear: 'Svuota la lista',
    emptyTitle: 'La tua lista è vuota',
    emptyHint: 'Aggiungi i prodotti che ti servono, anche più di uno separati da virgole.',
    seeAll: 'Vedi tutti ({{count}})',
    corrected: 'Risultati per “{{correctedQuery}}”',
    resultsFor: 'Prodotti per “{{query}}”',
    none: 'Nessun prodotto trovato.',
    noneTry: 'Nessun prodotto trovato. Prova con “{{suggestion}}”.',
  },
};

addMessages(fastSearchMessagesIt);
