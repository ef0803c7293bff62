import { addMessages } from './i18n-bundles';

/**
 * The texts of the filter panel and of the phone's filter sheet: they load with them, not with the storefront's
 * first page; the list's own buttons, toggles and sort stay in messages-it.ts. Every module that uses them
 * imports this file.
 */
export const filtersMessagesIt = {
  filters: {
    close: 'Chiudi i filtri',
    showResults: 'Mostra i prodotti',
    showCount_one: 'Mostra 1 prodotto',
    showCount_other: 'Mostra {{count}} prodotti',
    showAll: 'Mostra tutte ({{count}})',
    showFewer: 'Mostra meno',
    valueCount_one: ', 1 prodotto',
    valueCount_other: ', {{count}} prodotti',
    priceFrom: 'Da (€)',
    priceTo: 'A (€)',
    priceApply: 'Applica',
    priceCustom: 'Scegli il prezzo',
    priceInvalid: 'Scrivi un prezzo in euro, ad esempio 2,50; il primo non più alto del secondo.',
  },
};

addMessages(filtersMessagesIt);
