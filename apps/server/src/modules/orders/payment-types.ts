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
import { DomainError } from '../../lib/domain-error.js';
import { type PaymentAuthRecord, listPaymentAuths } from './payment-auth.repository.js';

/** spec §9: the types paid on a card page; every other type confirms the order at once. */
const CARD_TYPES: readonly number[] = [PAYMENT_TYPE_IDS.card];
const DEFAULT_PAYMENT_TYPES = [PAYMENT_TYPE_IDS.card, PAYMENT_TYPE_IDS.onDelivery];

export function isCardPaymentType(paymentTypeId: number): boolean {
  return CARD_TYPES.includes(paymentTypeId);
}

function enabledTypes(tenant: TenantDefinition): number[] {
  return tenant.settings.paymentTypeIds ?? DEFAULT_PAYMENT_TYPES;
}

/** The payment types the chain enables, as the shopper picks among them. */
export function paymentTypesOf(tenant: TenantDefinition): PaymentType[] {
  return enabledTypes(tenant).map((paymentTypeId) => ({
    paymentTypeId,
    name: paymentTypeLabel(paymentTypeId) ?? String(paymentTypeId),
    descr:
      paymentTypeId === PAYMENT_TYPE_IDS.card
        ? 'Paga con carta di credito o di debito: blocchiamo l’importo e addebitiamo solo il peso effettivo.'
        : (paymentTypeLabel(paymentTypeId) ?? ''),
    paymentMode: isCardPaymentType(paymentTypeId) ? 'card' : 'offline',
    prebilled: isCardPaymentType(paymentTypeId),
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

/** The shopper's saved card the payment uses, when one is named; another shopper's id is not found. */
export async function savedCard(
  trx: Db,
  tenantId: string,
  userId: number,
  authId: number | undefined,
): Promise<PaymentAuthRecord | undefined> {
  if (!authId) return undefined;
  const auth = (await listPaymentAuths(trx, tenantId, userId)).find((a) => a.id === authId);
  if (!auth) throw new DomainError('PAYMENT_AUTH_NOT_FOUND', PAYMENT_AUTH_NOT_FOUND_MESSAGE);
  return auth;
}
