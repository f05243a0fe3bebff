/**
 * Vite 8 build of the portal and workbench (`npm run build:web` → dist/apps/web, with
 * `.vite/manifest.json` for `npm run size:home`). The `@qifu/*` aliases come from
 * tsconfig.base.json through Vite's own `resolve.tsconfigPaths`.
 */
import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: resolve(import.meta.dirname, '../../dist/apps/web'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
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
