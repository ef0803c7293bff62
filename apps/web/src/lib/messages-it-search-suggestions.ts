import { addMessages } from './i18n-bundles';

/**
 * The texts of the search field's suggestions (spec §2 autocomplete): they load with the suggestions, not with
 * the storefront's first page; the field's own label, placeholder and button stay in messages-it.ts. Every
 * module that uses them imports this file.
 */
export const searchSuggestionsMessagesIt = {
  search: {
    suggestions: 'Suggerimenti di ricerca',
    recentSearches: 'Ricerche recenti',
    suggestedSearches: 'Ricerche suggerite',
    suggestedCategories: 'Categorie',
    suggestedProducts: 'Prodotti',
    more: 'Altro',
    inCategory: 'in {{category}}',
    seeAll_one: 'Vedi il prodotto trovato per “{{query}}”',
    seeAll_other: 'Vedi tutti i {{count}} prodotti per “{{query}}”',
    searchFor: 'Cerca “{{query}}”',
    didYouMean: 'Forse cercavi: {{suggestion}}',
  },
  fastSearch: {
    open: 'Spesa veloce: cerca più prodotti insieme',
  },
};

addMessages(searchSuggestionsMessagesIt);
