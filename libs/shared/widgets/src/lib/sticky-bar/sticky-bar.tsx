import { Box } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Props of {@link StickyBar}. */
export interface StickyBarProps {
  children: ReactNode;
  /** Distance in px from the window's top at which the bar becomes fixed; 0 by default. */
  top?: number;
  /** z-index while fixed; 100 by default. */
  zIndex?: number;
  /** Called when the bar becomes fixed or returns to its place. */
  onStickyChange?: (fixed: boolean) => void;
  className?: string;
}

/**
 * A bar that becomes fixed once it is scrolled above a set top offset (seeds 000 §4, 001 §4
 * "Sticky bar"): while fixed it stays `top` px below the window's top with its original left edge
 * and width, and a placeholder of its height keeps the page from jumping. It returns to its place
 * when scrolled back.
 */
export function StickyBar({ children, top = 0, zIndex = 100, onStickyChange, className }: StickyBarProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [fixed, setFixed] = useState<{ left: number; width: number; height: number } | null>(null);
  const onChange = useRef(onStickyChange);
  useLayoutEffect(() => {
    onChange.current = onStickyChange;
  });

  const update = useCallback(() => {
    const holder = placeholder.current;
    if (!holder) return;
    const rect = holder.getBoundingClientRect();
    setFixed((current) => {
      const shouldFix = rect.top <= top;
      if (!shouldFix) return current ? null : current;
      const height = current?.height ?? bar.current?.getBoundingClientRect().height ?? rect.height;
      if (current && current.left === rect.left && current.width === rect.width) return current;
      return { left: rect.left, width: rect.width, height };
    });
  }, [top]);

  useEffect(() => {
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const isFixed = fixed !== null;
  useEffect(() => {
    onChange.current?.(isFixed);
  }, [isFixed]);

  const style: CSSProperties | undefined = fixed
    ? { position: 'fixed', top, left: fixed.left, width: fixed.width, zIndex }
    : undefined;

  return (
    <div ref={placeholder} className={className} style={fixed ? { height: fixed.height } : undefined}>
      <Box ref={bar} style={style} data-fixed={isFixed || undefined}>
        {children}
      </Box>
    </div>
  );
}
