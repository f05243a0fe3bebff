/**
 * Demo data of the policy service (issue 5): tag categories and tags, company tags, policy tags,
 * enterprise facts and risks, declaration projects with conditions and templates, the risk rules of
 * the five declaration-flow policies, declarations and policy view counts. The data itself and
 * what it is for are documented in `./content/policy-service-companies.ts` and
 * `./content/policy-service-projects.ts`; this file only writes it, with times relative to the
 * seeding time.
 */
import { eq, inArray } from 'drizzle-orm';

import type { Db } from '../db/client';
import {
  companyFact,
  companyRisk,
  companyTag,
  decDeclare,
  polApplyProject,
  polInfo,
  polInfoTag,
  polRiskRule,
  sysUser,
  tagCategory,
  tagInfo,
} from '../db/schema';
import { demoPolicies } from './content/policies';
import {
  DEMO_COMPANY_FACTS,
  DEMO_COMPANY_RISKS,
  DEMO_COMPANY_TAGS,
  DEMO_RISK_NAMES,
  DEMO_TAG_CATEGORIES,
  policyTagNames,
} from './content/policy-service-companies';
import { DEMO_APPLY_PROJECTS, DEMO_DECLARATIONS, phaseTimes } from './content/policy-service-projects';

/** What the demo seed has created before the policy-service data. */
export interface PolicyServiceSeedContext {
  /** Demo company ids, in the order of `demoCompanies` (the first is the qy account's). */
  companyIds: string[];
  /** Demo policy ids, in the order of `demoPolicies`. */
  policyIds: string[];
  /** Demo user ids by user name. */
  userIds: Map<string, string>;
  /** Seeding time (ms); defaults to now. */
  now?: number;
}

/** Row counts written by {@link seedPolicyServiceDemo}. */
export interface PolicyServiceSeedSummary extends Record<string, number> {
  tagCategories: number;
  tags: number;
  companyTags: number;
  policyTags: number;
  companyFacts: number;
  companyRisks: number;
  projects: number;
  riskRules: number;
  declarations: number;
}

