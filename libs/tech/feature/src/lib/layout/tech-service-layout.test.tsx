import { configure } from '@testing-library/react';
import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { STATISTIC } from '../testing/tech-fixtures';
import { TechServiceLayout } from './tech-service-layout';

configure({ asyncUtilTimeout: 5_000 });

setupMsw(http.get(apiUrl('/tech/home/statistic'), () => HttpResponse.json(okEnvelope(STATISTIC))));

describe('TechServiceLayout', { timeout: 20_000 }, () => {
  it('shows the tab bar with the current tab marked, the statistic strip and the page', async () => {
    render(
      <TechServiceLayout activeTab="expert">
        <p>子页面</p>
      </TechServiceLayout>,
      { wrapper: createTestWrapper({ path: '/page/techService/expertlist' }) },
    );
    const nav = await screen.findByRole('navigation', { name: '科技服务' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['科技成果', '科研院所', '专家库', '技术需求']);
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual([
      '/page/techService/resultList',
      '/page/techService/institutesList',
      '/page/techService/expertlist',
      '/page/techService/techneed',
    ]);
    expect(within(nav).getByRole('link', { name: '专家库' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '科技成果' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('子页面')).toBeInTheDocument();

    const strip = screen.getByLabelText('科技服务统计');
    expect(await within(strip).findByText('18')).toBeInTheDocument();
    const values = within(strip)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['18项', '11家', '19位', '19项', '5次']);
    expect(within(strip).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['科技成果', '科研院所', '专家', '技术需求', '对接洽谈']);
  });
});
