/**
 * The server side of the shared state machines (CONVENTIONS §7). The tables themselves are
 * framework-free and live in the domains' rules libraries (`@qifu/<domain>-rules`, built with
 * `defineStateMachine` of `@qifu/util`), so the browser shows exactly the actions the server allows;
 * this module only maps a refusal to the envelope's `BUSINESS_RULE`.
 */
import type { StateMachine, TransitionCheck } from '@qifu/util';

import { AppError } from './envelope';

/**
 * The state `action` leads to from `from` in `machine`.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 (HTTP 200, detail `状态 <from> 不能执行 <action>`)
 * when the table does not allow the transition.
 */
export function assertTransition<S extends string, A extends string>(machine: StateMachine<S, A>, from: S, action: A): S {
  return assertAllowed(machine.check(from, action));
}

/**
 * The target state of an allowed check (e.g. `listingTransition(from, action)` of a rules library).
 * @throws AppError BUSINESS_RULE with the refusal's message and detail (HTTP 200).
 */
export function assertAllowed<S extends string>(check: TransitionCheck<S>): S {
  if (!check.ok) throw new AppError('BUSINESS_RULE', check.message, check.detail);
  return check.to;
}
