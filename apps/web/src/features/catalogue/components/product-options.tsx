import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Box from '@mui/material/Box';
import type { SelectOption } from '@spesa/shared/catalogue/product.contract';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-catalogue';

interface ProductOptionsProps {
  selectOptions: readonly SelectOption[];
  chosen: Readonly<Record<string, string>>;
  onChoose: (parameterName: string, value: string) => void;
}

/** spec §2 "Product option selector": a radio group or a select per option, as the option's `type` says. */
export function ProductOptions({ selectOptions, chosen, onChoose }: ProductOptionsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {selectOptions.map((option) =>
        option.type === 'radio' ? (
          <RadioOption
            key={option.parameterName}
            option={option}
            value={chosen[option.parameterName]}
            onChoose={onChoose}
          />
        ) : (
          <SelectOptionField
            key={option.parameterName}
            option={option}
            value={chosen[option.parameterName]}
            onChoose={onChoose}
          />
        ),
      )}
    </Box>
  );
}

interface OptionFieldProps {
  option: SelectOption;
  value: string | undefined;
  onChoose: (parameterName: string, value: string) => void;
}

function RadioOption({ option, value, onChoose }: OptionFieldProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ fontWeight: 700, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
      >
        {option.name}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={option.parameterName}
        value={value ?? ''}
        onChange={(_event, next) => onChoose(option.parameterName, next)}
      >
        {option.options.map((choice) => (
          <FormControlLabel
            key={choice.key}
            value={choice.value}
            control={<Radio />}
            label={choice.name}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A native select: the phone's own picker, and no menu code to download. */
function SelectOptionField({ option, value, onChoose }: OptionFieldProps) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <Box>
      <Box component="label" htmlFor={selectId} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
        {option.name}
      </Box>
      <Box
        component="select"
        id={selectId}
        name={option.parameterName}
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChoose(option.parameterName, event.target.value)
        }
        sx={{
          width: '100%',
          maxWidth: 420,
          minHeight: 48,
          px: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.42)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '1rem',
        }}
      >
        <option value="" disabled>
          {t('product.chooseOption')}
        </option>
        {option.options.map((choice) => (
          <option key={choice.key} value={choice.value}>
            {choice.name}
          </option>
        ))}
      </Box>
    </Box>
  );
}
