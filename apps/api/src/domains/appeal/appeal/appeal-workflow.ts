/**
 * Writing appeals (`appeal_info` + `appeal_log`): every write runs in one transaction with the row locked, asks the
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
import {
  APPEAL_STATUS,
  appealStatusMachine,
  appealTransition,
  logActionOf,
  RATEABLE_APPEAL_STATUSES,
  type AppealFrom,
  type AppealServiceAreaType,
  type AppealStatus,
  type AppealStoredAction,
} from '@qifu/appeal-rules';
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
  company,
  type AppealFileRef,
  sysFile,
  sysRegion,
} from '../../../db/schema';
import type { CallerCompany } from '../../../core/caller-company';
import { assertUploadedFiles } from '../../../core/file-refs';
import { addWorkingDays, DEFAULT_DEAL_DAYS } from './appeal-deadline';
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

function bad(message: string): AppError {
  return new AppError('BAD_REQUEST', message, message);
}

/** A reference to something that is not there (or disabled): HTTP 200 BUSINESS_RULE whose msg is the text (issue 17). */
function missing(message: string): AppError {
  return new AppError('BUSINESS_RULE', message);
}

/** A well-formed request the stored data refuses (the class tree, the appeal's office): HTTP 200 BUSINESS_RULE (issue 17). */
function refused(message: string): AppError {
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

/**
 * Checks the enterprise's form in the order the page shows it.
 * @throws AppError BAD_REQUEST with the field's message; BUSINESS_RULE for a reference that is not there (see the
 *   module comment).
 */
async function checkForm(tx: Db, storage: FileStorage, companyId: string, input: AppealFormInput, fallbackStreet: string | null): Promise<CheckedForm> {
  const appealTitle = input.appealTitle.trim();
  if (!appealTitle) throw bad(APPEAL_MESSAGES.titleRequired);
  const appealContent = input.appealContent.trim();
  if (!appealContent) throw bad(APPEAL_MESSAGES.contentRequired);
  const contactName = input.contactName.trim();
  if (!contactName) throw bad(APPEAL_MESSAGES.contactRequired);
  const phoneError = validateMobile(input.contactPhone);
  if (phoneError) throw bad(phoneError);
  const creditError = validateCreditCode(input.creditCode);
  if (creditError) throw bad(creditError);
  await assertLeafClass(tx, input.appealClass);

  let streetCode = input.streetCode ?? null;
  if (streetCode) {
    const [street] = await tx
      .select({ code: sysRegion.code })
      .from(sysRegion)
      .where(and(eq(sysRegion.code, streetCode), eq(sysRegion.level, 3)))
      .limit(1);
    if (!street) throw missing(APPEAL_MESSAGES.streetUnknown);
  } else {
    streetCode = fallbackStreet;
  }

  const files = (input.files ?? []).map((f) => ({ fileName: f.fileName, filePath: f.filePath }));
  await assertUploadedFiles(tx, storage, companyId, files);
  return {
    appealTitle,
    appealContent,
    appealClass: input.appealClass,
    serviceAreaType: input.serviceAreaType ?? null,
    streetCode,
    contactName,
    contactPhone: input.contactPhone.trim(),
    creditCode: input.creditCode.trim(),
    files,
  };
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
async function dealDaysOf(tx: Db, appealClass: string): Promise<number> {
  const [row] = await tx
    .select({ dealDays: appealDealDuration.dealDays })
    .from(appealDealDuration)
    .where(and(eq(appealDealDuration.appealClass, appealClass), eq(appealDealDuration.enableFlag, true)))
    .limit(1);
  return row?.dealDays ?? DEFAULT_DEAL_DAYS;
}

/** The source of the enterprise's own submissions: the first enabled source of channel 1, created when missing. */
async function onlineSourceId(tx: Db): Promise<string> {
  const [existing] = await tx
    .select({ id: appealSource.id })
    .from(appealSource)
    .where(and(eq(appealSource.sourceType, '1'), eq(appealSource.enableFlag, true)))
    .orderBy(asc(appealSource.sort), asc(appealSource.createdAt))
    .limit(1);
  if (existing) return existing.id;
  await tx.insert(appealSource).values({ sourceType: '1', sourceValueName: ONLINE_SOURCE_NAME, sort: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: appealSource.id })
    .from(appealSource)
    .where(and(eq(appealSource.sourceType, '1'), eq(appealSource.sourceValueName, ONLINE_SOURCE_NAME)))
    .limit(1);
  if (!row) throw new Error('appeal source of channel 1 missing');
  return row.id;
}

/** Name of a dealing office (null for none). */
async function dealOfficeName(tx: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ name: appealDealOffice.dealOfficeName }).from(appealDealOffice).where(eq(appealDealOffice.id, id)).limit(1);
  return row?.name ?? null;
}

