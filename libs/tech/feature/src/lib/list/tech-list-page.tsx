import { Group, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { TECH_PAGE_SIZE, toTechListParams, useTechList, type TechKind, type TechListSearch } from '@qifu/tech-data-access';
import { EmptyState, PageTitle, QueryBoundary } from '@qifu/ui';
import { useState } from 'react';

import { DomainFilter } from './domain-filter';
import { TechItemCard } from './tech-item-card';

/** Keyword debounce of the lists (seeds 000 §9 search: 500 ms). */
export const TECH_SEARCH_DEBOUNCE_MS = 500;

/** Props of the four list pages. */
export interface TechListPageProps {
  /** The current search (from the URL). */
  search: TechListSearch;
  /** Replaces the search (the route writes it to the URL); paging keeps the filters. */
  onSearchChange: (next: TechListSearch) => void;
}

const TEXTS: Readonly<Record<TechKind, { title: string; unit: string; placeholder: string }>> = {
  achievement: { title: '科技成果', unit: '项成果', placeholder: '请输入成果名称' },
  institute: { title: '科研院所', unit: '家院所', placeholder: '请输入院所名称' },
  expert: { title: '专家库', unit: '位专家', placeholder: '请输入专家姓名' },
  requirement: { title: '技术需求', unit: '项需求', placeholder: '请输入需求名称' },
};

function Results({ kind, search, onSearchChange }: TechListPageProps & { kind: TechKind }) {
  const { data } = useTechList(kind, toTechListParams(search));
  const page = search.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(data.total / TECH_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {data.total} {TEXTS[kind].unit}
      </Text>
      {data.list.length === 0 ? (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      ) : (
        <Stack gap="sm">
          {data.list.map((item) => (
            <TechItemCard key={item.id} kind={kind} item={item} />
          ))}
        </Stack>
      )}
      {data.total > TECH_PAGE_SIZE ? (
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
 * A techService list (seeds 000 §2 resultList, institutesList, expertlist, techneed): the 技术领域
 * filter (tree: top level, then sub-domains), a name keyword (debounced 500 ms), the items on the
 * shelf (10 a page, newest first) with paging; search kept by the caller (the URL). Loading shows a
 * skeleton, nothing found 暂无数据, a failure 加载失败 with 重新加载.
 */
export function TechListPage({ kind, search, onSearchChange }: TechListPageProps & { kind: TechKind }) {
  const texts = TEXTS[kind];
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  // Follow the URL when it changes from outside (back / forward, a tab link without the keyword);
  // the text being typed stays when it already gives that keyword.
  const [urlKeyword, setUrlKeyword] = useState(search.keyword);
  if (urlKeyword !== search.keyword) {
    setUrlKeyword(search.keyword);
    if (keyword.trim() !== (search.keyword ?? '')) setKeyword(search.keyword ?? '');
  }
  const applyKeyword = useDebouncedCallback((value: string) => {
    onSearchChange({ ...search, keyword: value.trim() || undefined, page: undefined });
  }, TECH_SEARCH_DEBOUNCE_MS);

  return (
    <Stack gap="lg">
      <PageTitle title={texts.title} order={2} />
      <Paper withBorder p="md" radius="sm" component="form" role="search" aria-label={`${texts.title}筛选`} onSubmit={(e) => e.preventDefault()}>
        <Stack gap="sm">
          <DomainFilter value={search.domainId} onChange={(domainId) => onSearchChange({ ...search, domainId, page: undefined })} />
          <TextInput
            label="关键字"
            placeholder={texts.placeholder}
            value={keyword}
            maxLength={50}
            maw={420}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setKeyword(value);
              applyKeyword(value);
            }}
          />
        </Stack>
      </Paper>
      <QueryBoundary>
        <Results kind={kind} search={search} onSearchChange={onSearchChange} />
      </QueryBoundary>
    </Stack>
  );
}

/** /page/techService/resultList: 科技成果. */
export function TechResultListPage(props: TechListPageProps) {
  return <TechListPage kind="achievement" {...props} />;
}

/** /page/techService/institutesList: 科研院所. */
export function TechInstitutesListPage(props: TechListPageProps) {
  return <TechListPage kind="institute" {...props} />;
}

/** /page/techService/expertlist: 专家库. */
export function TechExpertListPage(props: TechListPageProps) {
  return <TechListPage kind="expert" {...props} />;
}

/** /page/techService/techneed: 技术需求. */
export function TechNeedListPage(props: TechListPageProps) {
  return <TechListPage kind="requirement" {...props} />;
}
