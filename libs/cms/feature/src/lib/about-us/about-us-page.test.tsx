import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { ABOUT } from '../testing/fixtures';
import { AboutUsPage } from './about-us-page';

let answer: () => Response = () => HttpResponse.json(okEnvelope(ABOUT));

setupMsw(http.get(apiUrl('/aboutUs/detail'), () => answer()));

beforeEach(() => {
  answer = () => HttpResponse.json(okEnvelope(ABOUT));
});

describe('AboutUsPage', () => {
  it('shows the sections from the server in order, with anchors and the contact block', async () => {
    render(<AboutUsPage />);
    expect(await screen.findByRole('heading', { name: '关于我们', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: '平台简介' });
    expect(within(intro).getByText('德清县企业综合服务平台是全县涉企服务的统一入口。')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['平台简介', '联系我们', '联系方式']);
    const nav = screen.getByRole('navigation', { name: '页面导航' });
    expect(within(nav).getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '#about-section-2');
    expect(screen.getByText('地址：德清县武康街道千秋街1号')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '400-826-0572' })).toHaveAttribute('href', 'tel:4008260572');
    expect(screen.getByRole('link', { name: 'qyfw@deqing.gov.cn' })).toHaveAttribute('href', 'mailto:qyfw@deqing.gov.cn');
  });

  it('says 暂无数据 when nothing has been written yet', async () => {
    answer = () =>
      HttpResponse.json(okEnvelope({ title: '关于我们', content: '', sections: [], address: null, phone: null, mailbox: null, updateTime: null }));
    render(<AboutUsPage />);
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('联系方式')).not.toBeInTheDocument();
  });

  it('shows 加载失败 and loads again with 重新加载', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 }) : HttpResponse.json(okEnvelope(ABOUT));
    };
    render(<AboutUsPage />);
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 }));
    expect(await screen.findByRole('region', { name: '平台简介' })).toBeInTheDocument();
  });
});
