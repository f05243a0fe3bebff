import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signAccessToken } from './core/auth';
import { loadBundledSpec, type OpenApiSpec } from './core/spec';
import { handlers } from './domains';
import { buildServer, redactUrlForLog } from './server';
import { auth, body, createTestServer, loginAs, testConfig, type TestServer } from './testing/test-server';

let server: TestServer;
const statuses: number[] = [];

beforeAll(async () => {
  server = await createTestServer({
    demo: true,
    loginCode: 'off',
    setup: (app) =>
      app.addHook('onResponse', async (_req, reply) => {
        statuses.push(reply.statusCode);
      }),
  });
});

afterAll(async () => {
  await server?.close();
  // The server never answers 403 (docs/architecture.md).
  expect(statuses).not.toContain(403);
});

describe('contract and documentation', () => {
  it('serves the bundled spec at /api/openapi.json', async () => {
    const res = await server.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(body(res)).toEqual(loadBundledSpec());
  });

  it('serves Redoc at /api/docs and a page per group, Swagger UI (Try it out) at /api/docs/try, scripts as files (issue 17)', async () => {
    const pages: [string[], string, string][] = [
      [['/api/docs', '/api/docs/', '/api/docs/index.html'], '县企业综合服务平台 API', '/api/docs/entry.json'],
      [['/api/docs/policy', '/api/docs/policy/'], '县企业综合服务平台 API · 政策服务', '/api/docs/policy/openapi.json'],
      [['/api/docs/sms-call'], '县企业综合服务平台 API · 短信与呼叫中心', '/api/docs/sms-call/openapi.json'],
    ];
    for (const [urls, title, spec] of pages) {
      for (const url of urls) {
        const res = await server.app.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<html lang="zh-CN">');
        expect(res.body).toContain(`<title>${title}</title>`);
        expect(res.body).toContain('<script type="module" src="/api/docs/redoc-init.js"></script>');
        // the page fetches its own contract
        expect(res.body).toContain(`<div id="redoc" data-spec="${spec}">`);
        // the Content-Security-Policy allows no inline script: an empty <script> (prerendered markup) runs nothing
        expect(res.body).not.toMatch(/<script(\s[^>]*)?>[^<]/);
      }
    }
    const init = await server.app.inject('/api/docs/redoc-init.js');
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.body).toContain("from '/api/docs/redoc.standalone.js'");
    expect(init.body).toContain('fetch(root.dataset.spec)');
    const redoc = await server.app.inject({ url: '/api/docs/redoc.standalone.js', headers: { 'accept-encoding': 'br' } });
    expect(redoc.statusCode).toBe(200);
    expect(redoc.headers['content-encoding']).toBe('br');
    // revalidated, not downloaded again (2.2 MB)
    const again = await server.app.inject({ url: '/api/docs/redoc.standalone.js', headers: { 'if-none-match': String(redoc.headers.etag) } });
    expect(again.statusCode).toBe(304);

    for (const url of ['/api/docs/try', '/api/docs/try/']) {
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>县企业综合服务平台 API</title>');
      expect(res.body).toContain('<script src="/api/docs/qifu-init.js"');
    }
    // the initializer is a file (the Content-Security-Policy allows no inline script)
    expect((await server.app.inject('/api/docs/qifu-init.js')).body).toContain("url: '/api/docs/openapi.json'");
    const css = await server.app.inject('/api/docs/swagger-ui.css');
    expect(css.statusCode).toBe(200);
    const js = await server.app.inject('/api/docs/swagger-ui-bundle.js');
    expect(js.statusCode).toBe(200);
  });

  it('the reference marks exactly the operations without a handler as 未实现 (issue 17), in Chinese first', async () => {
    const docs = body(await server.app.inject('/api/docs/openapi.json')) as OpenApiSpec & {
      info: { description: string };
      paths: Record<string, Record<string, { operationId?: string; summary?: string; 'x-status'?: string }>>;
    };
    expect(docs.info.description.trimStart()).toMatch(/^县企业综合服务平台/);
    expect(docs.info.description).not.toMatch(/seeds \d{3}/);
    for (const tag of (docs as unknown as { tags: { name: string; description: string }[] }).tags) {
      expect(tag.description, tag.name).not.toMatch(/seeds/);
    }
    let marked = 0;
    for (const item of Object.values(docs.paths)) {
      for (const operation of Object.values(item)) {
        if (!operation?.operationId) continue;
        const implemented = operation.operationId in handlers;
        expect(operation['x-status'], operation.operationId).toBe(implemented ? undefined : 'not-implemented');
        if (!implemented) {
          marked += 1;
          expect(operation.summary).toMatch(/^【未实现】/);
          expect((operation as { 'x-badges'?: unknown })['x-badges'], operation.operationId).toEqual([{ name: '未实现', color: '#c92a2a' }]);
        }
      }
    }
    expect(marked).toBeGreaterThan(0);
    // Redoc's menu groups every tag (a tag in no group would be left out) and names it in Chinese
    const reference = docs as unknown as { tags: { name: string; 'x-displayName'?: string }[]; 'x-tagGroups': { tags: string[] }[] };
    const grouped = reference['x-tagGroups'].flatMap((g) => g.tags);
    expect(grouped.sort()).toEqual(reference.tags.map((t) => t.name).sort());
    for (const tag of reference.tags) expect(tag['x-displayName'], tag.name).toMatch(/[\u4e00-\u9fa5]/);
    // the introduction links the page with Try it out
    expect(docs.info.description).toContain('](/api/docs/try)');
    // the contract itself is served unchanged
    expect(JSON.stringify(body(await server.app.inject('/api/openapi.json')))).not.toContain('not-implemented');
  });

  it('splits the reference into an entry and one contract per group of domains, each operation on exactly one page (issue 17)', async () => {
    type Doc = {
      info: { title: string; description: string };
      tags: { name: string }[];
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
      components?: Record<string, Record<string, unknown>>;
      'x-tagGroups'?: { name: string; tags: string[] }[];
    };
    const whole = body(await server.app.inject('/api/docs/openapi.json')) as Doc;
    const groups = whole['x-tagGroups']!;
    const slugs = ['account', 'policy', 'enterprise', 'market', 'content', 'sms-call'];
    expect(groups.map((g) => g.name)).toEqual(['账号与系统', '政策服务', '企业服务', '供需与科技', '培训、新闻与门户', '短信与呼叫中心']);
    const operationsOf = (doc: Doc) => Object.values(doc.paths).flatMap((item) => Object.values(item).filter((o) => o?.operationId));

    // the entry: the introduction (Chinese, with Try it out) and a link to every group, no operations
    const entry = body(await server.app.inject('/api/docs/entry.json')) as Doc;
    expect(entry.info.description.trimStart()).toMatch(/^县企业综合服务平台/);
    expect(entry.info.description).toContain('](/api/docs/try)');
    expect(Object.keys(entry.paths)).toEqual([]);
    groups.forEach((g, i) => expect(entry.info.description).toContain(`- [${g.name}](/api/docs/${slugs[i]})：${g.tags[0]}（`));

    const seen: string[] = [];
    for (const [i, group] of groups.entries()) {
      const res = await server.app.inject(`/api/docs/${slugs[i]}/openapi.json`);
      expect(res.statusCode, slugs[i]).toBe(200);
      const doc = body(res) as Doc;
      expect(doc.info.title).toBe(`县企业综合服务平台 API · ${group.name}`);
      expect(doc.tags.map((t) => t.name).sort()).toEqual([...group.tags].sort());
      for (const operation of operationsOf(doc)) {
        expect(operation.tags?.some((t) => group.tags.includes(t)), operation.operationId).toBe(true);
        seen.push(operation.operationId!);
      }
      // every $ref resolves inside the page's own components
      for (const ref of JSON.stringify(doc).match(/"\$ref":"#\/components\/[^"]+"/g) ?? []) {
        const [, , kind, name] = ref.slice(8, -1).split('/');
        expect(doc.components?.[kind!]?.[name!], ref).toBeDefined();
      }
      // links to the entry, the other groups and Try it out
      expect(doc.info.description).toContain('](/api/docs)');
      expect(doc.info.description).toContain('](/api/docs/try)');
      for (const other of slugs.filter((s) => s !== slugs[i])) expect(doc.info.description).toContain(`](/api/docs/${other})`);
    }
    expect(seen.sort()).toEqual(operationsOf(whole).map((o) => o.operationId!).sort());
    // the group page of 政策服务 is much smaller than the whole contract
    expect((await server.app.inject('/api/docs/policy/openapi.json')).body.length).toBeLessThan(JSON.stringify(whole).length / 2);
  });

  it('answers an unknown /api path with the 404 envelope naming the path', async () => {
    const res = await server.app.inject('/api/no/such/path?x=1');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ success: false, code: 'NOT_FOUND', msg: '404，路径找不到', description: '/api/no/such/path' });
  });
});

