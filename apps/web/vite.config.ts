import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { eagerCompileBanner } from '../../tooling/eager-compile-hint';
import { themeWithoutCssVariables } from '../../tooling/theme-without-css-variables';
import { yieldBetweenChunks } from '../../tooling/yield-between-chunks';

const backendUrl = process.env.SPESA_BACKEND_URL ?? 'http://127.0.0.1:8080';

/**
 * The chunks a page's start loads, as code-splitting groups: each is evaluated in a task of its own
 * (tooling/yield-between-chunks.ts).
 */
const START_CHUNKS = [
  {
    // React and the router change less often than the app: a separate chunk stays cached across
    // deploys. Only libraries every screen needs go here, or lazy-only code would load eagerly.
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  {
    // MUI and emotion apart from the other libraries: these two took the longest to evaluate.
    name: 'mui',
    tags: ['$initial' as const],
    test: /node_modules[\\/](@mui|@emotion|stylis)[\\/]/,
  },
  {
    // The rest of what the first screen needs in two files, libraries and app: left to automatic
    // splitting it came as ~45 small shared chunks, each a round trip on a phone (UX.md "Speed").
    name: 'vendor',
    tags: ['$initial' as const],
    test: /node_modules[\\/]/,
  },
  {
    // The entry stays its own chunk: index.html loads it, the budget check starts from it.
    name: 'app',
    tags: ['$initial' as const],
    test: (id: string) =>
      /[\\/](apps[\\/]web|packages[\\/]\w+)[\\/]src[\\/]/.test(id) &&
      !/[\\/]src[\\/](main\.tsx|start-after-paint\.ts)$/.test(id),
  },
];

/** The chunks of a page's start, loaded before any lazy part can be asked for. */
const startChunkNames = new Set<string>([...START_CHUNKS.map((group) => group.name), 'rolldown-runtime']);
const START_CHUNK_FILE = new RegExp(`^assets/(${[...startChunkNames].join('|')})-[\\w-]+\\.js$`);
const isStartChunkFile = (file: string) => START_CHUNK_FILE.test(file);

const clientBuild = {
  target: 'es2022',
  manifest: true,
  modulePreload: {
    // A lazy part's list of chunks to preload leaves out those of the page's start: they are already here.
    resolveDependencies: (_file: string, dependencies: string[]) =>
      dependencies.filter((dependency) => !isStartChunkFile(dependency)),
  },
  rolldownOptions: {
    // The app, and the start of a server-rendered page, which loads the app once the page is painted
    // (src/start-after-paint.ts; the server lists the app's chunks for it).
    input: { index: 'index.html', start: 'src/start-after-paint.ts' },
    treeshake: {
      // A CommonJS package without a `sideEffects` field is kept whole even when nothing it exports is used:
      // emotion's `withTheme` (unused here) brings hoist-non-react-statics and its react-is into the start.
      moduleSideEffects: (id: string) =>
        /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined,
    },
    output: {
      // The entry lists every lazy chunk's file for its preloads (Vite's dependency map), and every page loads
      // that list: the lazy chunks are named by their content hash alone, which keeps it short (1.5 kB gzip
      // of the home route's code). The build manifest (.vite/manifest.json) names each file's source.
      chunkFileNames: (chunk: { name: string }) =>
        startChunkNames.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
      codeSplitting: {
        groups: START_CHUNKS,
      },
      // The start's chunks compiled as they stream in, not function by function on the main thread.
      postBanner: eagerCompileBanner(START_CHUNKS.map((group) => group.name)),
    },
  },
} satisfies BuildEnvironmentOptions;

/** The browser's build; `vite build --ssr` builds the server render (src/entry-server.tsx) for Node. */
export default defineConfig(({ isSsrBuild }) => ({
  // The start of the app in one task per chunk (tooling/yield-between-chunks.ts): the browser's build only.
  plugins: [
    react(),
    themeWithoutCssVariables(),
    ...(isSsrBuild ? [] : [yieldBetweenChunks(START_CHUNKS.map((group) => group.name))]),
  ],
  build: isSsrBuild ? { target: 'node20', outDir: 'dist-ssr', copyPublicDir: false } : clientBuild,
  // The server build carries its libraries, React in its production mode whatever the server's NODE_ENV: one
  // copy of React for the app and MUI, and the same rendering as the browser's build. jsdom (the DOM content
  // pages are sanitised in on the server) is loaded from node_modules.
  ...(isSsrBuild && {
    ssr: { noExternal: true, external: ['jsdom'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    proxy: {
      '/ebsn': backendUrl,
      '/logo.svg': backendUrl,
      '/media': backendUrl,
      // spec §7 Content: the built-in content API.
      '/p/': backendUrl,
    },
  },
}));
