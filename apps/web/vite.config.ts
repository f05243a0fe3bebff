/**
 * Vite 8 build of the portal and workbench (`npm run build:web` → dist/apps/web, with
 * `.vite/manifest.json`, and `.br`/`.gz` siblings of every text file for the server's
 * `preCompressed` serving). The `@qifu/*` aliases come from tsconfig.base.json through Vite's
 * own `resolve.tsconfigPaths`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import postcss from 'postcss';
import { defineConfig, type Plugin } from 'vite';

const DARK_SCHEME = /data-mantine-color-scheme=['"]?dark/;

/**
 * The portal is light only (`forceColorScheme="light"` in main.tsx): drop the dark-scheme rules
 * from Mantine's style sheets (0.7 KB gzip of the shell's CSS, the home first load has a 150 KB
 * budget). Rules with light and dark selectors keep the light ones.
 */
function lightSchemeOnly(): Plugin {
  return {
    name: 'qifu:mantine-light-scheme-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@mantine[\\/].*\.css$/.test(id) || !DARK_SCHEME.test(code)) return null;
      const root = postcss.parse(code);
      root.walkRules((rule) => {
        if (!DARK_SCHEME.test(rule.selector)) return;
        const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
        if (kept.length > 0) rule.selectors = kept;
        else rule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
      return { code: root.toString(), map: null };
    },
  };
}

/**
 * Mantine components the shell renders (header, footer, back-to-top, pending and error states).
 * Other Mantine components stay in the lazy chunks of the pages that use them.
 */
const SHELL_COMPONENTS = ['Anchor', 'Box', 'Button', 'Container', 'Group', 'Loader', 'Stack', 'Text', 'UnstyledButton'];
const MANTINE_COMPONENT = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;

/** Whether a first-load module belongs in the `shell` chunk. */
function inShell(id: string): boolean {
  if (/[\\/]apps[\\/]web[\\/](index\.html|src[\\/]main\.tsx)/.test(id)) return false; // the entry stays the entry
  const component = MANTINE_COMPONENT.exec(id)?.[1];
  return component === undefined || SHELL_COMPONENTS.includes(component);
}

/**
 * Lazily loaded modules the anonymous home (/page/home, /page/home1) always renders: the home
 * page and the public blocks of the features. They go into one `home` chunk instead of
 * some twenty small ones: brotli compresses one file far better than many (issue 13 §4, the home's
 * JS and CSS on the wire ≤ 150 KB). The enterprise's own blocks (home-my-*) stay apart, and so
 * does apps/web/src/pages/home-route.tsx: its top-level `await loadHomePage()` would wait for the
 * chunk it is evaluated in.
 */
const HOME_MODULE =
  /[\\/](libs[\\/]portal[\\/]feature[\\/]src[\\/]lib[\\/]home[\\/]|libs[\\/]policy[\\/]feature[\\/]src[\\/]lib[\\/](home-blocks|latest-policies)[\\/])/;

/**
 * The home's blocks below the fold (news, land and workshop listings, technology highlights of
 * libs/{cms,land,tech}/feature): one `home-more` chunk, loaded with their data when the visitor
 * scrolls near them (home-layout.tsx `WhenNear`; issue 14, first paint and the 150 KB budget).
 */
const HOME_MORE_MODULE = /[\\/]libs[\\/](land|tech|cms)[\\/]feature[\\/]src[\\/]lib[\\/](home[\\/]|home-blocks\.ts)/;

/**
 * Lazily loaded modules that the home's blocks share with many pages: the Mantine components they
 * render (with their style sheets and the Mantine helpers they import) and libs/shared/ui's lazy
 * parts, in one `common` chunk, so that the `home` chunk holds nothing another page needs (a page
 * importing one of these, e.g. a Modal through `use-id`, loads the whole chunk: about 6 KB brotli).
 * Also the date helper with dayjs (libs/shared/util dates.ts, about 4 KB brotli) and the policy
 * figures' number format, which the home's first blocks need: with a priority above `portal-data`,
 * so that chunk (only below the fold on the home) does not take them as its dependencies.
 */
const COMMON_COMPONENTS = ['Badge', 'Paper', 'SimpleGrid', 'Skeleton', 'Tabs', 'Title'];
/** A component's style sheet (`@mantine/core/styles/Tabs.css`), imported by the pages that render it. */
const MANTINE_STYLES = /@mantine[\\/]core[\\/]styles[\\/]([^\\/]+)\.css$/;
const COMMON_MODULE =
  /[\\/](libs[\\/]shared[\\/]ui[\\/]src[\\/]lib[\\/](format-date|list-skeleton|query-boundary)\.tsx?|libs[\\/]shared[\\/]util[\\/]src[\\/]lib[\\/]dates\.ts|libs[\\/]policy[\\/]feature[\\/]src[\\/]lib[\\/]calculator[\\/]format\.ts|node_modules[\\/]dayjs[\\/].*)$/;

/** Whether a lazily loaded module belongs in the `common` chunk. */
function inCommon(id: string): boolean {
  const component = MANTINE_COMPONENT.exec(id)?.[1] ?? MANTINE_STYLES.exec(id)?.[1];
  return component === undefined ? COMMON_MODULE.test(id) : COMMON_COMPONENTS.includes(component);
}

/**
 * The read side of the features whose blocks the home shows, in one `portal-data` chunk (about
 * 2 KB brotli per domain) loaded by the home's blocks and these domains' pages: the queries, keys
 * and types of `libs/{cms,land,tech}/data-access` and the features' link and format helpers.
 * Policy's data access is large and the home needs little of it: left as it was.
 */
const PORTAL_DATA_MODULE =
  /[\\/]libs[\\/]((cms|land|tech)[\\/]data-access[\\/]src[\\/]lib[\\/][^\\/]+\.(queries|keys|types)\.ts|(cms|tech)[\\/]feature[\\/]src[\\/]lib[\\/](cms|tech)-links\.ts|land[\\/]feature[\\/]src[\\/]lib[\\/]shared[\\/](format|market-links)\.ts)$/;

/**
 * The modules every portal page loads with its layout: the features' index modules (their page
 * loaders and the lists of chunks these preload; the portal's own, pages.ts), the footer and the
 * chat launcher, in one `portal` chunk. Not the modules with a top-level `await` of a lazy import
 * (portal-routes.tsx, home-route.tsx): in one chunk with what they wait for, they would wait for
 * themselves.
 */
const PORTAL_MODULE =
  /[\\/](libs[\\/](appeal|cms|land|tech|training)[\\/]feature[\\/]src[\\/]index\.ts$|libs[\\/]portal[\\/]feature[\\/]src[\\/]lib[\\/](footer[\\/]|pages\.ts$)|apps[\\/]web[\\/]src[\\/]chat-launcher\.tsx$)/;

/**
 * Mantine components of the public pages' forms and dialogs (inputs, selects and their popovers,
 * pagination, modals), with the helpers and packages they import that no higher group took: one
 * `forms` chunk instead of some twenty-five files of 1–6 KB. The policy market loaded 43 JS files
 * on its first load; over HTTP/1.1's six connections per host each batch costs a round trip
 * (issue 14, "far fewer JS requests"). After the home's groups (same priority, later in the list:
 * a module the home's groups need stays in theirs), so the home never loads this chunk.
 */
const FORM_COMPONENTS = [
  'CloseButton',
  'Combobox',
  'Divider',
  'FocusTrap',
  'Input',
  'InputBase',
  'Modal',
  'ModalBase',
  'Overlay',
  'Pagination',
  'Popover',
  'Portal',
  'ScrollArea',
  'Select',
  'Textarea',
  'TextInput',
  'Transition',
  'TypographyStylesProvider',
];
const FORM_PACKAGES = /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-textarea-autosize|use-composed-ref|use-latest)[\\/]/;

