/**
 * Users, roles, menus, dictionaries, regions and the route log (seeds 000 §3, §6).
 * Column names are snake_case; ids are uuid `gen_random_uuid()`; times are timestamptz.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { company } from './company';

/** Accounts of every user type (QY, GR, YYF, GOV, DEPT, ADMIN, CALL). */
export const sysUser = pgTable(
  'sys_user',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userName: text('user_name').notNull(),
    /** argon2id hash (PHC string). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    userType: text('user_type').notNull(),
    phone: text('phone'),
    companyId: uuid('company_id').references(() => company.id),
    enabled: boolean('enabled').notNull().default(true),
    pwdUpdateTime: timestamp('pwd_update_time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_user_user_name_uq').on(t.userName)],
);

/** Roles; `code` doubles as the OpenAPI role name in `bearerAuth: [CODE]`. */
export const sysRole = pgTable(
  'sys_role',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.code)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

/** Menu entries (`menu_type` 'menu') and permission-only buttons (`menu_type` 'button'). */
export const sysMenu = pgTable(
  'sys_menu',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    title: text('title').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    menuType: text('menu_type').$type<'menu' | 'button'>().notNull().default('menu'),
    permission: text('permission'),
  },
  (t) => [index('sys_menu_parent_idx').on(t.parentId)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => sysMenu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_menu_menu_idx').on(t.menuId)],
);

export const sysDictType = pgTable('sys_dict_type', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const sysDictValue = pgTable(
  'sys_dict_value',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    dictTypeCode: text('dict_type_code')
      .notNull()
      .references(() => sysDictType.code, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dict_value_type_value_uq').on(t.dictTypeCode, t.value)],
);

/** Region dataset: level 1 city, 2 district/county, 3 street/town. */
export const sysRegion = pgTable(
  'sys_region',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
  },
  (t) => [index('sys_region_parent_idx').on(t.parentCode)],
);

/** Route-change log (seeds 000 §2 "Every route change is logged"). */
export const sysActionLog = pgTable(
  'sys_action_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    routerName: text('router_name').notNull(),
    pageTitle: text('page_title'),
    userId: uuid('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_action_log_created_idx').on(t.createdAt)],
);
