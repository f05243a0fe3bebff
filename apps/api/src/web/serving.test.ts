/**
 * Serving (issue 13 §4): precompressed web files with their cache policy, compressed JSON
 * answers, security headers on HTML and API answers.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServerConfig } from '../config';
import { buildServer } from '../server';
import { loadBundledSpec } from '../core/spec';
import { createTestDb, testConfig, type TestDb } from '../testing/test-server';

import { answersWithFileOnly, isCompressibleType } from './compression';
import { docsPages, docsSpec, preferredEncoding, registerDocs } from './docs';
import { cspHeaderValue, defaultCspDirectives, mergeCsp, parseCspExtra } from './security-headers';

const JS = `export const greeting = ${JSON.stringify('企业服务'.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>县企业综合服务平台</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

let testDb: TestDb;
let app: FastifyInstance;
let config: ServerConfig;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'qifu-serving-'));
  mkdirSync(join(dist, 'assets'));
  // the build writes .br and .gz beside each text file; distinct markers show which one was sent
  writeFileSync(join(dist, 'assets', 'x-1a2b3c.js'), JS);
  writeFileSync(join(dist, 'assets', 'x-1a2b3c.js.br'), brotliCompressSync(`${JS}// br\n`));
  writeFileSync(join(dist, 'assets', 'x-1a2b3c.js.gz'), gzipSync(`${JS}// gz\n`));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(`${INDEX}<!-- br -->`));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(`${INDEX}<!-- gz -->`));
  testDb = await createTestDb({ demo: true });
  config = testConfig({ cspExtra: 'frame-src https://video.example.cn' });
  app = await buildServer({ db: testDb.db, config, logger: false, webDist: dist });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(dist, { recursive: true, force: true });
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

describe('web app files', () => {
  it('sends the brotli file to a client that accepts br, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/x-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${JS}// br\n`);
  });

  it('sends the gzip file to a client that accepts gzip only, and the plain file to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/x-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${JS}// gz\n`);
    const plain = await app.inject({ url: '/assets/x-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(JS);
  });

  it('sends index.html and the SPA fallback compressed and not cached', async () => {
    for (const url of ['/', '/page/policymarket/details?id=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(`${INDEX}<!-- br -->`);
    }
    const gz = await app.inject({ url: '/page/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('县企业综合服务平台');
  });

  it('still answers 404 for a missing asset', async () => {
    expect((await app.inject({ url: '/assets/missing.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer for a client that accepts gzip', async () => {
    const url = '/api/policy/doc/list?page=1&pageSize=50';
    const plain = await app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('prefers brotli for the contract and leaves small answers alone', async () => {
    const spec = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(spec.headers['content-encoding']).toBe('br');
    expect(spec.headers['vary']).toMatch(/accept-encoding/i);
    const gz = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('openapi');
    expect(JSON.parse(brotliDecompressSync(spec.rawPayload).toString())).toHaveProperty('openapi');
    const small = await app.inject({ url: '/api/nothing', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not decompress request bodies (a gzip body is refused, not inflated)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/activeUser/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ userName: 'gov', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('security headers', () => {
  it('sends the Content-Security-Policy and the other headers with HTML, assets and API answers', async () => {
    for (const url of ['/', '/page/home', '/assets/x-1a2b3c.js', '/api/policy/doc/list', '/api/nothing', '/api/docs', '/api/docs/policy', '/api/docs/try', '/sso/login']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp, url).toContain('frame-src \'self\' https://video.example.cn');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('serves both API reference pages without inline script (their initializers are files)', async () => {
    const page = await app.inject('/api/docs/try');
    expect(page.body).not.toMatch(/<script>/);
    expect(page.body).toContain('/api/docs/qifu-init.js');
    const init = await app.inject('/api/docs/qifu-init.js');
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.body).toContain("url: '/api/docs/openapi.json'");
    // Redoc (the entry and the group pages): module scripts from this origin; a prerendered empty <script></script> runs nothing
    for (const url of ['/api/docs', '/api/docs/account', '/api/docs/policy', '/api/docs/enterprise', '/api/docs/market', '/api/docs/content', '/api/docs/sms-call']) {
      const redoc = await app.inject(url);
      expect(redoc.statusCode, url).toBe(200);
      expect(redoc.body, url).not.toMatch(/<script(\s[^>]*)?>[^<]/);
      expect(redoc.body, url).toContain('<script type="module" src="/api/docs/redoc-init.js"></script>');
    }
    expect((await app.inject('/api/docs/redoc-init.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('serves a prerendered reference page only when it was built from that page\'s contract (issue 17)', async () => {
    const spec = loadBundledSpec();
    const implemented = new Set(['listPolicyDoc']);
    const pages = docsPages(docsSpec(spec, implemented));
    const folder = mkdtempSync(join(tmpdir(), 'qifu-docs-'));
    const docs = Fastify({ logger: false });
    try {
      // prerendered: the entry and 政策服务 from their contracts, 账号与系统 from another contract
      for (const slug of ['', 'policy', 'account']) {
        mkdirSync(join(folder, slug), { recursive: true });
        writeFileSync(join(folder, slug, 'index.html'), `<!doctype html><p>prerendered ${slug || 'entry'}</p>`);
      }
      const hashes = Object.fromEntries(pages.map((page) => [page.slug, createHash('sha256').update(page.json).digest('hex')]));
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ pages: { ...hashes, account: 'f'.repeat(64) }, redocVersion: 'test' }));
      await registerDocs(docs, spec, implemented, { prerendered: folder });
      expect((await docs.inject('/api/docs')).body).toContain('prerendered entry');
      expect((await docs.inject('/api/docs/policy')).body).toContain('prerendered policy');
      // a contract changed since the build, and a page not prerendered: rendered in the browser
      for (const url of ['/api/docs/account', '/api/docs/market']) {
        const page = await docs.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).not.toContain('prerendered');
        expect(page.body, url).toMatch(/<div id="redoc" data-spec="\/api\/docs\/(account|market)\/openapi.json"><\/div>/);
      }
      // each page's contract is the one its hash was taken from
      const policy = await docs.inject('/api/docs/policy/openapi.json');
      expect(policy.body).toBe(pages.find((page) => page.slug === 'policy')!.json);
    } finally {
      await docs.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('settings', () => {
  it('reads CSP_EXTRA as directive and sources, and refuses a malformed value', () => {
    expect(parseCspExtra('frame-src https://v.example.cn; img-src http://tiles.example.cn https://b.example.cn')).toEqual({
      'frame-src': ['https://v.example.cn'],
      'img-src': ['http://tiles.example.cn', 'https://b.example.cn'],
    });
    expect(parseCspExtra(undefined)).toEqual({});
    expect(() => parseCspExtra('frame-src')).toThrow(/CSP_EXTRA/);
    expect(() => parseCspExtra('img src,x')).toThrow(/CSP_EXTRA/);
    const merged = mergeCsp(defaultCspDirectives(), { 'object-src': ['https://x.example.cn'] });
    expect(cspHeaderValue(merged)).toContain('object-src https://x.example.cn');
  });

  it('picks brotli before gzip and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('compresses text and JSON, never octet-stream or Office files', () => {
    expect(isCompressibleType('application/json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('text/html')).toBe(true);
    expect(isCompressibleType('application/octet-stream')).toBe(false);
    expect(isCompressibleType('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
  });

  it('streams file downloads without compression (a route whose 200 answer is a file only)', () => {
    const file = { schema: { response: { '200': { content: { 'application/octet-stream': { schema: {} } } } } } };
    const json = { schema: { response: { '200': { content: { 'application/json': { schema: {} } } } } } };
    expect(answersWithFileOnly(file)).toBe(true);
    expect(answersWithFileOnly(json)).toBe(false);
    expect(answersWithFileOnly({ schema: {} })).toBe(false);
  });
});
