import '@mantine/core/styles/Paper.css';

import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';

import { AppLink } from '@qifu/ui';
import { EXTERNAL_SITES, POLICY_MARKET_PATH } from '../menu/portal-links';
import { PUBLIC_CONFIG_FALLBACK, usePublicConfig } from '../use-public-config';
import classes from './home-page.module.css';

interface ServiceEntry {
  title: string;
  text: string;
  href: string;
  external?: boolean;
}

/** Service entries of the home page (the sub-platforms of seeds 000 §1). */
const SERVICES: readonly ServiceEntry[] = [
  { title: '政策超市', text: '各级惠企政策一站查询、在线咨询', href: POLICY_MARKET_PATH },
  { title: '诉求服务', text: '企业诉求在线提交、全程跟踪', href: '/page/appeal' },
  { title: '厂房土地', text: '厂房、土地供需信息发布', href: '/page/sdmarket' },
  { title: '商事法律服务', text: '商事纠纷调解与法律咨询', href: '/page/commercialLaw' },
  { title: '科技服务', text: '科技成果、专家与技术需求对接', href: EXTERNAL_SITES.technology, external: true },
  { title: '金融服务', text: '融资产品与金融机构对接', href: EXTERNAL_SITES.finance, external: true },
  { title: '人才服务', text: '人才政策与招聘服务', href: EXTERNAL_SITES.talent, external: true },
  { title: '质量服务', text: '标准、计量与质量提升服务', href: EXTERNAL_SITES.quality, external: true },
];

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /**
   * The newest-policies block (the app composes `LatestPolicies` of `@qifu/policy-feature` here:
   * features are composed only at the app level).
   */
  latestPolicies: ReactNode;
  /**
   * The blocks of a logged-in enterprise (我的政策 …, seeds 001 §7 /corp/policyCalculator/homeMy*),
   * shown above the public blocks; the app composes them (nothing for visitors).
   */
  myBlocks?: ReactNode;
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="lg" radius="sm" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Text component="h2" fz="h3" fw={600} c="blue.9" m={0}>
          {title}
        </Text>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * The public home page, /page/home: a banner, the newest policies from the database (6, each linking
 * to its details) and the service entries. Shows the contact block of `getPublicConfig`.
 */
export function HomePage({ latestPolicies, myBlocks }: HomePageProps) {
  const { data: config } = usePublicConfig();
  const siteName = config?.serviceCentreName ?? PUBLIC_CONFIG_FALLBACK.serviceCentreName;
  return (
    <Stack gap="lg">
      <Paper className={classes.banner} p={{ base: 'lg', sm: 40 }}>
        <Stack gap="sm" maw={640}>
          <Text component="h1" fz={{ base: 24, sm: 32 }} fw={700} lh={1.3} m={0}>
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
      {myBlocks}
      <Box className={classes.columns}>
        <div>
          <Section
            title="最新政策"
            action={
              <Anchor component={AppLink} href={POLICY_MARKET_PATH} size="sm">
                更多 ›
              </Anchor>
            }
          >
            {latestPolicies}
          </Section>
        </div>
        <div>
          <Section title="服务指南">
            <Stack gap="xs">
              <Text size="sm">服务时间：{config?.serviceHours ?? PUBLIC_CONFIG_FALLBACK.serviceHours}（工作日）</Text>
              {config?.hotline ? <Text size="sm">免费服务热线：{config.hotline}</Text> : null}
              {config?.mailbox ? <Text size="sm">服务邮箱：{config.mailbox}</Text> : null}
              <Text size="sm" c="dimmed">
                浏览政策无需登录；政策咨询、诉求提交请先登录。
              </Text>
            </Stack>
          </Section>
        </div>
      </Box>
      <Section title="服务导航">
        <Box className={classes.services}>
          {SERVICES.map((service) =>
            service.external ? (
              <a key={service.title} href={service.href} className={classes.entry}>
                <Text fw={600} c="blue.8">
                  {service.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {service.text}
                </Text>
              </a>
            ) : (
              <AppLink key={service.title} href={service.href} className={classes.entry}>
                <Text fw={600} c="blue.8">
                  {service.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {service.text}
                </Text>
              </AppLink>
            ),
          )}
        </Box>
      </Section>
    </Stack>
  );
}
