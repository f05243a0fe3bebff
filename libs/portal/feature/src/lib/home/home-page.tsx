import { lazy, Suspense, type ReactNode } from 'react';

import type * as HomeLayoutExports from './home-layout';

/** A carousel slide of the home configuration (首页配置 → 轮播图), ready to show. */
export interface HomeSlide {
  id: string;
  title: string;
  /** Address of the image, resolved (web-app address or /files/dowload); null when none. */
  imageSrc: string | null;
  /** In-app path or external address; null when the slide leads nowhere. */
  href: string | null;
}

/**
 * The two layouts: `home` (/page/home: carousel first) and `hall` (/page/home1, the compact 服务大厅:
 * service entries first, then policies and news; no carousel).
 */
export type HomeLayoutKind = 'home' | 'hall';

/** A block of the logged-in user's own (我的政策 …): the page frames it with its title and 更多 link. */
export interface HomeOwnBlock {
  /** Stable React key. */
  key: string;
  /** The frame's heading, e.g. 我的政策. */
  title: string;
  /** In-app path of 更多 (optional). */
  more?: string;
  content: ReactNode;
}

/**
 * Props of {@link HomePage}: the slots the app fills with other features' blocks (features meet only
 * in the app). The page frames the blocks with their titles unless a slot says otherwise; a block
 * renders its content with its own loading, empty (暂无数据) and error states. A slot left out is
 * not shown.
 */
export interface HomePageProps {
  /** Which layout, `home` by default. */
  layout?: HomeLayoutKind;
  /**
   * The banner carousel: called with the home configuration's enabled slides (首页配置, by sort) and
   * a static banner to show when there is no slide at all; the app renders the policy carousel
   * (`HomePolicyCarousel` of `@qifu/policy-feature`) with these slides first. Without it the static
   * banner shows.
   */
  carousel?: (slides: readonly HomeSlide[], fallback: ReactNode) => ReactNode;
  /** 政策服务数据: the policy service figures (`HomePolicyStatistics`). */
  statistics?: ReactNode;
  /** 最新政策: the newest policies (`LatestPolicies`); framed with 更多 → the policy market. */
  latestPolicies: ReactNode;
  /** 热门政策: the most viewed policies (`HomeHotPolicies`); framed with 更多 → the policy market. */
  hotPolicies?: ReactNode;
  /** 产业资讯: the newest news (`HomeNewsBlock` of `@qifu/cms-feature`, with its own 更多 links); framed. */
  news?: ReactNode;
  /** 厂房土地: newest land and factory listings (`HomeMarketBlock` of `@qifu/land-feature`, with its own 更多 links); framed. */
  market?: ReactNode;
  /** 科技服务: technology highlights (`HomeTechBlock` of `@qifu/tech-feature`), shown as given: that block frames itself. */
  tech?: ReactNode;
  /**
   * The blocks of a logged-in enterprise (我的政策, 我的活动, 我的诉求 …; seeds 000 §7
   * /corp/policyCalculator/homeMy*), framed by the page side by side above the public blocks (in
   * the 服务大厅 after the service entries); the app passes none for visitors.
   */
  myBlocks?: readonly HomeOwnBlock[];
}

type HomeLayoutModule = typeof HomeLayoutExports;

let layoutChunk: Promise<HomeLayoutModule> | undefined;

/**
 * Starts downloading the layout's chunk (once); the app calls it as soon as this module has loaded,
 * so the layout does not wait for the page's first render (issue 14, first paint).
 * @returns the layout module.
 */
export function preloadHomeLayout(): Promise<HomeLayoutModule> {
  layoutChunk ??= import('./home-layout');
  return layoutChunk;
}

/** The layout, downloaded in its own chunk (keeps the home page's first load small). */
const HomeLayout = lazy(() => preloadHomeLayout().then((m) => ({ default: m.HomeLayout })));

/** What shows while the layout's chunk arrives: the page's frame, labelled 加载中. */
function HomeFrame() {
  return <div style={{ minHeight: 480 }} aria-busy="true" role="status" aria-label="加载中" />;
}

/**
 * The public home (/page/home, seeds 000 §2) and its 服务大厅 variant (/page/home1): banner
 * carousel, the figures, newest and hot policies, the home configuration's hot blocks (热点板块:
 * the enabled ones in the configured order), news, market and technology highlights, the service
 * entries and the service guide (service hours 08:30-17:00, hotline and mailbox from
 * `getPublicConfig`). See {@link HomePageProps} for the slots.
 */
export function HomePage(props: HomePageProps) {
  return (
    <Suspense fallback={<HomeFrame />}>
      <HomeLayout {...props} />
    </Suspense>
  );
}
