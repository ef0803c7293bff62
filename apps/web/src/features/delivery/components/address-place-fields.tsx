import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import type { CheckAddressField } from '@spesa/shared/rules/address-check';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ADDRESS_FIELD_MAX_LENGTH, type AddressFormValues } from '../utils/address-form-schema';
import { TownSuggestField } from './town-suggest-field';
import '../../../lib/messages-it-delivery';

interface AddressPlaceFieldsProps {
  control: Control<AddressFormValues>;
  register: UseFormRegister<AddressFormValues>;
  /** Named by the place found: shown read-only. */
  foundFields: ReadonlySet<CheckAddressField>;
  /** Missing at the last check. */
  missingFields: readonly CheckAddressField[];
  /** The town's postal codes: a list to choose from when there are several. */
  postalcodes: readonly string[];
  /** A field was changed by hand: the address needs checking again. */
  onEdited: () => void;
  /** Given, the town and postal code fields suggest towns (spec §2, typed by hand); this takes the choice. */
  onTownChosen?: (place: PlaceSuggestion) => void;
}

/** The five fields of spec §5 "Check-address": street, number, postal code, town and province. */
export function AddressPlaceFields({
  control,
  register,
  foundFields,
  missingFields,
  postalcodes,
  onEdited,
  onTownChosen,
}: AddressPlaceFieldsProps) {
  const { t } = useTranslation();
  const isFound = (field: CheckAddressField) => foundFields.has(field);
  const placeField = (field: CheckAddressField, label: string, extra: { inputMode?: 'numeric' } = {}) => (
    <TextField
      {...register(field, { onChange: onEdited })}
      label={label}
      required
      fullWidth
      error={missingFields.includes(field)}
      slotProps={{
        input: { readOnly: isFound(field) },
        htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH[field], ...extra },
        inputLabel: { shrink: true },
      }}
      variant={isFound(field) ? 'filled' : 'outlined'}
    />
  );
  const suggestField = (field: 'city' | 'postalcode', label: string) =>
    onTownChosen && !isFound(field) ? (
      <TownSuggestField
        control={control}
        name={field}
        label={label}
        error={missingFields.includes(field)}
        maxLength={ADDRESS_FIELD_MAX_LENGTH[field]}
        onEdited={onEdited}
        onChosen={onTownChosen}
      />
    ) : undefined;
  const postalcodeLabel = t('delivery.address.fields.postalcode');
  const postalcodeField =
    postalcodes.length > 1 && !isFound('postalcode') ? (
      <Controller
        name="postalcode"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label={t('delivery.address.fields.postalcode')}
            required
            fullWidth
            error={missingFields.includes('postalcode')}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              onEdited();
            }}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            {postalcodes.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    ) : (
      (suggestField('postalcode', postalcodeLabel) ??
      placeField('postalcode', postalcodeLabel, { inputMode: 'numeric' }))
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(6, minmax(0, 1fr))', sm: 'repeat(12, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: { xs: 'span 6', sm: 'span 9' } }}>
        {placeField('address1', t('delivery.address.fields.address1'))}
      </Box>
      <Box sx={{ gridColumn: { xs: 'span 3', sm: 'span 3' } }}>
        {placeField('addressNumber', t('delivery.address.fields.addressNumber'))}
      </Box>
      <Box sx={{ gridColumn: { xs: 'span 3', sm: 'span 3' }, order: { sm: 1 } }}>{postalcodeField}</Box>
      <Box sx={{ gridColumn: { xs: 'span 4', sm: 'span 6' } }}>
        {suggestField('city', t('delivery.address.fields.city')) ??
          placeField('city', t('delivery.address.fields.city'))}
      </Box>
      <Box sx={{ gridColumn: { xs: 'span 2', sm: 'span 3' } }}>
        {placeField('province', t('delivery.address.fields.province'))}
      </Box>
    </Box>
  );
}
