/**
 * Reading appeals (`appeal_info`) in the contract's shapes `AppealListItem` and `AppealDetail`
 * (openapi/domains/appeal/schemas), shared by the enterprise's reads (listMyAppeal, getMyAppealProgress,
 * homeMyAppeal) and the staff's (listAppealInfo, getAppealCounts, exportAppealData, findAppealDetail).
 *
 * - `appealClassName` is the class with its parent, `要素保障-用地`;
 * - `overdue` = assigned and not finished (2 办理中, 3 已转办, 4 待审核) with the deadline before today in China
 *   time (UTC+8), computed by the database so that every process agrees;
 * - `logs` in time order (the enterprise's progress).
 */
import { APPEAL_LOG_ACTION_NAMES, DEADLINE_STATUSES, isFinishedAppeal, type AppealStatus } from '@qifu/appeal-rules';
import type { components } from '@qifu/sdk';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { AppError } from '../../../core/envelope';
import { dataScope, type ScopeCaller } from '../../../core/data-scope';
import { escapeLike, pageResult, type PageResult, toPageWindow } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { appealDealOffice, appealInfo, appealLog, appealSource, appealSyncLog, appealType, sysRegion } from '../../../db/schema';

/** An appeal list line as the contract answers it. */
export type AppealListItem = components['schemas']['AppealListItem'];
/** The whole appeal with its log. */
export type AppealDetail = components['schemas']['AppealDetail'];
/** One workflow step. */
export type AppealLogItem = components['schemas']['AppealLog'];
/** One attempt of the provincial sync. */
export type AppealSyncLogItem = components['schemas']['AppealSyncLog'];

/** Message of an appeal that does not exist for the caller. */
export const APPEAL_NOT_FOUND = '诉求不存在';

const parentType = alias(appealType, 'appeal_parent_type');

/** Today in China time as a SQL date. */
const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** SQL: the appeal is overdue (assigned, not finished, deadline passed). */
export const overdueSql = sql<boolean>`(${appealInfo.status} in (${sql.join(
  DEADLINE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}) and ${appealInfo.deadline} is not null and ${appealInfo.deadline} < ${chinaToday})`;

const listColumns = {
  id: appealInfo.id,
  appealNo: appealInfo.appealNo,
  appealTitle: appealInfo.appealTitle,
  appealClass: appealInfo.appealClass,
  typeName: appealType.typeName,
  parentTypeName: parentType.typeName,
  appealSource: appealInfo.appealSource,
  appealSourceName: appealSource.sourceValueName,
  companyName: appealInfo.companyName,
  contactName: appealInfo.contactName,
  contactPhone: appealInfo.contactPhone,
  status: appealInfo.status,
  dealOffice: appealInfo.dealOffice,
  dealOfficeName: appealDealOffice.dealOfficeName,
  deadline: appealInfo.deadline,
  overdue: overdueSql,
  createdAt: appealInfo.createdAt,
};

