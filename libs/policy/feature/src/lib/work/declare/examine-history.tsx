import { Skeleton, Table, Text } from '@mantine/core';
import { useProjectApplyLog } from '@qifu/policy-data-access';
import { DECLARE_LOG_ACTION_LABELS as ACTION_LABELS, DECLARE_STATUS_LABELS } from '@qifu/policy-rules';
import { formatDate } from '@qifu/ui';

/**
 * 审核记录 of a declaration in 项目申报审核 (seeds 001 §7 "/gov/policy/doc/*: examine details";
 * `listGovProjectExamineLog`): every save, submission, withdrawal and examination, oldest first, with
 * the state before and after, the opinion, who acted (and their department or company) and when.
 */
export function ExamineHistory({ declareId }: { declareId: string }) {
  const log = useProjectApplyLog(declareId);
  if (log.isPending) return <Skeleton height={60} role="status" aria-label="加载中" />;
  if (log.isError)
    return (
      <Text size="sm" c="red.8">
        审核记录加载失败
      </Text>
    );
  if (log.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        暂无记录
      </Text>
    );
  return (
    <Table striped withTableBorder fz="sm" aria-label="审核记录">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>时间</Table.Th>
          <Table.Th>操作</Table.Th>
          <Table.Th>状态</Table.Th>
          <Table.Th>操作人</Table.Th>
          <Table.Th>审核意见</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {log.data.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{formatDate(line.createTime, 'YYYY-MM-DD HH:mm')}</Table.Td>
            <Table.Td>{ACTION_LABELS[line.action]}</Table.Td>
            <Table.Td>
              {line.fromStatus ? `${DECLARE_STATUS_LABELS[line.fromStatus]} → ` : ''}
              {DECLARE_STATUS_LABELS[line.toStatus]}
            </Table.Td>
            <Table.Td>
              {line.operatorName}
              {line.operatorDep ? `（${line.operatorDep}）` : ''}
            </Table.Td>
            <Table.Td>{line.opinion ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
