import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { MailMessage } from './mailer.js';

export interface MailBrand {
  brandName: string;
  contactLine: string;
  legalFooter: string;
  /** #rrggbb */
  colour: string;
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Tables shown after the paragraphs (an order's summary): a title and its label–value rows. */
  sections?: MailSection[];
  /** Shown after the action, e.g. the code to type if the link cannot be opened. */
  afterAction?: string[];
}

export interface MailSection {
  title: string;
  rows: { label: string; value: string }[];
}

function sectionText(section: MailSection): string[] {
  return [section.title, ...section.rows.map((r) => `- ${r.label}: ${r.value}`), ''];
}

function sectionHtml(section: MailSection): string {
  const rows = section.rows
    .map(
      (r) =>
        `<tr><td style="padding:4px 8px 4px 0;vertical-align:top">${escapeHtml(r.label)}</td>` +
        `<td style="padding:4px 0;text-align:right;vertical-align:top;white-space:nowrap">${escapeHtml(r.value)}</td></tr>`,
    )
    .join('');
  return (
    `<p style="margin:16px 0 8px;font-weight:bold">${escapeHtml(section.title)}</p>` +
    `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`
  );
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The text and HTML bodies of one e-mail in the chain's colours; every interpolated value is escaped. */
export function renderMail(brand: MailBrand, content: MailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.sections ?? []).flatMap(sectionText),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.afterAction ?? []).flatMap((p) => [p, '']),
    brand.brandName,
    brand.contactLine,
    '',
    brand.legalFooter,
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${brand.colour};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">Se il pulsante non funziona, copia questo indirizzo nel browser:<br><a href="${escapeHtml(content.action.url)}" style="color:${brand.colour};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff">` +
    `<div style="background:${brand.colour};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.brandName)}</div>` +
    `<div style="padding:24px">${paragraph(content.greeting)}${content.paragraphs.map(paragraph).join('')}` +
    `${(content.sections ?? []).map(sectionHtml).join('')}${button}` +
    `${(content.afterAction ?? []).map(paragraph).join('')}</div>` +
    `<div style="padding:16px 24px;border-top:1px solid #dddddd;font-size:12px;color:#666666">` +
    `<p style="margin:0 0 8px">${escapeHtml(brand.contactLine)}</p><p style="margin:0">${escapeHtml(brand.legalFooter)}</p></div>` +
    `</div></body></html>`;
  return { text, html };
}

/** A chain's e-mail: its brand as sender and in the layout, the content in between. */
export function chainMail(
  tenant: TenantDefinition,
  to: string,
  kind: string,
  content: MailContent,
): MailMessage {
  return {
    tenantId: tenant.code,
    to,
    fromName: tenant.texts.brandName,
    kind,
    subject: content.subject,
    ...renderMail(
      {
        brandName: tenant.texts.brandName,
        contactLine: tenant.texts.contactLine,
        legalFooter: tenant.texts.legalFooter,
        colour: tenant.theme.primary,
      },
      content,
    ),
  };
}
