import { act, fireEvent, render, screen } from '@qifu/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds after a click, disabled meanwhile, and fires onEnd once at 0', () => {
    const onEnd = vi.fn();
    render(<Countdown onEnd={onEnd} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button')).toHaveTextContent('59秒后重新获取');
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button')).toHaveTextContent('1秒后重新获取');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('does not start when onStart answers false', async () => {
    render(<Countdown onStart={() => Promise.resolve(false)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('starts by itself with autoStart and a custom length and text', () => {
    const onEnd = vi.fn();
    render(<Countdown autoStart seconds={3} onEnd={onEnd} renderRunning={(n) => `${n}s`} />);
    expect(screen.getByRole('button')).toHaveTextContent('3s');
    act(() => vi.advanceTimersByTime(3000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
