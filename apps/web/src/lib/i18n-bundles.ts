import type { i18n as I18n } from 'i18next';

/** Texts of lazily loaded screens, added to every instance (the app's and each test's). */
const lazyBundles = new Set<object>();
let activeInstance: I18n | null = null;

/** Registers the texts of a lazily loaded part of the app; they reach i18next as that part's code loads. */
export function addMessages(bundle: object): void {
  if (lazyBundles.has(bundle)) return;
  lazyBundles.add(bundle);
  if (activeInstance?.isInitialized)
    activeInstance.addResourceBundle('it', 'translation', bundle, true, false);
}

/** Makes `instance` the one later bundles reach, and gives it every bundle registered so far. */
export function adoptI18nInstance(instance: I18n): void {
  activeInstance = instance;
  for (const bundle of lazyBundles) instance.addResourceBundle('it', 'translation', bundle, true, false);
}
