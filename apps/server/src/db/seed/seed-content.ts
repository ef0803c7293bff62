import type { Transaction } from 'kysely';
import { CUSTOMER_SERVICE_FORM_ID } from '@spesa/shared/content/content.contract';
import type { FormField } from '@spesa/shared/content/content-form.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import {
  CONTENT_IMAGE_PREFIX,
  flyerAcf,
  flyerItemOf,
  flyerValidityText,
  ITALIAN_DAY,
  slideAcf,
} from '../../lib/content-acf.js';
import type { Database, Db } from '../database.js';
import { chainFacts, h, type ChainFacts } from './content/chain-facts.js';
import { chainPages } from './content/content-pages.js';
import { AWARDS, FAQ_CATEGORIES, chainFaqs, chainSlides, chainUxBlocks } from './content/content-posts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FLYER_ITEMS = 8;

const ROME_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const isoDay = (ms: number) => ROME_DAY.format(new Date(ms));

interface FlyerProduct {
  id: number;
  slug: string;
  name: string;
  brand: string;
  pack_format: string;
  price_cents: number;
  standard_price_cents: number | null;
}

/** spec §2 /servizio-clienti (form id 5): name, e-mail, phone, order number, topic, message, attachment. */
function customerServiceFields(): FormField[] {
  return [
    {
      id: 1,
      key: 'name',
      type: 'textbox',
      label: 'Nome e cognome',
      required: true,
      max_length: 120,
      order: 1,
    },
    { id: 2, key: 'email', type: 'email', label: 'E-mail', required: true, max_length: 200, order: 2 },
    { id: 3, key: 'phone', type: 'phone', label: 'Telefono', required: false, max_length: 30, order: 3 },
    {
      id: 4,
      key: 'order_number',
      type: 'textbox',
      label: 'Numero d’ordine',
      required: false,
      max_length: 20,
      help_text: 'Lo trovi in “I miei ordini” e nell’e-mail di conferma.',
      order: 4,
    },
    {
      id: 5,
      key: 'topic',
      type: 'listselect',
      label: 'Argomento',
      required: true,
      options: [
        { value: 'ordine', label: 'Un ordine' },
        { value: 'consegna', label: 'Consegna o ritiro' },
        { value: 'pagamento', label: 'Pagamenti e rimborsi' },
        { value: 'prodotto', label: 'Qualità di un prodotto' },
        { value: 'account', label: 'Account e carta fedeltà' },
        { value: 'altro', label: 'Altro' },
      ],
      order: 5,
    },
    {
      id: 6,
      key: 'message',
      type: 'textarea',
      label: 'Messaggio',
      required: true,
      max_length: 2000,
      order: 6,
    },
    {
      id: 7,
      key: 'attachment',
      type: 'file_upload',
      label: 'Allegato (PDF, JPEG, PNG o WebP, massimo 5 MB)',
      required: false,
      help_text: 'Per esempio la foto di un prodotto o dello scontrino.',
      order: 7,
    },
  ];
}

