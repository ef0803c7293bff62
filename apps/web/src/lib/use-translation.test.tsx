import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { buildTenantConfig } from '../testing/build-tenant-config';
import { initI18n } from './i18n';
import { useTranslation } from './use-translation';

describe('useTranslation', () => {
  it("gives the provided instance's texts, with the chain's own and placeholders filled", () => {
    const config = buildTenantConfig();
    const i18n = initI18n(config);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useTranslation(), { wrapper });
    expect(result.current.i18n).toBe(i18n);
    expect(result.current.t('tenant.brandName')).toBe(config.texts.brandName);
    expect(result.current.t('carousel.position', { index: 2, count: 5 })).toBe(
      i18n.t('carousel.position', { index: 2, count: 5 }),
    );
    expect(result.current.t('carousel.position', { index: 2, count: 5 })).toMatch(/2.*5/);
  });

  it('gives every component one translator per instance: no translator made per component or render', () => {
    const i18n = initI18n(buildTenantConfig());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const first = renderHook(() => useTranslation(), { wrapper });
    const second = renderHook(() => useTranslation(), { wrapper });
    const { t } = first.result.current;
    first.rerender();
    expect(first.result.current.t).toBe(t);
    expect(second.result.current.t).toBe(t);
    const other = initI18n(buildTenantConfig());
    const otherWrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={other}>{children}</I18nextProvider>
    );
    expect(renderHook(() => useTranslation(), { wrapper: otherWrapper }).result.current.t).not.toBe(t);
  });
});
