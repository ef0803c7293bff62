import { randomBytes } from 'node:crypto';
import {
  CONTENT_UPLOAD_ACCEPT,
  CONTENT_UPLOAD_MAX_BYTES,
  CONTENT_UPLOAD_MAX_FILES,
  CONTENT_UPLOAD_TYPES,
  FORM_MESSAGES,
  UPLOAD_MESSAGES,
  checkFormField,
  formSubmitDataSchema,
  type FileUploadAnswer,
  type FormSubmitAnswer,
  type MailPars,
} from '@spesa/shared/content/content-form.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../mail/mailer.js';
import { ContentError } from './content-error.js';
import { acknowledgementMail, customerServiceMail, type SubmittedAnswer } from './content-mail.js';
import { NONCE_TTL_SECONDS, isValidNonce, issueNonce } from './content-nonce.js';
import type { ContentSnapshot, SnapshotForm } from './content-snapshot.js';
import { cleanFileName, inspectUpload, storeUpload } from './content-upload.js';
import * as repo from './content.repository.js';

/** A refused form call: the HTTP status and the WordPress form plugin's error body. */
export class FormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: FormSubmitAnswer | FileUploadAnswer,
  ) {
    super('form refused');
    this.name = 'FormRefusal';
  }
}

function uploadRefusal(status: number, message: string): FormRefusal {
  return new FormRefusal(status, { data: {}, errors: [message] });
}

function formRefusal(
  status: number,
  formId: number | undefined,
  errors: FormSubmitAnswer['errors'],
): FormRefusal {
  return new FormRefusal(status, { data: formId === undefined ? {} : { form_id: formId }, errors });
}

export interface ReceivedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export interface ContentFormService {
  /** GET /wp/v2/get_mail_pars: the form, its mail parameters and a fresh nonce. */
  mailPars(tenant: TenantDefinition, formId: number): Promise<MailPars>;
  /** admin-ajax nf_fu_upload. Throws FormRefusal with an Italian message for every refusal. */
  upload(
    tenant: TenantDefinition,
    fields: Record<string, string>,
    files: readonly ReceivedFile[],
  ): Promise<FileUploadAnswer>;
  /** admin-ajax nf_ajax_submit: validated, stored, mailed to customer service and acknowledged to the shopper. */
  submit(tenant: TenantDefinition, fields: Record<string, string>): Promise<FormSubmitAnswer>;
}

