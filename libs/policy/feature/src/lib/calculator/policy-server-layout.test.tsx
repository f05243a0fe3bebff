import { createTestWrapper, render, screen, within } from '@qifu/ui/testing';
import { describe, expect, it } from 'vitest';

import { PolicyServerLayout } from './policy-server-layout';

describe('PolicyServerLayout', { timeout: 30_000 }, () => {
  it('shows the band 政策计算器, the two tabs as links and the child page', async () => {
    render(
      <PolicyServerLayout>
        <p>子页面</p>
      </PolicyServerLayout>,
      { wrapper: createTestWrapper({ path: '/page/policyserver/calculator/list' }) },
    );
    expect(await screen.findByText('子页面')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '政策计算器' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '政策计算器' });
    const calculator = within(nav).getByRole('link', { name: '政策计算器' });
    const simulation = within(nav).getByRole('link', { name: '模拟匹配' });
    expect(calculator).toHaveAttribute('href', '/page/policyserver/calculator/list');
    expect(calculator).toHaveAttribute('aria-current', 'page');
    expect(simulation).toHaveAttribute('href', '/page/policyserver/simulation');
    expect(simulation).not.toHaveAttribute('aria-current');
  });

  it('marks 模拟匹配 on the simulation path', async () => {
    render(
      <PolicyServerLayout>
        <p>子页面</p>
      </PolicyServerLayout>,
      { wrapper: createTestWrapper({ path: '/page/policyserver/simulation?id=1' }) },
    );
    expect(await screen.findByRole('link', { name: '模拟匹配' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '政策计算器' })).not.toHaveAttribute('aria-current');
  });
});
