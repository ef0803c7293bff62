import {
  personFormSchema,
  type PersonForm as PersonFormValues,
  type UserDetail,
} from '@spesa/shared/account/user-detail.contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile } from '../api/update-profile';
import { SchemaForm, type FieldSpec } from './schema-form';
import '../../../lib/messages-it-account';

interface PersonFormProps {
  detail: UserDetail;
  fidelityCardPrefix: string;
  onSaved?: (detail: UserDetail) => void;
}

/** 'Il mio profilo', the person: names, fiscal code, birth date and fidelity card (spec §5 rules). */
export function PersonForm({ detail, fidelityCardPrefix, onSaved }: PersonFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => personFormSchema(fidelityCardPrefix), [fidelityCardPrefix]);
  const mutation = useUpdateProfile('update_user_detail', onSaved);
  const fields: FieldSpec<PersonFormValues>[] = [
    { name: 'firstName', label: t('accountForm.firstName'), required: true, autoComplete: 'given-name' },
    { name: 'lastName', label: t('accountForm.lastName'), required: true, autoComplete: 'family-name' },
    {
      name: 'fiscalCode',
      label: t('accountForm.fiscalCode'),
      required: true,
      autoComplete: 'off',
      autoCapitalize: 'characters',
    },
    {
      name: 'birthDate',
      label: t('accountForm.birthDate'),
      helperText: t('accountForm.birthDateHint'),
      placeholder: t('accountForm.birthDateHint'),
      inputMode: 'numeric',
    },
    {
      name: 'fidelityCard',
      label: t('accountForm.fidelityCard'),
      helperText: t('accountForm.fidelityCardHint', { prefix: fidelityCardPrefix }),
      inputMode: 'numeric',
      isWide: true,
    },
  ];
  return (
    <SchemaForm
      schema={schema}
      defaultValues={{
        firstName: detail.firstName,
        lastName: detail.lastName,
        fiscalCode: detail.fiscalCode ?? '',
        birthDate: detail.birthDate ?? '',
        fidelityCard: detail.fidelityCard ?? '',
      }}
      fields={fields}
      submitText={t('accountForm.save')}
      isPending={mutation.isPending}
      onSubmit={(values, options) => mutation.mutate(values, options)}
    />
  );
}
