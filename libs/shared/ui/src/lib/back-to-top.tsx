import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Scroll distance in px after which the button appears, 300 by default (seeds 000 §2, §9). */
  threshold?: number;
  /**
   * Distance in px of the button from the right and bottom edges of the window, 50 by default
   * (seeds 000 §9 "target 50 px"). A page may move it with the CSS variables
   * `--back-to-top-right` and `--back-to-top-bottom` (the portal does on phones, issue 14).
   */
  offset?: number;
}

/**
 * A keyboard-reachable 返回顶部 button fixed at the bottom right that appears after `threshold` px
 * of scrolling (hidden, it is not focusable). Plain CSS, no portal or transition component: it is
 * part of the public pages' first load. It reads the scroll position only in scroll events (issue
 * 14, TBT): reading it at mount would force a layout in the middle of the first render.
 */
export function BackToTop({ threshold = 300, offset = 50 }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return (
    <Button
      radius="xl"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="返回顶部"
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      style={{
        position: 'fixed',
        right: `var(--back-to-top-right, ${offset}px)`,
        bottom: `var(--back-to-top-bottom, ${offset}px)`,
        zIndex: 150,
        opacity: visible ? 1 : 0,
        visibility: visible ? 'visible' : 'hidden',
        transform: visible ? 'none' : 'translateY(12px)',
        transition: 'opacity 150ms ease, transform 150ms ease, visibility 150ms',
      }}
    >
      ↑ 顶部
    </Button>
  );
}
