import { PRIVACY_DISCLAIMER_ID } from '@spesa/shared/account/disclaimer.contract';
import { COMPLETE_PROFILE_LEVEL, type UserDetail } from '@spesa/shared/account/user-detail.contract';

export type MissingProfileItem = 'firstName' | 'lastName' | 'fiscalCode' | 'phone' | 'privacy';

/** spec §5 and §9 (minProfileLevel 2): a profile is complete at level 2, which ordering needs. */
export function isProfileComplete(detail: Pick<UserDetail, 'profile'>): boolean {
  return detail.profile.level >= COMPLETE_PROFILE_LEVEL;
}

/** What the shopper still has to give for a complete profile, in the order of the profile's forms. */
export function missingProfileItems(detail: UserDetail): MissingProfileItem[] {
  const missing: MissingProfileItem[] = [];
  if (!detail.firstName.trim()) missing.push('firstName');
  if (!detail.lastName.trim()) missing.push('lastName');
  if (!detail.fiscalCode?.trim()) missing.push('fiscalCode');
  if (!detail.phone?.trim()) missing.push('phone');
  if (!detail.legals.some((legal) => legal.legalId === PRIVACY_DISCLAIMER_ID)) missing.push('privacy');
  return missing;
}
