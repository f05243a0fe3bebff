/**
 * The call records' SQL (seeds 000 §2 `/ecall`, seeds 001 §7 /call/data/*; issue 16): the filtered, paged list shared
 * by `listCallData` and `exportCallData` (so an export never holds a row the list would hide), the row → item
 * mappers, the detail and the operator rule of `saveCallData` / `deleteCallData`.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';

import type { QueryOf } from '../../../core/handler';
import { pagedSelect, type PageResult, toPageWindow } from '../../../core/paging';
import { containsPattern, iso } from '../../../core/values';
import type { Db } from '../../../db/client';
import { callData, type CallHandleStatusCode, type CallTypeCode, sysRegion } from '../../../db/schema';

/** Texts of the call records' answers. */
export const CALL_MESSAGES = {
  notFound: '话务记录不存在',
  sameTime: '开始时间和结束时间不能相等',
  endBeforeStart: '结束时间不能早于开始时间',
  streetUnknown: '所属乡镇（街道）不存在',
  notOwn: '只能修改自己登记的话务记录',
  appealMissing: '关联的诉求不存在',
  appealKept: '已转诉求的话务记录不能改为其他处理状态',
  contentRequired: '请输入通话内容',
  phoneRequired: '请输入电话号码',
} as const;

/** The filters of the list and the export. */
export type CallDataFilters = Omit<QueryOf<'listCallData'>, 'page' | 'pageSize'>;

/** A row as the list and the export read it. */
const listColumns = {
  id: callData.id,
  callType: callData.callType,
  phone: callData.phone,
  contactName: callData.contactName,
  companyName: callData.companyName,
  streetName: sysRegion.name,
  callStartTime: callData.callStartTime,
  callEndTime: callData.callEndTime,
  callContent: callData.callContent,
  handleStatus: callData.handleStatus,
  handleResult: callData.handleResult,
  operatorName: callData.operatorName,
  createdAt: callData.createdAt,
};

interface ListRow {
  id: string;
  callType: CallTypeCode;
  phone: string;
  contactName: string | null;
  companyName: string | null;
  streetName: string | null;
  callStartTime: Date;
  callEndTime: Date;
  callContent: string;
  handleStatus: CallHandleStatusCode;
  handleResult: string | null;
  operatorName: string;
  createdAt: Date;
}

/** A list item (contract call-data-item.yaml) plus the export's extra fields. */
export interface CallDataItem {
  id: string;
  callType: '1' | '2';
  phone: string;
  contactName: string | null;
  companyName: string | null;
  streetName: string | null;
  callStartTime: string;
  callDuration: number;
  callContent: string;
  handleStatus: '1' | '2' | '3';
  operatorName: string;
  createTime: string;
}

/** The export's row: the item plus the handling result. */
export type CallDataExportRow = CallDataItem & { handleResult: string | null; callEndTime: string };

/** Seconds between start and end (0 when the end is not after the start). */
export function callDurationOf(start: Date, end: Date): number {
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000));
}

function toItem(row: ListRow): CallDataExportRow {
  return {
    id: row.id,
    callType: row.callType,
    phone: row.phone,
    contactName: row.contactName,
    companyName: row.companyName,
    streetName: row.streetName,
    callStartTime: iso(row.callStartTime),
    callEndTime: iso(row.callEndTime),
    callDuration: callDurationOf(row.callStartTime, row.callEndTime),
    callContent: row.callContent,
    handleStatus: row.handleStatus,
    handleResult: row.handleResult,
    operatorName: row.operatorName,
    createTime: iso(row.createdAt),
  };
}

/** Start of a China-time calendar day (`yyyy-MM-dd`) as an instant. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The day after `day` in China time, as an instant (exclusive upper bound of a date filter). */
export function chinaDayAfter(day: string): Date {
  return new Date(chinaDayStart(day).getTime() + 86_400_000);
}

/** The date window on the call's start time (China-time days, both inclusive). */
export function callDateWindow(filters: { startDate?: string; endDate?: string }): SQL | undefined {
  return and(
    filters.startDate ? gte(callData.callStartTime, chinaDayStart(filters.startDate)) : undefined,
    filters.endDate ? lt(callData.callStartTime, chinaDayAfter(filters.endDate)) : undefined,
  );
}

function whereOf(filters: CallDataFilters): SQL | undefined {
  const pattern = containsPattern(filters.keyword);
  return and(
    pattern
      ? or(
          ilike(callData.phone, pattern),
          ilike(callData.contactName, pattern),
          ilike(callData.companyName, pattern),
          ilike(callData.callContent, pattern),
        )
      : undefined,
    filters.callType ? eq(callData.callType, filters.callType) : undefined,
    filters.handleStatus ? eq(callData.handleStatus, filters.handleStatus) : undefined,
    filters.streetCode ? eq(callData.streetCode, filters.streetCode) : undefined,
    callDateWindow(filters),
  );
}

/**
 * One page of call records, newest call first.
 * @returns `{ list, total }` of {@link CallDataExportRow} (the list's items carry the export's extra fields too).
 */
export function callDataPage(db: Db, query: CallDataFilters & { page?: number; pageSize?: number }): Promise<PageResult<CallDataExportRow>> {
  const window = toPageWindow(query);
  const where = whereOf(query);
  return pagedSelect(
    db
      .select(listColumns)
      .from(callData)
      .leftJoin(sysRegion, eq(sysRegion.code, callData.streetCode))
      .where(where)
      .orderBy(desc(callData.callStartTime), desc(callData.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: sql<number>`count(*)` }).from(callData).where(where),
    toItem,
  );
}

/** The full record (contract call-data-detail.yaml), or undefined. */
export async function findCallData(db: Db, id: string) {
  const [row] = await db
    .select({ call: callData, streetName: sysRegion.name })
    .from(callData)
    .leftJoin(sysRegion, eq(sysRegion.code, callData.streetCode))
    .where(eq(callData.id, id))
    .limit(1);
  if (!row) return undefined;
  const c = row.call;
  return {
    id: c.id,
    callType: c.callType,
    phone: c.phone,
    contactName: c.contactName,
    companyId: c.companyId,
    companyName: c.companyName,
    streetCode: c.streetCode,
    streetName: row.streetName,
    callStartTime: iso(c.callStartTime),
    callEndTime: iso(c.callEndTime),
    callDuration: callDurationOf(c.callStartTime, c.callEndTime),
    callContent: c.callContent,
    handleStatus: c.handleStatus,
    handleResult: c.handleResult,
    appealId: c.appealId,
    remark: c.remark,
    operatorName: c.operatorName,
    createTime: iso(c.createdAt),
    updateTime: iso(c.updatedAt),
  };
}

/** True for a caller who sees and edits every record (ADMIN, YYF); a CALL operator edits only their own. */
export function editsAllCalls(user: { roles: readonly string[]; userType: string }): boolean {
  return user.roles.includes('ADMIN') || user.roles.includes('YYF') || user.userType === 'ADMIN' || user.userType === 'YYF';
}
