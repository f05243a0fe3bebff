import { Badge, type MantineColor } from '@mantine/core';
import {
  APPLY_PHASE_LABELS,
  CONDITION_OUTCOME_LABELS,
  MATCH_RESULT_LABELS,
  type ApplyPhase,
  type ConditionOutcome,
  type MatchResult,
} from '@qifu/policy-data-access';

const MATCH_COLORS: Record<MatchResult, MantineColor> = { '1': 'green', '2': 'orange', '3': 'gray' };
const PHASE_COLORS: Record<ApplyPhase, MantineColor> = { '1': 'blue', '2': 'green', '3': 'orange', '4': 'gray' };
const OUTCOME_COLORS: Record<ConditionOutcome, MantineColor> = { '1': 'green', '2': 'red', '3': 'orange' };

/** The match result of a project (匹配 green, 部分匹配 orange, 不匹配 grey). */
export function MatchBadge({ result }: { result: MatchResult }) {
  return (
    <Badge color={MATCH_COLORS[result]} variant="filled" radius="sm" data-testid="match-badge">
      {MATCH_RESULT_LABELS[result]}
    </Badge>
  );
}

/** The phase of a declaration project (未开始 / 申报中 / 审核中 / 已结束). */
export function PhaseBadge({ phase }: { phase: ApplyPhase }) {
  return (
    <Badge color={PHASE_COLORS[phase]} variant="light" radius="sm" data-testid="phase-badge">
      {APPLY_PHASE_LABELS[phase]}
    </Badge>
  );
}

/** The outcome of one condition (满足 / 不满足 / 缺少数据). */
export function OutcomeBadge({ outcome }: { outcome: ConditionOutcome }) {
  return (
    <Badge color={OUTCOME_COLORS[outcome]} variant="light" radius="sm">
      {CONDITION_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
