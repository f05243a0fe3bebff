/**
 * Policy labels and the personal policy area (issue 15; seeds 001 §3 "Policy labels carry an enable
 * flag", §7 "/admin/policy/label", "/pol/my/*").
 *
 * - `pol_label`: a named set of enterprise tags (`pol_label_tag`); an enterprise carries the label
 *   when it carries every tag of it. `pol_info_label` ties policies to labels (the policy form's
 *   `labelIds`); a label in use cannot be deleted.
 * - `pol_collect`: a user's collected policies (我的收藏).
 * - `pol_my_view`: a user's viewed policies, one row per policy with the latest view (我的浏览).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { polInfo } from './policy';
import { tagInfo } from './policy-service';
import { sysUser } from './sys';

export const polLabel = pgTable(
  'pol_label',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    labelName: text('label_name').notNull(),
    /** '1' 启用, '0' 停用 (`PolicyEnableFlag`). */
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pol_label_name_uq').on(t.labelName)],
);

/** The enterprise tags of a policy label. */
export const polLabelTag = pgTable(
  'pol_label_tag',
  {
    labelId: uuid('label_id')
      .notNull()
      .references(() => polLabel.id, { onDelete: 'cascade' }),
    tagInfoId: uuid('tag_info_id')
      .notNull()
      .references(() => tagInfo.id),
  },
  (t) => [primaryKey({ columns: [t.labelId, t.tagInfoId] }), index('pol_label_tag_tag_idx').on(t.tagInfoId)],
);

/** Labels of policies (the admin policy form's `labelIds`). */
export const polInfoLabel = pgTable(
  'pol_info_label',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => polInfo.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => polLabel.id),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.labelId] }), index('pol_info_label_label_idx').on(t.labelId)],
);

/** A user's collected policies (我的收藏). */
export const polCollect = pgTable(
  'pol_collect',
  {
    /** The collection's own id (收藏 id of `PolCollectItem`). */
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    polInfoId: uuid('pol_info_id')
      .notNull()
      .references(() => polInfo.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.polInfoId] }), uniqueIndex('pol_collect_id_uq').on(t.id), index('pol_collect_user_idx').on(t.userId, t.createdAt.desc())],
);

/** A user's viewed policies: one row per (user, policy), the latest view and how many. */
export const polMyView = pgTable(
  'pol_my_view',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    polInfoId: uuid('pol_info_id')
      .notNull()
      .references(() => polInfo.id, { onDelete: 'cascade' }),
    viewCount: integer('view_count').notNull().default(1),
    lastViewAt: timestamp('last_view_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.polInfoId] }), index('pol_my_view_user_idx').on(t.userId, t.lastViewAt.desc())],
);
