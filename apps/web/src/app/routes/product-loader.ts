import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { productQueryOptions } from '../../features/catalogue/api/get-product';
import { isServiceFailure } from '../../lib/api-client';

// The product page's data (spec §2): in the main bundle, so it starts while the screen's code loads.
export const productLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(productQueryOptions(params.slug ?? ''));
    } catch (error) {
      if (isServiceFailure(error)) throw error;
      return redirect(paths.notFound.getHref());
    }
    return null;
  };
