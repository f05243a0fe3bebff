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
  lockPolicy,
  policyScope,
  policyWrite,
  replaceAttachments,
  stateOf,
} from '../info/policy-info.queries';

/**
 * `POST /pol/info/save` (staff, pol:info:save; seeds 001 §7, §5 请输入发文单位名称): creates (no id) or
 * updates a policy of 政策信息库; saveType 0 saves (the policy state table's `save`), 1 submits for
 * examination (`submit` → 待审核). The typed 发布时间 is kept (a takeup does not replace it); the
 * enclosures replace the stored ones; the body is sanitized.
 * @throws AppError BAD_REQUEST 请输入发文单位名称 / 开始时间和结束时间不能相等 / 请输入政策正文; BUSINESS_RULE
 *   已上架的政策请先下架再修改 / 待审核的政策不能修改 / 附件不存在，请重新上传; NOT_FOUND_ENTITY 政策不存在.
 */
export const savePolInfo: Handler<'savePolInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const body = req.body;
  const policyTitle = body.policyTitle.trim();
  if (!policyTitle) throw new AppError('BAD_REQUEST', '请输入政策标题');
  const policyDepName = body.policyDepName.trim();
  if (!policyDepName) throw new AppError('BAD_REQUEST', '请输入发文单位名称');
  checkValidity(body.validStart, body.validEnd);
  const content = cleanContent(body.content);
  const action = body.saveType === '1' ? 'submit' : 'save';
  const scope = body.id ? await policyScope(ctx, user) : undefined;
  const fields = {
    policyTitle,
    policyDepName,
    policyNo: textOrNull(body.policyNo),
    policyLevel: textOrNull(body.policyLevel),
    supportModes: body.supportModes,
    policyCreateTime: new Date(body.policyCreateTime),
    policyTimeGiven: true,
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
      const status = assertAllowed(policyTransition(stateOf(row.status), action));
      const sameUnits = row.units.map((u) => u.unitName).join('、') === policyDepName;
      await tx
        .update(polInfo)
        .set({ ...fields, status, ...(sameUnits ? {} : { units: [{ unitName: policyDepName, unitType: '1' }] }) })
        .where(eq(polInfo.id, row.id));
      policyId = row.id;
    } else {
      const status = assertAllowed(policyTransition('new', action));
      const [created] = await tx
        .insert(polInfo)
        .values({ ...fields, status, source: '1', units: [{ unitName: policyDepName, unitType: '1' }], createdBy: user.id })
        .returning({ id: polInfo.id });
      policyId = created!.id;
    }
    if (body.enclosures) await replaceAttachments(tx, policyId, body.enclosures, user.id);
    return policyId;
  });
  return ok({ id }, body.saveType === '1' ? '提交成功' : '保存成功');
};
