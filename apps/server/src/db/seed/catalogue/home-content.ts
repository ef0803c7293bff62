import type { CategoryBlock, CategoryBlockTemplate } from '@spesa/shared/catalogue/category-block.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { SeedBanner } from './seed-catalogue.types.js';
import { slugify } from './slugify.js';

export interface SeedProposal {
  name: string;
  descr: string;
  proposalUrl: string;
  buttonText?: string;
  banner: SeedBanner;
}

/** A content block as the seed writes it; `products.categorySlug` becomes the slider's parent_category_id. */
export interface SeedBlock {
  categorySlug: string;
  template: CategoryBlockTemplate;
  meta: Omit<CategoryBlock['metaData'], 'category_block_products'>;
  products?: { categorySlug?: string; promo?: boolean; newProduct?: boolean; pageSize: number };
  proposals: (SeedProposal & { slug: string })[];
}

export interface SeedHomeContent {
  blocks: SeedBlock[];
  /** Subtitles of the content pages, by category slug. */
  subtitles: Record<string, string>;
}

const BANNER_SLIDER = {
  SLIDES_PER_VIEW_MOBILE: 1,
  SLIDES_PER_VIEW_DESKTOP: 1,
  MOBILE_BREAKPOINT: 960,
  SPACE_BETWEEN: 0,
  AUTOPLAY: true,
  AUTOPLAY_DELAY_MS: 6000,
};

// spec §2 "Other widgets": proposal slider, one slide per view under 960 px, autoplay, spacing 20.
const PROPOSAL_SLIDER = {
  SLIDES_PER_VIEW_MOBILE: 1,
  SLIDES_PER_VIEW_DESKTOP: 3,
  MOBILE_BREAKPOINT: 960,
  SPACE_BETWEEN: 20,
  AUTOPLAY: true,
  AUTOPLAY_DELAY_MS: 4000,
};

const PRODUCT_SLIDER = {
  ...PROPOSAL_SLIDER,
  SLIDES_PER_VIEW_MOBILE: 2,
  SLIDES_PER_VIEW_DESKTOP: 5,
  AUTOPLAY: false,
};

const IDEAS: { name: string; line: string; url: string; icons: string[] }[] = [
  {
    name: "Colazione all'italiana",
    line: 'Caffè, cornetti e confetture per iniziare bene',
    url: '/category/colazione-e-dolci/colazione',
    icons: ['hot-beverage', 'croissant'],
  },
  {
    name: 'Aperitivo con gli amici',
    line: 'Patatine, salatini e bollicine',
    url: '/category/colazione-e-dolci/dolci-e-snack',
    icons: ['clinking-glasses', 'popcorn'],
  },
  {
    name: 'Il pranzo della domenica',
    line: 'Pasta fresca, ragù e formaggi',
    url: '/category/pasta-riso-e-cereali/pasta-fresca',
    icons: ['spaghetti', 'shallow-pan-of-food'],
  },
  {
    name: 'Casa pulita in un attimo',
    line: 'Detersivi e spugne per ogni stanza',
    url: '/category/cura-della-casa/pulizia-casa',
    icons: ['sponge', 'bubbles'],
  },
];

function withSlugs(proposals: SeedProposal[]): (SeedProposal & { slug: string })[] {
  return proposals.map((p) => ({ ...p, slug: slugify(p.name) }));
}

/**
 * The home page and the timeslot selector header of one chain, as data (spec §2 Home): banners in the chain's
 * colours with its name and promise, product sliders of promotions, novelties and a department, and a slider of
 * shopping ideas. No block lists the departments: the home lists them once, from the catalogue itself, under
 * 'Tutti i reparti' (named as in the menu, and there even when the blocks cannot be read). Pure: the same chain always gets the same content.
 */
