/**
 * Query keys of smart customer service (CONVENTIONS.md "a query-key factory per resource":
 * all / lists / list / details / detail, after the Medusa admin dashboard). Hooks and query-option
 * builders own their keys; callers never build keys by hand. Everything sits under
 * `['customerService', …]`, so `customerServiceKeys.all` clears the whole area.
 */
import { resourceKeys, type ResourceKeys } from '@qifu/util';

/** The key factory of one resource of this area. */
export type CsResourceKeys<Name extends string> = ResourceKeys<'customerService', Name>;

const keysOf = <const Name extends string>(name: Name): CsResourceKeys<Name> => resourceKeys('customerService', name);

export const customerServiceKeys = {
  all: ['customerService'] as const,
  /** The human service window (public configuration). */
  humanPhone: () => [...customerServiceKeys.all, 'humanPhone'] as const,
  /** Fuzzy-search results of one question. */
  fuzzy: (knoQuiz: string) => [...customerServiceKeys.all, 'fuzzy', knoQuiz] as const,
  /** The caller's open manpower request. */
  myRequire: () => [...customerServiceKeys.all, 'myRequire'] as const,
  /** Knowledge entries (知识库). */
  knowledge: keysOf('knowledge'),
  /** Smart question records (智能问答记录). */
  smartAq: keysOf('smartAq'),
  /** Conversations (对话记录): the manpower requests as records; `detail(requireId)` their messages. */
  chat: keysOf('chat'),
  /** The manpower queue (人工客服), polled. */
  manpower: keysOf('manpower'),
};
