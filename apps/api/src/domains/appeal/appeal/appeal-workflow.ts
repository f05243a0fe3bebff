/**
 * Writing appeals (`appeal_info` + `appeal_log`), the shared part; the actions are in `appeal-enterprise-actions.ts`
 * (submit, resubmit, rate), `appeal-staff-actions.ts` (dispatch, transfer, deal, back, examine, archive) and
 * `appeal-staff-form.ts` (staff registration and correction, delete). Every write runs in one transaction with the row locked, asks the
 * state table (`@qifu/appeal-rules`) first, checks everything else, and only then changes the row and writes its log
 * step (who, their office, action, opinion, the dealing office after it, time) — a refused request changes nothing.
 *
 * The enterprise's side (contract appeal-submit-form.yaml, appeal-resubmit-form.yaml; seeds 000 §5):
 * - 联系电话 by `validateMobile` (400 手机号不能为空 / 手机号格式错误), 统一社会信用代码 by `validateCreditCode`
 *   (400 社会信用代码不能为空 / 社会信用代码格式错误), both of `@qifu/validation`;
 * - the class must be an enabled leaf under an enabled parent (200 BUSINESS_RULE 请选择最小分类。 for a parent);
 * - referential errors — a well-formed request naming something that is not there — answer HTTP 200 BUSINESS_RULE,
 *   not 400 (docs/architecture.md "Referential errors are business rules"; issue 17): an unknown or disabled class
 *   诉求分类不存在或已停用, a street that is not a street/town of the region dataset 所属乡镇（街道）不存在, attachments
 *   that are not uploads of a user of the caller's enterprise 附件不存在，请重新上传 (`core/file-refs.ts`); on the staff
 *   side also 承办部门不存在或已停用, 诉求来源不存在或已停用, 企业不存在 and attachments that are not the caller's own uploads.
 *
 * The staff side (contract appeal-status.yaml): dispatch (updateDealOffice), transfer, deal, back, examine, archive.
 * A DEPT caller acts only on appeals of a dealing office linked to their system office (others answer as if missing).
 *
 * appealNo = SQ + the China-time date yyyyMMdd + a daily sequence of 4 digits (SQ202611200001), drawn under a
 * transaction-scoped advisory lock. The deadline is the China-time date `dealDays` working days (Monday–Friday) after
 * the dispatch, `dealDays` from the class's enabled deal duration, else {@link DEFAULT_DEAL_DAYS}.
 */
import { appealTransition, logActionOf, type AppealStatus, type AppealStoredAction } from '@qifu/appeal-rules';
import { validateCreditCode, validateMobile } from '@qifu/validation';
import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { assertAllowed } from '../../../core/state-machine';
import type { AuthUser } from '../../../core/security';
import type { FileStorage } from '../../../core/storage';
import type { Db } from '../../../db/client';
import {
  appealDealDuration,
  appealDealOffice,
  appealInfo,
  appealLog,
  appealSource,
  appealType,
  type AppealFileRef,
  sysFile,
  sysRegion,
} from '../../../db/schema';
import { DEFAULT_DEAL_DAYS } from './appeal-deadline';
import { APPEAL_NOT_FOUND, appealStaffScope } from './appeal.queries';

/** Name of the source the enterprise's own submissions get when none of channel 1 企业线上提交 is configured. */
export const ONLINE_SOURCE_NAME = '企业服务平台';

/** Texts of the server's checks (besides the validation messages of `@qifu/validation`). */
export const APPEAL_MESSAGES = {
  titleRequired: '请输入诉求标题',
  contentRequired: '请输入诉求内容',
  contactRequired: '请输入联系人',
  leafRequired: '请选择最小分类。',
  classUnknown: '诉求分类不存在或已停用',
  streetUnknown: '所属乡镇（街道）不存在',
  officeUnknown: '承办部门不存在或已停用',
  sameOffice: '不能转办给当前承办部门',
  backReasonRequired: '请输入退回原因',
  transferReasonRequired: '请输入转办理由',
  dealContentRequired: '请输入办理结果',
  examineOpinionRequired: '请输入审核意见',
  fileNotUploaded: '附件不存在，请重新上传',
  companyRequired: '请输入企业名称',
  sourceUnknown: '诉求来源不存在或已停用',
  companyUnknown: '企业不存在',
  notRateable: '诉求办结后才能评价',
  alreadyRated: '该诉求已评价',
} as const;

