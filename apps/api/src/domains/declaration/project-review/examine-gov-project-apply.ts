import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { polApplyProject } from '../../../db/schema';
import { loadDeclare } from '../declare/declare.queries';
import { examineDeclare } from '../declare/declare-workflow';
import { projectApplyScope } from './project-review.queries';

/** Message of an examination after the project's examination end. */
export const NOT_IN_EXAMINE_WINDOW = '不在审核时间内';

/**
 * `POST /gov/policy/doc/examine` (policy:apply:examine; seeds 001 §7 /gov/policy/doc/*: examine): 1 待审核
 * → 2 审核通过 (result 1) or 3 审核驳回 (result 2, opinion required: 请输入审核意见) through the
 * `DeclareStatus` table, up to the project's examineEndTime, within the caller's data rules on
 * `policy:applyProject`; writes a history line; msg 审核成功. The enterprise reads the state and the
 * opinion in 我的申报 and may correct and resubmit a returned declaration while the project takes
 * applications.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在; BUSINESS_RULE 当前状态不允许该操作 / 不在审核时间内;
 *   BAD_REQUEST 请输入审核意见.
 */
export const examineGovProjectApply: Handler<'examineGovProjectApply'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await loadDeclare(ctx.db, req.body.id, { submittedOnly: true, extra: await projectApplyScope(ctx.db, user) });
  await examineDeclare(ctx.db, { id: user.id, name: user.name, officeId: user.officeId }, req.body, async (tx, row) => {
    if (!row.projectId) return;
    const [project] = await tx.select({ end: polApplyProject.examineEndTime }).from(polApplyProject).where(eq(polApplyProject.id, row.projectId)).limit(1);
    if (project && project.end.getTime() < Date.now()) throw new AppError('BUSINESS_RULE', NOT_IN_EXAMINE_WINDOW);
  });
  return ok(null, '审核成功');
};
