import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { SkeletonShape } from '../../../components/skeleton-shape';
import { paths } from '../../../config/paths';
import { useCartLine } from '../hooks/use-cart-line';
import { preselectedOptions } from '../utils/product-options';
import { productUnitPrice } from '../utils/product-unit-price';
import { AddToListButton } from './add-to-list-button';
import { NoveltyTag } from './novelty-tag';
import { ProductQuantityControl } from './product-quantity-control';
import { PromoBadge } from './promo-badge';
import { lazyPart } from '../../../lib/lazy-part';
import '../../../lib/messages-it-catalogue';

// Few products have options: their selector (radio groups) loads only for them.
const ProductOptions = lazyPart('product-options', () =>
  import('./product-options').then((module) => ({ default: module.ProductOptions })),
);

// Fresh food: weight or pieces, and the back-in-stock request, load only for the products that have them.
const FreshChoice = lazyPart('fresh-choice', () =>
  import('./fresh-choice').then((m) => ({ default: m.FreshChoice })),
);
const UnavailableProduct = lazyPart('back-in-stock', () => import('./back-in-stock'));
// Below the fold: the table's parser loads after the page's first paint.
const NutritionTableView = lazyPart('nutrition-table-view', () =>
  import('./nutrition-table-view').then((m) => ({ default: m.NutritionTableView })),
);

const TEXT_SECTIONS = ['ingredients', 'allergens', 'storage', 'origin'] as const;

/**
 * The product page (spec §2 Routes): pictures, brand, name, pack format, the price box with the options and
 * the quantity control, then the descriptions and the nutrition table.
 */
export function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const isAvailable = product.available !== 0;
  const details = product.metaData?.product_description ?? {};
  const promoView = product.warehousePromo?.view;
  const unitPrice = productUnitPrice(product);
  const line = useCartLine(product.productId);
  const [options, setOptions] = useState<Record<string, string>>(() =>
    Object.keys(line.options).length > 0 ? { ...line.options } : preselectedOptions(product.selectOptions),
  );
  const hasOptions = product.selectOptions.length > 0;
  const isWeighed = product.productInfos.TIPOLOGIA === 'Sfuso';

  return (
    <Box component="article">
      <Breadcrumbs aria-label={t('common.breadcrumb')} sx={{ mb: 2, fontSize: '0.875rem' }}>
        <Link component={RouterLink} to={paths.home.getHref()} color="inherit">
          {t('common.home')}
        </Link>
        {product.breadCrumbs.map((crumb) => (
          <Link
            key={crumb.categoryId}
            component={RouterLink}
            to={paths.category.getHref(crumb.slug)}
            color="inherit"
          >
            {crumb.name}
          </Link>
        ))}
        <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
          {product.name}
        </Typography>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <ProductGallery product={product} isDimmed={!isAvailable} />
        <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <Box>
            <Typography sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase' }}>
              {product.shortDescr}
            </Typography>
            <Typography variant="h1">{product.name}</Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Typography sx={{ color: 'text.secondary' }}>{product.description}</Typography>
              {product.isNew && <NoveltyTag />}
            </Box>
          </Box>
          <Box
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              p: { xs: 2, md: 3 },
              display: 'grid',
              gap: 2,
            }}
          >
            {isAvailable ? (
              <Box>
                <Price
                  size="large"
                  price={product.priceDisplay}
                  oldPrice={product.priceStandardDisplay}
                  unitPrice={unitPrice?.priceEuro}
                  unit={unitPrice?.unit}
                  sellingUnit={product.priceUnitDisplay}
                />
                {promoView?.footer && (
                  <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600, mt: 0.5 }}>
                    {promoView.footer}
                  </Typography>
                )}
                {isWeighed && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {t('product.weighedHint')}
                  </Typography>
                )}
              </Box>
            ) : (
              <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>
                {t('product.notAvailable')}
              </Typography>
            )}
            {hasOptions && isAvailable && (
              <Suspense fallback={<SkeletonShape variant="rounded" style={{ height: 120 }} />}>
                <ProductOptions
                  selectOptions={product.selectOptions}
                  chosen={options}
                  onChoose={(name, value) => setOptions({ ...options, [name]: value })}
                />
              </Suspense>
            )}
            <Box sx={{ maxWidth: { md: 360 } }}>
              {isAvailable && isWeighed && product.productInfos.WEIGHT_SELLING_SINGLE_UNIT ? (
                <Suspense fallback={<SkeletonShape variant="rounded" style={{ height: 104 }} />}>
                  <FreshChoice product={product} options={hasOptions ? options : undefined} />
                </Suspense>
              ) : (
                <ProductQuantityControl
                  product={product}
                  options={hasOptions ? options : undefined}
                  size="large"
                />
              )}
            </Box>

            <Box sx={{ justifySelf: 'start' }}>
              <AddToListButton product={product} hasText />
            </Box>
          </Box>
          {!isAvailable && (
            <Suspense fallback={null}>
              <UnavailableProduct product={product} />
            </Suspense>
          )}
          <ProductDescriptions details={details} />
        </Box>
      </Box>
    </Box>
  );
}