/** A malformed field: 400 BAD_REQUEST whose msg and description are the text. */
export function bad(message: string): AppError {
  return new AppError('BAD_REQUEST', message, message);
}

/** A reference to something that is not there (or disabled): HTTP 200 BUSINESS_RULE whose msg is the text (issue 17). */
export function missing(message: string): AppError {
  return new AppError('BUSINESS_RULE', message);
}

/** A well-formed request the stored data refuses (the class tree, the appeal's office): HTTP 200 BUSINESS_RULE (issue 17). */
export function refused(message: string): AppError {
  return new AppError('BUSINESS_RULE', message);
}

/** Dependencies of the writes. */
export interface AppealWriteContext {
  db: Db;
  storage: FileStorage;
}

/** Who performs a transition (the log's operator). */
export interface AppealActor {
  id: string;
  name: string;
  userType: string;
  roles: readonly string[];
  /** The operator's system office (staff); null for enterprises. */
  officeId: string | null;
}

/** The actor of an authenticated caller. */
export function actorOf(user: AuthUser): AppealActor {
  return { id: user.id, name: user.name, userType: user.userType, roles: user.roles, officeId: user.officeId };
}

/**
 * Checks the class: an enabled leaf (no enabled child) whose parent, if any, is enabled.
 * @throws AppError BUSINESS_RULE 请选择最小分类。 for a class with enabled children; BUSINESS_RULE 诉求分类不存在或已停用 for an
 *   unknown or disabled class (or one under a disabled parent).
 */
export async function assertLeafClass(db: Db, typeCode: string): Promise<void> {
  const [row] = await db
    .select({ id: appealType.id, parentId: appealType.parentId, enableFlag: appealType.enableFlag })
    .from(appealType)
    .where(eq(appealType.typeCode, typeCode))
    .limit(1);
  if (!row || !row.enableFlag) throw missing(APPEAL_MESSAGES.classUnknown);
  if (row.parentId) {
    const [parent] = await db.select({ enableFlag: appealType.enableFlag }).from(appealType).where(eq(appealType.id, row.parentId)).limit(1);
    if (!parent?.enableFlag) throw missing(APPEAL_MESSAGES.classUnknown);
  }
  const [child] = await db
    .select({ id: appealType.id })
    .from(appealType)
    .where(and(eq(appealType.parentId, row.id), eq(appealType.enableFlag, true)))
    .limit(1);
  // the class exists but has sub-classes: a rule on the class tree's state, not a malformed request (issue 17)
  if (child) throw refused(APPEAL_MESSAGES.leafRequired);
}

/** The texts every appeal form carries, checked and trimmed. */
export interface AppealTexts {
  appealTitle: string;
  appealContent: string;
  contactName: string;
}

/**
 * Checks the title, content, contact and phone in the order the forms show them (enterprise and staff forms alike).
 * @throws AppError BAD_REQUEST 请输入诉求标题 / 请输入诉求内容 / 请输入联系人, or the phone's message of `validateMobile`.
 */
export function checkAppealTexts(input: AppealTexts & { contactPhone: string }): AppealTexts {
  const appealTitle = input.appealTitle.trim();
  if (!appealTitle) throw bad(APPEAL_MESSAGES.titleRequired);
  const appealContent = input.appealContent.trim();
  if (!appealContent) throw bad(APPEAL_MESSAGES.contentRequired);
  const contactName = input.contactName.trim();
  if (!contactName) throw bad(APPEAL_MESSAGES.contactRequired);
  const phoneError = validateMobile(input.contactPhone);
  if (phoneError) throw bad(phoneError);
  return { appealTitle, appealContent, contactName };
}

/** Checks a credit code. @throws AppError BAD_REQUEST with the message of `validateCreditCode`. */
export function assertCreditCode(creditCode: string): void {
  const creditError = validateCreditCode(creditCode);
  if (creditError) throw bad(creditError);
}

