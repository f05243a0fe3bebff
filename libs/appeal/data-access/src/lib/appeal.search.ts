/**
 * The URL search of /page/appeal (诉求服务, seeds 000 §2): `?tab=submit|mine&page=&status=&id=`. Empty or malformed
 * values are left out. Imports nothing but the parsers of `@qifu/util` (the route file is part of the first load).
 */
import { oneOfParam, pageParam, uuidParam } from '@qifu/util';

/** The page's tabs: 服务指南 (default, no `tab`), 我要诉求, 我的诉求. */
export const APPEAL_TABS = ['guide', 'submit', 'mine'] as const;
/** A tab of /page/appeal. */
export type AppealTab = (typeof APPEAL_TABS)[number];

/** Status codes a 我的诉求 filter may hold (contract `AppealStatus`). */
export const APPEAL_STATUS_CODES = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The URL search of /page/appeal. */
export interface AppealSearch {
  /** The open tab; absent = `guide` (服务指南). */
  tab?: Exclude<AppealTab, 'guide'>;
  /** 我的诉求 page (2…; absent = 1). */
  page?: number;
  /** 我的诉求 status filter. */
  status?: (typeof APPEAL_STATUS_CODES)[number];
  /** The caller's appeal shown in detail with its progress (我的诉求). */
  id?: string;
}

/** Validates the raw search of /page/appeal; `page`, `status` and `id` only belong to 我的诉求 (`tab=mine`). */
export function validateAppealSearch(raw: Record<string, unknown>): AppealSearch {
  const tab = oneOfParam(raw['tab'], ['submit', 'mine'] as const);
  const search: AppealSearch = {};
  if (tab) search.tab = tab;
  if (tab !== 'mine') return search;
  const page = pageParam(raw['page']);
  if (page) search.page = page;
  const status = oneOfParam(raw['status'], APPEAL_STATUS_CODES);
  if (status) search.status = status;
  const id = uuidParam(raw['id']);
  if (id) search.id = id;
  return search;
}
