/**
 * Row shapes of the dictionary screens (`SysDictType`, `SysDictValue`; openapi/README.md part
 * `sys-portal` "/sys/dictType/*, /sys/dictValue/*"). A type is identified by `id` on the screens;
 * its `code` is the key values (and getDict) refer to.
 */
import { count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { sysDictType, sysDictValue } from '../../../db/schema';
import { found } from '../../../core/entity';
import { iso } from '../../../core/values';

/** A dictionary type as the contract lists it. */
export interface DictTypeItem {
  id: string;
  dictTypeCode: string;
  dictTypeName: string;
  sort: number;
  enableFlag: '0' | '1';
  remark: string | null;
  valueCount: number;
  createTime: string;
}

/** A dictionary value as the contract lists it. */
export interface DictValueItem {
  id: string;
  dictTypeCode: string;
  label: string;
  value: string;
  sort: number;
  enableFlag: '0' | '1';
  remark: string | null;
  createTime: string;
}

/** Number of values of a type, as a correlated subquery. */
export const dictValueCount = sql<number>`(select count(*)::int from ${sysDictValue} where ${sysDictValue.dictTypeCode} = ${sysDictType.code})`;

/** Columns selected for {@link DictTypeItem}. */
export const dictTypeColumns = {
  id: sysDictType.id,
  dictTypeCode: sysDictType.code,
  dictTypeName: sysDictType.name,
  sort: sysDictType.sort,
  enableFlag: sysDictType.enableFlag,
  remark: sysDictType.remark,
  valueCount: dictValueCount,
  createdAt: sysDictType.createdAt,
};

/** Columns selected for {@link DictValueItem}. */
export const dictValueColumns = {
  id: sysDictValue.id,
  dictTypeCode: sysDictValue.dictTypeCode,
  label: sysDictValue.label,
  value: sysDictValue.value,
  sort: sysDictValue.sort,
  enableFlag: sysDictValue.enableFlag,
  remark: sysDictValue.remark,
  createdAt: sysDictValue.createdAt,
};

/** Maps a selected type row to {@link DictTypeItem}. */
export function toDictTypeItem({ createdAt, valueCount, ...r }: { createdAt: Date; valueCount: number } & Omit<DictTypeItem, 'createTime' | 'valueCount'>): DictTypeItem {
  return { ...r, valueCount: Number(valueCount), createTime: iso(createdAt) };
}

/** Maps a selected value row to {@link DictValueItem}. */
export function toDictValueItem({ createdAt, ...r }: { createdAt: Date } & Omit<DictValueItem, 'createTime'>): DictValueItem {
  return { ...r, createTime: iso(createdAt) };
}

/**
 * A dictionary type by record id.
 * @throws AppError NOT_FOUND_ENTITY 字典类型不存在.
 */
export async function dictTypeById(db: Db, id: string): Promise<DictTypeItem> {
  const [row] = await db.select(dictTypeColumns).from(sysDictType).where(eq(sysDictType.id, id)).limit(1);
  return toDictTypeItem(found(row, '字典类型不存在'));
}

/**
 * A dictionary value by id.
 * @throws AppError NOT_FOUND_ENTITY 字典值不存在.
 */
export async function dictValueById(db: Db, id: string): Promise<DictValueItem> {
  const [row] = await db.select(dictValueColumns).from(sysDictValue).where(eq(sysDictValue.id, id)).limit(1);
  return toDictValueItem(found(row, '字典值不存在'));
}

/** Number of values stored under a type code. */
export async function countDictValues(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysDictValue).where(eq(sysDictValue.dictTypeCode, code));
  return Number(row?.n ?? 0);
}
