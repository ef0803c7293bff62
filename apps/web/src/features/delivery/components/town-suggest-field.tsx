import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import { citySuggestionsEnabled } from '@spesa/shared/rules/address-check';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { usePlaceSuggestions } from '../api/get-place-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { AddressFormValues } from '../utils/address-form-schema';
import '../../../lib/messages-it-delivery';

const TYPING_PAUSE_MS = 250;

interface TownSuggestFieldProps {
  control: Control<AddressFormValues>;
  name: 'city' | 'postalcode';
  label: string;
  error: boolean;
  maxLength: number;
  /** The text was changed by hand. */
  onEdited: () => void;
  /** A suggested town was chosen: it names the town, its province and postal codes. */
  onChosen: (place: PlaceSuggestion) => void;
}

/** Suggestions for the text of `name`: a town from its first letters, or from a whole postal code. */
function useTownSuggestions(name: TownSuggestFieldProps['name'], text: string) {
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const isEnabled = name === 'postalcode' ? /^\d{5}$/.test(settled) : citySuggestionsEnabled(settled);
  const { data, isFetching } = usePlaceSuggestions(settled, isEnabled);
  return { options: isEnabled ? (data ?? []) : [], isFetching: isEnabled && isFetching };
}

/**
 * spec §2 "Add/edit address" typed by hand: the town and postal code fields suggest the chain's towns
 * (GET /geocoding/autocomplete); choosing one fills the town, the province and the postal code.
 */
export function TownSuggestField(props: TownSuggestFieldProps) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field }) => <TownSuggestInput {...props} field={field} />}
    />
  );
}

interface TownSuggestInputProps extends TownSuggestFieldProps {
  field: {
    value: string;
    name: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: (element: HTMLInputElement | null) => void;
  };
}

function TownSuggestInput({
  name,
  label,
  error,
  maxLength,
  onEdited,
  onChosen,
  field,
}: TownSuggestInputProps) {
  const { t } = useTranslation();
  const { options, isFetching } = useTownSuggestions(name, field.value);
  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option[name])}
      getOptionKey={(option) =>
        typeof option === 'string' ? option : `${option.city}|${option.province}|${option.postalcode}`
      }
      inputValue={field.value}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'input') return;
        field.onChange(value);
        onEdited();
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') onChosen(option);
      }}
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('delivery.place.none')}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1, minHeight: 44 }}>
          <LocationOnOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
          {option.description}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required
          fullWidth
          error={error}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: {
              ...params.slotProps.htmlInput,
              maxLength,
              autoComplete: 'off',
              ...(name === 'postalcode' ? { inputMode: 'numeric' } : {}),
            },
          }}
        />
      )}
    />
  );
}
