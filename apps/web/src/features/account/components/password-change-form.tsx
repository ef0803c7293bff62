import { passwordChangeFormSchema } from '@spesa/shared/account/account-security.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdatePassword } from '../api/update-password';
import { SchemaForm } from './schema-form';
import '../../../lib/messages-it-account';

/** spec §7 update_password (old_password, new_password), with the password rule of spec §5. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const mutation = useUpdatePassword();
  return (
    <SchemaForm
      schema={passwordChangeFormSchema}
      defaultValues={{ oldPassword: '', newPassword: '' }}
      fields={[
        {
          name: 'oldPassword',
          label: t('profileArea.oldPassword'),
          required: true,
          isPassword: true,
          autoComplete: 'current-password',
        },
        {
          name: 'newPassword',
          label: t('profileArea.newPassword'),
          required: true,
          isPassword: true,
          autoComplete: 'new-password',
          helperText: t('accountForm.passwordHint'),
        },
      ]}
      submitText={t('profileArea.changePassword')}
      isPending={mutation.isPending}
      isResetOnSuccess
      onSubmit={(values, options) => mutation.mutate(values, options)}
    />
  );
}
