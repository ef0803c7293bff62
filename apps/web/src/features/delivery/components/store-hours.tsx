import AccessTime from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shopWeekday, weekOpeningHours } from '@spesa/shared/rules/opening-hours';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-delivery';

interface StoreHoursProps {
  /** The store's opening hours as it gives them (spec §3 "Store"). */
  text: string;
  /** The instant whose shop-time weekday is "today"; now without it. */
  now?: number;
}

/** A store's opening hours: today's first, the week folded under them (shown as written when unreadable). */
export function StoreHours({ text, now }: StoreHoursProps) {
  const { t } = useTranslation();
  const week = weekOpeningHours(text);
  const line = { color: 'text.secondary', display: 'flex', gap: 0.5, alignItems: 'flex-start' };
  if (!week) {
    return (
      <Typography variant="body2" sx={{ ...line, mt: 0.5 }}>
        <AccessTime sx={{ fontSize: 18, mt: '1px' }} aria-hidden="true" />
        {text}
      </Typography>
    );
  }
  const today = shopWeekday(now);
  const hoursOf = (hours: string) => (hours === 'chiuso' ? t('delivery.storeDialog.closed') : hours);
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="body2" sx={{ ...line, color: 'text.primary', fontWeight: 600 }}>
        <AccessTime sx={{ fontSize: 18, mt: '1px' }} aria-hidden="true" />
        {t('delivery.storeDialog.todayHours', { hours: hoursOf(week[today]?.hours ?? 'chiuso') })}
      </Typography>
      <Box
        component="details"
        sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', minHeight: 24, color: 'primary.main' } }}
      >
        <Typography component="summary" variant="body2">
          {t('delivery.storeDialog.weekHours')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
        >
          {week.map(({ day, label, hours }) => (
            <Typography
              key={day}
              component="div"
              variant="body2"
              sx={{ display: 'contents', fontWeight: day === today ? 700 : 400 }}
            >
              <Box component="dt">{label}</Box>
              <Box component="dd" sx={{ m: 0 }}>
                {hoursOf(hours)}
              </Box>
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
