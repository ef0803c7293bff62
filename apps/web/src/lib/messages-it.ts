/** Italian is the source language (ARCHITECTURE §7); a chain's own texts override the `tenant` keys. */
export const messagesIt = {
  common: {
    close: 'Chiudi',
    retry: 'Riprova',
    loading: 'Caricamento in corso',
    backHome: 'Torna alla home',
    skipToContent: 'Vai al contenuto principale',
    pending: 'Operazione in corso',
    breadcrumb: 'Sei qui',
    home: 'Home',
    documentTitle: '{{page}} | {{brandName}}',
    no: 'No',
    yes: 'Si',
    cancel: 'Annulla',
    back: 'Indietro',
  },
  errors: {
    generic: 'Si è verificato un errore, riprova tra qualche minuto.',
    sessionExpired: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
    errorLogout: 'Non è stato possibile uscire dal tuo account. Riprova.',
  },
  shell: {
    openCategories: 'Apri il menu dei reparti',
    homeLink: '{{brandName}}, vai alla home',
    scrollTop: "Torna all'inizio della pagina",
    mainNavigation: 'Menu principale',
  },
  account: {
    login: 'Accedi',
    openMenu: '{{name}}, menu del tuo account',
    dashboard: 'Il mio account',
    logout: 'Esci',
  },
  search: {
    label: 'Cerca prodotti',
    placeholder: 'Cerca prodotti, marche…',
    submit: 'Cerca',
    browseDepartments: 'Sfoglia i reparti',
  },
  // The category drawer's own texts are in messages-it-category-drawer.ts, loaded with it.
  categories: {
    loadError: 'Non è stato possibile caricare i reparti.',
  },
  home: {
    departmentsTitle: 'Tutti i reparti',
    banners: 'In evidenza',
  },
  // The catalogue's texts (category, product, quantity, filters, the card's list button) are in
  // messages-it-catalogue.ts, loaded with the screens and the product card.
  carousel: {
    roleDescription: 'carosello',
    slide: 'elemento',
    slideLabel: '{{index}} di {{count}}',
    previous: 'Precedente',
    next: 'Successivo',
    goTo: 'Vai alla posizione {{index}}',
    position: '{{index}} / {{count}}',
    pause: 'Ferma lo scorrimento automatico',
    play: 'Riprendi lo scorrimento automatico',
  },
  // The Spesa veloce screen's own texts are in messages-it-fast-search.ts, loaded with it.
  fastSearch: {
    title: 'Spesa veloce',
  },
  // The drawer's own texts are in messages-it-cart.ts, loaded with the drawer.
  cart: {
    open_zero: 'Apri il carrello, 0 prodotti',
    open_one: 'Apri il carrello, 1 prodotto',
    open_other: 'Apri il carrello, {{count}} prodotti',
    productAddText: 'Aggiunto al carrello: {{quantity}} {{unit}} di {{name}}',
    productUpdated: 'Ora nel carrello: {{quantity}} {{unit}} di {{name}}',
    productAddError: 'Si è verificato un errore nel tentativo di aggiungere il prodotto al carrello',
    productsAddFromOrder: 'I prodotti dell’ordine sono stati aggiunti al carrello',
    productRemoved: '{{name}} è stato rimosso dal carrello',
    updateError: 'Non è stato possibile cambiare la quantità del prodotto.',
    removeError: 'Non è stato possibile rimuovere il prodotto dal carrello.',
    editingOrder: 'Stai modificando l’ordine {{orderNumber}}: conferma di nuovo per aggiornarlo.',
    cancelModification: 'Annulla modifiche',
    editingOrderUntil:
      'Stai modificando l’ordine {{orderNumber}}: conferma di nuovo entro {{until}} per aggiornarlo, altrimenti l’ordine resta com’era.',
  },
  delivery: {
    addressLocked: "Impossibile cambiare l'indirizzo di ritiro",
    timeslotLocked: "Impossibile cambiare l'orario di ritiro/consegna",
  },
  links: {
    close: 'Chiudi',
  },
  footer: {
    legalLine: '© {{year}} {{brandName}} · Versione {{version}}',
    cookiePreferences: 'Preferenze cookie',
  },
  // The login form's texts are in messages-it-auth.ts, loaded with the form.
  auth: {
    loginSuccess: 'Ciao {{firstName}}, hai effettuato l’accesso.',
    logoutSuccess: 'Sei uscito dal tuo account.',
  },
  serviceDown: {
    title: 'Servizio momentaneamente non disponibile',
    text: 'Stiamo lavorando per tornare online il prima possibile. Riprova tra qualche minuto.',
  },
  tenant: {
    brandName: '',
    tagline: '',
    contactLine: '',
    legalFooter: '',
    linksMenuTitle: '',
    pages: {
      home: { title: '', description: '' },
      category: { title: '', description: '' },
      search: { title: '', description: '' },
      login: { title: '', description: '' },
      notFound: { title: '', description: '' },
    },
  },
};
