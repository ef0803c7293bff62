export const INCOMPLETE_ADDRESS_MESSAGE = "L'indirizzo inserito è incompleto, mancano i seguenti campi: ";
export const ADDRESS_NOT_SERVED_MESSAGE = "L'indirizzo inserito non è coperto dal servizio.";
export const ADDRESS_NOT_VALIDATED_MESSAGE = 'Indirizzo non validato, Salvare lo stesso?';
export const ADDRESS_DELETE_REFUSED_MESSAGE =
  "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.";

export const STREET_SUGGESTIONS_MIN_LENGTH = 3;

type Field = string | number | null | undefined;

/** The address fields these rules read (spec §3 "Address"); other fields pass through untouched. */
export interface AddressDraft {
  address1?: Field;
  addressNumber?: Field;
  city?: Field;
  province?: Field;
  postalcode?: Field;
  doorbellName?: Field;
  addressName?: Field;
  referencePhoneNumber?: Field;
}

/** spec §5: what the check-address action requires, in the order the message lists them. */
export const CHECK_ADDRESS_FIELDS = ['city', 'address1', 'postalcode', 'province', 'addressNumber'] as const;
export type CheckAddressField = (typeof CHECK_ADDRESS_FIELDS)[number];

export const CHECK_ADDRESS_FIELD_LABELS: Readonly<Record<CheckAddressField, string>> = {
  city: 'città',
  address1: 'indirizzo',
  postalcode: 'CAP',
  province: 'provincia',
  addressNumber: 'numero civico',
};

/** spec §5: required to save a new address. */
export const SAVE_ADDRESS_FIELDS = ['doorbellName', 'addressName', 'referencePhoneNumber'] as const;

function isBlank(value: Field): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

export function missingAddressFields(address: AddressDraft): CheckAddressField[] {
  return CHECK_ADDRESS_FIELDS.filter((field) => isBlank(address[field]));
}

/** "L'indirizzo inserito è incompleto, mancano i seguenti campi: città, CAP." or nothing when complete. */
export function incompleteAddressMessage(missing: readonly CheckAddressField[]): string | undefined {
  if (missing.length === 0) return undefined;
  return `${INCOMPLETE_ADDRESS_MESSAGE}${missing.map((field) => CHECK_ADDRESS_FIELD_LABELS[field]).join(', ')}.`;
}

function mapText<V extends Field>(value: V, change: (text: string) => string): V {
  // Trimming and upper-casing keep a text a text, so each field keeps its declared type.
  return (typeof value === 'string' ? change(value) : value) as V;
}

const trim = (text: string) => text.trim();
const trimUpper = (text: string) => text.trim().toUpperCase();

/** spec §5: city and province are upper-cased before saving; the typed fields lose stray blanks. */
export function normaliseAddressForSave<T extends AddressDraft>(address: T): T {
  return {
    ...address,
    city: mapText(address.city, trimUpper),
    province: mapText(address.province, trimUpper),
    address1: mapText(address.address1, trim),
    addressNumber: mapText(address.addressNumber, trim),
    postalcode: mapText(address.postalcode, trim),
    doorbellName: mapText(address.doorbellName, trim),
    addressName: mapText(address.addressName, trim),
    referencePhoneNumber: mapText(address.referencePhoneNumber, trim),
  };
}

/** spec §5: save stays disabled until doorbell name, address name and reference phone are filled. */
export function canSaveAddress(address: AddressDraft): boolean {
  return SAVE_ADDRESS_FIELDS.every((field) => !isBlank(address[field]));
}

/** spec §5: street suggestions only when the typed text exceeds 3 characters. */
export function streetSuggestionsEnabled(text: string): boolean {
  return text.trim().length > STREET_SUGGESTIONS_MIN_LENGTH;
}

/** spec §5: city suggestions as soon as something is typed. */
export function citySuggestionsEnabled(text: string): boolean {
  return text.trim().length > 0;
}

/** What the address validation service answers (spec §7: it reads active and addressNumber). */
export interface AddressServiceAnswer {
  active: boolean | number | string;
  addressNumber?: Field;
}

export type AddressCheckState = 'incomplete' | 'not-served' | 'served';

function isActive(active: AddressServiceAnswer['active']): boolean {
  return active === true || active === 1 || active === '1' || active === 'true';
}

/**
 * spec §4: incomplete, not served or served. `answer` is undefined when the service failed, and then
 * home delivery is shown as unavailable.
 */
export function addressCheckState(
  address: AddressDraft,
  answer: AddressServiceAnswer | undefined,
): AddressCheckState {
  if (missingAddressFields(address).length > 0) return 'incomplete';
  return answer !== undefined && isActive(answer.active) ? 'served' : 'not-served';
}

/** spec §5: saving is refused when the service says not active or street, number, postal code or city is missing. */
export function isSaveRefusedByService(address: AddressDraft, answer: AddressServiceAnswer): boolean {
  if (!isActive(answer.active)) return true;
  const number = isBlank(answer.addressNumber) ? address.addressNumber : answer.addressNumber;
  return [address.address1, number, address.postalcode, address.city].some(isBlank);
}
