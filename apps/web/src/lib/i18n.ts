import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { messagesIt, type Messages } from './messages-it';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** The chains write placeholders as `{name}`; i18next interpolates `{{name}}`. */
const toI18nPlaceholders = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

type PageTexts = TenantPublicConfig['texts']['pages'];

function pageTexts(pages: PageTexts): PageTexts {
  const entries = Object.entries(pages).map(([page, { title, description }]) => [
    page,
    { title: toI18nPlaceholders(title), description: toI18nPlaceholders(description) },
  ]);
  return Object.fromEntries(entries) as PageTexts;
}

/** spec §1: the chain's own texts become the `tenant.*` keys, so every string still goes through i18next. */
function tenantOverrides(texts: TenantPublicConfig['texts']) {
  return {
    tenant: {
      brandName: texts.brandName,
      tagline: texts.tagline,
      contactLine: texts.contactLine.replaceAll('{phone}', texts.phone),
      legalFooter: texts.legalFooter,
      linksMenuTitle: texts.linksMenuTitle,
      pages: pageTexts(texts.pages),
    },
  };
}

export let i18n: I18n = createInstance();

/** Texts of lazily loaded screens, added to every instance (the app's and each test's). */
const lazyBundles = new Set<object>();

/** Registers the texts of a lazily loaded part of the app; they reach i18next as that part's code loads. */
export function addMessages(bundle: object): void {
  if (lazyBundles.has(bundle)) return;
  lazyBundles.add(bundle);
  if (i18n.isInitialized) i18n.addResourceBundle('it', 'translation', bundle, true, false);
}

export function initI18n(config: TenantPublicConfig): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'it',
    fallbackLng: 'it',
    supportedLngs: ['it'],
    resources: { it: { translation: messagesIt } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  for (const bundle of lazyBundles) instance.addResourceBundle('it', 'translation', bundle, true, false);
  instance.addResourceBundle('it', 'translation', tenantOverrides(config.texts), true, true);
  i18n = instance;
  return instance;
}
