import type { SeedCategory } from './seed-catalogue.types.js';
import { slugify } from './slugify.js';

interface TreeNode {
  name: string;
  icon: string;
  description: string;
  children: TreeNode[];
}

const node = (name: string, icon: string, description: string, children: TreeNode[] = []): TreeNode => ({
  name,
  icon,
  description,
  children,
});

/** The same grocery tree serves every chain: reparto, categoria, sottocategoria. */
const DEPARTMENTS: TreeNode[] = [
  node(
    'Frutta e verdura',
    'red-apple',
    'Frutta e verdura fresche ogni giorno, dai campi italiani alla tua tavola.',
    [
      node('Frutta fresca', 'green-apple', 'Frutta di stagione scelta a mano, matura al punto giusto.', [
        node('Mele e pere', 'red-apple', "Mele e pere croccanti dai frutteti del Trentino e dell'Emilia."),
        node('Agrumi', 'tangerine', 'Arance, limoni e clementine ricchi di vitamina C.'),
        node('Banane e frutta esotica', 'banana', 'Banane, ananas, mango e avocado per una pausa tropicale.'),
        node('Frutta di stagione', 'grapes', 'Uva, kiwi, fragole e frutti di bosco del periodo.'),
      ]),
      node('Verdura fresca', 'leafy-green', 'Verdure fresche per contorni, zuppe e insalate.', [
        node('Insalate', 'leafy-green', 'Insalate da tagliare e pronte da condire.'),
        node('Pomodori', 'tomato', 'Pomodori da insalata, da sugo e ciliegini.'),
        node('Ortaggi', 'carrot', 'Carote, zucchine, melanzane, peperoni e tanti altri ortaggi.'),
        node('Patate, cipolle e aglio', 'potato', 'Le basi della cucina italiana, sempre in dispensa.'),
      ]),
      node('Erbe, funghi e frutta secca', 'herb', 'Aromi freschi, funghi e frutta secca per ogni ricetta.', [
        node('Erbe aromatiche e funghi', 'herb', 'Basilico, rosmarino, salvia e funghi freschi.'),
        node('Frutta secca', 'chestnut', 'Noci, mandorle, pistacchi e frutta essiccata.'),
      ]),
    ],
  ),
  node('Carne e pesce', 'cut-of-meat', 'Carne e pesce freschi, tagliati e preparati dai nostri banconi.', [
    node('Carne bovina', 'cow', 'Tagli di bovino adulto e scottona da allevamenti selezionati.', [
      node(
        'Bistecche e fettine',
        'cut-of-meat',
        'Bistecche, fettine e tagli pregiati per la griglia e la padella.',
      ),
      node('Macinato e hamburger', 'hamburger', 'Macinato fresco, hamburger e polpette pronti da cuocere.'),
    ]),
    node('Pollo e maiale', 'poultry-leg', 'Carni bianche e suine per la cucina di tutti i giorni.', [
      node('Pollo e tacchino', 'poultry-leg', 'Petti, cosce e fusi di pollo e tacchino allevati a terra.'),
      node('Maiale e salsicce', 'pig', 'Braciole, costine, arista e salsicce fresche.'),
    ]),
    node('Pesce', 'fish', 'Pesce fresco del giorno, molluschi, crostacei e affumicati.', [
      node('Pesce fresco', 'fish', 'Pesce intero e filetti dal banco pescheria.'),
      node('Molluschi e crostacei', 'shrimp', 'Cozze, vongole, gamberi e calamari per primi e fritture.'),
      node(
        'Salmone e affumicati',
        'tropical-fish',
        'Salmone fresco e affumicato, alici marinate e specialità di mare.',
      ),
    ]),
  ]),
  node('Latticini e uova', 'glass-of-milk', 'Latte, yogurt, burro, uova e formaggi freschi.', [
    node('Latte e panna', 'glass-of-milk', 'Latte fresco e a lunga conservazione, panna e burro.', [
      node(
        'Latte fresco',
        'glass-of-milk',
        'Latte fresco intero e parzialmente scremato, anche senza lattosio.',
      ),
      node(
        'Latte a lunga conservazione',
        'beverage-box',
        'Latte UHT e bevande vegetali da tenere in dispensa.',
      ),
      node('Burro e panna', 'butter', 'Burro, panna da montare e da cucina, besciamella.'),
    ]),
    node(
      'Yogurt e dessert',
      'bowl-with-spoon',
      'Yogurt bianchi, greci e alla frutta e dessert al cucchiaio.',
      [
        node('Yogurt', 'bowl-with-spoon', 'Yogurt bianchi, greci, alla frutta e kefir.'),
        node('Dessert al cucchiaio', 'custard', 'Budini, panna cotta, tiramisù e mousse pronti da gustare.'),
      ],
    ),
    node('Uova e formaggi freschi', 'egg', 'Uova fresche, mozzarelle e formaggi spalmabili.', [
      node('Uova', 'egg', "Uova fresche da galline allevate a terra, all'aperto e biologiche."),
      node('Mozzarelle', 'cheese-wedge', 'Mozzarella fior di latte, di bufala campana e burrata.'),
      node('Formaggi freschi', 'cheese-wedge', 'Ricotta, stracchino, mascarpone e formaggi spalmabili.'),
    ]),
  ]),
  node('Salumi e formaggi', 'cheese-wedge', 'Salumi e formaggi italiani al taglio e in vaschetta.', [
    node('Salumi al banco', 'bacon', 'Prosciutti, salami e mortadella affettati al momento.', [
      node('Prosciutti', 'bacon', 'Prosciutto crudo di Parma e San Daniele, cotto e speck.'),
      node('Salami e mortadella', 'bacon', 'Salami, mortadella, coppa e bresaola della tradizione.'),
    ]),
    node('Salumi confezionati', 'bacon', "Affettati in vaschetta, würstel e pancetta pronti all'uso.", [
      node('Affettati in vaschetta', 'bacon', 'Affettati già pronti, comodi per panini e taglieri.'),
      node('Würstel e pancetta', 'hot-dog', 'Würstel, pancetta a cubetti, guanciale e lardo.'),
    ]),
    node('Formaggi', 'cheese-wedge', 'Formaggi stagionati, semistagionati, molli ed erborinati.', [
      node('Formaggi stagionati', 'cheese-wedge', 'Parmigiano Reggiano, Grana Padano e pecorini stagionati.'),
      node('Formaggi semistagionati', 'cheese-wedge', 'Asiago, fontina, provolone e formaggi da tavola.'),
      node('Formaggi molli ed erborinati', 'cheese-wedge', 'Gorgonzola, taleggio, brie e formaggi cremosi.'),
      node('Formaggi grattugiati', 'cheese-wedge', 'Formaggi grattugiati e a fette, pronti per la cucina.'),
    ]),
  ]),
  node('Pane e pasticceria', 'bread', 'Pane del forno, sostituti del pane e dolci da forno.', [
    node('Pane', 'bread', 'Pane fresco del forno, pane confezionato, piadine e basi per pizza.', [
      node('Pane del forno', 'baguette-bread', 'Pane sfornato ogni mattina e venduto a peso.'),
      node('Pane confezionato', 'bread', 'Pancarrè, pane per tramezzini e fette biscottate.'),
      node('Piadine e basi pizza', 'flatbread', 'Piadine, basi per pizza, pinse e tortillas.'),
    ]),
    node('Sostituti del pane', 'pretzel', 'Grissini, taralli, crackers e gallette per ogni pausa.', [
      node('Grissini e taralli', 'pretzel', 'Grissini torinesi, taralli pugliesi e friselle.'),
      node('Crackers e gallette', 'rice-cracker', 'Crackers, gallette di riso e di mais.'),
    ]),
    node('Dolci da forno', 'croissant', 'Torte, cornetti, merendine e biscotti per colazione e merenda.', [
      node('Torte e crostate', 'pie', 'Crostate, torte da forno e dolci della tradizione.'),
      node('Cornetti e merendine', 'croissant', 'Cornetti, brioche e merendine per la colazione.'),
      node('Biscotti', 'cookie', 'Frollini, biscotti integrali, cantucci e savoiardi.'),
    ]),
  ]),
  node('Pasta, riso e cereali', 'spaghetti', 'Pasta secca e fresca, riso, farine e legumi secchi.', [
    node('Pasta secca', 'spaghetti', 'Formati lunghi e corti di grano duro, integrali e senza glutine.', [
      node('Pasta lunga', 'spaghetti', 'Spaghetti, linguine, bucatini e tagliatelle.'),
      node('Pasta corta', 'spaghetti', 'Penne, fusilli, rigatoni, orecchiette e paccheri.'),
      node(
        'Pasta integrale e senza glutine',
        'spaghetti',
        'Pasta integrale, di legumi, di farro e senza glutine.',
      ),
    ]),
    node('Pasta fresca', 'dumpling', "Pasta ripiena, gnocchi e pasta fresca all'uovo.", [
      node('Pasta ripiena', 'dumpling', 'Tortellini, ravioli, cappelletti e agnolotti.'),
      node("Gnocchi e pasta all'uovo", 'dumpling', 'Gnocchi di patate, tagliatelle e lasagne fresche.'),
    ]),
    node('Riso, farine e legumi', 'cooked-rice', 'Riso per risotti, farine, lieviti e legumi secchi.', [
      node('Riso', 'cooked-rice', 'Carnaroli, Arborio, Vialone Nano, basmati e integrale.'),
      node('Farine e lieviti', 'sheaf-of-rice', 'Farine per pane, pizza e dolci, lieviti e preparati.'),
      node('Legumi secchi', 'beans', 'Lenticchie, ceci, fagioli e cereali per zuppe.'),
    ]),
  ]),
  node('Dispensa', 'canned-food', 'Sughi, conserve, olio, condimenti e scatolame.', [
    node('Conserve e sughi', 'jar', 'Passate, pelati, sughi pronti e legumi in scatola.', [
      node('Passate e pelati', 'tomato', 'Passate, polpe e pomodori pelati per i tuoi sughi.'),
      node('Sughi pronti', 'jar', 'Sughi al pomodoro, ragù e pesto pronti in pochi minuti.'),
      node('Legumi in scatola', 'beans', 'Ceci, fagioli, lenticchie, piselli e mais già cotti.'),
    ]),
    node('Scatolame e sottoli', 'canned-food', 'Tonno, sgombro, carne in scatola, sottoli e sottaceti.', [
      node('Tonno e pesce in scatola', 'canned-food', 'Tonno, sgombro e alici in scatola e in vetro.'),
      node('Sottoli e sottaceti', 'olive', "Olive, carciofini, giardiniera e verdure sott'olio."),
    ]),
    node('Olio e condimenti', 'olive', 'Olio extravergine, aceti, salse, sale e spezie.', [
      node('Olio extravergine', 'olive', 'Oli extravergine di oliva italiani, DOP e IGP, e oli di semi.'),
      node('Aceto e salse', 'pouring-liquid', 'Aceto balsamico, aceto di vino, maionese, ketchup e senape.'),
      node('Sale e spezie', 'salt', 'Sale marino, spezie, erbe essiccate e dadi.'),
    ]),
  ]),
  node('Colazione e dolci', 'hot-beverage', 'Caffè, tè, cereali, creme spalmabili, cioccolato e snack.', [
    node('Colazione', 'hot-beverage', "Tutto per una colazione all'italiana.", [
      node('Caffè', 'hot-beverage', 'Caffè macinato, in grani e in capsule, orzo e decaffeinato.'),
      node('Tè e tisane', 'teacup-without-handle', 'Tè neri e verdi, camomilla, tisane e infusi.'),
      node(
        'Cereali per la colazione',
        'bowl-with-spoon',
        "Corn flakes, muesli, fiocchi d'avena e fette biscottate.",
      ),
      node(
        'Creme spalmabili e confetture',
        'honey-pot',
        'Creme alle nocciole, confetture extra e miele italiano.',
      ),
    ]),
    node('Dolci e snack', 'chocolate-bar', 'Cioccolato, caramelle e snack salati.', [
      node('Cioccolato', 'chocolate-bar', 'Tavolette fondenti e al latte, cioccolatini e gianduiotti.'),
      node('Caramelle e gomme', 'candy', 'Caramelle gommose, liquirizia, gomme e lecca lecca.'),
      node('Patatine e snack salati', 'popcorn', "Patatine, popcorn e salatini per l'aperitivo."),
    ]),
  ]),
  node('Surgelati', 'snowflake', 'Verdure, pesce, pizze, piatti pronti e gelati surgelati.', [
    node('Verdure surgelate', 'broccoli', 'Verdure, legumi, minestroni e zuppe surgelati.', [
      node(
        'Verdure e legumi surgelati',
        'broccoli',
        'Spinaci, piselli, fagiolini, verdure grigliate e patatine.',
      ),
      node('Minestroni e zuppe', 'pot-of-food', 'Minestroni, zuppe e vellutate pronti in pochi minuti.'),
    ]),
    node('Pesce surgelato', 'fish', 'Pesce panato e al naturale, surgelato a bordo.', [
      node('Bastoncini e panati', 'fish', 'Bastoncini di merluzzo, panati e crocchette.'),
      node('Pesce al naturale', 'shrimp', 'Filetti, gamberi, calamari e misto mare.'),
    ]),
    node('Pizze e piatti pronti', 'pizza', 'Pizze surgelate, primi e secondi pronti da scaldare.', [
      node('Pizze surgelate', 'pizza', 'Pizze margherita, farcite e focacce da forno.'),
      node('Primi e secondi pronti', 'shallow-pan-of-food', 'Lasagne, risotti, cannelloni e secondi pronti.'),
    ]),
    node('Gelati', 'ice-cream', 'Gelati in vaschetta, coni, stecchi e ghiaccioli.', [
      node('Gelati in vaschetta', 'ice-cream', 'Gelati e sorbetti in vaschetta per tutta la famiglia.'),
      node('Coni e stecchi', 'soft-ice-cream', 'Coni, biscotti gelato, stecchi e ghiaccioli in multipack.'),
    ]),
  ]),
  node('Bevande', 'cup-with-straw', 'Acqua, bibite, succhi, birra e vino.', [
    node('Acqua', 'potable-water', 'Acqua minerale naturale e frizzante in bottiglia e in vetro.', [
      node('Acqua naturale', 'potable-water', 'Acque minerali naturali e oligominerali.'),
      node('Acqua frizzante', 'potable-water', 'Acque frizzanti ed effervescenti naturali.'),
    ]),
    node('Bibite e succhi', 'cup-with-straw', 'Bibite gassate, tè freddi e succhi di frutta.', [
      node('Bibite gassate', 'cup-with-straw', 'Cola, aranciata, chinotto, gazzosa e tè freddo.'),
      node('Succhi di frutta', 'beverage-box', 'Succhi, nettari e spremute di frutta.'),
    ]),
    node('Birra e vino', 'wine-glass', 'Birre, vini rossi, bianchi e bollicine italiane.', [
      node('Birre', 'beer-mug', 'Birre lager, artigianali, doppio malto e analcoliche.'),
      node('Vini rossi', 'wine-glass', 'Vini rossi DOC e DOCG delle regioni italiane.'),
      node(
        'Vini bianchi e bollicine',
        'bottle-with-popping-cork',
        'Vini bianchi, Prosecco, Franciacorta e Trento DOC.',
      ),
    ]),
  ]),
  node('Cura della casa', 'sponge', 'Detersivi, prodotti per la pulizia, carta e accessori.', [
    node('Bucato', 'bubbles', 'Detersivi per lavatrice, ammorbidenti e additivi.', [
      node('Detersivi lavatrice', 'bubbles', 'Detersivi liquidi, in polvere e in capsule.'),
      node('Ammorbidenti e additivi', 'droplet', 'Ammorbidenti, smacchiatori, anticalcare e candeggina.'),
    ]),
    node('Pulizia casa', 'sponge', 'Detergenti per superfici, pavimenti, piatti e lavastoviglie.', [
      node('Detergenti superfici', 'sponge', 'Sgrassatori, detergenti per pavimenti e vetri, spugne.'),
      node('Piatti e lavastoviglie', 'bubbles', 'Detersivi per piatti, pastiglie e brillantanti.'),
    ]),
    node('Carta e accessori', 'roll-of-paper', 'Carta igienica, asciugatutto, sacchetti e pellicole.', [
      node(
        'Carta igienica e asciugatutto',
        'roll-of-paper',
        'Carta igienica, asciugatutto, fazzoletti e tovaglioli.',
      ),
      node(
        'Sacchetti e pellicole',
        'wastebasket',
        'Sacchi per rifiuti, pellicola, alluminio e sacchetti gelo.',
      ),
    ]),
  ]),
  node('Cura della persona', 'lotion-bottle', 'Igiene del corpo, cura dei capelli e igiene orale.', [
    node('Corpo', 'soap', 'Bagnoschiuma, saponi e deodoranti.', [
      node('Bagnoschiuma e saponi', 'soap', 'Bagnoschiuma, docciaschiuma e saponi per le mani.'),
      node('Deodoranti', 'lotion-bottle', 'Deodoranti spray, roll-on e stick.'),
    ]),
    node('Capelli', 'lotion-bottle', 'Shampoo, balsami, maschere e prodotti per lo styling.', [
      node('Shampoo', 'lotion-bottle', 'Shampoo per ogni tipo di capello, anche per i bambini.'),
      node('Balsamo e maschere', 'lotion-bottle', 'Balsami, maschere, oli e lacche per capelli.'),
    ]),
    node('Igiene orale', 'tooth', 'Dentifrici, spazzolini, collutori e filo interdentale.', [
      node(
        'Dentifrici',
        'tooth',
        'Dentifrici per la protezione dalla carie, sbiancanti e per gengive sensibili.',
      ),
      node('Spazzolini e collutori', 'toothbrush', 'Spazzolini, testine di ricambio, collutori e filo.'),
    ]),
  ]),
];

