import { describe, expect, it } from 'vitest';
import { createTenantTheme } from './theme';
import { serverMatchMedia } from './server-viewport';
import { buildTenantConfig } from '../testing/build-tenant-config';

describe('the screen a server render is drawn for', () => {
  const theme = createTenantTheme(buildTenantConfig().theme);
  const query = (mediaQuery: string) => mediaQuery.replace(/^@media\s*/, '');

  it("answers the theme's breakpoints for a phone and for a desktop", () => {
    const phone = serverMatchMedia('phone');
    const desktop = serverMatchMedia('desktop');
    expect(phone(query(theme.breakpoints.up('md'))).matches).toBe(false);
    expect(phone(query(theme.breakpoints.down('sm'))).matches).toBe(true);
    expect(desktop(query(theme.breakpoints.up('md'))).matches).toBe(true);
    expect(desktop(query(theme.breakpoints.down('sm'))).matches).toBe(false);
  });

  it('assumes no preference the browser alone knows', () => {
    expect(serverMatchMedia('phone')('(prefers-reduced-motion: reduce)').matches).toBe(false);
  });
});