/** One log step. */
interface LogStep {
  appealId: string;
  action: AppealStoredAction;
  from: AppealStatus | null;
  to: AppealStatus;
  opinion: string | null;
  actor: AppealActor;
  dealOfficeId: string | null;
  at: Date;
}

async function writeLog(tx: Db, step: LogStep): Promise<void> {
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
interface LockedAppeal {
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
async function lockAppeal(tx: Db, id: string, scope: { companyId?: string; where?: SQL }): Promise<LockedAppeal> {
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

type AppealPatch = Partial<typeof appealInfo.$inferInsert>;

/** A table action the state table allowed on a locked appeal, with the state it leads to (asked once, {@link allowedStep}). */
interface AllowedStep {
  row: LockedAppeal;
  action: AppealStoredAction;
  to: AppealStatus;
}

/**
 * Asks the state table whether `action` is allowed on the locked appeal — before any other check, so a request in the
 * wrong state is refused for its state.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 (nothing written).
 */
function allowedStep(row: LockedAppeal, action: AppealStoredAction): AllowedStep {
  return { row, action, to: assertAllowed(appealTransition(row.status, action)) };
}

/**
 * Applies an allowed step: writes `patch` with the new status and the log step.
 * @returns the new status.
 */
async function transition(tx: Db, step: AllowedStep, actor: AppealActor, opinion: string | null, patch: AppealPatch, now: Date): Promise<AppealStatus> {
  const { row, action, to } = step;
  await tx
    .update(appealInfo)
    .set({ ...patch, status: to, updatedAt: now })
    .where(eq(appealInfo.id, row.id));
  const dealOfficeId = patch.dealOffice !== undefined ? patch.dealOffice : row.dealOffice;
  await writeLog(tx, { appealId: row.id, action, from: row.status, to, opinion, actor, dealOfficeId, at: now });
  return to;
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
    const appealSourceId = await onlineSourceId(tx);
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

/** Trimmed text or null. */
function text(value: string | undefined | null): string | null {
  const t = value?.trim() ?? '';
  return t ? t : null;
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
 * Staff attachments must be the caller's own uploads.
 * @throws AppError BUSINESS_RULE 附件不存在，请重新上传 (description naming the file; issue 17: referential).
 */
async function assertOwnUploads(tx: Db, storage: FileStorage, userId: string, files: readonly AppealFileRef[]): Promise<void> {
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
  const appealTitle = input.appealTitle.trim();
  if (!appealTitle) throw bad(APPEAL_MESSAGES.titleRequired);
  const appealContent = input.appealContent.trim();
  if (!appealContent) throw bad(APPEAL_MESSAGES.contentRequired);
  const contactName = input.contactName.trim();
  if (!contactName) throw bad(APPEAL_MESSAGES.contactRequired);
  const phoneError = validateMobile(input.contactPhone);
  if (phoneError) throw bad(phoneError);
  const creditCode = input.creditCode?.trim() || null;
  if (creditCode) {
    const creditError = validateCreditCode(creditCode);
    if (creditError) throw bad(creditError);
  }
  await assertLeafClass(tx, input.appealClass);
  const [source] = await tx
    .select({ id: appealSource.id })
    .from(appealSource)
    .where(and(eq(appealSource.id, input.appealSource), eq(appealSource.enableFlag, true)))
    .limit(1);
  if (!source) throw missing(APPEAL_MESSAGES.sourceUnknown);
  const streetCode = input.streetCode ?? null;
  if (streetCode) {
    const [street] = await tx
      .select({ code: sysRegion.code })
      .from(sysRegion)
      .where(and(eq(sysRegion.code, streetCode), eq(sysRegion.level, 3)))
      .limit(1);
    if (!street) throw missing(APPEAL_MESSAGES.streetUnknown);
  }
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
    appealTitle,
    appealContent,
    appealClass: input.appealClass,
    serviceAreaType: input.serviceAreaType ?? null,
    streetCode,
    contactName,
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
