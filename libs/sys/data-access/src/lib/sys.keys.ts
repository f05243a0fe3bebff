/**
 * Query keys of system administration (CONVENTIONS.md "a query-key factory per resource":
 * all / lists / list / details / detail, after the Medusa admin dashboard). Hooks own their keys;
 * callers never build keys by hand. Everything sits under `['sys', <resource>]`, so
 * `sysKeys.all` clears the whole area.
 */

/** The key factory of one resource. */
export interface ResourceKeys<Name extends string> {
  all: readonly ['sys', Name];
  /** Prefix of every list of the resource (paged lists, trees, options). */
  lists: () => readonly ['sys', Name, 'list'];
  /** One list with its (compacted) parameters. */
  list: (params?: object) => readonly ['sys', Name, 'list', object];
  /** Prefix of every detail of the resource. */
  details: () => readonly ['sys', Name, 'detail'];
  /** One record. */
  detail: (id: string) => readonly ['sys', Name, 'detail', string];
}

function resourceKeys<Name extends string>(name: Name): ResourceKeys<Name> {
  const all = ['sys', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object = {}) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/** Query keys of every system-administration resource. */
export const sysKeys = {
  all: ['sys'] as const,
  user: resourceKeys('user'),
  /** Roles; the role options of the user form are a list (`list({ options: true, … })`). */
  role: resourceKeys('role'),
  menu: resourceKeys('menu'),
  dataRule: resourceKeys('dataRule'),
  dictType: resourceKeys('dictType'),
  dictValue: resourceKeys('dictValue'),
  /** Offices; the tree and the options are lists. */
  office: resourceKeys('office'),
  platform: resourceKeys('platform'),
  live: resourceKeys('live'),
  /** Home configuration; the footer contact block is `list({ contact: true })`. */
  homeConfig: resourceKeys('homeConfig'),
  /** Basic-data configuration; lists by type and the service-category cascade. */
  basicDataConfig: resourceKeys('basicDataConfig'),
  actionLog: resourceKeys('actionLog'),
  /** Feedback messages of the portal's feedback dialog (意见反馈). */
  feedback: resourceKeys('feedback'),
} as const;
