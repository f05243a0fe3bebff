/**
 * JSON Logic (https://jsonlogic.com) for the matching engine: the accepted subset of
 * `openapi/domains/matching/schemas/json-logic-rule.yaml`, its validation, and a compiler turning
 * a rule into a closure over a {@link FactVector} (compiled once per project, evaluated for every
 * enterprise).
 *
 * Semantics: for facts that give every field a rule reads, the value is exactly
 * `jsonLogic.apply(rule, facts)` of json-logic-js 2.0.5 (checked by `json-logic.test.ts` on
 * generated rules). A `var` without default naming an absent fact yields {@link MISSING} ("data
 * missing"), which propagates through every operator, except that where only truthiness counts
 * (`and`/`or` as a condition, `!`, `!!`, the tests of `if`, some/all predicates) `and`/`or` use
 * three-valued (Kleene) logic: one definite false argument makes an `and` false, one definite true
 * argument makes an `or` true, whatever the missing facts are. `missing` and `var` with a default
 * read absence explicitly and never yield MISSING; apart from these, a result other than MISSING
 * never depends on the absent facts.
 */
import { isMatchFactField, MATCH_FACT_FIELDS, type MatchFactField, type MatchFacts } from './facts';

/** Operators the engine accepts (json-logic-rule.yaml). */
export const RULE_OPERATORS = [
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  '!',
  '!!',
  'and',
  'or',
  'if',
  'in',
  'var',
  'missing',
  'some',
  'all',
  '+',
  '-',
  '*',
  '/',
  'min',
  'max',
] as const;
/** An accepted operator. */
export type RuleOperator = (typeof RULE_OPERATORS)[number];
/** Deepest operator nesting a rule may have (json-logic-rule.yaml). */
export const MAX_RULE_DEPTH = 8;
/** Most operators a rule may contain (json-logic-rule.yaml). */
export const MAX_RULE_OPERATORS = 100;

const OPERATOR_SET: ReadonlySet<string> = new Set(RULE_OPERATORS);
const FIELD_INDEX: ReadonlyMap<string, number> = new Map(MATCH_FACT_FIELDS.map((f, i) => [f, i]));

/** The value of a condition that reads a fact the enterprise has not given. */
export const MISSING: unique symbol = Symbol('missing');

/**
 * Facts laid out for the compiled rules: slot i holds field `MATCH_FACT_FIELDS[i]`, undefined when
 * absent (undefined, null and '' count as absent). Build it once per enterprise.
 */
export class FactVector {
  /** Values by field slot. */
  readonly values: readonly unknown[];
  /** Bit i set when field i is absent. */
  readonly absentMask: number;
  /** Unique per vector: the key of the per-rule memo (see {@link evaluateRule}). */
  readonly stamp: number;

  constructor(facts: Readonly<MatchFacts> | Readonly<Record<string, unknown>>) {
    const src = facts as Readonly<Record<string, unknown>>;
    const values: unknown[] = new Array<unknown>(MATCH_FACT_FIELDS.length);
    let absent = 0;
    for (let i = 0; i < MATCH_FACT_FIELDS.length; i++) {
      const v = src[MATCH_FACT_FIELDS[i] as string];
      if (v === undefined || v === null || v === '') {
        values[i] = undefined;
        absent |= 1 << i;
      } else values[i] = v;
    }
    this.values = values;
    this.absentMask = absent;
    vectorStamp += 1; // a double: unique for 2^53 vectors
    this.stamp = vectorStamp;
  }
}

let vectorStamp = 0;

/** A compiled rule: `(facts, item)` → value or {@link MISSING}; `item` is the element inside some/all. */
export type RuleFn = (f: readonly unknown[], item: unknown) => unknown;

/**
 * A rule compiled for evaluation. Equal rules share one instance ({@link compileRule} interns
 * them), and each instance remembers its last result for one {@link FactVector}: a condition that
 * many projects share is evaluated once per enterprise.
 */