function listQuery(db: Db) {
  return db
    .select(listColumns)
    .from(appealInfo)
    .innerJoin(appealType, eq(appealType.typeCode, appealInfo.appealClass))
    .leftJoin(parentType, eq(parentType.id, appealType.parentId))
    .innerJoin(appealSource, eq(appealSource.id, appealInfo.appealSource))
    .leftJoin(appealDealOffice, eq(appealDealOffice.id, appealInfo.dealOffice));
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

/** `要素保障-用地` (the parent's name first), or the class name alone for a top-level class. */
export function className(typeName: string, parentName: string | null): string {
  return parentName ? `${parentName}-${typeName}` : typeName;
}

function toListItem(r: ListRow): AppealListItem {
  return {
    id: r.id,
    appealNo: r.appealNo,
    appealTitle: r.appealTitle,
    appealClass: r.appealClass,
    appealClassName: className(r.typeName, r.parentTypeName),
    appealSource: r.appealSource,
    appealSourceName: r.appealSourceName,
    companyName: r.companyName,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    status: r.status,
    dealOffice: r.dealOffice,
    dealOfficeName: r.dealOfficeName,
    deadline: r.deadline,
    overdue: Boolean(r.overdue),
    createTime: r.createdAt.toISOString(),
  };
}

/**
 * The columns of data resource `appeal:info` (`core/data-scope.ts`): `dealOffice` is the system office linked to the
 * appeal's current dealing office (so a rule `dealOffice eq currentOffice` keeps a department to the appeals it
 * deals), `createUserId` the user who submitted or registered it.
 */
export const appealScopeBinding = {
  dealOffice: sql`(select ${appealDealOffice.officeId} from ${appealDealOffice} where ${appealDealOffice.id} = ${appealInfo.dealOffice})`,
  createUserId: appealInfo.createUserId,
};

/**
 * The staff caller's data scope on appeals (`appeal:info`): the condition every staff read and write of an appeal
 * adds (list, counts, export, statistics, detail and every workflow action), or undefined when the caller may see
 * every appeal (ADMIN, YYF, GOV, CALL without rules; DEPT by the seeded rule: appeals of a dealing office linked to
 * its own office). An appeal outside it answers like a missing one.
 */
export function appealStaffScope(db: Db, caller: ScopeCaller): Promise<SQL | undefined> {
  return dataScope(db, caller, 'appeal:info', appealScopeBinding);
}

/** Filters of a paged appeal list (the staff list, its counts and export use all; the enterprise's list a few). */
export interface AppealListFilter {
  page?: number;
  pageSize?: number;
  /** Keyword (ILIKE, escaped) on the title; with `staff`, also on the appeal number and the company name. */
  keyword?: string;
  status?: AppealStatus;
  /** Class code: the class itself or any class below it. */
  appealClass?: string;
  appealSource?: string;
  dealOffice?: string;
  streetCode?: string;
  /** true: only overdue appeals ({@link overdueSql}); false: only those not overdue. */
  overdue?: boolean;
  /** Submission date from (China-time calendar day, inclusive). */
  startTime?: string;
  /** Submission date to (China-time calendar day, inclusive). */
  endTime?: string;
  /** Only this company's appeals (the enterprise's own list). */
  companyId?: string;
  /** An extra condition (data scope of the staff list). */
  where?: SQL;
  /** The staff list: keyword on number and company too, overdue appeals first. */
  staff?: boolean;
}

/** China-time midnight of a `yyyy-MM-dd` day as an instant. */
function chinaMidnight(day: string, plusDays = 0): Date {
  const d = new Date(`${day}T00:00:00+08:00`);
  return new Date(d.getTime() + plusDays * 86_400_000);
}

/** The condition of a list filter (everything but paging). */
export function appealFilterWhere(filter: AppealListFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  const pattern = keyword ? `%${escapeLike(keyword)}%` : '';
  const classCode = filter.appealClass?.trim();
  return and(
    filter.companyId ? eq(appealInfo.companyId, filter.companyId) : undefined,
    filter.status ? eq(appealInfo.status, filter.status) : undefined,
    keyword
      ? filter.staff
        ? or(ilike(appealInfo.appealTitle, pattern), ilike(appealInfo.appealNo, pattern), ilike(appealInfo.companyName, pattern))
        : ilike(appealInfo.appealTitle, pattern)
      : undefined,
    classCode
      ? or(
          eq(appealInfo.appealClass, classCode),
          inArray(
            appealInfo.appealClass,
            sql`(select c.type_code from appeal_type c inner join appeal_type p on p.id = c.parent_id where p.type_code = ${classCode})`,
          ),
        )
      : undefined,
    filter.appealSource ? eq(appealInfo.appealSource, filter.appealSource) : undefined,
    filter.dealOffice ? eq(appealInfo.dealOffice, filter.dealOffice) : undefined,
    filter.streetCode ? eq(appealInfo.streetCode, filter.streetCode) : undefined,
    filter.overdue === true ? overdueSql : filter.overdue === false ? sql`not ${overdueSql}` : undefined,
    filter.startTime ? gte(appealInfo.createdAt, chinaMidnight(filter.startTime)) : undefined,
    filter.endTime ? lt(appealInfo.createdAt, chinaMidnight(filter.endTime, 1)) : undefined,
    filter.where,
  );
}

/** A page of appeals: newest first; the staff list puts overdue appeals first (then newest first). */
export async function appealPage(db: Db, filter: AppealListFilter): Promise<PageResult<AppealListItem>> {
  const window = toPageWindow(filter);
  const where = appealFilterWhere(filter);
  const order = filter.staff
    ? [desc(overdueSql), desc(appealInfo.createdAt), desc(appealInfo.id)]
    : [desc(appealInfo.createdAt), desc(appealInfo.id)];
  const [rows, [total]] = await Promise.all([
    listQuery(db).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(appealInfo).where(where),
  ]);
  return pageResult(rows.map(toListItem), total?.n ?? 0);
}

/** The list tabs' counts (contract `AppealCounts`). */
export type AppealCounts = components['schemas']['AppealCounts'];

/** Counts per status and overdue within `filter` (its status ignored). */
export async function appealCounts(db: Db, filter: AppealListFilter): Promise<AppealCounts> {
  const where = appealFilterWhere({ ...filter, status: undefined });
  const rows = await db
    .select({ status: appealInfo.status, n: count(), overdue: sql<number>`count(*) filter (where ${overdueSql})` })
    .from(appealInfo)
    .where(where)
    .groupBy(appealInfo.status);
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const n = (s: AppealStatus) => by.get(s) ?? 0;
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    waitAcceptCount: n('1'),
    dealingCount: n('2'),
    transferredCount: n('3'),
    waitExamineCount: n('4'),
    finishedCount: n('5'),
    archivedCount: n('6'),
    backCount: n('7'),
    overdueCount: rows.reduce((sum, r) => sum + Number(r.overdue), 0),
  };
}

