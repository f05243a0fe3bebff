#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: make sure Debian's Chromium is there, then run the
// Playwright suite (apps/web-e2e) against the built product. Build first: `npm run build`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status || 1);
};
run('bash', ['tools/scripts/ensure-chromium.sh']);
run('npx', ['playwright', 'test', '-c', 'apps/web-e2e/playwright.config.ts', ...process.argv.slice(2)]);
