/**
 * The technology domain's to-do counters of the workbench home: items waiting for review
 * (`TechStatus` 1 待审核) on 科技成果, 技术需求, 专家库 and 研究院所, counted by the management lists'
 * own query ({@link listManagedItems}: the caller's reach and the state filter).
 */
import { PERM } from '@qifu/sdk';

import type { TodoSource } from '../../../core/todo';
import { achievementRows } from '../achievement/achievement.queries';
import { expertRows } from '../expert/expert.queries';
import { instituteRows } from '../institute/institute.queries';
import { requirementRows } from '../requirement/requirement.queries';
import type { TechKindRows } from './tech-kind';
import { listManagedItems } from './item-workflow';

function reviewTodo<I, D>(key: string, name: string, path: string, permission: string, rows: TechKindRows<I, D>): TodoSource {
  return {
    key,
    name,
    path,
    permission,
    async count(ctx, caller) {
      return (await listManagedItems(ctx, rows, caller, { status: '1', page: 1, pageSize: 1 })).total;
    },
  };
}

/** 待审核科技成果, 待审核技术需求, 待审核专家, 待审核研究院所 (their pages' list permissions). */
export const techTodos: readonly TodoSource[] = [
  reviewTodo('techAchievementReview', '待审核科技成果', '/work/tech/achievement', PERM.techAchievementList, achievementRows),
  reviewTodo('techRequirementReview', '待审核技术需求', '/work/tech/requirement', PERM.techRequirementList, requirementRows),
  reviewTodo('techExpertReview', '待审核专家', '/work/tech/expert', PERM.techExpertList, expertRows),
  reviewTodo('techInstituteReview', '待审核研究院所', '/work/tech/institute', PERM.techInstituteList, instituteRows),
];
