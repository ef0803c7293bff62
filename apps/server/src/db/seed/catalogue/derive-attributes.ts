import { attributeMask, type ProductAttributeKey } from '@spesa/shared/catalogue/product-attributes';
import type { SeedProduct } from './seed-catalogue.types.js';

/**
 * The grocery characteristics of a demo product, read from its own data by plain rules, so that a filter never
 * claims what the label does not say:
 * - Bio: the name or the brand says "bio"/"biologico", or the ingredients are organic ("biologico").
 * - Surgelati: the product is on a shelf of the frozen department.
 * - DOP/IGP: the name carries a protected designation (DOP, IGP; for wine DOC and DOCG, which are DOP in EU law).
 * - Made in Italy: the stated origin is Italy or an Italian region.
 * - Senza glutine: labelled so (name or allergen statement), or a food whose allergen statement declares no gluten
 *   and whose ingredients name no cereal with gluten.
 * - Senza lattosio: labelled so (name, or lactose-free milk in the ingredients); a food that declares no milk; or
 *   Parmigiano Reggiano and Grana Padano, naturally free of lactose as their consortia state.
 * - Vegano: a food that declares neither milk, eggs, fish, crustaceans nor molluscs and whose name and ingredients
 *   name no animal product; wine is left out (fining agents are not on its label).
 * Non-food (no allergen statement) has no food attributes.
 */
type AttributeSource = Pick<SeedProduct, 'name' | 'brand' | 'categorySlug'> & {
  description: Pick<SeedProduct['description'], 'ingredients' | 'allergens' | 'origin'>;
};

const ITALIAN_ORIGINS = new Set([
  'italia',
  'abruzzo',
  'alto adige',
  'basilicata',
  'calabria',
  'campania',
  'emilia-romagna',
  'friuli-venezia giulia',
  'lazio',
  'liguria',
  'lombardia',
  'marche',
  'molise',
  'piemonte',
  'puglia',
  'sardegna',
  'sicilia',
  'toscana',
  'trentino-alto adige',
  'umbria',
  "valle d'aosta",
  'veneto',
]);

const GLUTEN_CEREALS = /\b(frumento|grano|orzo|farro|segale|avena|kamut|malto|pangrattato|seitan|cialda)\b/;
const ANIMAL_WORDS =
  /\b(carne|carni|pollo|tacchino|suino|bovino|manzo|vitello|maiale|prosciutto|salame|speck|pancetta|guanciale|lardo|strutto|budello|coscia|mortadella|bresaola|gelatina|miele|burro|panna|formaggio|formaggi|mozzarella|ricotta|latte|siero|caglio|uova|uovo|tuorlo|albume|lisozima|acciughe|alici|tonno|salmone|pesce|merluzzo|gamberi|cozze|vongole|seppie|calamari|totani|ragù)\b/;
const NAME_BIO = /\b(bio|biologic[ao]|biologici|biologiche)\b/;

function originIsItalian(origin: string | undefined): boolean {
  if (!origin) return false;
  const region = origin
    .toLowerCase()
    .replace(/\s*\(.*\)\s*$/, '')
    .trim();
  return ITALIAN_ORIGINS.has(region);
}

/** What the product's label declares: "Contiene: …" lists allergens; "Senza glutine." says it has none. */
function declares(allergens: string, allergen: string): boolean {
  const contains = /contiene:([^.]*)/.exec(allergens)?.[1] ?? '';
  return new RegExp(`\\b${allergen}`).test(contains);
}

function foodAttributes(source: AttributeSource, keys: ProductAttributeKey[]): void {
  const allergens = (source.description.allergens ?? '').toLowerCase();
  const name = source.name.toLowerCase();
  // "Burro di cacao" is a vegetable fat.
  const ingredients = (source.description.ingredients ?? '')
    .toLowerCase()
    .replace(/burro di cacao/g, 'cacao');
  const isWine = source.categorySlug.startsWith('bevande/birra-e-vino/vini');

  const labelledGlutenFree = name.includes('senza glutine') || allergens.startsWith('senza glutine');
  const hasGluten =
    declares(allergens, 'glutine') || GLUTEN_CEREALS.test(ingredients) || GLUTEN_CEREALS.test(name);
  if (labelledGlutenFree || !hasGluten) keys.push('senza_glutine');

  const labelledLactoseFree = name.includes('senza lattosio') || ingredients.includes('delattosato');
  const naturallyLactoseFree = /parmigiano reggiano|grana padano/.test(name);
  if (labelledLactoseFree || naturallyLactoseFree || !declares(allergens, 'latte'))
    keys.push('senza_lattosio');

  const animalAllergen = ['latte', 'uova', 'pesce', 'crostacei', 'molluschi'].some((a) =>
    declares(allergens, a),
  );
  if (!isWine && !animalAllergen && !ANIMAL_WORDS.test(name) && !ANIMAL_WORDS.test(ingredients)) {
    keys.push('vegano');
  }
}

/** The attribute bits of a demo product (packages/shared product-attributes.ts). */
export function deriveAttributes(source: AttributeSource): number {
  const keys: ProductAttributeKey[] = [];
  const name = source.name.toLowerCase();
  const brand = source.brand.toLowerCase();
  const ingredients = (source.description.ingredients ?? '').toLowerCase();
  if (NAME_BIO.test(name) || NAME_BIO.test(brand) || ingredients.includes('biologic')) keys.push('bio');
  if (source.categorySlug.split('/')[0] === 'surgelati') keys.push('surgelato');
  if (/\b(DOP|IGP|DOC|DOCG)\b/.test(source.name)) keys.push('dop_igp');
  if (originIsItalian(source.description.origin)) keys.push('made_in_italy');
  if (source.description.allergens !== undefined) foodAttributes(source, keys);
  return attributeMask(keys);
}
