import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { productQueryOptions } from '../../features/catalogue/api/get-product';
import { ProductDetail } from '../../features/catalogue/components/product-detail';
import { RelatedProducts } from '../../features/catalogue/components/related-products';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { currentPath, track } from '../../lib/analytics';

export function ProductRoute() {
  const { t } = useTranslation();
  const { data: product } = useSuspenseQuery(productQueryOptions(useParams().slug ?? ''));
  useDocumentTitle(t('common.documentTitle', { page: product.name, brandName: t('tenant.brandName') }));
  useEffect(() => {
    track({ name: 'view_item', path: currentPath(), productId: product.productId, value: product.price });
  }, [product.productId, product.price]);
  return (
    <>
      {/* Another product starts with its own picture and options. */}
      <ProductDetail key={product.productId} product={product} />
      <RelatedProducts product={product} />
    </>
  );
}
