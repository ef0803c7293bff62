/**
 * UX.md "Speed": a Vite (Rolldown) plugin that keeps MUI's CSS-variables theme builder out of the browser's
 * code. `createTheme` builds such a theme only when its options ask for one (`cssVariables`, or `colorSchemes`
 * with CSS variables); the chains' themes (apps/web/src/lib/theme.ts) and MUI's default theme never do, yet
 * the builder and its helpers are imported with it: 3.5 kB gzip of every page's start. Only `createTheme`'s
 * own import of the builder is replaced, by a function that says what happened if it is ever called; MUI's
 * `extendTheme` keeps the real one.
 */
const BUILDER_SPECIFIER = './createThemeWithVars.mjs';
const CREATE_THEME_MODULE = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
export const UNUSED_BUILDER_ID = '\0spesa:mui-theme-with-vars-unused';

export const UNUSED_BUILDER_MESSAGE =
  "Spesa's themes use no CSS variables (createTheme without cssVariables): see tooling/theme-without-css-variables.ts.";

export function themeWithoutCssVariables() {
  return {
    name: 'spesa-theme-without-css-variables',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (source !== BUILDER_SPECIFIER || !importer || !CREATE_THEME_MODULE.test(importer)) return null;
      return UNUSED_BUILDER_ID;
    },
    load(id: string) {
      if (id !== UNUSED_BUILDER_ID) return null;
      return `export default function createThemeWithVars() { throw new Error(${JSON.stringify(UNUSED_BUILDER_MESSAGE)}); }\n`;
    },
  };
}
