/**
 * Vite build of the table benchmark page (`npm run bench:table` builds it with this config into
 * dist/bench-table). The `@qifu/*` aliases come from tsconfig.base.json (`resolve.tsconfigPaths`),
 * as in apps/web.
 */
import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** TypeScript sources of the workspace libraries: side-effect free, as in apps/web's build. */
const LIB_SOURCE = /[\\/]libs[\\/][^?]*\.tsx?$/;

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, '../../../dist/bench-table'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (LIB_SOURCE.test(id) ? false : undefined) },
    },
  },
});
