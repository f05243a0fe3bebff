import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/TypographyStylesProvider.css';

import { Anchor, Badge, Button, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import {
  APPLY_PHASE_LABELS,
  usePolicyServiceDetail,
  type ApplyProjectItem,
  type PolicyServiceDetail,
  type ProjectMatch,
} from '@qifu/policy-data-access';
import { EmptyState, QueryBoundary, formatDate } from '@qifu/ui';

import { MatchBadge, PhaseBadge } from '../calculator/badges';
import { formatDateRange, formatYuan } from '../calculator/format';
import { AppLink } from '@qifu/ui';
import { useDeclarationEntry, type DeclarationEntry } from '../declaration-entry/use-declaration-entry';
import { calculatorSubListHref, hotListHref } from '../policy-service-links';
import { InfoField } from './project-summary';

/** Props of {@link PolicyServerDetailPage}: the URL search of /page/policyserverdetail (`id`). */
export interface PolicyServerDetailPageProps {
  /** The policy id from `?id=`; without it the page shows an empty state. */
  id: string | undefined;
}

const DAY = 'YYYY年MM月DD日';

function validity(policy: PolicyServiceDetail['policy']): string {
  const start = formatDate(policy.validStart, DAY);
  const end = formatDate(policy.validEnd, DAY);
  if (start && end) return `${start} 至 ${end}`;
  if (start) return `${start} 起`;
  if (end) return `至 ${end}`;
  return '';
}

function ProjectCard({ project, match, entry }: { project: ApplyProjectItem; match: ProjectMatch | undefined; entry: DeclarationEntry }) {
  const open = project.applyPhase === '2';
  return (
    <Paper withBorder p="md" radius="sm" component="li" data-testid="service-project" aria-labelledby={`project-${project.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="center">
            <Text component="h3" fw={600} fz="md" m={0} id={`project-${project.id}`}>
              {project.projectName}
            </Text>
            <PhaseBadge phase={project.applyPhase} />
            {match ? <MatchBadge result={match.matchResult} /> : null}
          </Group>
          <Button
            disabled={!open}
            loading={entry.pendingProjectId === project.id}
            aria-label={`立即申报：${project.projectName}`}
            onClick={() => void entry.startDeclaration({ policyId: project.policyId, projectId: project.id })}
          >
            {open ? '立即申报' : APPLY_PHASE_LABELS[project.applyPhase]}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
          <InfoField label="申报时间">{formatDateRange(project.applyStartTime, project.applyEndTime)}</InfoField>
          <InfoField label="审核时间">{formatDateRange(project.examineStartTime, project.examineEndTime)}</InfoField>
          <InfoField label="审核部门">{project.examineDep}</InfoField>
          <InfoField label="扶持金额">{project.supportAmount === null ? '' : `最高${formatYuan(project.supportAmount)}`}</InfoField>
          <InfoField label="已申报">{`${project.applyCount}家`}</InfoField>
          {match ? (
            <InfoField label="匹配度">
              <Group gap="xs">
                <span>{`${match.matchRate}%`}</span>
                <Anchor component={AppLink} href={calculatorSubListHref(project.id)} size="sm">
                  匹配详情
                </Anchor>
              </Group>
            </InfoField>
          ) : null}
          {match && match.estimatedAmount !== null ? <InfoField label="预计可获扶持">{formatYuan(match.estimatedAmount)}</InfoField> : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function PolicyServerDetailContent({ id }: { id: string }) {
  const { data } = usePolicyServiceDetail(id);
  const { policy, projects, matches } = data;
  const entry = useDeclarationEntry();
  const matchOf = new Map(matches.map((m) => [m.projectId, m]));

  return (
    <Stack gap="md">
      <Paper component="article" withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" aria-labelledby="service-policy-title">
        <Stack gap="md">
          <Title order={1} size="h2" id="service-policy-title" ta="center" lh={1.4}>
            {policy.policyTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
            <InfoField label="发文单位">{policy.policyDepName}</InfoField>
            <InfoField label="文号">{policy.policyNo}</InfoField>
            <InfoField label="政策级别">{policy.policyLevel}</InfoField>
            <InfoField label="发布时间">{formatDate(policy.policyCreateTime, DAY)}</InfoField>
            <InfoField label="有效期">{validity(policy)}</InfoField>
            <InfoField label="浏览次数">{String(policy.viewCount)}</InfoField>
          </SimpleGrid>
          {policy.supportModes.length > 0 ? (
            <Group gap={6} aria-label="支持方式">
              <Text size="sm" c="dimmed">
                支持方式：
              </Text>
              {policy.supportModes.map((mode) => (
                <Badge key={mode} variant="light" radius="sm">
                  {mode}
                </Badge>
              ))}
            </Group>
          ) : null}
          {policy.summary ? (
            <Paper bg="blue.0" p="md" radius="sm">
              <Text size="sm" fw={600} mb={4}>
                政策摘要
              </Text>
              <Text size="sm">{policy.summary}</Text>
            </Paper>
          ) : null}
          <Divider />
          {/* The server sanitizes the policy HTML before storing it (PolicyDetail.content). */}
          <TypographyStylesProvider>
            <div className="policy-content" dangerouslySetInnerHTML={{ __html: policy.content }} />
          </TypographyStylesProvider>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="service-projects-title">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="service-projects-title">
            申报项目
          </Title>
          {projects.length === 0 ? (
            <EmptyState text="该政策暂无申报项目" />
          ) : (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {projects.map((project) => (
                <ProjectCard key={project.id} project={project} match={matchOf.get(project.id)} entry={entry} />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      {entry.dialogs}
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Paper withBorder p="xl" radius="sm" aria-busy="true" role="status" aria-label="加载中">
      <Stack gap="md">
        <Skeleton height={32} width="70%" mx="auto" />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={240} />
      </Stack>
    </Paper>
  );
}

/**
 * The policy-service detail, /page/policyserverdetail?id= (seeds 000 §2, §7 `policyDetail`): the
 * policy (title, 发文单位, 文号, level, publish date, validity, views, support modes, summary, the
 * content HTML sanitized by the server) and its declaration projects, each with its phase,
 * application and review windows, reviewing department, support amount, declaration count and —
 * for a logged-in enterprise — its match (匹配 / 部分匹配 / 不匹配, rate, estimated support, link to
 * the match detail). 立即申报 (only while 申报中) runs the declaration entry flow
 * (`useDeclarationEntry`, seeds 000 §4). No login needed to read.
 */
export function PolicyServerDetailPage({ id }: PolicyServerDetailPageProps) {
  if (!id) {
    return (
      <Paper withBorder>
        <EmptyState text="未找到该政策">
          <AppLink href={hotListHref()}>查看申报项目</AppLink>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <QueryBoundary fallback={<DetailSkeleton />}>
      <PolicyServerDetailContent id={id} />
    </QueryBoundary>
  );
}
