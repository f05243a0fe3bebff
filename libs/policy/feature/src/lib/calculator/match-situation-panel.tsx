import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { MATCH_RESULT_LABELS, type MatchResult, type MatchSituation } from '@qifu/policy-data-access';

import { calculatorReplenishHref } from '../policy-service-links';
import { formatCount, formatDateTime, formatYuan } from './format';
import { AppLink } from '@qifu/ui';

/** Props of {@link MatchSituationPanel}. */
export interface MatchSituationPanelProps {
  situation: MatchSituation;
  /** The result the list shows; its tile is marked pressed. */
  activeResult?: MatchResult;
  /** Makes the three result tiles buttons that filter the list. */
  onPickResult?: (result: MatchResult) => void;
  /** Show the 去完善信息 prompt when the information is incomplete (true by default). */
  showReplenish?: boolean;
}

const RESULT_COLORS: Record<MatchResult, string> = { '1': 'green.7', '2': 'orange.7', '3': 'gray.7' };

function ResultTile({ result, count, active, onPick }: { result: MatchResult; count: number; active: boolean; onPick?: (result: MatchResult) => void }) {
  const body = (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {MATCH_RESULT_LABELS[result]}
      </Text>
      <Text fz={28} fw={700} c={RESULT_COLORS[result]} lh={1.2}>
        {formatCount(count)}
        <Text span size="sm" c="dimmed" fw={400} ml={4}>
          个
        </Text>
      </Text>
    </Stack>
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      data-testid={`situation-${result}`}
      style={active ? { borderColor: 'var(--mantine-color-blue-6)', boxShadow: '0 0 0 1px var(--mantine-color-blue-6)' } : undefined}
    >
      {onPick ? (
        <UnstyledButton
          onClick={() => onPick(result)}
          aria-pressed={active}
          aria-label={`${MATCH_RESULT_LABELS[result]} ${count} 个`}
          w="100%"
        >
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </Paper>
  );
}

/**
 * The enterprise's match situation (seeds 000 §2 policy calculator): counts 匹配 / 部分匹配 /
 * 不匹配, 预计可获扶持金额 (元 / 万元), 匹配时间 in Chinese, and while the information is not
 * whole the missing data by name with a 去完善信息 link to the replenish page.
 */
export function MatchSituationPanel({ situation, activeResult, onPickResult, showReplenish = true }: MatchSituationPanelProps) {
  return (
    <Stack gap="md" component="section" aria-label="匹配概况">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <ResultTile result="1" count={situation.matchedCount} active={activeResult === '1'} onPick={onPickResult} />
        <ResultTile result="2" count={situation.partlyMatchedCount} active={activeResult === '2'} onPick={onPickResult} />
        <ResultTile result="3" count={situation.notMatchedCount} active={activeResult === '3'} onPick={onPickResult} />
        <Paper withBorder p="md" radius="sm" bg="red.0" data-testid="situation-amount">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              预计可获扶持金额
            </Text>
            <Text fz={28} fw={700} c="red.7" lh={1.2}>
              {formatYuan(situation.estimatedAmount)}
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        匹配时间：{situation.matchTime ? formatDateTime(situation.matchTime) : '尚未匹配'}
      </Text>
      {showReplenish && !situation.wholeInfo ? (
        <Alert color="yellow" variant="light" title="企业信息不完整" data-testid="incomplete-info">
          <Group justify="space-between" align="center" gap="md" wrap="wrap">
            <Text size="sm">
              {situation.missingData.length > 0
                ? `缺少以下数据，部分项目无法判断是否符合条件：${situation.missingData.map((field) => field.label).join('、')}`
                : '部分项目因缺少数据无法判断是否符合条件'}
            </Text>
            <Button component={AppLink} href={calculatorReplenishHref()} size="sm" color="orange">
              去完善信息
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
