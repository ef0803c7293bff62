import type { TenantSettings } from '@spesa/shared/tenant/tenant-config.contract';
import type { TenantDefinition } from './tenant-definition';

/** The settings every chain has unless its own file says otherwise: a new setting with a default is one edit here. */
export const DEFAULT_SETTINGS = {
  productPageSize: 24,
  ordersPageSize: 12,
  registrationEnabled: true,
  currency: 'EUR',
  locale: 'it',
  anonymousCart: false,
  hidePricesUntilLogin: false,
  preAuthorisationHeadroomPct: 20,
  // spec §4: an order is modifiable until two hours before its slot begins (rules/order-modification.ts).
  orderModificationCutoff: { hoursBeforeSlot: 2 },
  // spec §1: the built-in first-party collector unless a chain configures another provider (or none).
  analytics: { provider: 'first-party' },
  // A minimum order for home delivery, none for pick-up; free home delivery from 80 € (rules/order-thresholds.ts).
  minimumOrder: { homeDelivery: 30, pickUp: 0 },
  freeDeliveryFrom: { homeDelivery: 80, pickUp: null },
  // spec §7: the self-hosted ALTCHA proof of work unless a chain chooses reCAPTCHA v3 or no check.
  humanCheck: { provider: 'altcha' },
  // spec §9 type 13: every chain offers PayPal (its own credentials, else the built-in PayPal-like page).
  paypal: true,
  // spec §3 need_invoice: the chains make out invoices unless one says otherwise.
  offersInvoice: true,
  // spec §2: the cart as one list unless a chain groups it by sector.
  showSectors: false,
} as const satisfies Partial<TenantSettings>;

type DefaultedSetting = keyof typeof DEFAULT_SETTINGS;

/** A chain as its file writes it: the settings without a default are required, the others may be overridden. */
export interface ChainDefinition extends Omit<TenantDefinition, 'settings'> {
  settings: Omit<TenantSettings, DefaultedSetting> & Partial<Pick<TenantSettings, DefaultedSetting>>;
}

/**
 * The chain's full definition: its own settings over the defaults. Settings are flat, so the merge is one level
 * deep; a list (paymentTypeIds) replaces the default instead of being concatenated.
 */
export function defineTenant(chain: ChainDefinition): TenantDefinition {
  return { ...chain, settings: { ...DEFAULT_SETTINGS, ...chain.settings } };
}
