import { defineTenant } from '../default-settings';
import { defineSeller } from '../seller';

export const top = defineTenant({
  code: 'top',
  texts: {
    brandName: 'Top Supermercati',
    phone: '800 572 936',
    contactLine:
      'Chiama il servizio clienti Top al numero verde 800 572 936, dal lunedì al sabato dalle 8:00 alle 19:00: la chiamata è gratuita.',
    legalFooter:
      'Top Supermercati S.p.A. – Via Mazzini 148, 40137 Bologna (BO) – P.IVA 03764020370 – REA BO-528901 – Capitale sociale € 2.800.000 i.v.',
    privacyConsent:
      "Dichiaro di aver letto l'informativa e do il mio consenso a Top Supermercati S.p.A. per il trattamento dei dati necessari alla registrazione, al pagamento e alla consegna della spesa.",
    newsletterConsent:
      'Voglio ricevere la newsletter Top con il volantino in anteprima, le offerte del fine settimana e gli inviti alle iniziative nei negozi di Bologna. Posso disdirla quando preferisco.',
    paymentTooltip:
      "Pesiamo i tuoi prodotti freschi uno a uno. All'ordine la carta viene preautorizzata per il totale della spesa più il 20% dell'importo dei prodotti a peso variabile; Top Supermercati addebita poi solo il valore effettivo risultante dalla pesatura.",
    linksMenuTitle: 'Scopri Top',
    tagline: 'Freschezza al top, ogni giorno a Bologna.',
    pages: {
      home: {
        title: 'Top Supermercati – spesa online a Bologna',
        description:
          "Ordina su Top Supermercati: freschi emiliani, offerte del fine settimana e consegna a domicilio a Bologna o ritiro in negozio nell'orario che scegli.",
      },
      category: {
        title: '{name} a Bologna – Top Supermercati',
        description:
          'Tutti i prodotti del reparto Top, con le promozioni del volantino e le specialità bolognesi.',
      },
      search: {
        title: 'Top Supermercati: risultati per “{query}”',
        description:
          'Sfoglia i prodotti Top trovati per la tua ricerca, confronta prezzi e offerte e riempi il carrello.',
      },
      login: {
        title: "Accesso all'area clienti Top",
        description:
          'Accedi per completare la spesa online su Top Supermercati, gestire i tuoi indirizzi e consultare gli ordini effettuati.',
      },
      notFound: {
        title: 'Top Supermercati – pagina introvabile',
        description:
          'Non troviamo quello che cercavi. Riparti dalla home di Top Supermercati o usa la barra di ricerca.',
      },
    },
    footerColumns: [
      {
        title: 'La spesa Top',
        links: [
          { label: 'Consegna a domicilio', href: '/page/consegna-a-casa' },
          { label: 'Volantino', href: '/volantini' },
          { label: 'Vantaggi Top', href: '/vantaggi' },
          { label: 'Domande frequenti', href: '/faq' },
        ],
      },
      {
        title: 'Top Supermercati',
        links: [
          { label: 'Chi siamo', href: '/page/chi-siamo' },
          { label: 'Negozi a Bologna', href: 'https://www.topsupermercati-bologna.it/negozi' },
          { label: 'Lavora con noi', href: 'https://www.topsupermercati-bologna.it/lavora-con-noi' },
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
      companyName: 'Top Supermercati S.p.A.',
      vatNumber: '03764020370',
      address: { street: 'Via Mazzini', number: '148', postalCode: '40137', city: 'Bologna', province: 'BO' },
      rea: 'BO-528901',
    }),
    fidelityCardPrefix: '2080',
    companyId: 68,
    defaultStoreName: 'Top Bologna Mazzini',
    paymentTypeIds: [1, 2, 13],
  },
  theme: {
    primary: '#00665e',
    primaryContrastText: '#ffffff',
    secondary: '#f4a300',
    secondaryContrastText: '#1f1f1f',
    headerBackground: '#004d47',
    headerText: '#ffffff',
    background: '#f4faf9',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img">
  <title>Top Supermercati</title>
  <rect width="200" height="48" rx="8" fill="#004d47"/>
  <path d="M25 6l19 34H6z" fill="#f4a300"/>
  <path d="M25 20l8 14H17z" fill="#004d47"/>
  <text x="52" y="32" font-family="Arial, Helvetica, sans-serif" fill="#ffffff"><tspan font-size="26" font-weight="700">Top</tspan><tspan dx="6" font-size="14" fill="#f4a300">Supermercati</tspan></text>
</svg>`,
  },
  region: { city: 'Bologna', province: 'BO', postalCode: '40121', latitude: 44.4949, longitude: 11.3426 },
  addressRegion: 'Emilia-Romagna',
});
