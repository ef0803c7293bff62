import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const dem = defineTenant({
  code: 'dem',
  texts: {
    brandName: 'Dem Supermercati',
    phone: '800 527 418',
    contactLine:
      "Per qualsiasi domanda chiama gratis l'800 527 418: ti rispondiamo tutti i giorni, domenica compresa, dalle 9 alle 20.",
    legalFooter:
      'Dem Distribuzione S.r.l. – Via Borgo Palazzo 91, 24125 Bergamo (BG) – Partita IVA 02718360163 – Registro delle Imprese di Bergamo – Capitale sociale € 1.200.000 interamente versato',
    privacyConsent:
      "Acconsento al trattamento dei miei dati personali per l'esecuzione del servizio di spesa online, come descritto nell'informativa privacy di Dem Distribuzione S.r.l.",
    newsletterConsent:
      'Sì, iscrivetemi alla newsletter Dem: una e-mail a settimana con promozioni, ricette di stagione e iniziative nei punti vendita di Bergamo e provincia. Posso disiscrivermi quando voglio.',
    paymentTooltip:
      "Alcuni prodotti, come la frutta sfusa o la gastronomia, hanno un prezzo che dipende dal peso esatto. Sulla tua carta riserviamo il totale della spesa aumentato del 20% della parte a peso variabile: l'addebito vero avviene dopo la pesatura ed è pari a quanto hai effettivamente acquistato.",
    linksMenuTitle: 'Conosci Dem',
    tagline: 'Il supermercato di quartiere, adesso anche sul divano di casa.',
    pages: {
      home: {
        title: 'Dem Supermercati Bergamo | Spesa online con consegna',
        description:
          'Con Dem la spesa online è semplice: migliaia di prodotti, promozioni ogni settimana e consegna a domicilio a Bergamo e provincia, anche la domenica.',
      },
      category: {
        title: '{name} | Dem Supermercati',
        description:
          'Tutti i prodotti del reparto selezionati da Dem, con offerte aggiornate ogni settimana e consegna anche in giornata.',
      },
      search: {
        title: 'Hai cercato “{query}” | Dem',
        description:
          'Ecco i prodotti Dem che corrispondono alla tua ricerca: ordina i risultati per prezzo o per offerta e aggiungili al carrello.',
      },
      login: {
        title: 'Entra nel tuo account | Dem Supermercati',
        description:
          "Accedi per completare l'ordine, scegliere la fascia di consegna e ritrovare le liste della spesa salvate su Dem.",
      },
      notFound: {
        title: 'Ops, pagina non trovata | Dem Supermercati',
        description:
          'Sembra che questa pagina non esista più. Nessun problema: dalla home di Dem trovi tutte le offerte della settimana.',
      },
    },
    footerColumns: [
      {
        title: 'Spesa online',
        links: [
          { label: 'Come funziona la consegna', href: '/page/consegna-a-casa' },
          { label: 'Offerte e volantini', href: '/volantini' },
          { label: 'Raccolta punti', href: '/vantaggi' },
        ],
      },
      {
        title: 'Chi è Dem',
        links: [
          { label: 'La nostra storia', href: '/page/chi-siamo' },
          { label: 'Punti vendita', href: 'https://www.demsupermercati.it/punti-vendita' },
          { label: 'Sostenibilità', href: 'https://www.demsupermercati.it/sostenibilita' },
        ],
      },
      {
        title: 'Ti aiutiamo',
        links: [
          { label: 'Scrivici', href: '/servizio-clienti' },
          { label: 'Domande frequenti', href: '/faq' },
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy e cookie', href: '/page/privacy' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'Dem Distribuzione S.r.l.',
      vatNumber: '02718360163',
      address: {
        street: 'Via Borgo Palazzo',
        number: '91',
        postalCode: '24125',
        city: 'Bergamo',
        province: 'BG',
      },
      rea: 'BG-286417',
    }),
    fidelityCardPrefix: '2910',
    companyId: 21,
    defaultStoreName: 'Dem Bergamo Borgo Palazzo',
    paymentTypeIds: [1, 2, 13],
  },
  theme: {
    primary: '#c8102e',
    primaryContrastText: '#ffffff',
    secondary: '#333f48',
    secondaryContrastText: '#ffffff',
    headerBackground: '#ffffff',
    headerText: '#b00e28',
    background: '#fbf8f6',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Dem Supermercati</title>
  <rect width="200" height="48" rx="8" fill="#ffffff"/>
  <path d="M24 5l19 19-19 19L5 24z" fill="#c8102e"/>
  <circle cx="24" cy="24" r="7" fill="#ffffff"/>
  <text x="52" y="32" font-family="Arial, Helvetica, sans-serif" fill="#b00e28"><tspan font-size="26" font-weight="700">Dem</tspan><tspan dx="6" font-size="13" fill="#333f48">supermercati</tspan></text>
</svg>`,
  },
  region: { city: 'Bergamo', province: 'BG', postalCode: '24121', latitude: 45.6983, longitude: 9.6773 },
});
