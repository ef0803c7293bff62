import type { UserGiftCertificate } from '@spesa/shared/account/gift-certificate.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './gift-certificate.repository.js';

export interface GiftCertificateService {
  list(actor: Actor, options: { manualOnly: boolean }): Promise<UserGiftCertificate[]>;
  /** Inside the caller's transaction (an account deleted): the shopper's codes go. */
  removeAllOfUser(trx: Db, tenantId: string, userId: number): Promise<void>;
}

const ITALIAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of the Italian calendar day. */
function italianDay(ms: number): string {
  return ITALIAN_DAY.format(new Date(ms));
}

export function createGiftCertificateService(deps: { db: Db; clock: Clock }): GiftCertificateService {
  return {
    removeAllOfUser: repo.deleteUserGiftCertificates,

    async list({ tenantId, userId }, { manualOnly }) {
      const records = await repo.listUsableGiftCertificates(deps.db, tenantId, userId, {
        now: deps.clock.now(),
        manualOnly,
      });
      return records.map((r) => ({
        userGiftCertificateId: r.userGiftCertificateId,
        giftCertificateId: r.giftCertificateId,
        code: r.code,
        description: r.description,
        amount: r.discountCents === null ? null : centsToEuro(r.discountCents),
        percentage: r.discountPct,
        minOrderAmount: r.minOrderCents === null ? null : centsToEuro(r.minOrderCents),
        validFrom: italianDay(r.validFrom),
        validUntil: italianDay(r.validUntil),
        manualAssigned: r.manualAssigned,
      }));
    },
  };
}
