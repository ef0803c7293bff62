import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  staffCreateBodySchema,
  type StaffAccount,
  type StaffCreateBody,
  type StaffRole,
} from '@spesa/shared/admin/staff.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import '../../../lib/messages-it-admin';
import { useChainStores } from '../api/order-board';
import { errorMessageOf } from '../api/staff-session';
import { useStaffDisabled, useStaffList, useStaffSecretAction } from '../api/staff-admin';
import { TotpQrCode } from './totp-qr-code';

/** README "Back-office" (Personale): the chain admin's screen. */
export const STAFF_ADMIN_ROLES: readonly StaffRole[] = ['chain_admin'];

interface Secret {
  email: string;
  totpSecret: string;
  otpauthUri: string;
}

type Pending = { kind: 'disable' | 'reset'; member: StaffAccount } | null;

/** The chain's staff: create, disable or enable, a new second factor; the secret shown once. */
export function StaffAdmin() {
  const { t } = useTranslation();
  const list = useStaffList();
  const create = useStaffSecretAction('create');
  const reset = useStaffSecretAction('totp-reset');
  const disabled = useStaffDisabled();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const showSecret = (answer: { staff: StaffAccount; totpSecret: string; otpauthUri: string }) =>
    setSecret({ email: answer.staff.email, totpSecret: answer.totpSecret, otpauthUri: answer.otpauthUri });
  const onAnswer = (confirmed: boolean) => {
    if (confirmed && pending?.kind === 'disable')
      disabled.mutate({ staffId: pending.member.staffId, disabled: true });
    if (confirmed && pending?.kind === 'reset')
      reset.mutate({ staffId: pending.member.staffId }, { onSuccess: showSecret });
    setPending(null);
  };
  const error = disabled.error ?? reset.error;
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('admin.staff.title')}
      </Typography>
      <StaffCreateForm onCreated={showSecret} mutation={create} />
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {list.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {list.isError && <Alert severity="error">{errorMessageOf(list.error)}</Alert>}
      {list.data && (
        <StaffList
          members={list.data}
          onDisable={(member) => setPending({ kind: 'disable', member })}
          onEnable={(member) => disabled.mutate({ staffId: member.staffId, disabled: false })}
          onReset={(member) => setPending({ kind: 'reset', member })}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('admin.staff.confirm')}
        text={t(pending?.kind === 'reset' ? 'admin.staff.confirmReset' : 'admin.staff.confirmDisable', {
          email: pending?.member.email ?? '',
        })}
        onAnswer={onAnswer}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

function StaffList({
  members,
  onDisable,
  onEnable,
  onReset,
}: {
  members: StaffAccount[];
  onDisable: (member: StaffAccount) => void;
  onEnable: (member: StaffAccount) => void;
  onReset: (member: StaffAccount) => void;
}) {
  const { t } = useTranslation();
  const stores = useChainStores();
  const storeName = (storeId: number | null) =>
    storeId === null
      ? t('admin.staff.wholeChain')
      : (stores.data?.find((s) => s.storeId === storeId)?.name ?? t('admin.shell.storeOf', { storeId }));
  if (!members.length) return <Typography>{t('admin.staff.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label={t('admin.staff.listLabel')} sx={{ p: 0, m: 0 }}>
      {members.map((member) => (
        <Paper
          key={member.staffId}
          component="li"
          variant="outlined"
          aria-label={member.name ?? member.email}
          // A long e-mail address wraps instead of widening the page on a phone.
          sx={{ p: 2, listStyle: 'none', overflowWrap: 'anywhere' }}
        >
          <Typography variant="subtitle1" component="h2">
            {member.name ?? member.email}
          </Typography>
          {member.name ? <Typography variant="body2">{member.email}</Typography> : null}
          <Typography variant="body2">
            {member.roleLabel} · {storeName(member.storeId)} ·{' '}
            {member.disabled ? t('admin.staff.disabled') : t('admin.staff.active')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {member.disabled ? (
              <Button onClick={() => onEnable(member)}>{t('admin.staff.enable')}</Button>
            ) : (
              <Button color="error" onClick={() => onDisable(member)}>
                {t('admin.staff.disable')}
              </Button>
            )}
            <Button onClick={() => onReset(member)}>{t('admin.staff.resetTotp')}</Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The form's fields as typed: the store is a select's text value, '' for the whole chain. */
const staffFormSchema = staffCreateBodySchema.extend({
  storeId: z.string().transform((value) => (value ? Number(value) : null)),
});
type StaffFormValues = z.input<typeof staffFormSchema>;

const EMPTY_FORM: StaffFormValues = { name: '', email: '', password: '', role: 'picker', storeId: '' };

function StaffCreateForm({
  mutation,
  onCreated,
}: {
  mutation: ReturnType<typeof useStaffSecretAction>;
  onCreated: (answer: { staff: StaffAccount; totpSecret: string; otpauthUri: string }) => void;
}) {
  const { t } = useTranslation();
  const stores = useChainStores();
  const { control, handleSubmit, reset } = useForm<StaffFormValues, unknown, StaffCreateBody>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const submit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        reset(EMPTY_FORM);
        onCreated(answer);
      },
    }),
  );
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('admin.staff.create')}
      </Typography>
      <Stack spacing={2} useFlexGap direction={{ xs: 'column', md: 'row' }} sx={{ flexWrap: 'wrap' }}>
        <FormTextField
          control={control}
          name="name"
          label={t('admin.staff.name')}
          required
          fullWidth={false}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('admin.staff.email')}
          type="email"
          required
          fullWidth={false}
        />
        <FormTextField
          control={control}
          name="password"
          label={t('admin.staff.password')}
          isPassword
          required
          fullWidth={false}
        />
        <FormTextField
          control={control}
          name="role"
          select
          label={t('admin.staff.role')}
          fullWidth={false}
          sx={{ minWidth: 200 }}
        >
          {STAFF_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="storeId"
          select
          label={t('admin.staff.store')}
          fullWidth={false}
          // 'Tutta la catena' is the empty value: shown, not a blank field.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('admin.staff.wholeChain')}</MenuItem>
          {(stores.data ?? []).map((store) => (
            <MenuItem key={store.storeId} value={String(store.storeId)}>
              {store.name}
            </MenuItem>
          ))}
        </FormTextField>
        <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ minHeight: 48 }}>
          {t('admin.staff.submit')}
        </Button>
      </Stack>
      {mutation.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(mutation.error)}
        </Alert>
      )}
    </Paper>
  );
}

/** The second factor's secret, this once: a QR code to scan, and the key and address as text. */
function SecretDialog({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby="staff-secret-title">
      <DialogTitle id="staff-secret-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('admin.staff.secretTitle', { email: secret?.email ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('admin.staff.secretIntro')}</Typography>
        {secret && (
          <Box sx={{ mb: 2 }}>
            <TotpQrCode uri={secret.otpauthUri} label={t('admin.staff.qrLabel', { email: secret.email })} />
          </Box>
        )}
        <TextField
          label={t('admin.staff.secret')}
          value={secret?.totpSecret ?? ''}
          fullWidth
          // Typed by hand into an app: all of it in view, in a type where 0 and O differ.
          multiline
          slotProps={{
            htmlInput: { readOnly: true, sx: { fontFamily: 'monospace', letterSpacing: '0.05em' } },
          }}
          sx={{ mb: 2 }}
        />
        <TextField
          label={t('admin.staff.uri')}
          value={secret?.otpauthUri ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.staff.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
