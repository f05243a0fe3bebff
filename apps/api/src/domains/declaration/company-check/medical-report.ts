import { and, asc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { companyRisk, companyTag, decDeclare, polRiskRule, sysDictValue, sysRegion, tagInfo } from '../../../db/schema';
import { loadCompanyFacts } from '../../matching';
import { requireCallerCompany } from '../../../core/caller-company';
import { companyMatches } from './company-match';
import { buildHealthReport } from './health-report';
import { type RiskType, worseRisk } from './risk-check';

async function dictLabel(db: Db, dictTypeCode: string, value: string | undefined): Promise<string | null> {
  if (!value) return null;
  const [row] = await db
    .select({ label: sysDictValue.label })
    .from(sysDictValue)
    .where(and(eq(sysDictValue.dictTypeCode, dictTypeCode), eq(sysDictValue.value, value)))
    .limit(1);
  return row?.label ?? null;
}

async function regionName(db: Db, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const [row] = await db.select({ name: sysRegion.name }).from(sysRegion).where(eq(sysRegion.code, code)).limit(1);
  return row?.name ?? null;
}

/**
 * The company's risk records per kind with the kind's type: the worst type any policy's risk rule
 * gives the kind ('01' over '02'); '02' 警示 for a kind no rule names.
 */
async function companyRisks(db: Db, companyId: string): Promise<{ riskName: string; riskCount: number; riskType: '01' | '02' }[]> {
  const [risks, rules] = await Promise.all([
    db
      .select({ riskName: companyRisk.riskName, riskCount: companyRisk.riskCount })
      .from(companyRisk)
      .where(eq(companyRisk.companyId, companyId))
      .orderBy(asc(companyRisk.riskName)),
    db.select({ rules: polRiskRule.rules }).from(polRiskRule),
  ]);
  const typeOf = new Map<string, RiskType>();
  for (const r of rules.flatMap((x) => x.rules)) typeOf.set(r.riskName, worseRisk(typeOf.get(r.riskName) ?? '00', r.riskType));
  return risks.map((r) => ({ ...r, riskType: typeOf.get(r.riskName) === '01' ? '01' : '02' }));
}

/** The last full calendar year in China time (UTC+8) at `now`. */
function lastFullYear(now: Date): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear() - 1;
}

/**
 * `POST /policy/doc/medicalReport` (QY; seeds 000 §7, §2 policyserverReport): the health report of the
 * caller's enterprise for `year` (default the last full year; it labels the figures, which are the
 * enterprise's latest "上年度" facts). Computed from its MatchFacts (`loadCompanyFacts`), dictionary
 * labels, street, tags, risk records, declarations and its match against the open projects; the
 * scoring is documented in `health-report.ts`.
 * @throws AppError BUSINESS_RULE 当前账号未关联企业.
 */
export const medicalReport: Handler<'medicalReport'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  const { db } = ctx;
  const now = new Date();
  const facts = await loadCompanyFacts(db, caller.companyId);
  const [industryLabel, scaleLabel, streetName, tags, risks, declarations, matches] = await Promise.all([
    dictLabel(db, 'industry', facts.industry),
    dictLabel(db, 'enterpriseScale', facts.scale),
    regionName(db, facts.streetId),
    db
      .select({ tagName: tagInfo.tagName })
      .from(companyTag)
      .innerJoin(tagInfo, eq(tagInfo.id, companyTag.tagInfoId))
      .where(and(eq(companyTag.companyId, caller.companyId), eq(tagInfo.enableFlag, '1')))
      .orderBy(asc(tagInfo.sort), asc(tagInfo.tagName)),
    companyRisks(db, caller.companyId),
    db.select({ status: decDeclare.status, projectId: decDeclare.projectId }).from(decDeclare).where(eq(decDeclare.companyId, caller.companyId)),
    companyMatches(ctx, caller.companyId, now),
  ]);
  return buildHealthReport({
    companyId: caller.companyId,
    companyName: caller.companyName,
    creditCode: caller.creditCode,
    facts,
    industryLabel,
    scaleLabel,
    streetName,
    tags: tags.map((t) => t.tagName),
    risks,
    declarations,
    matches,
    reportYear: req.body.year ?? lastFullYear(now),
    now,
  });
};
