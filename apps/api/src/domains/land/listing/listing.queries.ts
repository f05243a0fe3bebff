/**
 * The four listing kinds of the factory and land market as the contract shows them (seeds 000 §2
 * sdmarket; 001 §7 /land/*, /workshop/*): the columns to select (the town's name joined from
 * `sys_region`, the publisher's name from `sys_user`), the mapping of a row to the contract's list
 * item and detail, and the phone masking of the public answers.
 */
import type { components } from '@qifu/sdk';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

import { landDemand, landInfo, sysRegion, sysUser, workshopDemand, workshopInfo } from '../../../db/schema';

type Schemas = components['schemas'];
export type LandInfoItem = Schemas['LandInfoItem'];
export type LandInfoDetail = Schemas['LandInfo'];
export type LandDemandItem = Schemas['LandDemandItem'];
export type LandDemandDetail = Schemas['LandDemand'];
export type WorkshopInfoItem = Schemas['WorkshopInfoItem'];
export type WorkshopInfoDetail = Schemas['WorkshopInfo'];
export type WorkshopDemandItem = Schemas['WorkshopDemandItem'];
export type WorkshopDemandDetail = Schemas['WorkshopDemand'];

/**
 * A mobile number with its middle four digits hidden (`13857212345` → `138****2345`); anything
 * shorter than 7 characters becomes `****`. Public lists and anonymous detail readers get this.
 */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** Whether the answer shows the full contact phone. */
export interface PhoneVisibility {
  fullPhone: boolean;
}

