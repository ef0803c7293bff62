import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

const translators = new WeakMap<I18n, TFunction<'translation'>>();

/**
 * The app's texts in a component: `const { t } = useTranslation()`, the i18next instance's own `t`. The app has
 * one language and its texts in one namespace, so react-i18next's hook adds nothing but its cost (UX.md
 * "Speed"): a translator made per component on mount, with a copy of the instance, and a `t` that copies
 * i18next's whole options object on every call, about six times the instance's lookup. Hydrating a home of
 * several hundred such components paid that on a phone's main thread.
 */
export function useTranslation(): { t: TFunction<'translation'>; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let t = translators.get(i18n);
  if (!t) {
    t = i18n.t.bind(i18n);
    translators.set(i18n, t);
  }
  return { t, i18n };
}
