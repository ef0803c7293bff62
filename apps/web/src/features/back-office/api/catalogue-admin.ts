import {
  adminProductAnswerSchema,
  adminProductPageSchema,
  giftCodePageSchema,
  giftCodeSchema,
  type AdminProduct,
  type AdminProductPage,
  type GiftCodeAssignBody,
  type GiftCodeCreateBody,
  type PromotionBody,
} from '@spesa/shared/admin/catalogue-admin.contract';
import type { OrderRefundBody } from '@spesa/shared/admin/order-refund.contract';
import { orderSchema } from '@spesa/shared/orders/order.contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_API } from './staff-session';

/** The screens show the server's Italian errors themselves: no toasts. */
const quiet = { notify: false } as const;

export type ProductListKind = 'catalogue' | 'promotions';
const LIST_PATH: Record<ProductListKind, string> = {
  catalogue: 'catalogue/products',
  promotions: 'promotions',
};

/** README "Back-office", Catalogue screens: one page of the chain's products, or of its promotions. */
export function useAdminProducts(kind: ProductListKind, q: string, page: number, enabled = true) {
  return useQuery({
    queryKey: ['admin', kind, { q, page }],
    queryFn: async ({ signal }) => {
      const query = { page: String(page), ...(q ? { q } : {}) };
      const answer = await apiClient.get(`${ADMIN_API}/${LIST_PATH[kind]}`, { ...quiet, signal, query });
      return adminProductPageSchema.parse(answer.data);
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every cached page showing the product shows it as the server answered it. */
function putProduct(queryClient: QueryClient, product: AdminProduct) {
  for (const kind of ['catalogue', 'promotions'] as const) {
    queryClient.setQueriesData<AdminProductPage>(
      { queryKey: ['admin', kind] },
      (page) =>
        page && {
          ...page,
          products: page.products.map((p) => (p.productId === product.productId ? product : p)),
        },
    );
  }
}

type ProductChange =
  | { path: 'catalogue/price'; body: { productId: number; price: number } }
  | { path: 'catalogue/availability'; body: { productId: number; available: boolean } }
  | { path: 'promotions' | 'promotions/edit'; body: PromotionBody }
  | { path: 'promotions/end'; body: { productId: number } };

/** A price, availability or promotion change: the lists take the product from the answer. */
export function useProductChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProductChange) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/${change.path}`, change.body, quiet);
      return adminProductAnswerSchema.parse(answer.data).adminProduct;
    },
    onSuccess: async (product, change) => {
      putProduct(queryClient, product);
      // A new promotion is not on the promotions' pages yet: they are read again.
      if (change.path === 'promotions')
        await queryClient.invalidateQueries({ queryKey: ['admin', 'promotions'] });
    },
  });
}

export function useGiftCodes(page: number) {
  return useQuery({
    queryKey: ['admin', 'gift-codes', page],
    queryFn: async ({ signal }) => {
      const query = { page: String(page) };
      const answer = await apiClient.get(`${ADMIN_API}/gift-codes`, { ...quiet, signal, query });
      return giftCodePageSchema.parse(answer.data);
    },
    placeholderData: keepPreviousData,
  });
}

const giftAnswer = z.object({ giftCode: giftCodeSchema });

/** A new code: the newest come first, so the first page is read again. */
export function useCreateGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GiftCodeCreateBody) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/gift-codes`, body, quiet);
      return giftAnswer.parse(answer.data).giftCode;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'gift-codes'] }),
  });
}

export function useAssignGiftCode() {
  return useMutation({
    mutationFn: async (body: GiftCodeAssignBody) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/gift-codes/assign`, body, quiet);
      return giftAnswer.parse(answer.data).giftCode;
    },
  });
}

/** README "Refunds": the order as the server answers it goes into the detail's cache. */
export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<OrderRefundBody, 'orderId'>) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/orders/refund`, { orderId, ...body }, quiet);
      return z.object({ order: orderSchema }).parse(answer.data).order;
    },
    onSuccess: (order) => {
      queryClient.setQueryData(['admin', 'order', orderId], (detail: { order: unknown } | undefined) =>
        detail ? { ...detail, order } : detail,
      );
    },
  });
}
