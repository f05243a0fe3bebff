/**
 * URL searches of the declaration pages (TanStack Router `validateSearch`); empty or malformed
 * values are left out.
 */

/**
 * Entry type of the declaration page (`type`): `'1'` = continuing an existing declaration (继续填写
 * from 我的申报 or the declaration detail). Seeds 000 §4 names only entry type 1; other values are
 * kept as given (digits only) and have no meaning yet.
 */
import { uuidParam } from '@qifu/util';

export type DeclareEntryType = string;

/** The URL search of /page/policyserverdeclare: `?projectId=…&id=…&type=1`. */
export interface DeclareSearch {
  /** The declaration project (required by the page; without it the page shows an empty state). */
  projectId?: string;
  /** The caller's declaration being continued. */
  id?: string;
  /** Entry type ({@link DeclareEntryType}). */
  type?: DeclareEntryType;
}

/** The URL search of /page/policyserverdectail: `?id=<declaration id>`. */
export interface DeclareDetailSearch {
  id?: string;
}

/** The URL search of /page/policyserverdetail: `?id=<policy id>`. */
export interface PolicyServerDetailSearch {
  id?: string;
}


/** Validates the raw search of /page/policyserverdeclare. */
export function validateDeclareSearch(raw: Record<string, unknown>): DeclareSearch {
  const search: DeclareSearch = {};
  const projectId = uuidParam(raw['projectId']);
  if (projectId) search.projectId = projectId;
  const declareId = uuidParam(raw['id']);
  if (declareId) search.id = declareId;
  const type = typeof raw['type'] === 'number' ? String(raw['type']) : raw['type'];
  if (typeof type === 'string' && /^\d{1,2}$/.test(type)) search.type = type;
  return search;
}

/** Validates the raw search of /page/policyserverdectail. */
export function validateDeclareDetailSearch(raw: Record<string, unknown>): DeclareDetailSearch {
  const value = uuidParam(raw['id']);
  return value ? { id: value } : {};
}

/** Validates the raw search of /page/policyserverdetail. */
export function validatePolicyServerDetailSearch(raw: Record<string, unknown>): PolicyServerDetailSearch {
  const value = uuidParam(raw['id']);
  return value ? { id: value } : {};
}
