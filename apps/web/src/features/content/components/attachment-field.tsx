import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  UPLOAD_MESSAGES,
  type FormField,
  type MailPars,
  type UploadedFile,
} from '@spesa/shared/content/content-form.contract';
import { useId, useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useUploadFormFile } from '../api/upload-form-file';
import type { ContentFormValues } from '../utils/form-schema';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

const SIZE_FORMAT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${SIZE_FORMAT.format(bytes / (1024 * 1024))} MB`
    : `${SIZE_FORMAT.format(Math.max(bytes, 1) / 1024)} kB`;
}

/** The refusal the server would answer, told before the upload starts (the server still checks the bytes). */
export function checkAttachment(file: File, upload: MailPars['upload']): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > upload.max_bytes) return UPLOAD_MESSAGES.tooBig;
  if (file.type && !upload.allowed_types.includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  return null;
}

interface AttachmentFieldProps {
  control: Control<ContentFormValues>;
  field: FormField;
  formId: number;
  nonce: string;
  upload: MailPars['upload'];
  disabled?: boolean;
}

/** spec §2 /servizio-clienti: an attachment, uploaded as soon as it is chosen, with its progress. */
export function AttachmentField({ control, field, formId, nonce, upload, disabled }: AttachmentFieldProps) {
  const { t } = useTranslation();
  const tc = useContentT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const { field: controller, fieldState } = useController({ control, name: field.key });
  const ids = Array.isArray(controller.value) ? controller.value : [];
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const uploadFile = useUploadFormFile();
  const isFull = ids.length >= upload.max_files;

  const onChoose = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    const problem = checkAttachment(file, upload);
    if (problem) {
      setRefusal(problem);
      return;
    }
    setProgress({ name: file.name, fraction: 0 });
    try {
      const uploaded = await uploadFile.mutateAsync({
        formId,
        fieldId: field.id,
        nonce,
        file,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      setFiles((current) => [...current, uploaded]);
      controller.onChange([...ids, uploaded.id]);
    } catch (error) {
      setRefusal(
        error instanceof Error && error.name === 'UploadRefusedError' ? error.message : t('errors.generic'),
      );
    } finally {
      setProgress(null);
    }
  };

  const remove = (id: string) => {
    setFiles((current) => current.filter((file) => file.id !== id));
    controller.onChange(ids.filter((value) => value !== id));
  };

  const message = refusal ?? fieldState.error?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {field.label}
        {field.required ? ' *' : ''}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<AttachFile />}
        disabled={disabled || isFull || progress !== null}
        onClick={() => inputRef.current?.click()}
        aria-describedby={helpId}
        sx={{ minHeight: 44 }}
      >
        {tc('customerService.attach')}
      </Button>
      {/* The button opens the picker; the input itself stays out of the tab order. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={field.label}
        accept={upload.accept}
        onChange={(event) => {
          const input = event.currentTarget;
          void onChoose(input.files?.[0]);
          input.value = '';
        }}
      />
      <FormHelperText id={helpId}>
        {field.help_text ?? tc('customerService.attachmentHint', { size: formatSize(upload.max_bytes) })}
      </FormHelperText>
      {progress && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" id={`${inputId}-progress`}>
            {tc('customerService.uploading', { name: progress.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.fraction * 100)}
            aria-labelledby={`${inputId}-progress`}
          />
        </Box>
      )}
      {files.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {files.map((file) => (
            <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <InsertDriveFileOutlined aria-hidden="true" sx={{ color: 'text.secondary' }} />
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {tc('customerService.uploaded', { name: file.name })} · {formatSize(file.size)}
              </Typography>
              <IconButton
                aria-label={tc('customerService.removeAttachment', { name: file.name })}
                onClick={() => remove(file.id)}
                disabled={disabled}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
