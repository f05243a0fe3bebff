/**
 * The four listing kinds of the factory and land market as the contract shows them (seeds 000 §2
 * sdmarket; 001 §7 /land/*, /workshop/*): the columns every kind selects (the town's name joined
 * from `sys_region`, the publisher's name from `sys_user`), the mapping of a row to the contract's
 * list item and detail, and the phone masking of the public answers. Each kind's own columns are
 * in `listing-kind.ts`.
 */
import type { ListingStatus } from '@qifu/land-rules';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { sysRegion, sysUser, type ListingImage } from '../../../db/schema';
import type { ListingTable } from './listing-access';

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

/** The list item columns every kind has (besides its own). */
export function listingItemColumns(t: ListingTable) {
  return {
    id: t.id,
    title: t.title,
    streetName: streetNameOf(t.streetCode),
    images: t.images,
    contactName: t.contactName,
    contactPhone: t.contactPhone,
    status: t.status,
    publishTime: t.publishTime,
    viewCount: t.viewCount,
    createdAt: t.createdAt,
  };
}

/** The detail columns every kind has besides its list item's (the owner's ids stay internal). */
export function listingDetailColumns(t: ListingTable) {
  return {
    streetCode: t.streetCode,
    description: t.description,
    reviewOpinion: t.reviewOpinion,
    createUserName: userNameOf(t.createUserId),
    updatedAt: t.updatedAt,
    companyId: t.companyId,
    createUserId: t.createUserId,
  };
}

/** What the item mapping reads of every kind's row. */
export interface ListingItemRow {
  id: string;
  title: string;
  streetName: string | null;
  images: ListingImage[];
  contactName: string;
  contactPhone: string;
  status: ListingStatus;
  publishTime: Date | null;
  viewCount: number;
  createdAt: Date;
}

/** What the detail mapping reads of every kind's row besides the item's. */
export interface ListingDetailRow extends ListingItemRow {
  streetCode: string | null;
  description: string | null;
  reviewOpinion: string | null;
  createUserName: string;
  updatedAt: Date;
  companyId: string | null;
  createUserId: string;
}

/** A list row → the contract's list item: the kind's own fields as they are, the times as ISO. */
export type ListingItemOf<R extends ListingItemRow> = Omit<R, 'publishTime' | 'createdAt'> & { publishTime: string | null; createTime: string };
/** A detail row → the contract's detail: the item's fields, `updatedAt` as `updateTime`, without the owner's ids. */
export type ListingDetailOf<R extends ListingDetailRow> = ListingItemOf<Omit<R, 'updatedAt' | 'companyId' | 'createUserId'>> & { updateTime: string };

/** A listing row → list item (the contact phone masked unless `v.fullPhone`). */
export function toListingItem<R extends ListingItemRow>(r: R, v: PhoneVisibility): ListingItemOf<R> {
  const { publishTime, createdAt, contactPhone, ...rest } = r;
  return {
    ...rest,
    contactPhone: v.fullPhone ? contactPhone : maskPhone(contactPhone),
    publishTime: publishTime ? publishTime.toISOString() : null,
    createTime: createdAt.toISOString(),
  } as ListingItemOf<R>;
}

/** A listing row → detail. */
export function toListingDetail<R extends ListingDetailRow>(r: R, v: PhoneVisibility): ListingDetailOf<R> {
  const { updatedAt, companyId: _companyId, createUserId: _createUserId, ...rest } = r;
  return { ...toListingItem(rest, v), updateTime: updatedAt.toISOString() };
}
