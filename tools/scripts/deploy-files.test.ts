/**
 * The deployment files (deploy/; issue 13 §7) read as an operator's tools would: Docker is not run
 * here, so this checks what would break a `docker compose up` — a missing required setting, the two
 * API services drifting apart, nginx pointing at a name or port no service has, an image without
 * the files the server reads at run time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const nginx = read('deploy/nginx.conf');
const dockerfile = read('deploy/Dockerfile');
const API = ['api-a', 'api-b'] as const;

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL 15 on a named volume, two API processes from the one image and nginx as the only published port', () => {
    const { services } = compose;
    expect(services['postgres']).toMatchObject({ image: 'postgres:15' });
    const pgVolume = services['postgres']?.volumes?.[0]?.split(':')[0] ?? '';
    expect(Object.keys(compose.volumes)).toContain(pgVolume);
    for (const name of API) {
      expect(services[name]).toMatchObject({ image: 'qifu:latest', build: { context: '..', dockerfile: 'deploy/Dockerfile' } });
      expect(existsSync(join(ROOT, 'deploy', '..', services[name]?.build?.dockerfile ?? ''))).toBe(true);
      expect(services[name]?.ports).toBeUndefined();
      expect(services[name]?.depends_on?.['postgres']).toEqual({ condition: 'service_healthy' });
    }
    const published = Object.entries(services).filter(([, s]) => s.ports && s.ports.length > 0);
    expect(published.map(([n]) => n)).toEqual(['nginx']);
    expect(services['nginx']?.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('gives both API processes the same database, secrets and file store through the environment', () => {
    const [a, b] = API.map((n) => compose.services[n]?.environment ?? {});
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SM2_PUBLIC_KEY', 'SM2_PRIVATE_KEY', 'FILE_STORAGE', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(a?.[name], name).toBeTruthy();
      expect(b?.[name], name).toBe(a?.[name]);
    }
    expect(a?.['FILE_STORAGE']).toBe('s3');
    expect(a?.['DATABASE_URL']).toMatch(/@postgres:5432\//);
    // secrets and passwords come from .env, never written into the compose file
    for (const name of ['JWT_SECRET', 'SM2_PUBLIC_KEY', 'SM2_PRIVATE_KEY']) expect(a?.[name]).toMatch(/^\$\{[A-Z0-9_]+:\?/);
  });

  it('lists in .env.example every setting the compose file requires', () => {
    const required = [...read('deploy/compose.yaml').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]);
    const example = new Set([...read('deploy/.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(required.length).toBeGreaterThan(0);
    for (const name of required) expect(example.has(name), name).toBe(true);
  });
});

describe('deploy/nginx.conf', () => {
  it('sends every request to the two API services on the port they listen on', () => {
    const servers = [...nginx.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => ({ host: m[1], port: m[2] }));
    expect(servers.map((s) => s.host)).toEqual([...API]);
    for (const [i, name] of API.entries()) expect(servers[i]?.port).toBe(compose.services[name]?.environment?.['PORT']);
    expect(nginx).toMatch(/location \/ \{\s*proxy_pass http:\/\/qifu_api;/);
    expect(nginx).toMatch(/^\s*listen 80;/m);
    expect(compose.services['nginx']?.ports?.[0]).toMatch(/:80$/);
  });

  it('lets 30 MB documents through and passes the client address, scheme and request id', () => {
    expect(nginx).toMatch(/client_max_body_size 31m;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$qifu_request_id;/);
  });
});

describe('deploy/Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('builds in one stage and runs as a non-root user with a health check in the last', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/RUN npm ci/);
    expect(stages[0]).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-slim$/m);
    expect(runtime).toMatch(/^USER (?!root)\w+/m);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(runtime).toMatch(/CMD \["node", "dist\/apps\/api\/main\.mjs"\]/);
    expect(runtime).toMatch(/npm ci --omit=dev|COPY --from=deps \/app\/node_modules/);
  });

  it('copies what the server reads at run time (apps/api/src/paths.ts)', () => {
    for (const path of ['openapi/bundled/openapi.json', 'apps/api/db/migrations', 'dist/apps/api', 'dist/apps/web']) {
      expect(runtime, path).toContain(`./${path}`);
    }
    const paths = read('apps/api/src/paths.ts');
    expect(paths).toContain("join('openapi', 'bundled', 'openapi.json')");
    expect(paths).toContain("'apps', 'api', 'db', 'migrations'");
  });
});