export function createContentFormService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  nonceSecret: string;
  uploadDir: string;
  snapshot: (tenantId: string) => Promise<ContentSnapshot>;
  log: (error: unknown, message: string) => void;
}): ContentFormService {
  const { db, clock, mailer, nonceSecret } = deps;

  async function formOf(tenantId: string, formId: number): Promise<SnapshotForm | undefined> {
    return (await deps.snapshot(tenantId)).forms.get(formId);
  }

  function formIdOf(text: string | undefined): number | undefined {
    return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  }

  return {
    async mailPars(tenant, formId) {
      const form = await formOf(tenant.code, formId);
      if (!form) throw ContentError.notFound(FORM_MESSAGES.unknownForm);
      return {
        form_id: form.formId,
        title: form.title,
        nonce: issueNonce(nonceSecret, tenant.code, form.formId, clock.now()),
        nonce_ttl_seconds: NONCE_TTL_SECONDS,
        fields: form.fields,
        settings: form.settings,
        mail: {
          subject: form.mailSubject,
          recipient_name: `Servizio clienti ${tenant.texts.brandName}`,
          acknowledgement: form.mailAcknowledge,
        },
        upload: {
          max_bytes: CONTENT_UPLOAD_MAX_BYTES,
          max_files: CONTENT_UPLOAD_MAX_FILES,
          allowed_types: [...CONTENT_UPLOAD_TYPES],
          accept: CONTENT_UPLOAD_ACCEPT,
        },
      };
    },

    async upload(tenant, fields, files) {
      const formId = formIdOf(fields.form_id);
      const form = formId === undefined ? undefined : await formOf(tenant.code, formId);
      if (!form || formId === undefined) throw uploadRefusal(400, FORM_MESSAGES.unknownForm);
      if (!isValidNonce(nonceSecret, tenant.code, formId, fields.nonce, clock.now()))
        throw uploadRefusal(403, UPLOAD_MESSAGES.badNonce);
      const fieldId = formIdOf(fields.field_id);
      const field = form.fields.find((f) => f.id === fieldId);
      if (!field || field.type !== 'file_upload' || fieldId === undefined)
        throw uploadRefusal(400, UPLOAD_MESSAGES.badField);
      if (files.length === 0) throw uploadRefusal(400, UPLOAD_MESSAGES.missing);
      if (files.length > 1) throw uploadRefusal(400, UPLOAD_MESSAGES.tooMany);
      const file = files[0]!;
      const inspected = await inspectUpload(file.bytes, file);
      if ('refusal' in inspected)
        throw uploadRefusal(inspected.refusal === 'tooBig' ? 413 : 415, UPLOAD_MESSAGES[inspected.refusal]);
      const storageName = await storeUpload(deps.uploadDir, tenant.code, file.bytes);
      const token = randomBytes(18).toString('base64url');
      const name = cleanFileName(file.name);
      await repo.insertUpload(
        db,
        tenant.code,
        {
          token,
          formId,
          fieldId,
          originalName: name,
          mimeType: inspected.mimeType,
          sizeBytes: file.bytes.length,
          storageName,
        },
        clock.now(),
      );
      return {
        data: { files: [{ id: token, name, size: file.bytes.length, type: inspected.mimeType }] },
        errors: [],
      };
    },

    async submit(tenant, fields) {
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(fields.formData ?? '');
      } catch {
        throw formRefusal(400, undefined, { form: { main: FORM_MESSAGES.badRequest } });
      }
      const data = formSubmitDataSchema.safeParse(parsedJson);
      if (!data.success) throw formRefusal(400, undefined, { form: { main: FORM_MESSAGES.badRequest } });
      const formId = Number(data.data.id);
      const form = await formOf(tenant.code, formId);
      if (!form) throw formRefusal(400, formId, { form: { main: FORM_MESSAGES.unknownForm } });
      if (!isValidNonce(nonceSecret, tenant.code, formId, fields.security, clock.now()))
        throw formRefusal(403, formId, { form: { nonce: FORM_MESSAGES.badNonce } });

      const submitted = new Map<string, unknown>();
      const list = Array.isArray(data.data.fields) ? data.data.fields : Object.values(data.data.fields);
      for (const item of list) submitted.set(String(item.id), item.value);

      const { fieldErrors, answers, byField } = checkAnswers(form.fields, submitted);
      const tokens = [...byField.values()].flat();
      const uploads = await repo.unattachedUploads(db, tenant.code, tokens);
      for (const [fieldId, fieldTokens] of byField) {
        const ok = fieldTokens.every((t) =>
          uploads.some((u) => u.token === t && u.formId === formId && u.fieldId === fieldId),
        );
        if (!ok) fieldErrors[fieldId] = FORM_MESSAGES.unknownAttachment;
      }
      if (Object.keys(fieldErrors).length > 0)
        throw formRefusal(400, formId, { form: { main: FORM_MESSAGES.hasErrors }, fields: fieldErrors });

      for (const field of form.fields.filter((f) => f.type === 'file_upload')) {
        const names = uploads.filter((u) => u.fieldId === field.id).map((u) => u.originalName);
        if (names.length > 0)
          answers.push({ id: field.id, key: field.key, label: field.label, text: names.join(', ') });
      }
      const replyTo = answers.find((a) => a.key === 'email')?.text ?? null;
      const submission = await db.transaction().execute(async (trx) => {
        const stored = await repo.insertSubmission(
          trx,
          tenant.code,
          { formId, answers, replyTo, uploadIds: uploads.map((u) => u.id) },
          clock.now(),
        );
        if (stored.attached !== uploads.length)
          throw formRefusal(409, formId, { form: { main: FORM_MESSAGES.unknownAttachment } });
        return stored;
      });

      const attachments = uploads.map((u) => ({
        name: u.originalName,
        type: u.mimeType,
        sizeBytes: u.sizeBytes,
        reference: u.token,
      }));
      // The request is stored before any e-mail: a mail failure is logged, the shopper's request is not lost.
      try {
        await mailer.send(customerServiceMail(tenant, form, submission.id, answers, attachments));
        if (form.mailAcknowledge && replyTo) {
          const firstName = answers.find((a) => a.key === 'name')?.text.split(/\s+/)[0];
          await mailer.send(acknowledgementMail(tenant, replyTo, submission.id, firstName, answers));
        }
      } catch (error) {
        deps.log(error, `content form ${formId} submission ${submission.id}: e-mail not sent`);
      }
      return {
        data: {
          form_id: formId,
          submission_id: submission.id,
          actions: { success_message: form.settings.success_message },
        },
        errors: [],
      };
    },
  };
}

/**
 * Checks each field of a submitted form against its definition: the answers to keep, the errors to show by
 * field id, and the upload tokens named by each file field (checked against the stored uploads afterwards).
 */
function checkAnswers(fields: SnapshotForm['fields'], submitted: Map<string, unknown>) {
  const fieldErrors: Record<string, string> = {};
  const answers: SubmittedAnswer[] = [];
  const byField = new Map<number, string[]>();
  for (const field of fields) {
    const raw = submitted.get(String(field.id));
    if (field.type === 'file_upload') {
      const tokens = Array.isArray(raw)
        ? raw.map(String)
        : typeof raw === 'string' && raw !== ''
          ? [raw]
          : [];
      if (field.required && tokens.length === 0) fieldErrors[field.id] = checkFormField(field, '') as string;
      else if (tokens.length > CONTENT_UPLOAD_MAX_FILES)
        fieldErrors[field.id] = FORM_MESSAGES.tooManyAttachments;
      else if (tokens.length > 0) byField.set(field.id, tokens);
      continue;
    }
    const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
    if (value !== undefined && value !== null && typeof value !== 'string') {
      fieldErrors[field.id] = FORM_MESSAGES.badRequest;
      continue;
    }
    const text = (value ?? '').trim();
    const check = checkFormField(field, text);
    if (check !== true) fieldErrors[field.id] = check;
    else {
      const label = field.options?.find((o) => o.value === text)?.label ?? text;
      answers.push({ id: field.id, key: field.key, label: field.label, text: label });
    }
  }
  return { fieldErrors, answers, byField };
}
