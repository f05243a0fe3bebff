import { Alert, Button, Group, Pagination, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MATCH_PAGE_SIZE,
  MATCH_RESULT_LABELS,
  matchFactField,
  useImitateCount,
  useImitateRecord,
  useImproveImitate,
  useSimulateList,
  type ImitateMatchLog,
  type MatchCount,
  type MatchFactKey,
  type MatchResult,
  type SimulationSearch,
} from '@qifu/policy-data-access';
import { EmptyState, ErrorState, ListSkeleton } from '@qifu/ui';
import { submitWithErrorFocus } from '@qifu/widgets';
import { useState } from 'react';

import { policyServerDetailHref } from '../policy-service-links';
import { ALL_FACT_KEYS, FactInput, factsToFormValues, formValuesToFacts, isBlank, validateFactValues, type FactFormValues } from './fact-fields';
import { formatCount, formatDateTime, formatYuan } from './format';
import { AppLink } from '@qifu/ui';
import { ProjectMatchCard } from './project-match-card';

/** The notice of the simulation page: simulated facts never reach the archive. */
export const SIMULATION_NOTICE = '模拟匹配不会修改企业档案';
/** Shown when 开始匹配 is pressed with every input empty. */
export const SIMULATION_EMPTY_MESSAGE = '请至少填写一项企业信息';

/** Props of {@link SimulationPage}. */
export interface SimulationPageProps {
  /** The URL search: `id` of the simulated-matching record whose facts and results are shown. */
  search: SimulationSearch;
  /** Replaces the search (the route writes it to the URL); called with the record id after a run. */
  onSearchChange: (next: SimulationSearch) => void;
}

const GROUPS: ReadonlyArray<{ title: string; keys: readonly MatchFactKey[]; wide?: boolean }> = [
  { title: '基本信息', keys: ['companyName', 'creditCode', 'industry', 'scale', 'establishDate', 'isAboveScale'] },
  { title: '所在地', keys: ['streetId'], wide: true },
  { title: '经营数据', keys: ['registeredCapital', 'employeeCount', 'revenue', 'taxAmount', 'rdExpense', 'equipmentInvestment'] },
  { title: '资质与标签', keys: ['qualifications', 'tagInfoIds'], wide: true },
];

