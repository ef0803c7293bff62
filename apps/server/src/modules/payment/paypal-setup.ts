import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { tenantOrigin } from '../../lib/chain-origin.js';
import { createPaypalClient } from './paypal-client.js';
import { createPaypalGateway, type PaypalGateway } from './paypal-gateway.js';
import { refToParams, signParams, type PaymentRef } from './payment-gateway.js';
import { RETURN_PATH } from './test-gateway.js';

export const PAYPAL_START_PATH = '/ebsn/api/payment-provider/paypal/start';
export const PAYPAL_CANCEL_PATH = '/ebsn/api/payment-provider/paypal/cancel';

/**
 * The PayPal adapter of each chain with PayPal credentials (PAYPAL_<CHAIN>_CLIENT_ID/SECRET), built once; a
 * chain without them has none, and pays by PayPal on the built-in gateway's PayPal-like page.
 */
export function createPaypalGateways(deps: {
  config: Pick<
    AppConfig,
    'paypal' | 'paymentGatewaySecret' | 'paymentGatewayTimeoutMs' | 'tenantHosts' | 'publicUrl'
  >;
  db: Db;
  clock: Clock;
  orderNumberOf: (tenantId: string, orderId: number) => Promise<number | undefined>;
}): (tenantId: string) => PaypalGateway | undefined {
  const { config, db, clock } = deps;
  const signed = (ref: PaymentRef) =>
    new URLSearchParams(
      signParams(config.paymentGatewaySecret, refToParams({ ...ref, method: 'paypal' })),
    ).toString();
  const gateways = new Map<string, PaypalGateway>();
  for (const [tenantId, credentials] of config.paypal.credentials) {
    const origin = tenantOrigin(tenantId, config);
    const client = createPaypalClient({
      apiBase: config.paypal.apiBase,
      credentials,
      timeoutMs: config.paymentGatewayTimeoutMs,
      now: () => clock.now(),
    });
    gateways.set(
      tenantId,
      createPaypalGateway({
        db,
        clock,
        client,
        intent: config.paypal.intent,
        brandName: isTenantCode(tenantId) ? getTenant(tenantId).texts.brandName : undefined,
        orderNumberOf: deps.orderNumberOf,
        startUrlOf: (ref) => `${PAYPAL_START_PATH}?${signed(ref)}`,
        returnUrlOf: (ref) => `${origin}${RETURN_PATH}?${signed(ref)}`,
        cancelUrlOf: (ref) => `${origin}${PAYPAL_CANCEL_PATH}?${signed(ref)}`,
      }),
    );
  }
  return (tenantId) => gateways.get(tenantId);
}
