import { okEnvelope } from '@qifu/sdk/testing';
import { act, apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CAROUSEL_INTERVAL_MS } from './home-carousel';
import { HomeHotPolicies } from './home-hot-policies';
import { HomePolicyCarousel } from './home-policy-carousel';
import { HomePolicyStatistics } from './home-policy-statistics';

const SLIDES = [
  { id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f71', title: '技改项目申报启动', filePath: '/banners/policy-1.svg', linkUrl: '/page/policymarket/details?id=1', sort: 1 },
  { id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f72', title: '政策计算器上线', filePath: '2026/03/carousel-2.png', linkUrl: null, sort: 2 },
];
const HOT = [
  { id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b01', policyTitle: '德清县企业研发费用补助实施办法', policyDepName: '德清县科学技术局', policyCreateTime: '2026-03-15T02:00:00.000Z', supportModes: ['资金补助'], viewCount: 12800 },
  { id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b02', policyTitle: '德清县“英才计划”人才引进实施细则', policyDepName: '德清县人力资源和社会保障局', policyCreateTime: '2026-02-01T02:00:00.000Z', supportModes: [], viewCount: 960 },
];

let carousel: unknown[] = SLIDES;
const hotLimits: string[] = [];

const server = setupMsw(
  http.get(apiUrl('/policy/doc/carousel'), () => HttpResponse.json(okEnvelope(carousel))),
  http.get(apiUrl('/policy/doc/hotPolicy'), ({ request }) => {
    hotLimits.push(new URL(request.url).searchParams.get('limit') ?? '');
    return HttpResponse.json(okEnvelope(HOT));
  }),
  http.get(apiUrl('/policy/doc/statistic'), () =>
    HttpResponse.json(okEnvelope({ policyCount: 64, projectCount: 30, applyingProjectCount: 6, applyCount: 1412, companyCount: 233, passAmount: 36_500_000 })),
  ),
);

afterEach(() => {
  carousel = SLIDES;
  vi.useRealTimers();
});

const wrapper = createTestWrapper({ path: '/page/home' });
const LEADING = [{ id: 'home-1', title: '政策超市上线', imageSrc: '/banners/home-1.svg', href: 'https://www.zjzwfw.gov.cn/' }];

const visibleSlide = () => {
  const region = screen.getByRole('region', { name: '轮播图' });
  return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].find((el) => !el.hidden);
};

describe('HomePolicyCarousel', () => {
  it('shows the home configuration’s slides first, then the policy slides, one at a time, with 上一张 / 下一张 and dots', async () => {
    const user = userEvent.setup();
    render(<HomePolicyCarousel leadingSlides={LEADING} />, { wrapper });
    await screen.findByRole('region', { name: '轮播图' });
    expect(await screen.findByRole('button', { name: '第3张' })).toBeInTheDocument();
    expect(within(visibleSlide()!).getByRole('link', { name: '政策超市上线' })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    const second = visibleSlide()!;
    expect(within(second).getByRole('link', { name: '技改项目申报启动' })).toHaveAttribute('href', '/page/policymarket/details?id=1');
    expect(within(second).getByRole('img', { name: '技改项目申报启动' })).toHaveAttribute('src', '/banners/policy-1.svg');
    expect(screen.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: '第3张' }));
    // an uploaded image is read through /files/dowload; a slide without target is no link
    const third = visibleSlide()!;
    expect(within(third).getByRole('img', { name: '政策计算器上线' }).getAttribute('src')).toMatch(/\/api\/files\/dowload\?filePath=2026%2F03%2Fcarousel-2\.png$/);
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(within(visibleSlide()!).getByText('政策超市上线')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(within(visibleSlide()!).getByRole('img', { name: '政策计算器上线' })).toBeInTheDocument();
  });

  it('moves on by itself every 5 seconds, but not while the pointer is on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<HomePolicyCarousel />, { wrapper });
    await screen.findByRole('button', { name: '第2张' });
    expect(screen.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(screen.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
    act(() => {
      screen.getByRole('region', { name: '轮播图' }).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(screen.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a designed banner with the title when an image fails', async () => {
    render(<HomePolicyCarousel />, { wrapper });
    const img = await screen.findByRole('img', { name: '技改项目申报启动' });
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(within(visibleSlide()!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(visibleSlide()!).getByText('技改项目申报启动')).toBeInTheDocument();
  });

  it('shows the given fallback when neither the configuration nor the policy service has a slide', async () => {
    carousel = [];
    render(<HomePolicyCarousel empty={<p>静态横幅</p>} />, { wrapper });
    expect(await screen.findByText('静态横幅')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '轮播图' })).not.toBeInTheDocument();
  });
});

describe('HomeHotPolicies', () => {
  it('lists the most viewed policies in rank order, each title a link to its details, with unit, day and views', async () => {
    render(<HomeHotPolicies count={6} />, { wrapper });
    const list = await screen.findByRole('list', { name: '热门政策' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: '德清县企业研发费用补助实施办法' })).toHaveAttribute(
      'href',
      '/page/policymarket/details?id=0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b01',
    );
    expect(items[0]).toHaveTextContent('德清县科学技术局 · 2026-03-15 · 浏览 12,800');
    expect(hotLimits.at(-1)).toBe('6');
  });

  it('says 暂无数据 when there is none and offers a retry after a failure', async () => {
    server.use(http.get(apiUrl('/policy/doc/hotPolicy'), () => HttpResponse.json(okEnvelope([]))));
    const { unmount } = render(<HomeHotPolicies />, { wrapper });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    server.use(http.get(apiUrl('/policy/doc/hotPolicy'), () => HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' }, { status: 500 })));
    render(<HomeHotPolicies />, { wrapper });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('HomePolicyStatistics', () => {
  it('shows the six figures with their units, the support in 万元', async () => {
    render(<HomePolicyStatistics />, { wrapper });
    expect(await screen.findByTestId('statistic-policyCount')).toHaveTextContent('64项');
    expect(screen.getByTestId('statistic-applyingProjectCount')).toHaveTextContent('6个');
    expect(screen.getByTestId('statistic-applyCount')).toHaveTextContent('1,412次');
    expect(screen.getByTestId('statistic-companyCount')).toHaveTextContent('233家');
    expect(screen.getByTestId('statistic-passAmount')).toHaveTextContent('3,650万元');
    expect(screen.getByText('扶持资金')).toBeInTheDocument();
  });

  it('shows the labels in their final grid while the figures load (issue 14: nothing moves when they arrive)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('/policy/doc/statistic'), async () => {
        await answered;
        return HttpResponse.json(
          okEnvelope({ policyCount: 64, projectCount: 30, applyingProjectCount: 6, applyCount: 1412, companyCount: 233, passAmount: 36_500_000 }),
        );
      }),
    );
    render(<HomePolicyStatistics />, { wrapper });
    // before the answer: the six labels, a placeholder in place of each value
    expect(await screen.findByText('已发布政策')).toBeInTheDocument();
    expect(screen.getByText('扶持资金')).toBeInTheDocument();
    expect(screen.getAllByLabelText('加载中')).toHaveLength(6);
    expect(screen.queryByTestId('statistic-policyCount')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByTestId('statistic-policyCount')).toHaveTextContent('64项');
    expect(screen.queryByLabelText('加载中')).not.toBeInTheDocument();
  });
});
