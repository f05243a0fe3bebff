import { policyTransition } from '@qifu/policy-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { textOrNull } from '../../../core/values';
import { polInfo } from '../../../db/schema';
import {
  checkValidity,
  cleanContent,
  cleanUnits,
  lockPolicy,
  policyScope,
  policyWrite,
  replaceAttachments,
  replaceTagsAndLabels,
  stateOf,
} from './policy-info.queries';

/** seeds 001 §5 messages of the two unit tables. */
export const ISSUING_UNIT_REQUIRED = '请输入发文单位名称';
export const ORGANISER_UNIT_REQUIRED = '请输入承办单位名称';

/**
 * `POST /admin/policy/info/save` (staff, policy:info:save; seeds 001 §2 issuing-unit and organiser-unit
 * tables, rich text, §5): without id a new draft; with id an update, allowed by the policy state table
 * (`save`: draft, rejected → draft; approved, offline keep their state; a published one answers
 * BUSINESS_RULE 已上架的政策请先下架再修改, a pending one 待审核的政策不能修改). policyDepName = the issuing
 * units' names joined with 、; the body is sanitized; attachments must be uploads of /files/upload.
 * tagIds, labelIds and attachments replace the stored ones when sent and are kept when left out.
 * @throws AppError BAD_REQUEST 请输入发文单位名称 / 请输入承办单位名称 / 开始时间和结束时间不能相等 / 请输入政策正文;
 *   NOT_FOUND_ENTITY 政策不存在; BUSINESS_RULE 附件不存在，请重新上传 / 企业标签不存在 / 政策标签不存在.
 */
export const saveAdminPolicyInfo: Handler<'saveAdminPolicyInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const body = req.body;
  const policyTitle = body.policyTitle.trim();
  if (!policyTitle) throw new AppError('BAD_REQUEST', '请输入政策标题');
  const units = cleanUnits(body.units, ISSUING_UNIT_REQUIRED);
  const organiserUnits = cleanUnits(body.organiserUnits, ORGANISER_UNIT_REQUIRED);
  checkValidity(body.validStart, body.validEnd);
  const content = cleanContent(body.content);
  const scope = body.id ? await policyScope(ctx, user) : undefined;
  const fields = {
    policyTitle,
    policyDepName: units.map((u) => u.unitName).join('、'),
    units,
    organiserUnits,
    supportModes: body.supportModes,
    policyNo: textOrNull(body.policyNo),
    policyLevel: body.policyLevel ?? null,
    validStart: body.validStart ?? null,
    validEnd: body.validEnd ?? null,
    summary: textOrNull(body.summary),
    content,
    updatedAt: new Date(),
  };
  const id = await policyWrite(ctx, async (tx) => {
    let policyId: string;
    if (body.id) {
      const row = await lockPolicy(tx, body.id, scope);
      const status = assertAllowed(policyTransition(stateOf(row.status), 'save'));
      await tx.update(polInfo).set({ ...fields, status }).where(eq(polInfo.id, row.id));
      policyId = row.id;
    } else {
      const status = assertAllowed(policyTransition('new', 'save'));
      const [created] = await tx
        .insert(polInfo)
        .values({ ...fields, status, source: '1', policyCreateTime: new Date(), createdBy: user.id })
        .returning({ id: polInfo.id });
      policyId = created!.id;
    }
    await replaceTagsAndLabels(tx, policyId, body.tagIds, body.labelIds);
    if (body.attachments) await replaceAttachments(tx, policyId, body.attachments, user.id);
    return policyId;
  });
  return ok({ id }, '保存成功');
};
