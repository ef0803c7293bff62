import { usernameFormSchema } from '@spesa/shared/account/account-security.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateUsername } from '../api/update-username';
import { SchemaForm } from './schema-form';
import '../../../lib/messages-it-account';

/** spec §7 POST /registration/update_username. */
export function UsernameForm({ username }: { username: string | null }) {
  const { t } = useTranslation();
  const mutation = useUpdateUsername();
  return (
    <SchemaForm
      schema={usernameFormSchema}
      defaultValues={{ username: username ?? '' }}
      fields={[
        {
          name: 'username',
          label: t('profileArea.username'),
          required: true,
          autoComplete: 'username',
          autoCapitalize: 'none',
          isWide: true,
        },
      ]}
      submitText={t('profileArea.saveUsername')}
      isPending={mutation.isPending}
      onSubmit={(values, options) => mutation.mutate(values.username, options)}
    />
  );
}
