import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDb, type TestDb } from '../testing/test-server';
import {
  cancelJob,
  claimNext,
  completeJob,
  createJob,
  createJobLoop,
  failJob,
  getJob,
  isJobPending,
  JOB_STALE_MS,
  progressOf,
  reportProgress,
  toJobStatus,
} from './jobs';

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

  it('cancels a running job: progress is refused from then on and the job is not completed', async () => {
    const job = await createJob(t.db, { type: 'test.cancel', total: 10 });
    await claimNext(t.db, ['test.cancel']);
    expect(await reportProgress(t.db, job.id, 4)).toBe(true);
    expect(await cancelJob(t.db, job.id, '已取消')).toMatchObject({ status: 'failed', error: '已取消', done: 4, progress: 40 });
    expect(await reportProgress(t.db, job.id, 5)).toBe(false);
    expect(await completeJob(t.db, job.id, { n: 10 })).toBe(false);
    await failJob(t.db, job.id, '别的错误');
    expect(await getJob(t.db, job.id)).toMatchObject({ status: 'failed', error: '已取消', done: 4, result: null });
    // nothing left to cancel
    expect(await cancelJob(t.db, job.id, '已取消')).toBeUndefined();
  });

  it('runs every queued job of its kind through one loop and answers each as JobStatus', async () => {
    const ran: string[] = [];
    const loop = createJobLoop(['test.loop'], async (db, job) => {
      ran.push(job.id);
      await reportProgress(db, job.id, 1, 1);
      await completeJob(db, job.id, { ok: true });
    });
    const a = await createJob(t.db, { type: 'test.loop', total: 1 });
    const b = await createJob(t.db, { type: 'test.loop', total: 1 });
    await loop.kick(t.db);
    await loop.idle(t.db);
    expect(ran).toEqual([a.id, b.id]);
    expect(await loop.runAll(t.db)).toBe(0);
    const done = await getJob(t.db, b.id);
    expect(done && toJobStatus(done)).toEqual({ id: b.id, type: 'test.loop', status: 'succeeded', progress: 100, total: 1, done: 1, error: null, resultFilePath: null });
    expect(toJobStatus({ ...done!, total: null })).not.toHaveProperty('total');
  });

  it('counts a queued job, or a running one updated within JOB_STALE_MS, as pending (else a new one may start)', () => {
    const now = Date.now();
    expect(isJobPending({ status: 'queued', updatedAt: new Date(now - 10 * JOB_STALE_MS) }, now)).toBe(true);
    expect(isJobPending({ status: 'running', updatedAt: new Date(now - JOB_STALE_MS + 1000) }, now)).toBe(true);
    expect(isJobPending({ status: 'running', updatedAt: new Date(now - JOB_STALE_MS) }, now)).toBe(false);
    expect(isJobPending({ status: 'succeeded', updatedAt: new Date(now) }, now)).toBe(false);
  });

  it('computes a percentage', () => {
    expect(progressOf(1, 3)).toBe(33);
    expect(progressOf(5, 0)).toBe(0);
    expect(progressOf(9, 4)).toBe(100);
  });
});
