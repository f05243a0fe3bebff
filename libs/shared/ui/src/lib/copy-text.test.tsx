import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { act, createTestWrapper, render, screen } from '../testing';
import { copyText } from './copy-text';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

describe('copyText (seeds 000 §8 "Copy: 复制成功", "Copy unsupported: 该浏览器不支持自动复制")', { timeout: 15_000 }, () => {
  it('copies and says 复制成功', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<></>, { wrapper: createTestWrapper({ notifications: true }) });
    await act(() => copyText('Init@2026'));
    expect(writeText).toHaveBeenCalledWith('Init@2026');
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('says 该浏览器不支持自动复制 without a clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(<></>, { wrapper: createTestWrapper({ notifications: true }) });
    await act(() => copyText('x'));
    expect(await screen.findByText('该浏览器不支持自动复制')).toBeInTheDocument();
  });

  it('says 该浏览器不支持自动复制 when the browser refuses, and not 复制成功', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<></>, { wrapper: createTestWrapper({ notifications: true }) });
    await act(() => copyText('x'));
    expect(await screen.findByText('该浏览器不支持自动复制')).toBeInTheDocument();
    expect(screen.queryByText('复制成功')).not.toBeInTheDocument();
  });
});
