import { okEnvelope, publicConfigFixture } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';

import { HomePage, type HomePageProps, type HomeSlide } from './home-page';

const publicConfig = publicConfigFixture();

const entry = (configType: '1' | '2', title: string, sort: number, extra: Record<string, unknown> = {}) => ({
  id: `0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b${String(sort).padStart(2, '0')}${configType === '1' ? 'aa' : 'bb'}`,
  configType,
  title,
  imagePath: `2026/11/${title}.png`,
  linkUrl: '/page/policymarket/index',
  linkType: '1',
  summary: null,
  sort,
  enableFlag: '1',
  updateTime: '2026-11-01T08:00:00.000Z',
  ...extra,
});

let homeConfig = {
  carousel: [entry('1', '政策超市上线', 1, { imagePath: '/banners/home-1.svg' }), entry('1', '诉求一键直达', 2, { linkUrl: 'https://www.zjzwfw.gov.cn/' })],
  hotBlocks: [
    entry('2', '厂房土地', 1, { summary: '闲置厂房与工业用地供需对接', linkUrl: '/page/sdmarket' }),
    entry('2', '政策超市', 2, { summary: '各级惠企政策集中发布' }),
    entry('2', '科技服务', 3, { linkUrl: 'https://example.com/tech', linkType: '2' }),
  ],
  quickLinks: [],
  friendLinks: [],
  contact: { serviceCentreName: '德清县企业综合服务中心', hotline: '400-826-0572', mailbox: 'qyfw@deqing.gov.cn', serviceHours: '08:30-17:00', address: null, recordNumber: '' },
};

const server = setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))),
  http.get(apiUrl('/sys/homeConfig/portalConfig'), () => HttpResponse.json(okEnvelope(homeConfig))),
);

// the layout is a lazy chunk: load it once before the tests (its transform takes a while)
beforeAll(async () => {
  await import('./home-layout');
});

function renderHome(props: Partial<HomePageProps> = {}) {
  let received: readonly HomeSlide[] | undefined;
  const ui = (
    <HomePage
      latestPolicies={<p>最新政策列表</p>}
      carousel={(slides, fallback) => {
        received = slides;
        return slides.length > 0 ? <ol aria-label="测试轮播">{slides.map((s) => <li key={s.id}>{s.title}</li>)}</ol> : fallback;
      }}
      {...props}
    />
  );
  const result = render(ui, { wrapper: createTestWrapper({ path: '/page/home' }) });
  return { ...result, slides: () => received };
}

describe('HomePage', () => {
  it('gives the carousel the home configuration’s slides in order, with their images and targets resolved', async () => {
    const { slides } = renderHome();
    const carousel = await screen.findByRole('list', { name: '测试轮播' }, { timeout: 5000 });
    expect(within(carousel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['政策超市上线', '诉求一键直达']);
    expect(slides()?.[0]).toMatchObject({ imageSrc: '/banners/home-1.svg', href: '/page/policymarket/index' });
    // an uploaded image is read through the download operation
    expect(slides()?.[1]?.imageSrc).toMatch(/\/api\/files\/dowload\?filePath=2026%2F11%2F/);
    expect(slides()?.[1]?.href).toBe('https://www.zjzwfw.gov.cn/');
    expect(screen.getByRole('heading', { level: 1, name: '德清县企业综合服务中心' })).toBeInTheDocument();
  });

  it('shows the hot blocks the configuration enables, in its order, each a link named by its title', async () => {
    renderHome();
    const blocks = await screen.findByTestId('hot-blocks');
    const links = within(blocks).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('title'))).toEqual(['厂房土地', '政策超市', '科技服务']);
    expect(links[0]).toHaveAttribute('href', '/page/sdmarket');
    expect(links[2]).toHaveAttribute('target', '_blank');
    expect(within(blocks).getByText('闲置厂房与工业用地供需对接')).toBeInTheDocument();
  });

  it('follows a changed configuration: another order, a disabled block left out by the server', async () => {
    homeConfig = { ...homeConfig, hotBlocks: [homeConfig.hotBlocks[2]!, homeConfig.hotBlocks[0]!], carousel: [] };
    renderHome();
    const blocks = await screen.findByTestId('hot-blocks');
    expect(within(blocks).getAllByRole('link').map((a) => a.getAttribute('title'))).toEqual(['科技服务', '厂房土地']);
    // no slide at all: the static banner with the main actions
    expect(await screen.findByRole('link', { name: '查找政策' })).toHaveAttribute('href', '/page/policymarket/index');
    expect(screen.queryByRole('list', { name: '测试轮播' })).not.toBeInTheDocument();
  });

  it('shows service hours 08:30-17:00, the hotline and the mailbox of the configuration', async () => {
    renderHome();
    const guide = await screen.findByTestId('service-guide');
    expect(guide).toHaveTextContent('服务时间：08:30-17:00（工作日）');
    expect(await within(guide).findByRole('link', { name: '400-826-0572' })).toHaveAttribute('href', 'tel:400-826-0572');
    expect(within(guide).getByRole('link', { name: 'qyfw@deqing.gov.cn' })).toHaveAttribute('href', 'mailto:qyfw@deqing.gov.cn');
  });

  it('frames the slots it is given, and leaves out those it is not given', async () => {
    renderHome({
      hotPolicies: <p>热门列表</p>,
      news: <p>资讯列表</p>,
      statistics: <p>数据</p>,
      myBlocks: [
        { key: 'p', title: '我的政策', content: <p>我的列表</p> },
        { key: 'a', title: '我的活动', more: '/page/propaganda', content: <p>活动列表</p> },
      ],
    });
    const news = await screen.findByRole('region', { name: '产业资讯' });
    expect(within(news).getByText('资讯列表')).toBeInTheDocument();
    const hot = screen.getByRole('region', { name: '热门政策' });
    expect(within(hot).getByText('热门列表')).toBeInTheDocument();
    expect(within(hot).getByRole('link', { name: '更多热门政策' })).toHaveAttribute('href', '/page/policymarket/index');
    expect(within(screen.getByRole('region', { name: '我的政策' })).getByText('我的列表')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '我的活动' })).getByRole('link', { name: '更多我的活动' })).toHaveAttribute('href', '/page/propaganda');
    expect(screen.getByRole('region', { name: '政策服务数据' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '厂房土地' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '科技服务' })).not.toBeInTheDocument();
  });

  it('offers a retry when the home configuration fails, and still shows the policies', async () => {
    server.use(http.get(apiUrl('/sys/homeConfig/portalConfig'), () => HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' }, { status: 500 })));
    renderHome();
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByText('最新政策列表')).toBeInTheDocument();
  });

  it('puts the service entries first in the 服务大厅 layout (home1), without a carousel', async () => {
    renderHome({ layout: 'hall', news: <p>资讯列表</p> });
    const hall = await screen.findByRole('region', { name: '服务事项' });
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.indexOf('服务事项')).toBeLessThan(regions.indexOf('最新政策'));
    expect(regions.indexOf('最新政策')).toBeLessThan(regions.indexOf('产业资讯'));
    expect(within(hall).getByRole('link', { name: /政策超市/ })).toHaveAttribute('href', '/page/policymarket/index');
    expect(screen.queryByRole('list', { name: '测试轮播' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('企业服务大厅');
  });
});
