/**
 * Page analytics of seeds 000 §9 ("click throttle 300 ms, jank frame-rate threshold 20, at most 10
 * jank reports, queue limit 100"), sent to this platform's own business log (`addPolicyBusinessLog`,
 * `POST /pol/policyBusinessLog/add`, type 1) instead of a third party. The operation takes one event
 * per call, so a flush sends its batch as consecutive calls. Loaded lazily after the first paint.
 *
 * Events:
 * - a click on a link, button, menu item or tab: `eventLabel` `点击:<its accessible text>` (at most
 *   40 characters of text), extras `{ category: 'click', tag, path }`; at most one per 300 ms;
 * - a second of frames under 20 fps while the page is visible: `eventLabel` `页面卡顿`, extras
 *   `{ category: 'jank', fps, path }`; at most 10 per page load.
 */
import { QUIET_HEADER } from '@qifu/sdk';

import { api } from './api';

/** Limits of seeds 000 §9. */
export const ANALYTICS_LIMITS = {
  /** At most one click event per 300 ms. */
  clickThrottleMs: 300,
  /** A measured second under 20 frames per second is jank. */
  jankFps: 20,
  /** At most 10 jank reports per page load. */
  maxJankReports: 10,
  /** At most 100 events wait to be sent; a new one then pushes out the oldest. */
  queueLimit: 100,
} as const;

/** Sending (not in the documents): every 10 s up to 10 events, everything when the page is hidden. */
export const ANALYTICS_FLUSH = { intervalMs: 10_000, batchSize: 10 } as const;

/** Label of jank events. */
export const JANK_EVENT_LABEL = '页面卡顿';
/** Prefix of click events' labels. */
export const CLICK_EVENT_PREFIX = '点击:';

/** One business-log event. */
export interface AnalyticsEvent {
  eventLabel: string;
  extras: Record<string, string | number | boolean>;
}

/** A bounded queue of events sent in batches ({@link createEventQueue}). */
export interface EventQueue {
  /** Adds an event; when the queue is full, the oldest one is dropped. */
  push(event: AnalyticsEvent): void;
  /** Sends up to `max` events one after the other (failures are dropped); one flush at a time. @returns how many were sent. */
  flush(max?: number): Promise<number>;
  /** Events waiting. */
  readonly size: number;
}

/** A queue holding at most `limit` events, sending through `send`. */
export function createEventQueue(send: (event: AnalyticsEvent) => Promise<unknown>, limit: number = ANALYTICS_LIMITS.queueLimit): EventQueue {
  const events: AnalyticsEvent[] = [];
  let flushing: Promise<number> | null = null;
  return {
    push(event) {
      if (events.length >= limit) events.shift();
      events.push(event);
    },
    flush(max = Number.POSITIVE_INFINITY) {
      flushing ??= (async () => {
        let sent = 0;
        try {
          while (events.length > 0 && sent < max) {
            const next = events.shift() as AnalyticsEvent;
            try {
              await send(next);
              sent += 1;
            } catch {
              // analytics only: a failed event is dropped
            }
          }
          return sent;
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    },
    get size() {
      return events.length;
    },
  };
}

const CLICKABLE = 'a[href],button,[role="button"],[role="link"],[role="menuitem"],[role="tab"]';

/** The clickable element of a click and its text (aria-label, else text), or null. */
export function clickTarget(target: EventTarget | null): { label: string; tag: string } | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const element = (target as Element).closest(CLICKABLE);
  if (!element) return null;
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return text ? { label: text, tag: element.tagName.toLowerCase() } : null;
}

/** A throttled click recorder: at most one event per `throttleMs` (the first click of a burst counts). */
export function createClickTracker(
  record: (event: AnalyticsEvent) => void,
  options: { throttleMs?: number; now?: () => number; path?: () => string } = {},
): (event: Pick<MouseEvent, 'target'>) => void {
  const throttleMs = options.throttleMs ?? ANALYTICS_LIMITS.clickThrottleMs;
  const now = options.now ?? (() => Date.now());
  const path = options.path ?? (() => location.pathname);
  let last = Number.NEGATIVE_INFINITY;
  return (event) => {
    const target = clickTarget(event.target);
    if (!target) return;
    const at = now();
    if (at - last < throttleMs) return;
    last = at;
    record({ eventLabel: `${CLICK_EVENT_PREFIX}${target.label}`, extras: { category: 'click', tag: target.tag, path: path() } });
  };
}

/**
 * A frame-rate watcher: feed it every animation frame's timestamp (ms). Frames are counted per
 * window of at least 1 s; a window under `thresholdFps` is reported (at most `maxReports` times).
 * A window longer than 2 s (the page was hidden or frozen) is skipped, not reported.
 */
export function createJankMonitor(
  report: (fps: number) => void,
  options: { thresholdFps?: number; maxReports?: number } = {},
): { frame(timestamp: number): void; readonly reports: number } {
  const threshold = options.thresholdFps ?? ANALYTICS_LIMITS.jankFps;
  const max = options.maxReports ?? ANALYTICS_LIMITS.maxJankReports;
  let start: number | undefined;
  let frames = 0;
  let reports = 0;
  return {
    frame(timestamp) {
      if (start === undefined) {
        start = timestamp;
        frames = 0;
        return;
      }
      frames += 1;
      const elapsed = timestamp - start;
      if (elapsed < 1000) return;
      const fps = (frames * 1000) / elapsed;
      if (elapsed <= 2000 && fps < threshold && reports < max) {
        reports += 1;
        report(Math.round(fps));
      }
      start = timestamp;
      frames = 0;
    },
    get reports() {
      return reports;
    },
  };
}

/** Sends one event to the business log (quiet: no message, no token refresh). */
export function sendBusinessLogEvent(event: AnalyticsEvent, keepalive = false): Promise<unknown> {
  return api.POST('/pol/policyBusinessLog/add', {
    body: { ...event.extras, type: 1, eventLabel: event.eventLabel.slice(0, 100) },
    headers: { [QUIET_HEADER]: '1' },
    ...(keepalive ? { keepalive: true } : {}),
  });
}

/**
 * Starts the analytics of seeds 000 §9 on this page: throttled click events, jank reports, a
 * queue of at most 100 events flushed every 10 s (10 at a time) and completely when the page is
 * hidden. @returns the function that stops everything.
 */
export function startAnalytics(): () => void {
  let hidden = false;
  const queue = createEventQueue((event) => sendBusinessLogEvent(event, hidden));
  const onClick = createClickTracker((event) => queue.push(event));
  const jank = createJankMonitor((fps) => queue.push({ eventLabel: JANK_EVENT_LABEL, extras: { category: 'jank', fps, path: location.pathname } }));
  let frameId = 0;
  const onFrame = (timestamp: number) => {
    if (document.visibilityState === 'visible') jank.frame(timestamp);
    if (jank.reports < ANALYTICS_LIMITS.maxJankReports) frameId = requestAnimationFrame(onFrame);
  };
  const onVisibility = () => {
    hidden = document.visibilityState === 'hidden';
    if (hidden) void queue.flush();
  };
  document.addEventListener('click', onClick, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  frameId = requestAnimationFrame(onFrame);
  const timer = setInterval(() => void queue.flush(ANALYTICS_FLUSH.batchSize), ANALYTICS_FLUSH.intervalMs);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
    cancelAnimationFrame(frameId);
    clearInterval(timer);
  };
}
