import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const pim = defineTenant({
  code: 'pim',
  texts: {
    brandName: 'PIM Supermercati',
    phone: '800 247 815',
    contactLine:
      'Parla con noi al numero verde 800 247 815: il servizio clienti PIM è aperto dal lunedì al sabato, dalle 8:30 alle 20:30.',
    legalFooter:
      'PIM Supermercati S.r.l. – Via Giovanni Amendola 166, 70126 Bari (BA) – P.IVA 07315480728 – REA BA-546183 – Capitale sociale € 900.000 interamente versato',
    privacyConsent:
      "Acconsento al trattamento dei dati personali forniti a PIM Supermercati S.r.l. per la creazione dell'account e l'evasione degli ordini, secondo l'informativa resa ai sensi del Regolamento (UE) 2016/679.",
    newsletterConsent:
      'Iscrivimi alle comunicazioni PIM: offerte della settimana, nuovi prodotti pugliesi e promozioni della carta fedeltà. Potrò cambiare idea quando voglio, senza alcun costo.',
    paymentTooltip:
      "Quando nel carrello ci sono prodotti a peso variabile, PIM preautorizza sulla carta il totale dell'ordine maggiorato del 20% del loro valore. Non è un addebito: dopo la pesatura paghi soltanto il peso effettivo e la differenza viene sbloccata dalla tua banca.",
    linksMenuTitle: 'Il mondo PIM',
    tagline: 'La spesa di quartiere, con il sole della Puglia.',
    pages: {
      home: {
        title: 'PIM Supermercati – spesa online a Bari',
        description:
          'Su PIM trovi la spesa di tutti i giorni e i prodotti tipici pugliesi: ordina online e ricevi a domicilio a Bari o ritira nel punto vendita più vicino.',
      },
      category: {
        title: 'Reparto {name} | PIM Supermercati',
        description:
          'Esplora il reparto PIM: prodotti freschi, specialità pugliesi e offerte valide in tutti i punti vendita.',
      },
      search: {
        title: 'Ricerca “{query}” | PIM Supermercati',
        description:
          'Ecco i prodotti PIM che corrispondono alla tua ricerca. Aggiungili al carrello o salvali tra i preferiti.',
      },
      login: {
        title: 'Accedi al tuo profilo | PIM',
        description:
          'Accedi a PIM per usare la carta fedeltà online, prenotare la consegna e controllare i tuoi ordini in qualsiasi momento.',
      },
      notFound: {
        title: "Qui non c'è niente | PIM Supermercati",
        description:
          'La pagina che hai cercato non esiste o è stata rimossa. Ricomincia dalla home PIM: le offerte ti aspettano.',
      },
    },
    footerColumns: [
      {
        title: 'Servizi PIM',
        links: [
          { label: 'Consegna a domicilio', href: '/page/consegna-a-casa' },
          { label: 'Volantino', href: '/volantini' },
          { label: 'Carta fedeltà PIM', href: '/vantaggi' },
        ],
      },
      {
        title: 'Azienda',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'I nostri negozi', href: 'https://www.pimsupermercati.it/negozi' },
          { label: 'Sapori di Puglia', href: 'https://www.pimsupermercati.it/puglia' },
        ],
      },
      {
        title: 'Supporto',
        links: [
          { label: 'FAQ', href: '/faq' },
          { label: 'Servizio clienti', href: '/servizio-clienti' },
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy', href: '/page/privacy' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'PIM Supermercati S.r.l.',
      vatNumber: '07315480728',
      address: {
        street: 'Via Giovanni Amendola',
        number: '166',
        postalCode: '70126',
        city: 'Bari',
        province: 'BA',
      },
      rea: 'BA-546183',
    }),
    fidelityCardPrefix: '2120',
    companyId: 57,
    defaultStoreName: 'PIM Bari Poggiofranco',
    paymentTypeIds: [1, 2, 18],
  },
  theme: {
    primary: '#6a2c91',
    primaryContrastText: '#ffffff',
    secondary: '#8cc63f',
    secondaryContrastText: '#1c2a0c',
    headerBackground: '#4b1f68',
    headerText: '#ffffff',
    background: '#faf7fc',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>PIM Supermercati</title>
  <rect width="200" height="48" rx="8" fill="#4b1f68"/>
  <path d="M25 5l17 9.5v19L25 43 8 33.5v-19z" fill="#8cc63f"/>
  <circle cx="25" cy="24" r="7" fill="#4b1f68"/>
  <text x="52" y="32" font-family="Arial, Helvetica, sans-serif" fill="#ffffff"><tspan font-size="26" font-weight="700">PIM</tspan><tspan dx="6" font-size="14" fill="#8cc63f">Supermercati</tspan></text>
</svg>`,
  },
  region: { city: 'Bari', province: 'BA', postalCode: '70121', latitude: 41.1253, longitude: 16.8667 },
  addressRegion: 'Puglia',
});
