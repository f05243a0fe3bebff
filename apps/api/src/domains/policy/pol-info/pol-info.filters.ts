import { type PolicyExamineCode, statesOfExamine, statesOfShelf } from '@qifu/policy-rules';
import type { components } from '@qifu/sdk';
import { and, ilike, inArray, ne, type SQL } from 'drizzle-orm';

import { containsPattern } from '../../../core/values';
import { polInfo } from '../../../db/schema';
import { titleOrNumber } from '../info/policy-info.queries';

/** Filters of 政策信息库 (listPolInfo; getPolInfoNum without the two states). */
export interface PolInfoFilters {
  keyword?: string;
  policyDepName?: string;
  examineStatus?: PolicyExamineCode;
  status?: components['schemas']['PolicyShelfStatus'];
}

/** The conditions of {@link PolInfoFilters} within `scope` (deleted policies never listed). */
export function polInfoWhere(f: PolInfoFilters, scope: SQL | undefined): SQL | undefined {
  const dep = containsPattern(f.policyDepName);
  return and(
    ne(polInfo.status, 'deleted'),
    scope,
    titleOrNumber(f.keyword),
    dep ? ilike(polInfo.policyDepName, dep) : undefined,
    f.examineStatus ? inArray(polInfo.status, statesOfExamine(f.examineStatus)) : undefined,
    f.status ? inArray(polInfo.status, statesOfShelf(f.status)) : undefined,
  );
}
