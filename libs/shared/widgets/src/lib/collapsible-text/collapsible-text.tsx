import { Anchor, Box, Text, type TextProps } from '@mantine/core';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Props of {@link CollapsibleText}. */
export interface CollapsibleTextProps extends Omit<TextProps, 'children' | 'lineClamp'> {
  children: ReactNode;
  /** Lines shown when collapsed; 2 by default (seeds 001 §2, §9). */
  lines?: number;
  /** Start expanded. */
  defaultExpanded?: boolean;
  /** Toggle texts; 展开 / 收起 by default (the documents give none). */
  expandLabel?: string;
  collapseLabel?: string;
}

/**
 * A text block collapsed to 2 lines by default (seeds 001 §2 "Collapsible text block", §9) with a
 * 展开 / 收起 toggle that appears only when the text is longer than the collapsed lines
 * (re-measured when the block resizes). The toggle is a button with `aria-expanded`.
 */
export function CollapsibleText({
  children,
  lines = 2,
  defaultExpanded = false,
  expandLabel = '展开',
  collapseLabel = '收起',
  ...textProps
}: CollapsibleTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [overflowing, setOverflowing] = useState(false);
  const id = useId();

  const measure = useCallback(() => {
    const el = ref.current;
    // only a clamped block tells whether it is cut; an expanded one keeps the last answer
    if (el && !expanded) setOverflowing(el.scrollHeight > el.clientHeight + 1);
  }, [expanded]);

  useLayoutEffect(measure, [measure, children, lines]);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <Box>
      <Text ref={ref} id={id} {...textProps} {...(expanded ? {} : { lineClamp: lines })} data-expanded={expanded || undefined}>
        {children}
      </Text>
      {overflowing || expanded ? (
        <Anchor component="button" type="button" size="sm" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {expanded ? collapseLabel : expandLabel}
        </Anchor>
      ) : null}
    </Box>
  );
}
