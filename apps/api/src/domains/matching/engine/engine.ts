/**
 * The matching engine (issue 5 "Matching"; contract `openapi/domains/matching/schemas/project-match.yaml`,
 * `match-result.yaml`, `match-condition.yaml`): a declaration project's conditions are JSON Logic
 * rules over MatchFacts, compiled once ({@link compileProject}) and evaluated for any number of
 * enterprises ({@link evaluateProject} lean, {@link matchProject} in the contract's shape).
 *
 * Per condition the outcome is '1' 满足, '2' 不满足 or '3' 缺少数据 (the rule depends on a fact the
 * enterprise has not given — never "not met"; see `json-logic.ts`). Per project:
 * - matchResult '1' 匹配 when every condition is met (also a project without conditions);
 *   '3' 不匹配 when a veto condition is not met, or no condition is met and no data is missing;
 *   '2' 部分匹配 otherwise;
 * - matchRate = round(100 × met / all) (100 without conditions);
 * - estimatedAmount (yuan) = the support-amount rule's value over the facts, capped at the stated
 *   supportAmount and at least 0, rounded to the fen; the stated supportAmount when the project
 *   has no rule, when the rule lacks data or gives no finite number; null when the project states
 *   neither.
 */
import type { components } from '@qifu/sdk';

import { AppError } from '../../../core/envelope';
import type { polApplyProject, StoredCondition } from '../../../db/schema';
import { MATCH_FACT_FIELDS, MATCH_FACT_LABELS, type MatchFacts } from './facts';
import { compileRule, type CompiledRule, evaluateRule, FactVector, InvalidRuleError, lastMissedMask, MISSING, ruleProblem, truthy } from './json-logic';

export { FactVector, InvalidRuleError } from './json-logic';

/** The contract's ProjectMatch. */
export type ProjectMatch = components['schemas']['ProjectMatch'];
/** The contract's MatchConditionResult. */
export type MatchConditionResult = components['schemas']['MatchConditionResult'];
/** The contract's MatchMissingField. */
export type MatchMissingField = components['schemas']['MatchMissingField'];
/** '1' 匹配, '2' 部分匹配, '3' 不匹配. */
export type MatchResult = components['schemas']['MatchResult'];
/** '1' 未开始, '2' 申报中, '3' 审核中, '4' 已结束. */
export type ApplyPhase = components['schemas']['ApplyPhase'];

/** Condition outcome codes. */
export const OUTCOME_MET = 1;
export const OUTCOME_UNMET = 2;
export const OUTCOME_MISSING = 3;

/** The columns of a `pol_apply_project` row the engine needs, plus the policy's title and issuing unit. */
export type CompilableProject = Pick<
  typeof polApplyProject.$inferSelect,
  | 'id'
  | 'policyId'
  | 'projectName'
  | 'applyStartTime'
  | 'applyEndTime'
  | 'examineStartTime'
  | 'examineEndTime'
  | 'supportAmount'
  | 'supportAmountRule'
  | 'conditions'
> & { policyTitle?: string; policyDepName?: string | null };

/** A compiled condition. */
export interface CompiledCondition {
  code: string;
  label: string;
  veto: boolean;
  rule: CompiledRule;
}

/** A project ready for matching (immutable; reuse it for every enterprise). */
export interface CompiledProject {
  id: string;
  policyId: string;
  projectName: string;
  policyTitle: string;
  policyDepName: string | null;
  applyStartTime: Date;
  applyEndTime: Date;
  examineStartTime: Date;
  examineEndTime: Date;
  /** Stated (highest) support amount in yuan, null when none. */
  supportAmount: number | null;
  amountRule: CompiledRule | null;
  conditions: readonly CompiledCondition[];
}

/**
 * Compiles a project's conditions and support-amount rule.
 * @throws InvalidRuleError naming the project and the condition when a stored rule is not acceptable.
 */
