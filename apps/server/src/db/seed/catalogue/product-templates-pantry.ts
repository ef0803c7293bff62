import { productLine as l, type SubcategoryTemplate } from './product-line.js';
import { ALLERGENS, STORAGE } from './shelf-texts.js';

export const PANTRY_PRODUCT_TEMPLATES: SubcategoryTemplate[] = [
  {
    slug: 'dispensa/conserve-e-sughi/passate-e-pelati',
    icon: 'tomato',
    pack: 'jar',
    vat: 4,
    nutrition: 'tomato_sauce',
    storage: STORAGE.longLife,
    allergens: ALLERGENS.none,
    ingredients: 'Pomodoro 100%',
    origin: 'Italia',
    long: 'Pomodoro 100% italiano raccolto in estate e lavorato entro poche ore, per sughi dal colore vivo e dal gusto pieno.',
    lines: [
      l('Passata di pomodoro', 'Mutti|Cirio|Pomì', '700 g=129', {
        pack: 'bottle',
        ingredients: 'Pomodoro, sale',
      }),
      l('Passata di pomodoro', 'Mutti', '3 x 700 g=349', { pack: 'bottle', ingredients: 'Pomodoro, sale' }),
      l('Pomodori pelati', 'Cirio|Mutti', '400 g=89', {
        pack: 'can',
        ingredients: 'Pomodori pelati, succo di pomodoro',
      }),
      l('Pomodori pelati', 'Cirio', '3 x 400 g=239', {
        pack: 'can',
        ingredients: 'Pomodori pelati, succo di pomodoro',
      }),
      l('Polpa di pomodoro', 'Mutti|Pomì', '400 g=99', {
        pack: 'can',
        ingredients: 'Polpa di pomodoro, succo di pomodoro',
      }),
      l('Pomodorini datterini in scatola', 'Mutti', '400 g=159', { pack: 'can', origin: 'Campania' }),
      l('Doppio concentrato di pomodoro', 'Mutti', '130 g=129', {
        nutrition: 'tomato_paste',
        pack: 'box',
        ingredients: 'Concentrato di pomodoro, sale',
      }),
    ],
  },
  {
    slug: 'dispensa/conserve-e-sughi/sughi-pronti',
    icon: 'jar',
    pack: 'jar',
    vat: 10,
    nutrition: 'ready_sauce',
    storage: STORAGE.longLife,
    allergens: ALLERGENS.none,
    ingredients:
      'Passata di pomodoro, pomodoro, olio extravergine di oliva, cipolla, basilico, zucchero, sale',
    long: 'Sughi pronti cucinati lentamente con ingredienti semplici: basta scaldarli e condire la pasta.',
    lines: [
      l('Sugo al basilico', 'Barilla|Mutti', '400 g=199', { icon: 'herb' }),
      l('Ragù alla bolognese', 'Star|Barilla', '400 g=249', {
        nutrition: 'ragu',
        icon: 'pot-of-food',
        ingredients:
          'Passata di pomodoro, carne di bovino 18%, carne di suino 10%, carote, sedano, cipolla, vino rosso, olio di semi di girasole, sale',
        allergens: 'Contiene: sedano.',
      }),
      l('Pesto alla genovese', 'Barilla|Saclà', '190 g=249', {
        nutrition: 'pesto',
        icon: 'herb',
        ingredients:
          'Basilico genovese DOP 38%, olio di semi di girasole, Grana Padano DOP, anacardi, Pecorino Romano DOP, sale, aglio',
        allergens: ALLERGENS.milkNuts,
      }),
      l("Sugo all'arrabbiata", 'Saclà', '420 g=229', { icon: 'hot-pepper' }),
      l('Sugo alla norma', 'Sapori del Sud', '300 g=249', { icon: 'eggplant', origin: 'Sicilia' }),
    ],
  },
  {
    slug: 'dispensa/conserve-e-sughi/legumi-in-scatola',
    icon: 'beans',
    pack: 'can',
    vat: 10,
    nutrition: 'legumes',
    storage: STORAGE.longLife,
    allergens: ALLERGENS.none,
    ingredients: 'Legumi reidratati, acqua, sale',
    long: 'Legumi già cotti al vapore, pronti da scolare per insalate, vellutate e contorni veloci.',
    lines: [
      l('Ceci lessati', 'Valfrutta|Cirio', '400 g=89', { ingredients: 'Ceci reidratati, acqua, sale' }),
      l('Fagioli borlotti lessati', 'Valfrutta', '3 x 400 g=269', {
        ingredients: 'Fagioli borlotti reidratati, acqua, sale',
      }),
      l('Fagioli cannellini lessati', 'Cirio', '400 g=99', {
        ingredients: 'Fagioli cannellini reidratati, acqua, sale',
      }),
      l('Lenticchie lessate', 'Valfrutta', '400 g=119', {
        ingredients: 'Lenticchie reidratate, acqua, sale',
      }),
      l('Piselli fini', 'Valfrutta|Bonduelle', '3 x 140 g=239', {
        icon: 'pea-pod',
        nutrition: 'canned_vegetables',
        ingredients: 'Piselli, acqua, zucchero, sale',
      }),
      l('Mais dolce', 'Bonduelle', '3 x 150 g=249', {
        icon: 'ear-of-corn',
        nutrition: 'canned_vegetables',
        ingredients: 'Mais dolce, acqua, zucchero, sale',
      }),
    ],
  },
  {
    slug: 'dispensa/scatolame-e-sottoli/tonno-e-pesce-in-scatola',
    icon: 'canned-food',
    pack: 'can',
    vat: 10,
    nutrition: 'tuna_oil',
    storage: STORAGE.longLife,
    allergens: ALLERGENS.fish,
    ingredients: 'Tonno, olio di oliva, sale',
    long: 'Pesce pescato con metodi responsabili e lavorato a mano, pronto per insalate, sughi e panini.',
    lines: [
      l("Tonno all'olio di oliva", 'Rio Mare|Mareblu|Callipo', '3 x 80 g=399', { icon: 'fish' }),
      l("Tonno all'olio di oliva", 'Mareblu', '160 g=299', { icon: 'fish' }),
      l('Tonno al naturale', 'Rio Mare', '3 x 80 g=379', {
        icon: 'fish',
        nutrition: 'tuna_natural',
        ingredients: 'Tonno, acqua, sale',
      }),
      l('Filetti di tonno in vetro', 'Callipo', '200 g=699', {
        icon: 'fish',
        pack: 'jar',
        origin: 'Calabria',
      }),
      l("Sgombro all'olio di oliva", 'Rio Mare', '2 x 125 g=349', {
        icon: 'fish',
        nutrition: 'canned_fish',
        ingredients: 'Sgombro, olio di oliva, sale',
      }),
      l('Filetti di alici in olio di oliva', 'Rizzoli', '90 g=299', {
        icon: 'fish',
        nutrition: 'anchovies',
        ingredients: 'Alici, olio di oliva, sale',
        origin: 'Mar Cantabrico',
      }),
      l('Carne in scatola', 'Simmenthal', '3 x 90 g=399', {
        icon: 'cut-of-meat',
        nutrition: 'canned_meat',
        ingredients: 'Carne di bovino 62%, gelatina (acqua, gelatina alimentare), sale, aromi',
        allergens: ALLERGENS.none,
      }),
    ],
  },
  {
    slug: 'dispensa/scatolame-e-sottoli/sottoli-e-sottaceti',
    icon: 'olive',
    pack: 'jar',
    vat: 10,
    nutrition: 'vegetables_in_oil',
    storage: STORAGE.longLife,
    allergens: ALLERGENS.none,
    ingredients: 'Verdure, olio di semi di girasole, aceto di vino, sale, aromi',
    origin: 'Italia',
    long: 'Verdure e olive conservate secondo la tradizione, per antipasti, aperitivi e insalate di riso.',
    lines: [
      l('Olive verdi denocciolate', 'Saclà', '290 g=249', {
        nutrition: 'olives',
        ingredients: 'Olive verdi, acqua, sale, correttore di acidità: acido lattico',
      }),
      l('Olive taggiasche', 'Frantoio Ligure', '180 g=449', {
        nutrition: 'olives',
        ingredients: 'Olive taggiasche, olio extravergine di oliva, sale',
        origin: 'Liguria',
      }),
      l("Carciofini sott'olio", 'Saclà|Sapori del Sud', '285 g=349', { icon: 'leafy-green' }),
      l('Giardiniera', 'Ponti', '350 g=229', {
        icon: 'carrot',
        nutrition: 'pickles',
        ingredients: 'Verdure in proporzione variabile, aceto di vino, zucchero, sale',
        allergens: ALLERGENS.sulphites,
      }),
      l('Cetriolini sottaceto', 'Ponti', '350 g=199', {
        icon: 'cucumber',
        nutrition: 'pickles',
        ingredients: 'Cetriolini, aceto di vino, sale, aromi',
        allergens: ALLERGENS.sulphites,
      }),
      l('Peperoni grigliati', 'Sapori del Sud', '280 g=299', { icon: 'bell-pepper' }),
      l('Funghi champignon trifolati', 'Sapori del Sud', '280 g=279', { icon: 'brown-mushroom' }),
      l('Capperi di Pantelleria IGP', 'Sapori del Sud', '100 g=299', {
        icon: 'herb',
        nutrition: 'pickles',
        ingredients: 'Capperi, sale marino',
        origin: 'Sicilia',
      }),
    ],
  },
  {
    slug: 'dispensa/olio-e-condimenti/olio-extravergine',
    icon: 'olive',
    pack: 'bottle',
    vat: 4,
    nutrition: 'oil',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.none,
    ingredients: 'Olio extravergine di oliva',
    long: 'Olio di categoria superiore ottenuto direttamente dalle olive e unicamente mediante procedimenti meccanici.',
    lines: [
      l('Olio extravergine di oliva', 'Monini|Carapelli|Bertolli', '1 l=899', {
        quantity: { max: 6 },
        origin: 'Unione Europea',
      }),
      l('Olio extravergine di oliva 100% italiano', 'Monini|Farchioni', '750 ml=899', { origin: 'Italia' }),
      l('Olio extravergine Terra di Bari DOP', 'Frantoio Pugliese', '500 ml=899', { origin: 'Puglia' }),
      l('Olio extravergine Toscano IGP', 'Frantoio Toscano', '750 ml=1290', { origin: 'Toscana' }),
      l('Olio di semi di mais', 'Cuore', '1 l=399', {
        icon: 'ear-of-corn',
        ingredients: 'Olio di semi di mais',
        vat: 10,
      }),
      l('Olio di semi di girasole', 'Sapori del Sud', '1 l=229', {
        icon: 'sunflower',
        ingredients: 'Olio di semi di girasole',
        vat: 10,
      }),
      l('Olio di oliva', 'Bertolli', '1 l=699', {
        ingredients: 'Olio di oliva composto da oli di oliva raffinati e oli di oliva vergini',
      }),
    ],
  },
  {
    slug: 'dispensa/olio-e-condimenti/aceto-e-salse',
    icon: 'pouring-liquid',
    pack: 'bottle',
    vat: 10,
    nutrition: 'vinegar',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.sulphites,
    ingredients: 'Aceto di vino',
    long: 'Aceti e salse per condire insalate, carni alla griglia, panini e fritture.',
    lines: [
      l('Aceto balsamico di Modena IGP', 'Ponti|De Nigris', '250 ml=299', {
        nutrition: 'balsamic',
        ingredients: "Aceto di vino, mosto d'uva cotto, colorante: caramello E150d",
        origin: 'Emilia-Romagna',
      }),
      l('Aceto di vino bianco', 'Ponti', '1 l=129'),
      l('Maionese', "Calvè|Hellmann's", '225 ml=229', {
        icon: 'egg',
        pack: 'jar',
        nutrition: 'mayonnaise',
        ingredients:
          "Olio di semi di girasole 78%, acqua, tuorlo d'uovo 6%, aceto, sale, zucchero, succo di limone",
        allergens: ALLERGENS.eggs,
      }),
      l('Ketchup', 'Heinz|Calvè', '342 g=229', {
        icon: 'tomato',
        nutrition: 'ketchup',
        ingredients: 'Pomodori, aceto, zucchero, sale, estratti di spezie ed erbe aromatiche',
        allergens: ALLERGENS.celery,
      }),
      l('Senape delicata', 'Calvè', '200 g=169', {
        icon: 'hot-dog',
        pack: 'jar',
        nutrition: 'mustard',
        ingredients: 'Acqua, semi di senape, aceto, sale, spezie',
        allergens: ALLERGENS.mustard,
      }),
      l("Glassa all'aceto balsamico", 'Ponti', '250 ml=349', {
        nutrition: 'balsamic',
        ingredients: "Aceto balsamico di Modena IGP 60%, mosto d'uva concentrato, amido modificato",
      }),
    ],
  },
  {
    slug: 'dispensa/olio-e-condimenti/sale-e-spezie',
    icon: 'salt',
    pack: 'jar',
    vat: 10,
    nutrition: 'spices',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.none,
    long: 'Sale, spezie ed erbe essiccate per insaporire ogni piatto con un pizzico di carattere.',
    lines: [
      l('Sale marino grosso', 'Saline di Trapani', '1 kg=59', {
        pack: 'box',
        nutrition: 'salt',
        ingredients: 'Sale marino',
        vat: 4,
        origin: 'Sicilia',
      }),
      l('Sale fino iodato', 'Saline di Trapani', '1 kg=69', {
        pack: 'box',
        nutrition: 'salt',
        ingredients: 'Sale marino, iodato di potassio',
        vat: 4,
        origin: 'Sicilia',
      }),
      l('Pepe nero macinato', 'Cannamela', '50 g=199', { ingredients: 'Pepe nero' }),
      l('Origano', 'Cannamela', '10 g=129', { icon: 'herb', ingredients: 'Origano', origin: 'Italia' }),
      l('Zafferano in polvere', 'Cannamela', '3 x 0,15 g=349', {
        icon: 'sheaf-of-rice',
        ingredients: 'Zafferano',
      }),
      l('Peperoncino frantumato', 'Cannamela', '20 g=149', {
        icon: 'hot-pepper',
        ingredients: 'Peperoncino',
        origin: 'Calabria',
      }),
      l('Dado vegetale', 'Star|Knorr', '10 x 10 g=169', {
        icon: 'pot-of-food',
        pack: 'box',
        nutrition: 'stock_cube',
        ingredients:
          'Sale, grassi vegetali, esaltatore di sapidità: glutammato monosodico, estratto di lievito, verdure disidratate 4% (carota, cipolla, sedano), prezzemolo',
        allergens: ALLERGENS.celery,
      }),
      l('Paprika dolce', 'Cannamela', '50 g=179', { icon: 'bell-pepper', ingredients: 'Paprika' }),
    ],
  },
  {
    slug: 'colazione-e-dolci/colazione/caffe',
    icon: 'hot-beverage',
    pack: 'bag',
    vat: 22,
    nutrition: 'coffee',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.none,
    ingredients: 'Caffè tostato macinato',
    long: "Miscele tostate lentamente in Italia: aroma intenso e crema persistente, dalla moka all'espresso.",
    lines: [
      l('Caffè macinato per moka', 'Lavazza|Kimbo|Illy', '250 g=349'),
      l('Caffè macinato per moka', 'Lavazza', '4 x 250 g=1199'),
      l('Caffè in grani', 'Lavazza|Illy', '1 kg=1599', { ingredients: 'Caffè tostato in grani' }),
      l('Capsule compatibili Nespresso', 'Kimbo|Lavazza', '10 capsule=349', { pack: 'box' }),
      l('Caffè decaffeinato macinato', 'Kimbo', '250 g=399', {
        ingredients: 'Caffè decaffeinato tostato macinato',
      }),
      l('Orzo solubile', 'Orzo Bimbo', '120 g=299', {
        pack: 'jar',
        vat: 10,
        nutrition: 'barley_drink',
        icon: 'sheaf-of-rice',
        ingredients: 'Orzo tostato solubile',
        allergens: ALLERGENS.gluten,
      }),
    ],
  },
  {
    slug: 'colazione-e-dolci/colazione/te-e-tisane',
    icon: 'teacup-without-handle',
    pack: 'box',
    vat: 10,
    nutrition: 'tea',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.none,
    ingredients: 'Tè nero',
    long: 'Tè e infusi in filtri singoli, per una pausa calda in ogni momento della giornata.',
    lines: [
      l('Tè nero classico', 'Twinings|Lipton', '25 bustine=249'),
      l('Tè verde', 'Twinings', '25 bustine=269', { ingredients: 'Tè verde' }),
      l('Camomilla', 'Bonomelli|Pompadour', '18 filtri=199', {
        icon: 'blossom',
        ingredients: 'Capolini di camomilla',
      }),
      l('Tisana ai frutti di bosco', 'Pompadour', '20 filtri=219', {
        icon: 'blueberries',
        ingredients: 'Ibisco, mela, rosa canina, more 5%, mirtilli 5%, aromi',
      }),
      l('Infuso zenzero e limone', 'Pompadour', '20 filtri=229', {
        icon: 'ginger-root',
        ingredients: 'Zenzero 40%, citronella, scorza di limone 10%, aromi',
      }),
    ],
  },
  {
    slug: 'colazione-e-dolci/colazione/cereali-per-la-colazione',
    icon: 'bowl-with-spoon',
    pack: 'box',
    vat: 10,
    nutrition: 'breakfast_cereals',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.gluten,
    ingredients: "Mais, zucchero, estratto di malto d'orzo, sale, vitamine, ferro",
    long: 'Cereali croccanti per cominciare la giornata con energia, nel latte o nello yogurt.',
    lines: [
      l('Corn flakes', "Kellogg's|Valle Fiorita", '375 g=279', { icon: 'ear-of-corn' }),
      l('Muesli con frutta secca', 'Valle Fiorita', '500 g=299', {
        nutrition: 'muesli',
        ingredients:
          "Fiocchi d'avena, fiocchi di frumento, uvetta, nocciole 5%, mandorle 3%, fiocchi di mais",
        allergens: 'Contiene: glutine, frutta a guscio.',
        pack: 'bag',
      }),
      l("Fiocchi d'avena", 'Quaker', '500 g=199', {
        nutrition: 'oats',
        ingredients: "Fiocchi d'avena integrale",
      }),
      l('Cereali al cioccolato', "Kellogg's|Nestlé", '375 g=329', {
        nutrition: 'chocolate_cereals',
        icon: 'chocolate-bar',
        ingredients: 'Riso, zucchero, cacao magro 5%, farina di frumento, sale, vitamine',
      }),
      l('Riso soffiato', 'Valle Fiorita', '300 g=199', {
        icon: 'cooked-rice',
        ingredients: 'Riso, zucchero, sale',
        allergens: ALLERGENS.none,
      }),
      l('Fette biscottate integrali', 'Mulino Bianco', '315 g=219', {
        icon: 'bread',
        nutrition: 'rusks',
        ingredients:
          'Farina integrale di frumento, farina di grano tenero, zucchero, olio di semi di girasole, lievito, sale',
      }),
    ],
  },
  {
    slug: 'colazione-e-dolci/colazione/creme-spalmabili-e-confetture',
    icon: 'honey-pot',
    pack: 'jar',
    vat: 10,
    nutrition: 'jam',
    storage: STORAGE.longLife,
    allergens: ALLERGENS.none,
    ingredients: 'Frutta, zucchero, gelificante: pectina, correttore di acidità: acido citrico',
    long: 'Da spalmare sul pane, sulle fette biscottate o da usare per farcire crostate e torte.',
    lines: [
      l('Nutella', 'Ferrero', '450 g=399', {
        icon: 'chocolate-bar',
        nutrition: 'hazelnut_spread',
        ingredients:
          'Zucchero, olio di palma, nocciole 13%, cacao magro 7,4%, latte scremato in polvere 6,6%, emulsionante: lecitine di soia, vanillina',
        allergens: 'Contiene: latte, frutta a guscio (nocciole), soia.',
      }),
      l('Crema spalmabile alle nocciole', 'Novi', '400 g=349', {
        icon: 'chocolate-bar',
        nutrition: 'hazelnut_spread',
        ingredients:
          'Zucchero, nocciole 20%, olio di girasole, cacao magro, latte scremato in polvere, emulsionante: lecitina di girasole',
        allergens: ALLERGENS.milkNuts,
      }),
      l('Confettura extra di albicocche', 'Zuegg|Hero', '320 g=249', { icon: 'peach' }),
      l('Confettura extra di fragole', 'Zuegg', '320 g=249', { icon: 'strawberry' }),
      l('Marmellata di arance', 'Hero', '340 g=249', { icon: 'tangerine' }),
      l('Miele millefiori italiano', 'Ambrosoli|Mielizia', '500 g=599', {
        nutrition: 'honey',
        ingredients: 'Miele millefiori',
        origin: 'Italia',
      }),
      l('Miele di acacia', 'Mielizia', '250 g=499', {
        nutrition: 'honey',
        ingredients: 'Miele di acacia',
        origin: 'Italia',
      }),
      l('Crema di pistacchio', 'Sapori del Sud', '200 g=599', {
        icon: 'peanuts',
        nutrition: 'hazelnut_spread',
        ingredients: 'Zucchero, pistacchi di Sicilia 40%, latte in polvere, olio di girasole',
        allergens: ALLERGENS.milkNuts,
        origin: 'Sicilia',
      }),
    ],
  },
  {
    slug: 'colazione-e-dolci/dolci-e-snack/cioccolato',
    icon: 'chocolate-bar',
    pack: 'box',
    vat: 10,
    nutrition: 'milk_chocolate',
    storage: STORAGE.pantry,
    allergens: 'Contiene: latte, soia. Può contenere frutta a guscio.',
    ingredients:
      'Zucchero, burro di cacao, latte intero in polvere, pasta di cacao, emulsionante: lecitina di soia, aromi',
    long: 'Cioccolato di qualità, dal fondente intenso al latte cremoso, per un piccolo piacere quotidiano.',
    lines: [
      l('Cioccolato fondente 70%', 'Lindt|Novi', '100 g=249', {
        nutrition: 'dark_chocolate',
        ingredients: 'Pasta di cacao, zucchero, burro di cacao, vaniglia. Cacao 70% minimo',
      }),
      l('Cioccolato al latte', 'Milka|Novi', '100 g=169'),
      l('Cioccolato al latte con nocciole intere', 'Ritter Sport', '100 g=219', {
        allergens: 'Contiene: latte, frutta a guscio (nocciole), soia.',
      }),
      l('Cioccolatini fondenti ripieni alla nocciola', 'Perugina', '200 g=699', {
        nutrition: 'dark_chocolate',
        allergens: ALLERGENS.milkNuts,
      }),
      l('Gianduiotti', 'Caffarel', '250 g=799', {
        ingredients: 'Zucchero, nocciole Piemonte IGP 30%, cacao, latte in polvere',
        allergens: ALLERGENS.milkNuts,
        origin: 'Piemonte',
      }),
      l('Cioccolato bianco', 'Lindt', '100 g=229', {
        ingredients: 'Zucchero, burro di cacao, latte intero in polvere, lattosio, vaniglia',
      }),
      l('Cioccolato extra fondente 85%', 'Lindt', '100 g=269', {
        nutrition: 'dark_chocolate',
        ingredients: 'Pasta di cacao, burro di cacao, cacao magro, zucchero',
      }),
    ],
  },
  {
    slug: 'colazione-e-dolci/dolci-e-snack/caramelle-e-gomme',
    icon: 'candy',
    pack: 'bag',
    vat: 10,
    nutrition: 'candy',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.none,
    ingredients:
      'Sciroppo di glucosio, zucchero, gelatina, destrosio, acidificante: acido citrico, succhi di frutta concentrati, aromi',
    long: 'Caramelle e dolciumi per grandi e piccini, da condividere o tenere in borsa.',
    lines: [
      l('Caramelle gommose alla frutta', 'Haribo|Fida', '175 g=169'),
      l('Caramelle alla liquirizia', 'Amarelli', '100 g=299', {
        pack: 'box',
        ingredients: 'Zucchero, liquirizia pura 20%, amido, gomma arabica',
        origin: 'Calabria',
      }),
      l('Gomme da masticare alla menta', 'Vivident|Brooklyn', '30 g=149', {
        nutrition: 'chewing_gum',
        pack: 'box',
        ingredients:
          'Edulcoranti: sorbitolo, mannitolo, xilitolo; gomma base, aromi, addensante: gomma arabica',
      }),
      l('Lecca lecca assortiti', 'Chupa Chups', '10 pz=249', {
        icon: 'lollipop',
        nutrition: 'hard_candy',
        ingredients: 'Zucchero, sciroppo di glucosio, acidificante: acido citrico, aromi, coloranti',
      }),
      l('Caramelle balsamiche alle erbe', 'Ricola', '50 g=199', {
        pack: 'box',
        nutrition: 'hard_candy',
        ingredients: 'Zucchero, sciroppo di glucosio, estratto di erbe 0,5%, mentolo',
      }),
      l('Confetti alle mandorle', 'Pelino', '500 g=999', {
        nutrition: 'hard_candy',
        ingredients: 'Zucchero, mandorle 40%, amido di riso, gomma arabica, aromi',
        allergens: ALLERGENS.nuts,
        origin: 'Abruzzo',
      }),
    ],
  },
  {
    slug: 'colazione-e-dolci/dolci-e-snack/patatine-e-snack-salati',
    icon: 'popcorn',
    pack: 'bag',
    vat: 10,
    nutrition: 'chips',
    storage: STORAGE.pantry,
    allergens: ALLERGENS.none,
    ingredients: 'Patate, olio di semi di girasole, sale',
    long: "Snack croccanti per l'aperitivo, le feste e le serate davanti a un film.",
    lines: [
      l('Patatine classiche', 'San Carlo|Pata', '150 g=179', { icon: 'potato' }),
      l('Patatine al rosmarino', 'San Carlo', '150 g=199', {
        icon: 'potato',
        ingredients: 'Patate, olio di semi di girasole, sale, rosmarino 0,5%',
      }),
      l('Patatine classiche multipack', 'Amica Chips', '6 x 25 g=249', { icon: 'potato' }),
      l('Popcorn per microonde', 'Valle Fiorita', '3 x 100 g=199', {
        nutrition: 'popcorn',
        pack: 'box',
        ingredients: 'Mais da scoppio, olio di palma, sale',
      }),
      l('Salatini assortiti', 'Crich', '250 g=199', {
        icon: 'pretzel',
        nutrition: 'crackers',
        ingredients:
          "Farina di grano tenero, olio di semi di girasole, sale, estratto di malto d'orzo, lievito",
        allergens: ALLERGENS.gluten,
      }),
      l('Tortilla chips', 'Old El Paso', '185 g=229', {
        icon: 'taco',
        ingredients: 'Mais, olio di semi di girasole, sale',
      }),
    ],
  },
];
