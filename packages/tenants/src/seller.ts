import type { SellerSetting } from '@spesa/shared/tenant/tenant-config.contract';

/** What every chain's seller shares unless its file says otherwise: an Italian company in the ordinary regime. */
export const SELLER_DEFAULTS = { country: 'IT', taxRegime: 'RF01' } as const;

/** A chain's seller as its file writes it: the fiscal code is the VAT number unless told otherwise. */
export interface SellerInput {
  companyName: string;
  vatNumber: string;
  fiscalCode?: string;
  address: Omit<SellerSetting['address'], 'country'> & { country?: string };
  /** 'TN-198342': the REA office (province) and number, as the legal footer writes them. */
  rea: string;
  taxRegime?: string;
}

/** The chain's seller (invoice CedentePrestatore): its own values over SELLER_DEFAULTS. */
export function defineSeller(input: SellerInput): SellerSetting {
  const [office = '', number = ''] = input.rea.split('-');
  return {
    companyName: input.companyName,
    vatNumber: input.vatNumber,
    fiscalCode: input.fiscalCode ?? input.vatNumber,
    address: { country: SELLER_DEFAULTS.country, ...input.address },
    rea: { office, number },
    taxRegime: input.taxRegime ?? SELLER_DEFAULTS.taxRegime,
  };
}