export function compileProject(row: CompilableProject): CompiledProject {
  const conditions = (row.conditions ?? []).map((c: StoredCondition) => {
    try {
      return { code: c.code, label: c.label, veto: c.veto === true, rule: compileRule(c.logic) };
    } catch (e) {
      if (e instanceof InvalidRuleError) throw new InvalidRuleError(`项目「${row.projectName}」的条件 ${c.code}：${e.message}`);
      throw e;
    }
  });
  let amountRule: CompiledRule | null = null;
  if (row.supportAmountRule) {
    try {
      amountRule = compileRule(row.supportAmountRule, { valued: true });
    } catch (e) {
      if (e instanceof InvalidRuleError) throw new InvalidRuleError(`项目「${row.projectName}」的扶持金额规则：${e.message}`);
      throw e;
    }
  }
  return {
    id: row.id,
    policyId: row.policyId,
    projectName: row.projectName,
    policyTitle: row.policyTitle ?? '',
    policyDepName: row.policyDepName ?? null,
    applyStartTime: row.applyStartTime,
    applyEndTime: row.applyEndTime,
    examineStartTime: row.examineStartTime,
    examineEndTime: row.examineEndTime,
    supportAmount: row.supportAmount ?? null,
    amountRule,
    conditions,
  };
}

/**
 * The phase of a project at `now` (apply-phase.yaml): '1' before applyStartTime, '2' from
 * applyStartTime to applyEndTime inclusive, '3' until examineEndTime inclusive, '4' after.
 */
export function applyPhaseOf(
  p: { applyStartTime: Date; applyEndTime: Date; examineEndTime: Date },
  now: Date,
): ApplyPhase {
  const t = now.getTime();
  if (t < p.applyStartTime.getTime()) return '1';
  if (t <= p.applyEndTime.getTime()) return '2';
  if (t <= p.examineEndTime.getTime()) return '3';
  return '4';
}

/** The lean result of one project for one enterprise (no labels, no allocation beyond one array). */
export interface ProjectEvaluation {
  matchResult: MatchResult;
  matchRate: number;
  /** Yuan, null when the project states no amount. */
  estimatedAmount: number | null;
  /**
   * Per condition: outcome in the low 2 bits (1 met, 2 not met, 3 data missing), and for outcome 3
   * the mask of missing fields (bit i = `MATCH_FACT_FIELDS[i]`) shifted left by 2.
   */
  codes: number[];
  /** Union of the missing-field masks of the conditions with outcome 3. */
  missingMask: number;
}

function roundFen(x: number): number {
  return Math.round(x * 100) / 100;
}

function estimateAmount(p: CompiledProject, facts: FactVector): number | null {
  const stated = p.supportAmount;
  if (!p.amountRule) return stated;
  const v = evaluateRule(p.amountRule, facts);
  if (v === MISSING) return stated;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) return stated;
  const capped = stated !== null ? Math.min(n, stated) : n;
  return roundFen(Math.max(0, capped));
}

/** Evaluates one compiled project for one enterprise's facts (the fast path of bulk matching). */
export function evaluateProject(p: CompiledProject, facts: FactVector): ProjectEvaluation {
  const conds = p.conditions;
  const n = conds.length;
  const codes = new Array<number>(n);
  let met = 0;
  let missing = 0;
  let vetoUnmet = false;
  let missingMask = 0;
  for (let i = 0; i < n; i++) {
    const c = conds[i] as CompiledCondition;
    const v = evaluateRule(c.rule, facts);
    if (v === true || (v !== false && v !== MISSING && truthy(v))) {
      met += 1;
      codes[i] = OUTCOME_MET;
    } else if (v === MISSING) {
      const m = lastMissedMask();
      missing += 1;
      missingMask |= m;
      codes[i] = OUTCOME_MISSING | (m << 2);
    } else {
      if (c.veto) vetoUnmet = true;
      codes[i] = OUTCOME_UNMET;
    }
  }
  let matchResult: MatchResult;
  if (met === n) matchResult = '1';
  else if (vetoUnmet || (met === 0 && missing === 0)) matchResult = '3';
  else matchResult = '2';
  return {
    matchResult,
    matchRate: n === 0 ? 100 : Math.round((met * 100) / n),
    estimatedAmount: estimateAmount(p, facts),
    codes,
    missingMask,
  };
}