/** Checks a street: a street/town (level 3) of the region dataset. @throws AppError BUSINESS_RULE 所属乡镇（街道）不存在. */
export async function assertStreet(tx: Db, streetCode: string): Promise<void> {
  const [street] = await tx
    .select({ code: sysRegion.code })
    .from(sysRegion)
    .where(and(eq(sysRegion.code, streetCode), eq(sysRegion.level, 3)))
    .limit(1);
  if (!street) throw missing(APPEAL_MESSAGES.streetUnknown);
}

/**
 * The source of a channel (1 企业线上提交, 2 12345热线): its first enabled source, else the one named `name`, created
 * when missing (a fresh installation's appeals always have a source).
 */
export async function channelSourceId(tx: Db, sourceType: '1' | '2', name: string): Promise<string> {
  const [existing] = await tx
    .select({ id: appealSource.id })
    .from(appealSource)
    .where(and(eq(appealSource.sourceType, sourceType), eq(appealSource.enableFlag, true)))
    .orderBy(asc(appealSource.sort), asc(appealSource.createdAt))
    .limit(1);
  if (existing) return existing.id;
  await tx.insert(appealSource).values({ sourceType, sourceValueName: name, sort: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: appealSource.id })
    .from(appealSource)
    .where(and(eq(appealSource.sourceType, sourceType), eq(appealSource.sourceValueName, name)))
    .limit(1);
  if (!row) throw new Error(`appeal source of channel ${sourceType} missing`);
  return row.id;
}

/** yyyyMMdd of `now` in China time (UTC+8). */
function chinaDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The next appeal number of the day (call inside the transaction that inserts it). */
export async function nextAppealNo(tx: Db, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('appeal_info.appeal_no'))`);
  const prefix = `SQ${chinaDate(now)}`;
  const [last] = await tx
    .select({ appealNo: appealInfo.appealNo })
    .from(appealInfo)
    .where(like(appealInfo.appealNo, `${prefix}%`))
    .orderBy(desc(sql`length(${appealInfo.appealNo})`), desc(appealInfo.appealNo))
    .limit(1);
  const seq = last ? Number(last.appealNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(Number.isFinite(seq) ? seq : 1).padStart(4, '0')}`;
}

/** Working days of a class: its enabled deal duration, else {@link DEFAULT_DEAL_DAYS}. */
export async function dealDaysOf(tx: Db, appealClass: string): Promise<number> {
  const [row] = await tx
    .select({ dealDays: appealDealDuration.dealDays })
    .from(appealDealDuration)
    .where(and(eq(appealDealDuration.appealClass, appealClass), eq(appealDealDuration.enableFlag, true)))
    .limit(1);
  return row?.dealDays ?? DEFAULT_DEAL_DAYS;
}

/** Name of a dealing office (null for none). */
async function dealOfficeName(tx: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ name: appealDealOffice.dealOfficeName }).from(appealDealOffice).where(eq(appealDealOffice.id, id)).limit(1);
  return row?.name ?? null;
}

/** One log step. */
export interface LogStep {
  appealId: string;
  action: AppealStoredAction;
  from: AppealStatus | null;
  to: AppealStatus;
  opinion: string | null;
  actor: AppealActor;
  dealOfficeId: string | null;
  at: Date;
}

/** Writes one log step (the dealing office's name looked up). */
export async function writeLog(tx: Db, step: LogStep): Promise<void> {
  await tx.insert(appealLog).values({
    appealId: step.appealId,
    action: logActionOf(step.action),
    fromStatus: step.from,
    toStatus: step.to,
    opinion: step.opinion,
    operatorId: step.actor.id,
    operatorName: step.actor.name,
    operatorOfficeId: step.actor.officeId,
    dealOfficeId: step.dealOfficeId,
    dealOfficeName: await dealOfficeName(tx, step.dealOfficeId),
    createdAt: step.at,
  });
}

