import {
  checkFormField,
  type FormField,
  type FormSubmitData,
  type MailPars,
} from '@spesa/shared/content/content-form.contract';
import { z } from 'zod';

/** The values of a content form, by field key: text for the text fields, uploaded file ids for attachments. */
export type ContentFormValues = Record<string, string | string[]>;

/** The fields in the order the form definition gives. */
export function orderedFields(mailPars: Pick<MailPars, 'fields'>): FormField[] {
  return [...mailPars.fields].sort((a, b) => a.order - b.order);
}

/**
 * The zod schema of a form built from its definition (get_mail_pars): each field checked by the shared rules
 * of spec §5 (required, e-mail, phone), with their Italian messages, so the screen and the server agree.
 */
export function contentFormSchema(fields: readonly FormField[]) {
  const shape = Object.fromEntries(
    fields.map((field) => {
      const base = field.type === 'file_upload' ? z.array(z.string()) : z.string();
      return [
        field.key,
        base.superRefine((value, context) => {
          const result = checkFormField(field, value);
          if (result !== true) context.addIssue({ code: 'custom', message: result });
        }),
      ];
    }),
  );
  return z.object(shape);
}

export function emptyFormValues(
  fields: readonly FormField[],
  prefill: Record<string, string | undefined> = {},
): ContentFormValues {
  return Object.fromEntries(
    fields.map((field) => [field.key, field.type === 'file_upload' ? [] : (prefill[field.key] ?? '')]),
  );
}

/** The `formData` of the admin-ajax submission: fields keyed by their id (spec §7). */
export function toFormSubmitData(
  formId: number,
  fields: readonly FormField[],
  values: ContentFormValues,
): FormSubmitData {
  return {
    id: formId,
    fields: Object.fromEntries(
      fields.map((field) => {
        const value = values[field.key];
        return [
          String(field.id),
          { id: field.id, value: Array.isArray(value) ? value : (value ?? '').trim() },
        ];
      }),
    ),
    settings: {},
    extra: {},
  };
}

/** The field key of each server refusal (they come by field id). */
export function fieldErrorsByKey(
  fields: readonly FormField[],
  errorsById: Readonly<Record<string, string>>,
): [string, string][] {
  return fields.flatMap((field) => {
    const message = errorsById[String(field.id)];
    return message ? [[field.key, message] as [string, string]] : [];
  });
}
