import { useParams } from 'react-router';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { useProducts } from '../../features/catalogue/api/get-products';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { ProductGridSkeleton } from '../../features/catalogue/components/product-grid-skeleton';
import { FlyerScreen } from '../../features/content/components/flyer-screen';
import { NotFoundRoute } from './not-found';
import '../../lib/messages-it-content';
import { useContentT } from '../../features/content/hooks/use-content-t';

/** The flyer's products with the normal product card, addable to the cart (spec §2 /volantini/:volantino). */
function FlyerProducts({ productIds }: { productIds: readonly number[] }) {
  const tc = useContentT();
  const { data, isPending, isError, refetch } = useProducts(
    { productIds, pageSize: productIds.length },
    { notify: false },
  );
  if (isPending) return <ProductGridSkeleton />;
  if (isError) return <ErrorWithRetry message={tc('content.loadError')} onRetry={() => void refetch()} />;
  // The flyer's order, not the catalogue's.
  const order = new Map(productIds.map((id, index) => [id, index]));
  const products = [...data.products].sort(
    (a, b) => (order.get(a.productId) ?? 0) - (order.get(b.productId) ?? 0),
  );
  return <ProductGrid products={products} />;
}

/** spec §2 /volantini/:volantino. */
export function FlyerRoute() {
  const slug = useParams().volantino ?? '';
  return (
    <FlyerScreen
      key={slug}
      slug={slug}
      renderProducts={(productIds) => <FlyerProducts productIds={productIds} />}
      notFound={<NotFoundRoute />}
    />
  );
}
