import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const castoro = defineTenant({
  code: 'castoro',
  texts: {
    brandName: 'Castoro Supermercati',
    phone: '800 214 367',
    contactLine: 'Servizio clienti gratuito 800 214 367, dal lunedì al sabato dalle 8:30 alle 19:30.',
    legalFooter:
      'Castoro Supermercati S.p.A. – Via Brennero 148, 38121 Trento (TN) – P.IVA e C.F. 02134570221 – Capitale sociale € 2.500.000 i.v. – R.E.A. TN-198342',
    privacyConsent:
      "Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati personali da parte di Castoro Supermercati S.p.A. per gestire la registrazione, gli ordini e le consegne.",
    newsletterConsent:
      "Voglio ricevere per e-mail le offerte della settimana, i volantini e le novità dei negozi Castoro. Posso annullare l'iscrizione in qualsiasi momento con il link in fondo a ogni messaggio.",
    paymentTooltip:
      "Frutta, verdura, carne e formaggi al taglio si pagano a peso: al momento dell'ordine blocchiamo sulla carta il totale della spesa più il 20% del valore dei prodotti a peso variabile. Dopo la pesatura addebitiamo soltanto l'importo effettivo e la parte in eccesso viene svincolata.",
    linksMenuTitle: 'Scopri Castoro',
    tagline: 'La spesa di casa, dalle valli del Trentino alla tua porta.',
    pages: {
      home: {
        title: 'Castoro Supermercati – spesa online a Trento',
        description:
          'Fai la spesa online da Castoro: prodotti freschi del territorio, offerte settimanali e consegna a domicilio o ritiro in negozio a Trento e dintorni.',
      },
      category: {
        title: '{name} – spesa online Castoro',
        description:
          'Sfoglia il reparto e scegli tra i prodotti freschi e confezionati dei supermercati Castoro, con consegna a domicilio o ritiro in negozio.',
      },
      search: {
        title: 'Cerca “{query}” – Castoro Supermercati',
        description:
          'Risultati della ricerca tra i prodotti Castoro: filtra per marca, offerte e novità e aggiungi al carrello quello che ti serve.',
      },
      login: {
        title: 'Accedi – Castoro Supermercati',
        description:
          'Entra con e-mail e password per riprendere il carrello, ritrovare le tue liste e seguire gli ordini Castoro.',
      },
      notFound: {
        title: 'Pagina non trovata – Castoro Supermercati',
        description:
          'La pagina che cerchi non esiste o è stata spostata. Torna alla home di Castoro e continua la tua spesa.',
      },
    },
    footerColumns: [
      {
        title: 'Fare la spesa',
        links: [
          { label: 'Consegna a casa', href: '/page/consegna-a-casa' },
          { label: 'Volantino della settimana', href: '/volantini' },
          { label: 'Vantaggi Carta Castoro', href: '/vantaggi' },
          { label: 'Domande frequenti', href: '/faq' },
        ],
      },
      {
        title: 'Castoro',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'I nostri negozi', href: 'https://www.castorosupermercati.it/negozi' },
          { label: 'Lavora con noi', href: 'https://www.castorosupermercati.it/lavora-con-noi' },
        ],
      },
      {
        title: 'Assistenza',
        links: [
          { label: 'Servizio clienti', href: '/servizio-clienti' },
          { label: 'Condizioni di vendita', href: '/page/condizioni-di-vendita' },
          { label: 'Privacy', href: '/page/privacy' },
        ],
      },
    ],
  },
  settings: {
    seller: defineSeller({
      companyName: 'Castoro Supermercati S.p.A.',
      vatNumber: '02134570221',
      address: { street: 'Via Brennero', number: '148', postalCode: '38121', city: 'Trento', province: 'TN' },
      rea: 'TN-198342',
    }),
    fidelityCardPrefix: '2401',
    companyId: 12,
    defaultStoreName: 'Castoro Trento Centro',
    paymentTypeIds: [1, 2, 13, 17],
  },
  theme: {
    primary: '#1f6b3a',
    primaryContrastText: '#ffffff',
    secondary: '#f2b233',
    secondaryContrastText: '#1a1a1a',
    headerBackground: '#14502a',
    headerText: '#ffffff',
    background: '#f6f8f3',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Castoro Supermercati</title>
  <rect width="200" height="48" rx="8" fill="#14502a"/>
  <circle cx="26" cy="24" r="17" fill="#f2b233"/>
  <path d="M26 11c7 5 9 13 0 26c-9-13-7-21 0-26z" fill="#14502a"/>
  <text x="52" y="32" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#ffffff">Castoro</text>
</svg>`,
  },
  region: { city: 'Trento', province: 'TN', postalCode: '38122', latitude: 46.0679, longitude: 11.1211 },
  addressRegion: 'Trentino-Alto Adige/Südtirol',
});
