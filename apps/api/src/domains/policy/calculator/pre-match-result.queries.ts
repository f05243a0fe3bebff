/**
 * The result of a calculator's last succeeded pre-match (listPreMatchResult, exportPreMatchResult,
 * sendPreMatchResult): the matched enterprises, best first, with whether they were sent the result.
 */
import type { components } from '@qifu/sdk';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';

import { pagedSelect, type PageResult, toPageWindow, escapeLike } from '../../../core/paging';
import { isoOrNull } from '../../../core/values';
import type { Db } from '../../../db/client';
import { company, polCalculatorMatch, polCalculatorNotice, sysRegion } from '../../../db/schema';

/** The contract's PolicyCalculatorMatchResult. */
export type PreMatchResultItem = components['schemas']['PolicyCalculatorMatchResult'];

/** Filters of the result list. */
export interface PreMatchResultFilter {
  companyName?: string;
  notified?: boolean;
}

const COLUMNS = {
  companyId: polCalculatorMatch.companyId,
  companyName: company.companyName,
  creditCode: company.creditCode,
  streetName: sysRegion.name,
  matchDegree: polCalculatorMatch.matchDegree,
  whitelisted: polCalculatorMatch.whitelisted,
  notifiedAt: polCalculatorNotice.notifiedAt,
  phone: company.legalPersonPhone,
};

interface Row {
  companyId: string;
  companyName: string;
  creditCode: string;
  streetName: string | null;
  matchDegree: number;
  whitelisted: boolean;
  notifiedAt: Date | null;
  phone: string | null;
}

function toItem(row: Row): PreMatchResultItem {
  return {
    companyId: row.companyId,
    companyName: row.companyName,
    creditCode: row.creditCode,
    streetName: row.streetName ?? null,
    matchDegree: row.matchDegree,
    whitelisted: row.whitelisted,
    notified: row.notifiedAt !== null,
    notifyTime: isoOrNull(row.notifiedAt),
  };
}

function resultWhere(jobId: string, filter: PreMatchResultFilter): SQL | undefined {
  const kw = filter.companyName?.trim();
  return and(
    eq(polCalculatorMatch.jobId, jobId),
    kw ? ilike(company.companyName, `%${escapeLike(kw)}%`) : undefined,
    filter.notified === true ? isNotNull(polCalculatorNotice.notifiedAt) : filter.notified === false ? isNull(polCalculatorNotice.notifiedAt) : undefined,
  );
}

function noticeJoin(calculatorId: string): SQL | undefined {
  return and(eq(polCalculatorNotice.calculatorId, calculatorId), eq(polCalculatorNotice.companyId, polCalculatorMatch.companyId));
}

/** One page of the result (empty without a succeeded pre-match), best match first, then by name. */
export async function preMatchResultPage(
  db: Db,
  calculatorId: string,
  jobId: string | null,
  query: PreMatchResultFilter & { page?: number; pageSize?: number },
): Promise<PageResult<PreMatchResultItem & { phone: string | null }>> {
  if (!jobId) return { list: [], total: 0 };
  const window = toPageWindow(query);
  const where = resultWhere(jobId, query);
  return pagedSelect(
    db
      .select(COLUMNS)
      .from(polCalculatorMatch)
      .innerJoin(company, eq(company.id, polCalculatorMatch.companyId))
      .leftJoin(sysRegion, eq(sysRegion.code, company.streetId))
      .leftJoin(polCalculatorNotice, noticeJoin(calculatorId))
      .where(where)
      .orderBy(desc(polCalculatorMatch.matchDegree), asc(company.companyName), asc(company.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(polCalculatorMatch)
      .innerJoin(company, eq(company.id, polCalculatorMatch.companyId))
      .leftJoin(polCalculatorNotice, noticeJoin(calculatorId))
      .where(where),
    (row) => ({ ...toItem(row), phone: row.phone }),
  );
}