/** The name of a town code (level-3 `sys_region` row), null when unknown. */
function streetNameOf(streetCode: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${sysRegion.name} from ${sysRegion} where ${sysRegion.code} = ${streetCode})`;
}

/** The name of the user who created a listing. */
function userNameOf(userId: PgColumn): SQL<string> {
  return sql<string>`coalesce((select ${sysUser.name} from ${sysUser} where ${sysUser.id} = ${userId}), '')`;
}

const iso = (d: Date): string => d.toISOString();
const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);
const phone = (value: string, v: PhoneVisibility): string => (v.fullPhone ? value : maskPhone(value));

// ---- land supply ----

/** Columns of a land supply list item. */
export const LAND_INFO_ITEM_COLUMNS = {
  id: landInfo.id,
  title: landInfo.title,
  landNo: landInfo.landNo,
  streetName: streetNameOf(landInfo.streetCode),
  address: landInfo.address,
  landArea: landInfo.landArea,
  landUse: landInfo.landUse,
  supplyMode: landInfo.supplyMode,
  price: landInfo.price,
  ownerName: landInfo.ownerName,
  images: landInfo.images,
  contactName: landInfo.contactName,
  contactPhone: landInfo.contactPhone,
  status: landInfo.status,
  publishTime: landInfo.publishTime,
  viewCount: landInfo.viewCount,
  createdAt: landInfo.createdAt,
};

/** Columns of a land supply detail. */
export const LAND_INFO_DETAIL_COLUMNS = {
  ...LAND_INFO_ITEM_COLUMNS,
  streetCode: landInfo.streetCode,
  useYears: landInfo.useYears,
  description: landInfo.description,
  reviewOpinion: landInfo.reviewOpinion,
  createUserName: userNameOf(landInfo.createUserId),
  updatedAt: landInfo.updatedAt,
  companyId: landInfo.companyId,
  createUserId: landInfo.createUserId,
};

/** The row a select of column map `C` answers. */
type Row<C> = SelectResultFields<C>;

export type LandInfoItemRow = Row<typeof LAND_INFO_ITEM_COLUMNS>;
export type LandInfoDetailRow = Row<typeof LAND_INFO_DETAIL_COLUMNS>;

/** A land supply row → list item. */
export function toLandInfoItem(r: LandInfoItemRow, v: PhoneVisibility): LandInfoItem {
  return {
    id: r.id,
    title: r.title,
    landNo: r.landNo,
    streetName: r.streetName,
    address: r.address,
    landArea: r.landArea,
    landUse: r.landUse,
    supplyMode: r.supplyMode,
    price: r.price,
    ownerName: r.ownerName,
    images: r.images,
    contactName: r.contactName,
    contactPhone: phone(r.contactPhone, v),
    status: r.status,
    publishTime: isoOrNull(r.publishTime),
    viewCount: r.viewCount,
    createTime: iso(r.createdAt),
  };
}

/** A land supply row → detail. */
export function toLandInfoDetail(r: LandInfoDetailRow, v: PhoneVisibility): LandInfoDetail {
  return {
    ...toLandInfoItem(r, v),
    streetCode: r.streetCode,
    useYears: r.useYears,
    description: r.description,
    reviewOpinion: r.reviewOpinion,
    createUserName: r.createUserName,
    updateTime: iso(r.updatedAt),
  };
}

// ---- land demand ----

/** Columns of a land demand list item. */
export const LAND_DEMAND_ITEM_COLUMNS = {
  id: landDemand.id,
  title: landDemand.title,
  companyName: landDemand.companyName,
  industry: landDemand.industry,
  demandArea: landDemand.demandArea,
  landUse: landDemand.landUse,
  supplyMode: landDemand.supplyMode,
  streetName: streetNameOf(landDemand.streetCode),
  investAmount: landDemand.investAmount,
  images: landDemand.images,
  contactName: landDemand.contactName,
  contactPhone: landDemand.contactPhone,
  status: landDemand.status,
  publishTime: landDemand.publishTime,
  viewCount: landDemand.viewCount,
  createdAt: landDemand.createdAt,
};

/** Columns of a land demand detail. */
export const LAND_DEMAND_DETAIL_COLUMNS = {
  ...LAND_DEMAND_ITEM_COLUMNS,
  streetCode: landDemand.streetCode,
  description: landDemand.description,
  reviewOpinion: landDemand.reviewOpinion,
  createUserName: userNameOf(landDemand.createUserId),
  updatedAt: landDemand.updatedAt,
  companyId: landDemand.companyId,
  createUserId: landDemand.createUserId,
};

export type LandDemandItemRow = Row<typeof LAND_DEMAND_ITEM_COLUMNS>;
export type LandDemandDetailRow = Row<typeof LAND_DEMAND_DETAIL_COLUMNS>;

/** A land demand row → list item. */
export function toLandDemandItem(r: LandDemandItemRow, v: PhoneVisibility): LandDemandItem {
  return {
    id: r.id,
    title: r.title,
    companyName: r.companyName,
    industry: r.industry,
    demandArea: r.demandArea,
    landUse: r.landUse,
    supplyMode: r.supplyMode,
    streetName: r.streetName,
    investAmount: r.investAmount,
    images: r.images,
    contactName: r.contactName,
    contactPhone: phone(r.contactPhone, v),
    status: r.status,
    publishTime: isoOrNull(r.publishTime),
    viewCount: r.viewCount,
    createTime: iso(r.createdAt),
  };
}

/** A land demand row → detail. */
export function toLandDemandDetail(r: LandDemandDetailRow, v: PhoneVisibility): LandDemandDetail {
  return {
    ...toLandDemandItem(r, v),
    streetCode: r.streetCode,
    description: r.description,
    reviewOpinion: r.reviewOpinion,
    createUserName: r.createUserName,
    updateTime: iso(r.updatedAt),
  };
}

// ---- workshop supply ----

/** Columns of a workshop list item. */
export const WORKSHOP_INFO_ITEM_COLUMNS = {
  id: workshopInfo.id,
  title: workshopInfo.title,
  streetName: streetNameOf(workshopInfo.streetCode),
  address: workshopInfo.address,
  buildingArea: workshopInfo.buildingArea,
  floor: workshopInfo.floor,
  dealType: workshopInfo.dealType,
  price: workshopInfo.price,
  ownerName: workshopInfo.ownerName,
  images: workshopInfo.images,
  contactName: workshopInfo.contactName,
  contactPhone: workshopInfo.contactPhone,
  status: workshopInfo.status,
  publishTime: workshopInfo.publishTime,
  viewCount: workshopInfo.viewCount,
  createdAt: workshopInfo.createdAt,
};

/** Columns of a workshop detail. */
export const WORKSHOP_INFO_DETAIL_COLUMNS = {
  ...WORKSHOP_INFO_ITEM_COLUMNS,
  streetCode: workshopInfo.streetCode,
  floorHeight: workshopInfo.floorHeight,
  loadBearing: workshopInfo.loadBearing,
  description: workshopInfo.description,
  reviewOpinion: workshopInfo.reviewOpinion,
  createUserName: userNameOf(workshopInfo.createUserId),
  updatedAt: workshopInfo.updatedAt,
  companyId: workshopInfo.companyId,
  createUserId: workshopInfo.createUserId,
};

export type WorkshopInfoItemRow = Row<typeof WORKSHOP_INFO_ITEM_COLUMNS>;
export type WorkshopInfoDetailRow = Row<typeof WORKSHOP_INFO_DETAIL_COLUMNS>;

/** A workshop row → list item. */
export function toWorkshopInfoItem(r: WorkshopInfoItemRow, v: PhoneVisibility): WorkshopInfoItem {
  return {
    id: r.id,
    title: r.title,
    streetName: r.streetName,
    address: r.address,
    buildingArea: r.buildingArea,
    floor: r.floor,
    dealType: r.dealType,
    price: r.price,
    ownerName: r.ownerName,
    images: r.images,
    contactName: r.contactName,
    contactPhone: phone(r.contactPhone, v),
    status: r.status,
    publishTime: isoOrNull(r.publishTime),
    viewCount: r.viewCount,
    createTime: iso(r.createdAt),
  };
}

/** A workshop row → detail. */
export function toWorkshopInfoDetail(r: WorkshopInfoDetailRow, v: PhoneVisibility): WorkshopInfoDetail {
  return {
    ...toWorkshopInfoItem(r, v),
    streetCode: r.streetCode,
    floorHeight: r.floorHeight,
    loadBearing: r.loadBearing,
    description: r.description,
    reviewOpinion: r.reviewOpinion,
    createUserName: r.createUserName,
    updateTime: iso(r.updatedAt),
  };
}

// ---- workshop demand ----

/** Columns of a workshop demand list item. */
export const WORKSHOP_DEMAND_ITEM_COLUMNS = {
  id: workshopDemand.id,
  title: workshopDemand.title,
  companyName: workshopDemand.companyName,
  industry: workshopDemand.industry,
  demandArea: workshopDemand.demandArea,
  dealType: workshopDemand.dealType,
  streetName: streetNameOf(workshopDemand.streetCode),
  budget: workshopDemand.budget,
  images: workshopDemand.images,
  contactName: workshopDemand.contactName,
  contactPhone: workshopDemand.contactPhone,
  status: workshopDemand.status,
  publishTime: workshopDemand.publishTime,
  viewCount: workshopDemand.viewCount,
  createdAt: workshopDemand.createdAt,
};

/** Columns of a workshop demand detail. */
export const WORKSHOP_DEMAND_DETAIL_COLUMNS = {
  ...WORKSHOP_DEMAND_ITEM_COLUMNS,
  streetCode: workshopDemand.streetCode,
  description: workshopDemand.description,
  reviewOpinion: workshopDemand.reviewOpinion,
  createUserName: userNameOf(workshopDemand.createUserId),
  updatedAt: workshopDemand.updatedAt,
  companyId: workshopDemand.companyId,
  createUserId: workshopDemand.createUserId,
};

export type WorkshopDemandItemRow = Row<typeof WORKSHOP_DEMAND_ITEM_COLUMNS>;
export type WorkshopDemandDetailRow = Row<typeof WORKSHOP_DEMAND_DETAIL_COLUMNS>;

/** A workshop demand row → list item. */
export function toWorkshopDemandItem(r: WorkshopDemandItemRow, v: PhoneVisibility): WorkshopDemandItem {
  return {
    id: r.id,
    title: r.title,
    companyName: r.companyName,
    industry: r.industry,
    demandArea: r.demandArea,
    dealType: r.dealType,
    streetName: r.streetName,
    budget: r.budget,
    images: r.images,
    contactName: r.contactName,
    contactPhone: phone(r.contactPhone, v),
    status: r.status,
    publishTime: isoOrNull(r.publishTime),
    viewCount: r.viewCount,
    createTime: iso(r.createdAt),
  };
}

/** A workshop demand row → detail. */
export function toWorkshopDemandDetail(r: WorkshopDemandDetailRow, v: PhoneVisibility): WorkshopDemandDetail {
  return {
    ...toWorkshopDemandItem(r, v),
    streetCode: r.streetCode,
    description: r.description,
    reviewOpinion: r.reviewOpinion,
    createUserName: r.createUserName,
    updateTime: iso(r.updatedAt),
  };
}
