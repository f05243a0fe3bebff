/**
 * What the staff pages 新闻内容, 栏目管理 and 关于我们 rely on from the server (issue 12 Part B,
 * acceptance 1 and 2): every cms operation checks its own permission, the news state table is the
 * one the server enforces, a script or event handler in a body never reaches the portal, and the
 * article list filters by publish date.
 */
import { NEWS_DELETABLE, newsMachine } from '@qifu/cms-rules';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { indexOperations, loadBundledSpec, type OperationInfo } from '../../../core/spec';
import { cmsNews, cmsNewsColumn, sysMenu, sysRole, sysRoleMenu } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data: T };
type Headers = Record<string, string>;

let server: TestServer;
let yyf: Headers;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = auth((await loginAs(server, 'yyf')).token);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: string, url: string, payload?: unknown, headers: Headers = yyf) {
  const res = await server.app.inject({
    method: method as 'GET' | 'POST',
    url: `/api${url}`,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

async function columnId(code: string): Promise<string> {
  const [row] = await server.db.select({ id: cmsNewsColumn.id }).from(cmsNewsColumn).where(eq(cmsNewsColumn.code, code));
  if (!row) throw new Error(code);
  return row.id;
}

async function addDraft(title: string, content = '<p>正文</p>'): Promise<string> {
  const added = await call<{ id: string }>('POST', '/cms/news/add', { columnId: await columnId('notice'), title, content, isShow: true });
  expect(added.json).toMatchObject({ success: true });
  return added.json.data.id;
}

/** The staff operations of the cms pages (news, columns, about us) that name a permission. */
const STAFF_OPERATIONS: OperationInfo[] = [...indexOperations(loadBundledSpec()).values()].filter(
  (op) => op.permission && (op.path.startsWith('/cms/') || op.path.startsWith('/aboutUs/')),
);

/** A request of the operation with a well-formed but unknown id (it changes nothing). */
function probe(op: OperationInfo): { url: string; payload?: unknown } {
  const unknown = '00000000-0000-4000-8000-000000000000';
  if (op.method === 'GET') return { url: op.path.includes('preview') || op.path.includes('detail') ? `${op.path}?id=${unknown}` : op.path };
  return { url: op.path, payload: { ids: [unknown] } };
}

describe('permissions of the cms staff operations (acceptance 1)', () => {
  it('covers every operation of the three pages', () => {
    expect(STAFF_OPERATIONS.map((op) => op.permission).sort()).toEqual(
      [
        'cms:column:add',
        'cms:column:delete',
        'cms:column:isShow',
        'cms:column:list',
        'cms:column:modify',
        'cms:column:move',
        'cms:news:add',
        'cms:news:delete',
        'cms:news:isShow',
        'cms:news:list',
        'cms:news:modify',
        'cms:news:move',
        'cms:news:offPublish',
        'cms:news:preview',
        'cms:news:publish',
        'cms:news:setTop',
        'portal:aboutUs:save',
        // the column detail is read with the list permission
        'cms:column:list',
      ].sort(),
    );
  });

  it('refuses each operation to YYF while its own permission is withdrawn, and only that one', async () => {
    const [role] = await server.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'YYF'));
    if (!role) throw new Error('no YYF role');
    for (const op of STAFF_OPERATIONS) {
      const permission = op.permission ?? '';
      const menus = await server.db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.permission, permission));
      const menuIds = menus.map((m) => m.id);
      const granted = await server.db
        .select({ menuId: sysRoleMenu.menuId })
        .from(sysRoleMenu)
        .where(and(eq(sysRoleMenu.roleId, role.id), inArray(sysRoleMenu.menuId, menuIds)));
      expect(granted.length, `YYF holds ${permission}`).toBeGreaterThan(0);

      const { url, payload } = probe(op);
      await server.db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, role.id), inArray(sysRoleMenu.menuId, menuIds)));
      try {
        const refused = await call(op.method, url, payload);
        expect(refused.json, `${op.operationId} without ${permission}`).toMatchObject({ success: false, code: 'FORBIDDEN' });
        // the other permissions still work: the list answers while the withdrawn one is refused
        if (permission !== 'cms:news:list') {
          expect((await call('GET', '/cms/news/list?pageSize=1')).json).toMatchObject({ success: true });
        }
      } finally {
        await server.db.insert(sysRoleMenu).values(granted.map((g) => ({ roleId: role.id, menuId: g.menuId })));
      }
      const allowed = await call(op.method, url, payload);
      expect(allowed.json.code, `${op.operationId} with ${permission}`).not.toBe('FORBIDDEN');
    }
  });

  it('refuses the news and column pages to DEPT and 关于我们 to GOV (roles without the grant)', async () => {
    const dept = auth((await loginAs(server, 'dept')).token);
    const gov = auth((await loginAs(server, 'gov')).token);
    for (const op of STAFF_OPERATIONS.filter((o) => o.path.startsWith('/cms/'))) {
      const { url, payload } = probe(op);
      expect((await call(op.method, url, payload, dept)).json, op.operationId).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await call('GET', '/cms/news/list', undefined, gov)).json).toMatchObject({ success: true });
    const about = { title: '关于我们', sections: [{ title: '', content: '<p>x</p>' }] };
    expect((await call('POST', '/aboutUs/save', about, gov)).json).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the news state table (acceptance 2)', () => {
  it('answers every action in every state exactly as the shared table says', async () => {
    const id = await addDraft('状态表核对用新闻');
    const actions = ['publish', 'offPublish'] as const;
    for (const state of newsMachine.states) {
      for (const action of actions) {
        await server.db.update(cmsNews).set({ status: state }).where(eq(cmsNews.id, id));
        const res = await call('POST', `/cms/news/${action}`, { ids: [id] });
        const [after] = await server.db.select({ status: cmsNews.status }).from(cmsNews).where(eq(cmsNews.id, id));
        if (newsMachine.can(state, action)) {
          expect(res.json, `${state} ${action}`).toMatchObject({ success: true });
          expect(after?.status).toBe(newsMachine.next(state, action));
        } else {
          expect(res.json, `${state} ${action}`).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
          expect(res.status).toBe(200);
          expect(after?.status).toBe(state);
        }
      }
    }
    // delete only where the table allows it: a published article is refused
    await server.db.update(cmsNews).set({ status: '1' }).where(eq(cmsNews.id, id));
    expect(NEWS_DELETABLE).not.toContain('1');
    expect((await call('POST', '/cms/news/delete', { ids: [id] })).json).toMatchObject({ code: 'BUSINESS_RULE' });
    await server.db.update(cmsNews).set({ status: '2' }).where(eq(cmsNews.id, id));
    expect((await call('POST', '/cms/news/delete', { ids: [id] })).json).toMatchObject({ success: true });
  });
});

