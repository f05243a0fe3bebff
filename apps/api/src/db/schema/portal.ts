/**
 * Tables of the public home (seeds 000 §2 /page/home; seeds 001 §7 "/policy/doc/* (public):
 * carousel" and "/admin/carousel/*").
 *
 * - `pol_carousel`: the slides of the policy service carousel. The portal shows the slides in
 *   state 1 已上架 by `sort` (listPolicyCarousel); the administration of the policy-admin contract
 *   (`openapi/domains/policy-admin/paths/*carousel*`, state table `PolicyShelfStatus`: 0 草稿,
 *   1 已上架, 2 已下架) reuses this table. `file_path` is a stored upload's `filePath`, or an
 *   address of the web app starting with `/` (the seeded demo banners under `/banners/`).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { polInfo } from './policy';
import { sysUser } from './sys';

/** Shelf state of a slide (`PolicyShelfStatus`): '0' 草稿, '1' 已上架, '2' 已下架. */
export type CarouselStatus = '0' | '1' | '2';
/** Click target of a slide (`CarouselLinkType`): '0' none, '1' a policy's details, '2' an address. */
export type CarouselLinkType = '0' | '1' | '2';

export const polCarousel = pgTable(
  'pol_carousel',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    /** The image: an upload's filePath (read through /files/dowload) or a web-app address `/…`. */
    filePath: text('file_path').notNull(),
    linkType: text('link_type').$type<CarouselLinkType>().notNull().default('0'),
    /** The linked policy (linkType 1). */
    policyId: uuid('policy_id').references(() => polInfo.id, { onDelete: 'set null' }),
    /** The linked address (linkType 2): in-app `/page/…` or `http(s)://…`. */
    linkUrl: text('link_url'),
    /** Order, small first. */
    sort: integer('sort').notNull().default(0),
    status: text('status').$type<CarouselStatus>().notNull().default('0'),
    createdBy: uuid('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pol_carousel_status_sort_idx').on(t.status, t.sort)],
);
