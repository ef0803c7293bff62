import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const ma = defineTenant({
  code: 'ma',
  texts: {
    brandName: 'MA Supermercati',
    phone: '800 475 213',
    contactLine:
      'Servizio clienti MA: numero verde 800 475 213, attivo dal lunedì al sabato dalle 8:30 alle 19:30 e la domenica mattina dalle 9:00 alle 13:00.',
    legalFooter:
      'MA Supermercati S.r.l. – Viale Guidoni 112, 50127 Firenze (FI) – P.IVA 04831960481 – REA FI-561238 – Capitale sociale € 2.000.000 i.v.',
    privacyConsent:
      "Accetto che MA Supermercati S.r.l. tratti i miei dati personali, come spiegato nell'informativa, per registrare il mio account e consegnarmi la spesa ordinata.",
    newsletterConsent:
      'La newsletter di MA mi interessa: offerte toscane, prodotti a chilometro zero e idee per la tavola, al massimo due volte al mese. Posso smettere di riceverla con un clic.',
    paymentTooltip:
      "Paghi solo quello che pesiamo davvero. Per i prodotti a peso variabile la carta viene preautorizzata per il totale della spesa più il 20% della loro parte; a pesatura fatta, MA Supermercati addebita l'importo reale e libera il resto della cifra bloccata.",
    linksMenuTitle: 'Conosci MA',
    tagline: 'Il buono della Toscana, dal nostro banco alla tua tavola.',
    pages: {
      home: {
        title: 'MA Supermercati – la spesa online a Firenze',
        description:
          'Prodotti toscani, freschi di giornata e convenienza: fai la spesa online da MA Supermercati e ricevila a casa a Firenze o ritirala in negozio.',
      },
      category: {
        title: '{name} – MA Supermercati Firenze',
        description:
          'Scopri i prodotti del reparto scelti da MA Supermercati, con tante specialità del territorio toscano.',
      },
      search: {
        title: 'Risultati: “{query}” – MA Supermercati',
        description:
          'I prodotti MA che rispondono alla tua ricerca: aggiungili al carrello o salvali in una lista per la prossima spesa.',
      },
      login: {
        title: 'Accedi a MA Supermercati',
        description:
          'Accedi per ritrovare carrello e liste, prenotare la consegna a domicilio a Firenze e consultare lo storico dei tuoi ordini MA.',
      },
      notFound: {
        title: 'MA Supermercati – questa pagina non esiste',
        description:
          'Ci dispiace, la pagina cercata non esiste. Dalla home di MA Supermercati trovi le offerte e i prodotti toscani.',
      },
    },
    footerColumns: [
      {
        title: 'La spesa MA',
        links: [
          { label: 'Consegna a domicilio', href: '/page/consegna-a-casa' },
          { label: 'Volantino', href: '/volantini' },
          { label: 'Carta MA', href: '/vantaggi' },
        ],
      },
      {
        title: 'Chi siamo',
        links: [
          { label: 'La nostra storia', href: '/page/chi-siamo' },
          { label: 'Prodotti del territorio', href: 'https://www.masupermercati.it/territorio' },
          { label: 'Negozi', href: 'https://www.masupermercati.it/negozi' },
        ],
      },
      {
        title: 'Aiuto',
        links: [
          { label: 'Domande frequenti', href: '/faq' },
          { label: 'Servizio clienti', href: '/servizio-clienti' },
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy', href: '/page/privacy' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'MA Supermercati S.r.l.',
      vatNumber: '04831960481',
      address: {
        street: 'Viale Guidoni',
        number: '112',
        postalCode: '50127',
        city: 'Firenze',
        province: 'FI',
      },
      rea: 'FI-561238',
    }),
    fidelityCardPrefix: '263',
    companyId: 45,
    defaultStoreName: 'MA Firenze Novoli',
    paymentTypeIds: [1, 2, 17],
  },
  theme: {
    primary: '#2f7d1f',
    primaryContrastText: '#ffffff',
    secondary: '#d7261e',
    secondaryContrastText: '#ffffff',
    headerBackground: '#1e5214',
    headerText: '#ffffff',
    background: '#f7faf4',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>MA Supermercati</title>
  <rect width="200" height="48" rx="8" fill="#1e5214"/>
  <rect x="7" y="7" width="34" height="34" rx="6" fill="#ffffff"/>
  <path d="M13 34V15l11 11 11-11v19" fill="none" stroke="#2f7d1f" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="35" cy="12" r="3" fill="#d7261e"/>
  <text x="50" y="32" font-family="Arial, Helvetica, sans-serif" fill="#ffffff"><tspan font-size="26" font-weight="700">MA</tspan><tspan dx="6" font-size="14">Supermercati</tspan></text>
</svg>`,
  },
  region: { city: 'Firenze', province: 'FI', postalCode: '50122', latitude: 43.7696, longitude: 11.2558 },
  addressRegion: 'Toscana',
});
