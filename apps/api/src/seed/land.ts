/** Demo content of the factory and land market: land, factory buildings, demands (seeds 000 §2 sdmarket). */
import { LISTING_STATUS, type ListingStatus, type LoggedListingAction } from '@qifu/land-rules';
import { inArray } from 'drizzle-orm';

import type { Db } from '../db/client';
import {
  type MarketBizType,
  type MarketKind,
  company,
  landDemand,
  landInfo,
  marketReviewLog,
  sysUser,
  workshopDemand,
  workshopInfo,
} from '../db/schema';
import { demoLandDemands, demoLandInfos, demoWorkshopDemands, demoWorkshopInfos } from './content/land';
import { demoImageOf } from './demo-media';
import type { PortalSeedContext } from './portal-context';

/** The reviewer of the demo listings (the operator account). */
const REVIEWER = 'yyf';

/** A day (YYYY-MM-DD) at a China-time hour. */
function chinaTime(day: string, hour: number): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
}

interface SeededListing {
  id: string;
  status: ListingStatus;
  created: string;
  published?: string;
  reviewOpinion?: string;
  owner: string;
}

/**
 * The review log a listing's state implies: submit (by its creator, the day after creation or on
 * it), then pass (on the publish day), reject, takedown — as the transition table would have
 * written them.
 */
function reviewRows(
  market: MarketKind,
  bizType: MarketBizType,
  listing: SeededListing,
  user: (userName: string) => { id: string; name: string },
): (typeof marketReviewLog.$inferInsert)[] {
  const rows: (typeof marketReviewLog.$inferInsert)[] = [];
  const row = (action: LoggedListingAction, from: ListingStatus, to: ListingStatus, at: Date, who: string, opinion: string | null) => {
    const u = user(who);
    rows.push({ market, bizType, bizId: listing.id, action, fromStatus: from, toStatus: to, opinion, operatorId: u.id, operatorName: u.name, createdAt: at });
  };
  const { draft, pending, published, rejected, offline } = LISTING_STATUS;
  if (listing.status === draft) return rows;
  row('submit', draft, pending, chinaTime(listing.created, 16), listing.owner, null);
  if (listing.status === rejected) row('reject', pending, rejected, chinaTime(listing.created, 18), REVIEWER, listing.reviewOpinion ?? '信息不完整');
  if ((listing.status === published || listing.status === offline) && listing.published) {
    row('pass', pending, published, chinaTime(listing.published, 10), REVIEWER, '信息完整，同意上架');
    if (listing.status === offline) {
      const down = new Date(chinaTime(listing.published, 10).getTime() + 30 * 86_400_000);
      row('takedown', published, offline, down, REVIEWER, listing.reviewOpinion ?? '已成交');
    }
  }
  return rows;
}

/**
 * Writes the demo content (content/land.ts): land supply, factory buildings, land and workshop
 * demands with their review log; runs once, inside the demo seed's transaction.
 * @returns counts for the start-up summary.
 */
