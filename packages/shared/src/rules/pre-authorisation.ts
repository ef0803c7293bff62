/**
 * spec §9: the card pre-authorisation is the goods total plus a headroom on the variable-weight part.
 * The spec gives 20 % and 30 % in two places and leaves it unsettled, so the headroom is a tenant setting.
 */
export function preAuthorisedCents(
  goodsCents: number,
  variableWeightCents: number,
  headroomPct: number,
): number {
  if (
    ![goodsCents, variableWeightCents, headroomPct].every((value) => Number.isFinite(value) && value >= 0)
  ) {
    throw new RangeError('Pre-authorisation amounts and headroom must be finite and not negative');
  }
  // Rounded to 6 places first so a binary artefact such as 20.000000000000004 does not add a whole cent.
  const headroomCents = Math.round(((variableWeightCents * headroomPct) / 100) * 1e6) / 1e6;
  return Math.round(goodsCents) + Math.ceil(headroomCents);
}

/** Used only when a tenant definition leaves the setting out (test fixtures); every chain sets it. */
export const DEFAULT_PRE_AUTHORISATION_HEADROOM_PCT = 20;

/**
 * The one headroom of a tenant (settings.preAuthorisationHeadroomPct): the payment tooltip and
 * GET /checkout/prebilled-amount both read it, so the two can never disagree.
 */
export function headroomPctOf(settings: { preAuthorisationHeadroomPct?: number | undefined }): number {
  return settings.preAuthorisationHeadroomPct ?? DEFAULT_PRE_AUTHORISATION_HEADROOM_PCT;
}

/** The percentage a tooltip text names, e.g. 20 for "... più il 20% del valore ...". */
export function headroomPctInText(text: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?)\s?%/.exec(text);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}
