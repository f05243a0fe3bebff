import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

import { Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { AppLink, ErrorState } from '@qifu/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { POLICY_MARKET_PATH } from '../menu/portal-links';
import { PUBLIC_CONFIG_FALLBACK, publicContacts, usePublicConfig } from '../use-public-config';
import { configImageSrc, toHomeSlides, usePortalHomeConfig, type PortalHomeEntry } from './home-config';
import classes from './home-layout.module.css';
import type { HomePageProps } from './home-page';

interface ServiceEntry {
  title: string;
  text: string;
  href: string;
}

/** Service entries (the sub-platforms of seeds 000 §1 that are pages of this portal). */
export const SERVICE_ENTRIES: readonly ServiceEntry[] = [
  { title: '政策超市', text: '各级惠企政策一站查询、在线咨询', href: POLICY_MARKET_PATH },
  { title: '政策计算器', text: '填写企业信息，匹配可申报项目', href: '/page/policyserver/calculator/list' },
  { title: '诉求服务', text: '企业诉求在线提交、全程跟踪', href: '/page/appeal' },
  { title: '厂房土地', text: '厂房、土地供需信息发布', href: '/page/sdmarket' },
  { title: '科技服务', text: '科技成果、专家与技术需求对接', href: '/page/techService/resultList' },
  { title: '培训宣传', text: '政策宣讲与培训活动报名', href: '/page/propaganda' },
  { title: '商事法律服务', text: '商事纠纷调解与法律咨询', href: '/page/commercialLaw' },
  { title: '产业资讯', text: '产业动态与通知公告', href: '/page/industryinfo' },
];

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A link to an in-app path (inside the app) or an external address (new tab). */
function SmartLink({ href, className, children, title }: { href: string; className?: string; children: ReactNode; title?: string }) {
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} title={title}>
      {children}
    </a>
  ) : (
    <AppLink href={href} className={className} title={title}>
      {children}
    </AppLink>
  );
}