describe('sanitising (acceptance 2)', () => {
  it('never lets a script or an event handler of a body reach the portal detail', async () => {
    const hostile = '<p>德清县企业服务周活动安排</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const id = await addDraft('企业服务周活动安排', hostile);
    expect((await call('POST', '/cms/news/publish', { ids: [id] })).json).toMatchObject({ success: true, msg: '发布成功' });
    const detail = await call<{ content: string }>('GET', `/cms/news/publicDetail?id=${id}`, undefined, {});
    expect(detail.json.data.content).toContain('德清县企业服务周活动安排');
    expect(detail.json.data.content).not.toMatch(/onerror|<script|__xss/i);

    // modify sanitises too, and the preview shows the cleaned body
    await call('POST', '/cms/news/modify', {
      id,
      columnId: await columnId('notice'),
      title: '企业服务周活动安排',
      content: '<p onmouseover="window.__xss=3">修订<a href="javascript:window.__xss=4">链接</a></p>',
    });
    const preview = await call<{ content: string }>('GET', `/cms/news/preview?id=${id}`);
    expect(preview.json.data.content).toContain('修订');
    expect(preview.json.data.content).not.toMatch(/onmouseover|javascript:|__xss/i);
  });
});

describe('the staff list by publish date', () => {
  it('keeps the articles published within the days (China time) and leaves drafts out', async () => {
    const id = await addDraft('日期筛选用新闻');
    await call('POST', '/cms/news/publish', { ids: [id] });
    // published at 2026-03-01 23:30 China time = 15:30 UTC
    await server.db.update(cmsNews).set({ publishTime: new Date('2026-03-01T15:30:00Z') }).where(eq(cmsNews.id, id));
    const draft = await addDraft('日期筛选用草稿');

    type Page = { list: { id: string; publishTime: string | null }[]; total: number };
    const onTheDay = await call<Page>('GET', '/cms/news/list?startTime=2026-03-01&endTime=2026-03-01&pageSize=100');
    expect(onTheDay.json.data.list.map((x) => x.id)).toContain(id);
    expect(onTheDay.json.data.list.map((x) => x.id)).not.toContain(draft);
    const dayAfter = await call<Page>('GET', '/cms/news/list?startTime=2026-03-02&pageSize=100');
    expect(dayAfter.json.data.list.map((x) => x.id)).not.toContain(id);
    const until = await call<Page>('GET', '/cms/news/list?endTime=2026-03-01&pageSize=100&keyword=日期筛选');
    expect(until.json.data.list.map((x) => x.id)).toEqual([id]);

    const reversed = await call('GET', '/cms/news/list?startTime=2026-03-02&endTime=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.json).toMatchObject({ code: 'BAD_REQUEST', msg: '开始日期不能晚于结束日期' });
  });
});
