import '@mantine/core/styles/Tooltip.css';

import { Text, Tooltip, type FloatingPosition, type TextProps } from '@mantine/core';
import { useRef, useState } from 'react';

/** Props of {@link OverflowTooltip}. */
export interface OverflowTooltipProps extends Omit<TextProps, 'children' | 'lineClamp' | 'truncate'> {
  /** The full text. */
  children: string;
  /** Lines shown before cutting with an ellipsis; 1 by default. */
  lines?: number;
  /** Tooltip position; `top` by default. */
  position?: FloatingPosition;
  /** Tooltip max width in px; default 320 (long texts wrap). */
  tooltipWidth?: number;
}

/** True when the element's content is cut (wider or taller than its box). */
function isOverflowing(el: HTMLElement, lines: number): boolean {
  return lines <= 1 ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight;
}

/**
 * Text cut with an ellipsis after `lines` lines (1 by default) that shows its full text in a
 * tooltip on hover — only when it is actually cut (seeds 001 §2 "Overflow tooltip. Shows the full
 * text of overflowing text"); also on focus when the caller makes it focusable (`tabIndex={0}`).
 * The measurement happens when the pointer enters, so resizing needs no observer.
 */
export function OverflowTooltip({ children, lines = 1, position = 'top', tooltipWidth = 320, ...textProps }: OverflowTooltipProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [opened, setOpened] = useState(false);
  const show = () => setOpened(ref.current ? isOverflowing(ref.current, lines) : false);
  const hide = () => setOpened(false);
  return (
    <Tooltip label={children} opened={opened} position={position} multiline maw={tooltipWidth} withinPortal>
      <Text
        ref={ref}
        {...textProps}
        {...(lines <= 1 ? { truncate: 'end' as const } : { lineClamp: lines })}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        {children}
      </Text>
    </Tooltip>
  );
}
