import { Button, Group, Pagination, Paper, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  APPLY_PHASE_LABELS,
  MATCH_PAGE_SIZE,
  toApplyProjectListParams,
  useApplyProjectList,
  type ApplyPhase,
  type ApplyProjectItem,
  type HotListSearch,
} from '@qifu/policy-data-access';
import { EmptyState, ErrorState, ListSkeleton, PageTitle } from '@qifu/ui';
import { useState, type ReactNode } from 'react';

import { policyServerDetailHref } from '../policy-service-links';
import { MatchBadge, PhaseBadge } from './badges';
import { DeclareButton } from './declare-button';
import { formatDateRange, formatYuan } from './format';
import { AppLink } from '@qifu/ui';

/** Keyword search debounce of seeds 000 §5/§9: 500 ms. */
export const HOT_LIST_DEBOUNCE_MS = 500;

/** Props of {@link HotListPage}. */
export interface HotListPageProps {
  /** The URL search: `phase` ('1'–'4'; none = all), `keyword`, `page`. */
  search: HotListSearch;
  /** Replaces the search (the route writes it to the URL). */
  onSearchChange: (next: HotListSearch) => void;
  /** 立即申报: the declaration entry flow (seeds 000 §4). Without it the button links to the declaration page. */
  onDeclare?: (project: ApplyProjectItem) => void;
}

const ALL = 'all';
const PHASES: readonly ApplyPhase[] = ['1', '2', '3', '4'];

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {label}：
      <Text span size="sm" c="dark.6">
        {children}
      </Text>
    </Text>
  );
}

function ProjectItem({ project, onDeclare }: { project: ApplyProjectItem; onDeclare?: (project: ApplyProjectItem) => void }) {
  const titleId = `apply-project-${project.id}`;
  const amount =
    project.estimatedAmount !== null && project.estimatedAmount !== undefined
      ? { label: '预计可获扶持', value: formatYuan(project.estimatedAmount) }
      : { label: '扶持金额', value: project.supportAmount !== null ? `最高${formatYuan(project.supportAmount)}` : '—' };
  return (
    <Paper component="article" withBorder p="md" radius="sm" aria-labelledby={titleId} data-testid="apply-project">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <PhaseBadge phase={project.applyPhase} />
            {project.matchResult ? <MatchBadge result={project.matchResult} /> : null}
          </Group>
          <Title order={3} size="h4" id={titleId} lineClamp={2}>
            {project.projectName}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={1}>
            所属政策：{project.policyTitle}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing={4}>
            <Line label="申报时间">{formatDateRange(project.applyStartTime, project.applyEndTime)}</Line>
            <Line label="审核部门">{project.examineDep || '—'}</Line>
            <Line label="审核时间">{formatDateRange(project.examineStartTime, project.examineEndTime)}</Line>
            <Line label="已申报">{project.applyCount} 家</Line>
          </SimpleGrid>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {amount.label}
          </Text>
          <Text fz={22} fw={700} c={amount.value === '—' ? 'dimmed' : 'red.7'} lh={1.2} data-testid="project-amount">
            {amount.value}
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button
          variant="outline"
          size="sm"
          component={AppLink}
          href={policyServerDetailHref(project.policyId)}
          aria-label={`查看政策：${project.projectName}`}
        >
          查看政策
        </Button>
        <DeclareButton
          projectId={project.id}
          projectName={project.projectName}
          applyPhase={project.applyPhase}
          onDeclare={onDeclare ? () => onDeclare(project) : undefined}
        />
      </Group>
    </Paper>
  );
}

function Results({ search, onSearchChange, onDeclare }: HotListPageProps) {
  const list = useApplyProjectList(toApplyProjectListParams(search));
  if (list.isPending) return <ListSkeleton rows={3} rowHeight={150} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { list: projects, total } = list.data;
  const page = search.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(total / MATCH_PAGE_SIZE));
  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData} style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}>
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {total} 个项目
      </Text>
      {projects.length === 0 ? (
        <Paper withBorder>
          <EmptyState text="暂无申报项目" />
        </Paper>
      ) : (
        projects.map((project) => <ProjectItem key={project.id} project={project} onDeclare={onDeclare} />)
      )}
      {total > MATCH_PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': '上一页' } : control === 'next' ? { 'aria-label': '下一页' } : {}
            }
            getItemProps={(item) => ({ 'aria-label': `第 ${item} 页` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The declaration projects, /page/policyserverhotList (seeds 000 §2 "policyserverhotList
 * (declaration projects)"): published projects (`listPublicApplyProject`, 申报中 first), phase
 * tabs 全部 / 未开始 / 申报中 / 审核中 / 已结束, keyword search debounced 500 ms, 10 a page; each
 * card shows 申报时间, 审核部门, the support amount and offers 查看政策 / 立即申报. Public.
 */
export function HotListPage({ search, onSearchChange, onDeclare }: HotListPageProps) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const applyKeyword = useDebouncedCallback((value: string) => {
    onSearchChange({ ...search, keyword: value.trim() || undefined, page: undefined });
  }, HOT_LIST_DEBOUNCE_MS);

  return (
    <Stack gap="lg">
      <PageTitle title="申报项目" description="正在受理和即将开始的惠企政策申报项目" />
      <Paper withBorder p="md" radius="sm" component="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label="关键字"
          placeholder="请输入项目名称或政策标题关键字"
          value={keyword}
          maxLength={50}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setKeyword(value);
            applyKeyword(value);
          }}
        />
      </Paper>
      <Tabs
        value={search.phase ?? ALL}
        onChange={(value) => onSearchChange({ ...search, phase: PHASES.find((phase) => phase === value), page: undefined })}
        keepMounted={false}
      >
        <Tabs.List aria-label="项目阶段">
          <Tabs.Tab value={ALL}>全部</Tabs.Tab>
          {PHASES.map((phase) => (
            <Tabs.Tab key={phase} value={phase}>
              {APPLY_PHASE_LABELS[phase]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {[ALL, ...PHASES].map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Results search={search} onSearchChange={onSearchChange} onDeclare={onDeclare} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