function titleOf(name: string): string {
  return `${name}: spesa online`;
}

/** The menu tree plus the two hidden roots the content pages hang on. */
export function buildCategories(): SeedCategory[] {
  const categories: SeedCategory[] = [
    {
      slug: 'home',
      parentSlug: null,
      level: 1,
      name: 'Home',
      title: 'La tua spesa online',
      description: 'La spesa online con consegna a domicilio o ritiro in negozio.',
      icon: 'house',
      hideInMenu: true,
      position: 0,
    },
  ];
  const walk = (nodes: TreeNode[], parentSlug: string | null, level: 1 | 2 | 3): void => {
    nodes.forEach((current, index) => {
      const slug = parentSlug === null ? slugify(current.name) : `${parentSlug}/${slugify(current.name)}`;
      categories.push({
        slug,
        parentSlug,
        level,
        name: current.name,
        title: titleOf(current.name),
        description: current.description,
        icon: current.icon,
        hideInMenu: false,
        position: index + 1,
      });
      if (level < 3) walk(current.children, slug, level === 1 ? 2 : 3);
    });
  };
  walk(DEPARTMENTS, null, 1);
  categories.push({
    slug: 'timeslot-selector',
    parentSlug: null,
    level: 1,
    name: 'Scegli la fascia oraria',
    title: 'Scegli quando ricevere o ritirare la spesa',
    description: 'Le fasce orarie disponibili per la consegna a domicilio e il ritiro in negozio.',
    icon: 'alarm-clock',
    hideInMenu: true,
    position: DEPARTMENTS.length + 1,
  });
  return categories;
}
