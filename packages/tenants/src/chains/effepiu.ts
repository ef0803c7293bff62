import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const effepiu = defineTenant({
  code: 'effepiu',
  texts: {
    brandName: 'Effepiù',
    phone: '800 663 109',
    contactLine:
      'Numero verde Effepiù 800 663 109: operatori disponibili dal lunedì al venerdì 8:00–20:00 e il sabato 8:00–13:00.',
    legalFooter:
      'Effepiù Supermercati S.p.A. – Via Milano 205, 25126 Brescia (BS) – P. IVA 03159200173 – REA BS-472915 – Capitale sociale euro 3.000.000 i.v.',
    privacyConsent:
      "Confermo di aver letto l'informativa resa ai sensi dell'art. 13 del Regolamento UE 2016/679 e consento a Effepiù Supermercati S.p.A. di trattare i miei dati per creare l'account e gestire acquisti, pagamenti e resi.",
    newsletterConsent:
      'Desidero ricevere da Effepiù, via e-mail e SMS, le promozioni riservate, i buoni sconto e gli inviti agli eventi in negozio. Il consenso è facoltativo e posso revocarlo dal mio profilo.',
    paymentTooltip:
      "Come si pagano i prodotti a peso? Quando confermi l'ordine, Effepiù chiede alla banca di bloccare il totale dei prodotti più un margine del 20% calcolato solo sugli articoli a peso variabile. Pesata la merce, paghi l'importo reale e il resto torna disponibile.",
    linksMenuTitle: 'Scopri Effepiù',
    tagline: 'Più freschezza, più risparmio, più tempo per te.',
    pages: {
      home: {
        title: 'Effepiù – la spesa online che fa di più',
        description:
          'Ordina da Effepiù e ricevi la spesa a casa a Brescia e provincia, oppure ritirala nel tuo punto vendita: freschi, offerte e buoni sconto ogni settimana.',
      },
      category: {
        title: '{name}: offerte e prezzi – Effepiù',
        description:
          'Confronta marche, formati e promozioni del reparto e riempi il carrello Effepiù in pochi minuti.',
      },
      search: {
        title: '“{query}”: risultati su Effepiù',
        description:
          'I prodotti Effepiù che corrispondono alla tua ricerca. Usa i filtri per trovare le offerte, le novità e i tuoi preferiti.',
      },
      login: {
        title: 'Accedi o registrati – Effepiù',
        description:
          'Entra nel tuo account Effepiù per usare i buoni sconto, scegliere la consegna e controllare lo stato dei tuoi ordini.',
      },
      notFound: {
        title: "Questa pagina non c'è – Effepiù",
        description:
          'Il link potrebbe essere scaduto o sbagliato. Riparti dalla home Effepiù o usa la ricerca per trovare il prodotto.',
      },
    },
    footerColumns: [
      {
        title: 'Comprare online',
        links: [
          { label: 'Consegna a domicilio', href: '/page/consegna-a-casa' },
          { label: 'Volantino', href: '/volantini' },
          { label: 'Buoni e vantaggi', href: '/vantaggi' },
          { label: 'FAQ', href: '/faq' },
        ],
      },
      {
        title: 'Effepiù',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Trova il negozio', href: 'https://www.effepiusupermercati.it/negozi' },
          { label: "L'app Effepiù", href: 'https://www.effepiusupermercati.it/app' },
        ],
      },
      {
        title: 'Informazioni legali',
        links: [
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy', href: '/page/privacy' },
          { label: 'Assistenza', href: '/servizio-clienti' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'Effepiù Supermercati S.p.A.',
      vatNumber: '03159200173',
      address: { street: 'Via Milano', number: '205', postalCode: '25126', city: 'Brescia', province: 'BS' },
      rea: 'BS-472915',
    }),
    fidelityCardPrefix: '246',
    companyId: 26,
    defaultStoreName: 'Effepiù Brescia Via Milano',
    paymentTypeIds: [1, 2, 17],
  },
  theme: {
    primary: '#b34700',
    primaryContrastText: '#ffffff',
    secondary: '#0b4f8a',
    secondaryContrastText: '#ffffff',
    headerBackground: '#fff1e0',
    headerText: '#8a3600',
    background: '#fffaf5',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Effepiù</title>
  <rect width="200" height="48" rx="8" fill="#fff1e0"/>
  <circle cx="25" cy="24" r="18" fill="#b34700"/>
  <path d="M25 15v18M16 24h18" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>
  <text x="52" y="32" font-family="Arial, Helvetica, sans-serif" font-size="25" font-weight="700" fill="#8a3600">Effe<tspan fill="#0b4f8a">più</tspan></text>
</svg>`,
  },
  region: { city: 'Brescia', province: 'BS', postalCode: '25121', latitude: 45.5416, longitude: 10.2118 },
});
