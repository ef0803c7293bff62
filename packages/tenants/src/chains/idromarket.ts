import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const idromarket = defineTenant({
  code: 'idromarket',
  texts: {
    brandName: 'Idromarket',
    phone: '800 158 632',
    contactLine:
      'Il nostro servizio clienti risponde al numero gratuito 800 158 632 dal lunedì al sabato, dalle 9:00 alle 19:00.',
    legalFooter:
      'Idromarket S.r.l. – Corso Buenos Aires 57R, 16129 Genova (GE) – P.IVA 01472630100 – Registro Imprese di Genova, REA GE-412087 – Capitale sociale € 500.000 i.v.',
    privacyConsent:
      "Autorizzo Idromarket S.r.l. a trattare i miei dati personali per registrarmi al sito e ricevere le consegne, nel rispetto del GDPR e secondo l'informativa privacy che ho letto.",
    newsletterConsent:
      "Avvisatemi via e-mail quando ci sono sconti su acqua, bevande e prodotti per la casa. So che posso annullare l'iscrizione alla newsletter Idromarket in qualunque momento.",
    paymentTooltip:
      "Sulla tua carta teniamo in sospeso il totale dell'ordine più il 20% della parte venduta a peso, per esempio frutta e verdura sfuse. Quando la spesa è pronta e pesata, Idromarket incassa solo la cifra esatta e sblocca il resto.",
    linksMenuTitle: 'Idromarket per te',
    tagline: 'Acqua, bevande e spesa pesante consegnate fino al tuo piano.',
    pages: {
      home: {
        title: 'Idromarket Genova – acqua e spesa consegnate al piano',
        description:
          "Casse d'acqua, bevande, detersivi e alimentari consegnati al piano a Genova: ordina online su Idromarket e scegli la fascia oraria più comoda.",
      },
      category: {
        title: '{name} a domicilio – Idromarket',
        description:
          "Scegli i prodotti del reparto e lascia a noi il peso: Idromarket consegna a Genova anche dove non c'è ascensore.",
      },
      search: {
        title: 'Risultati per “{query}” – Idromarket',
        description:
          'Ecco cosa abbiamo trovato nel catalogo Idromarket. Aggiungi i prodotti al carrello e ricevili comodamente a casa.',
      },
      login: {
        title: 'Accesso clienti Idromarket',
        description:
          "Accedi per confermare l'ordine, salvare l'indirizzo di consegna con piano e ascensore e rivedere gli acquisti passati.",
      },
      notFound: {
        title: 'Pagina non disponibile – Idromarket',
        description:
          'Non riusciamo a trovare la pagina richiesta. Dalla home Idromarket puoi ripartire con la tua spesa a domicilio.',
      },
    },
    footerColumns: [
      {
        title: 'Consegne',
        links: [
          { label: 'Come consegniamo', href: '/page/consegna-a-casa' },
          { label: 'Offerte in corso', href: '/volantini' },
          { label: 'I tuoi vantaggi', href: '/vantaggi' },
        ],
      },
      {
        title: 'Idromarket',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Negozi a Genova', href: 'https://www.idromarket-genova.it/negozi' },
          { label: 'Consegne per aziende', href: 'https://www.idromarket-genova.it/aziende' },
        ],
      },
      {
        title: 'Assistenza',
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
      companyName: 'Idromarket S.r.l.',
      vatNumber: '01472630100',
      address: {
        street: 'Corso Buenos Aires',
        number: '57R',
        postalCode: '16129',
        city: 'Genova',
        province: 'GE',
      },
      rea: 'GE-412087',
    }),
    fidelityCardPrefix: '2605',
    companyId: 34,
    defaultStoreName: 'Idromarket Genova Foce',
    paymentTypeIds: [1, 2],
    // A discount chain that issues receipts only: no invoice request at checkout.
    offersInvoice: false,
    freeDeliveryFrom: { homeDelivery: 60, pickUp: null },
  },
  theme: {
    primary: '#006d8f',
    primaryContrastText: '#ffffff',
    secondary: '#7fd1e8',
    secondaryContrastText: '#0a2a36',
    headerBackground: '#004c66',
    headerText: '#ffffff',
    background: '#f3f9fb',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Idromarket</title>
  <rect width="200" height="48" rx="8" fill="#004c66"/>
  <path d="M25 5C25 5 11 21 11 29a14 14 0 0 0 28 0C39 21 25 5 25 5z" fill="#7fd1e8"/>
  <path d="M18 30a7 7 0 0 0 7 7" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>
  <text x="50" y="32" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" textLength="140" lengthAdjust="spacingAndGlyphs" fill="#ffffff">Idromarket</text>
</svg>`,
  },
  region: { city: 'Genova', province: 'GE', postalCode: '16121', latitude: 44.4072, longitude: 8.9339 },
  addressRegion: 'Liguria',
});
