/**
 * Who a service call acts for: one shopper of one chain, set once per request by the session plugin, so a
 * caller cannot swap the two ids or pair a user with another chain's tenant.
 */
export interface Actor {
  readonly tenantId: string;
  readonly userId: number;
}

/** An anonymous call: the chain only. */
export interface TenantScope {
  readonly tenantId: string;
}
