/**
 * Build of the installable SDK package (issue 17; `npm run sdk:build`): ESM and bundled type
 * declarations for the three entries of libs/sdk/package.json's `exports` — `.` (client, errors,
 * contract types, generated constants), `./sm2` and `./react-query` — into libs/sdk/dist.
 * Runtime dependencies stay imports (declared in libs/sdk/package.json); the react-query entry
 * imports the main entry by the package's own name, so the contract types exist once.
 */
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    sm2: 'src/sm2.ts',
    'react-query': 'react-query/index.ts',
  },
  outDir: 'dist',
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: { tsconfig: 'tsconfig.package.json' },
  tsconfig: 'tsconfig.package.json',
  clean: true,
  sourcemap: false,
  deps: { neverBundle: ['openapi-fetch', 'sm-crypto', 'openapi-react-query', '@tanstack/react-query', /^@qifu\/sdk$/] },
});
