import {
  billingAddressFormSchema,
  type BillingAddressForm,
  type UserDetail,
} from '@spesa/shared/account/user-detail.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile } from '../api/update-profile';
import { SchemaForm, type FieldSpec } from './schema-form';
import '../../../lib/messages-it-account';

/** 'Il mio profilo', the billing data (spec §5: saved before the order is confirmed). */
export function BillingForm({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile('update_billing_address');
  const billing = detail.billingAddress;
  const fields: FieldSpec<BillingAddressForm>[] = [
    { name: 'companyName', label: t('profileArea.billing.companyName'), required: true, isWide: true },
    {
      name: 'fiscalCode',
      label: t('profileArea.billing.fiscalCode'),
      required: true,
      autoCapitalize: 'characters',
    },
    { name: 'vatNumber', label: t('profileArea.billing.vatNumber'), inputMode: 'numeric' },
    {
      name: 'address1',
      label: t('profileArea.billing.address1'),
      required: true,
      autoComplete: 'address-line1',
    },
    { name: 'addressNumber', label: t('profileArea.billing.addressNumber'), required: true },
    {
      name: 'postalCode',
      label: t('profileArea.billing.postalCode'),
      required: true,
      inputMode: 'numeric',
      autoComplete: 'postal-code',
    },
    { name: 'city', label: t('profileArea.billing.city'), required: true, autoComplete: 'address-level2' },
    {
      name: 'province',
      label: t('profileArea.billing.province'),
      required: true,
      autoCapitalize: 'characters',
    },
    { name: 'sdiCode', label: t('profileArea.billing.sdiCode'), autoCapitalize: 'characters' },
    { name: 'pec', label: t('profileArea.billing.pec'), type: 'email', inputMode: 'email', isWide: true },
  ];
  return (
    <SchemaForm
      schema={billingAddressFormSchema}
      defaultValues={{
        companyName: billing?.companyName ?? `${detail.firstName} ${detail.lastName}`.trim(),
        vatNumber: billing?.vatNumber ?? '',
        fiscalCode: billing?.fiscalCode ?? detail.fiscalCode ?? '',
        address1: billing?.address1 ?? '',
        addressNumber: billing?.addressNumber ?? '',
        postalCode: billing?.postalCode ?? '',
        city: billing?.city ?? '',
        province: billing?.province ?? '',
        sdiCode: billing?.sdiCode ?? '',
        pec: billing?.pec ?? '',
      }}
      fields={fields}
      submitText={t('accountForm.save')}
      isPending={mutation.isPending}
      onSubmit={(values, options) => mutation.mutate(values, options)}
    />
  );
}
