import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  checkAccountDeletionToken,
  useDeleteAccount,
  useRequestAccountDeletion,
} from '../api/delete-account';
import '../../../lib/messages-it-account';

interface AccountDeletionProps {
  /** The link of the confirmation e-mail: `login` and `anonymize_token`. */
  link: { login: string; token: string } | null;
  onDeleted: () => void;
}

/**
 * spec §6 and §7: deleting the account takes the link of an e-mail; it is refused while an order is being
 * delivered (the server's message shows as a toast).
 */
export function AccountDeletion({ link, onDeleted }: AccountDeletionProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<'request' | 'delete' | null>(null);
  const requestMutation = useRequestAccountDeletion();
  const deleteMutation = useDeleteAccount(onDeleted);
  const check = useQuery({
    queryKey: ['account', 'deletion-token', link?.login, link?.token],
    queryFn: () => checkAccountDeletionToken(link!),
    enabled: link !== null,
    staleTime: Infinity,
    gcTime: 0,
  });

  return (
    <>
      {link && check.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('passwordReset.checking')}</Typography>
        </Box>
      )}
      {link && check.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {check.error.message || t('profileArea.deleteCheckFailed')}
        </Alert>
      )}
      {link && check.isSuccess ? (
        <Alert
          severity="warning"
          variant="outlined"
          role="region"
          aria-label={t('profileArea.deleteConfirmTitle')}
        >
          <AlertTitle>{t('profileArea.deleteConfirmTitle')}</AlertTitle>
          <Typography sx={{ mb: 1.5 }}>
            {t('profileArea.deleteConfirmText', { login: link.login })}
          </Typography>
          <Button
            variant="contained"
            color="error"
            loading={deleteMutation.isPending}
            onClick={() => setQuestion('delete')}
          >
            {t('profileArea.deleteConfirm')}
          </Button>
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('profileArea.deleteText')}</Typography>
          <Button
            variant="outlined"
            color="error"
            loading={requestMutation.isPending}
            onClick={() => setQuestion('request')}
          >
            {t('profileArea.deleteRequest')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={question !== null}
        title={question === 'delete' ? t('profileArea.deleteConfirmTitle') : t('profileArea.deleteAskTitle')}
        text={
          question === 'delete' && link
            ? t('profileArea.deleteConfirmText', { login: link.login })
            : t('profileArea.deleteAskText')
        }
        onAnswer={(isConfirmed) => {
          const asked = question;
          setQuestion(null);
          if (!isConfirmed) return;
          if (asked === 'request') requestMutation.mutate();
          if (asked === 'delete' && link) deleteMutation.mutate(link);
        }}
      />
    </>
  );
}