export async function seedLandDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  const userIds = [...new Set([REVIEWER, ...[demoLandInfos, demoWorkshopInfos, demoLandDemands, demoWorkshopDemands].flat().map((l) => l.owner)])].map((n) => {
    const id = ctx.userIds.get(n);
    if (!id) throw new Error(`demo user ${n} missing`);
    return id;
  });
  const users = await db.select({ id: sysUser.id, userName: sysUser.userName, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, userIds));
  const byName = new Map(users.map((u) => [u.userName, u]));
  const user = (userName: string) => {
    const u = byName.get(userName);
    if (!u) throw new Error(`demo user ${userName} missing`);
    return u;
  };
  const companies = await db.select({ id: company.id, name: company.companyName }).from(company).where(inArray(company.id, [...ctx.companyIds]));
  const companyByName = new Map(companies.map((c) => [c.name, c.id]));
  const qyCompany = ctx.companyIds[0] ?? null;
  /** The listing's enterprise: the qy account's for its listings, else a demo company of that name. */
  const companyOf = (owner: string, name: string) => (owner === 'qy' ? qyCompany : (companyByName.get(name) ?? null));

  const common = (l: (typeof demoLandInfos)[number] | (typeof demoWorkshopInfos)[number] | (typeof demoLandDemands)[number] | (typeof demoWorkshopDemands)[number]) => {
    const createdAt = chinaTime(l.created, 9);
    const publishTime = l.published ? chinaTime(l.published, 10) : null;
    return {
      title: l.title,
      streetCode: l.streetCode,
      description: l.description,
      images: [],
      contactName: l.contactName,
      contactPhone: l.contactPhone,
      status: l.status,
      reviewOpinion: l.reviewOpinion ?? (publishTime ? '信息完整，同意上架' : null),
      publishTime,
      viewCount: l.viewCount,
      createUserId: user(l.owner).id,
      createdAt,
      updatedAt: publishTime ?? createdAt,
    };
  };

  const lands = await db
    .insert(landInfo)
    .values(
      demoLandInfos.map((l, i) => ({
        ...common(l),
        // two photos per supply listing (issue 14: listings have photos), stored demo images
        images: [demoImageOf('land', i), demoImageOf('land', i + 1)],
        landNo: l.landNo,
        address: l.address,
        landArea: l.landArea,
        landUse: l.landUse,
        supplyMode: l.supplyMode,
        price: l.price,
        useYears: l.useYears,
        ownerName: l.ownerName,
        companyId: companyOf(l.owner, l.ownerName),
      })),
    )
    .returning({ id: landInfo.id });
  const workshops = await db
    .insert(workshopInfo)
    .values(
      demoWorkshopInfos.map((w, i) => ({
        ...common(w),
        images: [demoImageOf('workshop', i), demoImageOf('workshop', i + 1)],
        address: w.address,
        buildingArea: w.buildingArea,
        floor: w.floor,
        floorHeight: w.floorHeight,
        loadBearing: w.loadBearing,
        dealType: w.dealType,
        price: w.price,
        ownerName: w.ownerName,
        companyId: companyOf(w.owner, w.ownerName),
      })),
    )
    .returning({ id: workshopInfo.id });
  const landDemands = await db
    .insert(landDemand)
    .values(
      demoLandDemands.map((d) => ({
        ...common(d),
        companyName: d.companyName,
        industry: d.industry,
        demandArea: d.demandArea,
        landUse: d.landUse,
        supplyMode: d.supplyMode,
        investAmount: d.investAmount,
        companyId: companyOf(d.owner, d.companyName),
      })),
    )
    .returning({ id: landDemand.id });
  const workshopDemands = await db
    .insert(workshopDemand)
    .values(
      demoWorkshopDemands.map((d) => ({
        ...common(d),
        companyName: d.companyName,
        industry: d.industry,
        demandArea: d.demandArea,
        dealType: d.dealType,
        budget: d.budget,
        companyId: companyOf(d.owner, d.companyName),
      })),
    )
    .returning({ id: workshopDemand.id });

  const withIds = <L extends Omit<SeededListing, 'id'>>(content: readonly L[], ids: readonly { id: string }[]): SeededListing[] =>
    content.map((l, i) => ({ ...l, id: ids[i]?.id ?? '' }));
  const log = [
    ...withIds(demoLandInfos, lands).flatMap((l) => reviewRows('land', 'info', l, user)),
    ...withIds(demoLandDemands, landDemands).flatMap((l) => reviewRows('land', 'demand', l, user)),
    ...withIds(demoWorkshopInfos, workshops).flatMap((l) => reviewRows('workshop', 'info', l, user)),
    ...withIds(demoWorkshopDemands, workshopDemands).flatMap((l) => reviewRows('workshop', 'demand', l, user)),
  ];
  if (log.length > 0) await db.insert(marketReviewLog).values(log);

  return {
    landInfo: lands.length,
    workshopInfo: workshops.length,
    landDemand: landDemands.length,
    workshopDemand: workshopDemands.length,
    marketReviewLog: log.length,
  };
}
