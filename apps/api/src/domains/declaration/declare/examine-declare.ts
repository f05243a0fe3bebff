import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { loadDeclare, staffDeclareScope } from './declare.queries';
import { examineDeclare as examine } from './declare-workflow';

/**
 * `POST /dec/declare/examine` (staff with dec:declare:examine; seeds 001 §7 /dec/declare/*):
 * 1 待审核 → 2 审核通过 (result 1) or 3 审核驳回 (result 2, opinion required: 请输入审核意见), recording the
 * time, opinion and examiner's name; msg 审核成功. Only declarations within the caller's data rules on
 * `dec:declare` (the declaration's policy never changes, so the check before the locked write holds).
 * @throws AppError NOT_FOUND_ENTITY 申报不存在 (also a draft, or outside the data rules); BUSINESS_RULE
 *   当前状态不允许该操作 (the `DeclareStatus` table).
 */
export const examineDeclare: Handler<'examineDeclare'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const scope = await staffDeclareScope(ctx.db, user);
  if (scope) await loadDeclare(ctx.db, req.body.id, { submittedOnly: true, extra: scope });
  await examine(ctx.db, { id: user.id, name: user.name, officeId: user.officeId }, req.body);
  return ok(null, '审核成功');
};
