/**
 * System configuration of the portal (openapi/README.md part `sys-portal`): the main-menu
 * sub-platforms, live broadcasts, home/footer configuration and the footer contact block,
 * basic-data configuration by type (seeds 001 §3), and feedback messages (seeds 000 §3).
 * Codes are the contract's strings: enable flag '0' 停用 / '1' 启用, link type '1' 站内 / '2' 外部.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { sysOffice, sysUser } from './sys';

/** Enable flag of configuration records (`EnableFlag`): '0' 停用, '1' 启用. */
export type EnableFlagCode = '0' | '1';
/** Link type: '1' 站内页面, '2' 外部站点. */
export type LinkTypeCode = '1' | '2';

/** Sub-platform entries of the portal main menu (seeds 000 §2 "Menu targets"). */
export const sysPlatform = pgTable(
  'sys_platform',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    platformName: text('platform_name').notNull(),
    /** `/page/…` for 站内, `http(s)://…` for 外部. */
    platformUrl: text('platform_url').notNull(),
    linkType: text('link_type').$type<LinkTypeCode>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** Shown greyed out and not clickable. */
    disabled: boolean('disabled').notNull().default(false),
    /** Enterprise users get a signed external link first. */
    needSign: boolean('need_sign').notNull().default(false),
    enableFlag: text('enable_flag').$type<EnableFlagCode>().notNull().default('1'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sys_platform_name_uq').on(t.platformName), index('sys_platform_sort_idx').on(t.sort)],
);

/** Live-broadcast publish state (`SysLivePublishStatus`): '0' 未发布, '1' 已发布. */
export type LivePublishStatus = '0' | '1';

/** Live broadcasts shown on the portal (training and publicity). */
export const sysLive = pgTable(
  'sys_live',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    liveTitle: text('live_title').notNull(),
    liveUrl: text('live_url').notNull(),
    coverPath: text('cover_path'),
    hostUnit: text('host_unit'),
    /** Sanitized HTML (rich-text editor). */
    liveDesc: text('live_desc'),
    liveStartTime: timestamp('live_start_time', { withTimezone: true }).notNull(),
    liveEndTime: timestamp('live_end_time', { withTimezone: true }).notNull(),
    publishStatus: text('publish_status').$type<LivePublishStatus>().notNull().default('0'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('sys_live_publish_idx').on(t.publishStatus, t.liveStartTime.desc())],
);

/** Home configuration type: '1' 轮播图, '2' 热点板块, '3' 快捷链接, '4' 友情链接. */
export type HomeConfigType = '1' | '2' | '3' | '4';

/** Entries of the portal home (carousel, hot blocks) and footer (quick links, friend links). */
export const sysHomeConfig = pgTable(
  'sys_home_config',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    configType: text('config_type').$type<HomeConfigType>().notNull(),
    title: text('title').notNull(),
    imagePath: text('image_path'),
    linkUrl: text('link_url'),
    linkType: text('link_type').$type<LinkTypeCode>().notNull().default('1'),
    summary: text('summary'),
    sort: integer('sort').notNull().default(0),
    enableFlag: text('enable_flag').$type<EnableFlagCode>().notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('sys_home_config_type_idx').on(t.configType, t.sort)],
);

/** The footer contact block: a single row (`id` = 1). */
export const sysHomeContact = pgTable('sys_home_contact', {
  id: smallint('id').primaryKey().default(1),
  serviceCentreName: text('service_centre_name').notNull(),
  hotline: text('hotline').notNull(),
  mailbox: text('mailbox').notNull(),
  serviceHours: text('service_hours').notNull(),
  address: text('address'),
  recordNumber: text('record_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Basic-data configuration type (seeds 001 §3): '1' 诉求分类, '2' 诉求来源, '3' 服务类别. */
export type BasicDataConfigType = '1' | '2' | '3';

/**
 * Basic-data configuration by type with an enable flag and an ordering (seeds 001 §3); service
 * categories (type 3) form a two-level tree through `parent_id` and carry their dealOffice.
 * A name is unique within its type and parent.
 */
export const sysBasicDataConfig = pgTable(
  'sys_basic_data_config',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    configType: text('config_type').$type<BasicDataConfigType>().notNull(),
    configName: text('config_name').notNull(),
    configCode: text('config_code'),
    parentId: uuid('parent_id').references((): AnyPgColumn => sysBasicDataConfig.id),
    sort: integer('sort').notNull().default(0),
    enableFlag: text('enable_flag').$type<EnableFlagCode>().notNull().default('1'),
    /** The handling office (dealOffice) of a service category; cleared when the office is deleted. */
    dealOfficeId: uuid('deal_office_id').references(() => sysOffice.id, { onDelete: 'set null' }),
    serviceDesc: text('service_desc'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('sys_basic_data_config_type_idx').on(t.configType, t.sort),
    index('sys_basic_data_config_parent_idx').on(t.parentId),
    uniqueIndex('sys_basic_data_config_name_uq').on(t.configType, sql`coalesce(${t.parentId}::text, '')`, t.configName),
  ],
);

/** Feedback handling state (`SysFeedbackStatus`): '0' 待处理, '1' 已处理. */
export type FeedbackStatus = '0' | '1';

/** Feedback messages of the portal's feedback dialog (seeds 000 §3 "Feedback form"). */
export const sysFeedback = pgTable(
  'sys_feedback',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** 标题 (the documents' field name). */
    name: text('name').notNull(),
    /** 留言. */
    textarea: text('textarea').notNull(),
    /** 其他. */
    othervalue: text('othervalue').notNull(),
    /** 姓名. */
    namevalue: text('namevalue').notNull(),
    /** 手机号. */
    phonevalue: text('phonevalue').notNull(),
    userId: uuid('user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    handleStatus: text('handle_status').$type<FeedbackStatus>().notNull().default('0'),
    handleResult: text('handle_result'),
    handleTime: timestamp('handle_time', { withTimezone: true }),
    handleUserId: uuid('handle_user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_feedback_created_idx').on(t.createdAt.desc()), index('sys_feedback_status_idx').on(t.handleStatus)],
);
