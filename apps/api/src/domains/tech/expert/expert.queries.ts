/**
 * Reading experts (专家库; seeds 000 §2 techService/expertlist, expertdetails; 001 §7 /tech/expert/*)
 * as the contract's `TechExpertItem` and `TechExpert`.
 */
import { eq, type SQL } from 'drizzle-orm';
import { PERM, type components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { techExpert as t } from '../../../db/schema';
import { domainNameSql, iso, ownerNameSql } from '../item/item.queries';
import type { TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechExpertItem = components['schemas']['TechExpertItem'];
/** The detail shape of the contract. */
export type TechExpertDetail = components['schemas']['TechExpert'];

const ITEM_COLUMNS = {
  id: t.id,
  expertName: t.expertName,
  gender: t.gender,
  jobTitle: t.jobTitle,
  organizationName: t.organizationName,
  domainId: t.domainId,
  domainName: domainNameSql(t.domainId),
  researchField: t.researchField,
  avatar: t.avatar,
  status: t.status,
  putawayTime: t.putawayTime,
  viewCount: t.viewCount,
  createdAt: t.createdAt,
};

const itemQuery = (db: Db) => db.select(ITEM_COLUMNS).from(t);
type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

function toItem(r: ItemRow): TechExpertItem {
  return {
    id: r.id,
    expertName: r.expertName,
    gender: r.gender,
    jobTitle: r.jobTitle,
    organizationName: r.organizationName,
    domainId: r.domainId,
    domainName: r.domainName,
    researchField: r.researchField,
    avatar: r.avatar ?? null,
    status: r.status,
    putawayTime: iso(r.putawayTime),
    viewCount: r.viewCount,
    createTime: r.createdAt.toISOString(),
  };
}

/** The expert rows of the shared item-kind code. */
export const expertRows: TechKindRows<TechExpertItem, TechExpertDetail> = {
  kind: 'expert',
  label: '专家',
  notFound: '专家不存在',
  listPermission: PERM.techExpertList,
  columns: { id: t.id, status: t.status, domainId: t.domainId, name: t.expertName, putawayTime: t.putawayTime, createUserId: t.createUserId, viewCount: t.viewCount, createdAt: t.createdAt },
  table: t,
  async items(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
    const rows = await itemQuery(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map(toItem);
  },
  async detail(db: Db, id: string) {
    const [r] = await db
      .select({
        ...ITEM_COLUMNS,
        introduction: t.introduction,
        contactPhone: t.contactPhone,
        email: t.email,
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
        introduction: r.introduction,
        contactPhone: r.contactPhone,
        email: r.email,
        reviewOpinion: r.reviewOpinion,
        reviewTime: iso(r.reviewTime),
        createUserName: r.createUserName,
        updateTime: r.updatedAt.toISOString(),
      },
    };
  },
};
