import { Button, Group, Pagination, Paper, Stack, Tabs, Text } from '@mantine/core';
import {
  MATCH_PAGE_SIZE,
  MATCH_RESULT_LABELS,
  toProjectMatchListParams,
  useMatchSituation,
  useProjectMatchList,
  type CalculatorListSearch,
  type MatchResult,
  type MatchSituation,
  type ProjectMatch,
} from '@qifu/policy-data-access';
import { EmptyState, ErrorState, ListSkeleton } from '@qifu/ui';

import { calculatorSubListHref } from '../policy-service-links';
import { DeclareButton } from './declare-button';
import { EnterpriseOnly, type EnterpriseLoginBlockProps } from './enterprise-gate';
import { AppLink } from '@qifu/ui';
import { MatchSituationPanel } from './match-situation-panel';
import { ProjectMatchCard } from './project-match-card';

/** Props of {@link CalculatorListPage}. */
export interface CalculatorListPageProps extends EnterpriseLoginBlockProps {
  /** The URL search: `result` ('1' 匹配, '2' 部分匹配, '3' 不匹配; none = all) and `page`. */
  search: CalculatorListSearch;
  /** Replaces the search (the route writes it to the URL). */
  onSearchChange: (next: CalculatorListSearch) => void;
  /** 立即申报 of a project: the declaration entry flow (seeds 000 §4). Without it the button links to the declaration page. */
  onDeclare?: (project: ProjectMatch) => void;
}

const ALL = 'all';
const RESULTS: readonly MatchResult[] = ['1', '2', '3'];

function countOf(situation: MatchSituation | undefined, result: MatchResult | typeof ALL): number | undefined {
  if (!situation) return undefined;
  if (result === '1') return situation.matchedCount;
  if (result === '2') return situation.partlyMatchedCount;
  if (result === '3') return situation.notMatchedCount;
  return situation.matchedCount + situation.partlyMatchedCount + situation.notMatchedCount;
}

function ProjectList({ search, onSearchChange, onDeclare }: Pick<CalculatorListPageProps, 'search' | 'onSearchChange' | 'onDeclare'>) {
  const list = useProjectMatchList(toProjectMatchListParams(search));
  if (list.isPending) return <ListSkeleton rows={3} rowHeight={160} />;
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
          <EmptyState text="暂无符合条件的申报项目" />
        </Paper>
      ) : (
        projects.map((project) => (
          <ProjectMatchCard
            key={project.projectId}
            project={project}
            headingOrder={4}
            actions={
              <>
                <Button
                  variant="outline"
                  size="sm"
                  component={AppLink}
                  href={calculatorSubListHref(project.projectId)}
                  aria-label={`查看详情：${project.projectName}`}
                >
                  查看详情
                </Button>
                <DeclareButton
                  projectId={project.projectId}
                  projectName={project.projectName}
                  applyPhase={project.applyPhase}
                  onDeclare={onDeclare ? () => onDeclare(project) : undefined}
                />
              </>
            }
          />
        ))
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

function CalculatorList({ search, onSearchChange, onDeclare }: CalculatorListPageProps) {
  const situation = useMatchSituation();
  const active = search.result ?? ALL;
  const pick = (value: string | null) => {
    const result = RESULTS.find((code) => code === value);
    onSearchChange({ result, page: undefined });
  };
  const tabLabel = (value: MatchResult | typeof ALL) => {
    const count = countOf(situation.data, value);
    const label = value === ALL ? '全部' : MATCH_RESULT_LABELS[value];
    return count === undefined ? label : `${label}（${count}）`;
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="sm">
        <Text component="h3" fz="h4" fw={600} m={0} mb="md">
          匹配概况
        </Text>
        {situation.isPending ? (
          <ListSkeleton rows={1} rowHeight={88} />
        ) : situation.isError ? (
          <ErrorState error={situation.error} onRetry={() => void situation.refetch()} />
        ) : (
          <MatchSituationPanel situation={situation.data} activeResult={search.result} onPickResult={(result) => pick(result)} />
        )}
      </Paper>

      <Tabs value={active} onChange={pick} keepMounted={false}>
        <Tabs.List aria-label="匹配结果">
          <Tabs.Tab value={ALL}>{tabLabel(ALL)}</Tabs.Tab>
          {RESULTS.map((result) => (
            <Tabs.Tab key={result} value={result}>
              {tabLabel(result)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {[ALL, ...RESULTS].map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <ProjectList search={search} onSearchChange={onSearchChange} onDeclare={onDeclare} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/**
 * The policy calculator's list, /page/policyserver/calculator/list (seeds 000 §2; issue 5
 * acceptance 1): the enterprise's match situation (counts 匹配 / 部分匹配 / 不匹配, 预计可获扶持金额,
 * 匹配时间, 去完善信息 while the information is incomplete) and its projects, 10 a page, filtered
 * by result tab; each card names the unmet conditions and the missing data and offers 查看详情
 * (subList) and 立即申报. A visitor or a non-enterprise user gets the enterprise-login prompt.
 */
export function CalculatorListPage({ onLogin, onCancel, ...props }: CalculatorListPageProps) {
  return (
    <EnterpriseOnly onLogin={onLogin} onCancel={onCancel}>
      <CalculatorList {...props} />
    </EnterpriseOnly>
  );
}
