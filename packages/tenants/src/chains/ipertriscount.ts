import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const ipertriscount = defineTenant({
  code: 'ipertriscount',
  texts: {
    brandName: 'Iper Triscount',
    phone: '800 386 924',
    contactLine:
      'Chiamaci senza costi al numero verde 800 386 924: siamo a disposizione dal lunedì al sabato, 8:00–20:00.',
    legalFooter:
      'Triscount Distribuzione S.p.A. – Via Galileo Ferraris 180, 80142 Napoli (NA) – P.IVA 06274190633 – Registro Imprese di Napoli, REA NA-817264 – Capitale sociale € 4.200.000 i.v.',
    privacyConsent:
      "Ho letto e compreso l'informativa sul trattamento dei dati personali e acconsento a che Triscount Distribuzione S.p.A. li utilizzi per gestire il mio account e i miei ordini Iper Triscount.",
    newsletterConsent:
      'Voglio essere il primo a sapere dei prezzi tagliati: iscrivetemi alla newsletter Iper Triscount con le offerte lampo e il volantino digitale. Posso disiscrivermi in ogni momento.',
    paymentTooltip:
      "Per i prodotti pesati (salumeria, ortofrutta, pescheria) il prezzo finale dipende dal peso reale. All'ordine la banca blocca il totale dei prodotti più il 20% del valore di quelli a peso variabile; dopo la pesatura Iper Triscount ti addebita solo il conto esatto.",
    linksMenuTitle: 'Iper Triscount per te',
    tagline: 'Prezzi bassi tutti i giorni, senza rinunciare alla qualità.',
    pages: {
      home: {
        title: 'Iper Triscount – spesa online a prezzi bassi, Napoli',
        description:
          'Iper Triscount porta online i prezzi bassi di sempre: offerte lampo, volantino digitale e consegna a domicilio a Napoli e in Campania.',
      },
      category: {
        title: '{name} a prezzi bassi – Iper Triscount',
        description:
          'Risparmia sul reparto con i prezzi Iper Triscount: confezioni convenienti, marche che conosci e promozioni sempre nuove.',
      },
      search: {
        title: 'Offerte per “{query}” – Iper Triscount',
        description:
          'I prodotti più convenienti che corrispondono alla tua ricerca su Iper Triscount. Ordinali per prezzo e risparmia.',
      },
      login: {
        title: 'Accedi al tuo conto – Iper Triscount',
        description:
          'Accedi al tuo account Iper Triscount per non perdere le offerte riservate e gestire consegne, ordini e liste.',
      },
      notFound: {
        title: 'Pagina sparita – Iper Triscount',
        description:
          "Questa pagina è sparita come un'offerta lampo. Torna alla home Iper Triscount per vedere i prezzi bassi di oggi.",
      },
    },
    footerColumns: [
      {
        title: 'Risparmia',
        links: [
          { label: 'Volantino digitale', href: '/volantini' },
          { label: 'Vantaggi e coupon', href: '/vantaggi' },
          { label: 'Consegna a casa', href: '/page/consegna-a-casa' },
        ],
      },
      {
        title: 'Iper Triscount',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'I nostri ipermercati', href: 'https://www.ipertriscount.it/ipermercati' },
          { label: 'Lavora con noi', href: 'https://www.ipertriscount.it/lavora-con-noi' },
        ],
      },
      {
        title: 'Assistenza clienti',
        links: [
          { label: 'FAQ', href: '/faq' },
          { label: 'Contattaci', href: '/servizio-clienti' },
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy', href: '/page/privacy' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'Triscount Distribuzione S.p.A.',
      vatNumber: '06274190633',
      address: {
        street: 'Via Galileo Ferraris',
        number: '180',
        postalCode: '80142',
        city: 'Napoli',
        province: 'NA',
      },
      rea: 'NA-817264',
    }),
    fidelityCardPrefix: '2950',
    companyId: 41,
    defaultStoreName: 'Iper Triscount Napoli Arenaccia',
    paymentTypeIds: [1, 2, 13, 19],
  },
  theme: {
    primary: '#0050a0',
    primaryContrastText: '#ffffff',
    secondary: '#ffcc00',
    secondaryContrastText: '#1a1a1a',
    headerBackground: '#ffcc00',
    headerText: '#0b2e5c',
    background: '#f5f7fa',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Iper Triscount</title>
  <rect width="200" height="48" rx="8" fill="#ffcc00"/>
  <circle cx="24" cy="24" r="18" fill="#0050a0"/>
  <path d="M17 31l14-14" stroke="#ffcc00" stroke-width="3.5" stroke-linecap="round"/>
  <circle cx="18" cy="18" r="3.5" fill="#ffcc00"/>
  <circle cx="30" cy="30" r="3.5" fill="#ffcc00"/>
  <text x="50" y="31" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" textLength="142" lengthAdjust="spacingAndGlyphs" fill="#0b2e5c">Iper Triscount</text>
</svg>`,
  },
  region: { city: 'Napoli', province: 'NA', postalCode: '80133', latitude: 40.84, longitude: 14.252 },
  addressRegion: 'Campania',
});