describe('authentication', () => {
  it('401 without a token and with a garbage token', async () => {
    const none = await server.app.inject('/api/sys/activeUser/info');
    expect(none.statusCode).toBe(401);
    expect(body(none)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const garbage = await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth('not.a.jwt') });
    expect(garbage.statusCode).toBe(401);
    const otherKey = await signAccessToken('another-secret', { sub: 'x', userType: 'QY', roles: ['QY'], sid: 'y' }, 600);
    const forged = await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(otherKey) });
    expect(forged.statusCode).toBe(401);
    const head = await server.app.inject({ method: 'HEAD', url: '/api/sys/activeUser/info' });
    expect(head.statusCode).toBe(401);
  });

  it('402 TOKEN_EXPIRED for a validly signed but expired access token', async () => {
    const { token } = await loginAs(server, 'qy');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const expired = await signAccessToken(
      server.config.secrets.jwtSecret,
      { sub: String(claims['sub']), userType: 'QY', roles: ['QY'], sid: String(claims['sid']) },
      -60,
    );
    const res = await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(expired) });
    expect(res.statusCode).toBe(402);
    expect(body(res)).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });
  });

  it('checks the token before validating the request', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/pol/consult/add', payload: { consultContent: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('optional-login operations accept a bad token without failing', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sys/action/saveLog',
      headers: auth('garbage'),
      payload: { routerName: '/page/home', pageTitle: '首页' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, code: 'OK', data: null });
  });
});

