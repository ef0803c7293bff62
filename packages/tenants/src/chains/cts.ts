import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const cts = defineTenant({
  code: 'cts',
  texts: {
    brandName: 'CTS Cash & Carry',
    phone: '800 391 752',
    contactLine:
      'Assistenza clienti professionali al numero verde 800 391 752, dal lunedì al venerdì dalle 7:00 alle 18:00 e il sabato fino alle 12:30.',
    legalFooter:
      'CTS Cash & Carry S.r.l. – Corso Stati Uniti 34, 35127 Padova (PD) – P.IVA 03982140281 – Registro Imprese di Padova, REA PD-351274 – Capitale sociale € 780.000 i.v.',
    privacyConsent:
      "Dichiaro di aver preso visione dell'informativa privacy di CTS Cash & Carry S.r.l. e autorizzo il trattamento dei dati miei e della mia attività per l'apertura del conto cliente, la fatturazione e l'evasione degli ordini.",
    newsletterConsent:
      'Accetto di ricevere da CTS comunicazioni commerciali su listini, promozioni per il canale Ho.Re.Ca. e nuove referenze a magazzino. Il consenso è facoltativo e revocabile in ogni momento.',
    paymentTooltip:
      "Per gli articoli venduti a peso (carni, salumi, formaggi in forma) l'importo definitivo si conosce solo dopo la pesatura in magazzino. Preautorizziamo quindi sulla carta il totale dell'ordine più il 20% della quota a peso variabile e addebitiamo solo quanto risulta dal documento di consegna.",
    linksMenuTitle: 'Il mondo CTS',
    tagline: "L'ingrosso alimentare per ristoranti, bar e negozi, con listini riservati ai clienti.",
    pages: {
      home: {
        title: 'CTS Cash & Carry – ingrosso alimentare a Padova',
        description:
          "Ordina online all'ingrosso da CTS: alimentari, bevande e non food per ristoranti, bar e negozi. Prezzi riservati ai clienti registrati.",
      },
      category: {
        title: "{name} all'ingrosso – CTS Cash & Carry",
        description:
          'Formati professionali e confezioni convenienti per la tua attività: accedi per vedere i prezzi del tuo listino e ordinare.',
      },
      search: {
        title: 'Ricerca “{query}” – CTS Cash & Carry',
        description:
          'Articoli del catalogo CTS che corrispondono alla tua ricerca, con codice, formato e disponibilità in magazzino.',
      },
      login: {
        title: 'Area clienti – CTS Cash & Carry',
        description:
          'Accedi con le credenziali della tua attività per vedere i prezzi riservati, riordinare in pochi clic e scaricare le fatture.',
      },
      notFound: {
        title: 'Pagina inesistente – CTS Cash & Carry',
        description:
          'Questo indirizzo non corrisponde a nessuna pagina del catalogo CTS. Controlla il link oppure riparti dalla home.',
      },
    },
    footerColumns: [
      {
        title: 'Per la tua attività',
        links: [
          { label: 'Listini e promozioni', href: '/volantini' },
          { label: 'Consegna in sede', href: '/page/consegna-a-casa' },
          { label: 'Programma fedeltà', href: '/vantaggi' },
          { label: 'Diventa cliente', href: 'https://www.ctscashandcarry.it/diventa-cliente' },
        ],
      },
      {
        title: 'Azienda',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Il magazzino di Padova', href: 'https://www.ctscashandcarry.it/magazzino' },
          { label: 'Lavora con noi', href: 'https://www.ctscashandcarry.it/lavora-con-noi' },
        ],
      },
      {
        title: 'Supporto',
        links: [
          { label: 'Domande frequenti', href: '/faq' },
          { label: "Contatta l'assistenza", href: '/servizio-clienti' },
          { label: 'Condizioni generali di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Informativa privacy', href: '/page/privacy' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'CTS Cash & Carry S.r.l.',
      vatNumber: '03982140281',
      address: {
        street: 'Corso Stati Uniti',
        number: '34',
        postalCode: '35127',
        city: 'Padova',
        province: 'PD',
      },
      rea: 'PD-351274',
    }),
    fidelityCardPrefix: '2702',
    companyId: 17,
    defaultStoreName: 'CTS Padova Zona Industriale',
    hidePricesUntilLogin: true,
    paymentTypeIds: [1, 2, 18, 101],
    minimumOrder: { homeDelivery: 50, pickUp: 0 },
    freeDeliveryFrom: { homeDelivery: 120, pickUp: null },
  },
  theme: {
    primary: '#1d3f8f',
    primaryContrastText: '#ffffff',
    secondary: '#ffd23f',
    secondaryContrastText: '#1b1b1b',
    headerBackground: '#0f2a66',
    headerText: '#ffffff',
    background: '#f5f7fb',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>CTS Cash &amp; Carry</title>
  <rect width="200" height="48" rx="8" fill="#0f2a66"/>
  <rect x="8" y="8" width="32" height="32" rx="6" fill="#ffd23f"/>
  <path d="M13 15h4l3 12h12l3-8H18" fill="none" stroke="#0f2a66" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="21" cy="32" r="2.2" fill="#0f2a66"/>
  <circle cx="31" cy="32" r="2.2" fill="#0f2a66"/>
  <text x="50" y="32" font-family="Arial, Helvetica, sans-serif" fill="#ffffff"><tspan font-size="24" font-weight="700">CTS</tspan><tspan dx="6" font-size="13" fill="#ffd23f">Cash &amp; Carry</tspan></text>
</svg>`,
  },
  region: { city: 'Padova', province: 'PD', postalCode: '35122', latitude: 45.4064, longitude: 11.8768 },
  addressRegion: 'Veneto',
});
