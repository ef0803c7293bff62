import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_FAMILIES, type AuditEntry, type AuditQuery } from '@spesa/shared/admin/staff.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import '../../../lib/messages-it-admin';
import { useAuditLog, useStaffList } from '../api/staff-admin';
import { errorMessageOf } from '../api/staff-session';
import { formatInstant } from '../utils/board-format';

/** The filters (who, what, day) and the page, kept in the URL (STYLE.md). */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const staffId = Number(params.get('staff_id'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: AuditQuery = {
    page,
    ...(staffId > 0 ? { staff_id: staffId } : {}),
    ...(params.get('action') ? { action: params.get('action')! } : {}),
    ...(params.get('date') ? { date: params.get('date')! } : {}),
  };
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  return { query, set };
}

/** README "Back-office" (Registro attività): who did what, by member, action and day, page by page. */
export function AuditLog() {
  const { t } = useTranslation();
  const { query, set } = useAuditFilters();
  const staff = useStaffList();
  const log = useAuditLog(query);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('admin.audit.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t('admin.audit.who')}
          value={query.staff_id ? String(query.staff_id) : ''}
          onChange={(event) => set('staff_id', event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('admin.audit.anybody')}</MenuItem>
          {(staff.data ?? []).map((member) => (
            <MenuItem key={member.staffId} value={String(member.staffId)}>
              {member.name ?? member.email}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('admin.audit.what')}
          value={query.action ?? ''}
          onChange={(event) => set('action', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('admin.audit.anything')}</MenuItem>
          {AUDIT_ACTION_FAMILIES.map((family) => (
            <MenuItem key={family} value={family}>
              {t(`admin.audit.families.${family}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('admin.audit.day')}
          value={query.date ?? ''}
          onChange={(event) => set('date', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {log.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {log.isError && <Alert severity="error">{errorMessageOf(log.error)}</Alert>}
      {log.data && <AuditEntries entries={log.data.entries} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button disabled={query.page <= 1} onClick={() => set('page', String(query.page - 1))}>
          {t('admin.audit.previous')}
        </Button>
        <Typography>{t('admin.audit.page', { page: query.page })}</Typography>
        <Button disabled={!log.data?.hasMore} onClick={() => set('page', String(query.page + 1))}>
          {t('admin.audit.next')}
        </Button>
      </Stack>
    </Stack>
  );
}

function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return <Typography>{t('admin.audit.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label={t('admin.audit.listLabel')} sx={{ p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Paper key={entry.auditId} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
          <Typography variant="subtitle2">{entry.action}</Typography>
          <Typography variant="body2">
            {formatInstant(entry.at)} · {entry.staffEmail ?? t('admin.audit.system')}
            {entry.target ? ` · ${entry.target}` : ''}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