/** The steps of an appeal in time order. */
export async function appealLogs(db: Db, appealId: string): Promise<AppealLogItem[]> {
  const rows = await db
    .select({
      id: appealLog.id,
      action: appealLog.action,
      fromStatus: appealLog.fromStatus,
      toStatus: appealLog.toStatus,
      opinion: appealLog.opinion,
      operatorName: appealLog.operatorName,
      dealOfficeName: appealLog.dealOfficeName,
      createdAt: appealLog.createdAt,
    })
    .from(appealLog)
    .where(eq(appealLog.appealId, appealId))
    .orderBy(asc(appealLog.createdAt), asc(appealLog.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionName: APPEAL_LOG_ACTION_NAMES[r.action],
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    opinion: r.opinion,
    operatorName: r.operatorName,
    dealOfficeName: r.dealOfficeName,
    createTime: r.createdAt.toISOString(),
  }));
}

/** Who may read: the owning company (`companyId`) or a staff condition (`where`); neither = anyone. */
export interface AppealReadScope {
  companyId?: string;
  where?: SQL;
}

/**
 * One appeal with attachments and log.
 * @throws AppError NOT_FOUND_ENTITY 诉求不存在 when it does not exist or is outside `scope` (another company's
 *   appeal answers exactly like a missing one).
 */
