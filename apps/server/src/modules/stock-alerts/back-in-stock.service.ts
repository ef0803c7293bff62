import {
  PRODUCT_ALREADY_AVAILABLE_MESSAGE,
  backInStockSavedMessage,
  type BackInStockData,
  type ProductAvailabilityChangeBody,
} from '@spesa/shared/catalogue/back-in-stock.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import type { DeferredWork } from '../../lib/deferred-work.js';
import { DomainError } from '../../lib/domain-error.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { chainMail } from '../mail/mail-layout.js';
import type { Mailer } from '../mail/mailer.js';
import { genderOfFiscalCode, salutation } from '../mail/salutation.js';
import * as repo from './back-in-stock.repository.js';

export interface BackInStockService {
  /** Stores the shopper's request once; refuses a product that is available. Answers the info to show. */
  request(actor: Actor, productId: number): Promise<{ data: BackInStockData; info: string }>;
  view(actor: Actor, productId: number): Promise<BackInStockData>;
  /** The store's availability change; a product back on the shelf mails whoever asked. */
  changeAvailability(tenantId: string, change: ProductAvailabilityChangeBody): Promise<Product>;
  /** Mails the requests of the products that are available again by any other way; the e-mails written. */
  sweep(): Promise<number>;
}

export interface BackInStockDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  deferred: DeferredWork;
  catalogue: CatalogueService;
  shoppers: ShopperService;
  /** The chain's address for links in e-mails: the product page is `${origin}/product/<slug>`. */
  linkOrigin: (tenantId: string) => string;
}

/** Writes the e-mail to each shopper whose request for the product is claimed now; how many were written. */
async function mailWaiting(deps: BackInStockDeps, tenantId: string, product: Product): Promise<number> {
  if (!isTenantCode(tenantId)) return 0;
  const tenant = getTenant(tenantId);
  const userIds = await repo.claimWaiting(deps.db, tenantId, product.productId, deps.clock.now());
  let written = 0;
  for (const userId of userIds) {
    const contact = await deps.shoppers.mailContact(deps.db, tenantId, userId);
    if (!contact || contact.anonymized) continue;
    const name = [product.name, product.shortDescr].filter(Boolean).join(' ');
    await deps.mailer.send(
      chainMail(tenant, contact.email, 'back-in-stock', {
        subject: `${product.name} è di nuovo disponibile`,
        greeting: salutation(contact.firstName, genderOfFiscalCode(contact.fiscalCode)),
        paragraphs: [
          `${name} (${product.description}) è tornato disponibile da ${tenant.texts.brandName}: ci avevi chiesto di avvisarti.`,
          'Le quantità possono essere limitate: aggiungilo al carrello finché c’è.',
        ],
        action: { label: 'Vai al prodotto', url: `${deps.linkOrigin(tenantId)}/product/${product.slug}` },
      }),
    );
    written += 1;
  }
  return written;
}

export function createBackInStockService(deps: BackInStockDeps): BackInStockService {
  const { db, clock, catalogue } = deps;
  return {
    async request(actor, productId) {
      const product = await catalogue.product(actor.tenantId, productId);
      if (product.available !== 0) {
        throw new DomainError('PRODUCT_ALREADY_AVAILABLE', PRODUCT_ALREADY_AVAILABLE_MESSAGE);
      }
      await repo.upsertRequest(db, actor.tenantId, actor.userId, productId, clock.now());
      const contact = await deps.shoppers.mailContact(db, actor.tenantId, actor.userId);
      return {
        data: { productId, requested: true },
        info: backInStockSavedMessage(contact?.email ?? 'il tuo indirizzo e-mail'),
      };
    },
    async view(actor, productId) {
      await catalogue.product(actor.tenantId, productId);
      return { productId, requested: await repo.isWaiting(db, actor.tenantId, actor.userId, productId) };
    },
    async changeAvailability(tenantId, change) {
      const { product, becameAvailable } = await catalogue.changeProductAvailability(tenantId, change);
      // After the commit, beside the answer: the e-mails never hold up or undo the store's change.
      if (becameAvailable) {
        deps.deferred.defer('back-in-stock', async () => {
          await mailWaiting(deps, tenantId, product);
        });
      }
      return product;
    },
    async sweep() {
      let written = 0;
      for (const { tenantId, productId } of await repo.listWaitingProducts(db)) {
        const [product] = await catalogue.productsByIds(tenantId, [productId]);
        if (product && product.available !== 0) written += await mailWaiting(deps, tenantId, product);
      }
      return written;
    },
  };
}
