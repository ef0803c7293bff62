import { ORDER_STATUS_LABELS } from '@spesa/shared/rules/order-status';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { OrderService } from '../modules/orders/order.service.js';

export interface OrderStatusCommandIo {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `order-status <tenant> <orderId> <statusId> [--agent]`: the store moves an order along the state machine of
 * spec §4, as the operator endpoint does. Exit code 0 when moved, 1 when refused, 2 on a usage error.
 */
export async function runOrderStatusCommand(
  args: readonly string[],
  orders: Pick<OrderService, 'changeStatus'>,
  io: OrderStatusCommandIo,
): Promise<number> {
  const [tenantCode, orderIdText, statusText] = args.filter((a) => !a.startsWith('--'));
  const orderId = Number(orderIdText);
  const statusId = Number(statusText);
  if (
    !tenantCode ||
    !isTenantCode(tenantCode) ||
    !Number.isInteger(orderId) ||
    orderId < 1 ||
    !ORDER_STATUS_LABELS[statusId]
  ) {
    const statuses = Object.entries(ORDER_STATUS_LABELS)
      .map(([id, label]) => `${id} ${label}`)
      .join(', ');
    io.err(`Uso: order-status <tenant> <orderId> <statusId> [--agent]\nStati: ${statuses}`);
    return 2;
  }
  try {
    const order = await orders.changeStatus(
      getTenant(tenantCode).code,
      orderId,
      statusId,
      args.includes('--agent') ? true : undefined,
    );
    io.out(`Ordine ${order.orderId}: ${order.orderStatusDescr} (${order.orderStatusId})`);
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
