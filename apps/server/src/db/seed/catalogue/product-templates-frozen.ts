import { productLine as l, type SubcategoryTemplate } from './product-line.js';
import { ALLERGENS, STORAGE } from './shelf-texts.js';

export const FROZEN_PRODUCT_TEMPLATES: SubcategoryTemplate[] = [
  {
    slug: 'surgelati/verdure-surgelate/verdure-e-legumi-surgelati',
    icon: 'broccoli',
    pack: 'bag',
    vat: 10,
    nutrition: 'frozen_vegetables',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.none,
    origin: 'Italia',
    long: 'Verdure raccolte al giusto punto di maturazione e surgelate entro poche ore, già pulite e pronte da cuocere.',
    lines: [
      l('Spinaci in foglia', 'Findus|Orogel', '450 g=199', { icon: 'leafy-green', ingredients: 'Spinaci' }),
      l('Piselli finissimi', 'Findus|Orogel', '450 g=229', {
        icon: 'pea-pod',
        nutrition: 'frozen_peas',
        ingredients: 'Piselli',
      }),
      l('Fagiolini finissimi', 'Orogel', '450 g=219', { icon: 'pea-pod', ingredients: 'Fagiolini' }),
      l('Broccoli a rosette', 'Orogel', '450 g=229', { ingredients: 'Broccoli' }),
      l('Verdure grigliate', 'Findus', '300 g=299', {
        icon: 'eggplant',
        ingredients: 'Melanzane, zucchine, peperoni, olio di semi di girasole, sale, prezzemolo, aglio',
      }),
      l('Patatine fritte da forno', 'McCain|Pizzoli', '750 g=249', {
        icon: 'french-fries',
        nutrition: 'frozen_fries',
        ingredients: 'Patate 95%, olio di semi di girasole',
      }),
    ],
  },
  {
    slug: 'surgelati/verdure-surgelate/minestroni-e-zuppe',
    icon: 'pot-of-food',
    pack: 'bag',
    vat: 10,
    nutrition: 'soup',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.celery,
    ingredients: 'Patate, carote, zucchine, fagioli, piselli, sedano, cipolla, porri, spinaci, cavolo verza',
    origin: 'Italia',
    long: 'Minestroni e zuppe con verdure italiane a pezzi, da portare in tavola in 15 minuti senza sbucciare nulla.',
    lines: [
      l('Minestrone tradizionale', 'Findus|Orogel', '1 kg=299'),
      l('Zuppa di legumi', 'Orogel', '600 g=279', {
        icon: 'beans',
        ingredients: 'Fagioli borlotti, ceci, lenticchie, carote, sedano, cipolla, pomodoro',
      }),
      l('Passato di verdure', 'Findus', '600 g=269'),
      l('Vellutata di zucca', 'Orogel', '600 g=299', {
        icon: 'jack-o-lantern',
        ingredients: 'Zucca 60%, patate, cipolla, olio extravergine di oliva, sale',
      }),
      l('Zuppa toscana', 'Findus', '600 g=319', {
        ingredients:
          'Cavolo nero, fagioli cannellini, patate, carote, sedano, cipolla, pane (farina di grano tenero), olio extravergine di oliva',
        allergens: 'Contiene: glutine, sedano.',
      }),
      l('Minestrone 16 verdure', 'Orogel', '1 kg=329'),
    ],
  },
  {
    slug: 'surgelati/pesce-surgelato/bastoncini-e-panati',
    icon: 'fish',
    pack: 'box',
    vat: 10,
    nutrition: 'breaded_fish',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.glutenFish,
    ingredients:
      'Filetti di merluzzo 65%, pangrattato (farina di frumento, lievito, sale), olio di semi di girasole, amido',
    long: 'Pesce panato con una panatura croccante, pronto in forno o in padella in pochi minuti.',
    lines: [
      l('Bastoncini di merluzzo', 'Findus|Mare Nostrum', '450 g=449'),
      l('Bastoncini di merluzzo maxi', 'Findus', '900 g=799'),
      l('Fiori di nasello panati', 'Findus', '400 g=499', {
        ingredients:
          'Filetti di nasello 60%, pangrattato (farina di frumento), olio di semi di girasole, sale',
      }),
      l('Crocchette di pesce', 'Mare Nostrum', '300 g=349'),
      l('Anelli di totano panati', 'Mare Nostrum', '400 g=499', {
        icon: 'squid',
        ingredients: 'Totano 55%, farina di frumento, olio di semi di girasole, sale',
        allergens: 'Contiene: glutine, molluschi.',
      }),
      l('Cotolette di pollo panate', 'Amadori', '4 x 100 g=449', {
        icon: 'poultry-leg',
        nutrition: 'breaded_chicken',
        ingredients: 'Carne di pollo 60%, pangrattato (farina di frumento), olio di semi di girasole, sale',
        allergens: ALLERGENS.gluten,
      }),
    ],
  },
  {
    slug: 'surgelati/pesce-surgelato/pesce-al-naturale',
    icon: 'shrimp',
    pack: 'bag',
    vat: 10,
    nutrition: 'white_fish',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.fish,
    long: 'Pesce surgelato a bordo subito dopo la pesca, pulito e pronto da cucinare senza scongelare.',
    lines: [
      l('Filetti di merluzzo', 'Findus|Mare Nostrum', '400 g=599', {
        icon: 'fish',
        ingredients: 'Merluzzo (Gadus morhua)',
        origin: 'Oceano Atlantico nord-orientale',
      }),
      l('Gamberi sgusciati', 'Mare Nostrum', '300 g=699', {
        nutrition: 'seafood',
        ingredients: 'Gamberi (Litopenaeus vannamei), acqua, sale',
        allergens: ALLERGENS.shellfish,
        origin: 'Ecuador',
      }),
      l('Misto mare', 'Findus|Mare Nostrum', '450 g=499', {
        nutrition: 'seafood',
        ingredients: 'Cozze, vongole, totani, gamberi, seppie',
        allergens: 'Contiene: molluschi, crostacei.',
      }),
      l('Filetti di salmone', 'Mare Nostrum', '2 x 125 g=599', {
        icon: 'fish',
        nutrition: 'oily_fish',
        ingredients: 'Salmone (Salmo salar)',
        origin: 'Norvegia',
      }),
      l('Anelli di calamaro', 'Mare Nostrum', '400 g=549', {
        icon: 'squid',
        nutrition: 'seafood',
        ingredients: 'Calamaro',
        allergens: ALLERGENS.molluscs,
      }),
      l('Polpo', 'Mare Nostrum', '800 g=1299', {
        icon: 'octopus',
        nutrition: 'seafood',
        ingredients: 'Polpo (Octopus vulgaris)',
        allergens: ALLERGENS.molluscs,
        origin: 'Marocco',
      }),
    ],
  },
  {
    slug: 'surgelati/pizze-e-piatti-pronti/pizze-surgelate',
    icon: 'pizza',
    pack: 'box',
    vat: 10,
    nutrition: 'frozen_pizza',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.glutenMilk,
    ingredients:
      'Farina di grano tenero, pomodoro, mozzarella 18%, acqua, olio extravergine di oliva, lievito, sale, origano',
    long: 'Pizze con impasto lievitato 24 ore e cotte su pietra: bastano 10 minuti in forno per averle croccanti.',
    lines: [
      l('Pizza margherita', 'Cameo|Buitoni', '340 g=299'),
      l('Pizza margherita', 'Cameo', '3 x 300 g=599'),
      l('Pizza prosciutto e funghi', 'Cameo', '350 g=349', {
        ingredients:
          'Farina di grano tenero, pomodoro, mozzarella, prosciutto cotto 10%, funghi champignon 8%, olio, lievito, sale',
      }),
      l('Pizza quattro formaggi', 'Buitoni', '360 g=349', { icon: 'cheese-wedge' }),
      l('Pizza diavola', 'Buitoni', '350 g=349', {
        icon: 'hot-pepper',
        ingredients:
          'Farina di grano tenero, pomodoro, mozzarella, salame piccante 10%, olio, lievito, sale, peperoncino',
      }),
      l('Focaccia farcita', 'Buitoni', '400 g=399', { icon: 'flatbread' }),
      l('Calzoni pomodoro e mozzarella', 'Cameo', '2 x 200 g=349'),
    ],
  },
  {
    slug: 'surgelati/pizze-e-piatti-pronti/primi-e-secondi-pronti',
    icon: 'shallow-pan-of-food',
    pack: 'box',
    vat: 10,
    nutrition: 'ready_meal',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.glutenMilkEggs,
    ingredients:
      "Pasta all'uovo (farina di grano tenero, uova), ragù (pomodoro, carne di bovino, carne di suino), besciamella (latte, farina, burro), Grana Padano DOP",
    long: 'Piatti della cucina italiana pronti da scaldare in forno o in microonde, per una cena senza pensieri.',
    lines: [
      l('Lasagne alla bolognese', 'Findus|Buitoni', '600 g=449'),
      l('Risotto ai funghi porcini', 'Findus', '550 g=399', {
        icon: 'cooked-rice',
        ingredients: 'Riso 45%, acqua, funghi porcini 10%, panna, burro, cipolla, Grana Padano DOP, sale',
        allergens: ALLERGENS.milk,
      }),
      l('Cannelloni ricotta e spinaci', 'Buitoni', '600 g=429'),
      l('Polpette al sugo', 'Findus', '400 g=399', {
        icon: 'pot-of-food',
        ingredients: 'Polpette (carne di bovino, pangrattato, uova, formaggio) 50%, salsa di pomodoro',
      }),
      l('Paella', 'Findus', '550 g=499', {
        ingredients: 'Riso, gamberi, cozze, calamari, piselli, peperoni, pollo, olio, zafferano, sale',
        allergens: 'Contiene: crostacei, molluschi.',
      }),
      l('Burger vegetali', 'Valle Fiorita', '2 x 100 g=299', {
        icon: 'hamburger',
        nutrition: 'veggie_burger',
        ingredients:
          'Verdure 45% (carote, piselli, spinaci), pangrattato (farina di frumento), fiocchi di patate, olio di semi di girasole, sale',
        allergens: ALLERGENS.gluten,
      }),
    ],
  },
  {
    slug: 'surgelati/gelati/gelati-in-vaschetta',
    icon: 'ice-cream',
    pack: 'box',
    vat: 10,
    nutrition: 'ice_cream',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.milk,
    ingredients: "Latte, zucchero, panna, sciroppo di glucosio, tuorlo d'uovo, stabilizzanti, aromi",
    long: 'Gelato cremoso mantecato lentamente, da servire in coppa o con una fetta di torta.',
    lines: [
      l('Gelato alla crema', "Sammontana|Carte d'Or", '500 g=399', { allergens: 'Contiene: latte, uova.' }),
      l('Gelato alla stracciatella', 'Sammontana', '500 g=399'),
      l('Gelato al pistacchio', "Carte d'Or", '500 g=449', { allergens: ALLERGENS.milkNuts }),
      l('Sorbetto al limone', 'Sammontana', '500 g=349', {
        icon: 'lemon',
        nutrition: 'sorbet',
        ingredients: 'Acqua, zucchero, succo di limone 20%, sciroppo di glucosio, addensanti',
        allergens: ALLERGENS.none,
      }),
      l('Gelato al cioccolato', "Carte d'Or", '500 g=399', { icon: 'chocolate-bar' }),
      l('Semifreddo al torroncino', 'Sammontana', '500 g=499', {
        allergens: 'Contiene: latte, uova, frutta a guscio.',
      }),
    ],
  },
  {
    slug: 'surgelati/gelati/coni-e-stecchi',
    icon: 'soft-ice-cream',
    pack: 'box',
    vat: 10,
    nutrition: 'ice_cream',
    storage: STORAGE.frozen,
    allergens: ALLERGENS.glutenMilk,
    ingredients:
      'Latte, zucchero, cialda (farina di frumento, zucchero), panna, cioccolato, sciroppo di glucosio, aromi',
    long: "Gelati in multipack, sempre pronti in freezer per la merenda e il dopocena d'estate.",
    lines: [
      l('Coni alla vaniglia', 'Algida|Sammontana', '6 x 75 g=399'),
      l('Stecchi vaniglia e cioccolato', 'Algida', '4 x 70 g=449', {
        icon: 'ice-cream',
        allergens: 'Contiene: latte, soia.',
      }),
      l('Ghiaccioli alla frutta', 'Sammontana', '8 x 45 g=299', {
        icon: 'shaved-ice',
        nutrition: 'ice_lolly',
        ingredients: 'Acqua, zucchero, succhi di frutta 12%, sciroppo di glucosio, aromi',
        allergens: ALLERGENS.none,
      }),
      l('Biscotto gelato', 'Sammontana', '6 x 60 g=349', { icon: 'cookie' }),
      l('Tartufo al cioccolato', 'Sammontana', '4 x 80 g=449', {
        icon: 'chocolate-bar',
        allergens: 'Contiene: latte, uova, frutta a guscio.',
      }),
      l('Ghiaccioli al limone', 'Valle Fiorita', '10 x 45 g=299', {
        icon: 'lemon',
        nutrition: 'ice_lolly',
        ingredients: 'Acqua, zucchero, succo di limone 8%, aromi',
        allergens: ALLERGENS.none,
      }),
    ],
  },
];
