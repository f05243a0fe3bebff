/**
 * Sub-platform entries of the portal main menu (`SysPlatform`; seeds 000 §2 "Menu targets": internal
 * pages `/page/…` and external sites, menu order, "marked not disabled", signed links for QY).
 */
import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { sysPlatform } from '../../../db/schema';
import { found } from '../../../core/entity';
import { isoOrNull } from '../../../core/values';

/** A sub-platform entry as the contract gives it. */
export interface PlatformItem {
  id: string;
  platformName: string;
  platformUrl: string;
  linkType: '1' | '2';
  sort: number;
  disabled: boolean;
  needSign: boolean;
  enableFlag: '0' | '1';
  remark: string | null;
  updateTime: string | null;
}

type PlatformRow = typeof sysPlatform.$inferSelect;

/** Maps a row to {@link PlatformItem}; `updateTime` falls back to the creation time. */
export function toPlatformItem(r: PlatformRow): PlatformItem {
  return {
    id: r.id,
    platformName: r.platformName,
    platformUrl: r.platformUrl,
    linkType: r.linkType,
    sort: r.sort,
    disabled: r.disabled,
    needSign: r.needSign,
    enableFlag: r.enableFlag,
    remark: r.remark,
    updateTime: isoOrNull(r.updatedAt ?? r.createdAt),
  };
}

/**
 * A sub-platform entry by id.
 * @throws AppError NOT_FOUND_ENTITY 子平台不存在.
 */
export async function platformById(db: Db, id: string): Promise<PlatformItem> {
  const [row] = await db.select().from(sysPlatform).where(eq(sysPlatform.id, id)).limit(1);
  return toPlatformItem(found(row, '子平台不存在'));
}

/**
 * Checks that an address fits its link type: 站内 (`'1'`) → `/page/…`, 外部 (`'2'`) → `http(s)://…`.
 * @throws AppError BUSINESS_RULE with the Chinese reason.
 */
export function assertLinkFitsType(url: string, linkType: '1' | '2', internalPrefix = '/page/'): void {
  if (linkType === '1' && !url.startsWith(internalPrefix)) {
    throw new AppError('BUSINESS_RULE', `站内页面地址必须以 ${internalPrefix} 开头`);
  }
  if (linkType === '2' && !/^https?:\/\/[^/\s]+/i.test(url)) {
    throw new AppError('BUSINESS_RULE', '外部站点地址必须以 http:// 或 https:// 开头');
  }
}
