import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { adoptI18nInstance } from './i18n-bundles';
import { messagesIt } from './messages-it';
import type { accountMessagesIt } from './messages-it-account';
import type { adminMessagesIt } from './messages-it-admin';
import type { authMessagesIt } from './messages-it-auth';
import type { cartMessagesIt } from './messages-it-cart';
import type { catalogueMessagesIt } from './messages-it-catalogue';
import type { categoryDrawerMessagesIt } from './messages-it-category-drawer';
import type { notFoundMessagesIt } from './messages-it-not-found';
import type { consentMessagesIt } from './messages-it-consent';
import type { deliveryMessagesIt } from './messages-it-delivery';
import type { deliveryCheckMessagesIt } from './messages-it-delivery-check';
import type { fastSearchMessagesIt } from './messages-it-fast-search';
import type { searchSuggestionsMessagesIt } from './messages-it-search-suggestions';
import type { filtersMessagesIt } from './messages-it-filters';
import type { freshMessagesIt } from './messages-it-fresh';
import type { ordersMessagesIt } from './messages-it-orders';
import type { popupMessagesIt } from './messages-it-popup';
import type { searchMessagesIt } from './messages-it-search';
import type { wishlistMessagesIt } from './messages-it-wishlist';

/** Every text of the app, with those of the lazily loaded screens (spec §8 wording throughout). */
export type Messages = typeof messagesIt &
  typeof catalogueMessagesIt &
  typeof accountMessagesIt &
  typeof ordersMessagesIt &
  typeof consentMessagesIt &
  typeof deliveryMessagesIt &
  typeof deliveryCheckMessagesIt &
  typeof wishlistMessagesIt &
  typeof searchMessagesIt &
  typeof fastSearchMessagesIt &
  typeof searchSuggestionsMessagesIt &
  typeof filtersMessagesIt &
  typeof freshMessagesIt &
  typeof popupMessagesIt &
  typeof authMessagesIt &
  typeof cartMessagesIt &
  typeof categoryDrawerMessagesIt &
  typeof notFoundMessagesIt &
  typeof adminMessagesIt;

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
  adoptI18nInstance(instance);
  instance.addResourceBundle('it', 'translation', tenantOverrides(config.texts), true, true);
  i18n = instance;
  return instance;
}
