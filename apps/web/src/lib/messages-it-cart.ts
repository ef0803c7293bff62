import { addMessages } from './i18n-bundles';

/**
 * The texts of the cart drawer and of the cart's summaries in checkout and orders (spec §2 "Cart drawer and
 * summary"): they load with those screens, not with the storefront's first page. They join the `cart` texts of
 * messages-it.ts; every module that uses them imports this file.
 */
export const cartMessagesIt = {
  cart: {
    title: 'Il tuo carrello',
    continueShopping: 'Continua la spesa',
    summary: 'Riepilogo',
    estimated: '(stimato)',
    loadError: 'Errore nel caricamento del carrello',
    emptyError: 'Impossibile svuotare il carrello',
    productsRemoved: 'Il carrello è stato svuotato',
    close: 'Chiudi il carrello',
    count_zero: 'Non ci sono prodotti nel carrello',
    count_one: 'Hai 1 prodotto nel carrello',
    count_other: 'Hai {{count}} prodotti nel carrello',
    emptyHint: 'Sfoglia i reparti o cerca un prodotto per iniziare la spesa.',
    loginNeeded: 'Accedi per riempire il carrello e scegliere consegna a casa o ritiro in negozio.',
    checkout: 'Concludi ordine',
    totalsDetails: 'Dettaglio del totale',
    itemsLabel: 'Prodotti nel carrello',
    sectorTitle_one: '{{name}} (1 prodotto)',
    sectorTitle_other: '{{name}} ({{count}} prodotti)',
    unitPrice: '{{price}}/{{unit}}',
    removeItem: 'Rimuovi {{name}} dal carrello',
    empty: 'Svuota il carrello',
    emptyTitle: 'Svuotare il carrello?',
    emptyQuestion: 'Vuoi togliere tutti i prodotti dal carrello?',
    loyaltyPoints_one: 'Hai 1 punto fedeltà',
    loyaltyPoints_other: 'Hai {{count}} punti fedeltà',
    promotionTitle: 'Promozione disponibile',
    promotionQuestion: 'Vuoi applicare questa promozione al prodotto?',
  },
};

addMessages(cartMessagesIt);
