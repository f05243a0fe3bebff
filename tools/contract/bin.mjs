#!/usr/bin/env node
// The contract tools from any folder (issue 17):
//   node <repo>/tools/contract/bin.mjs har <file.har> [--strict] [--spec …] [--base-path /api] [--json]
//   node <repo>/tools/contract/bin.mjs proxy --target <url> [--port 8090] [--strict]
// (`npm run contract:har` / `npm run contract:proxy` in the repository run this file.) It starts
// the TypeScript command with the repository's tsx and tsconfig, so the workspace imports
// (@qifu/contract) resolve wherever it is run from; relative file arguments are read from the
// folder it was started in.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const COMMANDS = { har: 'tools/contract/har.ts', proxy: 'tools/contract/proxy.ts' };
const [command, ...args] = process.argv.slice(2);
if (!command || !(command in COMMANDS)) {
  console.error(`usage: ${process.argv[1]} <${Object.keys(COMMANDS).join('|')}> [options]  (--help for a command's options)`);
  process.exit(2);
}
const tsx = createRequire(join(root, 'package.json')).resolve('tsx/cli');
const child = spawn(process.execPath, [tsx, '--tsconfig', join(root, 'tsconfig.json'), join(root, COMMANDS[command]), ...args], {
  stdio: 'inherit',
  // npm sets INIT_CWD to where `npm run` was typed; otherwise it is this process's folder
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
// Ctrl+C and SIGTERM reach the command (the proxy prints its summary), whose exit code is ours.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
