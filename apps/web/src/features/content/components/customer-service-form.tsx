import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FormField, MailPars } from '@spesa/shared/content/content-form.contract';
import { CUSTOMER_SERVICE_FORM_ID } from '@spesa/shared/content/content.contract';
import { useMemo, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { FormTextField } from '../../../components/form-text-field';
import { useMailPars } from '../api/get-mail-pars';
import { FormRefusedError, useSubmitForm } from '../api/submit-form';
import { usePageMeta } from '../hooks/use-page-meta';
import {
  contentFormSchema,
  emptyFormValues,
  fieldErrorsByKey,
  orderedFields,
  toFormSubmitData,
  type ContentFormValues,
} from '../utils/form-schema';
import { AttachmentField } from './attachment-field';
import { ContentBreadcrumb } from './content-breadcrumb';
import { ContentHtml } from './content-html';
import { ContentSkeleton } from './content-skeleton';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';
import { useHumanCheck } from '../../../components/human-check/use-human-check';

/** The field an order's detail page pre-fills (spec §2 /servizio-clienti). */
const ORDER_NUMBER_KEY = 'order_number';

const AUTOCOMPLETE: Record<string, string> = { name: 'name', email: 'email', phone: 'tel' };

function TextFieldOf({ field, control }: { field: FormField; control: Control<ContentFormValues> }) {
  const tc = useContentT();
  const common = {
    control,
    name: field.key,
    label: field.label,
    required: field.required,
    placeholder: field.placeholder,
    helperText: field.help_text,
    autoComplete: AUTOCOMPLETE[field.key],
  };
  if (field.type === 'textarea') {
    return (
      <FormTextField
        {...common}
        multiline
        minRows={5}
        slotProps={{ htmlInput: { maxLength: field.max_length } }}
      />
    );
  }
  if (field.type === 'listselect') {
    return (
      <FormTextField {...common} select slotProps={{ select: { native: true } }}>
        <option value="">{tc('customerService.chooseTopic')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FormTextField>
    );
  }
  return (
    <FormTextField
      {...common}
      type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
      slotProps={{
        htmlInput: {
          maxLength: field.max_length,
          inputMode: field.type === 'phone' ? 'tel' : field.key === ORDER_NUMBER_KEY ? 'numeric' : undefined,
        },
      }}
    />
  );
}

interface FormBodyProps {
  mailPars: MailPars;
  orderNumber?: string;
  onNonceExpired: () => void;
}

function CustomerServiceFormBody({ mailPars, orderNumber, onNonceExpired }: FormBodyProps) {
  const { t } = useTranslation();
  const tc = useContentT();
  const fields = useMemo(() => orderedFields(mailPars), [mailPars]);
  const schema = useMemo(() => contentFormSchema(fields), [fields]);
  const defaultValues = useMemo(
    () => emptyFormValues(fields, { [ORDER_NUMBER_KEY]: orderNumber }),
    [fields, orderNumber],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<ContentFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = useSubmitForm();
  const humanCheck = useHumanCheck('contact_form');
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await submit.mutateAsync({
        nonce: mailPars.nonce,
        formData: toFormSubmitData(mailPars.form_id, fields, values),
        // spec §7: the token of the chain's human check goes with the submission, and is spent by it.
        humanCheckToken: await humanCheck.getToken(),
      });
      setSuccessMessage(message || mailPars.settings.success_message);
    } catch (error) {
      if (error instanceof FormRefusedError) {
        const byKey = fieldErrorsByKey(fields, error.fieldErrors);
        for (const [key, message] of byKey) setError(key, { type: 'server', message });
        if (byKey.length === 0 || error.message)
          setError('root.server', { type: 'server', message: error.message });
        if (Object.keys(error.fieldErrors).length === 0) onNonceExpired();
      } else {
        setError('root.server', { type: 'server', message: t('errors.generic') });
      }
    } finally {
      humanCheck.reset();
    }
  });

  if (successMessage !== null) {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert icon={<CheckCircleOutlined />} severity="success" sx={{ width: '100%' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {tc('customerService.successTitle')}
          </Typography>
          <ContentHtml html={successMessage} />
        </Alert>
        <Button
          variant="outlined"
          onClick={() => {
            reset(emptyFormValues(fields));
            setSuccessMessage(null);
            onNonceExpired();
          }}
        >
          {tc('customerService.another')}
        </Button>
      </Box>
    );
  }

  const isSending = formState.isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      {mailPars.settings.intro && <ContentHtml html={mailPars.settings.intro} />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {tc('customerService.requiredHint')}
      </Typography>
      {fields.map((field) =>
        field.type === 'file_upload' ? (
          <AttachmentField
            key={field.id}
            control={control}
            field={field}
            formId={mailPars.form_id}
            nonce={mailPars.nonce}
            upload={mailPars.upload}
            disabled={isSending}
          />
        ) : (
          <TextFieldOf key={field.id} field={field} control={control} />
        ),
      )}
      {humanCheck.element}
      {formState.errors.root?.server && (
        <Alert severity="error" role="alert">
          {formState.errors.root.server.message}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSending}
          startIcon={
            isSending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
          }
          sx={{ minHeight: 48, minWidth: 200 }}
        >
          {isSending ? tc('customerService.sending') : mailPars.settings.submit_label}
        </Button>
      </Box>
    </Box>
  );
}

/** spec §2 /servizio-clienti: the customer-service form (form id 5) built from its definition. */
export function CustomerServiceForm({ orderNumber }: { orderNumber?: string }) {
  const tc = useContentT();
  const { data: mailPars, isPending, isError, refetch } = useMailPars(CUSTOMER_SERVICE_FORM_ID);
  const title = mailPars?.title ?? tc('customerService.title');
  usePageMeta(title, tc('customerService.title'));

  return (
    <>
      <ContentBreadcrumb current={title} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isPending && <ContentSkeleton lines={6} />}
      {isError && <ErrorWithRetry message={tc('content.loadError')} onRetry={() => void refetch()} />}
      {mailPars && (
        <CustomerServiceFormBody
          mailPars={mailPars}
          orderNumber={orderNumber}
          onNonceExpired={() => void refetch()}
        />
      )}
    </>
  );
}
