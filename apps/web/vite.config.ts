/**
 * Vite 8 build of the portal and workbench (`npm run build:web` → dist/apps/web, with
 * `.vite/manifest.json` for `npm run size:home`). The `@qifu/*` aliases come from
 * tsconfig.base.json through Vite's own `resolve.tsconfigPaths`.
 */
import { resolve } from 'node:path';

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

/** TypeScript sources of the workspace libraries (their CSS imports keep their side effects). */
const LIB_SOURCE = /[\\/]libs[\\/][^?]*\.tsx?$/;

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), lightSchemeOnly()],
  resolve: { tsconfigPaths: true },
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
    rolldownOptions: {
      // The libraries under libs/ are side-effect free (like a package with `"sideEffects": false`):
      // a barrel re-export used only by a lazy page then stays out of the first load.
      treeshake: { moduleSideEffects: (id) => (LIB_SOURCE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          // Everything the first load needs in one chunk (fewer requests, better gzip). Mantine's
          // barrel makes all its components `$initial`: only the shell's are taken.
          groups: [{ name: 'shell', tags: ['$initial'], test: inShell }],
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
