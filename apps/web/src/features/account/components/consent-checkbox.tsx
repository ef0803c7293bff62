import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RegistrationDisclaimer } from '@spesa/shared/account/disclaimer.contract';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import '../../../lib/messages-it-account';

/** spec §2 `/page/:pageName`: the chain's privacy notice, the page the privacy consent refers to. */
const PRIVACY_PAGE = 'privacy';

interface ConsentCheckboxProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  disclaimer: RegistrationDisclaimer;
}

/**
 * spec §1 and §3: one of the chain's consents, in its own wording; a required one says so. The privacy
 * consent links to the privacy notice, in a new tab so the form being filled stays as it is.
 */
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
      {disclaimer.code === 'PRIVACY' && (
        <Link
          component={RouterLink}
          to={paths.page.getHref(PRIVACY_PAGE)}
          target="_blank"
          rel="noopener"
          variant="body2"
          sx={{ ml: 4, alignSelf: 'flex-start', py: 1 }}
        >
          {t('profileArea.privacyLink')}
        </Link>
      )}
      {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
