/**
 * Tables of news, industry information, about us and the column pages (seeds 000 §2 industryinfo,
 * industryinfodetails, aboutus, commercialLaw, quality, financialService, peopleBuild; seeds 001 §7
 * /cms/news/* and /cms/news/column/*, /aboutUs/*).
 *
 * - `cms_news_column`: the column tree (栏目). Each portal column page is a top-level column found
 *   by its `code` (industryinfo, commercialLaw, quality, finance, peopleBuild); its `description`
 *   (sanitized HTML) is the page's introduction, its children are the page's tabs / services.
 * - `cms_news`: articles with the publish state of `NewsStatus` (0 草稿 → 1 已发布 ⇄ 2 已下线) and
 *   the flags isTop / isShow kept in every state. The portal shows state 1 with isShow in a column
 *   whose whole ancestry is shown.
 * - `cms_about_us` (one row) and `cms_about_section`: the 关于我们 page, as sections (title + HTML).
 *
 * Every HTML column holds HTML already passed through `sanitizeRichText` (core/sanitize-html.ts).
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { sysUser } from './sys';

/** News publish state (`NewsStatus` of the contract): '0' 草稿, '1' 已发布, '2' 已下线. */
export type NewsStatusCode = '0' | '1' | '2';

export const cmsNewsColumn = pgTable(
  'cms_news_column',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The parent column; null at the top. A column with children or news cannot be deleted. */
    parentId: uuid('parent_id').references((): AnyPgColumn => cmsNewsColumn.id, { onDelete: 'restrict' }),
    columnName: text('column_name').notNull(),
    /** Stable address of the column in portal URLs (`?column=notice`), unique. */
    code: text('code').notNull(),
    /** Introduction shown on the column's page (sanitized HTML). */
    description: text('description'),
    /** The column's external sub-platform (质量服务, 金融服务 …), opened by 进入…平台. */
    linkUrl: text('link_url'),
    remark: text('remark'),
    /** Order among siblings, small first. */
    sort: integer('sort').notNull().default(0),
    /** Shown on the portal; a hidden column hides its whole subtree and their news. */
    isShow: boolean('is_show').notNull().default(true),
    createdBy: uuid('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => sysUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_news_column_code_uq').on(t.code), index('cms_news_column_parent_idx').on(t.parentId, t.sort)],
);

export const cmsNews = pgTable(
  'cms_news',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    columnId: uuid('column_id')
      .notNull()
      .references(() => cmsNewsColumn.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    /** Plain-text summary shown in lists. */
    summary: text('summary'),
    /** Body (sanitized HTML). */
    content: text('content').notNull().default(''),
    /** Cover image: original file name and the storage path answered by POST /files/upload. */
    coverName: text('cover_name'),
    coverPath: text('cover_path'),
    source: text('source'),
    author: text('author'),
    /** Time of the latest publish; null while never published. */
    publishTime: timestamp('publish_time', { withTimezone: true }),
    status: text('status').$type<NewsStatusCode>().notNull().default('0'),
    isTop: boolean('is_top').notNull().default(false),
    isShow: boolean('is_show').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => sysUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the portal lists: published + shown, top first, newest first
    index('cms_news_public_idx').on(t.status, t.isShow, t.isTop.desc(), t.publishTime.desc()),
    index('cms_news_column_idx').on(t.columnId, t.publishTime.desc()),
    index('cms_news_created_idx').on(t.createdAt.desc()),
  ],
);

/** The 关于我们 page header and contact block: a single row (`id` = 1). */
export const cmsAboutUs = pgTable('cms_about_us', {
  id: smallint('id').primaryKey().default(1),
  title: text('title').notNull(),
  address: text('address'),
  phone: text('phone'),
  mailbox: text('mailbox'),
  updatedBy: uuid('updated_by').references(() => sysUser.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sections of the 关于我们 page (平台简介, 服务内容, 联系我们 …), in `sort` order. */
export const cmsAboutSection = pgTable(
  'cms_about_section',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Section heading; empty for an untitled introduction. */
    title: text('title').notNull().default(''),
    /** Section body (sanitized HTML). */
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cms_about_section_sort_idx').on(t.sort)],
);
