import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import { citySuggestionsEnabled, streetSuggestionsEnabled } from '@spesa/shared/rules/address-check';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { usePlaceSuggestions } from '../api/get-place-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { splitAddressText } from '../utils/address-text';
import '../../../lib/messages-it-delivery';

const TYPING_PAUSE_MS = 250;

export interface PlaceChoice {
  place: PlaceSuggestion;
  /** The street and number typed before the town; empty when only a town was typed. */
  street: string;
}

interface PlaceOption extends PlaceChoice {
  key: string;
  label: string;
}

interface PlaceSearchFieldProps {
  label: string;
  placeholder: string;
  helperText?: string;
  /** The text may start with a street and house number, as in "Via Verdi 3, Trento". */
  withStreet?: boolean;
  onSelect: (choice: PlaceChoice) => void;
}

/**
 * A combobox of the chain's towns and postal codes (GET /geocoding/autocomplete). spec §5: town suggestions
 * as soon as something is typed, suggestions for a street only once the text exceeds 3 characters.
 */
export function PlaceSearchField({
  label,
  placeholder,
  helperText,
  withStreet = false,
  onSelect,
}: PlaceSearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settledText = useDebouncedValue(text, TYPING_PAUSE_MS);
  const { street, place } = withStreet ? splitAddressText(settledText) : { street: '', place: settledText };
  const isEnabled = street
    ? streetSuggestionsEnabled(settledText) && citySuggestionsEnabled(place)
    : citySuggestionsEnabled(place);
  const { data, isFetching } = usePlaceSuggestions(place, isEnabled);
  const options: PlaceOption[] = isEnabled
    ? (data ?? []).map((suggestion) => ({
        key: `${suggestion.city}|${suggestion.province}|${suggestion.postalcode}`,
        label: street
          ? t('delivery.place.streetInPlace', { street, place: suggestion.description })
          : suggestion.description,
        place: suggestion,
        street,
      }))
    : [];

  return (
    <Autocomplete<PlaceOption, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.key)}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') onSelect({ place: option.place, street: option.street });
      }}
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('delivery.place.none')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1, minHeight: 44 }}>
          <LocationOnOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
          {option.label}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off', enterKeyHint: 'search' },
          }}
        />
      )}
    />
  );
}
