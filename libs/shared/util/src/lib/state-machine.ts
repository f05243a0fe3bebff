/**
 * State machines as one table of allowed transitions (CONVENTIONS §7), framework-free so that the
 * server and the browser import the same table: the server refuses an illegal change (it maps a
 * refusal of {@link StateMachine.check} to `BUSINESS_RULE`, see `apps/api/src/core/state-machine.ts`);
 * the UI shows only the actions {@link StateMachine.actionsFrom} lists.
 */

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

/** The message of every refused transition (shown to the user). */
export const TRANSITION_REFUSED = '当前状态不允许该操作';

/** Result of {@link StateMachine.check}: the target state, or a refusal with a message. */
export type TransitionCheck<S extends string> =
  | { ok: true; to: S }
  | {
      ok: false;
      /** User-facing text: {@link TRANSITION_REFUSED} for a table refusal, or a domain rule's own text. */
      message: string;
      /** `状态 <from> 不能执行 <action>` for a table refusal — for logs and the envelope's description. */
      detail?: string;
    };

/** A compiled state machine. */
export interface StateMachine<S extends string, A extends string> {
  readonly states: readonly S[];
  readonly transitions: readonly Transition<S, A>[];
  /** Whether `action` is allowed in `from`. */
  can(from: S, action: A): boolean;
  /** The state `action` leads to from `from`, or undefined when it is not allowed. */
  next(from: S, action: A): S | undefined;
  /** The state `action` leads to, or a plain refusal (never throws). */
  check(from: S, action: A): TransitionCheck<S>;
  /** The actions allowed in a state, in table order (what the UI offers as row actions). */
  actionsFrom(from: S): A[];
}

/**
 * Compiles a transition table.
 * @throws Error when a transition names an unknown state or the same (state, action) pair twice
 * (a programming error in the table, found when the module loads).
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
    check(from, action) {
      const to = next(from, action);
      return to === undefined
        ? { ok: false, message: TRANSITION_REFUSED, detail: `状态 ${from} 不能执行 ${action}` }
        : { ok: true, to };
    },
    actionsFrom: (from) => [...(table.get(from)?.keys() ?? [])] as A[],
  };
}
