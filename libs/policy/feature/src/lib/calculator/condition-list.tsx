import { Badge, Group, Table, Text } from '@mantine/core';
import { type MatchConditionResult } from '@qifu/policy-data-access';

import { OutcomeBadge } from './badges';

/** Props of {@link ConditionList}. */
export interface ConditionListProps {
  conditions: readonly MatchConditionResult[];
  /** Accessible name of the table, 申报条件 by default. */
  caption?: string;
}

/**
 * Every condition of a project with its outcome for the enterprise (满足 / 不满足 / 缺少数据), a
 * veto condition marked 否决条件, and for 缺少数据 the data to supply (their Chinese labels).
 */
export function ConditionList({ conditions, caption = '申报条件' }: ConditionListProps) {
  if (conditions.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        该项目未设置申报条件，所有企业均可申报
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>序号</Table.Th>
            <Table.Th>申报条件</Table.Th>
            <Table.Th w={110}>结果</Table.Th>
            <Table.Th>缺少数据</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conditions.map((condition, index) => (
            <Table.Tr key={condition.code} data-testid="condition-row">
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{condition.label}</Text>
                  {condition.veto ? (
                    <Badge color="red" variant="outline" radius="sm" size="sm">
                      否决条件
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <OutcomeBadge outcome={condition.outcome} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={condition.missingData.length > 0 ? 'orange.8' : 'dimmed'}>
                  {condition.missingData.length > 0 ? condition.missingData.map((field) => field.label).join('、') : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
