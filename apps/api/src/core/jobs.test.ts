import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDb, type TestDb } from '../testing/test-server';
import { claimNext, completeJob, createJob, failJob, getJob, progressOf, reportProgress } from './jobs';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ demo: false });
});

afterAll(async () => {
  await t?.close();
});

describe('background jobs', () => {
  it('runs a job from queued to succeeded with progress', async () => {
    const job = await createJob(t.db, { type: 'test.count', params: { n: 4 } });
    expect(job).toMatchObject({ status: 'queued', progress: 0, done: 0 });
    const claimed = await claimNext(t.db, ['test.count']);
    expect(claimed).toMatchObject({ id: job.id, status: 'running' });
    expect(claimed?.startedAt).toBeInstanceOf(Date);
    expect(await claimNext(t.db, ['test.count'])).toBeUndefined();

    await reportProgress(t.db, job.id, 1, 4);
    expect(await getJob(t.db, job.id)).toMatchObject({ done: 1, total: 4, progress: 25 });
    await reportProgress(t.db, job.id, 3);
    expect(await getJob(t.db, job.id)).toMatchObject({ done: 3, total: 4, progress: 75 });
    await completeJob(t.db, job.id, { counted: 4 });
    const done = await getJob(t.db, job.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, result: { counted: 4 } });
    expect(done?.finishedAt).toBeInstanceOf(Date);
  });

  it('claims the oldest job of the asked types, each once', async () => {
    const a = await createJob(t.db, { type: 'test.a' });
    const b = await createJob(t.db, { type: 'test.b' });
    const [x, y] = await Promise.all([claimNext(t.db, ['test.a', 'test.b']), claimNext(t.db, ['test.a', 'test.b'])]);
    expect(new Set([x?.id, y?.id])).toEqual(new Set([a.id, b.id]));
    await failJob(t.db, a.id, '导入文件格式错误');
    expect(await getJob(t.db, a.id)).toMatchObject({ status: 'failed', error: '导入文件格式错误' });
  });

  it('computes a percentage', () => {
    expect(progressOf(1, 3)).toBe(33);
    expect(progressOf(5, 0)).toBe(0);
    expect(progressOf(9, 4)).toBe(100);
  });
});
