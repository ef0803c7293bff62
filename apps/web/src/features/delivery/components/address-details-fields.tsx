import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormTextField } from '../../../components/form-text-field';
import { ADDRESS_FIELD_MAX_LENGTH, type AddressFormValues } from '../utils/address-form-schema';
import '../../../lib/messages-it-delivery';

interface AddressDetailsFieldsProps {
  control: Control<AddressFormValues>;
  /** The section's heading sits under the screen's or the dialog's title. */
  sectionHeading: 'h2' | 'h3';
}

/** spec §5 "New address": the delivery details, with the doorbell, the address name and the phone required. */
export function AddressDetailsFields({ control, sectionHeading }: AddressDetailsFieldsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component={sectionHeading} variant="h3" sx={{ mb: 1.5 }}>
        {t('delivery.address.detailsTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="addressName"
          label={t('delivery.address.fields.addressName')}
          helperText={t('delivery.address.addressNameHint')}
          required
          slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.addressName } }}
        />
        <FormTextField
          control={control}
          name="doorbellName"
          label={t('delivery.address.fields.doorbellName')}
          required
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.doorbellName } }}
        />
        <FormTextField
          control={control}
          name="referencePhoneNumber"
          label={t('delivery.address.fields.referencePhoneNumber')}
          required
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.referencePhoneNumber } }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <FormTextField
            control={control}
            name="floor"
            label={t('delivery.address.fields.floor')}
            fullWidth={false}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.floor } }}
          />
          <Controller
            name="elevator"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label={t('delivery.address.fields.elevator')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                }
              />
            )}
          />
        </Box>
        <FormTextField
          control={control}
          name="addressNote"
          label={t('delivery.address.fields.addressNote')}
          multiline
          minRows={2}
          sx={{ gridColumn: { sm: 'span 2' } }}
          slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.addressNote } }}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('delivery.address.requiredHint')}
      </Typography>
    </Box>
  );
}
