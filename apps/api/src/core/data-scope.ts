/**
 * Row-level data scopes (data rules, seeds 001 §3 "dealOffice"; openapi/README.md `/sys/dataRule/*`).
 *
 * An administrator gives a role rules on a *resource* (`sys:user`, `pol:consult`, later
 * `appeal:info` …): "rows whose column `columnName` satisfies `operator` against a value", the
 * value being fixed (`ruleValue`) or taken from the caller (`currentOffice`, `currentOfficeTree`,
 * `currentUser`, `currentCompany`). {@link dataScope} turns the caller's rules into one Drizzle
 * SQL condition that the list handler adds to its `where`: it never reads anything the client
 * sends, and it never puts a client-sent column name into SQL — rules name columns of
 * {@link DATA_RESOURCES}, and the handler binds each of those names to a real column.
 *
 * Semantics (the contract's `SysDataRule`): rules of one role on one resource are ANDed, rules of
 * different roles ORed; a role with no (enabled) rule on the resource sees every row, so one such
 * role lifts the scope altogether; a caller without roles sees nothing. A value the caller does
 * not have (no office, no company) matches no row.
 *
 * The scopes this gives (choose with `valueType` and `operator`):
 * | scope | rule |
 * |---|---|
 * | ALL | no rule for the role |
 * | own office | office column `eq currentOffice` |
 * | own office and its sub-offices | office column `eq currentOfficeTree` |
 * | self (created by / belonging to me) | user column `eq currentUser` |
 * | own company | company column `eq currentCompany` |
 * | fixed set | any column `in` a comma-separated `ruleValue` (office, user, company ids or text) |
 */
