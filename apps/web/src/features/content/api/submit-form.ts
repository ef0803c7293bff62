import { useMutation } from '@tanstack/react-query';
import {
  CONTENT_AJAX_ACTION,
  formSubmitAnswerSchema,
  type FormSubmitData,
} from '@spesa/shared/content/content-form.contract';
import { i18n } from '../../../lib/i18n';
import { useContentRoot } from './content-client';
import { postContentAjax } from './post-content-ajax';

export interface SubmitFormInput {
  nonce: string;
  formData: FormSubmitData;
  /** spec §7 token_recaptcha. */
  humanCheckToken?: string | undefined;
}

/** A refused submission: the form's message and one message per field id. */
export class FormRefusedError extends Error {
  override name = 'FormRefusedError';
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(message: string, fieldErrors: Record<string, string>) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

/** spec §7 POST /wp-admin/admin-ajax.php (security nonce, formData, action form submit): the success message. */
export async function submitForm(root: string, input: SubmitFormInput): Promise<string> {
  const form = new FormData();
  form.set('action', CONTENT_AJAX_ACTION.formSubmit);
  form.set('security', input.nonce);
  form.set('formData', JSON.stringify(input.formData));
  const { body } = await postContentAjax(root, form, formSubmitAnswerSchema, {
    humanCheckToken: input.humanCheckToken,
  });
  if (!Array.isArray(body.errors)) {
    const formMessage = Object.values(body.errors.form ?? {})[0];
    throw new FormRefusedError(formMessage ?? i18n.t('errors.generic'), body.errors.fields ?? {});
  }
  return body.data.actions?.success_message ?? '';
}

export function useSubmitForm() {
  const root = useContentRoot();
  return useMutation({ mutationFn: (input: SubmitFormInput) => submitForm(root, input) });
}
