import { h, listText, type ChainFacts } from './chain-facts.js';

export interface SeedPage {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  validityText?: string;
}

const section = (title: string, ...paragraphs: string[]) =>
  `<h2>${h(title)}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;
const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function homeDelivery(c: ChainFacts): SeedPage {
  return {
    slug: 'consegna-a-casa',
    title: 'Consegna a casa',
    excerpt: `Come funziona la spesa online ${h(c.brand)} con consegna a domicilio a ${h(c.city)} e dintorni.`,
    seoTitle: `Consegna della spesa a domicilio – ${c.brand}`,
    seoDescription: `Ordina online e ricevi la spesa ${c.brand} a casa tua a ${c.city} e dintorni, nella fascia oraria che scegli. Costi, zone e orari di consegna.`,
    content:
      section(
        'Come funziona',
        `Scegli i prodotti sul sito o sull’app, indica l’indirizzo di consegna e prenota una fascia oraria tra quelle disponibili nei prossimi giorni. Prepariamo la tua spesa nel negozio più vicino e la portiamo fino alla porta di casa.`,
      ) +
      list([
        `<strong>1. Indirizzo</strong>: inserisci via e numero civico; ti diciamo subito se la zona è servita.`,
        `<strong>2. Fascia oraria</strong>: scegli il giorno e la fascia; la fascia resta riservata al tuo carrello per 60 minuti, poi si libera se non concludi l’ordine.`,
        `<strong>3. Pagamento</strong>: ${h(listText(c.paymentLabels))}.`,
        `<strong>4. Consegna</strong>: il nostro incaricato ti consegna la spesa con lo scontrino; controlla i prodotti alla consegna.`,
      ]) +
      section(
        'Zone e costi',
        `Consegniamo a ${h(c.city)} città con un contributo di 3,90 € e nei comuni dei dintorni con un contributo di 5,90 €${c.freeHomeDeliveryFrom ? `; la consegna è gratuita per una spesa da ${h(c.freeHomeDeliveryFrom)} in su` : ''}.${c.minimumHomeOrder ? ` L’ordine minimo per la consegna a casa è di ${h(c.minimumHomeOrder)}.` : ''} Quando inserisci l’indirizzo vedi il costo esatto prima di confermare.`,
      ) +
      section(
        'Prodotti a peso',
        `Frutta, verdura, carne, pesce e formaggi al taglio sono pesati al momento della preparazione: paghi il peso reale. Per questo sulla carta blocchiamo il totale della spesa più il ${c.headroomPct}% del valore dei prodotti a peso variabile e addebitiamo solo l’importo effettivo dopo la pesatura.`,
      ) +
      section(
        'Modifiche e annullamento',
        `Puoi modificare o annullare l’ordine da “I miei ordini” finché il negozio non lo prende in carico per la preparazione. Per qualsiasi dubbio chiama il servizio clienti gratuito ${h(c.phone)}.`,
      ),
  };
}

function pickUp(c: ChainFacts): SeedPage {
  return {
    slug: 'ritiro-in-negozio',
    title: 'Ritiro in negozio',
    excerpt: `Ordina online e ritira la spesa già pronta nel negozio ${h(c.brand)} che preferisci, senza costi aggiuntivi.`,
    seoTitle: `Ritiro della spesa in negozio (click and collect) – ${c.brand}`,
    seoDescription: `Con il servizio Ritiro in negozio di ${c.brand} ordini online e ritiri la spesa pronta all’orario che scegli, senza costi di consegna.`,
    content:
      section(
        'Ordina online, ritira quando vuoi',
        `Con il ritiro in negozio fai la spesa online e la trovi pronta, già imbustata, nel punto vendita che scegli. Il servizio è gratuito.`,
      ) +
      list([
        `Scegli il negozio di ritiro, per esempio ${h(c.defaultStore)}.`,
        `Prenota la fascia oraria di ritiro: la teniamo per te per 60 minuti mentre completi l’ordine.`,
        `Al momento del ritiro presentati al banco dedicato con il numero d’ordine che trovi nell’e-mail di conferma e in “I miei ordini”.`,
      ]) +
      section(
        'Cosa sapere',
        `I prodotti freschi e surgelati sono conservati alla giusta temperatura fino al ritiro. I prodotti a peso sono pesati durante la preparazione e paghi il peso reale. Se non puoi passare nella fascia scelta, modifica l’ordine finché il negozio non l’ha preso in carico o chiama il ${h(c.phone)}: un ordine non ritirato entro la chiusura del negozio viene annullato e l’importo bloccato sulla carta viene svincolato.`,
      ),
  };
}

function aboutUs(c: ChainFacts): SeedPage {
  return {
    slug: 'chi-siamo',
    title: 'Chi siamo',
    excerpt: `${h(c.brand)}: i supermercati di ${h(c.city)} e della sua provincia, anche online.`,
    seoTitle: `Chi siamo – ${c.brand}`,
    seoDescription: `La storia, i negozi e l’impegno di ${c.brand}, la catena di supermercati di ${c.city} e provincia che porta la spesa anche online.`,
    content:
      section(
        'La nostra storia',
        `${h(c.brand)} nasce come insegna di quartiere a ${h(c.city)} e oggi conta negozi in città e in provincia. Lavoriamo ogni giorno con produttori del territorio per portare in tavola prodotti freschi, stagionali e a un prezzo giusto.`,
      ) +
      section(
        'La spesa online',
        `Con la spesa online trovi gli stessi prodotti e gli stessi prezzi dei nostri negozi, con le offerte del volantino della settimana. Puoi farti consegnare la spesa a casa o ritirarla già pronta in negozio.`,
      ) +
      section(
        'I nostri impegni',
        `Riduciamo gli imballaggi, doniamo le eccedenze alimentari alle associazioni del territorio e formiamo il personale dei reparti freschi perché ti sappia consigliare. La società che gestisce l’insegna è ${h(c.company)}, con sede in ${h(c.seat)}.`,
      ),
  };
}

function termsOfSale(c: ChainFacts, validFrom: string): SeedPage {
  return {
    slug: 'condizioni-di-vendita',
    title: 'Condizioni di vendita',
    excerpt: `Le condizioni generali di vendita della spesa online ${h(c.brand)}.`,
    seoTitle: `Condizioni generali di vendita – ${c.brand}`,
    seoDescription: `Ordini, prezzi, consegna e ritiro, prodotti a peso, sostituzioni, pagamento, diritto di recesso e reclami della spesa online ${c.brand}.`,
    validityText: `In vigore dal ${validFrom}`,
    content:
      section(
        '1. Chi vende',
        `Il venditore è ${h(c.company)}, ${h(c.seat)}, ${h(c.vat)}. Le presenti condizioni regolano la vendita a distanza di prodotti alimentari e non alimentari tramite il sito e l’app ${h(c.brand)} a consumatori ai sensi del Codice del Consumo (d.lgs. 206/2005).`,
      ) +
      section(
        '2. Ordine e conclusione del contratto',
        `Per ordinare serve un account registrato. L’ordine si compone scegliendo i prodotti, l’indirizzo di consegna o il negozio di ritiro e una fascia oraria, e accettando le presenti condizioni. Il contratto si conclude quando ricevi l’e-mail di conferma dell’ordine. Fino alla presa in carico da parte del negozio puoi modificare o annullare l’ordine da “I miei ordini”.`,
      ) +
      section(
        '3. Prezzi',
        `I prezzi sono in euro e comprendono l’IVA. Valgono i prezzi e le promozioni in vigore nel giorno della consegna o del ritiro; le offerte del volantino valgono nel periodo indicato e fino a esaurimento scorte. Il contributo di consegna è mostrato prima della conferma dell’ordine.`,
      ) +
      section(
        '4. Prodotti venduti a peso',
        `Frutta, verdura, carne, pesce, salumi e formaggi al taglio sono venduti a peso: il prezzo mostrato nel carrello è una stima calcolata sul peso indicativo e l’addebito avviene sul peso reale rilevato durante la preparazione. Lo scontrino riporta il peso e il prezzo effettivi di ogni articolo.`,
      ) +
      section(
        '5. Sostituzioni',
        `Se un prodotto non è disponibile al momento della preparazione, e hai lasciato attiva l’opzione “accetto prodotti alternativi”, lo sostituiamo con un articolo equivalente per caratteristiche e prezzo; il prezzo addebitato non supera quello del prodotto ordinato. Puoi rifiutare il prodotto sostitutivo alla consegna o al ritiro senza alcun costo. Se l’opzione non è attiva, il prodotto mancante non viene consegnato né addebitato.`,
      ) +
      section(
        '6. Consegna e ritiro',
        `La consegna avviene all’indirizzo e nella fascia oraria scelti; la fascia è riservata al carrello per 60 minuti e confermata con l’ordine. Se al momento della consegna non trovi nessuno, il nostro incaricato ti contatta al numero di telefono indicato nell’indirizzo. Il ritiro avviene nel negozio e nella fascia scelti; un ordine non ritirato entro la chiusura del negozio è annullato. Controlla la spesa alla consegna o al ritiro e segnala subito confezioni danneggiate.`,
      ) +
      section(
        '7. Pagamento',
        `Metodi accettati: ${h(listText(c.paymentLabels))}. Con la carta, alla conferma dell’ordine chiediamo alla banca l’autorizzazione (blocco) dell’importo del carrello più il ${c.headroomPct}% del valore dei prodotti a peso variabile; dopo la preparazione addebitiamo solo l’importo effettivo dello scontrino e la differenza viene svincolata secondo i tempi della tua banca. Se il pagamento non va a buon fine, l’ordine resta sospeso: puoi ripetere il pagamento da “I miei ordini”, altrimenti viene annullato automaticamente.`,
      ) +
      section(
        '8. Diritto di recesso',
        `Hai diritto di recedere dal contratto entro 14 giorni dalla consegna senza indicarne il motivo (artt. 52 e seguenti del Codice del Consumo), comunicandolo al servizio clienti. Il diritto di recesso è escluso, ai sensi dell’art. 59 del Codice del Consumo, per i beni che rischiano di deteriorarsi o scadere rapidamente (prodotti freschi e freschissimi, surgelati), per i beni sigillati che non si prestano a essere restituiti per motivi igienici o di protezione della salute e sono stati aperti dopo la consegna, e per i beni confezionati su misura o chiaramente personalizzati come i prodotti tagliati al banco. Per gli altri prodotti, restituiti integri, rimborsiamo il prezzo entro 14 giorni con lo stesso mezzo di pagamento.`,
      ) +
      section(
        '9. Garanzia e reclami',
        `Per i prodotti non conformi valgono le garanzie di legge. Reclami e segnalazioni si inviano dal modulo <a href="/servizio-clienti">Servizio clienti</a>, all’indirizzo ${h(c.serviceEmail)} o al numero gratuito ${h(c.phone)}, indicando il numero d’ordine; rispondiamo entro due giorni lavorativi. Per le controversie puoi ricorrere anche alla piattaforma europea ODR (ec.europa.eu/consumers/odr).`,
      ) +
      section(
        '10. Legge applicabile',
        `Il contratto è regolato dalla legge italiana. Per il consumatore è competente il foro del luogo di residenza o domicilio.`,
      ),
  };
}

function privacy(c: ChainFacts, validFrom: string): SeedPage {
  return {
    slug: 'privacy',
    title: 'Informativa sulla privacy',
    excerpt: `Come ${h(c.company)} tratta i dati personali di chi usa la spesa online.`,
    seoTitle: `Informativa sulla privacy – ${c.brand}`,
    seoDescription: `Quali dati personali raccoglie la spesa online ${c.brand}, perché, per quanto tempo e come esercitare i tuoi diritti secondo il Regolamento UE 2016/679.`,
    validityText: `Aggiornata il ${validFrom}`,
    content:
      section(
        'Titolare del trattamento',
        `Il titolare è ${h(c.company)}, ${h(c.seat)}. Per ogni richiesta sulla privacy scrivi a ${h(c.privacyEmail)}.`,
      ) +
      section('Quali dati trattiamo') +
      list([
        `<strong>Account</strong>: nome, cognome, e-mail, password (conservata solo in forma cifrata), telefono, eventuali dati di fatturazione e numero della ${h(c.cardName)}, e i consensi che hai dato o negato.`,
        `<strong>Indirizzi</strong>: gli indirizzi di consegna che salvi, con citofono, piano, telefono di riferimento e note per il corriere.`,
        `<strong>Ordini</strong>: prodotti, quantità e pesi, fascia oraria, indirizzo o negozio, importi e stato dei pagamenti. Non conserviamo il numero completo della carta: la carta è gestita dal circuito di pagamento.`,
        `<strong>Liste e preferiti</strong>: le liste della spesa che crei e i prodotti che acquisti più spesso.`,
        `<strong>Richieste al servizio clienti</strong>: i messaggi che invii con il modulo e gli eventuali allegati.`,
      ]) +
      section(
        'Perché e su quale base',
        `Usiamo questi dati per gestire l’account e gli ordini, consegnare la spesa e rispondere alle richieste (esecuzione del contratto), per adempiere agli obblighi fiscali e contabili (obbligo di legge) e, solo con il tuo consenso, per inviarti la newsletter con offerte e volantini. Il consenso alla newsletter si revoca in ogni momento dal profilo o dal link in fondo a ogni e-mail.`,
      ) +
      section(
        'Per quanto tempo',
        `Conserviamo i dati dell’account finché l’account è attivo; puoi cancellarlo dal profilo in qualsiasi momento, salvo che un ordine sia in consegna. I documenti relativi agli ordini e ai pagamenti sono conservati per dieci anni come richiesto dalla normativa fiscale. Le richieste al servizio clienti sono conservate per il tempo necessario a gestirle e alle eventuali contestazioni.`,
      ) +
      section(
        'A chi comunichiamo i dati',
        `Ai negozi e al personale che preparano e consegnano la spesa, ai fornitori che gestiscono per nostro conto i sistemi informatici e l’invio delle e-mail, e agli istituti di pagamento, tutti nominati responsabili del trattamento. Non vendiamo i tuoi dati a terzi.`,
      ) +
      section(
        'I tuoi diritti',
        `Puoi chiedere accesso, rettifica, cancellazione, limitazione, portabilità dei dati e opporti al trattamento scrivendo a ${h(c.privacyEmail)}. Puoi anche proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).`,
      ) +
      `<p>Per i cookie usati dal sito leggi la <a href="/page/cookie-policy">Cookie policy</a>.</p>`,
  };
}

/** spec §1 analytics by configuration: what the chain's setting actually loads and stores. */
function analyticsText(c: ChainFacts): string {
  switch (c.analytics.provider) {
    case 'none':
      return `Il sito non usa strumenti di statistica.`;
    case 'first-party':
      return `Misuriamo come viene usato il negozio con uno strumento nostro, senza terze parti: per ogni pagina vista, prodotto guardato, aggiunta al carrello, avvio del checkout e acquisto registriamo sui server di ${h(c.company)} il giorno, la pagina, i codici di prodotto, reparto e ordine e gli importi. Non registriamo l’indirizzo IP, il nome, l’e-mail né le parole cercate. Senza il tuo consenso i conteggi sono anonimi e nel browser non salviamo nulla. Con il consenso alle statistiche salviamo nel browser un codice casuale del visitatore (<strong>spesa.${h(c.code)}.visitor</strong>) per riconoscere le visite successive e l’elenco degli ultimi 20 ordini già misurati (<strong>spesa.${h(c.code)}.analytics-orders</strong>), perché ogni acquisto sia contato una volta sola.`;
    case 'ga4':
      return `Con il tuo consenso alle statistiche il sito carica Google Analytics 4 (Google Ireland Ltd, che può trasferire dati negli Stati Uniti), che salva i cookie _ga e _ga_* per due anni e misura pagine viste, prodotti guardati, carrello e acquisti. Senza consenso lo script di Google non viene caricato. Nel browser salviamo anche l’elenco degli ultimi 20 ordini già misurati (<strong>spesa.${h(c.code)}.analytics-orders</strong>), perché ogni acquisto sia inviato una volta sola.`;
    case 'gtm':
      return `Con il tuo consenso alle statistiche il sito carica Google Tag Manager (Google Ireland Ltd), che attiva gli strumenti di misura configurati da ${h(c.company)} e i relativi cookie (tra cui _ga). Senza consenso lo script di Google non viene caricato. Nel browser salviamo anche l’elenco degli ultimi 20 ordini già misurati (<strong>spesa.${h(c.code)}.analytics-orders</strong>).`;
    case 'matomo':
      return `Con il tuo consenso alle statistiche il sito carica Matomo da ${h(new URL(c.analytics.url).host)}, che salva i cookie _pk_id (13 mesi) e _pk_ses (30 minuti) e misura pagine viste, prodotti guardati, carrello e acquisti. Senza consenso lo script non viene caricato. Nel browser salviamo anche l’elenco degli ultimi 20 ordini già misurati (<strong>spesa.${h(c.code)}.analytics-orders</strong>).`;
  }
}

/** spec §7 human check: what the check on login, registration, password reset and forms stores, if anything. */
function humanCheckSection(c: ChainFacts): string {
  if (c.humanCheck === 'off') return '';
  const where =
    'l’accesso dopo alcuni tentativi falliti, la registrazione, la richiesta di una nuova password e i moduli';
  return section(
    'Verifica anti-robot',
    c.humanCheck === 'altcha'
      ? `Per proteggere ${where} dai programmi automatici, il tuo browser risolve un piccolo calcolo proposto dal nostro server (ALTCHA). Non usa cookie, non salva nulla nel browser, non coinvolge altri fornitori e non raccoglie dati su di te: il server conserva solo l’impronta della verifica usata, finché scade, per non accettarla due volte.`
      : `Per proteggere ${where} dai programmi automatici usiamo Google reCAPTCHA (Google Ireland Ltd), che nelle sole pagine con la verifica carica uno script di Google e i suoi cookie per distinguere una persona da un programma. È una misura di sicurezza del servizio.`,
  );
}

function cookiePolicy(c: ChainFacts, validFrom: string): SeedPage {
  return {
    slug: 'cookie-policy',
    title: 'Cookie policy',
    excerpt: `I cookie e i dati salvati nel browser dalla spesa online ${h(c.brand)}.`,
    seoTitle: `Cookie policy – ${c.brand}`,
    seoDescription: `Quali cookie e dati nel browser usa la spesa online ${c.brand}, come misuriamo le visite e come cambiare la tua scelta.`,
    validityText: `Aggiornata il ${validFrom}`,
    content:
      section(
        'Cookie tecnici',
        `Il sito usa solo i cookie tecnici necessari a farlo funzionare, che non richiedono il consenso:`,
      ) +
      list([
        `<strong>X-Ebsn-Session</strong>: mantiene l’accesso al tuo account. Non è leggibile dagli script della pagina (HttpOnly) e scade alla chiusura del browser o, se scegli “ricordami”, dopo 30 giorni.`,
        `<strong>X-Ebsn-Cart</strong>: dove è possibile fare la spesa senza accedere, ricorda il carrello di chi non ha ancora effettuato l’accesso; viene cancellato quando accedi e il carrello passa al tuo account.`,
        `<strong>spesa_consent</strong>: ricorda che hai già fatto la tua scelta sui cookie, così la pagina arriva senza il banner; contiene solo la versione delle finalità, nessun dato su di te, e scade con la scelta, dopo sei mesi.`,
      ]) +
      section(
        'Dati salvati nel browser',
        `Il sito salva nella memoria locale del browser i filtri e l’ordinamento che scegli nel catalogo e le ultime parole cercate, per ritrovarli alla visita successiva, e la tua scelta sui cookie (<strong>spesa.${h(c.code)}.consent</strong>): le finalità accettate, la data della scelta, un codice casuale che la identifica e la versione delle finalità. Il codice accompagna le richieste al nostro server (intestazione X-Ebsn-Client-UUID) per dimostrare la scelta fatta. La scelta vale sei mesi, poi te la chiediamo di nuovo, come anche quando cambiano le finalità. Questi dati restano sul tuo dispositivo e puoi cancellarli dalle impostazioni del browser.`,
      ) +
      section('Statistiche', analyticsText(c)) +
      section(
        'Profilazione',
        c.analytics.provider === 'ga4' || c.analytics.provider === 'gtm'
          ? `Con il consenso alla profilazione Google può usare la tua navigazione per la pubblicità personalizzata; senza, a Google arrivano solo le misure statistiche che hai accettato.`
          : `Il sito non usa strumenti di profilazione né cookie di terze parti per la pubblicità. Se ${h(c.company)} ne attiverà, li userà solo con il tuo consenso e li descriverà in questa pagina.`,
      ) +
      humanCheckSection(c) +
      section(
        'Cookie di terze parti',
        c.analytics.provider === 'first-party' || c.analytics.provider === 'none'
          ? c.humanCheck === 'recaptcha'
            ? `Il sito non installa cookie di terze parti per statistiche o pubblicità; solo la verifica anti-robot descritta sopra carica Google reCAPTCHA, nelle pagine che la usano.`
            : `Il sito non installa cookie di terze parti e non carica script di altri fornitori.`
          : `Gli unici cookie di terze parti sono quelli dello strumento di statistica descritto sopra, installati solo dopo il tuo consenso${c.humanCheck === 'recaptcha' ? ', e quelli di Google reCAPTCHA nelle pagine con la verifica anti-robot' : ''}.`,
      ) +
      section(
        'Come cambiare la scelta',
        `All’arrivo sul sito un banner ti chiede la scelta: “Rifiuta tutti” e “Accetta tutti” hanno lo stesso peso, “Personalizza” apre il centro preferenze. Puoi cambiarla in qualsiasi momento dal link <a href="/cookie-center">Preferenze cookie</a> in fondo a ogni pagina. Se revochi il consenso alle statistiche cancelliamo dal browser il codice del visitatore e l’elenco degli ordini misurati.`,
      ) +
      section(
        'Come gestire i cookie',
        `Puoi cancellare i cookie dalle impostazioni del browser; senza il cookie di sessione dovrai accedere di nuovo. Per domande scrivi a ${h(c.privacyEmail)}.`,
      ),
  };
}

function loyalty(c: ChainFacts): SeedPage {
  return {
    slug: 'vantaggi',
    title: `${c.cardName}: i tuoi vantaggi`,
    excerpt: `Con la ${h(c.cardName)} accumuli punti su ogni spesa, in negozio e online, e li trasformi in premi.`,
    seoTitle: `${c.cardName} e catalogo premi – ${c.brand}`,
    seoDescription: `Come funziona la raccolta punti della ${c.cardName}: un punto ogni euro di spesa, offerte riservate e un catalogo di premi per la casa.`,
    content:
      section(
        'Come funziona',
        `La ${h(c.cardName)} è gratuita: la richiedi alla cassa di qualsiasi negozio ${h(c.brand)} o la colleghi al tuo account dal profilo. Ogni euro di spesa vale un punto, in negozio e sulla spesa online, e alcuni prodotti del volantino danno punti in più.`,
      ) +
      list([
        `1 punto ogni euro di spesa (esclusi contributo di consegna e buoni pasto).`,
        `Offerte riservate ai titolari della carta, indicate nel volantino.`,
        `Il saldo punti è visibile nel carrello e nel profilo dopo l’accesso.`,
      ]) +
      section(
        'Il catalogo premi',
        `I premi si richiedono alla cassa del negozio presentando la carta, fino al termine della raccolta. I punti non utilizzati entro la fine della raccolta vengono azzerati. Per informazioni chiama il ${h(c.phone)}.`,
      ),
  };
}

/** The chain's pages (spec §2 /page/:pageName): slugs the storefront links to. */
export function chainPages(c: ChainFacts, validFrom: string): SeedPage[] {
  return [
    homeDelivery(c),
    pickUp(c),
    aboutUs(c),
    termsOfSale(c, validFrom),
    privacy(c, validFrom),
    cookiePolicy(c, validFrom),
    loyalty(c),
  ];
}
