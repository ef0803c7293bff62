import { isAwaitingPayment } from '@spesa/shared/rules/order-status';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { DeferredWork } from '../../lib/deferred-work.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { genderOfFiscalCode } from '../mail/salutation.js';
import { orderMail } from './order-mail.js';
import {
  claimMailEvent,
  listDueMailEvents,
  markMailEventFailed,
  markMailEventSent,
  type OrderMailEventRecord,
} from './order-mail-event.repository.js';
import { ORDER_MAIL_EVENT } from './order-mail-events.js';
import { findOrder, listItems } from './order.repository.js';

/** Sends the order e-mails written by the orders' transactions (the outbox), each once. */
export interface OrderMailDispatcher {
  /** Sends the e-mails whose time has come, of one order when given; answers how many went out. */
  dispatch(options?: { orderId?: number }): Promise<number>;
  /** Right after a commit that wrote e-mails of the order: they go out in the background, not in the answer. */
  afterCommit(orderId: number): void;
}

export interface OrderMailDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  shoppers: Pick<ShopperService, 'mailContact'>;
  deferred: DeferredWork;
  /** The chain's own origin, for the links of its e-mails. */
  linkOrigin: (tenantId: string) => string;
  log: (error: unknown, message: string) => void;
}

const DISPATCH_BATCH = 100;
/** How long a dispatcher holds an event while it sends it; one that dies lets it go after this. */
const CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 1, 2, 4, … minutes after each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts, 10), LONGEST_RETRY_MS);
}

/** The e-mail of the event, or why none is owed any more (no recipient, the order paid meanwhile). */
async function messageOf(
  deps: OrderMailDeps,
  event: OrderMailEventRecord,
): Promise<MailMessage | { skip: string }> {
  const order = await findOrder(deps.db, event.tenantId, event.orderId);
  if (!order || !isTenantCode(event.tenantId)) return { skip: 'ordine non trovato' };
  if (event.event === ORDER_MAIL_EVENT.PAYMENT_FAILED && !isAwaitingPayment(order.status))
    return { skip: 'ordine già pagato o annullato' };
  const contact = await deps.shoppers.mailContact(deps.db, event.tenantId, order.userId);
  if (!contact || contact.anonymized || contact.email.endsWith('.invalid'))
    return { skip: 'nessun destinatario' };
  return orderMail({
    tenant: getTenant(event.tenantId),
    origin: deps.linkOrigin(event.tenantId),
    to: {
      email: contact.email,
      firstName: contact.firstName,
      gender: genderOfFiscalCode(contact.fiscalCode),
    },
    order,
    items: await listItems(deps.db, [order.id]),
    event: event.event,
    detail: event.detail,
  });
}

/** Sends one claimed event; a failure leaves it pending for a later attempt, never lost. */
async function sendOne(deps: OrderMailDeps, event: OrderMailEventRecord): Promise<boolean> {
  try {
    const message = await messageOf(deps, event);
    if ('skip' in message) {
      await markMailEventSent(deps.db, event.id, deps.clock.now(), message.skip);
      return false;
    }
    await deps.mailer.send(message);
    await markMailEventSent(deps.db, event.id, deps.clock.now());
    return true;
  } catch (error) {
    deps.log(error, `order e-mail ${event.event} of order ${event.orderId} failed`);
    const now = deps.clock.now();
    const reason = error instanceof Error ? error.message : String(error);
    await markMailEventFailed(deps.db, event, reason, now + retryDelayMs(event.attempts)).catch(
      (markError: unknown) => deps.log(markError, 'order e-mail failure not recorded'),
    );
    return false;
  }
}

export function createOrderMailDispatcher(deps: OrderMailDeps): OrderMailDispatcher {
  const dispatch = async (options: { orderId?: number } = {}) => {
    const now = deps.clock.now();
    const due = await listDueMailEvents(deps.db, { now, limit: DISPATCH_BATCH, ...options });
    let sent = 0;
    for (const event of due) {
      if (!(await claimMailEvent(deps.db, event.id, now, now + CLAIM_MS))) continue;
      if (await sendOne(deps, event)) sent += 1;
    }
    return sent;
  };
  return {
    dispatch,
    afterCommit(orderId) {
      deps.deferred.defer(`order e-mails of order ${orderId}`, async () => {
        await dispatch({ orderId });
      });
    },
  };
}
