import { Badge, Text } from '@mantine/core';
import type { ChatRequireManpower } from '@qifu/customer-service-data-access';
import { CHAT_REQUIRE_STATUS_LABELS, type ChatRequireStatus } from '@qifu/customer-service-rules';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { labelOf, toSelectData } from '@qifu/widgets';

const TIME = 'YYYY-MM-DD HH:mm';
const STATUS_COLORS: Readonly<Record<ChatRequireStatus, string>> = { '1': 'orange', '2': 'blue', '3': 'gray' };

/** Options of the 状态 filter: 待接入, 对话中, 已结束 (labels of the contract). */
export const CHAT_REQUIRE_STATUS_OPTIONS = toSelectData(CHAT_REQUIRE_STATUS_LABELS);

/** The status badge of a manpower request. */
export function ChatRequireStatusBadge({ status }: { status: ChatRequireStatus }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {labelOf(CHAT_REQUIRE_STATUS_LABELS, status)}
    </Badge>
  );
}

const time = (value: unknown) => formatDate(value as string | null, TIME) || '—';

/** The columns of a manpower-request list (人工客服 and 对话记录); `detailed` adds 接入时间 and 结束时间. */
export function chatRequireColumns(detailed: boolean): TableColumn<ChatRequireManpower>[] {
  return [
    { key: 'userName', title: '用户', width: 100 },
    { key: 'companyName', title: '企业', width: 200, formatter: (value) => (value as string | null) || '—' },
    {
      key: 'question',
      title: '咨询问题',
      formatter: (value) => (
        <Text size="sm" lineClamp={2}>
          {(value as string | null) || '—'}
        </Text>
      ),
    },
    { key: 'status', title: '状态', width: 80, align: 'center', formatter: (value) => <ChatRequireStatusBadge status={value as ChatRequireStatus} /> },
    { key: 'staffName', title: '客服', width: 90, formatter: (value) => (value as string | null) || '—' },
    { key: 'createTime', title: '发起时间', width: 140, formatter: time },
    ...(detailed
      ? [
          { key: 'acceptTime', title: '接入时间', width: 140, formatter: time },
          { key: 'closeTime', title: '结束时间', width: 140, formatter: time },
        ]
      : []),
  ];
}
