/**
 * Content forms (spec §7 Content: get_mail_pars, admin-ajax form submit and file upload; spec §2
 * /servizio-clienti, form id 5). The shapes follow the WordPress form plugin the original used (Ninja Forms):
 * `formData` is `{ id, fields: { <fieldId>: { id, value } }, settings, extra }`, the answer carries the success
 * message in `data.actions.success_message`, refusals in `errors`.
 *
 * Upload first (action nf_fu_upload, one file a call), then put the returned `data.files[].id` in the
 * file_upload field's value (an array of ids) when submitting (action nf_ajax_submit).
 */
import { z } from 'zod';
import {
  REQUIRED_MESSAGE,
  email,
  isEmptyValue,
  phone,
  required,
  type Validator,
} from '../validation/validators';

/** The admin-ajax actions. */
export const CONTENT_AJAX_ACTION = { formSubmit: 'nf_ajax_submit', fileUpload: 'nf_fu_upload' } as const;
/** Path of the ajax endpoint, relative to `contentApiRoot(config)`. */
export const CONTENT_AJAX_PATH = '/wp-admin/admin-ajax.php';

/** One attachment: at most 5 MB (the form tells it in `upload.max_bytes`). */
export const CONTENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** What an attachment may be, recognised by its bytes, never by its name. */
export const CONTENT_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** For the file picker's `accept`. */
export const CONTENT_UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
/** At most this many attachments on one submission. */
export const CONTENT_UPLOAD_MAX_FILES = 3;

/** The Italian refusals of an upload, the same text the server answers. */
export const UPLOAD_MESSAGES = {
  missing: 'Nessun file ricevuto: scegli il file da allegare.',
  tooBig: 'Il file supera la dimensione massima di 5 MB.',
  empty: 'Il file è vuoto.',
  wrongType: 'Formato non consentito: puoi allegare solo file PDF, JPEG, PNG o WebP.',
  disguised: "Il contenuto del file non corrisponde a un'immagine o a un PDF: il file non è stato accettato.",
  tooMany: 'Puoi allegare un solo file per volta.',
  badNonce: 'La sessione del modulo è scaduta: ricarica la pagina e riprova.',
  badField: 'Il campo indicato non accetta allegati.',
} as const;

export const FORM_MESSAGES = {
  badNonce: UPLOAD_MESSAGES.badNonce,
  unknownForm: 'Il modulo richiesto non esiste.',
  badRequest: 'Richiesta non valida: i dati del modulo non sono leggibili.',
  unknownAttachment: "L'allegato indicato non è stato trovato: caricalo di nuovo.",
  tooManyAttachments: `Puoi allegare al massimo ${CONTENT_UPLOAD_MAX_FILES} file.`,
  tooLong: 'Il testo è troppo lungo.',
  invalidChoice: "Scegli un'opzione dall'elenco.",
  hasErrors: 'Controlla i campi evidenziati.',
} as const;

