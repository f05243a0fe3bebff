/**
 * Users, offices, roles, menus, data rules, dictionaries, regions and the route log (seeds 000 §3,
 * §6; seeds 001 §6). Column names are snake_case; ids are uuid `gen_random_uuid()`; times are
 * timestamptz; enable flags of administered records are the contract's codes '0' 停用 / '1' 启用.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

import type { LoginOutcome } from './abuse';
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
    /**
     * Last password change. An administrator's reset (resetPwd) sets it to the epoch, so the
     * password counts as expired (isNeedUpdatePwd) and the account list shows it as cleared.
     */
    pwdUpdateTime: timestamp('pwd_update_time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Office (department) of government and department staff; data rules use it. */
    officeId: uuid('office_id').references((): AnyPgColumn => sysOffice.id),
    /** Position of government staff (seeds 001 §2 selector `govEmpPosJob`). */
    govEmpPosJob: text('gov_emp_pos_job'),
  },
  (t) => [uniqueIndex('sys_user_user_name_uq').on(t.userName), index('sys_user_office_idx').on(t.officeId)],
);

/** Office type codes of the contract: '1' 县政府, '2' 县级部门, '3' 乡镇（街道）, '4' 其他单位. */
export type OfficeTypeCode = '1' | '2' | '3' | '4';

/**
 * Offices (departments) as a tree (`parent_id`, null for a root). Names are unique across the
 * tree: issuing units of policies (`pol_info.policy_dep_name`) refer to offices by name.
 */
export const sysOffice = pgTable(
  'sys_office',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    parentId: uuid('parent_id'),
    officeName: text('office_name').notNull(),
    officeCode: text('office_code'),
    officeType: text('office_type').$type<OfficeTypeCode>().notNull(),
    leader: text('leader'),
    phone: text('phone'),
    sort: integer('sort').notNull().default(0),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_office_name_uq').on(t.officeName), index('sys_office_parent_idx').on(t.parentId)],
);

/**
 * Roles; `code` doubles as the OpenAPI role name in `bearerAuth: [CODE]`. A disabled role
 * ('0') grants nothing: neither its role name nor its permissions count for its users.
 */
export const sysRole = pgTable(
  'sys_role',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The user type the role is meant for (the built-in roles: their own code). */
    userType: text('user_type'),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * Menu entries (`menu_type` 'menu': catalogs and pages) and permission-only buttons (`menu_type`
 * 'button'). `visible` false keeps a page out of the sidebar (getMenus) while its buttons still
 * grant their permissions (RuoYi's hidden flag); `no_auth` pages are shown to every logged-in
 * user. Entries written by the system seed carry `seed_key` (their stable key) and `seed_rev`
 * (the seed revision their seeded fields were last written from).
 */
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
    visible: boolean('visible').notNull().default(true),
    noAuth: boolean('no_auth').notNull().default(false),
    seedKey: text('seed_key'),
    seedRev: integer('seed_rev').notNull().default(0),
  },
  (t) => [
    index('sys_menu_parent_idx').on(t.parentId),
    index('sys_menu_permission_idx').on(t.permission),
    uniqueIndex('sys_menu_seed_key_uq').on(t.seedKey),
  ],
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

/** Operators of a data rule: 等于, 不等于, 属于 (comma-separated list), 包含. */
export type DataRuleOperator = 'eq' | 'ne' | 'in' | 'like';
/** Where a data rule's value comes from: a fixed value, or the caller's office / office tree / id / company. */
export type DataRuleValueType = 'fixed' | 'currentOffice' | 'currentOfficeTree' | 'currentUser' | 'currentCompany';

/**
 * Row-level data rules of roles (`src/core/data-scope.ts`): rows of `resource` whose column
 * `column_name` satisfies `operator` against the value. One role's rules on a resource are ANDed,
 * different roles' ORed; a role without rules on a resource sees every row.
 */
export const sysDataRule = pgTable(
  'sys_data_rule',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    roleId: uuid('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    ruleName: text('rule_name').notNull(),
    resource: text('resource').notNull(),
    columnName: text('column_name').notNull(),
    operator: text('operator').$type<DataRuleOperator>().notNull(),
    valueType: text('value_type').$type<DataRuleValueType>().notNull(),
    ruleValue: text('rule_value'),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_data_rule_role_resource_idx').on(t.roleId, t.resource)],
);

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Record id of the dictionary-type screens (the code stays the key values refer to). */
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    sort: integer('sort').notNull().default(0),
    /** '0' 停用 / '1' 启用. */
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_dict_type_id_uq').on(t.id)],
);

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
    /** '0' 停用 / '1' 启用. */
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

/** Route-change log (seeds 000 §2 "Every route change is logged") and login attempts (issue 13 §2). */
export const sysActionLog = pgTable(
  'sys_action_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    routerName: text('router_name').notNull(),
    pageTitle: text('page_title'),
    userId: uuid('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'route' (saveLog) or 'login' (a login attempt, issue 13 §2). */
    logType: text('log_type').$type<'route' | 'login'>().notNull().default('route'),
    /** Login attempts: the login name as typed (also when no such user exists). */
    loginName: text('login_name'),
    /** Login attempts: the outcome code ('success', 'wrong_password', 'locked', 'unknown_user', 'disabled' …). */
    result: text('result').$type<LoginOutcome>(),
  },
  (t) => [index('sys_action_log_created_idx').on(t.createdAt), index('sys_action_log_type_created_idx').on(t.logType, t.createdAt)],
);
