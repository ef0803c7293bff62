import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { UserDetail } from '@spesa/shared/account/user-detail.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { isProfileComplete, missingProfileItems } from '../utils/profile-completion';
import '../../../lib/messages-it-account';

interface ProfileCompletionProps {
  detail: UserDetail;
  /** On the profile form itself there is nowhere else to go. */
  hasLink?: boolean;
}

/** spec §5: profile level 2 is a complete profile; until then, say what is missing. */
export function ProfileCompletion({ detail, hasLink = true }: ProfileCompletionProps) {
  const { t } = useTranslation();
  if (isProfileComplete(detail)) {
    return (
      <Alert severity="success" variant="outlined">
        <AlertTitle>{t('profileArea.completeTitle')}</AlertTitle>
        {t('profileArea.completeText')}
      </Alert>
    );
  }
  const labels = {
    firstName: t('accountForm.firstName'),
    lastName: t('accountForm.lastName'),
    fiscalCode: t('accountForm.fiscalCode'),
    phone: t('accountForm.phone'),
    privacy: t('profileArea.missingPrivacy'),
  };
  const missing = new Intl.ListFormat('it-IT', { type: 'conjunction' }).format(
    missingProfileItems(detail).map((item) => labels[item].toLowerCase()),
  );
  return (
    <Alert
      severity="warning"
      variant="outlined"
      action={
        hasLink ? (
          <Button color="inherit" component={RouterLink} to={paths.profileUpdate.getHref()}>
            {t('profileArea.completeProfile')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('profileArea.incompleteTitle')}</AlertTitle>
      {missing ? t('profileArea.incompleteText', { missing }) : t('profileArea.confirmIntro')}
    </Alert>
  );
}
