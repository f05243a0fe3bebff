import { fireEvent, render, screen } from '@qifu/ui/testing';
import { describe, expect, it, vi } from 'vitest';

import { StickyBar } from './sticky-bar';

function rect(top: number, height = 48): DOMRect {
  return { top, left: 16, width: 800, height, bottom: top + height, right: 816, x: 16, y: top, toJSON: () => ({}) } as DOMRect;
}

describe('StickyBar', () => {
  it('becomes fixed at the top offset once scrolled above it, and returns when scrolled back', () => {
    let top = 200;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => rect(top));
    const onStickyChange = vi.fn();
    render(
      <StickyBar top={60} onStickyChange={onStickyChange}>
        <button type="button">批量操作</button>
      </StickyBar>,
    );
    const bar = screen.getByRole('button', { name: '批量操作' }).parentElement!;
    expect(bar).not.toHaveAttribute('data-fixed');

    top = 61;
    fireEvent.scroll(window);
    expect(bar).not.toHaveAttribute('data-fixed');

    top = 40;
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-fixed');
    expect(bar).toHaveStyle({ position: 'fixed', top: '60px', left: '16px', width: '800px' });
    expect(bar.parentElement).toHaveStyle({ height: '48px' });
    expect(onStickyChange).toHaveBeenLastCalledWith(true);

    top = 100;
    fireEvent.scroll(window);
    expect(bar).not.toHaveAttribute('data-fixed');
    expect(onStickyChange).toHaveBeenLastCalledWith(false);
    vi.restoreAllMocks();
  });
});
