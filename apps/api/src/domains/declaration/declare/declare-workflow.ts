/**
 * Writing declarations (`dec_declare`): save (and save+submit), submit, withdraw, delete, examine.
 * Every write runs in one transaction with the row locked, asks the state table
 * (`@qifu/policy-rules`) first, checks everything else, and only then changes the row — a refused
 * request changes nothing.
 *
 * Rules (contract: project-apply-form.yaml, declare-form.yaml, declare-status.yaml, submit-my-declare.yaml):
 * - one declaration per enterprise and project (CONFLICT 已申报该项目);
 * - the answers are checked against the project's template with `validateFormData` of
 *   `@qifu/validation` — in draft mode on save (required fields may be empty), in full on submit;
 *   a problem answers 400 BAD_REQUEST whose msg names the first field (e.g. 请输入设备投资额（万元）);
 * - file references must be uploads of the enterprise (`core/file-refs.ts`);
 * - submitting needs the project in phase 2 申报中 (BUSINESS_RULE 不在申报时间内) and a risk check of the
 *   policy other than 01 阻断 (BUSINESS_RULE 存在阻断风险，不能申报);
 * - declareNo = SB + the China-time date yyyyMMdd + a daily sequence of at least 3 digits
 *   (SB20261121001), unique; numbers are drawn under a transaction-scoped advisory lock.
 */
import { declareStatusMachine, declareTransition, isDeclarationDraft, type DeclareStatus } from '@qifu/policy-rules';
import { validateFormData, type FormTemplate } from '@qifu/validation';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';

import { assertAllowed, assertTransition } from '../../../core/state-machine';
import { AppError } from '../../../core/envelope';
import type { FileStorage } from '../../../core/storage';
import type { Db } from '../../../db/client';
import { decDeclare, polInfo, type StoredFileRef } from '../../../db/schema';
import { applyPhaseOf } from '../../matching';
import type { CallerCompany } from '../../../core/caller-company';
import { assertUploadedFiles, fileRefsIn } from '../../../core/file-refs';
import { DECLARE_NOT_FOUND } from './declare.queries';
import { loadPublishedProject, type ProjectWithPolicy } from '../project-apply/project-apply.queries';
import { checkPolicyRisks } from '../company-check/risk-check';
import { isUniqueViolation } from '../../../core/pg-errors';
import { type DeclareLogOperator, writeDeclareLog } from './declare-log';

/** What a save writes (saveProjectApply and saveMyDeclare). */
export interface DeclareInput {
  /** The declaration to update; a new one when absent. */
  id?: string;
  policyId: string;
  /**
   * The project; null for a declaration to a policy without project; undefined on an update keeps
   * the stored one (a new declaration without it has none).
   */
  projectId?: string | null;
  contactName: string;
  contactPhone: string;
  formData: Record<string, unknown>;
  attachments: StoredFileRef[];
}

/** Message when a second declaration to the same project is attempted. */
export const ALREADY_DECLARED = '已申报该项目';
/** Message when the project is not in its application window. */
export const NOT_IN_WINDOW = '不在申报时间内';
/** Message when the policy's risk check blocks the enterprise. */
export const BLOCKING_RISK = '存在阻断风险，不能申报';

/** Dependencies of the writes. */
export interface WriteContext {
  db: Db;
  storage: FileStorage;
}

/**
 * Checks answers against a template.
 * @throws AppError BAD_REQUEST naming the first problem (msg = description = `标签：问题` unless the
 *   message already names the field).
 */
export function assertFormData(template: FormTemplate, formData: Record<string, unknown>, draft: boolean): void {
  const [first] = validateFormData(template, formData, { draft });
  if (!first) return;
  const text = first.label && !first.message.includes(first.label) ? `${first.label}：${first.message}` : first.message;
  throw new AppError('BAD_REQUEST', text, text);
}

/**
 * The submission rules besides the answers: the project's window and the policy's risk check.
 * @throws AppError BUSINESS_RULE 不在申报时间内 / 存在阻断风险，不能申报.
 */
async function assertSubmittable(db: Db, policyId: string, project: ProjectWithPolicy | null, companyId: string, now: Date): Promise<void> {
  if (project && applyPhaseOf(project, now) !== '2') throw new AppError('BUSINESS_RULE', NOT_IN_WINDOW);
  const risk = await checkPolicyRisks(db, policyId, companyId);
  if (risk.riskType === '01') throw new AppError('BUSINESS_RULE', BLOCKING_RISK);
}

