import '@mantine/core/styles.layer.css';

import { Stack } from '@mantine/core';
import { sysActionLogListQuery, type SysActionLog, type SysActionLogListParams } from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { DateRangeInput, KeywordFilter, SearchBar, compactFilters, toDay, type DateRangeValue } from '@qifu/widgets';
import { useState } from 'react';

type LogFilters = Omit<SysActionLogListParams, 'page' | 'pageSize'>;

const COLUMNS: TableColumn<SysActionLog>[] = [
  { key: 'createTime', title: '访问时间', width: 160, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm:ss') },
  { key: 'userName', title: '用户', width: 110, formatter: (value) => (value as string | null) || '访客' },
  { key: 'account', title: '账号', width: 110, formatter: (value) => (value as string | null) || '—' },
  { key: 'pageTitle', title: '页面标题', formatter: (value) => (value as string | null) || '—' },
  { key: 'routerName', title: '路由' },
  { key: 'ip', title: 'IP', width: 130, formatter: (value) => (value as string | null) || '—' },
];

/**
 * 操作日志 (/work/sys/log, seeds 000 §2 "Every route change is logged with route name and page
 * title"): the route-change records, newest first, searched by keyword (route or page title), user
 * (name or account) and a date range (both days inclusive). Read-only.
 */
export function SysLogPage() {
  const [keyword, setKeyword] = useState('');
  const [userName, setUserName] = useState('');
  const [range, setRange] = useState<DateRangeValue>([null, null]);
  const [applied, setApplied] = useState<Partial<LogFilters>>({});

  const search = () =>
    setApplied(compactFilters({ keyword, userName, startTime: toDay(range[0]), endTime: toDay(range[1]) }));
  const reset = () => {
    setKeyword('');
    setUserName('');
    setRange([null, null]);
    setApplied({});
  };

  return (
    <Stack gap="sm">
      <SearchBar onSearch={search} onReset={reset}>
        <KeywordFilter placeholder="路由/页面标题" value={keyword} onChange={setKeyword} />
        <KeywordFilter label="用户" placeholder="姓名/账号" value={userName} onChange={setUserName} />
        <DateRangeInput label="访问日期" value={range} onChange={setRange} />
      </SearchBar>
      <PagedTable<SysActionLog, Partial<LogFilters>>
        query={sysActionLogListQuery}
        filters={applied}
        columns={COLUMNS}
        showIndex
        aria-label="操作日志列表"
      />
    </Stack>
  );
}
