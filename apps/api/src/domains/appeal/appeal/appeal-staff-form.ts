/**
 * The staff's appeal form (contract appeal-save-form.yaml, updateAppeal, deleteAppeal; seeds 000 §5): registering an
 * appeal received by phone or visit, correcting one, deleting appeals not yet dealt with.
 */
import { appealStatusMachine, appealTransition, type AppealServiceAreaType } from '@qifu/appeal-rules';
import { and, eq, inArray } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { assertAllowed } from '../../../core/state-machine';
import type { Db } from '../../../db/client';
import { appealInfo, appealSource, company, type AppealFileRef } from '../../../db/schema';
import {
  allowedStep,
  APPEAL_MESSAGES,
  assertCreditCode,
  assertLeafClass,
  assertOwnUploads,
  assertStreet,
  bad,
  checkAppealTexts,
  lockAppeal,
  missing,
  nextAppealNo,
  staffScope,
  transition,
  writeLog,
  type AppealActor,
  type AppealWriteContext,
} from './appeal-workflow';
import { APPEAL_NOT_FOUND } from './appeal.queries';

/** The staff form of updateAppeal (contract appeal-save-form.yaml). */
export interface AppealStaffFormInput {
  id?: string;
  companyId?: string;
  companyName: string;
  creditCode?: string;
  appealSource: string;
  appealTitle: string;
  appealContent: string;
  appealClass: string;
  serviceAreaType?: AppealServiceAreaType;
  streetCode?: string;
  contactName: string;
  contactPhone: string;
  files?: AppealFileRef[];
}

/**
 * Checks the staff form: the texts, phone (and credit code when given) as on the enterprise's form, an enabled leaf
 * class, an enabled source, a street of the region dataset, an existing company when `companyId` is given, and the
 * attachments as the caller's own uploads.
 * @throws AppError BAD_REQUEST with the field's message; BUSINESS_RULE 诉求分类不存在或已停用 / 诉求来源不存在或已停用 /
 *   所属乡镇（街道）不存在 / 企业不存在 / 附件不存在，请重新上传 for a reference that is not there.
 */
async function checkStaffForm(tx: Db, w: AppealWriteContext, actor: AppealActor, input: AppealStaffFormInput) {
  const companyName = input.companyName.trim();
  if (!companyName) throw bad(APPEAL_MESSAGES.companyRequired);
  const texts = checkAppealTexts(input);
  const creditCode = input.creditCode?.trim() || null;
  if (creditCode) assertCreditCode(creditCode);
  await assertLeafClass(tx, input.appealClass);
  const [source] = await tx
    .select({ id: appealSource.id })
    .from(appealSource)
    .where(and(eq(appealSource.id, input.appealSource), eq(appealSource.enableFlag, true)))
    .limit(1);
  if (!source) throw missing(APPEAL_MESSAGES.sourceUnknown);
  const streetCode = input.streetCode ?? null;
  if (streetCode) await assertStreet(tx, streetCode);
  if (input.companyId) {
    const [row] = await tx.select({ id: company.id }).from(company).where(eq(company.id, input.companyId)).limit(1);
    if (!row) throw missing(APPEAL_MESSAGES.companyUnknown);
  }
  const files = input.files?.map((f) => ({ fileName: f.fileName, filePath: f.filePath }));
  if (files) await assertOwnUploads(tx, w.storage, actor.id, files);
  return {
    companyId: input.companyId ?? null,
    companyName,
    creditCode,
    appealSource: input.appealSource,
    ...texts,
    appealClass: input.appealClass,
    serviceAreaType: input.serviceAreaType ?? null,
    streetCode,
    contactPhone: input.contactPhone.trim(),
    ...(files ? { files } : {}),
  };
}

/**
 * Staff register an appeal received by phone or visit (no id: new → 1 待受理, log `create`) or correct one (with
 * id: state unchanged, log `update`; allowed in 1, 2, 3, 4 and 7 by the state table, within the caller's scope).
 * @returns the appeal's id.
 * @throws AppError NOT_FOUND_ENTITY 诉求不存在; BUSINESS_RULE 当前状态不允许该操作; BAD_REQUEST (see {@link checkStaffForm}).
 */
export async function saveAppealByStaff(w: AppealWriteContext, actor: AppealActor, input: AppealStaffFormInput): Promise<string> {
  const now = new Date();
  return w.db.transaction(async (tx) => {
    if (!input.id) {
      const to = assertAllowed(appealTransition('new', 'create'));
      const form = await checkStaffForm(tx, w, actor, input);
      const appealNo = await nextAppealNo(tx, now);
      const [row] = await tx
        .insert(appealInfo)
        .values({ ...form, appealNo, status: to, createUserId: actor.id, createdAt: now, updatedAt: now })
        .returning({ id: appealInfo.id });
      if (!row) throw new Error('appeal_info insert returned nothing');
      await writeLog(tx, { appealId: row.id, action: 'create', from: null, to, opinion: null, actor, dealOfficeId: null, at: now });
      return row.id;
    }
    const row = await lockAppeal(tx, input.id, { where: await staffScope(tx, actor) });
    const step = allowedStep(row, 'update');
    const form = await checkStaffForm(tx, w, actor, input);
    await transition(tx, step, actor, null, form, now);
    return row.id;
  });
}

/**
 * Deletes appeals in 1 待受理 or 7 已退回 (the state table's `delete`), all or none, with their logs.
 * @throws AppError NOT_FOUND_ENTITY 诉求不存在 (an id outside the scope); BUSINESS_RULE 当前状态不允许该操作.
 */
export async function deleteAppealsByStaff(db: Db, actor: AppealActor, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: appealInfo.id, status: appealInfo.status })
      .from(appealInfo)
      .where(and(inArray(appealInfo.id, unique), await staffScope(tx, actor)))
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND_ENTITY', APPEAL_NOT_FOUND);
    for (const r of rows) assertAllowed(appealStatusMachine.check(r.status, 'delete'));
    await tx.delete(appealInfo).where(inArray(appealInfo.id, unique));
  });
}

