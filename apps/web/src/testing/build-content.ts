import type { MailPars } from '@spesa/shared/content/content-form.contract';
import type { ContentAcf, ContentPost } from '@spesa/shared/content/content.contract';

/** A post as GET /wp/v2/{type} answers it. */
export function buildContentPost(overrides: Partial<ContentPost> & { acf?: ContentAcf } = {}): ContentPost {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `contenuto-${id}`,
    date: '2026-11-23T08:00:00',
    modified: '2026-11-23T08:00:00',
    type: 'page',
    link: `/page/contenuto-${id}`,
    title: { rendered: `Contenuto ${id}` },
    content: { rendered: '<p>Testo</p>' },
    excerpt: { rendered: '' },
    acf: {},
    ...overrides,
  };
}

export function buildFaq(id: number, question: string, answer: string, category = 'ordini'): ContentPost {
  return buildContentPost({
    id,
    slug: `faq-${id}`,
    type: 'faq',
    title: { rendered: question },
    content: { rendered: `<p>${answer}</p>` },
    acf: { faq_category: category, faq_category_name: category === 'ordini' ? 'Ordini' : 'Pagamenti' },
  });
}

/** The customer-service form (form id 5) as GET /wp/v2/get_mail_pars answers it. */
export function buildMailPars(): MailPars {
  const field = (
    id: number,
    key: string,
    type: MailPars['fields'][number]['type'],
    label: string,
    required: boolean,
  ) => ({
    id,
    key,
    type,
    label,
    required,
    order: id,
  });
  return {
    form_id: 5,
    title: 'Servizio clienti',
    nonce: 'nonce-1',
    nonce_ttl_seconds: 3600,
    fields: [
      field(1, 'name', 'textbox', 'Nome e cognome', true),
      field(2, 'email', 'email', 'E-mail', true),
      field(3, 'phone', 'phone', 'Telefono', false),
      field(4, 'order_number', 'textbox', 'Numero d’ordine', false),
      {
        ...field(5, 'topic', 'listselect', 'Argomento', true),
        options: [
          { label: 'Consegna', value: 'consegna' },
          { label: 'Pagamento', value: 'pagamento' },
        ],
      },
      { ...field(6, 'message', 'textarea', 'Messaggio', true), max_length: 2000 },
      field(7, 'attachment', 'file_upload', 'Allegato', false),
    ],
    settings: {
      submit_label: 'Invia la richiesta',
      success_message: '<p>Grazie, ti risponderemo presto.</p>',
    },
    mail: {
      subject: 'Richiesta dal sito',
      recipient_name: 'Servizio clienti Castoro',
      acknowledgement: true,
    },
    upload: {
      max_bytes: 5 * 1024 * 1024,
      max_files: 3,
      allowed_types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      accept: '.pdf,.jpg,.jpeg,.png,.webp',
    },
  };
}