import { and, eq, ilike, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../db/client';
import { type DataRuleOperator, type DataRuleValueType, sysDataRule, sysOffice, sysRole } from '../db/schema';

/**
 * What a rule's column holds, which decides the value sources it accepts:
 * - `office` — an office id (`currentOffice`, `currentOfficeTree`, fixed office ids);
 * - `officeName` — an office *name* (e.g. a policy's issuing unit); same sources, matched through
 *   `sys_office.office_name`;
 * - `user` — a user id (`currentUser`, fixed user ids);
 * - `company` — a company id (`currentCompany`, fixed company ids);
 * - `text` — plain text (fixed values; the only kind `like` works on).
 */
export type ScopeColumnKind = 'office' | 'officeName' | 'user' | 'company' | 'text';

/** One column a resource may be scoped on. */
export interface ScopeColumnInfo {
  kind: ScopeColumnKind;
  /** Chinese label (for messages and the rule form). */
  label: string;
}

/** A resource that data rules may scope, with its columns. */
export interface DataResourceInfo {
  label: string;
  /** Which list applies the scope. */
  appliedBy: string;
  columns: Readonly<Record<string, ScopeColumnInfo>>;
}

/**
 * The resources data rules may name, and their columns. Add a resource here when a list starts
 * applying {@link dataScope} (the appeals list will add `appeal:info` with `dealOffice`).
 */
export const DATA_RESOURCES = {
  'sys:user': {
    label: '用户',
    appliedBy: 'listSysUser',
    columns: {
      officeId: { kind: 'office', label: '所属部门' },
      companyId: { kind: 'company', label: '所属企业' },
      id: { kind: 'user', label: '用户本人' },
      userType: { kind: 'text', label: '用户类型' },
    },
  },
  'pol:consult': {
    label: '政策咨询',
    appliedBy: 'listPolConsult',
    columns: {
      policyOffice: { kind: 'officeName', label: '政策发布单位' },
      userId: { kind: 'user', label: '咨询人' },
      companyId: { kind: 'company', label: '咨询企业' },
    },
  },
  'pol:info': {
    label: '政策',
    appliedBy: 'listAdminPolicyInfo',
    columns: {
      policyOffice: { kind: 'officeName', label: '政策发布单位' },
      createdBy: { kind: 'user', label: '录入人' },
    },
  },
  'dec:declare': {
    label: '申报审核',
    appliedBy: 'listDeclare',
    columns: {
      policyOffice: { kind: 'officeName', label: '政策发布单位' },
      companyId: { kind: 'company', label: '申报企业' },
    },
  },
  'policy:applyProject': {
    label: '申报项目与项目申报审核',
    appliedBy: 'listGovProject',
    columns: {
      examineDep: { kind: 'officeName', label: '审核部门' },
    },
  },
  'appeal:info': {
    label: '诉求办理',
    appliedBy: 'listAppealInfo',
    columns: {
      dealOffice: { kind: 'office', label: '承办部门关联的系统部门' },
      createUserId: { kind: 'user', label: '登记人' },
    },
  },
  'portal:allowance': {
    label: '补助发放',
    appliedBy: 'listAllowance',
    columns: {
      grantDep: { kind: 'officeName', label: '发放部门' },
      companyId: { kind: 'company', label: '企业' },
    },
  },
  'train:plan': {
    label: '培训计划',
    appliedBy: 'listTrainPlan',
    columns: {
      officeId: { kind: 'office', label: '组织部门' },
      createdBy: { kind: 'user', label: '创建人' },
    },
  },
  'train:activity': {
    label: '培训活动与报名',
    appliedBy: 'listTrainActivity',
    columns: {
      officeId: { kind: 'office', label: '组织部门' },
      createdBy: { kind: 'user', label: '创建人' },
    },
  },
} as const satisfies Readonly<Record<string, DataResourceInfo>>;

/** A resource name of {@link DATA_RESOURCES}. */
export type DataResource = keyof typeof DATA_RESOURCES;

/** The SQL expressions a list binds to the column names of a resource. */
export type ScopeBinding<R extends DataResource> = { readonly [C in keyof (typeof DATA_RESOURCES)[R]['columns']]: PgColumn | SQL };

/** The caller attributes value sources read. */
export interface ScopeCaller {
  id: string;
  /** Codes of the caller's enabled roles. */
  roles: readonly string[];
  officeId: string | null;
  companyId: string | null;
}

/** A rule as stored (the fields the scope needs). */
export interface ScopeRule {
  columnName: string;
  operator: DataRuleOperator;
  valueType: DataRuleValueType;
  ruleValue: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The values of a fixed rule: `in` splits on commas (half- or full-width), the others take the whole value. */
export function fixedValues(operator: DataRuleOperator, ruleValue: string | null): string[] {
  const raw = ruleValue ?? '';
  const parts = operator === 'in' ? raw.split(/[,，]/) : [raw];
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * Checks a rule against {@link DATA_RESOURCES} before it is saved.
 * @returns the Chinese reason it cannot be saved, or undefined when it is valid.
 */
export function checkDataRule(rule: { resource: string } & ScopeRule): string | undefined {
  const resource = (DATA_RESOURCES as Readonly<Record<string, DataResourceInfo>>)[rule.resource];
  if (!resource) return `不支持的数据资源：${rule.resource}（可选：${Object.keys(DATA_RESOURCES).join('、')}）`;
  const column = resource.columns[rule.columnName];
  if (!column) {
    return `资源 ${rule.resource} 不支持字段 ${rule.columnName}（可选：${Object.keys(resource.columns).join('、')}）`;
  }
  const sources: Record<ScopeColumnKind, readonly DataRuleValueType[]> = {
    office: ['fixed', 'currentOffice', 'currentOfficeTree'],
    officeName: ['fixed', 'currentOffice', 'currentOfficeTree'],
    user: ['fixed', 'currentUser'],
    company: ['fixed', 'currentCompany'],
    text: ['fixed'],
  };
  if (!sources[column.kind].includes(rule.valueType)) return `字段“${column.label}”不能使用该取值来源`;
  if (rule.operator === 'like' && column.kind !== 'text') return `字段“${column.label}”不能使用“包含”比较`;
  if (rule.valueType !== 'fixed') return undefined;
  const values = fixedValues(rule.operator, rule.ruleValue);
  if (values.length === 0) return '固定值不能为空';
  if (column.kind !== 'text' && !values.every((v) => UUID.test(v))) return `字段“${column.label}”的固定值必须是记录 id（多个用英文逗号分隔）`;
  return undefined;
}

/**
 * Ids of an office and all offices below it (a recursive query; `union` also stops on a cycle).
 * Use inside `in (…)`.
 */
export function officeSubtree(officeId: string): SQL {
  return sql`with recursive office_tree(id) as (select ${sysOffice.id} from ${sysOffice} where ${sysOffice.id} = ${officeId} union select o.id from sys_office o inner join office_tree t on o.parent_id = t.id) select id from office_tree`;
}

/** Rows whose expression is in a set (a list or a subquery); `negate` also keeps rows where it is null. */
function inSet(expr: PgColumn | SQL, set: SQL | string[], negate: boolean): SQL {
  const list = Array.isArray(set) ? sql.join(set.map((v) => sql`${v}`), sql`, `) : set;
  const member = sql`${expr} in (${list})`;
  return negate ? (or(isNull(expr), not(member)) as SQL) : member;
}

const NOTHING = sql`false`;

/** The condition of one rule for one caller (a rule that no longer fits the registry matches nothing). */
export function ruleCondition(kind: ScopeColumnKind, expr: PgColumn | SQL, rule: ScopeRule, caller: ScopeCaller): SQL {
  const negate = rule.operator === 'ne';
  if (rule.valueType === 'fixed') {
    const values = fixedValues(rule.operator, rule.ruleValue);
    if (values.length === 0) return NOTHING;
    if (rule.operator === 'like') {
      if (kind !== 'text') return NOTHING;
      const escaped = (values[0] ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
      return ilike(expr, `%${escaped}%`);
    }
    if (kind !== 'text' && !values.every((v) => UUID.test(v))) return NOTHING;
    if (kind === 'officeName') {
      return inSet(expr, sql`select ${sysOffice.officeName} from ${sysOffice} where ${inArray(sysOffice.id, values)}`, negate);
    }
    return inSet(expr, values, negate);
  }
  if (rule.operator === 'like') return NOTHING;
  switch (rule.valueType) {
    case 'currentUser':
      return kind === 'user' ? inSet(expr, [caller.id], negate) : NOTHING;
    case 'currentCompany':
      if (kind !== 'company' || !caller.companyId) return NOTHING;
      return inSet(expr, [caller.companyId], negate);
    case 'currentOffice':
    case 'currentOfficeTree': {
      if ((kind !== 'office' && kind !== 'officeName') || !caller.officeId) return NOTHING;
      const ids = rule.valueType === 'currentOffice' ? sql`select ${caller.officeId}::uuid` : officeSubtree(caller.officeId);
      const set = kind === 'office' ? ids : sql`select ${sysOffice.officeName} from ${sysOffice} where ${sysOffice.id} in (${ids})`;
      return inSet(expr, set, negate);
    }
    default:
      return NOTHING;
  }
}

/**
 * Combines rules per role: AND within a role, OR across roles; undefined (no restriction) when a
 * role has no rule.
 * @param rulesByRole - role code → its enabled rules on the resource (every role of the caller).
 */
export function combineRoleRules(
  rulesByRole: ReadonlyMap<string, readonly ScopeRule[]>,
  columnCondition: (rule: ScopeRule) => SQL,
): SQL | undefined {
  if (rulesByRole.size === 0) return NOTHING;
  const perRole: SQL[] = [];
  for (const rules of rulesByRole.values()) {
    if (rules.length === 0) return undefined;
    perRole.push(and(...rules.map(columnCondition)) as SQL);
  }
  return perRole.length === 1 ? perRole[0] : (or(...perRole) as SQL);
}

/**
 * The caller's data scope on a resource as a condition for the list's `where`, or undefined when
 * the caller may see every row. One query (the caller's enabled roles with their enabled rules on
 * the resource).
 * @param binding - column name of the resource → the expression it stands for in this query.
 * @example
 *   const scope = await dataScope(ctx.db, user, 'pol:consult', { policyOffice: polInfo.policyDepName, … });
 *   db.select(…).where(and(filters, scope));
 */
export async function dataScope<R extends DataResource>(
  db: Db,
  caller: ScopeCaller,
  resource: R,
  binding: ScopeBinding<R>,
): Promise<SQL | undefined> {
  if (caller.roles.length === 0) return NOTHING;
  const rows = await db
    .select({
      roleCode: sysRole.code,
      ruleId: sysDataRule.id,
      columnName: sysDataRule.columnName,
      operator: sysDataRule.operator,
      valueType: sysDataRule.valueType,
      ruleValue: sysDataRule.ruleValue,
    })
    .from(sysRole)
    .leftJoin(
      sysDataRule,
      and(eq(sysDataRule.roleId, sysRole.id), eq(sysDataRule.resource, resource), eq(sysDataRule.enableFlag, '1')),
    )
    .where(and(inArray(sysRole.code, [...caller.roles]), eq(sysRole.enableFlag, '1')));
  const byRole = new Map<string, ScopeRule[]>();
  for (const r of rows) {
    const list = byRole.get(r.roleCode) ?? [];
    if (r.ruleId && r.columnName && r.operator && r.valueType) {
      list.push({ columnName: r.columnName, operator: r.operator, valueType: r.valueType, ruleValue: r.ruleValue });
    }
    byRole.set(r.roleCode, list);
  }
  const columns = DATA_RESOURCES[resource].columns as Readonly<Record<string, ScopeColumnInfo>>;
  const exprs = binding as Readonly<Record<string, PgColumn | SQL>>;
  return combineRoleRules(byRole, (rule) => {
    const info = columns[rule.columnName];
    const expr = exprs[rule.columnName];
    return info && expr ? ruleCondition(info.kind, expr, rule, caller) : NOTHING;
  });
}