async function insertPost(
  trx: Transaction<Database>,
  tenantId: string,
  post: {
    type: string;
    slug: string;
    title: string;
    content: string;
    excerpt: string;
    at: number;
    order: number;
    acf: object;
  },
): Promise<number> {
  const row = await trx
    .insertInto('content_posts')
    .values({
      tenant_id: tenantId,
      type: post.type,
      slug: post.slug,
      status: 'publish',
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      published_at: post.at,
      modified_at: post.at,
      menu_order: post.order,
      acf: JSON.stringify(post.acf),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function flyerProducts(trx: Transaction<Database>, tenantId: string): Promise<FlyerProduct[]> {
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'slug', 'name', 'brand', 'pack_format', 'price_cents', 'standard_price_cents', 'promo'])
    .where('tenant_id', '=', tenantId)
    .where('available', '=', 1)
    .orderBy('id')
    .limit(2000)
    .execute();
  const promo = rows.filter((r) => r.promo !== null);
  const others = rows.filter((r) => r.promo === null);
  return [...promo, ...others];
}

async function seedFlyers(trx: Transaction<Database>, c: ChainFacts, now: number): Promise<void> {
  const products = await flyerProducts(trx, c.code);
  const flyers = [
    { slug: 'offerte-della-settimana', title: 'Offerte della settimana', from: -2, to: 4, pick: 0 },
    { slug: 'speciale-freschi', title: 'Speciale freschi e territorio', from: -1, to: 12, pick: 1 },
    { slug: 'prossima-settimana', title: 'Anteprima della prossima settimana', from: 5, to: 11, pick: 2 },
  ];
  for (const [index, flyer] of flyers.entries()) {
    const items = products
      .filter((_, i) => i % flyers.length === flyer.pick)
      .slice(0, FLYER_ITEMS)
      .map((p) =>
        flyerItemOf({
          id: p.id,
          slug: p.slug,
          name: p.name,
          brand: p.brand,
          packFormat: p.pack_format,
          priceCents: p.price_cents,
          standardPriceCents: p.standard_price_cents,
        }),
      );
    const validFrom = isoDay(now + flyer.from * DAY_MS);
    const validTo = isoDay(now + flyer.to * DAY_MS);
    const validity = flyerValidityText(validFrom, validTo);
    await insertPost(trx, c.code, {
      type: 'flyer',
      slug: flyer.slug,
      title: flyer.title,
      excerpt: `<p>${h(validity)}: ${items.length} offerte ${h(c.brand)} in negozio e online.</p>`,
      content: `<p>${h(validity)}. Offerte valide nei negozi ${h(c.brand)} aderenti e sulla spesa online, fino a esaurimento scorte. Aggiungi al carrello i prodotti del volantino qui sotto.</p>`,
      at: now - (flyers.length - index) * 60_000,
      order: index,
      acf: flyerAcf({ slug: flyer.slug, title: flyer.title, brand: c.brand, validFrom, validTo, items }),
    });
  }
}

/** Footer columns as menus (spec §2 footer and links drawer), with the pages the chain's links lacked. */
async function seedMenus(trx: Transaction<Database>, tenant: TenantDefinition): Promise<void> {
  const columns = tenant.texts.footerColumns.map((column) => {
    const links = [...column.links];
    const hrefs = links.map((l) => l.href);
    if (hrefs.includes('/page/consegna-a-casa') && !hrefs.includes('/page/ritiro-in-negozio'))
      links.splice(hrefs.indexOf('/page/consegna-a-casa') + 1, 0, {
        label: 'Ritiro in negozio',
        href: '/page/ritiro-in-negozio',
      });
    if (hrefs.includes('/page/privacy') && !hrefs.includes('/page/cookie-policy'))
      links.push({ label: 'Cookie policy', href: '/page/cookie-policy' });
    return { title: column.title, links };
  });
  const insert = async (
    location: string,
    parentId: number | null,
    position: number,
    title: string,
    url: string,
  ) => {
    const row = await trx
      .insertInto('content_menu_items')
      .values({
        tenant_id: tenant.code,
        location,
        parent_id: parentId,
        position,
        title,
        url,
        target: url.startsWith('https://') ? '_blank' : '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  for (const location of ['footer', 'links-drawer']) {
    for (const [i, column] of columns.entries()) {
      const parent = await insert(location, null, i + 1, column.title, '#');
      for (const [j, link] of column.links.entries())
        await insert(location, parent, j + 1, link.label, link.href);
    }
  }
  for (const [i, column] of columns.slice(0, 3).entries()) {
    for (const [j, link] of column.links.entries())
      await insert(`footer-${i + 1}`, null, j + 1, link.label, link.href);
  }
}

async function seedChainContent(
  trx: Transaction<Database>,
  tenant: TenantDefinition,
  now: number,
): Promise<void> {
  const c = chainFacts(tenant);
  const validFrom = ITALIAN_DAY.format(new Date(now - 30 * DAY_MS));

  for (const [i, page] of chainPages(c, validFrom).entries()) {
    await insertPost(trx, c.code, {
      type: 'page',
      slug: page.slug,
      title: page.title,
      content: page.content,
      excerpt: `<p>${page.excerpt}</p>`,
      at: now - 30 * DAY_MS + i * 60_000,
      order: i,
      acf: {
        seo_title: page.seoTitle,
        seo_description: page.seoDescription,
        ...(page.validityText ? { validity_text: page.validityText } : {}),
      },
    });
  }

  for (const [i, category] of FAQ_CATEGORIES.entries()) {
    await trx
      .insertInto('content_terms')
      .values({ tenant_id: c.code, taxonomy: 'faq_category', position: i + 1, ...category })
      .execute();
  }
  for (const [i, faq] of chainFaqs(c).entries()) {
    const category = FAQ_CATEGORIES.find((cat) => cat.slug === faq.category)!;
    await insertPost(trx, c.code, {
      type: 'faq',
      slug: faq.slug,
      title: faq.question,
      content: faq.answer,
      excerpt: faq.answer,
      at: now - 20 * DAY_MS + i * 60_000,
      order: i + 1,
      acf: { faq_category: category.slug, faq_category_name: category.name },
    });
  }

  await seedFlyers(trx, c, now);

  for (const [i, award] of AWARDS.entries()) {
    await insertPost(trx, c.code, {
      type: 'award',
      slug: award.slug,
      title: award.title,
      content: `<p>${h(award.description)}</p>`,
      excerpt: `<p>${h(award.description)}</p>`,
      at: now - 10 * DAY_MS + i * 60_000,
      order: i + 1,
      acf: {
        points: award.points,
        award_code: `${c.code.toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
        award_image: `${CONTENT_IMAGE_PREFIX}/premi/${award.slug}.svg`,
      },
    });
  }

  for (const [i, slide] of chainSlides(c).entries()) {
    await insertPost(trx, c.code, {
      type: 'slide',
      slug: slide.slug,
      title: slide.title,
      content: `<p>${h(slide.subtitle)}</p>`,
      excerpt: `<p>${h(slide.subtitle)}</p>`,
      at: now - 5 * DAY_MS + i * 60_000,
      order: i + 1,
      acf: slideAcf({
        slug: slide.slug,
        subtitle: slide.subtitle,
        link: slide.link,
        validFrom: isoDay(now - 5 * DAY_MS),
        validTo: isoDay(now + 60 * DAY_MS),
        deliveryServiceId: slide.deliveryServiceId,
      }),
    });
  }

  for (const [i, block] of chainUxBlocks(c).entries()) {
    await insertPost(trx, c.code, {
      type: 'ux-block',
      slug: block.slug,
      title: block.title,
      content: block.content,
      excerpt: '',
      at: now - 5 * DAY_MS + i * 60_000,
      order: i + 1,
      acf: { ux_term: block.term },
    });
  }

  await trx
    .insertInto('content_forms')
    .values({
      tenant_id: c.code,
      form_id: CUSTOMER_SERVICE_FORM_ID,
      title: 'Servizio clienti',
      fields: JSON.stringify(customerServiceFields()),
      settings: JSON.stringify({
        submit_label: 'Invia la richiesta',
        intro: `Scrivici per un ordine, una consegna o un prodotto: ti rispondiamo entro due giorni lavorativi. Per le urgenze chiama il numero gratuito ${c.phone}.`,
        success_message: `<p>Grazie, abbiamo ricevuto la tua richiesta. Ti abbiamo inviato una conferma per e-mail e il servizio clienti ${h(c.brand)} ti risponderà entro due giorni lavorativi.</p>`,
      }),
      mail_to: c.serviceEmail,
      mail_subject: `Richiesta dal sito ${c.brand}`,
      mail_acknowledge: 1,
    })
    .execute();

  await seedMenus(trx, tenant);
}

/**
 * The chain's built-in content (ARCHITECTURE §6 Content), written once: a chain whose content is already there
 * (seeded by this or another process, or edited since) is left alone. Needs the chain's catalogue for flyers.
 */
export async function ensureContent(db: Db, tenant: TenantDefinition, now: number): Promise<boolean> {
  const already = await db
    .selectFrom('content_state')
    .select('tenant_id')
    .where('tenant_id', '=', tenant.code)
    .executeTakeFirst();
  if (already) return false;
  try {
    await db.transaction().execute(async (trx) => {
      // Claimed first: a concurrent seeder fails on the primary key instead of doubling the content.
      await trx
        .insertInto('content_state')
        .values({ tenant_id: tenant.code, version: 1, seeded_at: now })
        .execute();
      await seedChainContent(trx, tenant, now);
    });
  } catch (error) {
    const claimed = await db
      .selectFrom('content_state')
      .select('tenant_id')
      .where('tenant_id', '=', tenant.code)
      .executeTakeFirst();
    if (claimed) return false;
    throw error;
  }
  return true;
}
