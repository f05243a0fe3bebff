/**
 * Query keys of smart customer service (CONVENTIONS.md "a query-key factory per resource":
 * all / lists / list / details / detail, after the Medusa admin dashboard). Hooks and query-option
 * builders own their keys; callers never build keys by hand. Everything sits under
 * `['customerService', …]`, so `customerServiceKeys.all` clears the whole area.
 */

/** The key factory of one resource. */
export interface CsResourceKeys<Name extends string> {
  all: readonly ['customerService', Name];
  /** Prefix of every list of the resource. */
  lists: () => readonly ['customerService', Name, 'list'];
  /** One list with its (compacted) parameters. */
  list: (params?: object) => readonly ['customerService', Name, 'list', object];
  /** Prefix of every detail of the resource. */
  details: () => readonly ['customerService', Name, 'detail'];
  /** One record (for a conversation: its messages). */
  detail: (id: string) => readonly ['customerService', Name, 'detail', string];
}

function resourceKeys<Name extends string>(name: Name): CsResourceKeys<Name> {
  const all = ['customerService', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object = {}) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

export const customerServiceKeys = {
  all: ['customerService'] as const,
  /** The human service window (public configuration). */
  humanPhone: () => [...customerServiceKeys.all, 'humanPhone'] as const,
  /** Fuzzy-search results of one question. */
  fuzzy: (knoQuiz: string) => [...customerServiceKeys.all, 'fuzzy', knoQuiz] as const,
  /** The caller's open manpower request. */
  myRequire: () => [...customerServiceKeys.all, 'myRequire'] as const,
  /** Knowledge entries (知识库). */
  knowledge: resourceKeys('knowledge'),
  /** Smart question records (智能问答记录). */
  smartAq: resourceKeys('smartAq'),
  /** Conversations (对话记录): the manpower requests as records; `detail(requireId)` their messages. */
  chat: resourceKeys('chat'),
  /** The manpower queue (人工客服), polled. */
  manpower: resourceKeys('manpower'),
};