describe('request bodies', () => {
  it('rejects a media type the operation does not declare', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sys/activeUser/login',
      payload: { userName: 'qy', password: 'ab'.repeat(40) },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 'BAD_REQUEST', description: '请求体类型必须是 application/x-www-form-urlencoded' });
  });

  it('rejects malformed JSON and a missing required body', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/sys/action/saveLog',
      headers: { 'content-type': 'application/json' },
      payload: '{"routerName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const missing = await server.app.inject({ method: 'POST', url: '/api/sys/action/saveLog' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({ code: 'BAD_REQUEST', description: '请求体不能为空' });
  });
});

describe('spec-driven routing', () => {
  it('routes every operation of the contract: the not-yet-implemented ones answer 501, after their security check', async () => {
    // Public and not implemented yet: the government sign-on ticket exchange (szjjLogin).
    const sso = await server.app.inject({ method: 'POST', url: '/api/sys/activeUser/szjjLogin', payload: { ticket: 'ST-20261127-1', userType: 'QY' } });
    expect(sso.statusCode).toBe(501);
    expect(body(sso)).toMatchObject({ success: false, code: 'NOT_IMPLEMENTED', description: '接口 szjjLogin 尚未实现' });
    // Bad input is still refused by the contract first.
    expect((await server.app.inject({ method: 'POST', url: '/api/sys/activeUser/szjjLogin', payload: { ticket: '', userType: 'QY' } })).statusCode).toBe(400);
    // A protected, not-yet-implemented operation (大屏管理) still needs a login.
    expect((await server.app.inject('/api/screen/info/list')).statusCode).toBe(401);
  });

  it('answers 501 for a declared operation without a handler', async () => {
    const spec = loadBundledSpec();
    spec.paths = {
      ...spec.paths,
      '/demo/extra': {
        get: { operationId: 'extraOperation', security: [], responses: { '200': { description: 'ok' } } },
      },
    };
    const other = await createTestServer({ db: server.testDb, spec });
    try {
      const res = await other.app.inject('/api/demo/extra');
      expect(res.statusCode).toBe(501);
      expect(body(res)).toEqual({
        success: false,
        code: 'NOT_IMPLEMENTED',
        msg: '功能尚未实现',
        description: '接口 extraOperation 尚未实现',
      });
      // implemented operations still work on that server
      expect((await other.app.inject('/api/sys/dict/getDict')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 500 INTERNAL without leaking the error', async () => {
    const other = await createTestServer({
      db: server.testDb,
      handlers: {
        ...handlers,
        getDict: async () => {
          throw new Error('secret database detail');
        },
      },
    });
    try {
      const res = await other.app.inject('/api/sys/dict/getDict');
      expect(res.statusCode).toBe(500);
      expect(body(res)).toMatchObject({ success: false, code: 'INTERNAL' });
      expect(res.body).not.toContain('secret');
    } finally {
      await other.close();
    }
  });
});

describe('logging', () => {
  it('hides tokens and passwords in logged URLs', () => {
    expect(redactUrlForLog('/page/home?token=abc.def&x=1&refreshToken=zzz#top')).toBe('/page/home?token=***&x=1&refreshToken=***#top');
  });
});

describe('built web app', () => {
  it('serves its files, caches /assets immutably and answers other GETs with index.html', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'qifu-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>县企业综合服务平台</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    const config = testConfig();
    const app = await buildServer({ db: server.db, config, logger: false, webDist: dist });
    try {
      const root = await app.inject('/');
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('县企业综合服务平台');
      const asset = await app.inject('/assets/app-1a2b3c.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const deep = await app.inject('/page/policymarket/details?id=1');
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toContain('text/html');
      expect(deep.headers['cache-control']).toBe('no-cache');
      expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
      const api = await app.inject('/api/nothing');
      expect(api.statusCode).toBe(404);
      expect(body(api)).toMatchObject({ code: 'NOT_FOUND' });
      expect((await app.inject('/api/sys/dict/getDict')).statusCode).toBe(200);
      expect((await app.inject('/sso/login')).body).toContain('统一身份认证平台');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('roles and permissions (one security handler)', () => {
  let secured: TestServer;

  beforeAll(async () => {
    const spec: OpenApiSpec = structuredClone(loadBundledSpec());
    const op = (path: string, method: string) => spec.paths![path]![method] as Record<string, unknown>;
    // getMenus: enterprises only; info: needs pol:consult:view (staff button permission).
    op('/sys/activeUser/getMenus', 'get')['security'] = [{ bearerAuth: ['QY'] }];
    op('/sys/activeUser/info', 'get')['x-permission'] = 'pol:consult:view';
    secured = await createTestServer({ db: server.testDb, spec });
  });

  afterAll(async () => {
    await secured?.close();
  });

  it('refuses a wrong user type with HTTP 200 FORBIDDEN, never 403', async () => {
    const yyf = await loginAs(secured, 'yyf');
    const res = await secured.app.inject({ url: '/api/sys/activeUser/getMenus', headers: auth(yyf.token) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: false, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    const qy = await loginAs(secured, 'qy');
    const allowed = await secured.app.inject({ url: '/api/sys/activeUser/getMenus', headers: auth(qy.token) });
    expect(body(allowed)).toMatchObject({ success: true });
  });

  it('refuses a missing x-permission with HTTP 200 FORBIDDEN', async () => {
    const qy = await loginAs(secured, 'qy');
    const denied = await secured.app.inject({ url: '/api/sys/activeUser/info', headers: auth(qy.token) });
    expect(denied.statusCode).toBe(200);
    expect(body(denied)).toMatchObject({ success: false, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    const yyf = await loginAs(secured, 'yyf');
    const granted = await secured.app.inject({ url: '/api/sys/activeUser/info', headers: auth(yyf.token) });
    expect(body(granted)).toMatchObject({ success: true, data: { userName: 'yyf' } });
  });

  it('still answers 401 before any role check', async () => {
    const res = await secured.app.inject('/api/sys/activeUser/getMenus');
    expect(res.statusCode).toBe(401);
  });
});
