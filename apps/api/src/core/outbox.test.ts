import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysOutbox } from '../db/schema';
import { createTestDb, type TestDb } from '../testing/test-server';
import { createOutboxDispatcher, createSmsSender, enqueue, maskPhone, type OutboxTopics } from './outbox';

let t: TestDb;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestDb({ demo: false });
});

afterAll(async () => {
  await t?.close();
});

describe('outbox', () => {
  it('writes in the caller transaction: a rolled-back change leaves no message', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, 'sms', { phone: '13800000000', text: 'never' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await t.db.select().from(sysOutbox).where(sql`${sysOutbox.payload}->>'text' = 'never'`);
    expect(rows).toHaveLength(0);
  });

  it('the dispatcher delivers a message and marks it sent (the demo SMS sender logs it)', async () => {
    const id = await enqueue(t.db, 'sms', { phone: '13857208001', text: '【县企业综合服务中心】您的登录验证码为123456，5分钟内有效。' });
    const logged: string[] = [];
    const dispatcher = createOutboxDispatcher({
      db: t.db,
      senders: { sms: createSmsSender({ demo: true, log: { info: (_o: unknown, msg?: string) => void logged.push(String(msg)) } as never }) },
      log: quiet,
    });
    expect(await dispatcher.runOnce()).toBe(1);
    const [row] = await t.db.select().from(sysOutbox).where(eq(sysOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(logged.join('\n')).toContain('您的登录验证码为123456');
    // the log carries the phone masked, never in full (issue 13 §1)
    expect(logged.join('\n')).toContain('138****8001');
    expect(logged.join('\n')).not.toContain('13857208001');
    expect(await dispatcher.runOnce()).toBe(0);
  });

  it('retries a failing send with backoff, then marks it failed', async () => {
    const id = await enqueue(t.db, 'sms', { phone: '13800000001', text: 'retry me' });
    let calls = 0;
    const sender = async (_p: OutboxTopics['sms']) => {
      calls++;
      throw new Error('gateway down');
    };
    const dispatcher = createOutboxDispatcher({ db: t.db, senders: { sms: sender }, log: quiet, maxAttempts: 2, backoffSeconds: () => 0 });
    await dispatcher.runOnce();
    let [row] = await t.db.select().from(sysOutbox).where(eq(sysOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway down' });
    await dispatcher.runOnce();
    [row] = await t.db.select().from(sysOutbox).where(eq(sysOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(calls).toBe(2);
    expect(await dispatcher.runOnce()).toBe(0);
  });

  it('does not send a message twice when two dispatchers run together', async () => {
    for (let i = 0; i < 6; i++) await enqueue(t.db, 'sms', { phone: '13800000002', text: `bulk ${i}` });
    const sent: string[] = [];
    const sender = async (p: OutboxTopics['sms']) => {
      sent.push(p.text);
    };
    const a = createOutboxDispatcher({ db: t.db, senders: { sms: sender }, log: quiet, batchSize: 2 });
    const b = createOutboxDispatcher({ db: t.db, senders: { sms: sender }, log: quiet, batchSize: 2 });
    for (let round = 0; round < 4; round++) await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sent.filter((s) => s.startsWith('bulk')).sort()).toEqual(['bulk 0', 'bulk 1', 'bulk 2', 'bulk 3', 'bulk 4', 'bulk 5']);
  });

  it('outside demo mode the SMS sender fails (no gateway configured)', async () => {
    const sender = createSmsSender({ demo: false, log: quiet });
    await expect(sender({ phone: '1', text: 'x' }, { id: 'x', attempts: 1 })).rejects.toThrow('未配置短信网关');
    expect(maskPhone('13857208001')).toBe('138****8001');
  });
});
