import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import '../lib/messages-it-auth';

type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** A password field with the show/hide button of the login dialog. */
  isPassword?: boolean;
};

/**
 * A text field of a react-hook-form form: the shared rule's Italian message shows under it (UX.md "Feedback":
 * inline messages under the field).
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  isPassword = false,
  helperText,
  slotProps,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [isVisible, setVisible] = useState(false);
  const passwordAdornment = isPassword
    ? {
        endAdornment: (
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={isVisible ? t('authForm.hidePassword') : t('authForm.showPassword')}
              aria-pressed={isVisible}
              onClick={() => setVisible((visible) => !visible)}
            >
              {isVisible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ),
      }
    : undefined;

  return (
    <TextField
      fullWidth
      {...rest}
      type={isPassword ? (isVisible ? 'text' : 'password') : rest.type}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, input: { ...passwordAdornment, ...slotProps?.input } }}
    />
  );
}