export async function loadAppealDetail(db: Db, id: string, scope: AppealReadScope): Promise<AppealDetail> {
  const [row] = await listQuery(db)
    .where(and(eq(appealInfo.id, id), scope.companyId ? eq(appealInfo.companyId, scope.companyId) : undefined, scope.where))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', APPEAL_NOT_FOUND);
  const [[extra], logs] = await Promise.all([
    db
      .select({
        appealContent: appealInfo.appealContent,
        companyId: appealInfo.companyId,
        creditCode: appealInfo.creditCode,
        serviceAreaType: appealInfo.serviceAreaType,
        streetCode: appealInfo.streetCode,
        streetName: sysRegion.name,
        files: appealInfo.files,
        dealContent: appealInfo.dealContent,
        dealFiles: appealInfo.dealFiles,
        dealTime: appealInfo.dealTime,
        examineOpinion: appealInfo.examineOpinion,
        backReason: appealInfo.backReason,
        syncStatus: appealInfo.syncStatus,
        satisfaction: appealInfo.satisfaction,
        satisfactionRemark: appealInfo.satisfactionRemark,
        rateTime: appealInfo.rateTime,
      })
      .from(appealInfo)
      .leftJoin(sysRegion, eq(sysRegion.code, appealInfo.streetCode))
      .where(eq(appealInfo.id, id))
      .limit(1),
    appealLogs(db, id),
  ]);
  if (!extra) throw new AppError('NOT_FOUND_ENTITY', APPEAL_NOT_FOUND);
  return {
    ...toListItem(row),
    appealContent: extra.appealContent,
    companyId: extra.companyId,
    creditCode: extra.creditCode,
    serviceAreaType: extra.serviceAreaType,
    streetCode: extra.streetCode,
    streetName: extra.streetName,
    files: extra.files.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
    dealContent: extra.dealContent,
    dealFiles: extra.dealFiles.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
    dealTime: extra.dealTime ? extra.dealTime.toISOString() : null,
    examineOpinion: extra.examineOpinion,
    backReason: extra.backReason,
    syncStatus: extra.syncStatus,
    satisfaction: extra.satisfaction,
    satisfactionRemark: extra.satisfactionRemark,
    rateTime: extra.rateTime ? extra.rateTime.toISOString() : null,
    logs,
  };
}

/** The latest 50 attempts of the provincial sync of an appeal (`appeal_sync_log`), newest first (the staff detail). */
export async function appealSyncLogs(db: Db, appealId: string): Promise<AppealSyncLogItem[]> {
  const rows = await db
    .select({ attempt: appealSyncLog.attempt, outcome: appealSyncLog.outcome, message: appealSyncLog.message, createdAt: appealSyncLog.createdAt })
    .from(appealSyncLog)
    .where(eq(appealSyncLog.appealId, appealId))
    .orderBy(desc(appealSyncLog.createdAt), desc(appealSyncLog.attempt))
    .limit(50);
  return rows.map((r) => ({ attempt: r.attempt, outcome: r.outcome, message: r.message, createTime: r.createdAt.toISOString() }));
}

/** Counts of one company's appeals for the home block: all, 办理中 (1–4, 7), 已办结 (5, 6). */
export async function companyAppealCounts(db: Db, companyId: string): Promise<{ total: number; dealingCount: number; finishedCount: number }> {
  const rows = await db
    .select({ status: appealInfo.status, n: count() })
    .from(appealInfo)
    .where(eq(appealInfo.companyId, companyId))
    .groupBy(appealInfo.status);
  let total = 0;
  let dealingCount = 0;
  let finishedCount = 0;
  for (const r of rows) {
    const n = Number(r.n);
    total += n;
    if (isFinishedAppeal(r.status)) finishedCount += n;
    else dealingCount += n;
  }
  return { total, dealingCount, finishedCount };
}

/** The newest `limit` appeals of a company (id, title, status, time). */
export async function latestCompanyAppeals(db: Db, companyId: string, limit: number) {
  const rows = await db
    .select({ id: appealInfo.id, appealTitle: appealInfo.appealTitle, status: appealInfo.status, createdAt: appealInfo.createdAt })
    .from(appealInfo)
    .where(eq(appealInfo.companyId, companyId))
    .orderBy(desc(appealInfo.createdAt), desc(appealInfo.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, appealTitle: r.appealTitle, status: r.status, createTime: r.createdAt.toISOString() }));
}
