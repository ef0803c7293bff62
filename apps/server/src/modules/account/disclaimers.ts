import {
  disclaimerTextVersion,
  NEWSLETTER_DISCLAIMER_ID,
  PRIVACY_DISCLAIMER_ID,
  type RegistrationDisclaimer,
} from '@spesa/shared/account/disclaimer.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';

export interface DisclaimerDefinition extends Omit<RegistrationDisclaimer, 'value'> {
  textVersion: string;
}

/** spec §1: each chain's own privacy and newsletter consent wording. */
export function tenantDisclaimers(tenant: TenantDefinition): DisclaimerDefinition[] {
  return [
    {
      registrationDisclaimerId: PRIVACY_DISCLAIMER_ID,
      code: 'PRIVACY',
      descr: 'Informativa sulla privacy',
      text: tenant.texts.privacyConsent,
      required: true,
      priority: 1,
      textVersion: disclaimerTextVersion(tenant.texts.privacyConsent),
    },
    {
      registrationDisclaimerId: NEWSLETTER_DISCLAIMER_ID,
      code: 'NEWSLETTER',
      descr: 'Newsletter e offerte',
      text: tenant.texts.newsletterConsent,
      required: false,
      priority: 2,
      textVersion: disclaimerTextVersion(tenant.texts.newsletterConsent),
    },
  ];
}

export function publicDisclaimer(definition: DisclaimerDefinition, value?: boolean): RegistrationDisclaimer {
  const { textVersion: _version, ...disclaimer } = definition;
  return value === undefined ? disclaimer : { ...disclaimer, value };
}
