/**
 * State machines as one table of allowed transitions (CONVENTIONS §7): the server refuses an
 * illegal change with {@link StateMachine.assert}; the UI can list {@link StateMachine.actionsFrom}.
 */
import { AppError } from './envelope';

/** One allowed transition: from a state (or several), an action leads to a state. */
export interface Transition<S extends string, A extends string> {
  from: S | readonly S[];
  action: A;
  to: S;
}

/** The definition: every state and every allowed transition. */
export interface StateMachineDefinition<S extends string, A extends string> {
  states: readonly S[];
  transitions: readonly Transition<S, A>[];
}

/** A compiled state machine. */
export interface StateMachine<S extends string, A extends string> {
  readonly states: readonly S[];
  readonly transitions: readonly Transition<S, A>[];
  /** Whether `action` is allowed in `from`. */
  can(from: S, action: A): boolean;
  /** The state `action` leads to from `from`, or undefined when it is not allowed. */
  next(from: S, action: A): S | undefined;
  /**
   * The state `action` leads to.
   * @throws AppError BUSINESS_RULE 当前状态不允许该操作 (HTTP 200) when the transition is not allowed.
   */
  assert(from: S, action: A): S;
  /** The actions allowed in a state, in table order. */
  actionsFrom(from: S): A[];
}

/**
 * Compiles a transition table.
 * @throws Error when a transition names an unknown state or the same (state, action) pair twice.
 */
export function defineStateMachine<const S extends string, const A extends string>(
  definition: StateMachineDefinition<S, A>,
): StateMachine<S, A> {
  const known = new Set<string>(definition.states);
  const table = new Map<string, Map<string, S>>();
  for (const t of definition.transitions) {
    const froms: readonly S[] = Array.isArray(t.from) ? (t.from as readonly S[]) : [t.from as S];
    if (!known.has(t.to)) throw new Error(`unknown state ${t.to}`);
    for (const from of froms) {
      if (!known.has(from)) throw new Error(`unknown state ${from}`);
      const row = table.get(from) ?? new Map<string, S>();
      if (row.has(t.action)) throw new Error(`duplicate transition ${from} --${t.action}-->`);
      row.set(t.action, t.to);
      table.set(from, row);
    }
  }
  const next = (from: S, action: A): S | undefined => table.get(from)?.get(action);
  return {
    states: definition.states,
    transitions: definition.transitions,
    can: (from, action) => next(from, action) !== undefined,
    next,
    assert(from, action) {
      const to = next(from, action);
      if (to === undefined) {
        throw new AppError('BUSINESS_RULE', '当前状态不允许该操作', `状态 ${from} 不能执行 ${action}`);
      }
      return to;
    },
    actionsFrom: (from) => [...(table.get(from)?.keys() ?? [])] as A[],
  };
}
