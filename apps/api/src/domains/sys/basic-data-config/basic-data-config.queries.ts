/**
 * Basic-data configuration by type (seeds 001 §3 "basic-data configs by type with an enable flag,
 * appeal class, appeal source and dealOffice"): 1 诉求分类 appeal classes, 2 诉求来源 appeal
 * sources, 3 服务类别 service categories — a two-level tree (`parentId`) whose entries carry their
 * handling office (dealOffice).
 */
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { type BasicDataConfigType, sysBasicDataConfig, sysOffice } from '../../../db/schema';
import { found } from '../../../core/entity';
import { isoOrNull } from '../../../core/values';

/** The type whose entries form the two-level tree and carry a dealOffice. */
export const SERVICE_CATEGORY: BasicDataConfigType = '3';

/** An entry as the contract gives it (`SysBasicDataConfig`). */
export interface BasicDataConfigItem {
  id: string;
  configType: BasicDataConfigType;
  configName: string;
  configCode: string | null;
  parentId: string | null;
  sort: number;
  enableFlag: '0' | '1';
  dealOfficeId: string | null;
  dealOfficeName: string | null;
  serviceDesc: string | null;
  remark: string | null;
  updateTime: string | null;
}

/** Columns selected for {@link BasicDataConfigItem} (join {@link sysOffice} on the dealOffice). */
export const basicDataConfigColumns = {
  id: sysBasicDataConfig.id,
  configType: sysBasicDataConfig.configType,
  configName: sysBasicDataConfig.configName,
  configCode: sysBasicDataConfig.configCode,
  parentId: sysBasicDataConfig.parentId,
  sort: sysBasicDataConfig.sort,
  enableFlag: sysBasicDataConfig.enableFlag,
  dealOfficeId: sysBasicDataConfig.dealOfficeId,
  dealOfficeName: sysOffice.officeName,
  serviceDesc: sysBasicDataConfig.serviceDesc,
  remark: sysBasicDataConfig.remark,
  createdAt: sysBasicDataConfig.createdAt,
  updatedAt: sysBasicDataConfig.updatedAt,
};

type Selected = Omit<BasicDataConfigItem, 'updateTime' | 'dealOfficeName'> & { dealOfficeName: string | null; createdAt: Date; updatedAt: Date | null };

/** Maps a selected row to {@link BasicDataConfigItem}; `updateTime` falls back to the creation time. */
export function toBasicDataConfigItem({ createdAt, updatedAt, ...r }: Selected): BasicDataConfigItem {
  return { ...r, updateTime: isoOrNull(updatedAt ?? createdAt) };
}

/** A select of {@link basicDataConfigColumns} with the dealOffice joined. */
export function selectBasicDataConfig(db: Db) {
  return db
    .select(basicDataConfigColumns)
    .from(sysBasicDataConfig)
    .leftJoin(sysOffice, eq(sysOffice.id, sysBasicDataConfig.dealOfficeId));
}

/** Entry order: sort, then name. */
export const basicDataConfigOrder = [asc(sysBasicDataConfig.sort), asc(sysBasicDataConfig.configName), asc(sysBasicDataConfig.id)];

/**
 * An entry by id.
 * @throws AppError NOT_FOUND_ENTITY 配置不存在.
 */
export async function basicDataConfigById(db: Db, id: string): Promise<BasicDataConfigItem> {
  const [row] = await selectBasicDataConfig(db).where(eq(sysBasicDataConfig.id, id)).limit(1);
  return toBasicDataConfigItem(found(row, '配置不存在'));
}

/**
 * Orders a flat list as a tree read top-down: each top-level entry followed by its children
 * (entries whose parent is not in the list are dropped when `dropOrphans`).
 */
export function parentsThenChildren<T extends { id: string; parentId: string | null }>(items: readonly T[], dropOrphans: boolean): T[] {
  const ids = new Set(items.map((i) => i.id));
  const byParent = new Map<string, T[]>();
  for (const i of items) if (i.parentId) byParent.set(i.parentId, [...(byParent.get(i.parentId) ?? []), i]);
  const out: T[] = [];
  for (const i of items) {
    if (i.parentId) {
      if (!ids.has(i.parentId) && !dropOrphans) out.push(i);
      continue;
    }
    out.push(i, ...(byParent.get(i.id) ?? []));
  }
  return out;
}