function ProductGallery({ product, isDimmed }: { product: Product; isDimmed: boolean }) {
  const { t } = useTranslation();
  const pictures =
    product.media.length > 0
      ? product.media
      : [
          {
            small: product.mediaURL,
            medium: product.mediaURL,
            large: product.mediaURL,
            altText: product.name,
          },
        ];
  const [selected, setSelected] = useState(0);
  const picture = pictures[selected] ?? pictures[0]!;
  const promoView = product.warehousePromo?.view;

  return (
    <Box sx={{ width: '100%', maxWidth: { xs: 300, md: 520 }, mx: { xs: 'auto', md: 0 } }}>
      <Box sx={{ position: 'relative', bgcolor: 'background.paper', borderRadius: 3, p: 2 }}>
        <ProductImage
          src={picture.large}
          alt={picture.altText || product.name}
          isPriority
          isDimmed={isDimmed}
        />
        {promoView && (promoView.header || promoView.body) && (
          <Box sx={{ position: 'absolute', top: 16, left: 16 }}>
            <PromoBadge view={promoView} />
          </Box>
        )}
      </Box>
      {pictures.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {pictures.map((thumbnail, index) => (
            <Box
              key={`${thumbnail.small}-${index}`}
              component="button"
              type="button"
              aria-label={t('product.showPicture', { index: index + 1, count: pictures.length })}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              sx={{
                width: 64,
                height: 64,
                p: 0.5,
                borderRadius: 2,
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'divider',
                bgcolor: 'background.paper',
                cursor: 'pointer',
              }}
            >
              <Box
                component="img"
                src={thumbnail.small}
                alt=""
                width={52}
                height={52}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: 'auto' }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ProductDescriptions({ details }: { details: Product['metaData']['product_description'] }) {
  const { t } = useTranslation();
  const hasText = details.long || TEXT_SECTIONS.some((section) => details[section]);
  if (!hasText && !details.nutrition) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      {details.long && (
        <Box component="section">
          <Typography variant="h2" sx={{ mb: 0.5 }}>
            {t('product.description')}
          </Typography>
          <Typography>{details.long}</Typography>
        </Box>
      )}
      {TEXT_SECTIONS.map((section) =>
        details[section] ? (
          <Box component="section" key={section}>
            <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
              {t(`product.${section}`)}
            </Typography>
            <Typography variant="body2">{details[section]}</Typography>
          </Box>
        ) : null,
      )}
      {details.nutrition && (
        <Box component="section">
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('product.nutrition')}
          </Typography>
          <Suspense fallback={null}>
            <NutritionTableView html={details.nutrition} caption={t('product.nutritionCaption')} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
