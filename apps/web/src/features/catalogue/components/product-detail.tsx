import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { PromoBadge } from './promo-badge';

const SECTIONS = ['ingredients', 'allergens', 'storage', 'origin'] as const;

/** The product page: picture, brand, name, pack format, prices, promotion and the description texts. */
export function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const isAvailable = product.available !== 0;
  const details = product.metaData?.product_description ?? {};
  const promoView = product.warehousePromo?.view;

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
      </Breadcrumbs>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            position: 'relative',
            bgcolor: 'background.paper',
            borderRadius: 3,
            p: 2,
            width: '100%',
            boxSizing: 'border-box',
            // On phones the picture leaves room for the name and the price on the first screen.
            maxWidth: { xs: 280, md: 520 },
            mx: { xs: 'auto', md: 0 },
          }}
        >
          <ProductImage src={product.mediaURL} alt={product.name} isPriority isDimmed={!isAvailable} />
          {promoView && (promoView.header || promoView.body) && (
            <Box sx={{ position: 'absolute', top: 16, left: 16 }}>
              <PromoBadge view={promoView} />
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <Typography sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase' }}>
            {product.shortDescr}
          </Typography>
          <Typography variant="h1">{product.name}</Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ color: 'text.secondary' }}>{product.description}</Typography>
            {product.isNew && (
              <Chip label={t('product.novelty')} color="secondary" size="small" sx={{ height: 24 }} />
            )}
          </Box>
          {isAvailable ? (
            <Price
              size="large"
              price={product.priceDisplay}
              oldPrice={product.priceStandardDisplay}
              unitPrice={product.priceUmDisplay}
              unit={product.weightUnitDisplay}
              sellingUnit={product.priceUnitDisplay}
            />
          ) : (
            <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>
              {t('product.notAvailable')}
            </Typography>
          )}
          {promoView?.footer && (
            <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600 }}>
              {promoView.footer}
            </Typography>
          )}
          {details.long && (
            <Box component="section">
              <Typography variant="h2" sx={{ mt: 2, mb: 0.5 }}>
                {t('product.description')}
              </Typography>
              <Typography>{details.long}</Typography>
            </Box>
          )}
          {SECTIONS.map((section) =>
            details[section] ? (
              <Box component="section" key={section}>
                <Typography variant="h2" sx={{ fontSize: '1.125rem', mt: 1, mb: 0.5 }}>
                  {t(`product.${section}`)}
                </Typography>
                <Typography variant="body2">{details[section]}</Typography>
              </Box>
            ) : null,
          )}
        </Box>
      </Box>
    </Box>
  );
}