function FactsForm({ record, onDone }: { record: ImitateMatchLog | null; onDone: (record: ImitateMatchLog) => void }) {
  const [emptyError, setEmptyError] = useState(false);
  const initialValues = factsToFormValues(record?.facts ?? {}, ALL_FACT_KEYS);
  const form = useForm<FactFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateFactValues(values, ALL_FACT_KEYS),
  });
  const run = useImproveImitate({ onSuccess: (saved) => onDone(saved) });

  const onValid = (values: FactFormValues) => {
    if (isBlank(values, ALL_FACT_KEYS)) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    const facts = formValuesToFacts(values, ALL_FACT_KEYS);
    run.mutate(record?.id ? { id: record.id, facts } : { facts });
  };

  return (
    <form noValidate onSubmit={submitWithErrorFocus(form, onValid)} aria-label="企业信息">
      <Stack gap="lg">
        {GROUPS.map((group) => (
          <Stack key={group.title} gap="sm">
            <Text component="h4" fz="md" fw={600} c="blue.9" m={0}>
              {group.title}
            </Text>
            <SimpleGrid cols={group.wide ? { base: 1, md: 2 } : { base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
              {group.keys.map((key) => {
                const field = matchFactField(key);
                if (!field) return null;
                return (
                  <FactInput
                    key={key}
                    field={field}
                    value={form.values[key]}
                    onChange={(value) => {
                      form.setFieldValue(key, value);
                      form.clearFieldError(key);
                      setEmptyError(false);
                    }}
                    error={form.errors[key]}
                    disabled={run.isPending}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
        {emptyError ? (
          <Text c="red.7" size="sm" role="alert">
            {SIMULATION_EMPTY_MESSAGE}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={run.isPending}>
            开始匹配
          </Button>
          <Button
            variant="default"
            disabled={run.isPending}
            onClick={() => {
              form.setValues(factsToFormValues({}, ALL_FACT_KEYS));
              form.clearErrors();
              setEmptyError(false);
            }}
          >
            清空
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CountTiles({ count }: { count: MatchCount }) {
  const tiles: Array<{ label: string; value: string; color: string }> = [
    { label: MATCH_RESULT_LABELS['1'], value: `${formatCount(count.matchedCount)} 个`, color: 'green.7' },
    { label: MATCH_RESULT_LABELS['2'], value: `${formatCount(count.partlyMatchedCount)} 个`, color: 'orange.7' },
    { label: MATCH_RESULT_LABELS['3'], value: `${formatCount(count.notMatchedCount)} 个`, color: 'gray.7' },
    { label: '预计可获扶持金额', value: formatYuan(count.estimatedAmount), color: 'red.7' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="simulation-counts">
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="md" radius="sm">
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text fz={24} fw={700} c={tile.color} lh={1.3}>
            {tile.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const ALL = 'all';
const RESULTS: readonly MatchResult[] = ['1', '2', '3'];

function SimulationResults({ id, matchTime }: { id: string; matchTime: string | null }) {
  const count = useImitateCount(id);
  const [result, setResult] = useState<MatchResult | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useSimulateList({ imitateId: id, matchResult: result, page });

  const tabLabel = (value: MatchResult | typeof ALL) => {
    const label = value === ALL ? '全部' : MATCH_RESULT_LABELS[value];
    const data = count.data;
    if (!data) return label;
    const n = value === ALL ? data.total : value === '1' ? data.matchedCount : value === '2' ? data.partlyMatchedCount : data.notMatchedCount;
    return `${label}（${n}）`;
  };

  let body;
  if (list.isPending) body = <ListSkeleton rows={3} rowHeight={140} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = (
      <Paper withBorder>
        <EmptyState text="暂无符合条件的申报项目" />
      </Paper>
    );
  else {
    const totalPages = Math.max(1, Math.ceil(list.data.total / MATCH_PAGE_SIZE));
    body = (
      <Stack gap="md" aria-busy={list.isPlaceholderData} style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}>
        {list.data.list.map((project) => (
          <ProjectMatchCard
            key={project.projectId}
            project={project}
            headingOrder={4}
            expandableConditions
            actions={
              <Button
                variant="outline"
                size="sm"
                component={AppLink}
                href={policyServerDetailHref(project.policyId)}
                aria-label={`查看政策：${project.projectName}`}
              >
                查看政策
              </Button>
            }
          />
        ))}
        {list.data.total > MATCH_PAGE_SIZE ? (
          <Group justify="center">
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={setPage}
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

  return (
    <Paper withBorder p="lg" radius="sm" component="section" aria-label="模拟匹配结果">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Text component="h3" fz="h4" fw={600} m={0}>
          模拟匹配结果
        </Text>
        <Text size="sm" c="dimmed">
          {count.data ? `共 ${count.data.total} 个申报项目参与匹配` : ''}
          {matchTime ? `　匹配时间：${formatDateTime(matchTime)}` : ''}
        </Text>
      </Group>
      <Stack gap="md">
        {count.isPending ? (
          <ListSkeleton rows={1} rowHeight={80} />
        ) : count.isError ? (
          <ErrorState error={count.error} onRetry={() => void count.refetch()} />
        ) : (
          <CountTiles count={count.data} />
        )}
        <Tabs
          value={result ?? ALL}
          onChange={(value) => {
            setResult(RESULTS.find((code) => code === value));
            setPage(1);
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label="匹配结果">
            <Tabs.Tab value={ALL}>{tabLabel(ALL)}</Tabs.Tab>
            {RESULTS.map((code) => (
              <Tabs.Tab key={code} value={code}>
                {tabLabel(code)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {[ALL, ...RESULTS].map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {body}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}

/**
 * Simulated matching, /page/policyserver/simulation?id= (seeds 000 §1 "simulated matching", §2): a
 * form of company facts (every MatchFacts field with its Chinese label, money in 万元) →
 * `improveCompanyInfoImitate` → the counts (`getMatchCount`) and the paged results
 * (`pagePolicySimulateList`, 10 a page, by result tab, conditions unfolded in place). Prefilled
 * from the record in the URL, else the caller's latest record or, for an enterprise, its archive.
 * Says 模拟匹配不会修改企业档案. Works for visitors.
 */
export function SimulationPage({ search, onSearchChange }: SimulationPageProps) {
  const record = useImitateRecord(search.id);
  // The record in the URL, else the caller's latest one (an archive prefill has no id yet).
  const resultId = search.id ?? record.data?.id ?? undefined;

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="sm" component="section" aria-label="填写企业信息">
        <Text component="h3" fz="h4" fw={600} m={0}>
          填写企业信息
        </Text>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          填写企业的基本情况，系统将按现行申报项目的条件进行模拟匹配，信息越完整，结果越准确。
        </Text>
        <Alert color="blue" variant="light" mb="lg">
          {SIMULATION_NOTICE}
        </Alert>
        {record.isPending ? (
          <ListSkeleton rows={4} rowHeight={56} />
        ) : record.isError ? (
          <ErrorState error={record.error} onRetry={() => void record.refetch()} />
        ) : (
          <FactsForm
            key={record.data?.id ?? 'new'}
            record={record.data}
            onDone={(saved) => {
              if (saved.id && saved.id !== search.id) onSearchChange({ ...search, id: saved.id });
            }}
          />
        )}
        {record.isError && search.id ? (
          <Group justify="center" mt="sm">
            <Button variant="default" onClick={() => onSearchChange({})}>
              重新填写
            </Button>
          </Group>
        ) : null}
      </Paper>
      {resultId ? <SimulationResults key={resultId} id={resultId} matchTime={record.data?.matchTime ?? null} /> : null}
    </Stack>
  );
}
