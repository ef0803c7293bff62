import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ACCOUNT_FIELD_LABELS } from '@spesa/shared/account/account-fields.contract';
import type { BillingAddress } from '@spesa/shared/account/user-detail.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import '../../../lib/messages-it-orders';

interface InvoiceChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The profile's billing data; undefined while the profile loads. */
  billing: BillingAddress | null | undefined;
  /** What keeps the billing data from making out an invoice (shared invoiceBillingProblems), in Italian. */
  problems: readonly string[];
  /** The submit found the problems: they show as an error, not a warning. */
  isRefused: boolean;
  /** Where the billing data are completed. */
  profileHref: string;
}

function BillingSummary({ billing }: { billing: BillingAddress }) {
  const { t } = useTranslation();
  // The fields' names as the billing form and the server's refusals give them.
  const labelled = (field: keyof BillingAddress, value: string | null) =>
    value ? `${ACCOUNT_FIELD_LABELS[field] ?? field}: ${value}` : null;
  const rows = [
    billing.companyName,
    labelled('vatNumber', billing.vatNumber),
    labelled('fiscalCode', billing.fiscalCode),
    labelled('sdiCode', billing.sdiCode) ?? labelled('pec', billing.pec),
  ].filter((row): row is string => Boolean(row));
  return (
    <Box
      component="ul"
      aria-label={t('checkout.invoiceBillingTitle')}
      sx={{ m: 0, pl: 4, listStyle: 'none' }}
    >
      {rows.map((row) => (
        <Typography key={row} component="li" variant="body2">
          {row}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * spec §3 need_invoice and §5: 'Richiedi fattura' with the profile's billing data it will be made out to, and
 * what is missing from them (the billing form's validators), with the way to complete them.
 */
export function InvoiceChoice(props: InvoiceChoiceProps) {
  const { t } = useTranslation();
  const { checked, billing, problems, isRefused } = props;
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => props.onChange(event.target.checked)} />}
        label={t('checkout.needInvoice')}
        sx={{ minHeight: 44 }}
      />
      {checked && billing && <BillingSummary billing={billing} />}
      {checked && billing !== undefined && problems.length > 0 && (
        <Alert
          severity={isRefused ? 'error' : 'warning'}
          role={isRefused ? 'alert' : undefined}
          sx={{ mt: 1 }}
          action={
            <Button component={RouterLink} to={props.profileHref} color="inherit">
              {t('checkout.billingAction')}
            </Button>
          }
        >
          {problems.map((problem) => (
            <Box key={problem}>{problem}</Box>
          ))}
        </Alert>
      )}
    </Box>
  );
}