export interface CompiledRule {
  fn: RuleFn;
  /** Bit i set when the rule reads field i (var or missing). */
  readsMask: number;
  /** Memo: the stamp of the vector of the last evaluation (0 none), its value and missed mask. */
  memoStamp: number;
  memoValue: unknown;
  memoMask: number;
}

/** A rule that is not acceptable; `message` is Chinese (shown in a 400 of the admin save). */
export class InvalidRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidRuleError';
  }
}

/** JSON Logic truthiness (an empty array is false). */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return !!value;
}

// ---------------------------------------------------------------- validation

function isLogic(node: unknown): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node) && Object.keys(node).length === 1;
}

function argsOf(node: Record<string, unknown>): { op: string; args: unknown[] } {
  const op = Object.keys(node)[0] as string;
  const v = node[op];
  return { op, args: Array.isArray(v) ? v : [v] };
}

const ARITY: Readonly<Record<RuleOperator, readonly [number, number]>> = {
  '==': [2, 2],
  '!=': [2, 2],
  '>': [2, 2],
  '>=': [2, 2],
  '<': [2, 3],
  '<=': [2, 3],
  '!': [1, 1],
  '!!': [1, 1],
  and: [1, Infinity],
  or: [1, Infinity],
  if: [1, Infinity],
  in: [2, 2],
  var: [1, 2],
  missing: [1, Infinity],
  some: [2, 2],
  all: [2, 2],
  '+': [1, Infinity],
  '-': [1, 2],
  '*': [1, Infinity],
  '/': [2, 2],
  min: [1, Infinity],
  max: [1, Infinity],
};

interface WalkState {
  ops: number;
  reads: number;
}

