/**
 * Reading technology achievements (科技成果; seeds 000 §2 techService/resultList, resultdetals; 001 §7
 * /tech/achievement/*) as the contract's `TechAchievementItem` and `TechAchievement`.
 */
import { eq, type SQL } from 'drizzle-orm';
import { PERM, type components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { techAchievement as t } from '../../../db/schema';
import { domainNameSql, iso, ownerNameSql, typeNameSql } from '../item/item.queries';
import type { TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechAchievementItem = components['schemas']['TechAchievementItem'];
/** The detail shape of the contract. */
export type TechAchievementDetail = components['schemas']['TechAchievement'];

const ITEM_COLUMNS = {
  id: t.id,
  achievementName: t.achievementName,
  domainId: t.domainId,
  domainName: domainNameSql(t.domainId),
  typeName: typeNameSql(t.bigTypeCode, t.smallTypeCode),
  maturity: t.maturity,
  cooperationMode: t.cooperationMode,
  price: t.price,
  holderName: t.holderName,
  summary: t.summary,
  images: t.images,
  status: t.status,
  putawayTime: t.putawayTime,
  viewCount: t.viewCount,
  createdAt: t.createdAt,
};

const itemQuery = (db: Db) => db.select(ITEM_COLUMNS).from(t);
type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

function toItem(r: ItemRow): TechAchievementItem {
  return {
    id: r.id,
    achievementName: r.achievementName,
    domainId: r.domainId,
    domainName: r.domainName,
    typeName: r.typeName,
    maturity: r.maturity,
    cooperationMode: r.cooperationMode,
    price: r.price,
    holderName: r.holderName,
    summary: r.summary,
    images: r.images,
    status: r.status,
    putawayTime: iso(r.putawayTime),
    viewCount: r.viewCount,
    createTime: r.createdAt.toISOString(),
  };
}

/** The achievement rows of the shared item-kind code. */
export const achievementRows: TechKindRows<TechAchievementItem, TechAchievementDetail> = {
  kind: 'achievement',
  label: '科技成果',
  notFound: '科技成果不存在',
  listPermission: PERM.techAchievementList,
  columns: { id: t.id, status: t.status, domainId: t.domainId, name: t.achievementName, putawayTime: t.putawayTime, createUserId: t.createUserId, viewCount: t.viewCount, createdAt: t.createdAt },
  table: t,
  async items(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
    const rows = await itemQuery(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map(toItem);
  },
  async detail(db: Db, id: string) {
    const [r] = await db
      .select({
        ...ITEM_COLUMNS,
        bigTypeCode: t.bigTypeCode,
        smallTypeCode: t.smallTypeCode,
        patentNo: t.patentNo,
        content: t.content,
        contactName: t.contactName,
        contactPhone: t.contactPhone,
        reviewOpinion: t.reviewOpinion,
        reviewTime: t.reviewTime,
        createUserId: t.createUserId,
        createUserName: ownerNameSql(t.createUserId),
        updatedAt: t.updatedAt,
      })
      .from(t)
      .where(eq(t.id, id))
      .limit(1);
    if (!r) return undefined;
    return {
      ownerId: r.createUserId,
      data: {
        ...toItem(r),
        bigTypeCode: r.bigTypeCode,
        smallTypeCode: r.smallTypeCode,
        patentNo: r.patentNo,
        content: r.content,
        contactName: r.contactName,
        contactPhone: r.contactPhone,
        reviewOpinion: r.reviewOpinion,
        reviewTime: iso(r.reviewTime),
        createUserName: r.createUserName,
        updateTime: r.updatedAt.toISOString(),
      },
    };
  },
};
