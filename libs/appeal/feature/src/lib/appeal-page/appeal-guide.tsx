import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Skeleton.css';

import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useAppealClassOptions, useCommonApps, useHomeMyAppeal, type AppealOption } from '@qifu/appeal-data-access';
import { ErrorState } from '@qifu/ui';

import { useIsEnterprise } from '@qifu/session';

/** The service flow of an appeal (the workflow of the contract's `AppealStatus`, told to enterprises). */
export const APPEAL_FLOW: ReadonlyArray<{ title: string; text: string }> = [
  { title: '企业提交', text: '企业登录后在线填写诉求，上传相关材料' },
  { title: '受理分派', text: '企业综合服务中心受理，分派至承办部门' },
  { title: '部门办理', text: '承办部门在办理时限内办理，涉及其他部门的转办' },
  { title: '审核办结', text: '审核办理结果，通过后办结并反馈企业' },
  { title: '归档评价', text: '办结诉求归档，全程可在“我的诉求”查询进度' },
];

/** Number of choosable (leaf) classes of an option tree. */
export function leafCount(options: readonly AppealOption[]): number {
  return options.reduce((n, o) => n + (o.children && o.children.length > 0 ? leafCount(o.children) : 1), 0);
}

function Figure({ label, value, color }: { label: string; value: number | undefined; color: string }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={`${label} ${value ?? ''}`.trim()}>
      {value === undefined ? (
        <Skeleton height={30} width={48} />
      ) : (
        <Text fz={26} fw={700} c={color} lh={1.2}>
          {value}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function MyCounts() {
  const query = useHomeMyAppeal(1);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <Figure label="我的诉求" value={query.data?.total} color="blue.7" />
      <Figure label="办理中" value={query.data?.dealingCount} color="orange.7" />
      <Figure label="已办结" value={query.data?.finishedCount} color="green.7" />
    </>
  );
}

function Apps() {
  const query = useCommonApps();
  if (query.isPending) return <Skeleton height={72} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {query.data.map((app) => (
        <Paper key={app.id} component="li" withBorder p="md" radius="sm">
          <Anchor href={app.appUrl} target="_blank" rel="noreferrer" fw={500}>
            {app.appName}
          </Anchor>
          {app.appDesc ? (
            <Text size="xs" c="dimmed" mt={4}>
              {app.appDesc}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Props of {@link AppealGuide}. */
export interface AppealGuideProps {
  /** 我要诉求 (the page opens the form, or the enterprise-login prompt). */
  onSubmit: () => void;
  /** 我的诉求. */
  onMine: () => void;
}

/**
 * 服务指南 of /page/appeal: what the service is, the service flow in five steps ({@link APPEAL_FLOW}), the figures —
 * the number of choosable appeal classes for everyone, and for a logged-in enterprise its own appeals (all, 办理中,
 * 已办结; contract homeMyAppeal) — the 我要诉求 / 我的诉求 buttons and the related service tiles (contract
 * queryAppListByCommon; external, new tab).
 */
export function AppealGuide({ onSubmit, onMine }: AppealGuideProps) {
  const enterprise = useIsEnterprise();
  const classes = useAppealClassOptions();
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" component="section" aria-labelledby="appeal-intro-title">
        <Stack gap="md">
          <Title order={3} fz="h4" id="appeal-intro-title">
            企业诉求直通车
          </Title>
          <Text size="sm" lh={1.8}>
            企业在生产经营中遇到的政策咨询、要素保障、融资、用工、审批等问题，可通过本平台在线提交诉求。德清县企业综合服务中心统一受理，
            分派相关部门限时办理，办理进度和结果全程可查，做到“企业有呼、服务必应”。
          </Text>
          <SimpleGrid cols={enterprise ? { base: 2, sm: 4 } : { base: 1 }} spacing="md" maw={enterprise ? 640 : 200} data-testid="appeal-figures">
            <Figure label="诉求分类" value={classes.data ? leafCount(classes.data) : undefined} color="grape.7" />
            {enterprise ? <MyCounts /> : null}
          </SimpleGrid>
          <Group gap="sm">
            <Button onClick={onSubmit}>我要诉求</Button>
            <Button variant="default" onClick={onMine}>
              我的诉求
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" component="section" aria-labelledby="appeal-flow-title">
        <Title order={3} fz="h4" id="appeal-flow-title" mb="md">
          服务流程
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {APPEAL_FLOW.map((step, i) => (
            <Stack key={step.title} component="li" gap={6} align="center" ta="center">
              <ThemeIcon radius="xl" size={36} aria-hidden>
                {i + 1}
              </ThemeIcon>
              <Text fw={500}>{step.title}</Text>
              <Text size="xs" c="dimmed">
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="appeal-apps-title">
        <Title order={3} fz="h4" id="appeal-apps-title">
          相关服务
        </Title>
        <Apps />
      </Stack>
    </Stack>
  );
}