/** Whether a lazily loaded module belongs in the `forms` chunk. */
function inForms(id: string): boolean {
  const component = MANTINE_COMPONENT.exec(id)?.[1] ?? MANTINE_STYLES.exec(id)?.[1];
  return component === undefined ? FORM_PACKAGES.test(id) : FORM_COMPONENTS.includes(component);
}

/**
 * The policy market and details with the consultation dialog (libs/policy/feature policy-market,
 * policy-detail, policy-consult and the pages module that gathers them), and what they import that
 * no other group took (login prompts, form rules, the mutation hook …): one `policy-pages` chunk.
 */
const POLICY_PAGES_MODULE = /[\\/]libs[\\/]policy[\\/]feature[\\/]src[\\/]lib[\\/](policy-market[\\/]|policy-detail[\\/]|policy-consult[\\/]|pages\.ts$)/;

/** TypeScript sources of the workspace libraries (their CSS imports keep their side effects). */
const LIB_SOURCE = /[\\/]libs[\\/][^?]*\.tsx?$/;

/** Extensions of the built files that get `.br` and `.gz` siblings. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every compressible
 * file of the output folder once the build is written (public files such as the banner SVGs
 * included; `.vite/` and source maps left out). The server sends them with @fastify/static's
 * `preCompressed` to clients that accept them, so the maximum (slow) quality costs build time
 * only, never request time (issue 13 §4). Every compressible file gets both siblings, even when
 * tiny, so the server never compresses a static file on the fly.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'qifu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name)))
        .map((e) => join(e.parentPath, e.name))
        .filter((file) => !file.slice(outDir.length).split(/[\\/]/).some((part) => part.startsWith('.')));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), lightSchemeOnly(), precompress()],
  resolve: {
    tsconfigPaths: true,
    // @tanstack/react-store (the router's) imports the shim of useSyncExternalStore for React < 18;
    // on React 19 the shim only hands over React's own hook. The package's non-shim entry does the
    // same without the fallback code (about 0.6 KB brotli of the shell; issue 13 §4).
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }],
  },
  build: {
    outDir: resolve(import.meta.dirname, '../../dist/apps/web'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Terser (the minifier Vite documents as the smaller-output option) saves about 0.5 KB gzip of
    // the shell over the default; the home first load has a 150 KB budget (issue 1).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    chunkSizeWarningLimit: 700,
    // No modulepreload polyfill in the shell: the browsers of es2022 that lack
    // `<link rel="modulepreload">` (Safari < 17) ignore the preload hint and load the chunks on import.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The libraries under libs/ are side-effect free (like a package with `"sideEffects": false`):
      // a barrel re-export used only by a lazy page then stays out of the first load.
      treeshake: { moduleSideEffects: (id) => (LIB_SOURCE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          // Everything the first load needs in one chunk (fewer requests, better gzip). Mantine's
          // barrel makes all its components `$initial`: only the shell's are taken.
          // Then the lazily loaded modules the home always needs, in four chunks instead of some
          // sixty (see HOME_MODULE; /page/home 173.3 → 149.2 KB brotli on the wire with the lazy
          // notifications of src/notify.tsx). A higher priority takes a module first; each group
          // also takes the modules its modules import that no higher group took.
          groups: [
            { name: 'shell', tags: ['$initial'], test: inShell, priority: 10 },
            { name: 'common', test: inCommon, priority: 5 },
            { name: 'portal-data', test: PORTAL_DATA_MODULE, priority: 4 },
            { name: 'portal', test: PORTAL_MODULE, priority: 2 },
            { name: 'home', test: HOME_MODULE, priority: 1 },
            { name: 'home-more', test: HOME_MORE_MODULE, priority: 1 },
            { name: 'forms', test: inForms, priority: 1 },
            { name: 'policy-pages', test: POLICY_PAGES_MODULE, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 4200,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/sso': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: { port: 4300 },
});
