import type { Db } from '../../db/database.js';
import * as repo from './account.repository.js';

export type {
  AddressDefaultsRecord,
  BillingRecord,
  LoginUserRecord,
  MailContactRecord,
  ShopperContactRecord,
} from './account.repository.js';

/**
 * What other modules read or change of a shopper's account (checkout, cart, invoices). Each call runs in
 * the executor it is given, so it joins the caller's transaction.
 */
export interface ShopperService {
  /** The account a login names, with what the session shows of it. */
  findForLogin(trx: Db, tenantId: string, email: string): Promise<repo.LoginUserRecord | undefined>;
  profileLevel(trx: Db, tenantId: string, userId: number): Promise<number>;
  billing(trx: Db, tenantId: string, userId: number): Promise<repo.BillingRecord | undefined>;
  loyaltyPoints(trx: Db, tenantId: string, userId: number): Promise<number>;
  /** Whom the shop's e-mails about an order go to (address, name, fiscal code); undefined if none. */
  mailContact(trx: Db, tenantId: string, userId: number): Promise<repo.MailContactRecord | undefined>;
  /** `points` may be negative (an order cancelled after its points were credited). */
  addLoyaltyPoints(trx: Db, tenantId: string, userId: number, points: number, now: number): Promise<void>;
  /** A guest user for an anonymous cart: it cannot log in (`email` under `.invalid`, no usable password). */
  insertGuest(trx: Db, tenantId: string, email: string, now: number): Promise<number>;
  /** Removes users outright (guests): their carts and tokens cascade. Scoped to `tenantId` when given. */
  removeUsers(trx: Db, userIds: readonly number[], tenantId?: string): Promise<void>;
  addressDefaults(trx: Db, tenantId: string, userId: number): Promise<repo.AddressDefaultsRecord>;
  setAddressDefault(
    trx: Db,
    tenantId: string,
    userId: number,
    kind: 'delivery' | 'store',
    addressId: number | null,
  ): Promise<void>;
  /** Clears the default delivery address only while it is still `addressId`. */
  clearDefaultDeliveryAddress(trx: Db, tenantId: string, userId: number, addressId: number): Promise<void>;
  clearAddressDefaults(trx: Db, tenantId: string, userId: number): Promise<void>;
  /** The back-office's search of shoppers by e-mail or name: their ids, at most `limit`. */
  searchIds(trx: Db, tenantId: string, text: string, limit: number): Promise<number[]>;
  /** The shopper's e-mail, name and phone, for the chain's customer service and store. */
  contact(trx: Db, tenantId: string, userId: number): Promise<repo.ShopperContactRecord | undefined>;
}

export function createShopperService(): ShopperService {
  return {
    findForLogin: repo.findLoginUser,
    profileLevel: repo.findProfileLevel,
    billing: repo.findBilling,
    loyaltyPoints: repo.findLoyaltyPoints,
    mailContact: repo.findMailContact,
    addLoyaltyPoints: repo.addLoyaltyPoints,
    insertGuest: repo.insertGuestUser,
    removeUsers: repo.deleteUsers,
    addressDefaults: repo.findAddressDefaults,
    setAddressDefault: repo.setAddressDefault,
    clearDefaultDeliveryAddress: repo.clearDefaultDeliveryAddress,
    clearAddressDefaults: repo.clearAddressDefaults,
    searchIds: repo.findUserIdsMatching,
    contact: repo.findShopperContact,
  };
}
