import {
  PAYMENT_AUTH_NOT_FOUND_MESSAGE,
  PAYMENT_TYPE_NOT_ENABLED_MESSAGE,
  type PaymentType,
} from '@spesa/shared/orders/order.contract';
import {
  isMealVoucherPaymentType,
  PAYMENT_TYPE_IDS,
  paymentTypeLabel,
} from '@spesa/shared/rules/order-status';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { PaymentMethod } from '../payment/payment-gateway.js';
import { DomainError } from '../../lib/domain-error.js';
import { type PaymentAuthRecord, listPaymentAuths } from './payment-auth.repository.js';

/** spec §9: the types paid by card (saved cards among them). */
const CARD_TYPES: readonly number[] = [PAYMENT_TYPE_IDS.card];
/**
 * spec §9: the types paid online on a provider's page (card, PayPal): the order waits for the provider's
 * verdict; every other type confirms the order at once.
 */
const ONLINE_TYPES: readonly number[] = [PAYMENT_TYPE_IDS.card, PAYMENT_TYPE_IDS.paypal];
const DEFAULT_PAYMENT_TYPES = [PAYMENT_TYPE_IDS.card, PAYMENT_TYPE_IDS.onDelivery];

export function isCardPaymentType(paymentTypeId: number): boolean {
  return CARD_TYPES.includes(paymentTypeId);
}

export function isOnlinePaymentType(paymentTypeId: number): boolean {
  return ONLINE_TYPES.includes(paymentTypeId);
}

/** Which provider collects an online payment type. */
export function paymentMethodOf(paymentTypeId: number): PaymentMethod {
  return paymentTypeId === PAYMENT_TYPE_IDS.paypal ? 'paypal' : 'card';
}

/** The chain's types; PayPal, offered by default (the chain's `paypal` setting), comes after the card. */
function enabledTypes(tenant: TenantDefinition): number[] {
  const types = tenant.settings.paymentTypeIds ?? DEFAULT_PAYMENT_TYPES;
  if (!tenant.settings.paypal || types.includes(PAYMENT_TYPE_IDS.paypal)) return types;
  const at = types.indexOf(PAYMENT_TYPE_IDS.card) + 1;
  return [...types.slice(0, at), PAYMENT_TYPE_IDS.paypal, ...types.slice(at)];
}

function descriptionOf(paymentTypeId: number): string {
  if (paymentTypeId === PAYMENT_TYPE_IDS.card) {
    return 'Paga con carta di credito o di debito: blocchiamo l’importo e addebitiamo solo il peso effettivo.';
  }
  if (paymentTypeId === PAYMENT_TYPE_IDS.paypal) {
    return 'Paga con il tuo conto PayPal: approvi il pagamento su PayPal e torni al negozio.';
  }
  return paymentTypeLabel(paymentTypeId) ?? '';
}

function paymentModeOf(paymentTypeId: number): PaymentType['paymentMode'] {
  if (isCardPaymentType(paymentTypeId)) return 'card';
  return isOnlinePaymentType(paymentTypeId) ? 'redirect' : 'offline';
}

/** The payment types the chain enables, as the shopper picks among them. */
export function paymentTypesOf(tenant: TenantDefinition): PaymentType[] {
  return enabledTypes(tenant).map((paymentTypeId) => ({
    paymentTypeId,
    name: paymentTypeLabel(paymentTypeId) ?? String(paymentTypeId),
    descr: descriptionOf(paymentTypeId),
    paymentMode: paymentModeOf(paymentTypeId),
    prebilled: isOnlinePaymentType(paymentTypeId),
    isMealVoucher: isMealVoucherPaymentType(paymentTypeId),
    allowsSavedAuth: isCardPaymentType(paymentTypeId),
  }));
}

export function checkPaymentTypeEnabled(tenant: TenantDefinition, paymentTypeId: number): void {
  if (!enabledTypes(tenant).includes(paymentTypeId)) {
    throw new DomainError('PAYMENT_TYPE_NOT_ENABLED', PAYMENT_TYPE_NOT_ENABLED_MESSAGE);
  }
}

/** Whether the shopper asked to keep the card (payment_data `{"save_card": true}`). */
export function saveCardOf(paymentData: string | undefined): boolean {
  if (!paymentData) return false;
  try {
    const parsed = JSON.parse(paymentData) as { save_card?: unknown; saveCard?: unknown };
    return parsed.save_card === true || parsed.saveCard === true || parsed.save_card === 'true';
  } catch {
    throw new DomainError('PAYMENT_DATA', 'Dati di pagamento non validi.', 400, 400);
  }
}

/**
 * The shopper's saved card the payment uses, when one is named and the type is paid by card (PayPal keeps
 * none); another shopper's id is not found.
 */
export async function savedCard(
  trx: Db,
  tenantId: string,
  userId: number,
  authId: number | undefined,
  paymentTypeId: number,
): Promise<PaymentAuthRecord | undefined> {
  if (!authId || !isCardPaymentType(paymentTypeId)) return undefined;
  const auth = (await listPaymentAuths(trx, tenantId, userId)).find((a) => a.id === authId);
  if (!auth) throw new DomainError('PAYMENT_AUTH_NOT_FOUND', PAYMENT_AUTH_NOT_FOUND_MESSAGE);
  return auth;
}
