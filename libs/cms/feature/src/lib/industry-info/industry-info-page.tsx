import { Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  INDUSTRY_INFO_COLUMN,
  INDUSTRY_INFO_PAGE_SIZE,
  usePublicNewsColumn,
  type IndustryInfoSearch,
} from '@qifu/cms-data-access';
import { PageTitle, QueryBoundary } from '@qifu/ui';
import { useState } from 'react';

import { ColumnNewsTabs } from '../news-list/column-tabs';

/** Keyword debounce of the 行业资讯 search (seeds 000 §9 search: 500 ms). */
export const NEWS_SEARCH_DEBOUNCE_MS = 500;

/** Props of {@link IndustryInfoPage}. */
export interface IndustryInfoPageProps {
  /** The current search (from the URL). */
  search: IndustryInfoSearch;
  /** Replaces the search (the route writes it to the URL). */
  onSearchChange: (next: IndustryInfoSearch) => void;
}

function IndustryTabs({ search, onSearchChange }: IndustryInfoPageProps) {
  const { data: column } = usePublicNewsColumn(INDUSTRY_INFO_COLUMN);
  return (
    <ColumnNewsTabs
      label="资讯栏目"
      columnCode={column.code}
      columns={column.children}
      active={search.column}
      keyword={search.keyword}
      page={search.page ?? 1}
      pageSize={INDUSTRY_INFO_PAGE_SIZE}
      onColumnChange={(next) => onSearchChange({ ...search, column: next, page: undefined })}
      onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
    />
  );
}

/**
 * 行业资讯, /page/industryinfo (seeds 000 §2): column tabs (全部 and the sub-columns of 行业资讯 from
 * the database), a title keyword search debounced 500 ms, and the paged list (10 a page, top first,
 * then newest) with date and summary; each title leads to /page/industryinfodetails. The search
 * (`column`, `keyword`, `page`) lives in the URL; a new tab or keyword goes back to page 1.
 */
export function IndustryInfoPage({ search, onSearchChange }: IndustryInfoPageProps) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  // Follow the URL when it changes from outside (back / forward, a link without the keyword).
  const [urlKeyword, setUrlKeyword] = useState(search.keyword);
  if (urlKeyword !== search.keyword) {
    setUrlKeyword(search.keyword);
    if (keyword.trim() !== (search.keyword ?? '')) setKeyword(search.keyword ?? '');
  }
  const applyKeyword = useDebouncedCallback((value: string) => {
    onSearchChange({ ...search, keyword: value.trim() || undefined, page: undefined });
  }, NEWS_SEARCH_DEBOUNCE_MS);

  return (
    <Stack gap="lg">
      <PageTitle title="行业资讯" description="全县企业服务工作动态、产业动态和通知公告" />
      <Paper withBorder p="md" radius="sm" component="form" role="search" aria-label="资讯搜索" onSubmit={(e) => e.preventDefault()}>
        <TextInput
          label="关键字"
          placeholder="请输入资讯标题关键字"
          value={keyword}
          maxLength={50}
          maw={420}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setKeyword(value);
            applyKeyword(value);
          }}
        />
      </Paper>
      <Paper withBorder p="md" radius="sm">
        <QueryBoundary fallback={<Skeleton height={36} role="status" aria-label="加载中" />}>
          <IndustryTabs search={search} onSearchChange={onSearchChange} />
        </QueryBoundary>
      </Paper>
    </Stack>
  );
}
