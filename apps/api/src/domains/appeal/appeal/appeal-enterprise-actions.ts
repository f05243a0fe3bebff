/**
 * The enterprise's appeal actions (contract appeal-submit-form.yaml, appeal-resubmit-form.yaml, rateMyAppeal; seeds
 * 000 §5): submit, resubmit a returned appeal, rate a finished one. The checks, the lock, the state table and the log
 * are shared with the staff's actions (`appeal-workflow.ts`).
 */
import { appealTransition, RATEABLE_APPEAL_STATUSES, type AppealFrom, type AppealServiceAreaType } from '@qifu/appeal-rules';
import { eq } from 'drizzle-orm';

import type { CallerCompany } from '../../../core/caller-company';
import { AppError } from '../../../core/envelope';
import { assertUploadedFiles } from '../../../core/file-refs';
import { assertAllowed } from '../../../core/state-machine';
import type { FileStorage } from '../../../core/storage';
import type { Db } from '../../../db/client';
import { appealInfo, type AppealFileRef } from '../../../db/schema';
import {
  allowedStep,
  actorOf,
  APPEAL_MESSAGES,
  assertCreditCode,
  assertLeafClass,
  assertStreet,
  channelSourceId,
  checkAppealTexts,
  lockAppeal,
  nextAppealNo,
  ONLINE_SOURCE_NAME,
  text,
  transition,
  writeLog,
  type AppealWriteContext,
} from './appeal-workflow';

/** The enterprise's form (submit and resubmit). */
export interface AppealFormInput {
  appealTitle: string;
  appealContent: string;
  appealClass: string;
  serviceAreaType?: AppealServiceAreaType;
  streetCode?: string;
  contactName: string;
  contactPhone: string;
  creditCode: string;
  files?: AppealFileRef[];
}

/** The checked, normalised form. */
interface CheckedForm {
  appealTitle: string;
  appealContent: string;
  appealClass: string;
  serviceAreaType: AppealServiceAreaType | null;
  streetCode: string | null;
  contactName: string;
  contactPhone: string;
  creditCode: string;
  files: AppealFileRef[];
}

/**
 * Checks the enterprise's form in the order the page shows it.
 * @throws AppError BAD_REQUEST with the field's message; BUSINESS_RULE for a reference that is not there (see the
 *   module comment).
 */
async function checkForm(tx: Db, storage: FileStorage, companyId: string, input: AppealFormInput, fallbackStreet: string | null): Promise<CheckedForm> {
  const texts = checkAppealTexts(input);
  assertCreditCode(input.creditCode);
  await assertLeafClass(tx, input.appealClass);
  if (input.streetCode) await assertStreet(tx, input.streetCode);
  const streetCode = input.streetCode || fallbackStreet;

  const files = (input.files ?? []).map((f) => ({ fileName: f.fileName, filePath: f.filePath }));
  await assertUploadedFiles(tx, storage, companyId, files);
  return {
    ...texts,
    appealClass: input.appealClass,
    serviceAreaType: input.serviceAreaType ?? null,
    streetCode,
    contactPhone: input.contactPhone.trim(),
    creditCode: input.creditCode.trim(),
    files,
  };
}

/**
 * The enterprise submits an appeal (new → 1 待受理) with its first log step `submit`.
 * @returns the new appeal's id.
 * @throws AppError BAD_REQUEST; BUSINESS_RULE for a reference that is not there (see the module comment).
 */
export async function submitAppealFor(w: AppealWriteContext, caller: CallerCompany, input: AppealFormInput, street: string | null): Promise<string> {
  const now = new Date();
  const actor = actorOf(caller.user);
  return w.db.transaction(async (tx) => {
    const to = assertAllowed(appealTransition('new' satisfies AppealFrom, 'submit'));
    const form = await checkForm(tx, w.storage, caller.companyId, input, street);
    const appealSourceId = await channelSourceId(tx, '1', ONLINE_SOURCE_NAME);
    const appealNo = await nextAppealNo(tx, now);
    const [row] = await tx
      .insert(appealInfo)
      .values({
        ...form,
        appealNo,
        appealSource: appealSourceId,
        companyId: caller.companyId,
        companyName: caller.companyName,
        status: to,
        createUserId: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: appealInfo.id });
    if (!row) throw new Error('appeal_info insert returned nothing');
    await writeLog(tx, { appealId: row.id, action: 'submit', from: null, to, opinion: null, actor, dealOfficeId: null, at: now });
    return row.id;
  });
}

/**
 * The enterprise completes its returned appeal (7 已退回 → 1 待受理): the form replaces the appeal's fields, the
 * dealing office and deadline are cleared, the step `resubmit` is logged.
 * @throws AppError NOT_FOUND_ENTITY 诉求不存在 (not the caller's); BUSINESS_RULE 当前状态不允许该操作; BAD_REQUEST; BUSINESS_RULE for a reference that is not there.
 */
export async function resubmitAppealFor(w: AppealWriteContext, caller: CallerCompany, id: string, input: AppealFormInput): Promise<void> {
  const now = new Date();
  await w.db.transaction(async (tx) => {
    const row = await lockAppeal(tx, id, { companyId: caller.companyId });
    const step = allowedStep(row, 'resubmit');
    const form = await checkForm(tx, w.storage, caller.companyId, input, null);
    await transition(tx, step, actorOf(caller.user), null, { ...form, dealOffice: null, deadline: null, dispatchTime: null }, now);
  });
}

/**
 * The enterprise rates the answer to its own finished appeal (5 已办结 or 6 已归档), once; the state is unchanged.
 * @throws AppError NOT_FOUND_ENTITY 诉求不存在; BUSINESS_RULE 诉求办结后才能评价 / 该诉求已评价.
 */
export async function rateAppealFor(
  db: Db,
  caller: CallerCompany,
  input: { id: string; satisfaction: number; satisfactionRemark?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAppeal(tx, input.id, { companyId: caller.companyId });
    if (!RATEABLE_APPEAL_STATUSES.includes(row.status)) throw new AppError('BUSINESS_RULE', APPEAL_MESSAGES.notRateable);
    const [rated] = await tx.select({ satisfaction: appealInfo.satisfaction }).from(appealInfo).where(eq(appealInfo.id, row.id)).limit(1);
    if (rated?.satisfaction != null) throw new AppError('BUSINESS_RULE', APPEAL_MESSAGES.alreadyRated);
    await tx
      .update(appealInfo)
      .set({ satisfaction: input.satisfaction, satisfactionRemark: text(input.satisfactionRemark), rateTime: new Date() })
      .where(eq(appealInfo.id, row.id));
  });
}