/** The missing fields of a mask, with their Chinese labels, in field order. */
export function missingFieldsOf(mask: number): MatchMissingField[] {
  const out: MatchMissingField[] = [];
  for (let i = 0; i < MATCH_FACT_FIELDS.length; i++) {
    if ((mask & (1 << i)) !== 0) {
      const field = MATCH_FACT_FIELDS[i] as (typeof MATCH_FACT_FIELDS)[number];
      out.push({ field, label: MATCH_FACT_LABELS[field] });
    }
  }
  return out;
}

/** The condition results (MatchConditionResult[]) of an evaluation. */
export function conditionResults(p: CompiledProject, ev: ProjectEvaluation): MatchConditionResult[] {
  return p.conditions.map((c, i) => {
    const code = ev.codes[i] ?? OUTCOME_MISSING;
    const outcome = String(code & 3) as MatchConditionResult['outcome'];
    return {
      code: c.code,
      label: c.label,
      veto: c.veto,
      outcome,
      missingData: outcome === '3' ? missingFieldsOf(code >>> 2) : [],
    };
  });
}

/** ISO strings of the dates projects and calls reuse (each Date object converted once). */
const isoCache = new WeakMap<Date, string>();
function iso(d: Date): string {
  let s = isoCache.get(d);
  if (s === undefined) {
    s = d.toISOString();
    isoCache.set(d, s);
  }
  return s;
}

/**
 * Builds the contract's ProjectMatch from its parts (also used for stored results): unmetConditions
 * are the outcome-2 conditions, missingData the missing fields of the outcome-3 ones, deduplicated
 * in order of first appearance.
 */
export function toProjectMatch(
  p: Pick<
    CompiledProject,
    'id' | 'policyId' | 'projectName' | 'policyTitle' | 'policyDepName' | 'applyStartTime' | 'applyEndTime' | 'examineEndTime' | 'supportAmount'
  >,
  result: { matchResult: MatchResult; matchRate: number; estimatedAmount: number | null; conditions: MatchConditionResult[] },
  now: Date,
  matchTime: Date,
): ProjectMatch {
  const seen = new Set<string>();
  const missingData: MatchMissingField[] = [];
  for (const c of result.conditions) {
    for (const m of c.missingData) {
      if (!seen.has(m.field)) {
        seen.add(m.field);
        missingData.push({ field: m.field, label: m.label });
      }
    }
  }
  return {
    projectId: p.id,
    projectName: p.projectName,
    policyId: p.policyId,
    policyTitle: p.policyTitle,
    ...(p.policyDepName ? { policyDepName: p.policyDepName } : {}),
    applyStartTime: iso(p.applyStartTime),
    applyEndTime: iso(p.applyEndTime),
    applyPhase: applyPhaseOf(p, now),
    supportAmount: p.supportAmount,
    matchResult: result.matchResult,
    matchRate: result.matchRate,
    estimatedAmount: result.estimatedAmount,
    conditions: result.conditions,
    unmetConditions: result.conditions.filter((c) => c.outcome === '2'),
    missingData,
    matchTime: iso(matchTime),
  };
}

/**
 * Matches one compiled project against facts, in the contract's ProjectMatch shape (applyPhase
 * at `now`, matchTime = `now`). Pass a {@link FactVector} when matching many projects for the same facts.
 */
export function matchProject(compiled: CompiledProject, facts: Readonly<MatchFacts> | FactVector, now: Date): ProjectMatch {
  const vec = facts instanceof FactVector ? facts : new FactVector(facts);
  const ev = evaluateProject(compiled, vec);
  return toProjectMatch(
    compiled,
    { matchResult: ev.matchResult, matchRate: ev.matchRate, estimatedAmount: ev.estimatedAmount, conditions: conditionResults(compiled, ev) },
    now,
    now,
  );
}

/**
 * Checks a JSON Logic rule for the admin save of conditions and support-amount rules
 * (json-logic-rule.yaml): accepted operators only, depth ≤ 8, ≤ 100 operators, `var` naming
 * MatchFacts fields.
 * @param what - how the 400 message names the rule (default 条件规则).
 * @throws AppError BAD_REQUEST `${what}不合法：<problem>` (e.g. 条件规则不合法：不支持的运算符 cat).
 */
export function validateRule(rule: unknown, what = '条件规则'): void {
  const problem = ruleProblem(rule);
  if (problem) throw new AppError('BAD_REQUEST', undefined, `${what}不合法：${problem}`);
}
