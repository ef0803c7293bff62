import { addMessages } from './i18n-bundles';

/**
 * The texts of the search results page (spec §2 /search): they load with it, not with the storefront's first
 * page; the search field's own stay in messages-it.ts. Every module that uses them imports this file.
 */
export const searchMessagesIt = {
  // A key of its own beside messages-it's `search`: the two bundles never merge one object.
  searchPage: {
    resultsTitle: 'Risultati per “{{query}}”',
    resultsCount_one: 'Un prodotto trovato',
    resultsCount_other: '{{count}} prodotti trovati',
    noResults: 'Nessun prodotto trovato per “{{query}}”',
    noResultsHint: 'Controlla di averlo scritto correttamente o prova con una parola più generica.',
    emptyQueryTitle: 'Cosa stai cercando?',
    emptyQueryHint: 'Scrivi il nome di un prodotto o di una marca nel campo di ricerca.',
    didYouMeanLink: 'Forse cercavi <a>{{suggestion}}</a>?',
    correctedNotice: 'Risultati per <strong>{{correctedQuery}}</strong>: hai scritto “{{query}}”.',
    popularSearches: 'Ricerche popolari',
    popularWords: 'latte,pane,pasta,uova,banane,acqua,caffè,mozzarella,yogurt,pomodori',
  },
};

addMessages(searchMessagesIt);