/** The columns a transition reads from the locked row. */
export interface LockedAppeal {
  id: string;
  status: AppealStatus;
  appealClass: string;
  companyId: string | null;
  dealOffice: string | null;
  deadline: string | null;
}

/**
 * The staff caller's data scope on appeals (`appeal:info` data rules, `core/data-scope.ts`): undefined for callers
 * without a rule (all appeals); the seeded DEPT rule keeps a department to appeals of a dealing office linked to its
 * office. Every staff read and write adds it, so an appeal outside answers like a missing one.
 */
export function staffScope(db: Db, actor: Pick<AppealActor, 'id' | 'roles' | 'officeId'>): Promise<SQL | undefined> {
  return appealStaffScope(db, { id: actor.id, roles: actor.roles, officeId: actor.officeId, companyId: null });
}

/** Locks one appeal within `scope`. @throws AppError NOT_FOUND_ENTITY 诉求不存在. */
export async function lockAppeal(tx: Db, id: string, scope: { companyId?: string; where?: SQL }): Promise<LockedAppeal> {
  const [row] = await tx
    .select({
      id: appealInfo.id,
      status: appealInfo.status,
      appealClass: appealInfo.appealClass,
      companyId: appealInfo.companyId,
      dealOffice: appealInfo.dealOffice,
      deadline: appealInfo.deadline,
    })
    .from(appealInfo)
    .where(and(eq(appealInfo.id, id), scope.companyId ? eq(appealInfo.companyId, scope.companyId) : undefined, scope.where))
    .limit(1)
    .for('update');
  if (!row) throw new AppError('NOT_FOUND_ENTITY', APPEAL_NOT_FOUND);
  return row;
}

/** Columns a transition may change besides the status. */
export type AppealPatch = Partial<typeof appealInfo.$inferInsert>;

/** A table action the state table allowed on a locked appeal, with the state it leads to (asked once, {@link allowedStep}). */
export interface AllowedStep {
  row: LockedAppeal;
  action: AppealStoredAction;
  to: AppealStatus;
}

/**
 * Asks the state table whether `action` is allowed on the locked appeal — before any other check, so a request in the
 * wrong state is refused for its state.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 (nothing written).
 */
export function allowedStep(row: LockedAppeal, action: AppealStoredAction): AllowedStep {
  return { row, action, to: assertAllowed(appealTransition(row.status, action)) };
}

/**
 * Applies an allowed step: writes `patch` with the new status and the log step.
 * @returns the new status.
 */
export async function transition(tx: Db, step: AllowedStep, actor: AppealActor, opinion: string | null, patch: AppealPatch, now: Date): Promise<AppealStatus> {
  const { row, action, to } = step;
  await tx
    .update(appealInfo)
    .set({ ...patch, status: to, updatedAt: now })
    .where(eq(appealInfo.id, row.id));
  const dealOfficeId = patch.dealOffice !== undefined ? patch.dealOffice : row.dealOffice;
  await writeLog(tx, { appealId: row.id, action, from: row.status, to, opinion, actor, dealOfficeId, at: now });
  return to;
}

/** Trimmed text or null. */
export function text(value: string | undefined | null): string | null {
  const t = value?.trim() ?? '';
  return t ? t : null;
}

/**
 * Staff attachments must be the caller's own uploads.
 * @throws AppError BUSINESS_RULE 附件不存在，请重新上传 (description naming the file; issue 17: referential).
 */
export async function assertOwnUploads(tx: Db, storage: FileStorage, userId: string, files: readonly AppealFileRef[]): Promise<void> {
  if (files.length === 0) return;
  const rows = await tx
    .select({ filePath: sysFile.filePath })
    .from(sysFile)
    .where(and(inArray(sysFile.filePath, [...new Set(files.map((f) => f.filePath))]), eq(sysFile.uploaderId, userId)));
  const known = new Set(rows.map((r) => r.filePath));
  for (const f of files) {
    if (!known.has(f.filePath) || !(await storage.exists(f.filePath))) {
      throw new AppError('BUSINESS_RULE', APPEAL_MESSAGES.fileNotUploaded, `文件 ${f.fileName} 不存在，请重新上传`);
    }
  }
}

