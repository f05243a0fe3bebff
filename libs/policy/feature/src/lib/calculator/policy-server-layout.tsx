import { Box, Stack, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode } from 'react';

import { calculatorListHref, simulationHref } from '../policy-service-links';
import { AppLink } from '@qifu/ui';
import classes from './policy-server-layout.module.css';

/** The two tabs of /page/policyserver. */
export type PolicyServerTab = 'calculator' | 'simulation';

/** Props of {@link PolicyServerLayout}. */
export interface PolicyServerLayoutProps {
  /** The child route's page (calculator list / subList / replenish, or simulation). */
  children: ReactNode;
  /** The highlighted tab; derived from the current path (`…/simulation` → 模拟匹配) when left out. */
  activeTab?: PolicyServerTab;
}

const TABS: ReadonlyArray<{ key: PolicyServerTab; label: string; href: string }> = [
  { key: 'calculator', label: '政策计算器', href: calculatorListHref() },
  { key: 'simulation', label: '模拟匹配', href: simulationHref() },
];

/**
 * The frame of /page/policyserver (seeds 000 §2: policyserver with children calculator and
 * simulation): a header band 政策计算器 with the tabs 政策计算器 / 模拟匹配 (links; the current one
 * marked `aria-current="page"`) and the child page below.
 */
export function PolicyServerLayout({ children, activeTab }: PolicyServerLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active: PolicyServerTab = activeTab ?? (pathname.includes('/simulation') ? 'simulation' : 'calculator');
  return (
    <Stack gap="lg">
      <Box className={classes.band} px={{ base: 'lg', sm: 40 }} pt={{ base: 'lg', sm: 32 }}>
        <Text component="h1" fz={{ base: 24, sm: 30 }} fw={700} m={0}>
          政策计算器
        </Text>
        <Text c="blue.0" mt={6} mb="lg">
          根据企业信息自动匹配可申报的惠企政策项目，测算可获扶持金额
        </Text>
        <nav aria-label="政策计算器">
          <ul className={classes.tabs}>
            {TABS.map((tab) => (
              <li key={tab.key}>
                <AppLink href={tab.href} className={classes.tab} aria-current={tab.key === active ? 'page' : undefined}>
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
