import { describe, expect, it, vi } from 'vitest';

import { ok } from './envelope';
import { cacheKey, invalidating, ReadCache } from './read-cache';

const text = (a: { body: Buffer }) => JSON.parse(a.body.toString('utf8')) as { success: boolean; msg: string; data: unknown };

/** A load whose answer is whatever `state.value` holds when it runs, counting its runs. */
function source(initial: unknown) {
  const state = { value: initial, runs: 0 };
  const load = async () => {
    state.runs++;
    return state.value;
  };
  return { state, load };
}

describe('ReadCache', () => {
  it('answers the serialized success envelope and serves the second read from memory', async () => {
    const cache = new ReadCache();
    const { state, load } = source({ list: [1], total: 1 });
    const first = await cache.answer('listPolicyDoc', { page: 1, pageSize: 10 }, ['policy'], load);
    expect(text(first)).toEqual({ success: true, code: 'OK', msg: '操作成功', data: { list: [1], total: 1 } });
    state.value = { list: [2], total: 1 };
    const second = await cache.answer('listPolicyDoc', { pageSize: 10, page: 1 }, ['policy'], load);
    expect(text(second).data).toEqual({ list: [1], total: 1 });
    expect(state.runs).toBe(1);
  });

  it('keeps the message of ok(data, msg)', async () => {
    const cache = new ReadCache();
    const answer = await cache.answer('op', {}, ['t'], async () => ok({ a: 1 }, '查询成功'));
    expect(text(answer)).toMatchObject({ msg: '查询成功', data: { a: 1 } });
  });

  it('keys by operation and query: another page or filter is another answer', async () => {
    const cache = new ReadCache();
    const { state, load } = source('a');
    await cache.answer('op', { page: 1 }, ['t'], load);
    await cache.answer('op', { page: 2 }, ['t'], load);
    await cache.answer('op', { page: 1, keyword: '专精特新' }, ['t'], load);
    await cache.answer('other', { page: 1 }, ['t'], load);
    expect(state.runs).toBe(4);
    expect(cacheKey('op', { b: 1, a: undefined, c: 'x' })).toBe(cacheKey('op', { c: 'x', b: 1 }));
  });

  it('forgets the answers of an invalidated tag, and only those', async () => {
    const cache = new ReadCache();
    const policy = source('policy v1');
    const home = source('home v1');
    await cache.answer('listPolicyDoc', {}, ['policy', 'dict'], policy.load);
    await cache.answer('getPortalHomeConfig', {}, ['home-config'], home.load);
    policy.state.value = 'policy v2';
    home.state.value = 'home v2';
    await cache.invalidate('dict');
    expect(text(await cache.answer('listPolicyDoc', {}, ['policy', 'dict'], policy.load)).data).toBe('policy v2');
    expect(text(await cache.answer('getPortalHomeConfig', {}, ['home-config'], home.load)).data).toBe('home v1');
  });

  it('never stores a load that was running when its tag was invalidated, and later reads do not join it', async () => {
    const cache = new ReadCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // the slow read saw the data before the write
    const slow = cache.answer('op', {}, ['policy'], async () => {
      await gate;
      return 'before the write';
    });
    await cache.invalidate('policy');
    const afterWrite = cache.answer('op', {}, ['policy'], async () => 'after the write');
    release();
    expect(text(await slow).data).toBe('before the write');
    expect(text(await afterWrite).data).toBe('after the write');
    expect(text(await cache.answer('op', {}, ['policy'], async () => 'third read')).data).toBe('after the write');
  });

  it('lets concurrent misses of one key share one load', async () => {
    const cache = new ReadCache();
    const { state, load } = source('x');
    await Promise.all(Array.from({ length: 20 }, () => cache.answer('op', {}, ['t'], load)));
    expect(state.runs).toBe(1);
  });

  it('stores nothing when the load fails', async () => {
    const cache = new ReadCache();
    await expect(cache.answer('op', {}, ['t'], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
  });

  it('expires entries after the TTL; TTL 0 turns caching off', async () => {
    let now = 1_000;
    const cache = new ReadCache({ ttlMs: 60_000, now: () => now });
    const { state, load } = source('v1');
    await cache.answer('op', {}, ['t'], load);
    state.value = 'v2';
    now += 59_999;
    expect(text(await cache.answer('op', {}, ['t'], load)).data).toBe('v1');
    now += 2;
    expect(text(await cache.answer('op', {}, ['t'], load)).data).toBe('v2');

    const off = new ReadCache({ ttlMs: 0 });
    const counted = source('y');
    await off.answer('op', {}, ['t'], counted.load);
    await off.answer('op', {}, ['t'], counted.load);
    expect(counted.state.runs).toBe(2);
    expect(off.active).toBe(false);
  });

  it('is bypassed and emptied while suspended (the cross-process listener is down)', async () => {
    const cache = new ReadCache();
    const { state, load } = source('v1');
    await cache.answer('op', {}, ['t'], load);
    cache.suspend();
    state.value = 'v2';
    expect(text(await cache.answer('op', {}, ['t'], load)).data).toBe('v2');
    expect(cache.size).toBe(0);
    cache.resume();
    state.value = 'v3';
    expect(text(await cache.answer('op', {}, ['t'], load)).data).toBe('v3');
  });

  it('bounds the stored bytes, dropping the least recently used first, and skips oversized answers', async () => {
    const big = 'x'.repeat(400);
    const cache = new ReadCache({ maxBytes: 1_500, maxEntryBytes: 1_000 });
    for (const page of [1, 2, 3]) await cache.answer('op', { page }, ['t'], async () => big);
    await cache.answer('op', { page: 1 }, ['t'], async () => 'reloaded'); // page 1 used again: kept
    await cache.answer('op', { page: 4 }, ['t'], async () => big); // page 2 goes
    const { state, load } = source('reloaded');
    await cache.answer('op', { page: 1 }, ['t'], load);
    expect(state.runs).toBe(0);
    await cache.answer('op', { page: 2 }, ['t'], load);
    expect(state.runs).toBe(1);
    await cache.answer('op', { page: 9 }, ['t'], async () => 'y'.repeat(2_000));
    const huge = source('z'.repeat(2_000));
    await cache.answer('op', { page: 9 }, ['t'], huge.load);
    expect(huge.state.runs).toBe(1);
  });

  it('invalidating() invalidates after the write, also when the write fails, and sends the tags to the other processes', async () => {
    const cache = new ReadCache();
    const publisher = vi.fn(async () => undefined);
    cache.setPublisher(publisher);
    const { state, load } = source('v1');
    await cache.answer('op', {}, ['dict'], load);
    state.value = 'v2';
    await expect(
      invalidating(cache, ['dict'], async () => {
        throw new Error('constraint');
      }),
    ).rejects.toThrow('constraint');
    expect(text(await cache.answer('op', {}, ['dict'], load)).data).toBe('v2');
    expect(publisher).toHaveBeenCalledWith(['dict']);
    expect(await invalidating(undefined, ['dict'], async () => 7)).toBe(7);
  });
});
