import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';

export interface FieldSpec<T> {
  name: Path<T>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  helperText?: string;
  placeholder?: string;
  isPassword?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoCapitalize?: 'none' | 'characters';
  /** Takes the whole row of the two-column grid. */
  isWide?: boolean;
}

interface SchemaFormProps<TIn extends FieldValues, TOut> {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  fields: readonly FieldSpec<TIn>[];
  submitText: string;
  isPending: boolean;
  /**
   * Starts the save (a mutation, which tells the shopper of a refusal); `onSuccess` empties the form when
   * `isResetOnSuccess` (passwords).
   */
  onSubmit: (values: TOut, options: { onSuccess: () => void }) => void;
  isResetOnSuccess?: boolean;
  children?: ReactNode;
  size?: TextFieldProps['size'];
}

/** A section form of 'Il mio profilo': the shared schema of spec §5 checks it, messages under each field. */
export function SchemaForm<TIn extends FieldValues, TOut>({
  schema,
  defaultValues,
  fields,
  submitText,
  isPending,
  onSubmit,
  isResetOnSuccess = false,
  children,
}: SchemaFormProps<TIn, TOut>) {
  const { control, handleSubmit, reset } = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) =>
    onSubmit(values, {
      onSuccess: () => {
        if (isResetOnSuccess) reset();
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <Box key={field.name} sx={{ gridColumn: field.isWide ? '1 / -1' : undefined }}>
            <FormTextField
              control={control}
              name={field.name}
              label={field.label}
              required={field.required}
              type={field.type}
              autoComplete={field.autoComplete}
              helperText={field.helperText}
              placeholder={field.placeholder}
              isPassword={field.isPassword}
              slotProps={{
                htmlInput: {
                  inputMode: field.inputMode,
                  autoCapitalize: field.autoCapitalize,
                  spellCheck: field.autoCapitalize ? false : undefined,
                },
              }}
            />
          </Box>
        ))}
      </Box>
      {children}
      <Button type="submit" variant="contained" loading={isPending} sx={{ mt: 2, minWidth: 160 }}>
        {submitText}
      </Button>
    </Box>
  );
}
