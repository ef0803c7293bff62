import type { Db } from '../../db/database.js';
import * as repo from './account.repository.js';

export type { BillingRecord } from './account.repository.js';

/**
 * What other modules read or change of a shopper's account (checkout, cart, invoices). Each call runs in
 * the executor it is given, so it joins the caller's transaction.
 */
export interface ShopperService {
  profileLevel(trx: Db, tenantId: string, userId: number): Promise<number>;
  billing(trx: Db, tenantId: string, userId: number): Promise<repo.BillingRecord | undefined>;
  loyaltyPoints(trx: Db, tenantId: string, userId: number): Promise<number>;
  /** `points` may be negative (an order cancelled after its points were credited). */
  addLoyaltyPoints(trx: Db, tenantId: string, userId: number, points: number, now: number): Promise<void>;
}

export function createShopperService(): ShopperService {
  return {
    profileLevel: repo.findProfileLevel,
    billing: repo.findBilling,
    loyaltyPoints: repo.findLoyaltyPoints,
    addLoyaltyPoints: repo.addLoyaltyPoints,
  };
}
