import Typography from '@mui/material/Typography';
import { emailChangeFormSchema } from '@spesa/shared/account/account-security.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useRequestEmailChange } from '../api/request-email-change';
import { SchemaForm } from './schema-form';
import '../../../lib/messages-it-account';

/** spec §7 update_email_request: a link goes to the new address; the change happens when it is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const mutation = useRequestEmailChange();
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('profileArea.currentEmail', { email: currentEmail })}</Typography>
      <SchemaForm
        schema={emailChangeFormSchema}
        defaultValues={{ newEmail: '' }}
        fields={[
          {
            name: 'newEmail',
            label: t('profileArea.newEmail'),
            required: true,
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            autoCapitalize: 'none',
            isWide: true,
          },
        ]}
        submitText={t('profileArea.changeEmail')}
        isPending={mutation.isPending}
        isResetOnSuccess
        onSubmit={(values, options) => mutation.mutate(values.newEmail, options)}
      />
    </>
  );
}
