import { registerHotlineAppeal } from '../../appeal';
import { and, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { appealInfo, callData, sysRegion } from '../../../db/schema';
import { CALL_MESSAGES, editsAllCalls } from './call-data.queries';

function bad(message: string): AppError {
  return new AppError('BAD_REQUEST', message, message);
}

function textOf(value: string | undefined): string | null {
  const t = value?.trim() ?? '';
  return t ? t : null;
}

/**
 * `POST /call/data/save` (ADMIN, CALL, YYF; call:data:save; seeds 001 §7 /call/data/*, issue 16): creates (no id) or
 * updates a call record; the operator is the caller. A CALL operator may change only their own records (FORBIDDEN
 * 只能修改自己登记的话务记录). handleStatus 2 已转诉求 without appealId registers the call's appeal (source 12345热线,
 * 1 待受理, through the appeal domain's {@link registerHotlineAppeal}) in the same transaction and links it; a linked
 * appeal stays linked (BUSINESS_RULE 已转诉求的话务记录不能改为其他处理状态).
 * 400: 开始时间和结束时间不能相等 / 结束时间不能早于开始时间 / 请输入通话内容 and the appeal's checks (转诉求请选择诉求分类 /
 * 转诉求请填写企业名称 / 转诉求请填写联系人 / 请选择最小分类。 …). A reference that is not there answers 200 BUSINESS_RULE
 * (issue 17): 所属乡镇（街道）不存在 / 关联的诉求不存在 / 诉求分类不存在或已停用.
 */
export const saveCallData: Handler<'saveCallData'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const body = req.body;
  const start = new Date(body.callStartTime);
  const end = new Date(body.callEndTime);
  if (start.getTime() === end.getTime()) throw bad(CALL_MESSAGES.sameTime);
  if (end.getTime() < start.getTime()) throw bad(CALL_MESSAGES.endBeforeStart);
  const phone = body.phone.trim();
  if (!phone) throw bad(CALL_MESSAGES.phoneRequired);
  const callContent = body.callContent.trim();
  if (!callContent) throw bad(CALL_MESSAGES.contentRequired);
  const now = new Date();

  const id = await ctx.db.transaction(async (tx) => {
    const streetCode = body.streetCode ?? null;
    if (streetCode) {
      const [street] = await tx.select({ code: sysRegion.code }).from(sysRegion).where(and(eq(sysRegion.code, streetCode), eq(sysRegion.level, 3))).limit(1);
      if (!street) throw new AppError('BUSINESS_RULE', CALL_MESSAGES.streetUnknown);
    }
    let existing: { operatorId: string | null; appealId: string | null } | undefined;
    if (body.id) {
      [existing] = await tx.select({ operatorId: callData.operatorId, appealId: callData.appealId }).from(callData).where(eq(callData.id, body.id)).limit(1).for('update');
      if (!existing) throw new AppError('NOT_FOUND_ENTITY', CALL_MESSAGES.notFound);
      if (!editsAllCalls(user) && existing.operatorId !== user.id) throw new AppError('FORBIDDEN', CALL_MESSAGES.notOwn);
    }
    let appealId = body.appealId ?? existing?.appealId ?? null;
    if (existing?.appealId && body.handleStatus !== '2') throw new AppError('BUSINESS_RULE', CALL_MESSAGES.appealKept);
    if (appealId && appealId !== existing?.appealId) {
      const [appeal] = await tx.select({ id: appealInfo.id }).from(appealInfo).where(eq(appealInfo.id, appealId)).limit(1);
      if (!appeal) throw new AppError('BUSINESS_RULE', CALL_MESSAGES.appealMissing);
    }
    const fields = {
      callType: body.callType,
      phone,
      contactName: textOf(body.contactName),
      companyId: body.companyId ?? null,
      companyName: textOf(body.companyName),
      streetCode,
      callStartTime: start,
      callEndTime: end,
      callContent,
      handleStatus: body.handleStatus,
      handleResult: textOf(body.handleResult),
      remark: textOf(body.remark),
      updatedAt: now,
    };
    if (body.handleStatus === '2' && !appealId) {
      appealId = await registerHotlineAppeal(
        tx,
        { id: user.id, name: user.name, officeId: user.officeId },
        { appealClass: body.appealClass, callContent, contactName: fields.contactName, phone, companyId: fields.companyId, companyName: fields.companyName, streetCode },
        now,
      );
    }
    if (body.id) {
      await tx.update(callData).set({ ...fields, appealId }).where(eq(callData.id, body.id));
      return body.id;
    }
    const [row] = await tx
      .insert(callData)
      .values({ ...fields, appealId, operatorId: user.id, operatorName: user.name, createdAt: now })
      .returning({ id: callData.id });
    if (!row) throw new Error('call_data insert returned nothing');
    return row.id;
  });
  return ok({ id }, body.handleStatus === '2' && !body.appealId ? '保存成功，已转为诉求' : '保存成功');
};
