import { COMPLETE_PROFILE_LEVEL } from '@spesa/shared/account/user-detail.contract';
import { PRIVACY_DISCLAIMER_ID } from '@spesa/shared/account/disclaimer.contract';

/**
 * spec §5 and §9 (minProfileLevel 2): a profile is complete, level 2, once it has the person's names, fiscal
 * code and phone and the privacy consent; otherwise level 1.
 */
export function profileLevelOf(
  person: { firstName: string; lastName: string; fiscalCode: string | null; phone: string | null },
  disclaimers: readonly { disclaimerId: number; accepted: boolean }[],
): number {
  const hasPrivacy = disclaimers.some((d) => d.disclaimerId === PRIVACY_DISCLAIMER_ID && d.accepted);
  const isComplete =
    person.firstName.trim() !== '' &&
    person.lastName.trim() !== '' &&
    Boolean(person.fiscalCode?.trim()) &&
    Boolean(person.phone?.trim()) &&
    hasPrivacy;
  return isComplete ? COMPLETE_PROFILE_LEVEL : 1;
}

/** gg/mm/aaaa (the form) to YYYY-MM-DD (the database); '' stays absent. */
export function isoDateOf(formDate: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(formDate.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

export function formDateOf(isoDate: string | null): string | null {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}
