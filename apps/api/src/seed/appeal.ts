/**
 * Demo content of enterprise appeals (seeds 000 §2 appeal): the class tree, sources, dealing offices linked to the
 * demo offices, deal durations, the tiles of /page/appeal, and appeals with their workflow logs. The data and what it
 * shows are documented in `./content/appeal.ts`; this file writes it. Each appeal's status comes from replaying its
 * steps through the state table (`@qifu/appeal-rules`), so the seed cannot hold a transition the server
 * would refuse; deadlines follow the same working-day rule as a dispatch (`addWorkingDays`).
 */
import { appealTransition, type AppealFrom, type AppealStatus, logActionOf } from '@qifu/appeal-rules';
import { inArray } from 'drizzle-orm';

import { assertAllowed } from '../core/state-machine';
import { addWorkingDays, DEFAULT_DEAL_DAYS } from '../domains/appeal';
import type { Db } from '../db/client';
import {
  appealCommonApp,
  appealDealDuration,
  appealDealOffice,
  appealInfo,
  appealLog,
  appealSource,
  appealType,
  sysUser,
} from '../db/schema';
import {
  type Ago,
  DEMO_APPEAL_SOURCES,
  DEMO_APPEAL_TYPES,
  DEMO_APPEALS,
  DEMO_COMMON_APPS,
  DEMO_DEAL_DURATIONS,
  DEMO_DEAL_OFFICES,
  type DemoAppeal,
} from './content/appeal';
import { demoCompanies } from './content/companies';
import type { PortalSeedContext } from './portal-context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type InfoRow = typeof appealInfo.$inferInsert;
type LogRow = typeof appealLog.$inferInsert;

interface Staff {
  id: string | null;
  name: string;
  officeId: string | null;
}

