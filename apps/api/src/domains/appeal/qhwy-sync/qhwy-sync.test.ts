/**
 * The provincial sync (issue 16 "Provincial sync", acceptance 4): POST /appeal/syncAppealInfoToQhwy queues the appeal in
 * the one outbox; with the target (a local HTTP stand-in of 企呼我应) stopped the messages wait and every attempt is
 * logged (appeal_sync_log, the dispatcher's warning, the appeal's syncMsg); when it comes back each appeal is delivered
 * exactly once and marked 1 已同步 with the provincial number; the last failed attempt marks it 2 同步失败.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createOutboxDispatcher } from '../../../core/outbox';
import { appealInfo, appealSyncLog, sysOutbox } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, form, loginAs, type TestServer } from '../../../testing/test-server';
import { createQhwySyncSender, httpQhwyTarget } from '../index';

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data: T };
type SyncState = { id: string; syncStatus: string; syncTime: string; qhwyNo: string | null; syncMsg: string | null };

let server: TestServer;
let gov: string;
let qy: string;
let port: number;
let target: Server | undefined;
const received: Array<{ id: string; appealNo: string; authorization: string | undefined }> = [];
const warnings: Array<{ attempts: number; err: string }> = [];

const log = {
  info: () => undefined,
  warn: (obj: { attempts: number; err: string }) => void warnings.push(obj),
  error: (obj: { attempts: number; err: string }) => void warnings.push(obj),
};

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/** Starts the stand-in of 企呼我应 on `port` (0: any free port). */
async function startTarget(onPort = 0): Promise<number> {
  const srv = createServer((req, res) => {
    void readBody(req).then((text) => {
      const appeal = JSON.parse(text) as { id: string; appealNo: string };
      received.push({ id: appeal.id, appealNo: appeal.appealNo, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, data: { qhwyNo: `QHWY-${appeal.appealNo}` } }));
    });
  });
  await new Promise<void>((resolve) => srv.listen(onPort, '127.0.0.1', resolve));
  target = srv;
  return (srv.address() as AddressInfo).port;
}

async function stopTarget(): Promise<void> {
  const srv = target;
  target = undefined;
  if (srv) await new Promise<void>((resolve) => srv.close(() => resolve()));
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  gov = (await loginAs(server, 'gov')).token;
  qy = (await loginAs(server, 'qy')).token;
  port = await startTarget();
  await stopTarget(); // the port is known; the target is down
}, 180_000);

afterAll(async () => {
  await stopTarget();
  await server?.close();
});

async function sync(token: string, id: string) {
  const url = '/api/appeal/syncAppealInfoToQhwy';
  const res = await server.app.inject({
    method: 'POST',
    url,
    headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ id }),
  });
  expect(contractViolations('POST', url, res)).toEqual([]);
  return body<Envelope<SyncState>>(res);
}

async function appealIds(n: number): Promise<string[]> {
  const rows = await server.db.select({ id: appealInfo.id }).from(appealInfo).where(ne(appealInfo.status, '7')).orderBy(asc(appealInfo.appealNo)).limit(n);
  return rows.map((r) => r.id);
}

const pendingFor = async (id: string) =>
  server.db
    .select({ id: sysOutbox.id, status: sysOutbox.status, attempts: sysOutbox.attempts })
    .from(sysOutbox)
    .where(and(eq(sysOutbox.topic, 'qhwySync'), sql`${sysOutbox.payload}->>'appealId' = ${id}`));

