import { addMessages } from './i18n-bundles';

/**
 * The catalogue's texts: the category, product and search screens, the product card (its prices, quantity
 * stepper and list button), the filters; each module that reads them imports this one. The home's product
 * sliders draw the card, so they load with the home too (README "Server-rendered first HTML").
 */
export const catalogueMessagesIt = {
  category: {
    productCount_one: 'Un prodotto',
    productCount_other: '{{count}} prodotti',
    empty: 'In questa categoria non ci sono ancora prodotti.',
    emptyHint: 'Dai un’occhiata agli altri reparti: ogni settimana arrivano novità.',
    subcategories: 'Sottocategorie',
    productsHeading: 'Prodotti',
    pagination: 'Pagine dei prodotti',
    pageItem: 'Vai alla pagina {{page}}',
    previousPage: 'Pagina precedente',
    nextPage: 'Pagina successiva',
  },
  product: {
    novelty: 'Novità',
    notAvailable: 'Non disponibile',
    unitPrice: '{{price}}/{{unit}}',
    perUnit: '/{{unit}}',
    priceLabel: 'Prezzo:',
    oldPriceLabel: 'invece di',
    description: 'Descrizione',
    ingredients: 'Ingredienti',
    allergens: 'Allergeni',
    storage: 'Conservazione',
    origin: 'Origine',
    nutrition: 'Valori nutrizionali',
    nutritionCaption: 'Valori nutrizionali medi',
    weighedHint: 'Prodotto a peso: il prezzo finale dipende dal peso effettivo.',
    chooseOption: 'Scegli…',
    chooseOptionsHint: 'Scegli le opzioni per aggiungere il prodotto al carrello.',
    optionsTitle: 'Scegli le opzioni: {{name}}',
    addToCart: 'Aggiungi al carrello',
    related: 'Prodotti simili',
    relatedIn: 'Altri prodotti in {{category}}',
    showPicture: 'Immagine {{index}} di {{count}}',
  },
  quantity: {
    add: 'Aggiungi',
    addLabel: 'Aggiungi {{name}} al carrello',
    decrease: 'Diminuisci la quantità di {{name}}',
    increase: 'Aumenta la quantità di {{name}}',
    remove: 'Rimuovi {{name}} dal carrello',
    inputLabel: 'Quantità di {{name}}',
    inCart: '{{quantity}} nel carrello',
    estimated: '{{price}} stimato',
    removeTitle: 'Rimuovere il prodotto?',
    removeQuestion: 'Vuoi rimuovere {{quantity}} di {{name}} dal carrello?',
  },
  filters: {
    title: 'Filtri',
    button: 'Filtri',
    buttonWithCount: 'Filtri ({{count}})',
    none: 'Nessun filtro disponibile per questi prodotti.',
    clear: 'Azzera filtri',
    // The filter panel's and sheet's own texts are in messages-it-filters.ts, loaded with them.
    sortLabel: 'Ordina per',
    sort: {
      relevance: 'Rilevanza',
      price_asc: 'Prezzo crescente',
      price_desc: 'Prezzo decrescente',
      name_asc: 'Nome A-Z',
      price_um_asc: 'Prezzo al kg/l',
    },
    quickFilters: 'Filtri rapidi',
    flag: {
      promo: 'In offerta',
      onlyNew: 'Novità',
      preferred: 'I miei preferiti',
    },
    withCount: '{{label}} ({{count}})',
    active: 'Filtri attivi',
    remove: 'Rimuovi il filtro {{name}}',
    noMatchTitle: 'Nessun prodotto con questi filtri',
    noMatchHint: 'Prova a togliere qualche filtro per vedere più prodotti.',
  },
  wishlist: {
    addToList: 'Aggiungi a una lista',
    addToListLabel: 'Aggiungi {{name}} a una lista',
    listed: 'Nella tua lista',
    listedLabel: 'Nella tua lista: {{name}}',
  },
};

addMessages(catalogueMessagesIt);
