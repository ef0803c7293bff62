import {
  DELIVERY_AREA_ALREADY_SERVED_MESSAGE,
  deliveryAreaRequestSavedMessage,
  type DeliveryAreaRequestBody,
} from '@spesa/shared/delivery/delivery-area-request.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { DeferredWork } from '../../lib/deferred-work.js';
import { DomainError } from '../../lib/domain-error.js';
import { chainMail } from '../mail/mail-layout.js';
import type { Mailer } from '../mail/mailer.js';
import * as repo from './delivery-area-request.repository.js';
import * as zones from './zone.repository.js';

export interface DeliveryAreaRequestService {
  /**
   * spec §7 save-new-address: stores the request (once per e-mail and address) and mails its confirmation
   * after answering; refuses an address the chain already serves. Answers the info to show.
   */
  request(
    tenant: TenantDefinition,
    userId: number | undefined,
    body: DeliveryAreaRequestBody,
  ): Promise<string>;
  /** The requests still waiting for a postal code. */
  waiting(tenantId: string, postalCode: string): ReturnType<typeof repo.listWaitingRequests>;
}

/** Italian place names keep their small words lower-case: 'TIONE DI TRENTO' → 'Tione di Trento'. */
const SMALL_WORDS = new Set(['di', 'da', 'del', 'della', 'dei', 'delle', 'sul', 'sulla', 'in', 'al', 'e']);
const titleCase = (text: string) =>
  text
    .toLocaleLowerCase('it')
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/(^|['-])\p{L}/gu, (m) => m.toUpperCase()),
    )
    .join(' ');

export function createDeliveryAreaRequestService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  deferred: DeferredWork;
}): DeliveryAreaRequestService {
  const { db, clock, mailer, deferred } = deps;
  return {
    async request(tenant, userId, body) {
      if (await zones.findZoneByPostalCode(db, tenant.code, body.postalcode)) {
        throw new DomainError('ADDRESS_ALREADY_SERVED', DELIVERY_AREA_ALREADY_SERVED_MESSAGE);
      }
      const email = body.email.toLowerCase();
      const city = titleCase(body.city);
      const record: repo.DeliveryAreaRequestRecord = {
        email,
        firstName: body.firstName || null,
        userId: userId ?? null,
        address1: body.address1,
        addressNumber: body.addressNumber,
        city,
        province: body.province.toUpperCase(),
        postalCode: body.postalcode,
      };
      const isNew = await repo.insertDeliveryAreaRequest(db, tenant.code, record, clock.now());
      // A repeated request is answered alike and mails nothing more.
      if (isNew) {
        deferred.defer('delivery-area-request', async () => {
          const street = [record.address1, record.addressNumber].filter(Boolean).join(' ');
          await mailer.send(
            chainMail(tenant, email, 'delivery-area-request', {
              subject: `Ti avviseremo quando consegneremo a ${city}`,
              greeting: record.firstName ? `Ciao ${record.firstName},` : 'Ciao,',
              paragraphs: [
                `abbiamo ricevuto la tua richiesta: oggi la spesa online di ${tenant.texts.brandName} non arriva ancora in ${street}, ${record.postalCode} ${city} (${record.province}).`,
                `Ti scriveremo a questo indirizzo appena consegneremo nella tua zona. Nel frattempo puoi ordinare online e ritirare la spesa in uno dei nostri negozi.`,
                'Useremo questo indirizzo e-mail solo per avvisarti; se non sei stato tu a chiederlo, ignora questo messaggio.',
              ],
            }),
          );
        });
      }
      return deliveryAreaRequestSavedMessage(email, city);
    },
    waiting: (tenantId, postalCode) => repo.listWaitingRequests(db, tenantId, postalCode),
  };
}
