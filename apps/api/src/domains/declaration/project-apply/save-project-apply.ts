import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { saveDeclare } from '../declare/declare-workflow';
import { loadPublishedProject } from './project-apply.queries';

/**
 * `POST /policy/doc/saveProjectApply` (QY only — seeds 000 §6 "Only enterprise users may declare
 * policies"; 001 §7 saveProjectApply; 000 §4): saves the caller's enterprise's declaration to a
 * published project (saveType 0 → 0 草稿, msg 保存成功) or saves and submits it (saveType 1 → 1 待审核,
 * msg 提交成功). Answers `{ id }`. The rules (state table, one declaration per enterprise and project,
 * template check in draft or full mode, uploads, window, risk) are those of `../declare/declare-workflow.ts`.
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在 / 申报不存在; CONFLICT 已申报该项目; BUSINESS_RULE
 *   当前状态不允许该操作 / 不在申报时间内 / 存在阻断风险，不能申报; BAD_REQUEST naming the first invalid answer.
 */
export const saveProjectApply: Handler<'saveProjectApply'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  const body = req.body;
  const project = await loadPublishedProject(ctx.db, body.projectId);
  const submit = body.saveType === '1';
  const id = await saveDeclare(
    ctx,
    caller,
    {
      ...(body.id ? { id: body.id } : {}),
      policyId: project.policyId,
      projectId: project.id,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      formData: body.formData,
      attachments: body.attachments ?? [],
    },
    submit,
  );
  return ok({ id }, submit ? '提交成功' : '保存成功');
};
