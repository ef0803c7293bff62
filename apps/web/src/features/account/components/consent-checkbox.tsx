import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { RegistrationDisclaimer } from '@spesa/shared/account/disclaimer.contract';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../../../lib/messages-it-account';

interface ConsentCheckboxProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  disclaimer: RegistrationDisclaimer;
}

/** spec §1 and §3: one of the chain's consents, in its own wording; a required one says so. */
export function ConsentCheckbox<T extends FieldValues, TOut = T>({
  control,
  name,
  disclaimer,
}: ConsentCheckboxProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)} required={disclaimer.required}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
            sx={{ mt: -0.75 }}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': fieldState.error ? errorId : undefined,
                'aria-required': disclaimer.required,
              },
            }}
          />
        }
        label={
          <span>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {disclaimer.descr}
              {disclaimer.required && ` (${t('profileArea.consentRequired')})`}
            </Typography>
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {disclaimer.text}
            </Typography>
          </span>
        }
      />
      {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
