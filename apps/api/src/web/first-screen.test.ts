/**
 * First-screen answers in the page (issue 14, first paint): the home and the policy market carry
 * the answers of their first reads and the home its first carousel image as a preload.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServerConfig } from '../config';
import { buildServer } from '../server';
import { createTestDb, testConfig, type TestDb } from '../testing/test-server';

import { configImageAddress, FIRST_SCREENS, scriptSafeJson, withFirstScreen } from './first-screen';
import { chinaDate, firstScreenHtml } from './first-screen-html';

/** index.html as the web app writes it: the boot shell (header bars) before #root. */
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>平台</title></head><body>' +
  '<div id="boot-shell" aria-hidden="true"><div class="boot-top">德清县企业综合服务中心</div><div class="boot-nav"></div></div>' +
  '<div id="root"></div></body></html>';

let testDb: TestDb;
let app: FastifyInstance;
let config: ServerConfig;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'qifu-first-screen-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  testDb = await createTestDb({ demo: true });
  config = testConfig();
  app = await buildServer({ db: testDb.db, config, logger: false, webDist: dist });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(dist, { recursive: true, force: true });
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

/** The answers embedded in a page, or undefined when it has none. */
function embedded(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : undefined;
}

describe('pages with their first screen', () => {
  it('the home carries the answer of each of its first reads, equal to what the API answers', async () => {
    const res = await app.inject({ url: '/page/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const answers = embedded(res.body);
    expect(Object.keys(answers ?? {})).toEqual(FIRST_SCREENS['/page/home']?.reads.map((url) => `GET ${url}`));
    for (const url of FIRST_SCREENS['/page/home']?.reads ?? []) {
      const direct = await app.inject({ url });
      expect(answers?.[`GET ${url}`], url).toEqual(direct.json());
    }
  });

  it('the home preloads its first carousel image at high priority', async () => {
    const config = (await app.inject({ url: '/api/sys/homeConfig/portalConfig' })).json() as {
      data: { carousel: { imagePath: string | null }[] };
    };
    const image = configImageAddress(config.data.carousel[0]?.imagePath);
    expect(image).toBeTruthy();
    const html = (await app.inject({ url: '/page/home' })).body;
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${image?.replace(/&/g, '&amp;')}">`);
  });

  it('the policy market carries its first result page', async () => {
    const answers = embedded((await app.inject({ url: '/page/policymarket/index' })).body);
    const list = answers?.['GET /api/policy/doc/list?page=1&pageSize=10'] as { data: { list: unknown[]; total: number } };
    expect(list.data.list.length).toBe(10);
    expect(list.data.total).toBeGreaterThan(10);
  });

  it('a logged-in visit and a market address with a filter get the plain page', async () => {
    const loggedIn = await app.inject({ url: '/page/home', headers: { cookie: 'token=abc' } });
    expect(embedded(loggedIn.body)).toBeUndefined();
    expect(loggedIn.body).not.toContain('rel="preload"');
    const filtered = await app.inject({ url: '/page/policymarket/index?keyword=%E6%95%B0%E5%AD%97' });
    expect(filtered.statusCode).toBe(200);
    expect(embedded(filtered.body)).toBeUndefined();
    expect(filtered.body).toContain('<div id="root">');
  });
});

/** The boot shell of a page: its opening tag and content, or undefined. */
function bootShell(html: string): string | undefined {
  return /<div id="boot-shell"[\s\S]*?<div id="root">/.exec(html)?.[0];
}

describe('the first screen as HTML in the boot shell', () => {
  it('the home shows its first carousel slide, linked to its target, before the app has loaded', async () => {
    const config = (await app.inject({ url: '/api/sys/homeConfig/portalConfig' })).json() as {
      data: { carousel: { title: string; imagePath: string | null; linkUrl: string | null }[] };
    };
    const first = config.data.carousel[0];
    const html = (await app.inject({ url: '/page/home' })).body;
    const shell = bootShell(html) ?? '';
    expect(shell).toMatch(/^<div id="boot-shell" data-first-screen>/);
    expect(shell).toContain(`<img src="${configImageAddress(first?.imagePath)?.replace(/&/g, '&amp;')}" alt="${first?.title}" fetchpriority="high">`);
    expect(shell).toContain(`href="${first?.linkUrl}"`);
    expect(shell).toMatch(/<h1 class="fs-sr">[^<]+<\/h1>/);
    expect(html).toMatch(/<style>[^<]*\.fs-hero\{/);
  });

  it('the market shows its heading, its total and its first ten policies with links to their details', async () => {
    const page = (await app.inject({ url: '/api/policy/doc/list?page=1&pageSize=10' })).json() as {
      data: { total: number; list: { id: string; policyTitle: string; policyDepName: string; policyCreateTime: string }[] };
    };
    const shell = bootShell((await app.inject({ url: '/page/policymarket/index' })).body) ?? '';
    expect(shell).toContain('<h1>政策超市</h1>');
    expect(shell).toContain(`共 ${page.data.total} 条政策`);
    expect(shell.match(/<article class="fs-card">/g)).toHaveLength(10);
    const first = page.data.list[0];
    expect(shell).toContain(`<h3><a href="/page/policymarket/details?id=${first?.id}">${first?.policyTitle}</a></h3>`);
    expect(shell).toContain(`发布时间：${chinaDate(first?.policyCreateTime)}`);
  });

  it('a logged-in visit keeps the plain boot shell', async () => {
    const html = (await app.inject({ url: '/page/policymarket/index', headers: { cookie: 'token=abc' } })).body;
    expect(bootShell(html)).toMatch(/^<div id="boot-shell" aria-hidden="true">/);
    expect(html).not.toContain('fs-card');
  });

  it('texts from the answers are escaped; dates in China Standard Time', () => {
    const answers = new Map<string, unknown>([
      ['GET /api/policy/doc/list?page=1&pageSize=10', { data: { total: 1, list: [{ id: 'a"b', policyTitle: '<img src=x onerror=alert(1)>', policyDepName: '局', policyCreateTime: '2026-03-14T16:30:00Z', supportModes: ['<b>'] }] } }],
    ]);
    const html = firstScreenHtml('/page/policymarket/index', answers) ?? '';
    expect(html).not.toMatch(/<img|<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('id=a%22b');
    expect(html).toContain('2026年03月15日');
    expect(chinaDate('2026-03-14T15:59:59Z')).toBe('2026年03月14日');
  });

  it('a slide pointing to a javascript: address is shown without a link; no slide, no first screen', () => {
    const config = (carousel: unknown[]) => new Map<string, unknown>([['GET /api/sys/homeConfig/portalConfig', { data: { carousel } }]]);
    const html = firstScreenHtml('/page/home', config([{ title: '横幅', imagePath: '/banners/a.svg', linkUrl: 'javascript:alert(1)' }])) ?? '';
    expect(html).toContain('<div class="fs-hero">');
    expect(html).not.toContain('javascript:');
    expect(firstScreenHtml('/page/home', config([]))).toBeNull();
    expect(withFirstScreen(INDEX, config([]), null, null)).toContain('<div id="boot-shell" aria-hidden="true">');
  });
});

describe('embedding', () => {
  it('a text that contains </script> cannot end the script element', () => {
    const html = withFirstScreen(INDEX, new Map([['GET /api/x', { title: '</script><script>alert(1)</script>\u2028' }]]), null);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embedded(html)).toEqual({ 'GET /api/x': { title: '</script><script>alert(1)</script>\u2028' } });
    expect(scriptSafeJson('<')).toBe('"\\u003c"');
  });

  it('configured images: web-app and absolute addresses as they are, uploaded files through the download operation', () => {
    expect(configImageAddress('/banners/a.svg')).toBe('/banners/a.svg');
    expect(configImageAddress('https://cdn.example.cn/a.png')).toBe('https://cdn.example.cn/a.png');
    expect(configImageAddress('2026/01/a b.png')).toBe('/api/files/dowload?filePath=2026%2F01%2Fa+b.png');
    expect(configImageAddress(null)).toBeNull();
  });
});
