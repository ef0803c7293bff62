import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UserDetail } from '@spesa/shared/account/user-detail.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ProfileSection } from './profile-section';
import '../../../lib/messages-it-account';

const pointsFormat = new Intl.NumberFormat('it-IT');

/** spec §1: the signed-in shopper's loyalty points and fidelity card. */
export function LoyaltySummary({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const points = detail.userPoints.LOYALTY.value;
  return (
    <ProfileSection title={t('profileArea.loyaltyTitle')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            flex: 'none',
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <CardMembershipOutlined />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}>
            {t('profileArea.loyaltyPoints', { count: points, points: pointsFormat.format(points) })}
          </Typography>
          {detail.fidelityCard ? (
            <Typography sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              {t('profileArea.fidelityCardNumber', { card: detail.fidelityCard })}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('profileArea.noFidelityCard')}
            </Typography>
          )}
        </Box>
      </Box>
      {!detail.fidelityCard && (
        <Button component={RouterLink} to={paths.profileUpdate.getHref()} sx={{ mt: 1 }}>
          {t('profileArea.addFidelityCard')}
        </Button>
      )}
    </ProfileSection>
  );
}
