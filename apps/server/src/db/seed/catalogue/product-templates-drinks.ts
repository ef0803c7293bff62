import { productLine as l, type SubcategoryTemplate } from './product-line.js';
import { ALLERGENS, STORAGE } from './shelf-texts.js';

const SIX_PACK_ONLY = { multiple: 6, locked: true };

export const DRINKS_PRODUCT_TEMPLATES: SubcategoryTemplate[] = [
  {
    slug: 'bevande/acqua/acqua-naturale',
    icon: 'potable-water',
    pack: 'bottle',
    vat: 22,
    nutrition: 'water',
    storage: STORAGE.drinks,
    allergens: ALLERGENS.none,
    ingredients: 'Acqua minerale naturale',
    origin: 'Italia',
    long: "Acqua minerale leggera imbottigliata alla sorgente, ideale per l'uso quotidiano e per i bambini.",
    lines: [
      l('Acqua minerale naturale', "San Benedetto|Levissima|Sant'Anna", '1,5 l=39', {
        quantity: SIX_PACK_ONLY,
      }),
      l('Acqua minerale naturale', 'San Benedetto|Levissima', '6 x 1,5 l=229'),
      l('Acqua minerale naturale', "Sant'Anna", '6 x 0,5 l=199', { origin: 'Piemonte' }),
      l('Acqua oligominerale', 'Acqua Panna', '6 x 1 l=399', { origin: 'Toscana' }),
      l('Acqua naturale in vetro', 'San Benedetto', '1 l=69', { quantity: { multiple: 6 } }),
    ],
  },
  {
    slug: 'bevande/acqua/acqua-frizzante',
    icon: 'potable-water',
    pack: 'bottle',
    vat: 22,
    nutrition: 'water',
    storage: STORAGE.drinks,
    allergens: ALLERGENS.none,
    ingredients: 'Acqua minerale naturale, anidride carbonica',
    origin: 'Italia',
    long: "Acqua frizzante dalle bollicine fini e persistenti, perfetta a tavola e con l'aperitivo.",
    lines: [
      l('Acqua minerale frizzante', 'San Pellegrino|Ferrarelle', '1,5 l=49', { quantity: SIX_PACK_ONLY }),
      l('Acqua minerale frizzante', 'San Pellegrino', '6 x 1,5 l=299', { origin: 'Lombardia' }),
      l('Acqua effervescente naturale', 'Ferrarelle', '6 x 1,5 l=279', {
        ingredients: 'Acqua minerale naturale effervescente',
        origin: 'Campania',
      }),
      l('Acqua leggermente frizzante', 'Lete', '6 x 1,5 l=259', { origin: 'Campania' }),
      l('Acqua frizzante in vetro', 'San Pellegrino', '75 cl=99'),
      l('Acqua minerale frizzante', 'Levissima', '6 x 0,5 l=219', { origin: 'Lombardia' }),
    ],
  },
  {
    slug: 'bevande/bibite-e-succhi/bibite-gassate',
    icon: 'cup-with-straw',
    pack: 'bottle',
    vat: 22,
    nutrition: 'soft_drink',
    storage: STORAGE.drinks,
    allergens: ALLERGENS.none,
    ingredients: 'Acqua, zucchero, anidride carbonica, acidificante: acido citrico, aromi naturali',
    long: 'Bibite frizzanti da servire ben fredde, per le feste, la pizza del sabato e le giornate calde.',
    lines: [
      l('Cola', 'Coca-Cola|Pepsi', '1,5 l=199', {
        ingredients:
          'Acqua, zucchero, anidride carbonica, colorante: caramello E150d, acidificante: acido fosforico, aromi naturali, caffeina',
      }),
      l('Cola zero zuccheri', 'Coca-Cola', '6 x 33 cl=449', {
        pack: 'can',
        nutrition: 'zero_drink',
        ingredients:
          'Acqua, anidride carbonica, colorante: caramello E150d, edulcoranti: aspartame, acesulfame K, acidificante: acido fosforico, aromi naturali, caffeina',
      }),
      l('Aranciata', 'San Pellegrino|Fanta', '6 x 33 cl=399', {
        pack: 'can',
        icon: 'tangerine',
        ingredients:
          'Acqua, succo di arancia 12%, zucchero, anidride carbonica, acido citrico, aromi naturali',
      }),
      l('Chinotto', 'Lurisia', '275 ml=129', { origin: 'Piemonte' }),
      l('Gazzosa', 'Lurisia', '275 ml=119', { icon: 'lemon', origin: 'Piemonte' }),
      l('Tè freddo al limone', 'San Benedetto|Estathé', '1,5 l=159', {
        icon: 'teacup-without-handle',
        nutrition: 'iced_tea',
        ingredients:
          'Acqua, zucchero, succo di limone 0,5%, estratto di tè 0,12%, acidificante: acido citrico, aromi',
      }),
      l('Acqua tonica', 'Schweppes', '1 l=169', {
        ingredients: 'Acqua, zucchero, anidride carbonica, acidificante: acido citrico, aromi, chinino',
      }),
    ],
  },
  {
    slug: 'bevande/bibite-e-succhi/succhi-di-frutta',
    icon: 'beverage-box',
    pack: 'carton',
    vat: 22,
    nutrition: 'juice',
    storage: STORAGE.longLife,
    allergens: ALLERGENS.none,
    ingredients: 'Succo di frutta',
    long: 'Succhi e nettari con tanta frutta e senza conservanti, per la colazione e la merenda.',
    lines: [
      l('Succo di arancia 100%', 'Santal|Yoga|Skipper', '1 l=199', {
        icon: 'tangerine',
        ingredients: 'Succo di arancia 100%',
      }),
      l('Succo di pera', 'Yoga', '3 x 200 ml=189', {
        icon: 'pear',
        ingredients: 'Purea di pera 50%, acqua, zucchero, acidificante: acido citrico',
      }),
      l('Succo ACE', 'Santal|Yoga', '1 l=179', {
        icon: 'tangerine',
        ingredients: 'Acqua, succo di arancia, succo di carota, succo di limone, zucchero, vitamine A, C, E',
      }),
      l('Spremuta di arance rosse', 'Oranfrizer', '1 l=349', {
        icon: 'tangerine',
        pack: 'bottle',
        ingredients: 'Succo di arance rosse 100%',
        storage: STORAGE.chilled,
        origin: 'Sicilia',
      }),
      l('Succo di mirtillo', 'Skipper', '1 l=229', {
        icon: 'blueberries',
        ingredients: 'Acqua, succo di mirtillo 30%, zucchero, vitamina C',
      }),
      l('Succo di pesca', 'Santal', '6 x 200 ml=299', {
        icon: 'peach',
        ingredients: 'Purea di pesca 50%, acqua, zucchero, acidificante: acido citrico',
      }),
    ],
  },
  {
    slug: 'bevande/birra-e-vino/birre',
    icon: 'beer-mug',
    pack: 'bottle',
    vat: 22,
    nutrition: 'beer',
    storage: STORAGE.drinks,
    allergens: ALLERGENS.glutenSulphites,
    ingredients: "Acqua, malto d'orzo, mais, luppolo",
    origin: 'Italia',
    long: 'Birre italiane chiare, rosse e artigianali, da servire fresche tra 4 e 6 °C. Vietata la vendita ai minori di 18 anni.',
    lines: [
      l('Birra lager', 'Peroni|Moretti', '66 cl=129', { quantity: { max: 24 } }),
      l('Birra lager', 'Peroni|Moretti', '6 x 33 cl=549'),
      l('Birra non filtrata', 'Ichnusa', '50 cl=179', { origin: 'Sardegna' }),
      l('Birra artigianale IPA', 'Baladin', '33 cl=349', {
        ingredients: "Acqua, malto d'orzo, luppolo, lievito",
        origin: 'Piemonte',
      }),
      l('Birra analcolica', 'Moretti', '6 x 33 cl=499', { nutrition: 'alcohol_free_beer' }),
      l('Birra rossa doppio malto', 'Menabrea', '33 cl=149', {
        ingredients: "Acqua, malto d'orzo, malto caramello, luppolo",
        origin: 'Piemonte',
      }),
    ],
  },
  {
    slug: 'bevande/birra-e-vino/vini-rossi',
    icon: 'wine-glass',
    pack: 'bottle',
    vat: 22,
    nutrition: 'wine',
    storage: STORAGE.drinks,
    allergens: ALLERGENS.sulphites,
    ingredients: 'Uve rosse',
    long: 'Vini rossi delle migliori denominazioni italiane, da servire a 16–18 °C. Vietata la vendita ai minori di 18 anni.',
    lines: [
      l('Chianti Classico DOCG', 'Ruffino|Antinori', '75 cl=899', {
        ingredients: 'Uve Sangiovese',
        origin: 'Toscana',
      }),
      l("Montepulciano d'Abruzzo DOC", 'Citra|Masciarelli', '75 cl=499', {
        ingredients: 'Uve Montepulciano',
        origin: 'Abruzzo',
      }),
      l('Barolo DOCG', 'Fontanafredda', '75 cl=2490', { ingredients: 'Uve Nebbiolo', origin: 'Piemonte' }),
      l('Primitivo di Manduria DOP', 'Feudi di San Marzano', '75 cl=1090', {
        ingredients: 'Uve Primitivo',
        origin: 'Puglia',
      }),
      l("Nero d'Avola Sicilia DOC", 'Planeta|Donnafugata', '75 cl=999', {
        ingredients: "Uve Nero d'Avola",
        origin: 'Sicilia',
      }),
      l('Lambrusco di Sorbara DOC', 'Cleto Chiarli', '75 cl=599', {
        ingredients: 'Uve Lambrusco di Sorbara',
        origin: 'Emilia-Romagna',
      }),
      l('Vino rosso da tavola', 'Tavernello', '1 l=199', { pack: 'carton' }),
    ],
  },
  {
    slug: 'bevande/birra-e-vino/vini-bianchi-e-bollicine',
    icon: 'bottle-with-popping-cork',
    pack: 'bottle',
    vat: 22,
    nutrition: 'sparkling_wine',
    storage: STORAGE.drinks,
    allergens: ALLERGENS.sulphites,
    ingredients: 'Uve bianche',
    long: "Bianchi freschi e bollicine italiane da servire a 6–8 °C, dall'aperitivo al brindisi. Vietata la vendita ai minori di 18 anni.",
    lines: [
      l('Prosecco DOC extra dry', 'Mionetto|Valdo', '75 cl=799', {
        ingredients: 'Uve Glera',
        origin: 'Veneto',
      }),
      l('Franciacorta DOCG brut', 'Berlucchi', '75 cl=2290', {
        ingredients: 'Uve Chardonnay, Pinot nero',
        origin: 'Lombardia',
      }),
      l('Vermentino di Sardegna DOC', 'Sella & Mosca', '75 cl=799', {
        icon: 'wine-glass',
        nutrition: 'wine',
        ingredients: 'Uve Vermentino',
        origin: 'Sardegna',
      }),
      l('Pinot grigio delle Venezie DOC', 'Santa Margherita|Zonin', '75 cl=899', {
        icon: 'wine-glass',
        nutrition: 'wine',
        ingredients: 'Uve Pinot grigio',
        origin: 'Veneto',
      }),
      l('Trento DOC brut', 'Ferrari', '75 cl=2490', {
        ingredients: 'Uve Chardonnay',
        origin: 'Trentino-Alto Adige',
      }),
      l("Moscato d'Asti DOCG", 'Fontanafredda', '75 cl=899', {
        nutrition: 'sweet_wine',
        ingredients: 'Uve Moscato bianco',
        origin: 'Piemonte',
      }),
    ],
  },
];
