import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const ipercarni = defineTenant({
  code: 'ipercarni',
  texts: {
    brandName: 'Ipercarni',
    phone: '800 902 471',
    contactLine:
      'Per ordini e informazioni sul banco macelleria chiama il numero verde 800 902 471, dal martedì al sabato dalle 8:00 alle 19:00.',
    legalFooter:
      'Ipercarni S.p.A. – Via Emilia Est 512, 41122 Modena (MO) – P.IVA 03627580362 – N. REA MO-389104 – Capitale sociale € 1.800.000 i.v.',
    privacyConsent:
      "Acconsento al trattamento dei miei dati da parte di Ipercarni S.p.A. per finalità contrattuali: gestione dell'account, preparazione dei tagli ordinati e consegna. Maggiori dettagli nell'informativa privacy.",
    newsletterConsent:
      'Mi piacerebbe ricevere la newsletter di Ipercarni con le promozioni della macelleria, i consigli dei nostri macellai e le ricette della tradizione emiliana. Il consenso è facoltativo e revocabile.',
    paymentTooltip:
      "Carni e salumi si tagliano e si pesano al momento. Per questo sulla carta preautorizziamo il totale dell'ordine più il 20% del valore dei prodotti a peso variabile; dopo taglio e pesatura addebitiamo soltanto il peso effettivo.",
    linksMenuTitle: 'Scopri Ipercarni',
    tagline: 'Il banco macelleria di fiducia, con la spesa di tutti i giorni.',
    pages: {
      home: {
        title: 'Ipercarni – carne fresca e spesa online a Modena',
        description:
          'Tagli preparati dai nostri macellai, salumi emiliani e tutta la spesa quotidiana: ordina su Ipercarni e ricevila a casa a Modena e provincia.',
      },
      category: {
        title: '{name} – macelleria e spesa Ipercarni',
        description:
          "Scegli nel reparto i prodotti Ipercarni: carni selezionate, tagli su misura e l'assortimento completo di un supermercato.",
      },
      search: {
        title: '“{query}” tra i prodotti Ipercarni',
        description:
          'Risultati della ricerca nel catalogo Ipercarni: filtra per tipo di taglio, peso o promozione e aggiungi al carrello.',
      },
      login: {
        title: 'Accedi a Ipercarni',
        description:
          'Entra con la tua e-mail per ordinare e rivedere i tuoi ordini. Non hai ancora un account? Registrati sul sito clienti Ipercarni.',
      },
      notFound: {
        title: 'Ipercarni – questa pagina manca dal banco',
        description:
          'La pagina richiesta non esiste. Torna alla vetrina Ipercarni per scoprire le proposte del banco macelleria.',
      },
    },
    footerColumns: [
      {
        title: 'La nostra macelleria',
        links: [
          { label: 'Consegna a domicilio', href: '/page/consegna-a-casa' },
          { label: 'Promozioni', href: '/volantini' },
          { label: 'Club Ipercarni', href: '/vantaggi' },
        ],
      },
      {
        title: 'Azienda',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Filiera e allevatori', href: 'https://www.ipercarni.it/filiera' },
          { label: 'Punti vendita', href: 'https://www.ipercarni.it/punti-vendita' },
        ],
      },
      {
        title: 'Per i clienti',
        links: [
          { label: 'Registrati', href: 'https://clienti.ipercarni.it/registrazione' },
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
      companyName: 'Ipercarni S.p.A.',
      vatNumber: '03627580362',
      address: {
        street: 'Via Emilia Est',
        number: '512',
        postalCode: '41122',
        city: 'Modena',
        province: 'MO',
      },
      rea: 'MO-389104',
    }),
    registrationEnabled: false,
    registrationUrl: 'https://clienti.ipercarni.it/registrazione',
    fidelityCardPrefix: '2830',
    companyId: 38,
    defaultStoreName: 'Ipercarni Modena Via Emilia',
    paymentTypeIds: [1, 2, 11],
    minimumOrder: { homeDelivery: 40, pickUp: 0 },
    freeDeliveryFrom: { homeDelivery: 100, pickUp: null },
  },
  theme: {
    primary: '#a4161a',
    primaryContrastText: '#ffffff',
    secondary: '#3d2b1f',
    secondaryContrastText: '#ffffff',
    headerBackground: '#2b1d14',
    headerText: '#f7e7ce',
    background: '#fdf8f3',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Ipercarni</title>
  <rect width="200" height="48" rx="8" fill="#2b1d14"/>
  <ellipse cx="25" cy="24" rx="18" ry="15" fill="#f7e7ce"/>
  <ellipse cx="25" cy="24" rx="14" ry="11" fill="#a4161a"/>
  <circle cx="30" cy="21" r="4" fill="#f7e7ce"/>
  <text x="52" y="32" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#f7e7ce">Ipercarni</text>
</svg>`,
  },
  region: { city: 'Modena', province: 'MO', postalCode: '41121', latitude: 44.6471, longitude: 10.9252 },
  addressRegion: 'Emilia-Romagna',
});
