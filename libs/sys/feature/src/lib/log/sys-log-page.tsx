import '@mantine/core/styles.layer.css';

import { Badge, Select, Stack } from '@mantine/core';
import { sysActionLogListQuery, type SysActionLog, type SysActionLogListParams } from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { DateRangeInput, KeywordFilter, SearchBar, compactFilters, toDay, type DateRangeValue } from '@qifu/widgets';
import { useState } from 'react';

type LogFilters = Omit<SysActionLogListParams, 'page' | 'pageSize'>;

/** Kinds of record (`logType`): route changes and login attempts (issue 13 §2). */
const LOG_TYPES = [
  { value: 'route', label: '访问' },
  { value: 'login', label: '登录' },
] as const;

const COLUMNS: TableColumn<SysActionLog>[] = [
  { key: 'createTime', title: '时间', width: 160, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm:ss') },
  {
    key: 'logType',
    title: '类型',
    width: 70,
    align: 'center',
    formatter: (value) =>
      value === 'login' ? (
        <Badge variant="light" color="orange">
          登录
        </Badge>
      ) : (
        <Badge variant="light">访问</Badge>
      ),
  },
  { key: 'userName', title: '用户', width: 110, formatter: (value) => (value as string | null) || '访客' },
  { key: 'account', title: '账号', width: 110, formatter: (value, row) => (value as string | null) || row.loginName || '—' },
  { key: 'pageTitle', title: '页面标题/登录结果', formatter: (value) => (value as string | null) || '—' },
  { key: 'routerName', title: '路由/登录入口' },
  { key: 'ip', title: 'IP', width: 130, formatter: (value) => (value as string | null) || '—' },
];

/**
 * 操作日志 (/work/sys/log, seeds 000 §2 "Every route change is logged with route name and page
 * title") and the login attempts (issue 13 §2: success or failure, with the login name typed and the
 * client address), newest first, searched by keyword (route or page title), user (name or account,
 * or the login name typed), type (访问/登录), IP and a date range (both days inclusive). Read-only.
 */
export function SysLogPage() {
  const [keyword, setKeyword] = useState('');
  const [userName, setUserName] = useState('');
  const [logType, setLogType] = useState<string | null>(null);
  const [ip, setIp] = useState('');
  const [range, setRange] = useState<DateRangeValue>([null, null]);
  const [applied, setApplied] = useState<Partial<LogFilters>>({});

  const search = () =>
    setApplied(
      compactFilters({
        keyword,
        userName,
        logType: (logType ?? undefined) as LogFilters['logType'],
        ip,
        startTime: toDay(range[0]),
        endTime: toDay(range[1]),
      }),
    );
  const reset = () => {
    setKeyword('');
    setUserName('');
    setLogType(null);
    setIp('');
    setRange([null, null]);
    setApplied({});
  };

  return (
    <Stack gap="sm">
      <SearchBar onSearch={search} onReset={reset}>
        <KeywordFilter placeholder="路由/页面标题" value={keyword} onChange={setKeyword} />
        <KeywordFilter label="用户" placeholder="姓名/账号" value={userName} onChange={setUserName} />
        <Select label="类型" placeholder="全部" data={[...LOG_TYPES]} clearable value={logType} onChange={setLogType} w={120} />
        <KeywordFilter label="IP" placeholder="客户端地址" value={ip} onChange={setIp} />
        <DateRangeInput label="日期" value={range} onChange={setRange} />
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
