/**
 * Reading technology requirements (技术需求; seeds 000 §2 techService/techneed, techneeddetails; 001 §7
 * /tech/requirement/*) as the contract's `TechRequirementItem` and `TechRequirement`.
 */
import { eq, type SQL } from 'drizzle-orm';
import { PERM, type components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { techRequirement as t } from '../../../db/schema';
import { domainNameSql, iso, ownerNameSql } from '../item/item.queries';
import type { TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechRequirementItem = components['schemas']['TechRequirementItem'];
/** The detail shape of the contract. */
export type TechRequirementDetail = components['schemas']['TechRequirement'];

const ITEM_COLUMNS = {
  id: t.id,
  requirementName: t.requirementName,
  domainId: t.domainId,
  domainName: domainNameSql(t.domainId),
  companyName: t.companyName,
  budget: t.budget,
  deadline: t.deadline,
  cooperationMode: t.cooperationMode,
  summary: t.summary,
  status: t.status,
  putawayTime: t.putawayTime,
  viewCount: t.viewCount,
  createdAt: t.createdAt,
};

const itemQuery = (db: Db) => db.select(ITEM_COLUMNS).from(t);
type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

function toItem(r: ItemRow): TechRequirementItem {
  return {
    id: r.id,
    requirementName: r.requirementName,
    domainId: r.domainId,
    domainName: r.domainName,
    companyName: r.companyName,
    budget: r.budget,
    deadline: r.deadline,
    cooperationMode: r.cooperationMode,
    summary: r.summary,
    status: r.status,
    putawayTime: iso(r.putawayTime),
    viewCount: r.viewCount,
    createTime: r.createdAt.toISOString(),
  };
}

/** The requirement rows of the shared item-kind code. */
export const requirementRows: TechKindRows<TechRequirementItem, TechRequirementDetail> = {
  kind: 'requirement',
  label: '技术需求',
  notFound: '技术需求不存在',
  listPermission: PERM.techRequirementList,
  columns: { id: t.id, status: t.status, domainId: t.domainId, name: t.requirementName, putawayTime: t.putawayTime, createUserId: t.createUserId, viewCount: t.viewCount, createdAt: t.createdAt },
  table: t,
  async items(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
    const rows = await itemQuery(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map(toItem);
  },
  async detail(db: Db, id: string) {
    const [r] = await db
      .select({
        ...ITEM_COLUMNS,
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
