import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const gros = defineTenant({
  code: 'gros',
  texts: {
    brandName: 'Gros',
    phone: '800 740 285',
    contactLine:
      "Hai bisogno di aiuto con un ordine? Chiama gratuitamente l'800 740 285, tutti i giorni dalle 8:00 alle 21:00.",
    legalFooter:
      'Gros Italia S.p.A. – sede legale Via Tuscolana 1020, 00174 Roma (RM) – C.F. e P.IVA 05843710582 – R.E.A. RM-1298437 – Capitale sociale € 10.000.000 i.v.',
    privacyConsent:
      "Presto il consenso al trattamento dei miei dati personali, necessario per creare il profilo e ricevere la spesa, secondo quanto indicato nell'informativa privacy di Gros Italia S.p.A.",
    newsletterConsent:
      'Iscrivimi alla newsletter di Gros per conoscere in anteprima sconti, concorsi e aperture di nuovi punti vendita a Roma e nel Lazio. Potrò cancellarmi con un clic.',
    paymentTooltip:
      'I prodotti a peso variabile, come carne, pesce e salumi al banco, vengono pesati solo durante la preparazione. Per questo sulla carta viene preautorizzata la somma della spesa più il 20% del valore di quei prodotti; a pesatura conclusa ti addebitiamo soltanto il prezzo reale.',
    linksMenuTitle: 'Il mondo Gros',
    tagline: 'Grande scelta, prezzi di casa: la spesa di Roma.',
    pages: {
      home: {
        title: 'Gros – spesa online a Roma con consegna a domicilio',
        description:
          "Tutto l'assortimento Gros online: fresco, dispensa, casa e cura della persona. Consegna a Roma o ritiro gratuito nel punto vendita che preferisci.",
      },
      category: {
        title: '{name} – assortimento Gros',
        description:
          "Sfoglia il reparto con tutto l'assortimento Gros: prodotti di marca, specialità laziali e offerte in corso.",
      },
      search: {
        title: 'Cerchi “{query}”? Ecco i prodotti Gros',
        description:
          'Prodotti Gros trovati per la tua ricerca. Restringi i risultati per reparto, marca o promozione.',
      },
      login: {
        title: 'Il mio Gros – accesso clienti',
        description:
          'Accedi al tuo profilo Gros per gestire indirizzi, fasce di consegna, ordini e liste della spesa.',
      },
      notFound: {
        title: 'Errore 404 – pagina Gros non trovata',
        description:
          "L'indirizzo che hai aperto non porta a nessuna pagina. Torna alla home Gros per continuare a fare la spesa.",
      },
    },
    footerColumns: [
      {
        title: 'Servizi',
        links: [
          { label: 'Consegna a casa', href: '/page/consegna-a-casa' },
          { label: 'Volantini del Lazio', href: '/volantini' },
          { label: 'Carta fedeltà', href: '/vantaggi' },
        ],
      },
      {
        title: 'Gruppo Gros',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Punti vendita', href: 'https://www.grositalia.it/punti-vendita' },
          { label: 'Lavora con noi', href: 'https://www.grositalia.it/lavora-con-noi' },
          { label: 'Area fornitori', href: 'https://www.grositalia.it/fornitori' },
        ],
      },
      {
        title: 'Aiuto',
        links: [
          { label: 'Servizio clienti', href: '/servizio-clienti' },
          { label: 'Domande frequenti', href: '/faq' },
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy', href: '/page/privacy' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'Gros Italia S.p.A.',
      vatNumber: '05843710582',
      address: { street: 'Via Tuscolana', number: '1020', postalCode: '00174', city: 'Roma', province: 'RM' },
      rea: 'RM-1298437',
    }),
    fidelityCardPrefix: '2203',
    companyId: 3,
    defaultStoreName: 'Gros Roma Tuscolana',
    paymentTypeIds: [1, 2, 13, 18],
    showSectors: true,
  },
  theme: {
    primary: '#8c1c2b',
    primaryContrastText: '#ffffff',
    secondary: '#e9c46a',
    secondaryContrastText: '#2b1a00',
    headerBackground: '#5e0f1a',
    headerText: '#ffffff',
    background: '#fbf7f2',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Gros</title>
  <rect width="200" height="48" rx="8" fill="#5e0f1a"/>
  <path d="M10 7h30v17c0 9-7 15-15 17C17 39 10 33 10 24z" fill="#e9c46a"/>
  <circle cx="25" cy="22" r="6" fill="#5e0f1a"/>
  <text x="54" y="33" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" letter-spacing="4" fill="#ffffff">GROS</text>
</svg>`,
  },
  region: { city: 'Roma', province: 'RM', postalCode: '00184', latitude: 41.8955, longitude: 12.492 },
  addressRegion: 'Lazio',
});
