import { ACCOUNT_FIELD_LABELS } from '../account/account-fields.contract';
import { type BillingAddress, billingAddressFormSchema } from '../account/user-detail.contract';
import { BILLING_REQUIRED_MESSAGE } from './order.contract';

/** FatturaPA: the electronic invoice reaches the buyer through its SDI code or its PEC address. */
export const INVOICE_RECIPIENT_MESSAGE =
  "Per la fattura elettronica indica il codice destinatario (SDI) o l'indirizzo PEC nei dati di fatturazione.";

/**
 * spec §3 need_invoice and §5: what keeps the profile's billing data from making out an invoice, each problem in
 * Italian ('Partita IVA: P.Iva e C.F. devono avere 11 cifre'), checked with the same rules as the billing form;
 * empty when the invoice can be asked. The checkout screen shows them and the server refuses with the first.
 */
export function invoiceBillingProblems(billing: BillingAddress | null | undefined): string[] {
  if (!billing) return [BILLING_REQUIRED_MESSAGE];
  const parsed = billingAddressFormSchema.safeParse(billing);
  const problems = new Map<string, string>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!problems.has(field))
      problems.set(field, `${ACCOUNT_FIELD_LABELS[field] ?? field}: ${issue.message}`);
  }
  const messages = [...problems.values()];
  if (!billing.sdiCode?.trim() && !billing.pec?.trim()) messages.push(INVOICE_RECIPIENT_MESSAGE);
  return messages;
}
