import { formatCalendarDay } from '@spesa/shared/common/shop-time-format';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserGiftCertificate } from '@spesa/shared/account/gift-certificate.contract';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format-money';
import { notify } from '../../../lib/notify';
import { useGiftCertificates } from '../api/get-gift-certificates';
import { ProfileSection } from './profile-section';
import '../../../lib/messages-it-account';

/** YYYY-MM-DD as an Italian calendar day ("27 novembre 2026"), which no time zone moves. */
function formatDay(isoDay: string): string {
  return formatCalendarDay(isoDay, 'dayYear');
}

/** spec §1 and §7 "Gift codes": the shopper's discount codes. */
export function GiftCertificateList() {
  const { t } = useTranslation();
  const { data: codes, isPending, isError } = useGiftCertificates();
  return (
    <ProfileSection title={t('profileArea.codesTitle')}>
      {isPending ? (
        <Skeleton variant="rounded" height={72} aria-hidden="true" />
      ) : isError ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('profileArea.loadError')}</Typography>
      ) : codes.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('profileArea.noCodes')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {codes.map((code) => (
            <GiftCertificateItem key={code.userGiftCertificateId} code={code} />
          ))}
        </Box>
      )}
    </ProfileSection>
  );
}

function GiftCertificateItem({ code }: { code: UserGiftCertificate }) {
  const { t } = useTranslation();
  const value =
    code.amount !== null
      ? t('profileArea.codeAmount', { amount: formatMoney(code.amount) })
      : code.percentage !== null
        ? t('profileArea.codePercentage', { percentage: code.percentage })
        : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      notify(t('profileArea.codeCopied'), 'success');
    } catch {
      // Without clipboard access the code stays on screen to be copied by hand.
    }
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 800, letterSpacing: '.04em', fontFamily: 'monospace', fontSize: '1.0625rem' }}
        >
          {code.code}
        </Typography>
        <Typography variant="body2">{[value, code.description].filter(Boolean).join(' · ')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[
            code.minOrderAmount !== null
              ? t('profileArea.codeMinOrder', { amount: formatMoney(code.minOrderAmount) })
              : null,
            t('profileArea.codeValidity', {
              from: formatDay(code.validFrom),
              until: formatDay(code.validUntil),
            }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {code.manualAssigned && <Chip size="small" label={t('profileArea.codeManual')} sx={{ mt: 0.5 }} />}
      </Box>
      <IconButton aria-label={t('profileArea.copyCode', { code: code.code })} onClick={() => void copy()}>
        <ContentCopy />
      </IconButton>
    </Box>
  );
}
