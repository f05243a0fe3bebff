import { Box, Skeleton, Stack, Text } from '@mantine/core';
import { useTechStatistic, type TechKind } from '@qifu/tech-data-access';
import { AppLink } from '@qifu/ui';
import { type ReactNode } from 'react';

import { TECH_TABS, techListHref } from '../tech-links';
import classes from './tech-service-layout.module.css';

/** Props of {@link TechServiceLayout}. */
export interface TechServiceLayoutProps {
  /** The child route's page (a list or a detail). */
  children: ReactNode;
  /** The highlighted tab (the kind of the current page). */
  activeTab: TechKind | undefined;
}

/** The statistic strip: counts on the shelf and negotiations (getTechHomeStatistic). */
function StatisticStrip() {
  const { data, isPending, isError } = useTechStatistic();
  if (isError) return null;
  const items: Array<[string, number | undefined, string]> = [
    ['科技成果', data?.achievementCount, '项'],
    ['科研院所', data?.instituteCount, '家'],
    ['专家', data?.expertCount, '位'],
    ['技术需求', data?.requirementCount, '项'],
    ['对接洽谈', data?.talkCount, '次'],
  ];
  return (
    <dl className={classes.stats} aria-label="科技服务统计" aria-busy={isPending || undefined}>
      {items.map(([label, value, unit]) => (
        <div key={label} className={classes.stat}>
          <dt>{label}</dt>
          <dd>
            {isPending ? (
              <Skeleton height={28} width={60} radius="sm" opacity={0.4} />
            ) : (
              <>
                {value ?? 0}
                <Text span size="sm" fw={400} ml={4}>
                  {unit}
                </Text>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The frame of /page/techService (seeds 000 §1 "Technology service: results, research institutes,
 * experts, technical needs", §2 techService sub-pages): a band 科技服务 with the statistic strip and
 * the tabs 科技成果 / 科研院所 / 专家库 / 技术需求 (links to the lists; the current one marked
 * `aria-current="page"`), the child page below.
 */
export function TechServiceLayout({ children, activeTab }: TechServiceLayoutProps) {
  return (
    <Stack gap="lg">
      <Box className={classes.band} px={{ base: 'lg', sm: 40 }} pt={{ base: 'lg', sm: 32 }}>
        <Text component="h1" fz={{ base: 24, sm: 30 }} fw={700} m={0}>
          科技服务
        </Text>
        <Text c="blue.0" mt={6} mb="lg">
          汇聚科技成果、科研院所、专家与企业技术需求，促进产学研对接
        </Text>
        <StatisticStrip />
        <nav aria-label="科技服务">
          <ul className={classes.tabs}>
            {TECH_TABS.map((tab) => (
              <li key={tab.kind}>
                <AppLink href={techListHref(tab.kind)} className={classes.tab} aria-current={tab.kind === activeTab ? 'page' : undefined}>
                  {tab.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Box>
      <Box>{children}</Box>
    </Stack>
  );
}
