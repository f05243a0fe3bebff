/**
 * Query keys of system administration (CONVENTIONS.md "a query-key factory per resource":
 * all / lists / list / details / detail, after the Medusa admin dashboard). Hooks own their keys;
 * callers never build keys by hand. Everything sits under `['sys', <resource>]`, so
 * `sysKeys.all` clears the whole area.
 */
import { resourceKeys, type ResourceKeys } from '@qifu/util';

/** The key factory of one system-administration resource. */
export type SysResourceKeys<Name extends string> = ResourceKeys<'sys', Name>;

const keysOf = <const Name extends string>(name: Name): SysResourceKeys<Name> => resourceKeys('sys', name);

/** Query keys of every system-administration resource. */
export const sysKeys = {
  all: ['sys'] as const,
  user: keysOf('user'),
  /** Roles; the role options of the user form are a list (`list({ options: true, … })`). */
  role: keysOf('role'),
  menu: keysOf('menu'),
  dataRule: keysOf('dataRule'),
  dictType: keysOf('dictType'),
  dictValue: keysOf('dictValue'),
  /** Offices; the tree and the options are lists. */
  office: keysOf('office'),
  platform: keysOf('platform'),
  live: keysOf('live'),
  /** Home configuration; the footer contact block is `list({ contact: true })`. */
  homeConfig: keysOf('homeConfig'),
  /** Basic-data configuration; lists by type and the service-category cascade. */
  basicDataConfig: keysOf('basicDataConfig'),
  actionLog: keysOf('actionLog'),
  /** Feedback messages of the portal's feedback dialog (意见反馈). */
  feedback: keysOf('feedback'),
} as const;
