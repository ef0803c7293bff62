import type { UserPersonFiscal } from '@spesa/shared/account/user-detail.contract';

const identity = (person: UserPersonFiscal) =>
  [
    person.personTypeId,
    person.name.trim().toLowerCase(),
    person.fiscalCode?.trim().toUpperCase() ?? '',
    person.vatCode?.trim().toUpperCase() ?? '',
  ].join('|');

/**
 * spec §7 `/user-person-fiscal/list`: each invoice holder once. The same person or company saved twice (e.g.
 * from the personal data and from the billing data) is one holder, the default one if either is.
 */
export function uniqueFiscalPersons(persons: readonly UserPersonFiscal[]): UserPersonFiscal[] {
  const byIdentity = new Map<string, UserPersonFiscal>();
  for (const person of persons) {
    const key = identity(person);
    const seen = byIdentity.get(key);
    if (!seen) byIdentity.set(key, person);
    else if (person.isDefault && !seen.isDefault) byIdentity.set(key, person);
  }
  return [...byIdentity.values()];
}
