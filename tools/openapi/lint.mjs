#!/usr/bin/env node
/**
 * Lints the OpenAPI source with the strict Redocly configuration (`openapi/redocly.yaml`).
 * Any error (including an operation without declared security) exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const result = spawnSync(
  join(root, 'node_modules/.bin/redocly'),
  ['lint', join(root, 'openapi/openapi.yaml'), '--config', join(root, 'openapi/redocly.yaml'), '--format', 'codeframe'],
  { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
process.exit(result.status ?? 1);
