import { h, type ChainFacts } from './chain-facts.js';

export interface SeedFaqCategory {
  slug: string;
  name: string;
  description: string;
}

export interface SeedFaq {
  slug: string;
  category: string;
  question: string;
  answer: string;
}

export const FAQ_CATEGORIES: readonly SeedFaqCategory[] = [
  {
    slug: 'ordini-e-pagamenti',
    name: 'Ordini e pagamenti',
    description: 'Come ordinare, modificare un ordine e pagare la spesa online.',
  },
  {
    slug: 'consegna-e-ritiro',
    name: 'Consegna e ritiro',
    description: 'Fasce orarie, zone servite, costi di consegna e ritiro in negozio.',
  },
  {
    slug: 'account-e-carta-fedelta',
    name: 'Account e carta fedeltà',
    description: 'Registrazione, password, dati personali e raccolta punti.',
  },
];

export function chainFaqs(c: ChainFacts): SeedFaq[] {
  const faq = (slug: string, category: string, question: string, answer: string): SeedFaq => ({
    slug,
    category,
    question,
    answer: `<p>${answer}</p>`,
  });
  return [
    faq(
      'come-faccio-un-ordine',
      'ordini-e-pagamenti',
      'Come faccio un ordine?',
      'Accedi al tuo account, aggiungi i prodotti al carrello, scegli l’indirizzo di consegna o il negozio di ritiro e una fascia oraria, poi premi “Concludi ordine”, accetta le condizioni di vendita e paga.',
    ),
    faq(
      'posso-modificare-un-ordine',
      'ordini-e-pagamenti',
      'Posso modificare o annullare un ordine già inviato?',
      'Sì, da “I miei ordini” finché il negozio non prende in carico l’ordine per prepararlo. Dopo quel momento chiama il servizio clienti.',
    ),
    faq(
      'metodi-di-pagamento',
      'ordini-e-pagamenti',
      'Quali metodi di pagamento accettate?',
      `Puoi pagare con: ${h(c.paymentLabels.join(', '))}. Il metodo si sceglie al momento della conferma dell’ordine.`,
    ),
    faq(
      'perche-importo-bloccato-diverso',
      'ordini-e-pagamenti',
      'Perché sulla carta è bloccato un importo più alto del carrello?',
      `I prodotti a peso si pagano a peso reale: blocchiamo il totale più il ${c.headroomPct}% del valore dei prodotti a peso variabile e, dopo la pesatura, addebitiamo solo l’importo dello scontrino. La parte in eccesso viene svincolata secondo i tempi della banca.`,
    ),
    faq(
      'pagamento-non-riuscito',
      'ordini-e-pagamenti',
      'Il pagamento non è andato a buon fine: che cosa succede?',
      'L’ordine resta sospeso: puoi ripetere il pagamento da “I miei ordini”. Se non lo completi, l’ordine viene annullato automaticamente e la fascia oraria si libera.',
    ),
    faq(
      'prodotto-mancante',
      'ordini-e-pagamenti',
      'Che cosa succede se un prodotto non è disponibile?',
      'Se hai lasciato attiva l’opzione “accetto prodotti alternativi” lo sostituiamo con un prodotto equivalente che non costa di più; puoi rifiutarlo alla consegna. Altrimenti non lo consegniamo e non lo paghi.',
    ),
    faq(
      'zone-servite',
      'consegna-e-ritiro',
      'In quali zone consegnate?',
      `Consegniamo a ${h(c.city)} e nei comuni dei dintorni. Inserisci il tuo indirizzo nel carrello: ti diciamo subito se è servito e quanto costa la consegna.`,
    ),
    faq(
      'costo-consegna',
      'consegna-e-ritiro',
      'Quanto costa la consegna?',
      `In città 3,90 €, nei dintorni 5,90 €${c.freeHomeDeliveryFrom ? `; gratis per una spesa da ${c.freeHomeDeliveryFrom} in su` : ''}.${c.minimumHomeOrder ? ` L’ordine minimo per la consegna a casa è di ${c.minimumHomeOrder}.` : ''} Il ritiro in negozio è sempre gratuito.`,
    ),
    faq(
      'fascia-oraria',
      'consegna-e-ritiro',
      'Per quanto tempo resta prenotata la fascia oraria?',
      'La fascia scelta resta riservata al tuo carrello per 60 minuti. Se non concludi l’ordine in tempo si libera e puoi sceglierne un’altra.',
    ),
    faq(
      'non-sono-a-casa',
      'consegna-e-ritiro',
      'Che cosa succede se non sono a casa alla consegna?',
      'Il nostro incaricato ti chiama al telefono indicato nell’indirizzo. Indica nelle note citofono, piano e ogni informazione utile per trovarti.',
    ),
    faq(
      'come-funziona-il-ritiro',
      'consegna-e-ritiro',
      'Come funziona il ritiro in negozio?',
      'Scegli il negozio e la fascia di ritiro, poi presentati al banco dedicato con il numero d’ordine. Trovi la spesa già pronta, con i freschi conservati alla giusta temperatura.',
    ),
    faq(
      'password-dimenticata',
      'account-e-carta-fedelta',
      'Ho dimenticato la password: come la recupero?',
      'Nella finestra di accesso premi “Password dimenticata?” e inserisci la tua e-mail: ti mandiamo un link per sceglierne una nuova.',
    ),
    faq(
      'collegare-carta-fedelta',
      'account-e-carta-fedelta',
      `Come collego la ${h(c.cardName)} al mio account?`,
      `Dal profilo, in “Il mio profilo”, inserisci il numero della ${h(c.cardName)}: da quel momento accumuli punti anche con la spesa online.`,
    ),
    faq(
      'cancellare-account',
      'account-e-carta-fedelta',
      'Posso cancellare il mio account?',
      'Sì, dal profilo. La cancellazione non è possibile mentre un tuo ordine è in consegna. I documenti fiscali degli ordini restano conservati per gli obblighi di legge.',
    ),
    faq(
      'newsletter',
      'account-e-carta-fedelta',
      'Come smetto di ricevere la newsletter?',
      'Usa il link in fondo a ogni e-mail oppure togli il consenso dal tuo profilo: l’iscrizione si annulla subito.',
    ),
  ];
}