export const FORM_FIELD_TYPES = [
  'textbox',
  'email',
  'phone',
  'textarea',
  'listselect',
  'file_upload',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const formFieldOptionSchema = z.looseObject({ label: z.string(), value: z.string() });

export const formFieldSchema = z.looseObject({
  id: z.number().int(),
  /** Stable name of the field (`name`, `email`, `phone`, `order_number`, `topic`, `message`, `attachment`). */
  key: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  required: z.boolean(),
  placeholder: z.string().optional(),
  help_text: z.string().optional(),
  max_length: z.number().int().optional(),
  options: z.array(formFieldOptionSchema).optional(),
  order: z.number().int(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** GET /wp/v2/get_mail_pars?form_id=: the form, its mail parameters and a nonce to submit it with. */
export const mailParsSchema = z.looseObject({
  form_id: z.number().int(),
  title: z.string(),
  /** Send as `security` (submit) or `nonce` (upload); valid for `nonce_ttl_seconds`. */
  nonce: z.string(),
  nonce_ttl_seconds: z.number().int(),
  fields: z.array(formFieldSchema),
  settings: z.looseObject({
    submit_label: z.string(),
    intro: z.string().optional(),
    /** HTML shown after a successful submission (also in the submit answer). */
    success_message: z.string(),
  }),
  mail: z.looseObject({
    /** Subject of the e-mail to customer service. */
    subject: z.string(),
    /** Who receives it, for the screen ("Servizio clienti Castoro"). */
    recipient_name: z.string(),
    /** Whether the shopper gets an acknowledgement at the e-mail field's address. */
    acknowledgement: z.boolean(),
  }),
  upload: z.looseObject({
    max_bytes: z.number().int(),
    max_files: z.number().int(),
    allowed_types: z.array(z.string()),
    accept: z.string(),
  }),
});
export type MailPars = z.infer<typeof mailParsSchema>;

const fieldValueSchema = z.union([
  z.string().max(20_000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(20),
  z.null(),
]);
const submittedFieldSchema = z.object({
  id: z.union([z.number().int(), z.string().max(20)]),
  value: fieldValueSchema,
});

/** The `formData` JSON of a submission. `fields` keyed by field id (or a list of the same objects). */
export const formSubmitDataSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,9}$/)]),
  fields: z.union([
    z.record(z.string().max(20), submittedFieldSchema),
    z.array(submittedFieldSchema).max(100),
  ]),
  settings: z.record(z.string().max(100), z.unknown()).optional(),
  extra: z.record(z.string().max(100), z.unknown()).optional(),
});
export type FormSubmitData = z.infer<typeof formSubmitDataSchema>;

/** Refusals: a message for the whole form and/or one per field id. */
export const formErrorsSchema = z.looseObject({
  form: z.record(z.string(), z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The answer of action nf_ajax_submit: HTTP 200 with no errors, or 400 with `errors` filled. */
export const formSubmitAnswerSchema = z.looseObject({
  data: z.looseObject({
    form_id: z.number().int().optional(),
    submission_id: z.number().int().optional(),
    actions: z.looseObject({ success_message: z.string() }).optional(),
  }),
  errors: z.union([z.array(z.never()).max(0), formErrorsSchema]),
});
export type FormSubmitAnswer = z.infer<typeof formSubmitAnswerSchema>;

export const uploadedFileSchema = z.looseObject({
  /** Put this in the file_upload field's value. */
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The answer of action nf_fu_upload: HTTP 200 with `data.files`, or 4xx with Italian `errors`. */
export const fileUploadAnswerSchema = z.looseObject({
  data: z.looseObject({ files: z.array(uploadedFileSchema).optional() }),
  errors: z.array(z.string()),
});
export type FileUploadAnswer = z.infer<typeof fileUploadAnswerSchema>;

/** spec §5: the rules of a form field (required, e-mail, phone), shared by the screen and the server. */
export function formFieldRules(field: Pick<FormField, 'type' | 'required'>): Validator[] {
  const rules: Validator[] = field.required ? [required] : [];
  if (field.type === 'email') rules.push(email);
  if (field.type === 'phone') rules.push(phone);
  return rules;
}

/** The first message a field's value breaks, or true. */
export function checkFormField(field: FormField, value: unknown): true | string {
  if (field.required && isEmptyValue(value)) return REQUIRED_MESSAGE;
  for (const rule of formFieldRules(field)) {
    const result = rule(value);
    if (result !== true) return result;
  }
  if (typeof value === 'string' && field.max_length !== undefined && value.length > field.max_length)
    return FORM_MESSAGES.tooLong;
  if (
    field.type === 'listselect' &&
    typeof value === 'string' &&
    value !== '' &&
    field.options &&
    !field.options.some((o) => o.value === value)
  )
    return FORM_MESSAGES.invalidChoice;
  return true;
}