/** yyyyMMdd of `now` in China time (UTC+8). */
function chinaDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The next declaration number of the day (call inside the transaction that inserts it). */
async function nextDeclareNo(tx: Db, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dec_declare.declare_no'))`);
  const prefix = `SB${chinaDate(now)}`;
  const [last] = await tx
    .select({ declareNo: decDeclare.declareNo })
    .from(decDeclare)
    .where(like(decDeclare.declareNo, `${prefix}%`))
    .orderBy(desc(sql`length(${decDeclare.declareNo})`), desc(decDeclare.declareNo))
    .limit(1);
  const seq = last ? Number(last.declareNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(Number.isFinite(seq) ? seq : 1).padStart(3, '0')}`;
}

/** The caller's declaration, locked for the transaction. @throws AppError NOT_FOUND_ENTITY 申报不存在. */
async function lockOwn(tx: Db, id: string, companyId: string | undefined) {
  const [row] = await tx
    .select({ id: decDeclare.id, status: decDeclare.status, policyId: decDeclare.policyId, projectId: decDeclare.projectId, formData: decDeclare.formData })
    .from(decDeclare)
    .where(and(eq(decDeclare.id, id), companyId ? eq(decDeclare.companyId, companyId) : undefined))
    .limit(1)
    .for('update');
  if (!row) throw new AppError('NOT_FOUND_ENTITY', DECLARE_NOT_FOUND);
  return row;
}

/**
 * Saves a declaration of the caller's enterprise, and submits it when `submit` (saveType 1).
 * New → 0 草稿 (→ 1 待审核); 0, 3, 4 → 0 (→ 1); others BUSINESS_RULE 当前状态不允许该操作.
 * @returns the declaration id.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在 / 申报项目不存在 / 申报不存在; BAD_REQUEST (invalid
 *   answers); CONFLICT 已申报该项目; BUSINESS_RULE (state, window, blocking risk, and the referential
 *   errors — project not of the policy, changed project, files that are not the enterprise's uploads —
 *   which are not contract violations, issue 17).
 */
export async function saveDeclare(w: WriteContext, caller: CallerCompany, input: DeclareInput, submit: boolean): Promise<string> {
  const now = new Date();
  const { companyId, user } = caller;
  const actions = submit ? (['save', 'submit'] as const) : (['save'] as const);
  try {
    return await w.db.transaction(async (tx) => {
      const existing = input.id ? await lockOwn(tx, input.id, companyId) : undefined;
      const to = assertAllowed(declareTransition(existing?.status ?? 'new', ...actions));
      const projectId = input.projectId === undefined ? (existing?.projectId ?? null) : input.projectId;
      if (existing && (existing.policyId !== input.policyId || existing.projectId !== projectId)) {
        throw new AppError('BUSINESS_RULE', '不能更改申报的政策或项目');
      }

      let project: ProjectWithPolicy | null = null;
      if (projectId) {
        project = await loadPublishedProject(tx, projectId);
        if (project.policyId !== input.policyId) throw new AppError('BUSINESS_RULE', '申报项目不属于该政策');
        if (!existing) {
          const [other] = await tx
            .select({ id: decDeclare.id })
            .from(decDeclare)
            .where(and(eq(decDeclare.companyId, companyId), eq(decDeclare.projectId, projectId)))
            .limit(1);
          if (other) throw new AppError('CONFLICT', ALREADY_DECLARED);
        }
        assertFormData(project.template as unknown as FormTemplate, input.formData, !submit);
      } else {
        const [policy] = await tx
          .select({ id: polInfo.id })
          .from(polInfo)
          .where(and(eq(polInfo.id, input.policyId), eq(polInfo.status, 'published')))
          .limit(1);
        if (!policy) throw new AppError('NOT_FOUND_ENTITY', '政策不存在');
      }
      await assertUploadedFiles(tx, w.storage, companyId, [...input.attachments, ...fileRefsIn(input.formData)]);
      if (submit) await assertSubmittable(tx, input.policyId, project, companyId, now);

      const fields = {
        contactName: input.contactName.trim(),
        contactPhone: input.contactPhone,
        formData: input.formData,
        attachments: input.attachments.map((a) => ({ fileName: a.fileName, filePath: a.filePath })),
        status: to,
        updatedAt: now,
        ...(submit ? { submitTime: now, examineTime: null, examineOpinion: null, examineUserId: null, examineUserName: null } : {}),
      };
      const operator = enterpriseOperator(caller);
      if (existing) {
        await tx.update(decDeclare).set(fields).where(eq(decDeclare.id, existing.id));
        await logSave(tx, existing.id, existing.status, to, submit, operator);
        return existing.id;
      }
      const declareNo = await nextDeclareNo(tx, now);
      const [row] = await tx
        .insert(decDeclare)
        .values({ ...fields, declareNo, policyId: input.policyId, projectId, companyId, userId: user.id, createdAt: now })
        .returning({ id: decDeclare.id });
      if (!row) throw new Error('dec_declare insert returned nothing');
      await logSave(tx, row.id, null, to, submit, operator);
      return row.id;
    });
  } catch (err) {
    // two requests racing past the pre-check: the unique index (company, project) decides
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', ALREADY_DECLARED);
    throw err;
  }
}

/** The enterprise user acting on a declaration, for its history. */
function enterpriseOperator(caller: CallerCompany): DeclareLogOperator {
  return { id: caller.user.id, name: caller.user.name, dep: caller.companyName };
}

/** History of a save (and of the submission that follows it when `submit`). */
async function logSave(tx: Db, declareId: string, from: DeclareStatus | null, to: DeclareStatus, submit: boolean, operator: DeclareLogOperator): Promise<void> {
  if (!submit) return writeDeclareLog(tx, { declareId, action: 'save', from, to, operator });
  await writeDeclareLog(tx, { declareId, action: 'save', from, to: '0', operator });
  await writeDeclareLog(tx, { declareId, action: 'submit', from: '0', to, operator });
}

/**
 * Submits the caller's declaration: 0, 3, 4 → 1 待审核, with the stored answers checked in full against
 * the project's template and the submission rules (window, risk).
 * @throws AppError NOT_FOUND_ENTITY 申报不存在 / 申报项目不存在; BUSINESS_RULE (state, window, risk);
 *   BAD_REQUEST naming the first invalid answer.
 */
export async function submitDeclare(db: Db, caller: CallerCompany, id: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, id, caller.companyId);
    const to = assertAllowed(declareTransition(row.status, 'submit'));
    let project: ProjectWithPolicy | null = null;
    if (row.projectId) {
      project = await loadPublishedProject(tx, row.projectId);
      assertFormData(project.template as unknown as FormTemplate, row.formData, false);
    }
    await assertSubmittable(tx, row.policyId, project, caller.companyId, now);
    await tx
      .update(decDeclare)
      .set({ status: to, submitTime: now, updatedAt: now, examineTime: null, examineOpinion: null, examineUserId: null, examineUserName: null })
      .where(eq(decDeclare.id, row.id));
    await writeDeclareLog(tx, { declareId: row.id, action: 'submit', from: row.status, to, operator: enterpriseOperator(caller) });
  });
}

/**
 * Withdraws the caller's declaration: 1 待审核 → 4 已撤回.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export async function withdrawDeclare(db: Db, caller: CallerCompany, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, id, caller.companyId);
    const to = assertAllowed(declareTransition(row.status, 'withdraw'));
    await tx.update(decDeclare).set({ status: to, updatedAt: new Date() }).where(eq(decDeclare.id, row.id));
    await writeDeclareLog(tx, { declareId: row.id, action: 'withdraw', from: row.status, to, operator: enterpriseOperator(caller) });
  });
}

/**
 * Deletes declarations of the caller's enterprise, all or none: each must be the caller's (else
 * NOT_FOUND_ENTITY 申报不存在) and in 0 草稿 or 4 已撤回 (else BUSINESS_RULE 当前状态不允许该操作).
 */
export async function deleteDeclares(db: Db, caller: CallerCompany, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: decDeclare.id, status: decDeclare.status })
      .from(decDeclare)
      .where(and(inArray(decDeclare.id, unique), eq(decDeclare.companyId, caller.companyId)))
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND_ENTITY', DECLARE_NOT_FOUND);
    for (const r of rows) assertTransition(declareStatusMachine, r.status, 'delete');
    await tx.delete(decDeclare).where(inArray(decDeclare.id, unique));
  });
}

/** An examination by staff. */
export interface ExamineInput {
  id: string;
  /** '1' 通过, '2' 驳回. */
  result: '1' | '2';
  /** Required for a rejection. */
  opinion?: string;
}

/**
 * Examines a submitted declaration: 1 待审核 → 2 审核通过 (result 1) or 3 审核驳回 (result 2, opinion
 * required), recording time, opinion and examiner. Drafts count as not existing for staff.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在; BUSINESS_RULE 当前状态不允许该操作; BAD_REQUEST 请输入审核意见.
 */
export async function examineDeclare(
  db: Db,
  examiner: { id: string; name: string; officeId?: string | null },
  input: ExamineInput,
  /** Extra check on the locked row before the change (e.g. the project's examination window). */
  guard?: (tx: Db, row: { id: string; projectId: string | null }) => Promise<void>,
): Promise<DeclareStatus> {
  const opinion = input.opinion?.trim() ?? '';
  if (input.result === '2' && !opinion) throw new AppError('BAD_REQUEST', '请输入审核意见', '请输入审核意见');
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, input.id, undefined);
    if (isDeclarationDraft(row.status)) throw new AppError('NOT_FOUND_ENTITY', DECLARE_NOT_FOUND);
    const action = input.result === '1' ? 'pass' : 'reject';
    const to = assertAllowed(declareTransition(row.status, action));
    if (guard) await guard(tx, row);
    const now = new Date();
    await tx
      .update(decDeclare)
      .set({
        status: to,
        examineTime: now,
        examineOpinion: opinion || null,
        examineUserId: examiner.id,
        examineUserName: examiner.name,
        updatedAt: now,
      })
      .where(eq(decDeclare.id, row.id));
    await writeDeclareLog(tx, { declareId: row.id, action, from: row.status, to, opinion: opinion || null, operator: examiner });
    return to;
  });
}
