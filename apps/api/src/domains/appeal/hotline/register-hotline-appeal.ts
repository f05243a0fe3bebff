/**
 * Registering an appeal from a phone call (issue 16 "turning a call into an appeal in one step (source 热线)"): the call
 * centre's `saveCallData` calls {@link registerHotlineAppeal} inside its own transaction, so the call record and the
 * appeal exist together or not at all. The appeal is a real `appeal_info` row in 1 待受理 with the log step `create`
 * (代为登记, from the one state table `@qifu/appeal-rules`), of the first enabled source of channel 2 12345热线 (created as
 * {@link HOTLINE_SOURCE_NAME} when none is configured) — so 诉求办理 lists it like any other appeal.
 */
import { appealTransition, logActionOf, type AppealFrom } from '@qifu/appeal-rules';
import { and, eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { assertAllowed } from '../../../core/state-machine';
import type { Db } from '../../../db/client';
import { appealInfo, appealLog, sysRegion } from '../../../db/schema';
import { assertLeafClass, channelSourceId, nextAppealNo } from '../appeal/appeal-workflow';

/** Name of the channel-2 source created when none is configured. */
export const HOTLINE_SOURCE_NAME = '12345政务服务热线';

/** The longest appeal title derived from the call content (characters). */
export const HOTLINE_TITLE_LENGTH = 30;

/** Messages of the checks (400 BAD_REQUEST; streetUnknown, a reference that is not there, 200 BUSINESS_RULE — issue 17). */
export const HOTLINE_APPEAL_MESSAGES = {
  classRequired: '转诉求请选择诉求分类',
  companyRequired: '转诉求请填写企业名称',
  contactRequired: '转诉求请填写联系人',
  contentRequired: '请输入通话内容',
  streetUnknown: '所属乡镇（街道）不存在',
} as const;

/** What the call supplies. */
export interface HotlineAppealInput {
  /** Leaf `appeal_type.type_code` (诉求分类). */
  appealClass: string | undefined;
  /** The call content: the appeal content, and its first {@link HOTLINE_TITLE_LENGTH} characters the title. */
  callContent: string;
  contactName: string | null;
  phone: string;
  companyId: string | null;
  companyName: string | null;
  /** 9-digit street code (checked by the caller or here). */
  streetCode: string | null;
}

/** The staff member registering it (the log's operator). */
export interface HotlineActor {
  id: string;
  name: string;
  officeId: string | null;
}

function bad(message: string): AppError {
  return new AppError('BAD_REQUEST', message, message);
}

/** The title: the content's first line, at most {@link HOTLINE_TITLE_LENGTH} characters (… when cut). */
export function hotlineAppealTitle(content: string): string {
  const line = content.trim().split(/\r?\n/)[0]?.trim() ?? '';
  const chars = [...line];
  return chars.length > HOTLINE_TITLE_LENGTH ? `${chars.slice(0, HOTLINE_TITLE_LENGTH).join('')}…` : line;
}


/**
 * Registers the appeal of a call (new → 1 待受理, log step `create`) in the caller's transaction.
 * @returns the new appeal's id.
 * @throws AppError BAD_REQUEST 转诉求请选择诉求分类 / 转诉求请填写企业名称 / 转诉求请填写联系人 / 请输入通话内容 /
 *   请选择最小分类。; BUSINESS_RULE 诉求分类不存在或已停用 / 所属乡镇（街道）不存在 (referential, issue 17).
 */
export async function registerHotlineAppeal(tx: Db, actor: HotlineActor, input: HotlineAppealInput, now = new Date()): Promise<string> {
  const to = assertAllowed(appealTransition('new' satisfies AppealFrom, 'create'));
  if (!input.appealClass?.trim()) throw bad(HOTLINE_APPEAL_MESSAGES.classRequired);
  const companyName = input.companyName?.trim();
  if (!companyName) throw bad(HOTLINE_APPEAL_MESSAGES.companyRequired);
  const contactName = input.contactName?.trim();
  if (!contactName) throw bad(HOTLINE_APPEAL_MESSAGES.contactRequired);
  const content = input.callContent.trim();
  if (!content) throw bad(HOTLINE_APPEAL_MESSAGES.contentRequired);
  await assertLeafClass(tx, input.appealClass.trim());
  if (input.streetCode) {
    const [street] = await tx
      .select({ code: sysRegion.code })
      .from(sysRegion)
      .where(and(eq(sysRegion.code, input.streetCode), eq(sysRegion.level, 3)))
      .limit(1);
    if (!street) throw new AppError('BUSINESS_RULE', HOTLINE_APPEAL_MESSAGES.streetUnknown);
  }
  const source = await channelSourceId(tx, '2', HOTLINE_SOURCE_NAME);
  const appealNo = await nextAppealNo(tx, now);
  const [row] = await tx
    .insert(appealInfo)
    .values({
      appealNo,
      appealTitle: hotlineAppealTitle(content),
      appealContent: content,
      appealClass: input.appealClass.trim(),
      appealSource: source,
      companyId: input.companyId,
      companyName,
      contactName,
      contactPhone: input.phone.trim(),
      streetCode: input.streetCode,
      status: to,
      createUserId: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: appealInfo.id });
  if (!row) throw new Error('appeal_info insert returned nothing');
  await tx.insert(appealLog).values({
    appealId: row.id,
    action: logActionOf('create'),
    fromStatus: null,
    toStatus: to,
    opinion: '话务中心来电登记',
    operatorId: actor.id,
    operatorName: actor.name,
    operatorOfficeId: actor.officeId,
    createdAt: now,
  });
  return row.id;
}
