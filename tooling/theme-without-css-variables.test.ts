import path from 'node:path';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  themeWithoutCssVariables,
  UNUSED_BUILDER_ID,
  UNUSED_BUILDER_MESSAGE,
} from './theme-without-css-variables';

const plugin = themeWithoutCssVariables();
const STYLES = path.join('node_modules', '@mui', 'material', 'styles');

describe('themeWithoutCssVariables (UX.md "Speed": no CSS-variables theme builder in the start)', () => {
  it("replaces createTheme's own import of the builder", () => {
    expect(plugin.resolveId('./createThemeWithVars.mjs', path.join(STYLES, 'createTheme.mjs'))).toBe(
      UNUSED_BUILDER_ID,
    );
  });

  it('leaves every other import of it, and every other module, as they are', () => {
    expect(plugin.resolveId('./createThemeWithVars.mjs', path.join(STYLES, 'index.mjs'))).toBeNull();
    expect(plugin.resolveId('./createThemeNoVars.mjs', path.join(STYLES, 'createTheme.mjs'))).toBeNull();
    expect(plugin.resolveId('./createThemeWithVars.mjs', undefined)).toBeNull();
    expect(plugin.load('/work/src/lib/theme.ts')).toBeNull();
  });

  it('stands in with a function that says why it is there if anything calls it', async () => {
    const code = plugin.load(UNUSED_BUILDER_ID);
    if (code === null) throw new Error('No replacement module');
    const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as {
      default: () => unknown;
    };
    expect(() => module.default()).toThrow(UNUSED_BUILDER_MESSAGE);
  });

  it("is never needed by a theme like the chains': createTheme with a palette builds it without the builder", () => {
    // The options apps/web/src/lib/theme.ts gives, and none (MUI's default theme): no CSS variables asked for.
    for (const options of [{ palette: { primary: { main: '#1b5e20' } } }, {}]) {
      const theme = createTheme(options);
      expect(theme.palette.primary.main).toMatch(/^#/);
      expect('vars' in theme && theme.vars).toBeFalsy();
    }
  });
});
