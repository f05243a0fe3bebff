import { render, screen, userEvent } from '@qifu/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OverflowTooltip } from './overflow-tooltip';

const TEXT = '关于印发《德清县促进数字经济高质量发展若干政策》的通知';

function measure(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('OverflowTooltip', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the full text in a tooltip when the text is cut', async () => {
    measure(600, 200);
    render(<OverflowTooltip>{TEXT}</OverflowTooltip>);
    await userEvent.hover(screen.getByText(TEXT));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEXT);
    await userEvent.unhover(screen.getByText(TEXT, { selector: 'p' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows no tooltip when the text fits', async () => {
    measure(120, 200);
    render(<OverflowTooltip>{TEXT}</OverflowTooltip>);
    await userEvent.hover(screen.getByText(TEXT));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
