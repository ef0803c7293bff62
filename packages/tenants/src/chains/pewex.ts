import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const pewex = defineTenant({
  code: 'pewex',
  texts: {
    brandName: 'Pewex',
    phone: '800 619 548',
    contactLine:
      'Il numero verde Pewex 800 619 548 è gratuito da rete fissa e mobile: chiamaci dal lunedì al sabato tra le 8:00 e le 20:00.',
    legalFooter:
      'Pewex Supermercati S.r.l. – Via Epitaffio 46, 04100 Latina (LT) – P.IVA 02596840591 – Registro Imprese di Latina, REA LT-184627 – Capitale sociale € 650.000 i.v.',
    privacyConsent:
      "Presa visione dell'informativa privacy, consento a Pewex Supermercati S.r.l. di trattare i miei dati per l'iscrizione al servizio di spesa online e per la consegna dei miei ordini.",
    newsletterConsent:
      "Acconsento a ricevere da Pewex newsletter e messaggi promozionali sulle offerte dei supermercati dell'Agro Pontino. Il consenso è facoltativo e posso revocarlo dalla sezione Il mio profilo.",
    paymentTooltip:
      "Nel carrello Pewex trovi anche prodotti venduti a peso. Alla conferma dell'ordine sulla carta viene riservato il totale più il 20% del valore di quei prodotti: è solo una preautorizzazione, perché dopo la pesatura ti viene addebitato esclusivamente l'importo effettivo.",
    linksMenuTitle: 'Scopri Pewex',
    tagline: "I sapori dell'Agro Pontino, a due passi da casa.",
    pages: {
      home: {
        title: 'Pewex – supermercato online a Latina',
        description:
          "Fai la spesa online da Pewex: ortofrutta dell'Agro Pontino, mozzarella di bufala, offerte settimanali e consegna a domicilio a Latina e provincia.",
      },
      category: {
        title: '{name} – Pewex spesa online',
        description:
          'Trova nel reparto i prodotti Pewex di ogni giorno e le specialità del territorio pontino, con consegna rapida.',
      },
      search: {
        title: 'Trovati per “{query}” – Pewex',
        description:
          'Prodotti Pewex che corrispondono alla ricerca. Filtra per offerta o novità e completa la tua spesa.',
      },
      login: {
        title: 'Login clienti – Pewex',
        description:
          'Accedi con e-mail e password per fare la spesa su Pewex, scegliere tra consegna e ritiro e seguire i tuoi ordini.',
      },
      notFound: {
        title: 'Pewex – la pagina non esiste',
        description:
          'Il collegamento che hai seguito non è più valido. Vai alla home Pewex e scopri le offerte di questa settimana.',
      },
    },
    footerColumns: [
      {
        title: 'Fai la spesa',
        links: [
          { label: 'Consegna a casa', href: '/page/consegna-a-casa' },
          { label: 'Volantini', href: '/volantini' },
          { label: 'Vantaggi Pewex', href: '/vantaggi' },
          { label: 'Domande frequenti', href: '/faq' },
        ],
      },
      {
        title: 'Pewex',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Punti vendita', href: 'https://www.pewexsupermercati.it/punti-vendita' },
          { label: 'Lavora con noi', href: 'https://www.pewexsupermercati.it/lavora-con-noi' },
        ],
      },
      {
        title: 'Note legali',
        links: [
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy', href: '/page/privacy' },
          { label: 'Servizio clienti', href: '/servizio-clienti' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'Pewex Supermercati S.r.l.',
      vatNumber: '02596840591',
      address: { street: 'Via Epitaffio', number: '46', postalCode: '04100', city: 'Latina', province: 'LT' },
      rea: 'LT-184627',
    }),
    fidelityCardPrefix: '2770',
    companyId: 52,
    defaultStoreName: 'Pewex Latina Centro',
    paymentTypeIds: [1, 2, 13],
  },
  theme: {
    primary: '#1c3faa',
    primaryContrastText: '#ffffff',
    secondary: '#b71c1c',
    secondaryContrastText: '#ffffff',
    headerBackground: '#0e1f5b',
    headerText: '#ffffff',
    background: '#f4f6fb',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Pewex</title>
  <rect width="200" height="48" rx="8" fill="#0e1f5b"/>
  <circle cx="25" cy="24" r="17" fill="#b71c1c"/>
  <circle cx="25" cy="24" r="10" fill="none" stroke="#ffffff" stroke-width="4"/>
  <circle cx="25" cy="24" r="3" fill="#ffffff"/>
  <text x="52" y="33" font-family="Arial, Helvetica, sans-serif" font-size="27" font-weight="700" font-style="italic" fill="#ffffff">Pewex</text>
</svg>`,
  },
  region: { city: 'Latina', province: 'LT', postalCode: '04100', latitude: 41.4676, longitude: 12.9037 },
  addressRegion: 'Lazio',
});
