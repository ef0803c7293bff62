import { useMutation } from '@tanstack/react-query';
import {
  CONTENT_AJAX_ACTION,
  fileUploadAnswerSchema,
  type UploadedFile,
} from '@spesa/shared/content/content-form.contract';
import { i18n } from '../../../lib/i18n';
import { useContentRoot } from './content-client';
import { postContentAjax } from './post-content-ajax';

export interface UploadInput {
  formId: number;
  fieldId: number;
  nonce: string;
  file: File;
  onProgress?: (fraction: number) => void;
}

/** A refused attachment: `message` is the server's Italian reason. */
export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
}

/** spec §7: upload to admin-ajax.php with action file-upload (form_id, field_id, nonce, files). */
export async function uploadFormFile(root: string, input: UploadInput): Promise<UploadedFile> {
  const form = new FormData();
  form.set('action', CONTENT_AJAX_ACTION.fileUpload);
  form.set('form_id', String(input.formId));
  form.set('field_id', String(input.fieldId));
  form.set('nonce', input.nonce);
  form.set('files', input.file, input.file.name);
  const { body } = await postContentAjax(root, form, fileUploadAnswerSchema, {
    onProgress: input.onProgress,
  });
  const uploaded = body.data.files?.[0];
  if (body.errors.length > 0 || !uploaded) {
    throw new UploadRefusedError(body.errors[0] ?? i18n.t('errors.generic'));
  }
  return uploaded;
}

export function useUploadFormFile() {
  const root = useContentRoot();
  return useMutation({ mutationFn: (input: UploadInput) => uploadFormFile(root, input) });
}
