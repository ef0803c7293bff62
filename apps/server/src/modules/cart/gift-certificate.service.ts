import type { UserGiftCertificate } from '@spesa/shared/account/gift-certificate.contract';
import {
  GIFT_CODE_ALREADY_ASSIGNED_MESSAGE,
  GIFT_CODE_NOT_FOUND_MESSAGE,
  GIFT_CODE_TAKEN_MESSAGE,
  ADMIN_PAGE_SIZE,
  type GiftCode,
  type GiftCodeCreateBody,
  type GiftCodePage,
} from '@spesa/shared/admin/catalogue-admin.contract';
import { centsToEuro, euroToCents } from '@spesa/shared/common/money';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays, romeInstant } from '../../lib/italy/rome-time.js';
import * as repo from './gift-certificate.repository.js';

export interface GiftCertificateService {
  list(actor: Actor, options: { manualOnly: boolean }): Promise<UserGiftCertificate[]>;
  /** Inside the caller's transaction (an account deleted): the shopper's codes go. */
  removeAllOfUser(trx: Db, tenantId: string, userId: number): Promise<void>;
  /** README "Back-office", Catalogue and promotions: the chain admin's new code. */
  createCode(tenantId: string, body: GiftCodeCreateBody): Promise<GiftCode>;
  /** Gives the code to the shopper: it shows among their codes, manually assigned. */
  assign(tenantId: string, giftCertificateId: number, userId: number): Promise<GiftCode>;
  /** README "Back-office", Catalogue screens: one page of the chain's codes, the newest first. */
  listCodes(tenantId: string, page: number): Promise<GiftCodePage>;
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

function toGiftCode(r: repo.GiftCertificateRecord): GiftCode {
  return {
    giftCertificateId: r.id,
    code: r.code,
    description: r.description,
    amount: r.discountCents === null ? null : centsToEuro(r.discountCents),
    percentage: r.discountPct,
    minOrderAmount: r.minOrderCents === null ? null : centsToEuro(r.minOrderCents),
    validFrom: italianDay(r.validFrom),
    validUntil: italianDay(r.validUntil),
    maxUses: r.maxUses,
    timesUsed: r.timesUsed,
  };
}

export function createGiftCertificateService(deps: { db: Db; clock: Clock }): GiftCertificateService {
  return {
    removeAllOfUser: repo.deleteUserGiftCertificates,

    async listCodes(tenantId, page) {
      const paging = { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
      const { total, records } = await repo.listGiftCertificates(deps.db, tenantId, paging);
      return { giftCodes: records.map(toGiftCode), page, total, pageSize: ADMIN_PAGE_SIZE };
    },

    async createCode(tenantId, body) {
      const gift = {
        code: body.code,
        description: body.description,
        discountCents: body.amount === undefined ? null : euroToCents(body.amount),
        discountPct: body.percentage ?? null,
        minOrderCents: body.minOrder == null ? null : euroToCents(body.minOrder),
        // From the start of the first day to the end of the last, Italian days.
        validFrom: romeInstant(body.validFrom, '00:00'),
        validUntil: romeInstant(addDays(body.validUntil, 1), '00:00') - 1,
        maxUses: body.maxUses ?? null,
      };
      const id = await repo.insertGiftCertificate(deps.db, tenantId, gift, deps.clock.now());
      if (id === undefined) throw new DomainError('GIFT_CODE_TAKEN', GIFT_CODE_TAKEN_MESSAGE);
      return toGiftCode({ ...gift, id, timesUsed: 0 });
    },

    async assign(tenantId, giftCertificateId, userId) {
      const gift = await repo.findGiftCertificate(deps.db, tenantId, giftCertificateId);
      if (!gift) throw new NotFoundError(GIFT_CODE_NOT_FOUND_MESSAGE);
      const assignment = { tenantId, userId, giftCertificateId, now: deps.clock.now() };
      if (!(await repo.assignGiftCertificate(deps.db, assignment))) {
        throw new DomainError('GIFT_CODE_TAKEN', GIFT_CODE_ALREADY_ASSIGNED_MESSAGE);
      }
      return toGiftCode(gift);
    },

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
