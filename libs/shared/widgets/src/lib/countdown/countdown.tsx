import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';

import { Button, type ButtonProps } from '@mantine/core';
import { useCountdown } from '@qifu/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Seconds of the countdown (seeds 001 §4, §9; 000 §7 "a login code has a 60-second countdown"). */
export const COUNTDOWN_SECONDS = 60;

/** Props of {@link Countdown}. */
export interface CountdownProps extends Omit<ButtonProps, 'children' | 'loading'> {
  /** Start value in seconds; 60 by default. */
  seconds?: number;
  /** Fired once when the countdown reaches 0 (seeds 001 §4 "fires an end event at 0"). */
  onEnd?: () => void;
  /**
   * Called on click before counting (send the code here). Resolving or returning `false`, or
   * throwing, does not start the countdown; the button shows a loader while it runs.
   */
  onStart?: () => boolean | void | Promise<boolean | void>;
  /** Start counting on mount (a display of time left rather than a button to press). */
  autoStart?: boolean;
  /** The idle text; 获取验证码 by default (the documents give none). */
  children?: ReactNode;
  /** The running text; `{n}秒后重新获取` by default (the documents give none). */
  renderRunning?: (remaining: number) => ReactNode;
  /** Accessible name when the text alone does not say what the button does. */
  'aria-label'?: string;
}

const defaultRunning = (remaining: number) => `${remaining}秒后重新获取`;

/**
 * The 60-second countdown button (seeds 001 §2 "Countdown", §4: starts at 60, counts down each
 * second, fires an end event at 0) on `useCountdown` of `@qifu/ui`. Disabled while counting; the
 * remaining seconds are announced politely (`aria-live`).
 */
export function Countdown({
  seconds = COUNTDOWN_SECONDS,
  onEnd,
  onStart,
  autoStart = false,
  children = '获取验证码',
  renderRunning = defaultRunning,
  disabled,
  ...buttonProps
}: CountdownProps) {
  const countdown = useCountdown(seconds, onEnd);
  const [starting, setStarting] = useState(false);
  const { start } = countdown;
  const autoStarted = useRef(false);

  useEffect(() => {
    if (autoStart && !autoStarted.current) {
      autoStarted.current = true;
      start();
    }
  }, [autoStart, start]);

  const onClick = async () => {
    if (countdown.running || starting) return;
    if (onStart) {
      setStarting(true);
      let go: boolean | void = true;
      try {
        go = await onStart();
      } catch {
        go = false;
      } finally {
        setStarting(false);
      }
      if (go === false) return;
    }
    start();
  };

  return (
    <Button
      variant="default"
      {...buttonProps}
      disabled={disabled || countdown.running}
      loading={starting}
      onClick={() => void onClick()}
      aria-live="polite"
    >
      {countdown.running ? renderRunning(countdown.remaining) : children}
    </Button>
  );
}