/** Deterministic demo view counts (the hot-policy list needs differences). */
function demoViewCount(index: number): number {
  return 40 + ((index * 7919) % 1237);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyymmdd of `date` in China time. */
function chinaDay(date: Date): string {
  const d = new Date(date.getTime() + 8 * 3_600_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`policy-service seed: ${what} missing`);
  return value;
}

/**
 * Seeds the policy-service demo data (inside the demo seed's transaction).
 * @returns counts per kind.
 * @throws Error when the content refers to a policy, company, tag or account the demo seed did not
 *   create (a content mistake; the test catches it).
 */
export async function seedPolicyServiceDemo(db: Db, ctx: PolicyServiceSeedContext): Promise<PolicyServiceSeedSummary> {
  const now = ctx.now ?? Date.now();
  const policyIdByTitle = new Map(demoPolicies.map((p, i) => [p.policyTitle, required(ctx.policyIds[i], `policy ${i}`)]));
  const policyId = (title: string) => required(policyIdByTitle.get(title), `policy ${title}`);
  const companyId = (i: number) => required(ctx.companyIds[i], `company ${i}`);

  // Tags
  const tagIdByName = new Map<string, string>();
  let tagCount = 0;
  for (const [ci, category] of DEMO_TAG_CATEGORIES.entries()) {
    const [row] = await db.insert(tagCategory).values({ categoryName: category.categoryName, sort: ci + 1 }).returning({ id: tagCategory.id });
    const categoryId = required(row?.id, `category ${category.categoryName}`);
    const tags = await db
      .insert(tagInfo)
      .values(category.tags.map((tagName, ti) => ({ categoryId, tagName, tagType: '1' as const, enableFlag: '1' as const, sort: ti + 1 })))
      .returning({ id: tagInfo.id, tagName: tagInfo.tagName });
    for (const t of tags) tagIdByName.set(t.tagName, t.id);
    tagCount += tags.length;
  }
  const tagId = (name: string) => required(tagIdByName.get(name), `tag ${name}`);

  const companyTagRows = DEMO_COMPANY_TAGS.flatMap((names, i) => names.map((n) => ({ companyId: companyId(i), tagInfoId: tagId(n) })));
  await db.insert(companyTag).values(companyTagRows);

  const policyTagRows = demoPolicies.flatMap((p) => policyTagNames(p.policyTitle).map((n) => ({ policyId: policyId(p.policyTitle), tagInfoId: tagId(n) })));
  await db.insert(polInfoTag).values(policyTagRows);

  // Facts and risks
  await db.insert(companyFact).values(DEMO_COMPANY_FACTS.map((facts, i) => ({ companyId: companyId(i), facts: { ...facts } })));
  const riskRows = DEMO_COMPANY_RISKS.flatMap((risks, i) => DEMO_RISK_NAMES.map((riskName) => ({ companyId: companyId(i), riskName, riskCount: risks[riskName] })));
  await db.insert(companyRisk).values(riskRows);

  // Projects and risk rules
  const createdBy = ctx.userIds.get('admin') ?? null;
  const projects = await db
    .insert(polApplyProject)
    .values(
      DEMO_APPLY_PROJECTS.map((p) => ({
        policyId: policyId(p.policyTitle),
        projectName: p.projectName,
        ...phaseTimes(p.phase, now),
        examineDep: p.examineDep,
        template: { ...p.template },
        supportAmount: p.supportAmount,
        supportAmountRule: p.supportAmountRule,
        conditions: p.conditions,
        status: p.status,
        createdBy,
        createdAt: new Date(phaseTimes(p.phase, now).applyStartTime.getTime() - 7 * 86_400_000),
      })),
    )
    .returning({ id: polApplyProject.id, projectName: polApplyProject.projectName });
  const projectIdByName = new Map(projects.map((p) => [p.projectName, p.id]));

  const riskRules = DEMO_APPLY_PROJECTS.flatMap((p) => (p.flow ? [{ policyId: policyId(p.policyTitle), rules: p.flow.riskRules }] : []));
  await db.insert(polRiskRule).values(riskRules);

  // Declarations
  const examiners = await db
    .select({ id: sysUser.id, name: sysUser.name })
    .from(sysUser)
    .where(inArray(sysUser.id, [...ctx.userIds.values()]));
  const userName = new Map(examiners.map((u) => [u.id, u.name]));
  const perDay = new Map<string, number>();
  const declarations = DEMO_DECLARATIONS.map((d) => {
    const project = required(
      DEMO_APPLY_PROJECTS.find((p) => p.projectName === d.projectName),
      `project ${d.projectName}`,
    );
    const submitTime = new Date(now + d.submitDays * 86_400_000);
    const day = chinaDay(submitTime);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const examiner = d.examinerUserName ? (ctx.userIds.get(d.examinerUserName) ?? null) : null;
    return {
      declareNo: `SB${day}${String(seq).padStart(3, '0')}`,
      policyId: policyId(project.policyTitle),
      projectId: required(projectIdByName.get(d.projectName), `project id ${d.projectName}`),
      companyId: companyId(d.companyIndex),
      userId: d.userName ? (ctx.userIds.get(d.userName) ?? null) : null,
      contactName: d.contactName,
      contactPhone: d.contactPhone,
      formData: d.formData,
      attachments: [],
      status: d.status,
      submitTime,
      examineTime: d.examineDays !== undefined ? new Date(now + d.examineDays * 86_400_000) : null,
      examineOpinion: d.examineOpinion ?? null,
      examineUserId: examiner,
      examineUserName: examiner ? (userName.get(examiner) ?? null) : null,
      createdAt: new Date(submitTime.getTime() - 3_600_000),
      updatedAt: d.examineDays !== undefined ? new Date(now + d.examineDays * 86_400_000) : submitTime,
    };
  });
  await db.insert(decDeclare).values(declarations);

  // View counts for the hot-policy list
  for (const [i, id] of ctx.policyIds.entries()) {
    await db.update(polInfo).set({ viewCount: demoViewCount(i) }).where(eq(polInfo.id, id));
  }

  return {
    tagCategories: DEMO_TAG_CATEGORIES.length,
    tags: tagCount,
    companyTags: companyTagRows.length,
    policyTags: policyTagRows.length,
    companyFacts: DEMO_COMPANY_FACTS.length,
    companyRisks: riskRows.length,
    projects: projects.length,
    riskRules: riskRules.length,
    declarations: declarations.length,
  };
}
