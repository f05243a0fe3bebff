import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApiMessage } from '@qifu/sdk';

import {
  ANALYTICS_LIMITS,
  clickTarget,
  createClickTracker,
  createEventQueue,
  createJankMonitor,
  startAnalytics,
  type AnalyticsEvent,
} from './analytics';
import { api } from './api';

const event = (n: number): AnalyticsEvent => ({ eventLabel: `e${n}`, extras: { n } });

describe('createEventQueue (seeds 000 §9 "queue limit 100")', () => {
  it('keeps at most 100 events, dropping the oldest, and sends batches one event per call in order', async () => {
    const sent: AnalyticsEvent[] = [];
    const queue = createEventQueue(async (e) => {
      sent.push(e);
    });
    for (let i = 1; i <= 105; i += 1) queue.push(event(i));
    expect(queue.size).toBe(ANALYTICS_LIMITS.queueLimit);
    expect(await queue.flush(10)).toBe(10);
    expect(sent.map((e) => e.eventLabel)).toEqual(['e6', 'e7', 'e8', 'e9', 'e10', 'e11', 'e12', 'e13', 'e14', 'e15']);
    expect(queue.size).toBe(90);
    expect(await queue.flush()).toBe(90);
    expect(sent.at(-1)?.eventLabel).toBe('e105');
    expect(queue.size).toBe(0);
  });

  it('drops a failed event instead of retrying it, and runs one flush at a time', async () => {
    const labels: string[] = [];
    const queue = createEventQueue(async (e) => {
      labels.push(e.eventLabel);
      if (e.eventLabel === 'e2') throw new Error('network');
    });
    [1, 2, 3].forEach((n) => queue.push(event(n)));
    const [a, b] = await Promise.all([queue.flush(), queue.flush()]);
    expect(a).toBe(2);
    expect(b).toBe(2); // the same flush
    expect(labels).toEqual(['e1', 'e2', 'e3']);
  });
});

describe('clicks (seeds 000 §9 "click throttle 300 ms")', () => {
  it('records the clicked link or button by its text, ignoring clicks elsewhere', () => {
    document.body.innerHTML = '<nav><a href="/page/appeal"><span>诉求服务</span></a></nav><button aria-label="关闭">×</button><p>正文</p>';
    const span = document.querySelector('span');
    expect(clickTarget(span)).toEqual({ label: '诉求服务', tag: 'a' });
    expect(clickTarget(document.querySelector('button'))).toEqual({ label: '关闭', tag: 'button' });
    expect(clickTarget(document.querySelector('p'))).toBeNull();
  });

  it('keeps at most one click per 300 ms', () => {
    document.body.innerHTML = '<button>政策超市</button>';
    const button = document.querySelector('button');
    let now = 0;
    const recorded: AnalyticsEvent[] = [];
    const onClick = createClickTracker((e) => recorded.push(e), { now: () => now, path: () => '/page/home' });
    onClick({ target: button });
    now = 299;
    onClick({ target: button });
    now = 300;
    onClick({ target: button });
    now = 450;
    onClick({ target: button });
    expect(recorded).toEqual([
      { eventLabel: '点击:政策超市', extras: { category: 'click', tag: 'button', path: '/page/home' } },
      { eventLabel: '点击:政策超市', extras: { category: 'click', tag: 'button', path: '/page/home' } },
    ]);
  });
});

describe('jank (seeds 000 §9 "jank frame-rate threshold 20, at most 10 jank reports")', () => {
  /** Feeds one second of frames at `fps` starting at `t`; returns the end time. */
  function second(monitor: { frame(t: number): void }, t: number, fps: number): number {
    const step = 1000 / fps;
    for (let i = 1; i <= fps; i += 1) monitor.frame(Math.round(t + i * step));
    return t + 1000;
  }

  it('reports a second under 20 fps, not one at 20 or more, and at most 10 times', () => {
    const reports: number[] = [];
    const monitor = createJankMonitor((fps) => reports.push(fps));
    let t = 0;
    monitor.frame(t);
    t = second(monitor, t, 60);
    t = second(monitor, t, 20);
    expect(reports).toEqual([]);
    t = second(monitor, t, 12);
    expect(reports).toEqual([12]);
    for (let i = 0; i < 15; i += 1) t = second(monitor, t, 5);
    expect(reports).toHaveLength(10);
    expect(monitor.reports).toBe(10);
  });

  it('skips a window longer than 2 s (hidden or frozen page)', () => {
    const reports: number[] = [];
    const monitor = createJankMonitor((fps) => reports.push(fps));
    monitor.frame(0);
    monitor.frame(5000);
    expect(reports).toEqual([]);
  });
});

describe('startAnalytics: our own business log (seeds 000 §7 addPolicyBusinessLog, §9)', () => {
  const server = setupServer();
  const bodies: Array<Record<string, unknown>> = [];
  const messages: ApiMessage[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    bodies.length = 0;
    api.setMessageHandler((m) => messages.push(m));
    server.use(
      http.post('/api/pol/policyBusinessLog/add', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, code: 'OK', msg: '操作成功', data: null });
      }),
    );
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  afterAll(() => server.close());

  it('sends throttled clicks as type 1 events with their label, 10 per flush every 10 s', async () => {
    document.body.innerHTML = '<a href="#x">关于我们</a>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (e) => e.preventDefault());
    const stop = startAnalytics();
    for (let i = 0; i < 12; i += 1) {
      link.click();
      await vi.advanceTimersByTimeAsync(300);
    }
    link.click(); // the 13th click, 300 ms after the 12th
    expect(bodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000 - 12 * 300);
    await vi.waitFor(() => expect(bodies).toHaveLength(10));
    expect(bodies[0]).toEqual({ type: 1, eventLabel: '点击:关于我们', category: 'click', tag: 'a', path: '/' });
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(bodies).toHaveLength(13));
    expect(messages).toEqual([]);
    stop();
    link.click();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(bodies).toHaveLength(13);
  });
});
