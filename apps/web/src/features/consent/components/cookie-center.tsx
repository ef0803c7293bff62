import { formatShopDate } from '@spesa/shared/common/shop-time-format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AnalyticsSetting } from '@spesa/shared/tenant/tenant-config.contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { saveConsent, useConsent, type ConsentChoice } from '../utils/consent-store';
import '../../../lib/messages-it-consent';

interface CookieCenterProps {
  analytics: AnalyticsSetting;
  cookiePolicyHref: string;
}

function analyticsTextKey(setting: AnalyticsSetting) {
  const keys = {
    none: 'consent.analyticsNone',
    'first-party': 'consent.analyticsFirstParty',
    ga4: 'consent.analyticsGa4',
    gtm: 'consent.analyticsGtm',
    matomo: 'consent.analyticsMatomo',
  } as const;
  return keys[setting.provider];
}

interface PurposeProps {
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function Purpose({ title, text, checked, disabled = false, onChange }: PurposeProps) {
  const textId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <FormControlLabel
        labelPlacement="start"
        sx={{ m: 0, justifyContent: 'space-between', minHeight: 44 }}
        label={
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        }
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(_, value) => onChange?.(value)}
            slotProps={{ input: { 'aria-describedby': textId } }}
          />
        }
      />
      <Typography id={textId} variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** spec §2 "cookie center": technical always on, analytics and profiling off until the shopper chooses. */
export function CookieCenter({ analytics, cookiePolicyHref }: CookieCenterProps) {
  const { t } = useTranslation();
  const record = useConsent();
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: record?.analytics ?? false,
    profilation: record?.profilation ?? false,
  });
  const brandName = t('tenant.brandName');
  const isGoogle = analytics.provider === 'ga4' || analytics.provider === 'gtm';

  const save = (next: ConsentChoice) => {
    setChoice(next);
    saveConsent(next);
    notify(t('consent.saved'), 'success');
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h2">
        {t('consent.centerTitle')}
      </Typography>
      <Typography>
        {t('consent.centerIntro', { brandName })}{' '}
        <Link component={RouterLink} to={cookiePolicyHref} underline="always">
          {t('consent.cookiePolicy')}
        </Link>
      </Typography>
      <SectionCard title={t('consent.centerTitle')}>
        <Purpose title={t('consent.technicalTitle')} text={t('consent.technicalText')} checked disabled />
        <Purpose
          title={t('consent.analyticsTitle')}
          text={t(analyticsTextKey(analytics), {
            brandName,
            host: analytics.provider === 'matomo' ? new URL(analytics.url).host : '',
          })}
          checked={choice.analytics}
          onChange={(value) => setChoice((current) => ({ ...current, analytics: value }))}
        />
        <Purpose
          title={t('consent.profilationTitle')}
          text={t(isGoogle ? 'consent.profilationGoogle' : 'consent.profilationNone')}
          checked={choice.profilation}
          onChange={(value) => setChoice((current) => ({ ...current, profilation: value }))}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant="contained" size="large" onClick={() => save(choice)}>
            {t('consent.save')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={() => save({ analytics: false, profilation: false })}
          >
            {t('consent.rejectAll')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={() => save({ analytics: true, profilation: true })}
          >
            {t('consent.acceptAll')}
          </Button>
        </Box>
      </SectionCard>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {record
          ? t('consent.savedOn', { date: formatShopDate(record.saveDate, 'dayYear'), uuid: record.uuid })
          : t('consent.notChosen')}
      </Typography>
    </Box>
  );
}
