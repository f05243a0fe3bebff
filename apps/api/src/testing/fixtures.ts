/**
 * Fixture rows for the API tests of the declaration and appeal domains: enterprises with
 * a QY account, policies, projects with template and conditions, facts, risks and risk rules, and
 * uploads through `POST /files/upload`. Every test file builds its own, so it depends on no demo row.
 */
import { randomInt } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { hashPassword } from '../core/auth';
import type { Db } from '../db/client';
import {
  company,
  companyFact,
  companyRisk,
  polApplyProject,
  polInfo,
  polRiskRule,
  type PolicyRiskRule,
  type StoredCondition,
  sysRole,
  sysUser,
  sysUserRole,
} from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { auth, body, loginAs, type TestServer } from './test-server';

const DAY = 86_400_000;

/** A valid-looking unified social credit code (registration 91, region 330521). */
function creditCode(): string {
  return `91330521MA2K${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** An enterprise user with (or without) a company; @returns ids and a token. */
export interface FixtureUser {
  userId: string;
  companyId: string | null;
  companyName: string | null;
  token: string;
}

/** Creates a user of `userType` (QY by default), with a new company when `companyName` is given, and logs in. */
export async function createUser(
  server: TestServer,
  userName: string,
  options: { companyName?: string; userType?: string } = {},
): Promise<FixtureUser> {
  const db = server.db;
  let companyId: string | null = null;
  if (options.companyName) {
    const [c] = await db
      .insert(company)
      .values({ companyName: options.companyName, creditCode: creditCode(), streetId: '330521001', industry: 'C', scale: '2' })
      .returning({ id: company.id });
    companyId = c?.id ?? null;
  }
  const userType = options.userType ?? 'QY';
  const [u] = await db
    .insert(sysUser)
    .values({ userName, passwordHash: await hashPassword(DEMO_PASSWORD), name: `${userName}用户`, userType, companyId })
    .returning({ id: sysUser.id });
  if (!u) throw new Error('user insert failed');
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, userType)).limit(1);
  if (!role) throw new Error(`no role ${userType}`);
  await db.insert(sysUserRole).values({ userId: u.id, roleId: role.id });
  const { token } = await loginAs(server, userName);
  return { userId: u.id, companyId, companyName: options.companyName ?? null, token };
}

/** Creates a policy (published unless `status` says otherwise); @returns its id. */
export async function createPolicy(db: Db, title: string, status: 'published' | 'draft' = 'published'): Promise<string> {
  const [p] = await db
    .insert(polInfo)
    .values({ policyTitle: title, policyDepName: '德清县经济和信息化局', policyCreateTime: new Date(), status })
    .returning({ id: polInfo.id });
  if (!p) throw new Error('policy insert failed');
  return p.id;
}

/** A template field (ApplyProjectTemplateField). */
export type TemplateField = Record<string, unknown> & { key: string; label: string; type: string };

/** The default template: a required amount, a required summary, an optional upload. */
export const DEFAULT_TEMPLATE: { fields: TemplateField[] } = {
  fields: [
    { key: 'investAmount', label: '设备投资额（万元）', type: 'number', required: true },
    { key: 'summary', label: '项目简介', type: 'textarea', required: true, rules: [{ type: 'maxLength', value: 200 }] },
    { key: 'proof', label: '设备发票', type: 'upload', required: false, limit: 2, accept: '.pdf' },
  ],
};

/** Options of {@link createProject}. */
export interface ProjectOptions {
  name?: string;
  /** Window relative to now: 'open' (default), 'future' (not started), 'examining' (window over, examination running), 'ended'. */
  window?: 'open' | 'future' | 'examining' | 'ended';
  status?: '0' | '1';
  conditions?: StoredCondition[];
  template?: { fields: TemplateField[] };
  supportAmount?: number | null;
}

/** Creates a declaration project of a policy; @returns its id. */
export async function createProject(db: Db, policyId: string, options: ProjectOptions = {}): Promise<string> {
  const now = Date.now();
  const offsets = {
    open: [-1, 10, 11, 20],
    future: [5, 10, 11, 20],
    examining: [-10, -1, 0, 20],
    ended: [-30, -20, -19, -10],
  }[options.window ?? 'open'] as [number, number, number, number];
  const [p] = await db
    .insert(polApplyProject)
    .values({
      policyId,
      projectName: options.name ?? '2026年度工业企业技术改造项目补助',
      applyStartTime: new Date(now + offsets[0] * DAY),
      applyEndTime: new Date(now + offsets[1] * DAY),
      examineStartTime: new Date(now + offsets[2] * DAY),
      examineEndTime: new Date(now + offsets[3] * DAY),
      examineDep: '德清县经济和信息化局',
      template: options.template ?? DEFAULT_TEMPLATE,
      supportAmount: options.supportAmount === undefined ? 500000 : options.supportAmount,
      conditions: options.conditions ?? [],
      status: options.status ?? '1',
    })
    .returning({ id: polApplyProject.id });
  if (!p) throw new Error('project insert failed');
  return p.id;
}

/** A condition `var >= value`. */
export function atLeast(code: string, field: string, value: number, label: string, veto = false): StoredCondition {
  return { code, label, logic: { '>=': [{ var: field }, value] }, veto };
}

/** Replaces a company's facts (MatchFacts minus the company-row fields). */
export async function setFacts(db: Db, companyId: string, facts: Record<string, unknown>): Promise<void> {
  await db
    .insert(companyFact)
    .values({ companyId, facts })
    .onConflictDoUpdate({ target: companyFact.companyId, set: { facts, updatedAt: new Date() } });
}

/** Sets a company's risk counts per kind. */
export async function setRisks(db: Db, companyId: string, counts: Record<string, number>): Promise<void> {
  for (const [riskName, riskCount] of Object.entries(counts)) {
    await db
      .insert(companyRisk)
      .values({ companyId, riskName, riskCount })
      .onConflictDoUpdate({ target: [companyRisk.companyId, companyRisk.riskName], set: { riskCount } });
  }
}

/** Sets a policy's risk rules. */
export async function setRiskRules(db: Db, policyId: string, rules: PolicyRiskRule[]): Promise<void> {
  await db.insert(polRiskRule).values({ policyId, rules }).onConflictDoUpdate({ target: polRiskRule.policyId, set: { rules } });
}

const BOUNDARY = '----qifu-declaration-test';

/** Uploads a small PDF as `token`'s user; @returns the file reference the upload answers. */
export async function uploadPdf(server: TestServer, token: string, fileName = '设备发票.pdf'): Promise<{ fileName: string; filePath: string }> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n申报材料\n%%EOF\n'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(token) },
    payload,
  });
  const json = body<{ success: boolean; data?: { fileName: string; filePath: string } }>(res);
  if (!json.success || !json.data) throw new Error(`upload failed: ${res.body}`);
  return { fileName: json.data.fileName, filePath: json.data.filePath };
}
