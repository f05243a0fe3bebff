/**
 * The policy row as staff administer it (issue 15): 政策发布 (/admin/policy/info/*), 政策信息库
 * (/pol/info/*) and 政策文件 (/admin/policy/doc/*) read and write `pol_info` through this module.
 * Every state change asks the ONE table `policyTransition` of `@qifu/policy-rules`; every write
 * invalidates the public read cache (POLICY_CACHE_TAG) so the portal's market, policy search and
 * global search show the change in the very next read. The caller's data rules on `pol:info`
 * (issuing unit by office, or the entering user) narrow every list, read and write.
 */
import {
  type PolicyAction,
  type PolicyState,
  isPolicyState,
  policyExamineStatus,
  policyShelfStatus,
  policyTransition,
  statesOfShelf,
} from '@qifu/policy-rules';
import type { components } from '@qifu/sdk';
import { and, arrayContains, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';

import { dataScope } from '../../../core/data-scope';
import { AppError } from '../../../core/envelope';
import { FILE_NOT_UPLOADED } from '../../../core/file-refs';
import type { HandlerContext } from '../../../core/handler';
import { pagedSelect, type PageResult, type PageWindow } from '../../../core/paging';
import { invalidating } from '../../../core/read-cache';
import { sanitizeRichText } from '../../../core/sanitize-html';
import { assertAllowed } from '../../../core/state-machine';
import type { AuthUser } from '../../../core/security';
import { containsPattern, iso, isoOrNull } from '../../../core/values';
import type { Db } from '../../../db/client';
import {
  polApplyProject,
  polInfo,
  polInfoFile,
  polInfoLabel,
  polInfoTag,
  polLabel,
  type StoredPolicyUnit,
  sysFile,
  sysUser,
  tagInfo,
} from '../../../db/schema';
import { POLICY_CACHE_TAG } from '../doc/cache-tags';
import { supportModeLabeller } from '../doc/support-modes';

type Schemas = components['schemas'];
/** A transaction or the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The refusal of an unknown, deleted or out-of-scope policy. */
export const POLICY_NOT_FOUND = '政策不存在';

const DAY_MS = 86_400_000;

/** Start of a calendar day (YYYY-MM-DD) in China time. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The stored state of a row (an unknown value is read as a draft). */
export function stateOf(value: string): PolicyState {
  return isPolicyState(value) ? value : 'draft';
}

/** The caller's data rules on `pol:info` as one SQL condition (undefined: every policy). */
export function policyScope(ctx: HandlerContext, user: AuthUser): Promise<SQL | undefined> {
  return dataScope(ctx.db, user, 'pol:info', { policyOffice: polInfo.policyDepName, createdBy: polInfo.createdBy });
}

/** Filters of 政策发布's list and export (listAdminPolicyInfo, exportAdminPolicyInfo). */
export interface AdminPolicyFilters {
  policyTitle?: string;
  policyDepName?: string;
  status?: Schemas['PolicyShelfStatus'];
  supportMode?: string;
  source?: Schemas['PolicySource'];
  startDate?: string;
  endDate?: string;
}

/** The conditions of {@link AdminPolicyFilters} (deleted policies never listed). */
export function adminPolicyWhere(f: AdminPolicyFilters, scope: SQL | undefined): SQL | undefined {
  const title = containsPattern(f.policyTitle);
  const dep = containsPattern(f.policyDepName);
  return and(
    ne(polInfo.status, 'deleted'),
    scope,
    title ? ilike(polInfo.policyTitle, title) : undefined,
    dep ? ilike(polInfo.policyDepName, dep) : undefined,
    f.status ? inArray(polInfo.status, statesOfShelf(f.status)) : undefined,
    f.supportMode ? arrayContains(polInfo.supportModes, [f.supportMode]) : undefined,
    f.source ? eq(polInfo.source, f.source) : undefined,
    f.startDate ? gte(polInfo.policyCreateTime, chinaDayStart(f.startDate)) : undefined,
    f.endDate ? lt(polInfo.policyCreateTime, new Date(chinaDayStart(f.endDate).getTime() + DAY_MS)) : undefined,
  );
}

const listColumns = {
  id: polInfo.id,
  policyTitle: polInfo.policyTitle,
  policyNo: polInfo.policyNo,
  policyDepName: polInfo.policyDepName,
  policyLevel: polInfo.policyLevel,
  supportModes: polInfo.supportModes,
  status: polInfo.status,
  source: polInfo.source,
  policyCreateTime: polInfo.policyCreateTime,
  publishedAt: polInfo.publishedAt,
  updatedAt: polInfo.updatedAt,
  viewCount: polInfo.viewCount,
  applyProjectCount: sql<number>`(select count(*)::int from ${polApplyProject} where ${polApplyProject.policyId} = ${polInfo.id})`,
};

type ListRow = {
  id: string;
  policyTitle: string;
  policyNo: string | null;
  policyDepName: string;
  policyLevel: string | null;
  supportModes: string[];
  status: string;
  source: '1' | '2';
  policyCreateTime: Date;
  publishedAt: Date | null;
  updatedAt: Date;
  viewCount: number;
  applyProjectCount: number;
};

const LEVELS: readonly string[] = ['国家级', '省级', '市级', '县级'];

/** A stored level as the contract's PolicyLevel (a free text from older data answers null). */
function levelOf(value: string | null): Schemas['PolicyLevel'] | null {
  return value && LEVELS.includes(value) ? (value as Schemas['PolicyLevel']) : null;
}

/** 发布时间 of 政策发布: shown once a policy was ever on the shelf (seeded ones included). */
function publishTimeOf(row: { status: string; publishedAt: Date | null; policyCreateTime: Date }): string | null {
  const state = stateOf(row.status);
  return row.publishedAt || state === 'published' || state === 'offline' ? iso(row.policyCreateTime) : null;
}

/**
 * One page of 政策发布 (newest change first), support modes as dictionary labels.
 * @param window - from `toPageWindow`.
 */
export async function adminPolicyPage(db: Db, where: SQL | undefined, window: PageWindow): Promise<PageResult<Schemas['AdminPolicyListItem']>> {
  const label = await supportModeLabeller(db);
  return pagedSelect(
    db.select(listColumns).from(polInfo).where(where).orderBy(desc(polInfo.updatedAt), desc(polInfo.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(polInfo).where(where),
    (r: ListRow) => ({
      id: r.id,
      policyTitle: r.policyTitle,
      policyNo: r.policyNo,
      policyDepName: r.policyDepName,
      policyLevel: levelOf(r.policyLevel),
      supportModes: label(r.supportModes),
      status: policyShelfStatus(stateOf(r.status)),
      examineStatus: policyExamineStatus(stateOf(r.status)),
      source: r.source,
      policyCreateTime: publishTimeOf(r),
      updateTime: iso(r.updatedAt),
      viewCount: r.viewCount,
      applyProjectCount: Number(r.applyProjectCount),
    }),
  );
}

/**
 * The policy row of `id` within the caller's scope, locked for update inside a transaction.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在 (unknown, deleted or outside the caller's data rules).
 */
export async function lockPolicy(tx: Tx, id: string, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(polInfo)
    .where(and(eq(polInfo.id, id), ne(polInfo.status, 'deleted'), scope))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND_ENTITY', POLICY_NOT_FOUND);
  return row;
}

/** The row of `id` within the caller's scope (no lock). @throws AppError NOT_FOUND_ENTITY 政策不存在. */
export async function readPolicy(db: Db, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(polInfo)
    .where(and(eq(polInfo.id, id), ne(polInfo.status, 'deleted'), scope))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', POLICY_NOT_FOUND);
  return row;
}

/**
 * Runs a policy write in one transaction and invalidates the public policy reads afterwards (the
 * market, its options and the carousel; policy search and global search read live).
 */
export function policyWrite<T>(ctx: HandlerContext, write: (tx: Tx) => Promise<T>): Promise<T> {
  return invalidating(ctx.readCache, [POLICY_CACHE_TAG], () => ctx.db.transaction(write));
}

/**
 * Moves the policies `ids` (all in the caller's scope) by `action` of the state table, all or
 * nothing. Takeup sets the first publication time (and 发布时间 unless staff typed one).
 * @returns how many policies changed.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在; BUSINESS_RULE from the table (e.g. 当前状态不允许该操作).
 */
export async function changePolicyState(ctx: HandlerContext, user: AuthUser, ids: readonly string[], action: PolicyAction): Promise<number> {
  const scope = await policyScope(ctx, user);
  return policyWrite(ctx, async (tx) => {
    const unique = [...new Set(ids)];
    const now = new Date();
    for (const id of unique) {
      const row = await lockPolicy(tx, id, scope);
      const to = assertAllowed(policyTransition(stateOf(row.status), action));
      const firstPublication = action === 'takeup' && !row.publishedAt;
      await tx
        .update(polInfo)
        .set({
          status: to,
          updatedAt: now,
          ...(firstPublication ? { publishedAt: now, ...(row.policyTimeGiven ? {} : { policyCreateTime: now }) } : {}),
        })
        .where(eq(polInfo.id, id));
    }
    return unique.length;
  });
}

/** Trimmed unit rows (seeds 001 §5: phone and contact trimmed on save; blank optional texts dropped). */
export function cleanUnits(rows: readonly Schemas['PolicyUnitRow'][] | undefined, requiredMsg: string): StoredPolicyUnit[] {
  return (rows ?? []).map((r) => {
    const unitName = r.unitName.trim();
    if (!unitName) throw new AppError('BAD_REQUEST', requiredMsg);
    const unitContact = r.unitContact?.trim();
    const unitPhone = r.unitPhone?.trim();
    const unitAbbre = r.unitAbbre?.trim();
    return {
      unitName,
      unitType: r.unitType,
      ...(unitAbbre ? { unitAbbre } : {}),
      ...(unitContact ? { unitContact } : {}),
      ...(unitPhone ? { unitPhone } : {}),
    };
  });
}

/** Contract unit rows of stored ones. */
export function toUnitRows(rows: readonly StoredPolicyUnit[]): Schemas['PolicyUnitRow'][] {
  return rows.map((r) => ({ ...r, unitType: r.unitType as Schemas['UnitType'] }));
}

/**
 * Refuses a date range whose end is not after its start (seeds 001 §5 开始时间和结束时间不能相等).
 * @throws AppError BAD_REQUEST.
 */
export function checkValidity(validStart: string | undefined, validEnd: string | undefined): void {
  if (validStart && validEnd && validEnd <= validStart) {
    throw new AppError('BAD_REQUEST', validEnd === validStart ? '开始时间和结束时间不能相等' : '有效期结束不能早于开始');
  }
}

/**
 * Refuses attachments that were not uploaded with `/files/upload`.
 * @throws AppError BUSINESS_RULE 附件不存在，请重新上传.
 */
export async function assertAttachmentsUploaded(tx: Tx, files: readonly { filePath: string }[]): Promise<void> {
  const paths = [...new Set(files.map((f) => f.filePath))];
  if (paths.length === 0) return;
  const found = await tx.select({ filePath: sysFile.filePath }).from(sysFile).where(inArray(sysFile.filePath, paths));
  if (found.length !== paths.length) throw new AppError('BUSINESS_RULE', FILE_NOT_UPLOADED);
}

/** Replaces a policy's attachments (pol_info_file rows) by `files`, in order; unchanged paths keep their rows. */
export async function replaceAttachments(tx: Tx, policyId: string, files: readonly { fileName: string; filePath: string }[], userId: string): Promise<void> {
  await assertAttachmentsUploaded(tx, files);
  await tx.delete(polInfoFile).where(eq(polInfoFile.policyId, policyId));
  if (files.length === 0) return;
  await tx.insert(polInfoFile).values(files.map((f, i) => ({ policyId, fileName: f.fileName.trim(), filePath: f.filePath, sort: i, createdBy: userId })));
}

/** A policy's attachments, in order. */
export async function attachmentsOf(db: Tx, policyId: string) {
  return db
    .select({ id: polInfoFile.id, fileName: polInfoFile.fileName, filePath: polInfoFile.filePath })
    .from(polInfoFile)
    .where(eq(polInfoFile.policyId, policyId))
    .orderBy(asc(polInfoFile.sort), asc(polInfoFile.createdAt));
}

/**
 * Replaces a policy's enterprise tags and policy labels.
 * @throws AppError BUSINESS_RULE 企业标签不存在 / 政策标签不存在 for an unknown id.
 */
export async function replaceTagsAndLabels(tx: Tx, policyId: string, tagIds: readonly string[] | undefined, labelIds: readonly string[] | undefined): Promise<void> {
  if (tagIds) {
    if (tagIds.length > 0) {
      const known = await tx.select({ id: tagInfo.id }).from(tagInfo).where(inArray(tagInfo.id, [...tagIds]));
      if (known.length !== new Set(tagIds).size) throw new AppError('BUSINESS_RULE', '企业标签不存在');
    }
    await tx.delete(polInfoTag).where(eq(polInfoTag.policyId, policyId));
    if (tagIds.length > 0) await tx.insert(polInfoTag).values(tagIds.map((tagInfoId) => ({ policyId, tagInfoId })));
  }
  if (labelIds) {
    if (labelIds.length > 0) {
      const known = await tx.select({ id: polLabel.id }).from(polLabel).where(inArray(polLabel.id, [...labelIds]));
      if (known.length !== new Set(labelIds).size) throw new AppError('BUSINESS_RULE', '政策标签不存在');
    }
    await tx.delete(polInfoLabel).where(eq(polInfoLabel.policyId, policyId));
    if (labelIds.length > 0) await tx.insert(polInfoLabel).values(labelIds.map((labelId) => ({ policyId, labelId })));
  }
}

/** The detail of 政策发布's edit form. */
export async function adminPolicyDetail(db: Db, row: typeof polInfo.$inferSelect): Promise<Schemas['AdminPolicyDetail']> {
  const [tags, labels, files] = await Promise.all([
    db
      .select({ id: tagInfo.id, tagName: tagInfo.tagName })
      .from(polInfoTag)
      .innerJoin(tagInfo, eq(tagInfo.id, polInfoTag.tagInfoId))
      .where(eq(polInfoTag.policyId, row.id))
      .orderBy(asc(tagInfo.tagName)),
    db
      .select({ id: polLabel.id, labelName: polLabel.labelName })
      .from(polInfoLabel)
      .innerJoin(polLabel, eq(polLabel.id, polInfoLabel.labelId))
      .where(eq(polInfoLabel.policyId, row.id))
      .orderBy(asc(polLabel.labelName)),
    attachmentsOf(db, row.id),
  ]);
  const state = stateOf(row.status);
  return {
    id: row.id,
    policyTitle: row.policyTitle,
    policyNo: row.policyNo,
    policyLevel: levelOf(row.policyLevel),
    policyDepName: row.policyDepName,
    units: toUnitRows(row.units.length > 0 ? row.units : [{ unitName: row.policyDepName, unitType: '1' }]),
    organiserUnits: toUnitRows(row.organiserUnits),
    supportModes: row.supportModes,
    validStart: row.validStart,
    validEnd: row.validEnd,
    summary: row.summary,
    content: row.content,
    tags,
    labels,
    attachments: files.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
    status: policyShelfStatus(state),
    examineStatus: policyExamineStatus(state),
    source: row.source,
    policyCreateTime: publishTimeOf(row),
    createTime: iso(row.createdAt),
    updateTime: iso(row.updatedAt),
    viewCount: row.viewCount,
  };
}

/** The 政策信息库 view of a row (viewPolInfo). */
export async function polInfoOf(db: Db, row: typeof polInfo.$inferSelect): Promise<Schemas['PolInfo']> {
  const state = stateOf(row.status);
  const files = await attachmentsOf(db, row.id);
  return {
    id: row.id,
    policyTitle: row.policyTitle,
    policyDepName: row.policyDepName,
    policyNo: row.policyNo,
    policyLevel: row.policyLevel,
    supportModes: row.supportModes,
    policyCreateTime: iso(row.policyCreateTime),
    validStart: row.validStart,
    validEnd: row.validEnd,
    summary: row.summary,
    content: row.content,
    enclosures: files,
    examineStatus: policyExamineStatus(state),
    examineOpinion: row.examineOpinion,
    examineTime: isoOrNull(row.examineTime),
    status: policyShelfStatus(state),
    viewCount: row.viewCount,
    createTime: iso(row.createdAt),
  };
}

/** The sanitized body of a policy (server-side, whatever the editor sent). @throws BAD_REQUEST 请输入政策正文. */
export function cleanContent(html: string): string {
  const content = sanitizeRichText(html);
  if (!content.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(content)) throw new AppError('BAD_REQUEST', '请输入政策正文');
  return content;
}

/** Names of users by id (上传人, 浏览人). */
export async function userNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A title or number keyword condition (政策信息库). */
export function titleOrNumber(keyword: string | undefined): SQL | undefined {
  const pattern = containsPattern(keyword);
  return pattern ? or(ilike(polInfo.policyTitle, pattern), ilike(polInfo.policyNo, pattern)) : undefined;
}
