/**
 * README "Delivery fee by slot": the fee a slot costs, before any free-delivery threshold. A slot with a fee of
 * its own costs that; one without (null) costs its zone's fee, as every slot did before.
 */
export function slotFeeCents(zoneFeeCents: number, ownFeeCents: number | null): number {
  return ownFeeCents ?? zoneFeeCents;
}

/** The timeslot selector shows the slots' prices only when they are not all the same (spec §2). */
export function slotPricesDiffer(fees: readonly (number | undefined)[]): boolean {
  const known = fees.filter((fee): fee is number => fee !== undefined);
  return known.length > 0 && known.some((fee) => fee !== known[0]);
}
