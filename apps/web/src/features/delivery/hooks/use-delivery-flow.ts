import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { openLoginDialog } from '../../../lib/ui-store';
import { openDeliveryDialog } from '../utils/delivery-dialog-store';
import type { DeliveryFlow } from '../utils/delivery-flow';

// The controller and its cart read load on first use: the screens that only hold the flow stay light.
const loadController = () =>
  Promise.all([import('../utils/delivery-flow'), import('../api/get-cart-delivery')]);

/**
 * The delivery flow controller of spec §4 bound to this app: `await flow.ensureDeliveryReady()` before an
 * add to cart, `changeAddress` and `changeTimeslot` for the cart drawer's edit buttons.
 */
export function useDeliveryFlow(isLoggedIn: boolean): DeliveryFlow {
  const queryClient = useQueryClient();
  const isLoggedInRef = useRef(isLoggedIn);
  useEffect(() => {
    isLoggedInRef.current = isLoggedIn;
  }, [isLoggedIn]);

  return useMemo(() => {
    const controller = async () => {
      const [{ createDeliveryFlow }, { cartDeliveryQueryOptions }] = await loadController();
      return createDeliveryFlow({
        isLoggedIn: () => isLoggedInRef.current,
        login: openLoginDialog,
        readCart: () =>
          queryClient.fetchQuery(cartDeliveryQueryOptions()).catch((error: unknown) => {
            // An expired session has told the shopper already and opens the login dialog.
            if (!(error instanceof ApiError && error.httpStatus === 419)) {
              notify(i18n.t('errors.generic'), 'error');
            }
            return undefined;
          }),
        openDialog: openDeliveryDialog,
        isOnPaymentPage: () => window.location.pathname.startsWith(paths.payment.path),
        refuse: (reason) =>
          notify(
            i18n.t(reason === 'address' ? 'delivery.addressLocked' : 'delivery.timeslotLocked'),
            'error',
          ),
      });
    };
    return {
      ensureDeliveryReady: async () => (await controller()).ensureDeliveryReady(),
      changeAddress: async (deliveryServiceId) => (await controller()).changeAddress(deliveryServiceId),
      changeTimeslot: async () => (await controller()).changeTimeslot(),
    };
  }, [queryClient]);
}