export interface SeedAward {
  slug: string;
  title: string;
  points: number;
  description: string;
}

export const AWARDS: readonly SeedAward[] = [
  {
    slug: 'borsa-termica',
    title: 'Borsa termica da 20 litri',
    points: 600,
    description: 'Tiene al fresco la spesa per ore, con tasca frontale e tracolla regolabile.',
  },
  {
    slug: 'set-strofinacci',
    title: 'Set di 3 strofinacci in cotone',
    points: 750,
    description: 'Cotone a nido d’ape, 50 × 70 cm, lavabili a 60 °C.',
  },
  {
    slug: 'tagliere-bambu',
    title: 'Tagliere in bambù',
    points: 900,
    description: 'Con scanalatura raccogli-succhi, 38 × 26 cm.',
  },
  {
    slug: 'padella-antiaderente',
    title: 'Padella antiaderente 28 cm',
    points: 1500,
    description: 'Alluminio con fondo a induzione, senza PFOA.',
  },
  {
    slug: 'set-contenitori-vetro',
    title: 'Set di 4 contenitori in vetro',
    points: 1800,
    description: 'Vetro borosilicato con coperchi ermetici, adatti a forno e congelatore.',
  },
  {
    slug: 'bollitore-elettrico',
    title: 'Bollitore elettrico 1,7 litri',
    points: 2400,
    description: 'Acciaio inox, spegnimento automatico e base girevole.',
  },
  {
    slug: 'buono-spesa-10',
    title: 'Buono spesa da 10 €',
    points: 1000,
    description: 'Da usare in negozio su una spesa di almeno 30 €.',
  },
  {
    slug: 'robot-da-cucina',
    title: 'Frullatore a immersione',
    points: 3200,
    description: '800 W con bicchiere graduato e frusta.',
  },
];

export interface SeedSlide {
  slug: string;
  title: string;
  subtitle: string;
  link: string;
  deliveryServiceId: number | null;
}

export function chainSlides(c: ChainFacts): SeedSlide[] {
  return [
    {
      slug: 'volantino-della-settimana',
      title: 'Le offerte della settimana',
      subtitle: `Sfoglia il volantino ${c.brand} e metti le offerte nel carrello.`,
      link: '/volantini',
      deliveryServiceId: null,
    },
    {
      slug: 'consegna-gratuita',
      title: c.freeHomeDeliveryFrom ? `Consegna gratis da ${c.freeHomeDeliveryFrom}` : 'La spesa a casa tua',
      subtitle: c.freeHomeDeliveryFrom
        ? `A ${c.city} e dintorni la spesa arriva a casa senza costi di consegna da ${c.freeHomeDeliveryFrom} in su.`
        : `A ${c.city} e dintorni la spesa arriva a casa nella fascia oraria che scegli.`,
      link: '/page/consegna-a-casa',
      deliveryServiceId: 2,
    },
    {
      slug: 'ritiro-gratuito',
      title: 'Ordina online, ritira in negozio',
      subtitle: 'Il ritiro è sempre gratuito: trovi la spesa pronta all’orario che scegli.',
      link: '/page/ritiro-in-negozio',
      deliveryServiceId: 1,
    },
    {
      slug: 'carta-fedelta',
      title: `Punti e premi con la ${c.cardName}`,
      subtitle: 'Un punto ogni euro, anche online.',
      link: '/vantaggi',
      deliveryServiceId: null,
    },
  ];
}

export interface SeedUxBlock {
  slug: string;
  term: string;
  title: string;
  content: string;
}

export function chainUxBlocks(c: ChainFacts): SeedUxBlock[] {
  return [
    {
      slug: 'home-servizi',
      term: 'home-header',
      title: 'Spesa online a casa o in negozio',
      content: `<p>Consegna a domicilio a ${h(c.city)} e dintorni o ritiro gratuito nel tuo negozio ${h(c.brand)}. <a href="/page/consegna-a-casa">Scopri come funziona</a>.</p>`,
    },
    {
      slug: 'checkout-assistenza',
      term: 'checkout-info',
      title: 'Serve aiuto con l’ordine?',
      content: `<p>${h(c.contactLine)} Oppure scrivici dal <a href="/servizio-clienti">modulo del servizio clienti</a>.</p>`,
    },
  ];
}
