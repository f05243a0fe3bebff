import { render, screen, userEvent } from '@qifu/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CollapsibleText } from './collapsible-text';

const TEXT = '本政策适用于在德清县范围内依法登记注册、具有独立法人资格的企业。'.repeat(6);

function measure(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('CollapsibleText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is clamped to 2 lines and toggles with 展开 / 收起 when the text is longer', async () => {
    measure(120, 44);
    render(<CollapsibleText>{TEXT}</CollapsibleText>);
    const text = screen.getByText(TEXT);
    expect(text).toHaveAttribute('data-line-clamp');
    expect(text.getAttribute('style')).toContain('--text-line-clamp: 2');
    const toggle = screen.getByRole('button', { name: '展开' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(text).not.toHaveAttribute('data-line-clamp');
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(text).toHaveAttribute('data-line-clamp');
  });

  it('offers no toggle when the text fits', () => {
    measure(44, 44);
    render(<CollapsibleText lines={3}>短文本</CollapsibleText>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
