import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { PromoBadge } from './promo-badge';

interface ProductCardProps {
  product: Product;
  isPriority?: boolean;
}

/** UX.md "Product card": picture, promo badge, "Novità", brand, name, pack format and prices. */
export function ProductCard({ product, isPriority = false }: ProductCardProps) {
  const { t } = useTranslation();
  const isAvailable = product.available !== 0;
  const promoView = product.warehousePromo?.view;

  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, bgcolor: 'background.paper' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.product.getHref(product.slug)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box sx={{ position: 'relative', p: 1 }}>
          <ProductImage src={product.mediaURL} alt="" isPriority={isPriority} isDimmed={!isAvailable} />
          {promoView && (promoView.header || promoView.body) && (
            <Box sx={{ position: 'absolute', top: 8, left: 8, maxWidth: '70%' }}>
              <PromoBadge view={promoView} />
            </Box>
          )}
          {product.isNew && (
            <Chip
              label={t('product.novelty')}
              size="small"
              color="secondary"
              sx={{ position: 'absolute', top: 8, right: 8, height: 24, fontWeight: 700 }}
            />
          )}
        </Box>
        <Box sx={{ px: 1.5, pb: 1.5, display: 'flex', flexDirection: 'column', flex: 1, gap: 0.25 }}>
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.3 }}
          >
            {product.shortDescr}
          </Typography>
          <Typography
            component="h3"
            variant="body2"
            sx={{
              fontWeight: 600,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.86em',
            }}
          >
            {product.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {product.description}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1 }}>
            {isAvailable ? (
              <Price
                price={product.priceDisplay}
                oldPrice={product.priceStandardDisplay}
                unitPrice={product.priceUmDisplay}
                unit={product.weightUnitDisplay}
                sellingUnit={product.priceUnitDisplay}
              />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
                {t('product.notAvailable')}
              </Typography>
            )}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
