import type {
  Product,
  ProductInfos,
  SelectOption,
  WarehousePromo,
} from '@spesa/shared/catalogue/product.contract';
import { attributesOfMask } from '@spesa/shared/catalogue/product-attributes';
import { centsToEuro } from '@spesa/shared/common/money';
import { unitPrice } from '@spesa/shared/rules/weight-units';
import type { CategoryRecord, ProductRecord } from './catalogue.repository.js';

interface StoredPromo {
  promoType: string;
  discountCents: number;
  discountPerc: number;
  validityDate: string;
  expireDate: string;
  selectable: boolean;
  view: WarehousePromo['view'];
}

export interface MapperContext {
  warehouseId: number;
  categoriesById: ReadonlyMap<number, CategoryRecord>;
}

const UM_PIECE = { umId: 1, um: 'PZ', umDes: 'Pezzi' };
const UM_KG = { umId: 2, um: 'KG', umDes: 'Chilogrammi' };
const UM_L = { umId: 3, um: 'L', umDes: 'Litri' };

function stableId(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) % 1_000_000;
}

function breadCrumbs(categoryId: number, categories: ReadonlyMap<number, CategoryRecord>) {
  const path: { categoryId: number; name: string; slug: string }[] = [];
  let current = categories.get(categoryId);
  while (current) {
    path.unshift({ categoryId: current.id, name: current.name, slug: current.slug });
    current = current.parentId === null ? undefined : categories.get(current.parentId);
  }
  return path;
}

function unitPriceOf(cents: number | null, infos: ProductInfos): { cents: number; unit: string } | undefined {
  if (cents === null) return undefined;
  // A product sold by weight is priced per kg already.
  if (infos.TIPOLOGIA === 'Sfuso') return unitPrice(cents, 1, infos.WEIGHT_UNIT_BASE ?? 'KG');
  const weight = Number(infos.WEIGHT_SELLING);
  if (!infos.WEIGHT_UNIT_SELLING || !Number.isFinite(weight)) return undefined;
  return unitPrice(cents, weight, infos.WEIGHT_UNIT_SELLING, infos.WEIGHT_UNIT_BASE);
}

/** API-COMPAT: clients read the nutrition table as `nutrition` or as `nutritional_values`: both carry it. */
function withNutritionalValues(
  description: Product['metaData']['product_description'],
): Product['metaData']['product_description'] {
  return description.nutrition === undefined || description.nutritional_values !== undefined
    ? description
    : { ...description, nutritional_values: description.nutrition };
}

function unitMeasureOf(baseUnit: string): Product['unitMeasureBase'] {
  if (baseUnit === 'KG' || baseUnit === 'GR') return UM_KG;
  if (baseUnit === 'L' || baseUnit === 'LT' || baseUnit === 'ML') return UM_L;
  return UM_PIECE;
}

/** The prices of a product as the API shows them: the list and current price, and both per kg or litre. */
function priceFields(record: ProductRecord, infos: ProductInfos) {
  const listCents = record.standardPriceCents ?? record.priceCents;
  const now = unitPriceOf(record.priceCents, infos);
  const list = unitPriceOf(listCents, infos);
  const standard = unitPriceOf(record.standardPriceCents, infos);
  return {
    price: centsToEuro(listCents),
    priceDisplay: centsToEuro(record.priceCents),
    priceStandardDisplay: record.standardPriceCents === null ? null : centsToEuro(record.standardPriceCents),
    priceUm: list ? centsToEuro(list.cents) : null,
    priceUmDisplay: now ? centsToEuro(now.cents) : null,
    priceStandardUmDisplay: standard ? centsToEuro(standard.cents) : null,
    weightUnitDisplay: now?.unit ?? null,
  };
}

export function toApiProduct(record: ProductRecord, context: MapperContext): Product {
  const stored = JSON.parse(record.productInfos) as ProductInfos;
  // API-COMPAT "Learned from clients": the pack description under the platform's key, for packaged goods.
  const infos: ProductInfos =
    stored.TIPOLOGIA !== 'Sfuso' && record.packFormat && stored.PACKAGE_DESCR === undefined
      ? { ...stored, PACKAGE_DESCR: record.packFormat }
      : stored;
  const promo = record.promo ? (JSON.parse(record.promo) as StoredPromo) : null;
  const description = withNutritionalValues(
    JSON.parse(record.description) as Product['metaData']['product_description'],
  );
  const selectOptions = JSON.parse(record.selectOptions) as SelectOption[];
  const isWeighed = infos.TIPOLOGIA === 'Sfuso';
  const baseUnit = (infos.WEIGHT_UNIT_BASE ?? infos.WEIGHT_UNIT_SELLING ?? '').toUpperCase();
  const image = `/media/product/${encodeURIComponent(record.code)}.svg`;
  const minAcq = infos.MINACQ ? Number(infos.MINACQ) : null;
  const packaging = infos.LOGISTIC_PACKAGING_ITEMS ? Number(infos.LOGISTIC_PACKAGING_ITEMS) : null;

  return {
    id: record.id,
    productId: record.id,
    code: record.code,
    codeVariant: '1',
    codInt: record.code,
    codVar: '1',
    name: record.name,
    shortDescr: record.brand,
    description: record.packFormat,
    slug: record.slug,
    itemUrl: `/product/${record.slug}`,
    barcode: record.barcode,
    vendor: { vendorId: stableId(record.brand), name: record.brand },
    categoryId: record.categoryId,
    breadCrumbs: breadCrumbs(record.categoryId, context.categoriesById),
    ivaCategory: {
      ivaCategoryId: record.vatPct,
      code: `IVA${record.vatPct}`,
      descr: `IVA ${record.vatPct}%`,
      ivaPct: String(record.vatPct),
    },
    unitMeasureBaseSelling: isWeighed ? UM_KG : UM_PIECE,
    unitMeasureBase: unitMeasureOf(baseUnit),
    productInfos: infos,
    available: record.available ? 1 : 0,
    dayLock: null,
    // The product's grocery characteristics (Bio, Senza glutine, DOP/IGP, …) as the platform's product classes.
    productClasses: attributesOfMask(record.attributes).map(({ productClassId, name }) => ({
      productClassId,
      name,
    })),
    productClassRuleMax: null,
    selectOptions,
    mediaURL: image,
    mediaURLMedium: image,
    media: [{ small: image, medium: image, large: image, altText: record.name }],
    metaData: { product_description: description },
    ...priceFields(record, infos),
    priceUnitDisplay: isWeighed ? 'kg' : 'pz',
    minAcq: minAcq !== null && Number.isFinite(minAcq) ? minAcq : null,
    warehousePromo: promo && {
      warehousePromoId: record.id * 10 + 1,
      promoType: promo.promoType,
      discount: centsToEuro(promo.discountCents),
      discountPerc: promo.discountPerc,
      validityDate: promo.validityDate,
      expireDate: promo.expireDate,
      selectable: promo.selectable,
      view: promo.view,
    },
    isNew: record.isNew,
    highlight: false,
    deliveryWarehouse: { warehouseId: context.warehouseId },
    logisticPackagingItems: packaging !== null && Number.isFinite(packaging) ? packaging : null,
    logisticPalletItems: null,
  };
}
