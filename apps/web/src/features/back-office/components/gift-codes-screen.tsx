import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GiftCode } from '@spesa/shared/admin/catalogue-admin.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { useGiftCodes } from '../api/catalogue-admin';
import { errorMessageOf } from '../api/staff-session';
import { formatDate } from '../utils/catalogue-format';
import { GiftCodeAssignDialog, GiftCodeCreateDialog } from './gift-code-dialogs';
import { Pages, useListSearch } from './product-search-bar';

/** README "Back-office", Catalogue screens: 'Buoni sconto' — the chain's codes, a new one, one given to a shopper. */
export function GiftCodesScreen() {
  const { t } = useTranslation();
  const { page, go } = useListSearch();
  const list = useGiftCodes(page);
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<GiftCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {t('admin.giftCodes.title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('admin.giftCodes.create')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.isError && <Alert severity="error">{errorMessageOf(list.error)}</Alert>}
      {list.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {list.data && (
        <>
          <Typography>{t('admin.giftCodes.count', { count: list.data.total })}</Typography>
          <Stack
            component="ul"
            aria-label={t('admin.giftCodes.listLabel')}
            sx={{
              p: 0,
              m: 0,
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: 1.5,
            }}
          >
            {list.data.giftCodes.map((code) => (
              <GiftCodeCard
                key={code.giftCertificateId}
                giftCode={code}
                onAssign={() => setAssigning(code)}
              />
            ))}
          </Stack>
          {list.data.giftCodes.length === 0 && <Typography>{t('admin.giftCodes.none')}</Typography>}
          <Pages
            label={t('admin.catalogue.pages')}
            page={page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
      {creating && (
        <GiftCodeCreateDialog
          onClose={() => setCreating(false)}
          onSaved={(code) => {
            setCreating(false);
            setNotice(t('admin.giftCodes.created', { code: code.code }));
          }}
        />
      )}
      {assigning && (
        <GiftCodeAssignDialog
          giftCode={assigning}
          onClose={() => setAssigning(null)}
          onSaved={(email) => {
            setNotice(t('admin.giftCodes.assigned', { code: assigning.code, email }));
            setAssigning(null);
          }}
        />
      )}
    </Stack>
  );
}

function GiftCodeCard({ giftCode, onAssign }: { giftCode: GiftCode; onAssign: () => void }) {
  const { t } = useTranslation();
  const { amount, percentage, minOrderAmount, maxUses, timesUsed } = giftCode;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={giftCode.code}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{giftCode.code}</Typography>
        <Typography variant="body2">{giftCode.description}</Typography>
        <Typography>
          {amount !== null
            ? t('admin.giftCodes.amount', { amount: formatMoney(amount) })
            : t('admin.giftCodes.percentage', { percentage })}
          {' · '}
          {minOrderAmount !== null
            ? t('admin.giftCodes.minOrder', { amount: formatMoney(minOrderAmount) })
            : t('admin.giftCodes.noMinimum')}
        </Typography>
        <Typography variant="body2">
          {t('admin.giftCodes.period', {
            from: formatDate(giftCode.validFrom),
            to: formatDate(giftCode.validUntil),
          })}
        </Typography>
        <Typography variant="body2">
          {maxUses === null
            ? t('admin.giftCodes.usesUnlimited', { used: timesUsed })
            : t('admin.giftCodes.uses', { used: timesUsed, max: maxUses })}
        </Typography>
        <Button
          variant="outlined"
          onClick={onAssign}
          sx={{ alignSelf: 'flex-end', mt: 1 }}
          aria-label={t('admin.giftCodes.assignOf', { code: giftCode.code })}
        >
          {t('admin.giftCodes.assign')}
        </Button>
      </Stack>
    </Paper>
  );
}