export function buildHomeContent(tenant: TenantDefinition): SeedHomeContent {
  const { theme, texts } = tenant;
  const primary: Omit<SeedBanner, 'headline' | 'subline' | 'icons'> = {
    background: theme.primary,
    foreground: theme.primaryContrastText,
    accent: theme.primaryContrastText,
    accentText: theme.primary,
  };
  const secondary: Omit<SeedBanner, 'headline' | 'subline' | 'icons'> = {
    background: theme.secondary,
    foreground: theme.secondaryContrastText,
    accent: theme.secondaryContrastText,
    accentText: theme.secondary,
  };
  const header: Omit<SeedBanner, 'headline' | 'subline' | 'icons'> = {
    background: theme.headerBackground,
    foreground: theme.headerText,
    accent: theme.headerText,
    accentText: theme.headerBackground,
  };

  const home: SeedBlock[] = [
    {
      categorySlug: 'home',
      template: 'BannerSlider',
      meta: { category_block_slider: BANNER_SLIDER },
      proposals: withSlugs([
        {
          name: `La spesa online di ${texts.brandName}`,
          descr: `${texts.brandName}: ${texts.tagline}`,
          proposalUrl: '/category/frutta-e-verdura',
          buttonText: 'Inizia la spesa',
          banner: {
            ...primary,
            headline: texts.brandName,
            subline: texts.tagline,
            icons: ['shopping-cart', 'red-apple', 'cheese-wedge'],
          },
        },
        {
          name: 'Frutta e verdura di stagione',
          descr: 'Frutta e verdura di stagione, raccolte ogni giorno dai produttori italiani',
          proposalUrl: '/category/frutta-e-verdura',
          buttonText: 'Scegli la frutta',
          banner: {
            ...secondary,
            headline: 'Frutta e verdura di stagione',
            subline: 'Raccolte ogni giorno dai produttori italiani',
            icons: ['tangerine', 'green-apple', 'carrot'],
          },
        },
        {
          name: 'Consegna a casa o ritiro in negozio',
          descr: 'Consegna a casa o ritiro in negozio nella fascia oraria che preferisci',
          proposalUrl: '/page/consegna-a-casa',
          buttonText: 'Scopri come',
          banner: {
            ...header,
            headline: 'A casa tua o in negozio',
            subline: 'Scegli tu la fascia oraria: alla spesa pensiamo noi',
            icons: ['delivery-truck', 'house', 'alarm-clock'],
          },
        },
      ]),
    },
    {
      categorySlug: 'home',
      template: 'ProductSlider',
      meta: {
        category_block_header: {
          TITLE: 'Le offerte della settimana',
          SUBTITLE: `Risparmia con ${texts.brandName}`,
        },
        category_block_slider: PRODUCT_SLIDER,
      },
      products: { promo: true, pageSize: 12 },
      proposals: [],
    },
    {
      categorySlug: 'home',
      template: 'ProductSlider',
      meta: {
        category_block_header: { TITLE: 'Novità', SUBTITLE: 'Gli ultimi arrivati sugli scaffali' },
        category_block_slider: PRODUCT_SLIDER,
      },
      products: { newProduct: true, pageSize: 12 },
      proposals: [],
    },
    {
      categorySlug: 'home',
      template: 'ProposalSlider',
      meta: {
        category_block_header: { TITLE: 'Idee per la tua spesa' },
        category_block_slider: PROPOSAL_SLIDER,
      },
      proposals: withSlugs(
        IDEAS.map((idea, i) => ({
          name: idea.name,
          descr: `${idea.name}: ${idea.line}`,
          proposalUrl: idea.url,
          buttonText: 'Scopri',
          banner: {
            ...(i % 2 === 0 ? primary : secondary),
            headline: idea.name,
            subline: idea.line,
            icons: idea.icons,
          },
        })),
      ),
    },
    {
      categorySlug: 'home',
      template: 'ProductSlider',
      meta: {
        category_block_header: {
          TITLE: 'Frutta e verdura',
          LINK_TEXT: 'Vai al reparto',
          LINK_URL: '/category/frutta-e-verdura',
        },
        category_block_slider: PRODUCT_SLIDER,
      },
      products: { categorySlug: 'frutta-e-verdura', pageSize: 12 },
      proposals: [],
    },
  ];

  const timeslot = (slot: 'header' | 'middle' | 'footer', proposal: SeedProposal): SeedBlock => ({
    categorySlug: 'timeslot-selector',
    template: 'BannerSlider',
    meta: { category_block_slot: slot, category_block_slider: BANNER_SLIDER },
    proposals: withSlugs([proposal]),
  });
  const timeslotBlocks: SeedBlock[] = [
    timeslot('header', {
      name: 'Prenota la tua fascia oraria',
      descr: 'Prenota la fascia oraria di consegna o di ritiro',
      proposalUrl: '/page/consegna-a-casa',
      banner: {
        ...primary,
        headline: 'Prenota la tua fascia oraria',
        subline: 'La teniamo per te mentre completi la spesa',
        icons: ['alarm-clock', 'shopping-bags'],
      },
    }),
    timeslot('middle', {
      name: 'Ritiro in negozio senza attese',
      descr: 'Ritira la spesa in negozio, già pronta, senza fare la fila',
      proposalUrl: '/page/consegna-a-casa',
      buttonText: 'Scopri come',
      banner: {
        ...secondary,
        headline: 'Ritiro in negozio senza attese',
        subline: 'La spesa è pronta quando arrivi',
        icons: ['convenience-store', 'shopping-bags'],
      },
    }),
    timeslot('footer', {
      name: 'Serve aiuto?',
      descr: `Serve aiuto? ${texts.contactLine}`,
      proposalUrl: '/servizio-clienti',
      buttonText: 'Contattaci',
      banner: {
        ...header,
        headline: 'Serve aiuto?',
        subline: `Chiama il ${texts.phone}`,
        icons: ['telephone-receiver'],
      },
    }),
  ];

  return {
    blocks: [...home, ...timeslotBlocks],
    subtitles: {
      home: texts.tagline,
      'timeslot-selector': 'Consegna a domicilio o ritiro in negozio: scegli giorno e orario',
    },
  };
}
