import { act, render, screen } from '@qifu/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WhenNear } from './home-layout';

/** A stand-in IntersectionObserver whose callback the test calls. */
function stubObserver() {
  const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed.push({ callback, ...(options ? { options } : {}) });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observed;
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNear (issue 14: blocks below the fold load when scrolled near)', () => {
  it('keeps the place with a box until the place comes near the screen, then shows the block', () => {
    const observed = stubObserver();
    render(
      <WhenNear minHeight={720}>
        <p>产业资讯列表</p>
      </WhenNear>,
    );
    expect(screen.queryByText('产业资讯列表')).not.toBeInTheDocument();
    const box = screen.getByRole('status', { name: '加载中' });
    expect(box).toHaveStyle({ minHeight: '720px' });
    expect(observed[0]?.options?.rootMargin).toBe('400px 0px');

    act(() => observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('产业资讯列表')).toBeInTheDocument();
    expect(screen.queryByLabelText('加载中')).not.toBeInTheDocument();
  });

  it('shows the block at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear minHeight={720}>
        <p>产业资讯列表</p>
      </WhenNear>,
    );
    expect(screen.getByText('产业资讯列表')).toBeInTheDocument();
  });
});