/** yyyyMMdd in China time. */
function chinaDay(at: Date): string {
  return new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedAppealDemo(db: Db, ctx: PortalSeedContext, nowMs: number = Date.now()): Promise<Record<string, number>> {
  const at = (ago: Ago) => new Date(nowMs - ago.d * DAY - (ago.h ?? 0) * HOUR);

  // classes: parents first, then their children
  for (const [i, parent] of DEMO_APPEAL_TYPES.entries()) {
    const [row] = await db
      .insert(appealType)
      .values({ typeName: parent.typeName, typeCode: parent.typeCode, sort: i + 1, enableFlag: parent.enableFlag ?? true, remark: parent.remark ?? null })
      .returning({ id: appealType.id });
    if (!row) throw new Error(`appeal type ${parent.typeCode} not inserted`);
    const children = parent.children ?? [];
    if (children.length > 0) {
      await db.insert(appealType).values(
        children.map((c, j) => ({
          parentId: row.id,
          typeName: c.typeName,
          typeCode: c.typeCode,
          sort: j + 1,
          enableFlag: c.enableFlag ?? true,
          remark: c.remark ?? null,
        })),
      );
    }
  }

  const sources = await db
    .insert(appealSource)
    .values(DEMO_APPEAL_SOURCES.map((s, i) => ({ sourceType: s.sourceType, sourceValueName: s.sourceValueName, sort: i + 1, enableFlag: s.enableFlag ?? true })))
    .returning({ id: appealSource.id, name: appealSource.sourceValueName });
  const sourceId = new Map(sources.map((s) => [s.name, s.id]));

  const offices = await db
    .insert(appealDealOffice)
    .values(
      DEMO_DEAL_OFFICES.map((o, i) => ({
        dealOfficeName: o.dealOfficeName,
        officeId: ctx.officeIds.get(o.dealOfficeName) ?? null,
        contactName: o.contactName,
        contactPhone: o.contactPhone,
        sort: i + 1,
      })),
    )
    .returning({ id: appealDealOffice.id, name: appealDealOffice.dealOfficeName, officeId: appealDealOffice.officeId });
  const officeByName = new Map(offices.map((o) => [o.name, o]));
  const contactOf = new Map(DEMO_DEAL_OFFICES.map((o) => [o.dealOfficeName, o.contactName]));

  await db.insert(appealDealDuration).values(DEMO_DEAL_DURATIONS);
  const dealDays = new Map(DEMO_DEAL_DURATIONS.map((d) => [d.appealClass, d.dealDays]));

  await db.insert(appealCommonApp).values(DEMO_COMMON_APPS.map((a, i) => ({ ...a, sort: i + 1 })));

  const userIds = [...ctx.userIds.values()];
  const users = userIds.length > 0 ? await db.select({ id: sysUser.id, name: sysUser.name, officeId: sysUser.officeId }).from(sysUser).where(inArray(sysUser.id, userIds)) : [];
  const userById = new Map(users.map((u) => [u.id, u]));
  const account = (userName: string): Staff => {
    const id = ctx.userIds.get(userName);
    const user = id ? userById.get(id) : undefined;
    if (!user) throw new Error(`demo account ${userName} missing`);
    return { id: user.id, name: user.name, officeId: user.officeId };
  };

  // numbers: SQ + China day + a daily sequence, in submission order
  const ordered = [...DEMO_APPEALS].sort((a, b) => at(a.ago).getTime() - at(b.ago).getTime());
  const perDay = new Map<string, number>();
  const numberOf = new Map<DemoAppeal, string>();
  for (const a of ordered) {
    const day = chinaDay(at(a.ago));
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    numberOf.set(a, `SQ${day}${String(seq).padStart(4, '0')}`);
  }

  let logCount = 0;
  for (const a of DEMO_APPEALS) {
    const comp = demoCompanies[a.company];
    const companyId = ctx.companyIds[a.company];
    if (!comp || !companyId) throw new Error(`demo company ${a.company} missing`);
    const source = sourceId.get(a.source);
    if (!source) throw new Error(`appeal source ${a.source} missing`);
    const submittedAt = at(a.ago);
    // the enterprise's own account for the qy company, else its contact person
    const enterprise: Staff = a.company === 0 ? account('qy') : { id: null, name: a.contactName, officeId: null };
    const creator = a.createdBy ? account(a.createdBy) : enterprise;

    const first: AppealStatus = assertAllowed(appealTransition('new' satisfies AppealFrom, a.createdBy ? 'create' : 'submit'));
    const info: InfoRow & { status: AppealStatus } = {
      appealNo: numberOf.get(a) ?? '',
      appealTitle: a.title,
      appealContent: a.content,
      appealClass: a.appealClass,
      appealSource: source,
      files: [],
      companyId,
      companyName: comp.companyName,
      creditCode: comp.creditCode,
      contactName: a.contactName,
      contactPhone: a.contactPhone,
      serviceAreaType: a.serviceAreaType,
      streetCode: comp.streetId,
      status: first,
      createUserId: creator.id,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    };
    const logs: Omit<LogRow, 'appealId'>[] = [
      {
        action: a.createdBy ? 'create' : 'submit',
        fromStatus: null,
        toStatus: first,
        opinion: null,
        operatorId: creator.id,
        operatorName: creator.name,
        operatorOfficeId: creator.officeId,
        dealOfficeId: null,
        dealOfficeName: null,
        createdAt: submittedAt,
      },
    ];

    let office: { id: string; name: string } | null = null;
    for (const step of a.steps) {
      const when = at(step.ago);
      const from = info.status;
      const to = assertAllowed(appealTransition(from, step.action));
      let operator: Staff;
      let opinion: string | null = null;
      switch (step.action) {
        case 'updateDealOffice': {
          const target = officeByName.get(step.office);
          if (!target) throw new Error(`deal office ${step.office} missing`);
          if (from === '1') {
            info.deadline = addWorkingDays(when, dealDays.get(a.appealClass) ?? DEFAULT_DEAL_DAYS);
            info.dispatchTime = when;
          }
          office = { id: target.id, name: target.name };
          operator = account(step.by);
          opinion = step.opinion ?? null;
          break;
        }
        case 'transfer': {
          const target = officeByName.get(step.office);
          if (!target) throw new Error(`deal office ${step.office} missing`);
          operator = step.by ? account(step.by) : officeStaff(office);
          office = { id: target.id, name: target.name };
          opinion = step.opinion;
          break;
        }
        case 'deal':
          operator = step.by ? account(step.by) : officeStaff(office);
          opinion = step.opinion;
          info.dealContent = step.opinion;
          info.dealTime = when;
          break;
        case 'back':
          operator = step.by ? account(step.by) : officeStaff(office);
          opinion = step.opinion;
          info.backReason = step.opinion;
          info.deadline = null;
          break;
        case 'examinePass':
        case 'examineReject':
          operator = account(step.by);
          opinion = step.opinion ?? null;
          info.examineOpinion = opinion;
          if (step.action === 'examinePass') info.finishTime = when;
          break;
        case 'archive':
          operator = account(step.by);
          opinion = step.opinion ?? null;
          info.archiveRemark = opinion;
          info.archiveTime = when;
          break;
        case 'resubmit':
          operator = enterprise;
          if (step.content) info.appealContent = step.content;
          office = null;
          info.deadline = null;
          info.dispatchTime = null;
          break;
      }
      info.status = to;
      info.dealOffice = office?.id ?? null;
      info.updatedAt = when;
      logs.push({
        action: logActionOf(step.action),
        fromStatus: from,
        toStatus: to,
        opinion,
        operatorId: operator.id,
        operatorName: operator.name,
        operatorOfficeId: operator.officeId,
        dealOfficeId: office?.id ?? null,
        dealOfficeName: office?.name ?? null,
        createdAt: when,
      });
    }

    const [row] = await db.insert(appealInfo).values(info).returning({ id: appealInfo.id });
    if (!row) throw new Error(`appeal ${a.title} not inserted`);
    await db.insert(appealLog).values(logs.map((l) => ({ ...l, appealId: row.id })));
    logCount += logs.length;
  }

  function officeStaff(current: { id: string; name: string } | null): Staff {
    if (!current) throw new Error('a step of the dealing office needs a dealing office');
    const linked = officeByName.get(current.name)?.officeId ?? null;
    return { id: null, name: contactOf.get(current.name) ?? current.name, officeId: linked };
  }

  return {
    appealTypes: DEMO_APPEAL_TYPES.reduce((n, t) => n + 1 + (t.children?.length ?? 0), 0),
    appealSources: sources.length,
    appealDealOffices: offices.length,
    appealDealDurations: DEMO_DEAL_DURATIONS.length,
    appealCommonApps: DEMO_COMMON_APPS.length,
    appeals: DEMO_APPEALS.length,
    appealLogs: logCount,
  };
}