describe('syncAppealInfoToQhwy through the outbox (acceptance 4)', () => {
  it('queues, waits while the target is down with every retry logged, then delivers each appeal once', async () => {
    const [a, b] = await appealIds(2);
    const first = await sync(gov, a!);
    expect(first).toMatchObject({ success: true, msg: '已加入同步队列，将自动推送到企呼我应', data: { id: a, syncStatus: '0' } });
    expect((await sync(gov, a!)).success).toBe(true); // pressed twice: still one message
    expect((await sync(gov, b!)).success).toBe(true);
    expect(await pendingFor(a!)).toHaveLength(1);

    const dispatcher = createOutboxDispatcher({
      db: server.db,
      senders: { qhwySync: createQhwySyncSender({ db: server.db, target: httpQhwyTarget(`http://127.0.0.1:${port}/qhwy`, 'qhwy-token'), maxAttempts: 10 }) },
      topicMaxAttempts: { qhwySync: 10 },
      backoffSeconds: () => 0,
      log,
    });
    for (let i = 0; i < 3; i++) expect(await dispatcher.runOnce()).toBe(2);
    expect(received).toEqual([]);
    expect(await pendingFor(a!)).toEqual([expect.objectContaining({ status: 'pending', attempts: 3 })]);
    const failures = await server.db.select({ attempt: appealSyncLog.attempt, outcome: appealSyncLog.outcome }).from(appealSyncLog).where(eq(appealSyncLog.appealId, a!)).orderBy(asc(appealSyncLog.attempt));
    expect(failures).toEqual([1, 2, 3].map((attempt) => ({ attempt, outcome: 'failed' })));
    expect(warnings.filter((w) => w.err.includes('unreachable')).map((w) => w.attempts)).toEqual([1, 1, 2, 2, 3, 3]);
    const [waiting] = await server.db.select({ syncStatus: appealInfo.syncStatus, syncMsg: appealInfo.syncMsg }).from(appealInfo).where(eq(appealInfo.id, a!));
    expect(waiting?.syncStatus).toBe('0');
    expect(waiting?.syncMsg).toMatch(/^第 3 次同步失败：/);

    await startTarget(port);
    expect(await dispatcher.runOnce()).toBe(2);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(received.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(received.every((r) => r.authorization === 'Bearer qhwy-token')).toBe(true);
    const [synced] = await server.db.select().from(appealInfo).where(eq(appealInfo.id, a!));
    expect(synced).toMatchObject({ syncStatus: '1', qhwyNo: `QHWY-${synced!.appealNo}`, syncMsg: null });
    expect(await pendingFor(a!)).toEqual([expect.objectContaining({ status: 'sent', attempts: 4 })]);
    const log4 = await server.db.select({ attempt: appealSyncLog.attempt, outcome: appealSyncLog.outcome }).from(appealSyncLog).where(eq(appealSyncLog.appealId, a!)).orderBy(asc(appealSyncLog.attempt));
    expect(log4.at(-1)).toEqual({ attempt: 4, outcome: 'sent' });

    // a later sync pushes the appeal again (an update there), once
    await sync(gov, a!);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(received.filter((r) => r.id === a)).toHaveLength(2);
  });

  it('marks the appeal 2 同步失败 when the last attempt fails (no target configured)', async () => {
    const [, , c] = await appealIds(3);
    await sync(gov, c!);
    const dispatcher = createOutboxDispatcher({
      db: server.db,
      senders: { qhwySync: createQhwySyncSender({ db: server.db, target: undefined, maxAttempts: 2 }) },
      topicMaxAttempts: { qhwySync: 2 },
      backoffSeconds: () => 0,
      log,
    });
    await dispatcher.runOnce();
    await dispatcher.runOnce();
    const [row] = await server.db.select({ syncStatus: appealInfo.syncStatus, syncMsg: appealInfo.syncMsg }).from(appealInfo).where(eq(appealInfo.id, c!));
    expect(row).toEqual({ syncStatus: '2', syncMsg: '第 2 次同步失败：未配置企呼我应同步地址' });
    expect(await pendingFor(c!)).toEqual([expect.objectContaining({ status: 'failed' })]);
    const outcomes = await server.db.select({ outcome: appealSyncLog.outcome }).from(appealSyncLog).where(eq(appealSyncLog.appealId, c!)).orderBy(asc(appealSyncLog.attempt));
    expect(outcomes.map((o) => o.outcome)).toEqual(['failed', 'gaveUp']);

    // the log is visible in the staff detail of 诉求办理, newest first (not in the enterprise's progress)
    const url = `/api/appeal/info/findDetail?id=${c!}`;
    const res = await server.app.inject({ url, headers: auth(gov) });
    expect(contractViolations('GET', url, res)).toEqual([]);
    const shown = body<Envelope<{ syncLogs: { attempt: number; outcome: string; message: string | null; createTime: string }[] }>>(res).data.syncLogs;
    expect(shown.map((l) => [l.attempt, l.outcome, l.message])).toEqual([
      [2, 'gaveUp', '未配置企呼我应同步地址'],
      [1, 'failed', '未配置企呼我应同步地址'],
    ]);
    expect(Number.isNaN(Date.parse(shown[0]!.createTime))).toBe(false);
  });

  it('refuses a returned appeal, an unknown one and an enterprise', async () => {
    const [returned] = await server.db.select({ id: appealInfo.id }).from(appealInfo).where(eq(appealInfo.status, '7')).limit(1);
    expect(await sync(gov, returned!.id)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '已退回的诉求不能同步' });
    expect(await sync(gov, '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c')).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '诉求不存在' });
    const [a] = await appealIds(1);
    expect(await sync(qy, a!)).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
