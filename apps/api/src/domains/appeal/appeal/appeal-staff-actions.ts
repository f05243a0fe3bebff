/**
 * The staff's appeal actions on the state table (contract appeal-status.yaml; seeds 000 §5): dispatch
 * (updateDealOffice), transfer, deal, back, examine, archive — each within the caller's data scope, with its log step.
 */
import { APPEAL_STATUS, type AppealStatus } from '@qifu/appeal-rules';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { appealDealOffice, type AppealFileRef } from '../../../db/schema';
import { addWorkingDays } from './appeal-deadline';
import {
  allowedStep,
  APPEAL_MESSAGES,
  assertOwnUploads,
  bad,
  dealDaysOf,
  lockAppeal,
  missing,
  refused,
  staffScope,
  text,
  transition,
  type AppealActor,
  type AppealPatch,
  type AppealWriteContext,
} from './appeal-workflow';

/** An enabled dealing office. @throws AppError BUSINESS_RULE 承办部门不存在或已停用 (issue 17: referential). */
async function enabledOffice(tx: Db, id: string): Promise<string> {
  const [row] = await tx
    .select({ id: appealDealOffice.id })
    .from(appealDealOffice)
    .where(and(eq(appealDealOffice.id, id), eq(appealDealOffice.enableFlag, true)))
    .limit(1);
  if (!row) throw missing(APPEAL_MESSAGES.officeUnknown);
  return row.id;
}

/**
 * Accept and assign (1 → 2, deadline set from the class's deal duration) or re-assign (2/3 → 2, deadline kept).
 * @throws AppError NOT_FOUND_ENTITY; BUSINESS_RULE 当前状态不允许该操作 / 承办部门不存在或已停用.
 */
export async function dispatchAppeal(db: Db, actor: AppealActor, input: { id: string; dealOffice: string; opinion?: string }): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockAppeal(tx, input.id, { where: await staffScope(tx, actor) });
    const step = allowedStep(row, 'updateDealOffice');
    const office = await enabledOffice(tx, input.dealOffice);
    const first = row.status === APPEAL_STATUS.pending;
    const patch: AppealPatch = first
      ? { dealOffice: office, deadline: addWorkingDays(now, await dealDaysOf(tx, row.appealClass)), dispatchTime: now }
      : { dealOffice: office };
    await transition(tx, step, actor, text(input.opinion), patch, now);
  });
}

/**
 * The current dealing office hands the appeal to another (2/3 → 3).
 * @throws AppError NOT_FOUND_ENTITY; BUSINESS_RULE (state, 承办部门不存在或已停用, 不能转办给当前承办部门); BAD_REQUEST 请输入转办理由.
 */
export async function transferAppealTo(db: Db, actor: AppealActor, input: { id: string; dealOffice: string; transferReason: string }): Promise<void> {
  const reason = text(input.transferReason);
  if (!reason) throw bad(APPEAL_MESSAGES.transferReasonRequired);
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockAppeal(tx, input.id, { where: await staffScope(tx, actor) });
    const step = allowedStep(row, 'transfer');
    // a rule on the appeal's state (its current office), not a malformed request (issue 17)
    if (row.dealOffice === input.dealOffice) throw refused(APPEAL_MESSAGES.sameOffice);
    const office = await enabledOffice(tx, input.dealOffice);
    await transition(tx, step, actor, reason, { dealOffice: office }, now);
  });
}

/**
 * The dealing office records its result (2/3 → 4).
 * @throws AppError NOT_FOUND_ENTITY; BUSINESS_RULE (state, 附件不存在，请重新上传); BAD_REQUEST 请输入办理结果.
 */
export async function dealAppealWith(
  w: AppealWriteContext,
  actor: AppealActor,
  input: { id: string; dealContent: string; dealFiles?: AppealFileRef[] },
): Promise<void> {
  const content = text(input.dealContent);
  if (!content) throw bad(APPEAL_MESSAGES.dealContentRequired);
  const files = (input.dealFiles ?? []).map((f) => ({ fileName: f.fileName, filePath: f.filePath }));
  const now = new Date();
  await w.db.transaction(async (tx) => {
    const row = await lockAppeal(tx, input.id, { where: await staffScope(tx, actor) });
    const step = allowedStep(row, 'deal');
    await assertOwnUploads(tx, w.storage, actor.id, files);
    await transition(tx, step, actor, content, { dealContent: content, dealFiles: files, dealTime: now }, now);
  });
}

/**
 * Returned to the enterprise (1/2/3 → 7): the reason is kept, the deadline cleared.
 * @throws AppError NOT_FOUND_ENTITY; BUSINESS_RULE; BAD_REQUEST 请输入退回原因.
 */
export async function backAppealWith(db: Db, actor: AppealActor, input: { id: string; backReason: string }): Promise<void> {
  const reason = text(input.backReason);
  if (!reason) throw bad(APPEAL_MESSAGES.backReasonRequired);
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockAppeal(tx, input.id, { where: await staffScope(tx, actor) });
    await transition(tx, allowedStep(row, 'back'), actor, reason, { backReason: reason, deadline: null }, now);
  });
}

/**
 * Examines the result: 4 → 5 (result 1 通过) or 4 → 2 (result 2 不通过, opinion required; the same office deals again).
 * @throws AppError NOT_FOUND_ENTITY; BUSINESS_RULE; BAD_REQUEST 请输入审核意见.
 */
export async function examineAppealWith(
  db: Db,
  actor: AppealActor,
  input: { id: string; examineResult: '1' | '2'; examineOpinion?: string },
): Promise<AppealStatus> {
  const opinion = text(input.examineOpinion);
  if (input.examineResult === '2' && !opinion) throw bad(APPEAL_MESSAGES.examineOpinionRequired);
  const now = new Date();
  return db.transaction(async (tx) => {
    const row = await lockAppeal(tx, input.id, { where: await staffScope(tx, actor) });
    const pass = input.examineResult === '1';
    return transition(tx, allowedStep(row, pass ? 'examinePass' : 'examineReject'), actor, opinion, pass ? { examineOpinion: opinion, finishTime: now } : { examineOpinion: opinion }, now);
  });
}

/**
 * Archives a finished appeal (5 → 6, final).
 * @throws AppError NOT_FOUND_ENTITY; BUSINESS_RULE.
 */
export async function archiveAppealWith(db: Db, actor: AppealActor, input: { id: string; archiveRemark?: string }): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockAppeal(tx, input.id, { where: await staffScope(tx, actor) });
    const remark = text(input.archiveRemark);
    await transition(tx, allowedStep(row, 'archive'), actor, remark, { archiveRemark: remark, archiveTime: now }, now);
  });
}