function isPrimitive(v: unknown): boolean {
  return v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

function walk(node: unknown, depth: number, inItem: boolean, st: WalkState): void {
  if (Array.isArray(node)) {
    for (const el of node) walk(el, depth, inItem, st);
    return;
  }
  if (isPrimitive(node)) return;
  if (!isLogic(node)) {
    throw new InvalidRuleError(
      typeof node === 'number' ? '数值必须是有限数' : '规则中的对象必须是只有一个运算符键的 JSON Logic 运算',
    );
  }
  const { op, args } = argsOf(node);
  if (!OPERATOR_SET.has(op)) throw new InvalidRuleError(`不支持的运算符 ${op}`);
  if (depth > MAX_RULE_DEPTH) throw new InvalidRuleError(`规则嵌套不能超过${MAX_RULE_DEPTH}层`);
  st.ops += 1;
  if (st.ops > MAX_RULE_OPERATORS) throw new InvalidRuleError(`规则的运算符不能超过${MAX_RULE_OPERATORS}个`);
  const [lo, hi] = ARITY[op as RuleOperator];
  if (args.length < lo || args.length > hi) throw new InvalidRuleError(`运算符 ${op} 的参数个数不正确`);
  if (op === 'var') {
    const [name, dflt] = args;
    if (typeof name !== 'string') throw new InvalidRuleError('var 的字段名必须是字符串');
    if (args.length > 1 && !isPrimitive(dflt)) throw new InvalidRuleError('var 的默认值必须是常量');
    if (inItem) {
      if (name !== '') throw new InvalidRuleError('some/all 的条件中只能用 {"var": ""} 读取当前元素');
      return;
    }
    if (!isMatchFactField(name)) throw new InvalidRuleError(`未知的企业数据字段 ${name}`);
    st.reads |= 1 << (FIELD_INDEX.get(name) as number);
    return;
  }
  if (op === 'missing') {
    if (inItem) throw new InvalidRuleError('some/all 的条件中不能使用 missing');
    const keys = args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
    for (const k of keys) {
      if (typeof k !== 'string' || !isMatchFactField(k)) throw new InvalidRuleError(`未知的企业数据字段 ${String(k)}`);
      st.reads |= 1 << (FIELD_INDEX.get(k) as number);
    }
    return;
  }
  if (op === 'some' || op === 'all') {
    walk(args[0], depth + 1, inItem, st);
    walk(args[1], depth + 1, true, st);
    return;
  }
  for (const a of args) walk(a, depth + 1, inItem, st);
}

/**
 * The first problem of a rule, in Chinese, or null when it is acceptable: an object with one
 * accepted operator at the top; operators only from {@link RULE_OPERATORS} with their arity;
 * nesting depth ≤ 8; at most 100 operators; `var`/`missing` naming MatchFacts fields (inside a
 * some/all predicate only `{"var": ""}`, the current element); literals finite numbers, strings,
 * booleans, null and arrays of these or of rules.
 */
export function ruleProblem(rule: unknown): string | null {
  if (!isLogic(rule)) return '规则必须是只有一个运算符键的 JSON Logic 运算';
  try {
    walk(rule, 1, false, { ops: 0, reads: 0 });
    return null;
  } catch (e) {
    if (e instanceof InvalidRuleError) return e.message;
    throw e;
  }
}

/** The MatchFacts fields a rule reads (var and missing), in field order. Assumes a valid rule. */
export function fieldsRead(rule: unknown): MatchFactField[] {
  const st = { ops: 0, reads: 0 };
  walk(rule, 1, false, st);
  return MATCH_FACT_FIELDS.filter((_, i) => (st.reads & (1 << i)) !== 0);
}

// ---------------------------------------------------------------- compilation

/**
 * Fields read while absent during the current evaluation (bit i = field i). Module state: the
 * evaluation is synchronous; {@link evaluateRule} resets it and reads it afterwards.
 */
let missedMask = 0;

/** Fields whose absence the last {@link evaluateRule} call depended on. */
export function lastMissedMask(): number {
  return missedMask;
}

type Fn = RuleFn;

const constant =
  (v: unknown): Fn =>
  () =>
    v;

function compileArray(node: unknown[], inItem: boolean): Fn {
  const parts = node.map((el) => compileNode(el, inItem, false));
  if (node.every((el) => !isLogic(el) && !Array.isArray(el))) {
    const copy = [...node];
    return () => copy;
  }
  return (f, it) => {
    const out = new Array<unknown>(parts.length);
    let missing = false;
    for (let i = 0; i < parts.length; i++) {
      const v = (parts[i] as Fn)(f, it);
      if (v === MISSING) missing = true;
      out[i] = v;
    }
    return missing ? MISSING : out;
  };
}

/** A top-level `{"var": field}` without default: its slot and bit, for specialized comparisons. */
function plainVarSlot(node: unknown, inItem: boolean): number | undefined {
  if (inItem || !isLogic(node)) return undefined;
  const { op, args } = argsOf(node);
  if (op !== 'var' || args.length !== 1 || typeof args[0] !== 'string') return undefined;
  return FIELD_INDEX.get(args[0]);
}

function isConstant(node: unknown): boolean {
  return isPrimitive(node);
}

type Binary = (a: unknown, b: unknown) => unknown;

// JSON Logic's == and != are JavaScript's loose comparisons
const BINARY: Readonly<Record<string, Binary>> = {
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '>': (a, b) => (a as number) > (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
  '<': (a, b) => (a as number) < (b as number),
  '<=': (a, b) => (a as number) <= (b as number),
  '/': (a, b) => (a as number) / (b as number),
  in: (a, b) => {
    if (!b || typeof (b as { indexOf?: unknown }).indexOf === 'undefined') return false;
    return (b as { indexOf(x: unknown): number }).indexOf(a) !== -1;
  },
};

function compileBinary(op: string, args: unknown[], inItem: boolean): Fn {
  const impl = BINARY[op] as Binary;
  const slotA = plainVarSlot(args[0], inItem);
  // fast path: {"op": [{"var": field}, constant]}
  if (slotA !== undefined && (isConstant(args[1]) || (op === 'in' && Array.isArray(args[1]) && args[1].every(isPrimitive)))) {
    const c: unknown = Array.isArray(args[1]) ? [...(args[1] as unknown[])] : args[1];
    const bit = 1 << slotA;
    if (op === 'in' && Array.isArray(c)) {
      // a Set finds the same elements as indexOf: the literals are JSON values, never NaN
      const set = new Set(c);
      return (f) => {
        const v = f[slotA];
        if (v === undefined) {
          missedMask |= bit;
          return MISSING;
        }
        return set.has(v);
      };
    }
    switch (op) {
      case '>=':
        return (f) => {
          const v = f[slotA];
          if (v === undefined) {
            missedMask |= bit;
            return MISSING;
          }
          return (v as number) >= (c as number);
        };
      case '>':
        return (f) => {
          const v = f[slotA];
          if (v === undefined) {
            missedMask |= bit;
            return MISSING;
          }
          return (v as number) > (c as number);
        };
      case '<':
        return (f) => {
          const v = f[slotA];
          if (v === undefined) {
            missedMask |= bit;
            return MISSING;
          }
          return (v as number) < (c as number);
        };
      case '<=':
        return (f) => {
          const v = f[slotA];
          if (v === undefined) {
            missedMask |= bit;
            return MISSING;
          }
          return (v as number) <= (c as number);
        };
      default:
        return (f) => {
          const v = f[slotA];
          if (v === undefined) {
            missedMask |= bit;
            return MISSING;
          }
          return impl(v, c);
        };
    }
  }
  const slotB = plainVarSlot(args[1], inItem);
  if (op === 'in' && slotB !== undefined && isConstant(args[0])) {
    // fast path: {"in": [constant, {"var": field}]}
    const c = args[0];
    const bit = 1 << slotB;
    return (f) => {
      const v = f[slotB];
      if (v === undefined) {
        missedMask |= bit;
        return MISSING;
      }
      return impl(c, v);
    };
  }
  const a = compileNode(args[0], inItem, false);
  const b = compileNode(args[1], inItem, false);
  return (f, it) => {
    const x = a(f, it);
    const y = b(f, it);
    if (x === MISSING || y === MISSING) return MISSING;
    return impl(x, y);
  };
}

function compileVariadic(args: unknown[], inItem: boolean, impl: (vals: unknown[]) => unknown): Fn {
  const parts = args.map((a) => compileNode(a, inItem, false));
  return (f, it) => {
    const vals = new Array<unknown>(parts.length);
    let missing = false;
    for (let i = 0; i < parts.length; i++) {
      const v = (parts[i] as Fn)(f, it);
      if (v === MISSING) missing = true;
      vals[i] = v;
    }
    return missing ? MISSING : impl(vals);
  };
}

function compileAndOr(isAnd: boolean, args: unknown[], inItem: boolean, boolCtx: boolean): Fn {
  const parts = args.map((a) => compileNode(a, inItem, boolCtx));
  if (!boolCtx) {
    // the value is used: JSON Logic's "first falsy/truthy or last", data missing as soon as met
    return (f, it) => {
      let current: unknown;
      for (let i = 0; i < parts.length; i++) {
        current = (parts[i] as Fn)(f, it);
        if (current === MISSING) return MISSING;
        if (truthy(current) !== isAnd) return current;
      }
      return current;
    };
  }
  // only truthiness counts: three-valued logic; a decisive argument forgets the absent facts met
  return (f, it) => {
    const before = missedMask;
    let missing = false;
    let current: unknown;
    for (let i = 0; i < parts.length; i++) {
      current = (parts[i] as Fn)(f, it);
      if (current === MISSING) {
        missing = true;
        continue;
      }
      if (truthy(current) !== isAnd) {
        missedMask = before;
        return current;
      }
    }
    return missing ? MISSING : current;
  };
}

function compileIf(args: unknown[], inItem: boolean, boolCtx: boolean): Fn {
  const tests: Fn[] = [];
  const branches: Fn[] = [];
  let i = 0;
  for (; i < args.length - 1; i += 2) {
    tests.push(compileNode(args[i], inItem, true));
    branches.push(compileNode(args[i + 1], inItem, boolCtx));
  }
  const otherwise = args.length === i + 1 ? compileNode(args[i], inItem, boolCtx) : constant(null);
  return (f, it) => {
    for (let k = 0; k < tests.length; k++) {
      const c = (tests[k] as Fn)(f, it);
      if (c === MISSING) return MISSING;
      if (truthy(c)) return (branches[k] as Fn)(f, it);
    }
    return otherwise(f, it);
  };
}

/** The literal list of a predicate `{"in": [{"var": ""}, [literals…]]}`, else undefined. */
function itemInLiteralList(pred: unknown): unknown[] | undefined {
  if (!isLogic(pred)) return undefined;
  const { op, args } = argsOf(pred);
  if (op !== 'in' || args.length !== 2 || !isLogic(args[0]) || !Array.isArray(args[1]) || !args[1].every(isPrimitive)) return undefined;
  const inner = argsOf(args[0]);
  return inner.op === 'var' && inner.args.length === 1 && inner.args[0] === '' ? [...(args[1] as unknown[])] : undefined;
}

function compileSomeAll(isSome: boolean, args: unknown[], inItem: boolean): Fn {
  const slot = plainVarSlot(args[0], inItem);
  const literal = itemInLiteralList(args[1]);
  if (slot !== undefined && literal) {
    // fast path: {"some": [{"var": field}, {"in": [{"var": ""}, [literals…]]}]}
    // a Set finds the same elements as indexOf: the literals are JSON values, never NaN
    const set = new Set(literal);
    const bit = 1 << slot;
    return (f) => {
      const arr = f[slot];
      if (arr === undefined) {
        missedMask |= bit;
        return MISSING;
      }
      if (!Array.isArray(arr) || arr.length === 0) return false;
      for (let i = 0; i < arr.length; i++) {
        if (set.has(arr[i]) === isSome) return isSome;
      }
      return !isSome;
    };
  }
  const list = compileNode(args[0], inItem, false);
  const pred = compileNode(args[1], true, true);
  return (f, it) => {
    const arr = list(f, it);
    if (arr === MISSING) return MISSING;
    if (!Array.isArray(arr) || arr.length === 0) return false;
    for (let i = 0; i < arr.length; i++) {
      const v = pred(f, arr[i]);
      if (v === MISSING) return MISSING;
      if (truthy(v) === isSome) return isSome;
    }
    return !isSome;
  };
}

function compileNode(node: unknown, inItem: boolean, boolCtx: boolean): Fn {
  if (Array.isArray(node)) return compileArray(node, inItem);
  if (!isLogic(node)) return constant(node);
  const { op, args } = argsOf(node);
  switch (op) {
    case 'var': {
      if (inItem) return (_f, it) => it;
      const slot = FIELD_INDEX.get(args[0] as string) as number;
      const bit = 1 << slot;
      if (args.length > 1) {
        const dflt = args[1] ?? null;
        return (f) => {
          const v = f[slot];
          return v === undefined ? dflt : v;
        };
      }
      return (f) => {
        const v = f[slot];
        if (v === undefined) {
          missedMask |= bit;
          return MISSING;
        }
        return v;
      };
    }
    case 'missing': {
      const keys = (args.length === 1 && Array.isArray(args[0]) ? (args[0] as string[]) : (args as string[])).slice();
      const slots = keys.map((k) => FIELD_INDEX.get(k) as number);
      return (f) => {
        const out: string[] = [];
        for (let i = 0; i < slots.length; i++) if (f[slots[i] as number] === undefined) out.push(keys[i] as string);
        return out;
      };
    }
    case '==':
    case '!=':
    case '>':
    case '>=':
    case '/':
    case 'in':
      return compileBinary(op, args, inItem);
    case '<':
    case '<=': {
      if (args.length === 2) return compileBinary(op, args, inItem);
      const [a, b, c] = args.map((x) => compileNode(x, inItem, false)) as [Fn, Fn, Fn];
      const strict = op === '<';
      return (f, it) => {
        const x = a(f, it) as number;
        const y = b(f, it) as number;
        const z = c(f, it) as number;
        if ((x as unknown) === MISSING || (y as unknown) === MISSING || (z as unknown) === MISSING) return MISSING;
        return strict ? x < y && y < z : x <= y && y <= z;
      };
    }
    case '!':
    case '!!': {
      const a = compileNode(args[0], inItem, true);
      const negate = op === '!';
      return (f, it) => {
        const v = a(f, it);
        if (v === MISSING) return MISSING;
        return negate ? !truthy(v) : truthy(v);
      };
    }
    case 'and':
    case 'or':
      return compileAndOr(op === 'and', args, inItem, boolCtx);
    case 'if':
      return compileIf(args, inItem, boolCtx);
    case 'some':
    case 'all':
      return compileSomeAll(op === 'some', args, inItem);
    case '+':
      return compileVariadic(args, inItem, (vals) => {
        let acc: unknown = 0;
        for (const v of vals) acc = parseFloat(acc as string) + parseFloat(v as string);
        return acc;
      });
    case '*':
      return compileVariadic(args, inItem, (vals) => {
        let acc: unknown = vals[0];
        for (let i = 1; i < vals.length; i++) acc = parseFloat(acc as string) * parseFloat(vals[i] as string);
        return acc;
      });
    case '-':
      return compileVariadic(args, inItem, (vals) =>
        vals.length === 1 ? -(vals[0] as number) : (vals[0] as number) - (vals[1] as number),
      );
    case 'min':
    case 'max': {
      const pick = op === 'min' ? Math.min : Math.max;
      if (args.length === 2) {
        const a = compileNode(args[0], inItem, false);
        const b = compileNode(args[1], inItem, false);
        return (f, it) => {
          const x = a(f, it);
          const y = b(f, it);
          if (x === MISSING || y === MISSING) return MISSING;
          return pick(x as number, y as number);
        };
      }
      return compileVariadic(args, inItem, (vals) => pick(...(vals as number[])));
    }
    default:
      throw new InvalidRuleError(`不支持的运算符 ${op}`);
  }
}

/**
 * Compiles a rule (validating it first).
 * @param options.valued - the rule's value is used (a support-amount rule), not only its
 *   truthiness (a condition, the default): `and`/`or` then keep JSON Logic's values and answer
 *   MISSING as soon as an argument is missing.
 * @throws InvalidRuleError with the Chinese problem (see {@link ruleProblem}).
 */
export function compileRule(rule: unknown, options: { valued?: boolean } = {}): CompiledRule {
  const key = `${options.valued ? 'v' : 'c'}${JSON.stringify(rule)}`;
  const known = interned.get(key);
  if (known) return known;
  const problem = ruleProblem(rule);
  if (problem) throw new InvalidRuleError(problem);
  const st = { ops: 0, reads: 0 };
  walk(rule, 1, false, st);
  const compiled: CompiledRule = { fn: compileNode(rule, false, !options.valued), readsMask: st.reads, memoStamp: 0, memoValue: undefined, memoMask: 0 };
  // bounded: past the limit equal rules simply stop sharing an instance
  if (interned.size >= INTERN_LIMIT) interned.clear();
  interned.set(key, compiled);
  return compiled;
}

/** Compiled rules by their JSON (with the condition/valued flag). */
const interned = new Map<string, CompiledRule>();
const INTERN_LIMIT = 50000;

/**
 * Evaluates a compiled rule (synchronously; the last result per rule is remembered for the same
 * {@link FactVector}).
 * @returns the rule's value, or {@link MISSING} when it depends on absent facts; then
 *   {@link lastMissedMask} tells which.
 */
export function evaluateRule(rule: CompiledRule, facts: FactVector): unknown {
  if (rule.memoStamp === facts.stamp) {
    missedMask = rule.memoMask;
    return rule.memoValue;
  }
  missedMask = 0;
  const value = rule.fn(facts.values, undefined);
  rule.memoStamp = facts.stamp;
  rule.memoValue = value;
  rule.memoMask = missedMask;
  return value;
}
