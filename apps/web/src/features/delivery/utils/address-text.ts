import type { CheckAddressField } from '@spesa/shared/rules/address-check';

/** A house number: "12", "12A", "12 b", "12/3". */
const HOUSE_NUMBER = String.raw`\d+(?:\s?[a-zA-Z](?![a-zA-Z]))?(?:\s?\/\s?\w+)?`;
const STREET_AND_NUMBER = new RegExp(String.raw`^(.*?\S)[\s,]+(${HOUSE_NUMBER})$`);
const STREET_NUMBER_THEN_PLACE = new RegExp(String.raw`^(.*?\S\s+${HOUSE_NUMBER})\s+([^\d,]+)$`);

export interface AddressText {
  /** What comes before the town: street and house number, possibly empty. */
  street: string;
  /** The town or postal code to look up. */
  place: string;
}

/**
 * Splits what the shopper typed into the address field: "Via Verdi 3, Trento" or "Via Verdi 3 Trento" name a
 * street and a town; a text without either is the town alone.
 */
export function splitAddressText(text: string): AddressText {
  const trimmed = text.trim();
  const comma = trimmed.lastIndexOf(',');
  if (comma >= 0) return { street: trimmed.slice(0, comma).trim(), place: trimmed.slice(comma + 1).trim() };
  const match = STREET_NUMBER_THEN_PLACE.exec(trimmed);
  if (match) return { street: match[1]!.trim(), place: match[2]!.trim() };
  return { street: '', place: trimmed };
}

/** "Via Verdi 3" → street "Via Verdi", number "3"; without a trailing number the number is empty. */
export function splitStreetAndNumber(street: string): { address1: string; addressNumber: string } {
  const match = STREET_AND_NUMBER.exec(street.trim());
  if (!match) return { address1: street.trim(), addressNumber: '' };
  return { address1: match[1]!.trim(), addressNumber: match[2]!.replace(/\s+/g, '') };
}

/** The place as one line, e.g. "Via Roma 12, 20121 Milano (MI)", for the shopper to confirm. */
export function addressLine(values: Record<CheckAddressField, string>): string {
  const street = [values.address1, values.addressNumber].filter(Boolean).join(' ');
  const town = `${values.postalcode} ${values.city}${values.province ? ` (${values.province})` : ''}`.trim();
  return [street, town].filter(Boolean).join(', ');
}
