/**
 * Reading research institutes (研究院所; seeds 000 §2 techService/institutesList, institutesdetails;
 * 001 §7 /tech/institute/*) as the contract's `TechInstituteItem` and `TechInstitute`.
 */
import { eq, type SQL } from 'drizzle-orm';
import { PERM, type components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { techInstitute as t } from '../../../db/schema';
import { domainNameSql, iso, ownerNameSql } from '../item/item.queries';
import type { TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechInstituteItem = components['schemas']['TechInstituteItem'];
/** The detail shape of the contract. */
export type TechInstituteDetail = components['schemas']['TechInstitute'];

const ITEM_COLUMNS = {
  id: t.id,
  instituteName: t.instituteName,
  instituteType: t.instituteType,
  domainId: t.domainId,
  domainName: domainNameSql(t.domainId),
  address: t.address,
  logo: t.logo,
  summary: t.summary,
  status: t.status,
  putawayTime: t.putawayTime,
  viewCount: t.viewCount,
  createdAt: t.createdAt,
};

const itemQuery = (db: Db) => db.select(ITEM_COLUMNS).from(t);
type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

function toItem(r: ItemRow): TechInstituteItem {
  return {
    id: r.id,
    instituteName: r.instituteName,
    instituteType: r.instituteType,
    domainId: r.domainId,
    domainName: r.domainName,
    address: r.address,
    logo: r.logo ?? null,
    summary: r.summary,
    status: r.status,
    putawayTime: iso(r.putawayTime),
    viewCount: r.viewCount,
    createTime: r.createdAt.toISOString(),
  };
}

/** The institute rows of the shared item-kind code. */
export const instituteRows: TechKindRows<TechInstituteItem, TechInstituteDetail> = {
  kind: 'institute',
  label: '研究院所',
  notFound: '研究院所不存在',
  listPermission: PERM.techInstituteList,
  columns: { id: t.id, status: t.status, domainId: t.domainId, name: t.instituteName, putawayTime: t.putawayTime, createUserId: t.createUserId, viewCount: t.viewCount, createdAt: t.createdAt },
  table: t,
  async items(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
    const rows = await itemQuery(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map(toItem);
  },
  async detail(db: Db, id: string) {
    const [r] = await db
      .select({
        ...ITEM_COLUMNS,
        streetCode: t.streetCode,
        content: t.content,
        website: t.website,
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
        streetCode: r.streetCode,
        content: r.content,
        website: r.website,
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
