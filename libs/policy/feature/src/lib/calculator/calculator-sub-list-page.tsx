import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useProjectMatchDetail, useRelatedPolicies, type ProjectMatch } from '@qifu/policy-data-access';
import { EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';
import { type ReactNode } from 'react';

import { policyDetailHref } from '../policy-links';
import { calculatorListHref, calculatorReplenishHref, policyServerDetailHref } from '../policy-service-links';
import { MatchBadge, PhaseBadge } from './badges';
import { ConditionList } from './condition-list';
import { DeclareButton } from './declare-button';
import { EnterpriseOnly, type EnterpriseLoginBlockProps } from './enterprise-gate';
import { formatDateRange, formatDateTime, formatYuan } from './format';
import { AppLink } from '@qifu/ui';

/** Props of {@link CalculatorSubListPage}. */
export interface CalculatorSubListPageProps extends EnterpriseLoginBlockProps {
  /** The project (`?projectId=`); without it the page says so and links back to the list. */
  projectId?: string;
  /** 立即申报: the declaration entry flow (seeds 000 §4). Without it the button links to the declaration page. */
  onDeclare?: (project: ProjectMatch) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

function RelatedPolicies({ policyId }: { policyId: string }) {
  const related = useRelatedPolicies(policyId);
  if (related.isPending || related.isError || related.data.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="sm" component="section" aria-label="相关政策">
      <Text component="h4" fz="h5" fw={600} m={0} mb="sm">
        相关政策
      </Text>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {related.data.map((policy) => (
          <Group key={policy.id} component="li" justify="space-between" wrap="nowrap" gap="md">
            <Anchor href={policyDetailHref(policy.id)} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
              {policy.policyTitle}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDate(policy.policyCreateTime)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function ProjectMatchDetail({ projectId, onDeclare }: { projectId: string; onDeclare?: (project: ProjectMatch) => void }) {
  const detail = useProjectMatchDetail(projectId);
  if (detail.isPending) return <ListSkeleton rows={4} rowHeight={48} />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const project = detail.data;
  const count = (outcome: '1' | '2' | '3') => project.conditions.filter((condition) => condition.outcome === outcome).length;

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="sm">
        <Stack gap="sm">
          <Group gap="xs">
            <MatchBadge result={project.matchResult} />
            <PhaseBadge phase={project.applyPhase} />
          </Group>
          <Title order={3}>{project.projectName}</Title>
          <Text size="sm" c="dimmed">
            所属政策：
            <Anchor component={AppLink} href={policyServerDetailHref(project.policyId)} size="sm">
              {project.policyTitle}
            </Anchor>
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" mt="xs">
            <Fact label="发文单位">{project.policyDepName || '—'}</Fact>
            <Fact label="申报时间">{formatDateRange(project.applyStartTime, project.applyEndTime)}</Fact>
            <Fact label="匹配度">{project.matchRate}%</Fact>
            <Fact label="预计可获扶持">
              <Text span c="red.7" fw={700} data-testid="estimated-amount">
                {project.estimatedAmount !== null
                  ? formatYuan(project.estimatedAmount)
                  : project.supportAmount
                    ? `最高${formatYuan(project.supportAmount)}`
                    : '—'}
              </Text>
            </Fact>
            <Fact label="匹配时间">{formatDateTime(project.matchTime)}</Fact>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={AppLink} href={calculatorListHref()}>
              返回列表
            </Button>
            <DeclareButton
              projectId={project.projectId}
              projectName={project.projectName}
              applyPhase={project.applyPhase}
              onDeclare={onDeclare ? () => onDeclare(project) : undefined}
            />
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="lg" radius="sm" component="section" aria-label="条件匹配情况">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text component="h4" fz="h5" fw={600} m={0}>
            条件匹配情况
          </Text>
          <Text size="sm" c="dimmed" data-testid="outcome-counts">
            满足 {count('1')} 条 · 不满足 {count('2')} 条 · 缺少数据 {count('3')} 条
          </Text>
        </Group>
        <ConditionList conditions={project.conditions} />
        {project.missingData.length > 0 ? (
          <Alert color="yellow" variant="light" mt="md" title="补充数据后可重新匹配">
            <Group justify="space-between" gap="md" wrap="wrap">
              <Text size="sm">缺少数据：{project.missingData.map((field) => field.label).join('、')}</Text>
              <Button component={AppLink} href={calculatorReplenishHref()} size="sm" color="orange">
                去完善信息
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Paper>

      <RelatedPolicies policyId={project.policyId} />
    </Stack>
  );
}

/**
 * One project's match, /page/policyserver/calculator/subList?projectId= (seeds 000 §2): the project
 * with its match, 匹配度 and estimated amount, then every condition with its outcome (满足 /
 * 不满足 / 缺少数据, veto ones marked 否决条件), 去完善信息 when data is missing, 立即申报, and the
 * related policies (`queryRelatedPolicy`). Enterprise only (the login prompt otherwise).
 */
export function CalculatorSubListPage({ projectId, onDeclare, onLogin, onCancel }: CalculatorSubListPageProps) {
  return (
    <EnterpriseOnly onLogin={onLogin} onCancel={onCancel}>
      {projectId ? (
        <ProjectMatchDetail projectId={projectId} onDeclare={onDeclare} />
      ) : (
        <Paper withBorder>
          <EmptyState text="未指定申报项目">
            <Anchor component={AppLink} href={calculatorListHref()}>
              返回项目列表
            </Anchor>
          </EmptyState>
        </Paper>
      )}
    </EnterpriseOnly>
  );
}
