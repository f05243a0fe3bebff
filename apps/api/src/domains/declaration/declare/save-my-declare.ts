import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { saveDeclare } from './declare-workflow';

/**
 * `POST /dec/my/save` (QY; seeds 001 §7 /dec/my/*): saves a draft of the caller's enterprise — new →
 * 0 草稿, or its own declaration in 0, 3 or 4 → 0 草稿 (others BUSINESS_RULE 当前状态不允许该操作).
 * With a project, the answers are checked against its template in draft mode and a second
 * declaration to it answers CONFLICT 已申报该项目. Answers `{ id }`, msg 保存成功.
 */
export const saveMyDeclare: Handler<'saveMyDeclare'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  const body = req.body;
  const id = await saveDeclare(
    ctx,
    caller,
    {
      ...(body.id ? { id: body.id } : {}),
      policyId: body.policyId,
      ...(body.projectId !== undefined ? { projectId: body.projectId } : {}),
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      formData: body.formData ?? {},
      attachments: body.attachments ?? [],
    },
    false,
  );
  return ok({ id }, '保存成功');
};
