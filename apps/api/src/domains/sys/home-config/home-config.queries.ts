/**
 * Home configuration (`SysHomeConfig`): entries of the portal home — 1 轮播图 carousel slides, 2 热点板块
 * hot blocks — and of the footer — 3 快捷链接 quick links, 4 友情链接 friend links (seeds 000 §2
 * "Footer: quick links, friend links, a contact block, a record number") — plus the footer contact
 * block (`SysHomeContact`), one stored row that getPublicConfig serves as well.
 */
import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { type HomeConfigType, sysHomeConfig, sysHomeContact } from '../../../db/schema';
import { PLATFORM_CONSTANTS } from '../platform/platform-constants';
import { assertLinkFitsType } from '../platform/platform.queries';
import { found } from '../../../core/entity';
import { isoOrNull } from '../../../core/values';

/** A home configuration entry as the contract gives it. */
export interface HomeConfigItem {
  id: string;
  configType: HomeConfigType;
  title: string;
  imagePath: string | null;
  linkUrl: string | null;
  linkType: '1' | '2';
  summary: string | null;
  sort: number;
  enableFlag: '0' | '1';
  updateTime: string | null;
}

/** Maps a row to {@link HomeConfigItem}; `updateTime` falls back to the creation time. */
export function toHomeConfigItem(r: typeof sysHomeConfig.$inferSelect): HomeConfigItem {
  return {
    id: r.id,
    configType: r.configType,
    title: r.title,
    imagePath: r.imagePath,
    linkUrl: r.linkUrl,
    linkType: r.linkType,
    summary: r.summary,
    sort: r.sort,
    enableFlag: r.enableFlag,
    updateTime: isoOrNull(r.updatedAt ?? r.createdAt),
  };
}

/**
 * A home configuration entry by id.
 * @throws AppError NOT_FOUND_ENTITY 首页配置不存在.
 */
export async function homeConfigById(db: Db, id: string): Promise<HomeConfigItem> {
  const [row] = await db.select().from(sysHomeConfig).where(eq(sysHomeConfig.id, id)).limit(1);
  return toHomeConfigItem(found(row, '首页配置不存在'));
}

/**
 * The rules of an entry's content: carousel slides and hot blocks need an image, quick and friend
 * links an address; an address must fit its link type (站内 `/…`, 外部 `http(s)://…`).
 * @throws AppError BUSINESS_RULE with the Chinese reason.
 */
export function assertHomeConfigContent(entry: { configType: HomeConfigType; imagePath: string | null; linkUrl: string | null; linkType: '1' | '2' }): void {
  if ((entry.configType === '1' || entry.configType === '2') && !entry.imagePath) {
    throw new AppError('BUSINESS_RULE', '轮播图和热点板块请上传图片');
  }
  if ((entry.configType === '3' || entry.configType === '4') && !entry.linkUrl) {
    throw new AppError('BUSINESS_RULE', '快捷链接和友情链接请填写跳转地址');
  }
  if (entry.linkUrl) assertLinkFitsType(entry.linkUrl, entry.linkType, '/');
}

/** The footer contact block as the contract gives it. */
export interface HomeContact {
  serviceCentreName: string;
  hotline: string;
  mailbox: string;
  serviceHours: string;
  address: string | null;
  recordNumber: string;
}

/** The platform's built-in contact block, used until one is saved (seeds 000 §9: 08:30-17:00). */
export const DEFAULT_HOME_CONTACT: HomeContact = {
  serviceCentreName: PLATFORM_CONSTANTS.serviceCentreName,
  hotline: PLATFORM_CONSTANTS.hotline,
  mailbox: PLATFORM_CONSTANTS.mailbox,
  serviceHours: PLATFORM_CONSTANTS.serviceHours,
  address: null,
  recordNumber: PLATFORM_CONSTANTS.recordNumber,
};

/** The stored contact block, or {@link DEFAULT_HOME_CONTACT} when none was saved. */
export async function readHomeContact(db: Db): Promise<HomeContact> {
  const [row] = await db.select().from(sysHomeContact).where(eq(sysHomeContact.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_HOME_CONTACT };
  return {
    serviceCentreName: row.serviceCentreName,
    hotline: row.hotline,
    mailbox: row.mailbox,
    serviceHours: row.serviceHours,
    address: row.address,
    recordNumber: row.recordNumber,
  };
}
