import {
  contactFormSchema,
  type ContactForm as ContactFormValues,
  type UserDetail,
} from '@spesa/shared/account/user-detail.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile } from '../api/update-profile';
import { SchemaForm, type FieldSpec } from './schema-form';
import '../../../lib/messages-it-account';

/** 'Il mio profilo', the contacts: mobile and landline numbers (spec §5 phone rule). */
export function ContactForm({
  detail,
  onSaved,
}: {
  detail: UserDetail;
  onSaved?: (detail: UserDetail) => void;
}) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile('update_contact', onSaved);
  const fields: FieldSpec<ContactFormValues>[] = [
    { name: 'phone', label: t('accountForm.phone'), required: true, type: 'tel', autoComplete: 'tel' },
    { name: 'homePhone', label: t('accountForm.homePhone'), type: 'tel' },
  ];
  return (
    <SchemaForm
      schema={contactFormSchema}
      defaultValues={{ phone: detail.phone ?? '', homePhone: detail.homePhone ?? '' }}
      fields={fields}
      submitText={t('accountForm.save')}
      isPending={mutation.isPending}
      onSubmit={(values, options) => mutation.mutate(values, options)}
    />
  );
}
