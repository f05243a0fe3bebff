import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second from the start value and fires the end callback at 0', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onEnd));
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not fire the end callback after a reset', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(60, onEnd));
    act(() => result.current.start());
    act(() => result.current.reset());
    act(() => vi.advanceTimersByTime(61_000));
    expect(onEnd).not.toHaveBeenCalled();
    expect(result.current.remaining).toBe(0);
  });
});
