import { addMessages } from './i18n-bundles';

/**
 * The texts of the content screens (pages, flyers, FAQ, awards, customer service): they load with those
 * screens, not with the storefront's first page. Every module that uses them imports this file.
 */
export const contentMessagesIt = {
  content: {
    loadError: 'Non è stato possibile caricare il contenuto.',
    pagination: 'Pagine',
    videoTitle: 'Video',
    typePage: 'Pagina',
    typeFaq: 'Domanda frequente',
    typeFlyer: 'Volantino',
    typeOther: 'Contenuto',
    searchTitle: 'Pagine e informazioni',
    showAll: 'Mostra tutti ({{count}})',
    showFewer: 'Mostra meno',
  },
  flyers: {
    title: 'Volantini',
    intro: 'Sfoglia le offerte della settimana e metti i prodotti nel carrello.',
    validity: 'Dal {{from}} al {{to}}',
    validUntil: 'Valido fino al {{to}}',
    open: 'Sfoglia “{{title}}”',
    emptyTitle: 'Nessun volantino in corso',
    emptyText: 'Torna presto: ogni settimana pubblichiamo nuove offerte.',
  },
  flyer: {
    pagesTitle: 'Le pagine del volantino',
    pageLabel: 'Pagina {{number}} di {{count}}',
    openPage: 'Ingrandisci la pagina {{number}}',
    zoomHint: 'Tocca una pagina per ingrandirla, poi allarga con due dita o usa i pulsanti.',
    productsTitle: 'I prodotti del volantino',
    noProducts: 'Questo volantino non ha prodotti acquistabili online.',
    allFlyers: 'Tutti i volantini',
    viewerTitle: '{{title}}, pagina {{number}} di {{count}}',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    zoomLevel: 'Ingrandimento {{percent}}%',
    previousPage: 'Pagina precedente',
    nextPage: 'Pagina successiva',
  },
  faq: {
    title: 'Domande frequenti',
    intro: 'Le risposte alle domande che ci fate più spesso.',
    searchLabel: 'Cerca tra le domande',
    searchPlaceholder: 'Es. consegna, pagamento, resi',
    clearSearch: 'Cancella la ricerca',
    categories: 'Argomenti',
    allCategories: 'Tutti gli argomenti',
    results_one: 'Una risposta trovata',
    results_other: '{{count}} risposte trovate',
    noMatchTitle: 'Nessuna risposta per “{{query}}”',
    noMatchText: 'Prova con altre parole, oppure scrivici: ti rispondiamo noi.',
    emptyTitle: 'Nessuna domanda in questo argomento',
    emptyText: 'Guarda gli altri argomenti o scrivi al servizio clienti.',
    contact: 'Contatta il servizio clienti',
  },
  awards: {
    title: 'Vantaggi',
    catalogueTitle: 'Il catalogo premi',
    points_one: '{{points}} punto',
    points_other: '{{points}} punti',
    yourPoints_one: 'Hai {{points}} punto',
    yourPoints_other: 'Hai {{points}} punti',
    yourPointsTitle: 'I tuoi punti',
    missing_one: 'Ti manca {{points}} punto',
    missing_other: 'Ti mancano {{points}} punti',
    reachable: 'Hai i punti per richiederlo',
    loginHint: 'Accedi per vedere i tuoi punti e i premi che puoi richiedere.',
    login: 'Accedi',
    emptyTitle: 'Il catalogo premi è in arrivo',
    emptyText: 'Intanto continua ad accumulare punti con la tua spesa.',
  },
  customerService: {
    title: 'Servizio clienti',
    requiredHint: 'I campi con * sono obbligatori.',
    chooseTopic: 'Scegli un argomento',
    attach: 'Allega un file',
    attachmentHint: 'PDF, JPEG, PNG o WebP, al massimo {{size}} per file.',
    uploading: 'Caricamento di {{name}}',
    uploaded: '{{name}} allegato',
    removeAttachment: 'Rimuovi {{name}}',
    sending: 'Invio in corso…',
    successTitle: 'Richiesta inviata',
    another: 'Invia un’altra richiesta',
  },
};

addMessages(contentMessagesIt);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/**
 * The keys of these texts. They stay out of the app-wide `Messages` type: i18next's key types over every
 * bundle at once exceed TypeScript's instantiation depth, so the content screens use a translator typed by
 * these keys alone (features/content/hooks/use-content-t.ts).
 */
export type ContentMessageKey = WithoutPlural<Leaves<typeof contentMessagesIt>>;
