import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  giftCodeAssignBodySchema,
  giftCodeCreateBodySchema,
  type GiftCode,
} from '@spesa/shared/admin/catalogue-admin.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-admin';
import { useAssignGiftCode, useCreateGiftCode } from '../api/catalogue-admin';
import { errorMessageOf } from '../api/staff-session';
import { contractErrors, parseEuro, parseWhole, todayInItaly } from '../utils/catalogue-format';
import { FormDialog } from './form-dialog';
import { DateField } from './promotion-dialog';

type Kind = 'amount' | 'percentage';

/** An optional number: undefined when left empty, NaN when not a number (the contract then refuses it). */
function optional(text: string, parse: (text: string) => number | null): number | null {
  if (text.trim() === '') return null;
  return parse(text) ?? Number.NaN;
}

interface CreateProps {
  onClose: () => void;
  onSaved: (code: GiftCode) => void;
}

/** README "Back-office", Catalogue and promotions: a new gift code, checked by the contract first. */
export function GiftCodeCreateDialog({ onClose, onSaved }: CreateProps) {
  const { t } = useTranslation();
  const create = useCreateGiftCode();
  const [fields, setFields] = useState({
    code: '',
    description: '',
    value: '',
    minOrder: '',
    maxUses: '',
    validFrom: todayInItaly(),
    validUntil: todayInItaly(),
  });
  const [kind, setKind] = useState<Kind>('amount');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const text = (
    name: keyof typeof fields,
    label: string,
    help?: string,
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      value={fields[name]}
      onChange={(e) => set(name)(e.target.value)}
      error={Boolean(errors[name === 'value' ? kind : name])}
      helperText={errors[name === 'value' ? kind : name] ?? help}
      slotProps={{ htmlInput: inputMode ? { inputMode } : {} }}
    />
  );

  const submit = () => {
    const value = kind === 'amount' ? parseEuro(fields.value) : parseWhole(fields.value);
    const body = {
      code: fields.code,
      description: fields.description,
      [kind]: value ?? Number.NaN,
      minOrder: optional(fields.minOrder, parseEuro),
      maxUses: optional(fields.maxUses, parseWhole),
      validFrom: fields.validFrom,
      validUntil: fields.validUntil,
    };
    const found = contractErrors(giftCodeCreateBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(giftCodeCreateBodySchema.parse(body), { onSuccess: onSaved });
  };

  return (
    <FormDialog
      title={t('admin.giftCodes.createTitle')}
      error={create.isError ? errorMessageOf(create.error) : null}
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {text('code', t('admin.giftCodes.code'), t('admin.giftCodes.codeHelp'))}
      {text('description', t('admin.giftCodes.description'))}
      <FormControl>
        <FormLabel id="gift-code-kind">{t('admin.giftCodes.kind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="gift-code-kind"
          value={kind}
          onChange={(_, next) => setKind(next as Kind)}
        >
          <FormControlLabel value="amount" control={<Radio />} label={t('admin.giftCodes.kindAmount')} />
          <FormControlLabel
            value="percentage"
            control={<Radio />}
            label={t('admin.giftCodes.kindPercentage')}
          />
        </RadioGroup>
      </FormControl>
      {text(
        'value',
        kind === 'amount' ? t('admin.giftCodes.amountField') : t('admin.giftCodes.percentageField'),
        undefined,
        kind === 'amount' ? 'decimal' : 'numeric',
      )}
      {text('minOrder', t('admin.giftCodes.minOrderField'), undefined, 'decimal')}
      {text('maxUses', t('admin.giftCodes.maxUsesField'), undefined, 'numeric')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('admin.giftCodes.validFrom')}
          value={fields.validFrom}
          onChange={set('validFrom')}
          error={errors.validFrom}
        />
        <DateField
          label={t('admin.giftCodes.validUntil')}
          value={fields.validUntil}
          onChange={set('validUntil')}
          error={errors.validUntil}
        />
      </Stack>
    </FormDialog>
  );
}

interface AssignProps {
  giftCode: GiftCode;
  onClose: () => void;
  onSaved: (email: string) => void;
}

/** The code given to a shopper, found by their e-mail; the server's refusal shows (no such shopper, has it). */
export function GiftCodeAssignDialog({ giftCode, onClose, onSaved }: AssignProps) {
  const { t } = useTranslation();
  const assign = useAssignGiftCode();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const body = { giftCertificateId: giftCode.giftCertificateId, email };
    const problem = contractErrors(giftCodeAssignBodySchema, body).email ?? null;
    setError(problem);
    if (problem) return;
    const parsed = giftCodeAssignBodySchema.parse(body);
    assign.mutate(parsed, { onSuccess: () => onSaved(parsed.email) });
  };
  return (
    <FormDialog
      title={t('admin.giftCodes.assignTitle', { code: giftCode.code })}
      error={assign.isError ? errorMessageOf(assign.error) : null}
      pending={assign.isPending}
      submitLabel={t('admin.giftCodes.assignSubmit')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        type="email"
        label={t('admin.giftCodes.assignField')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error !== null}
        helperText={error}
      />
    </FormDialog>
  );
}
