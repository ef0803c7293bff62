import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const sacoph = defineTenant({
  code: 'sacoph',
  texts: {
    brandName: 'Sacoph',
    phone: '800 831 296',
    contactLine:
      'Per assistenza sugli ordini online chiama il numero verde gratuito 800 831 296 (lunedì–venerdì 9:00–18:00, sabato 9:00–13:00).',
    legalFooter:
      'Sacoph S.p.A. – Via Nizza 230, 10126 Torino (TO) – P.IVA 09182750019 – Registro delle Imprese di Torino, REA TO-1027364 – Capitale sociale € 5.000.000 i.v.',
    privacyConsent:
      "Accetto l'informativa privacy di Sacoph S.p.A. e autorizzo il trattamento dei miei dati personali limitatamente a quanto necessario per accedere al servizio e ricevere gli ordini.",
    newsletterConsent:
      'Sì, desidero ricevere la newsletter Sacoph con le promozioni dei negozi di Torino, le degustazioni e i prodotti piemontesi del mese. Posso revocare il consenso in qualsiasi momento.',
    paymentTooltip:
      "Sacoph vende al peso salumi, formaggi, frutta e verdura: per questi articoli l'importo esatto si conosce dopo la preparazione. Sulla carta blocchiamo il totale più il 20% della quota a peso variabile e, terminata la pesatura, incassiamo solo la cifra reale.",
    linksMenuTitle: 'Sacoph da vicino',
    tagline: 'Qualità piemontese, servita con cura ogni giorno.',
    pages: {
      home: {
        title: 'Sacoph – spesa online a Torino',
        description:
          'Sacoph porta a casa tua la qualità piemontese: formaggi, salumi, ortofrutta e tutta la spesa quotidiana, con consegna a Torino e nella cintura.',
      },
      category: {
        title: '{name} – Sacoph Torino',
        description:
          'I prodotti del reparto selezionati da Sacoph, tra grandi marche e piccoli produttori del Piemonte.',
      },
      search: {
        title: 'Risultati della ricerca “{query}” – Sacoph',
        description:
          'Cosa abbiamo trovato per te nel catalogo Sacoph. Filtra i risultati e aggiungi i prodotti al carrello.',
      },
      login: {
        title: 'Accedi – spesa online Sacoph',
        description:
          'Accedi con il tuo account Sacoph per fare la spesa online. Se non sei ancora cliente, registrati con il modulo sul sito Sacoph.',
      },
      notFound: {
        title: 'Sacoph – pagina non trovata',
        description:
          "La pagina che hai richiesto non è disponibile. Torna alla home Sacoph per riprendere la spesa da dove l'avevi lasciata.",
      },
    },
    footerColumns: [
      {
        title: 'Acquista online',
        links: [
          { label: 'Consegna a domicilio', href: '/page/consegna-a-casa' },
          { label: 'Volantini', href: '/volantini' },
          { label: 'Vantaggi Sacoph', href: '/vantaggi' },
        ],
      },
      {
        title: 'Sacoph',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Negozi a Torino', href: 'https://www.sacoph.it/negozi' },
          { label: 'Crea il tuo account', href: 'https://www.sacoph.it/registrazione' },
        ],
      },
      {
        title: 'Serve aiuto?',
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
      companyName: 'Sacoph S.p.A.',
      vatNumber: '09182750019',
      address: { street: 'Via Nizza', number: '230', postalCode: '10126', city: 'Torino', province: 'TO' },
      rea: 'TO-1027364',
    }),
    registrationEnabled: false,
    registrationUrl: 'https://www.sacoph.it/registrazione',
    fidelityCardPrefix: '2560',
    companyId: 63,
    defaultStoreName: 'Sacoph Torino San Salvario',
    paymentTypeIds: [1, 2, 17, 101],
  },
  theme: {
    primary: '#b0125b',
    primaryContrastText: '#ffffff',
    secondary: '#3a3a3a',
    secondaryContrastText: '#ffffff',
    headerBackground: '#2b2b2b',
    headerText: '#ffd1e3',
    background: '#fdf7fa',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Sacoph</title>
  <rect width="200" height="48" rx="8" fill="#2b2b2b"/>
  <rect x="6" y="9" width="38" height="30" rx="15" fill="#b0125b"/>
  <path d="M14 27c4 4 7 4 11 0s7-4 11 0" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>
  <path d="M14 20c4 4 7 4 11 0s7-4 11 0" fill="none" stroke="#ffd1e3" stroke-width="3" stroke-linecap="round"/>
  <text x="52" y="32" font-family="Arial, Helvetica, sans-serif" font-size="25" font-weight="700" fill="#ffd1e3">Sacoph</text>
</svg>`,
  },
  region: { city: 'Torino', province: 'TO', postalCode: '10121', latitude: 45.0703, longitude: 7.6869 },
  addressRegion: 'Piemonte',
});
