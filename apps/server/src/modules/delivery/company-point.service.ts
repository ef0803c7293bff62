import type { Address } from '@spesa/shared/delivery/address.contract';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { ShopperService } from '../account/shopper.service.js';
import { toAddress } from './address-mapper.js';
import * as addresses from './address.repository.js';
import * as points from './company-point.repository.js';

export const SUBSCRIPTION_CODE_INVALID_MESSAGE =
  'Il codice aziendale non è valido: controlla di averlo scritto bene.';

export interface CompanyPointService {
  /**
   * spec §7 GET /shopatwork/subscribe: the code joins the shopper to the company's delivery point, which
   * becomes one of their pick-up addresses (the same one if they joined before). Refuses an unknown code.
   */
  subscribe(actor: Actor, code: string): Promise<Address>;
}

export function createCompanyPointService(deps: {
  db: Db;
  clock: Clock;
  shoppers: ShopperService;
}): CompanyPointService {
  const { db, clock, shoppers } = deps;
  return {
    async subscribe(actor, code) {
      const { tenantId, userId } = actor;
      const point = await points.findPointByCode(db, tenantId, code.trim());
      if (!point) throw new DomainError('SUBSCRIPTION_CODE_INVALID', SUBSCRIPTION_CODE_INVALID_MESSAGE);
      const addressId = await addresses.ensureCompanyAddress(
        db,
        tenantId,
        userId,
        {
          storeId: point.storeId,
          companyName: point.companyName,
          values: {
            addressName: point.companyName,
            address1: point.address1,
            addressNumber: point.addressNumber,
            city: point.city,
            province: point.province,
            postalCode: point.postalCode,
            doorbellName: '',
            floor: '',
            referencePhoneNumber: '',
            addressNote: '',
            elevator: false,
            latitude: point.latitude,
            longitude: point.longitude,
          },
        },
        clock.now(),
      );
      const [record, defaults] = await Promise.all([
        addresses.findUsableAddress(db, tenantId, userId, addressId),
        shoppers.addressDefaults(db, tenantId, userId),
      ]);
      return toAddress(record!, defaults);
    },
  };
}
