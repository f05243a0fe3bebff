/** The contract's ApplyProjectItem (policy/schemas/apply-project-item.yaml) built from project rows and matches. */
import type { components } from '@qifu/sdk';

import type { ApplyPhase, MatchResult } from '../engine/engine';

/** The contract's ApplyProjectItem. */
export type ApplyProjectItem = components['schemas']['ApplyProjectItem'];

/** The project columns an ApplyProjectItem shows. */
export interface ApplyProjectItemSource {
  id: string;
  policyId: string;
  policyTitle: string;
  projectName: string;
  applyStartTime: Date;
  applyEndTime: Date;
  examineStartTime: Date;
  examineEndTime: Date;
  examineDep: string;
  supportAmount: number | null;
  status: '0' | '1';
}

/**
 * One ApplyProjectItem; `match` gives matchResult and estimatedAmount (yuan) for a logged-in
 * enterprise, null otherwise.
 */
export function toApplyProjectItem(
  p: ApplyProjectItemSource,
  applyPhase: ApplyPhase,
  applyCount: number,
  match: { matchResult: MatchResult; estimatedAmount: number | null } | null,
): ApplyProjectItem {
  return {
    id: p.id,
    policyId: p.policyId,
    policyTitle: p.policyTitle,
    projectName: p.projectName,
    applyStartTime: p.applyStartTime.toISOString(),
    applyEndTime: p.applyEndTime.toISOString(),
    examineStartTime: p.examineStartTime.toISOString(),
    examineEndTime: p.examineEndTime.toISOString(),
    examineDep: p.examineDep,
    supportAmount: p.supportAmount,
    status: p.status,
    applyPhase,
    applyCount,
    matchResult: match ? match.matchResult : null,
    estimatedAmount: match ? match.estimatedAmount : null,
  };
}
