#!/usr/bin/env node
// `npm start`: build the product, then serve it (web + API) with `node dist/apps/api/main.mjs`.
// DEMO=on unless set (the server itself defaults to DEMO off: this is the demo start, issue 13 §1);
// PORT, DATA_DIR, DATABASE_URL, LOGIN_CODE, SSO_URL … pass through. The server prints its URL, the
// line 演示模式：含公开的演示账号和密码，请勿用于生产 and the demo accounts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error(`npm start: the build failed (exit ${build.status ?? build.signal}); not starting the server.`);
  process.exit(build.status || 1);
}

const main = join(root, 'dist/apps/api/main.mjs');
if (!existsSync(main)) {
  console.error(`npm start: ${main} is missing after the build.`);
  process.exit(1);
}

const server = spawn(process.execPath, [main], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO: process.env.DEMO ?? 'on' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
