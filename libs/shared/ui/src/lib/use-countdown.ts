import { useCallback, useEffect, useRef, useState } from 'react';

/** What {@link useCountdown} returns. */
export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  /** True while counting down. */
  running: boolean;
  /** Starts (or restarts) the countdown at the configured number of seconds. */
  start: () => void;
  /** Stops the countdown without firing the end callback. */
  reset: () => void;
}

/**
 * A one-second countdown (seeds 001 §2 "Countdown", §4: it starts at 60, counts down each second
 * and fires an end event at 0; seeds 000 §7 "a login code has a 60-second countdown").
 *
 * @param seconds the starting value, 60 by default
 * @param onEnd called once when the countdown reaches 0 (not after {@link Countdown.reset})
 */
export function useCountdown(seconds = 60, onEnd?: () => void): Countdown {
  const [remaining, setRemaining] = useState(0);
  const onEndRef = useRef(onEnd);
  const armedRef = useRef(false);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setRemaining((value) => Math.max(0, value - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (remaining > 0) {
      armedRef.current = true;
    } else if (armedRef.current) {
      armedRef.current = false;
      onEndRef.current?.();
    }
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => {
    armedRef.current = false;
    setRemaining(0);
  }, []);
  return { remaining, running, start, reset };
}
