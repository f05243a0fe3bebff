import { Button, type ButtonProps } from '@mantine/core';
import { APPLY_PHASE_LABELS, type ApplyPhase } from '@qifu/policy-data-access';

import { policyServerDeclareHref } from '../policy-service-links';
import { AppLink } from '@qifu/ui';

/** Props of {@link DeclareButton}. */
export interface DeclareButtonProps {
  projectId: string;
  /** Names the button for assistive technology: 立即申报：<project>. */
  projectName: string;
  applyPhase: ApplyPhase;
  /** The declaration entry flow (seeds 000 §4); without it the button links to the declaration page. */
  onDeclare?: () => void;
  size?: ButtonProps['size'];
}

/** The disabled button's text: the phase's label, but 已截止 while the declarations are examined (审核中). */
const CLOSED_TEXT: Record<Exclude<ApplyPhase, '2'>, string> = { '1': APPLY_PHASE_LABELS['1'], '3': '已截止', '4': APPLY_PHASE_LABELS['4'] };

/**
 * 立即申报 of a declaration project: while the project is 申报中 a link to
 * `/page/policyserverdeclare?projectId=…` (or the caller's `onDeclare`, which runs the entry flow);
 * before or after the window a disabled button saying 未开始 / 已截止 / 已结束.
 */
export function DeclareButton({ projectId, projectName, applyPhase, onDeclare, size = 'sm' }: DeclareButtonProps) {
  if (applyPhase !== '2') {
    return (
      <Button size={size} disabled aria-label={`${CLOSED_TEXT[applyPhase]}：${projectName}`}>
        {CLOSED_TEXT[applyPhase]}
      </Button>
    );
  }
  if (onDeclare) {
    return (
      <Button size={size} onClick={onDeclare} aria-label={`立即申报：${projectName}`}>
        立即申报
      </Button>
    );
  }
  return (
    <Button size={size} component={AppLink} href={policyServerDeclareHref(projectId)} aria-label={`立即申报：${projectName}`}>
      立即申报
    </Button>
  );
}