/** A framed block with its heading (h2) and an optional 更多 link. */
export function Section({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="lg" radius="sm" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Text component="h2" fz="h3" fw={600} c="blue.9" m={0}>
          {title}
        </Text>
        {more ? (
          <Anchor component={AppLink} href={more} size="sm" aria-label={`更多${title}`}>
            更多 ›
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

/** Visually hidden, read by screen readers (the page's h1 when the carousel is the banner). */
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The static banner: the service centre's name and the two main actions. */
function Banner({ siteName }: { siteName: string }) {
  return (
    <Paper className={classes.banner} p={{ base: 'lg', sm: 40 }}>
      <Stack gap="sm" maw={640}>
        <Text fz={{ base: 24, sm: 32 }} fw={700} lh={1.3} m={0}>
          {siteName}
        </Text>
        <Text fz="lg" c="blue.0">
          政策找得到、诉求有回音、服务零距离 —— 为企业提供一站式综合服务
        </Text>
        <Group gap="sm" mt="sm">
          <Button component={AppLink} href={POLICY_MARKET_PATH} variant="white" color="blue.8">
            查找政策
          </Button>
          <Button component={AppLink} href="/page/appeal" variant="outline" color="white">
            我要诉求
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** 服务指南: service hours (seeds 000 §9: 08:30-17:00), free hotline and mailbox of the configuration. */
export function ServiceGuide() {
  const { data: config } = usePublicConfig();
  const contacts = publicContacts(config);
  return (
    <Stack gap="xs" data-testid="service-guide">
      <Text size="sm">服务时间：{contacts.serviceHours}（工作日）</Text>
      {contacts.hotline ? (
        <Text size="sm">
          免费服务热线：<Anchor href={`tel:${contacts.hotline}`}>{contacts.hotline}</Anchor>
        </Text>
      ) : null}
      {contacts.mailbox ? (
        <Text size="sm">
          服务邮箱：<Anchor href={`mailto:${contacts.mailbox}`}>{contacts.mailbox}</Anchor>
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        浏览政策无需登录；政策咨询、诉求提交请先登录。
      </Text>
    </Stack>
  );
}

function HotBlockImage({ entry }: { entry: PortalHomeEntry }) {
  const [broken, setBroken] = useState(false);
  const src = configImageSrc(entry.imagePath);
  if (!src || broken) {
    return (
      <div className={classes.hotInitial} aria-hidden="true">
        {entry.title.slice(0, 2)}
      </div>
    );
  }
  return <img className={classes.hotImage} src={src} alt="" onError={() => setBroken(true)} />;
}

/** 热点板块: the home configuration's enabled hot blocks in the configured order. */
function HotBlocks({ entries }: { entries: readonly PortalHomeEntry[] }) {
  return (
    <Box className={classes.hotBlocks} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="hot-blocks">
      {entries.map((entry) => (
        <li key={entry.id}>
          <SmartLink href={entry.linkUrl ?? POLICY_MARKET_PATH} className={classes.entry} title={entry.title}>
            <HotBlockImage entry={entry} />
            <Text fw={600} c="blue.8" mt={6}>
              {entry.title}
            </Text>
            {entry.summary ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {entry.summary}
              </Text>
            ) : null}
          </SmartLink>
        </li>
      ))}
    </Box>
  );
}

/** 服务导航: the portal's service entries; compact tiles in the 服务大厅. */
function ServiceEntries({ compact = false }: { compact?: boolean }) {
  return (
    <Box className={compact ? classes.hall : classes.services} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {SERVICE_ENTRIES.map((service) => (
        <li key={service.title}>
          <AppLink href={service.href} className={compact ? classes.hallEntry : classes.entry}>
            <Text fw={600} c="blue.8">
              {service.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={compact ? 1 : 2}>
              {service.text}
            </Text>
          </AppLink>
        </li>
      ))}
    </Box>
  );
}

/**
 * The public highlights the app gave: news and technology side by side, the market (two columns of
 * its own) in full width below. News and market are framed with their titles (the blocks carry their
 * own 更多 links); technology as given (its block frames itself).
 */
function Highlights({ news, market, tech }: Pick<HomePageProps, 'news' | 'market' | 'tech'>) {
  if (!news && !market && !tech) return null;
  return (
    <>
      {news || tech ? (
        <Box className={news && tech ? classes.halves : undefined}>
          {news ? <Section title="产业资讯">{news}</Section> : null}
          {tech ?? null}
        </Box>
      ) : null}
      {market ? <Section title="厂房土地">{market}</Section> : null}
    </>
  );
}

/** How far below the viewport (px) a deferred block starts loading. */
const NEAR_MARGIN_PX = 400;

/**
 * Renders `children` once their place comes within {@link NEAR_MARGIN_PX} px of the viewport
 * (IntersectionObserver; at once where there is none, e.g. in jsdom), so blocks below the fold and
 * their chunks and data load when the visitor scrolls near, not with the first paint (issue 14:
 * first paint, the 150 KB budget of the home's first load). Until then an empty box of `minHeight`
 * px (a status labelled 加载中) keeps their place.
 */
export function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_MARGIN_PX}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={placeholder} role="status" style={{ minHeight }} aria-busy="true" aria-label="加载中" />;
}

/** The logged-in enterprise's own blocks, each framed, side by side. */
function OwnBlocks({ blocks }: { blocks: HomePageProps['myBlocks'] }) {
  if (!blocks || blocks.length === 0) return null;
  return (
    <Box className={classes.thirds} data-testid="my-blocks">
      {blocks.map((b) => (
        <Section key={b.key} title={b.title} {...(b.more ? { more: b.more } : {})}>
          {b.content}
        </Section>
      ))}
    </Box>
  );
}

function Policies({ latestPolicies, hotPolicies }: Pick<HomePageProps, 'latestPolicies' | 'hotPolicies'>) {
  return (
    <Box className={hotPolicies ? classes.halves : undefined}>
      <Section title="最新政策" more={POLICY_MARKET_PATH}>
        {latestPolicies}
      </Section>
      {hotPolicies ? (
        <Section title="热门政策" more={POLICY_MARKET_PATH}>
          {hotPolicies}
        </Section>
      ) : null}
    </Box>
  );
}

/**
 * The home page's content in the chosen layout (see `HomePage`); loaded lazily. The home
 * configuration (`getPortalHomeConfig`) gives the carousel slides and the hot blocks; while it
 * loads the carousel waits (skeleton); when it fails the page shows without them and the hot
 * blocks' place offers a retry.
 */
export function HomeLayout(props: HomePageProps) {
  const { layout = 'home', carousel, statistics, myBlocks } = props;
  const { data: config } = usePublicConfig();
  const home = usePortalHomeConfig();
  const siteName = config?.serviceCentreName ?? PUBLIC_CONFIG_FALLBACK.serviceCentreName;
  const banner = <Banner siteName={siteName} />;
  const hotEntries = home.data?.hotBlocks ?? [];

  const hotBlocks = home.isError ? (
    <Section title="热点板块">
      <ErrorState error={home.error} onRetry={() => void home.refetch()} />
    </Section>
  ) : home.isPending ? (
    <Skeleton height={160} radius="sm" role="status" aria-label="加载中" />
  ) : hotEntries.length > 0 ? (
    <Section title="热点板块">
      <HotBlocks entries={hotEntries} />
    </Section>
  ) : null;

  if (layout === 'hall') {
    return (
      <Stack gap="lg" data-layout="hall">
        <Paper withBorder p="lg" radius="sm" component="section" aria-label="企业服务大厅">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={4}>
              <Text component="h1" fz={{ base: 22, sm: 26 }} fw={700} c="blue.9" m={0}>
                {siteName} · 企业服务大厅
              </Text>
              <Text size="sm" c="dimmed">
                一站办理：政策、诉求、要素、科技与法律服务
              </Text>
            </Stack>
            <ServiceGuide />
          </Group>
        </Paper>
        <Section title="服务事项">
          <ServiceEntries compact />
        </Section>
        {hotBlocks}
        <OwnBlocks blocks={myBlocks} />
        <Policies latestPolicies={props.latestPolicies} hotPolicies={props.hotPolicies} />
        <Highlights news={props.news} market={props.market} tech={props.tech} />
        {statistics ? <Section title="政策服务数据">{statistics}</Section> : null}
      </Stack>
    );
  }

  let hero: ReactNode = banner;
  if (carousel) {
    // the carousel's own box (3:1, 180–400 px high): nothing moves when it arrives (issue 14, CLS)
    if (home.isPending) hero = <Skeleton className={classes.hero} radius="md" role="status" aria-label="加载中" />;
    else hero = carousel(toHomeSlides(home.data?.carousel ?? []), banner);
  }
  return (
    <Stack gap="lg" data-layout="home">
      <h1 style={srOnly}>{siteName}</h1>
      {hero}
      <OwnBlocks blocks={myBlocks} />
      {statistics ? <Section title="政策服务数据">{statistics}</Section> : null}
      <Policies latestPolicies={props.latestPolicies} hotPolicies={props.hotPolicies} />
      {hotBlocks}
      <WhenNear minHeight={720}>
        <Highlights news={props.news} market={props.market} tech={props.tech} />
      </WhenNear>
      <Box className={classes.columns}>
        <Section title="服务导航">
          <ServiceEntries />
        </Section>
        <Section title="服务指南">
          <ServiceGuide />
        </Section>
      </Box>
    </Stack>
  );
}
