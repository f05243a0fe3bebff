/**
 * Demo content of training and publicity (seeds 000 §2 propaganda pages; seeds 001 §4 training
 * statuses): the plans, activities and registrations of `./content/training.ts`. Activity times are
 * relative to the seeding day (China time) and every status the clock derives is computed with the
 * domain's own table (`activityStatusAt`, `planStatusAt`), so the stored statuses are the ones the
 * server would reach itself.
 */
import { activityStatusAt, chinaDay, planStatusAt, TRAIN_APPLY_STATUS, TRAIN_SIGN_IN_STATUS, TRAIN_STATUS, type TrainStatus } from '@qifu/training-rules';
import { sanitizeRichText } from '../core/sanitize-html';
import type { Db } from '../db/client';
import { trainActivity, trainInfo, trainPlan } from '../db/schema';
import { demoCompanies } from './content';
import {
  activityContentHtml,
  demoAccountApplies,
  demoEvaluations,
  demoTrainActivities,
  demoTrainPlans,
  type RelativeTime,
} from './content/training';
import { demoImageOf } from './demo-media';
import type { PortalSeedContext } from './portal-context';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The instant of a day relative to `now`'s China day, at a China time of day. */
export function relativeInstant(now: Date, [days, time]: RelativeTime): Date {
  const day = chinaDay(new Date(now.getTime() + days * DAY_MS));
  return new Date(`${day}T${time}:00+08:00`);
}

/** The phone of a demo account (its registration's 手机号). */
const ACCOUNT_CONTACT = {
  qy: { applyName: '张伟', applyPhone: '13857208001' },
  gr: { applyName: '刘芳', applyPhone: '13857208005' },
} as const;

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedTrainingDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  const now = new Date();
  const creator = ctx.userIds.get('yyf') ?? null;
  const office = (name: string) => ctx.officeIds.get(name) ?? null;

  const planIds = new Map<string, string>();
  for (const p of demoTrainPlans) {
    const status: TrainStatus = planStatusAt('1', p, now);
    const [row] = await db
      .insert(trainPlan)
      .values({
        planName: p.planName,
        planYear: p.planYear,
        startTime: p.startTime,
        endTime: p.endTime,
        planContent: sanitizeRichText(p.planContent),
        units: p.units,
        status,
        officeId: office(p.officeName),
        createdBy: creator,
        createdAt: new Date(Math.min(Date.parse(`${p.startTime}T10:00:00+08:00`) - 20 * DAY_MS, now.getTime())),
      })
      .returning({ id: trainPlan.id });
    if (!row) throw new Error(`plan ${p.planName} not inserted`);
    planIds.set(p.key, row.id);
  }

  const activityIds = new Map<string, string>();
  const activityTimes = new Map<string, { applyStart: Date; holdEnd: Date; status: TrainStatus }>();
  const infos: (typeof trainInfo.$inferInsert)[] = [];
  let evaluationIndex = 0;
  for (const [activityIndex, a] of demoTrainActivities.entries()) {
    const times = {
      applyStartTime: relativeInstant(now, a.applyStart),
      applyEndTime: relativeInstant(now, a.applyEnd),
      holdStartTime: relativeInstant(now, a.holdStart),
      holdEndTime: relativeInstant(now, a.holdEnd),
    };
    const status: TrainStatus = a.state === 'published' ? activityStatusAt('6', times, now) : a.state;
    const [row] = await db
      .insert(trainActivity)
      .values({
        planId: a.plan ? (planIds.get(a.plan) ?? null) : null,
        activityName: a.activityName,
        activityType: a.activityType,
        // a stored cover photo per activity (issue 14: activities have photos)
        coverImage: demoImageOf('training', activityIndex).filePath,
        activityContent: sanitizeRichText(activityContentHtml(a)),
        activityAddress: a.activityAddress,
        streetCode: a.streetCode ?? null,
        ...times,
        applyLimit: a.applyLimit,
        applyTarget: a.applyTarget,
        contactName: a.contactName,
        contactPhone: a.contactPhone,
        units: a.units,
        status,
        examineOpinion: a.examineOpinion ?? (a.state === 'published' || a.state === TRAIN_STATUS.postponed ? '同意发布。' : null),
        postponeReason: a.postponeReason ?? null,
        cancelReason: a.cancelReason ?? null,
        officeId: office(a.officeName),
        createdBy: creator,
        createdAt: new Date(Math.min(times.applyStartTime.getTime() - 7 * DAY_MS, now.getTime())),
      })
      .returning({ id: trainActivity.id });
    if (!row) throw new Error(`activity ${a.activityName} not inserted`);
    activityIds.set(a.key, row.id);
    activityTimes.set(a.key, { applyStart: times.applyStartTime, holdEnd: times.holdEndTime, status });

    // Registrations taken on site or by phone, from the demo enterprises after the qy account's.
    const held = ['9', '10', '4'].includes(status);
    a.offline.forEach((applyNum, i) => {
      const c = demoCompanies[(i % (demoCompanies.length - 1)) + 1];
      const companyId = ctx.companyIds[(i % (demoCompanies.length - 1)) + 1];
      if (!c || !companyId) return;
      const applyTime = new Date(Math.min(times.applyStartTime.getTime() + (i + 1) * 5 * HOUR_MS, now.getTime()));
      const signedIn = held && i % 5 !== 4;
      const evaluation = signedIn && status === TRAIN_STATUS.ended && i % 2 === 0 ? demoEvaluations[evaluationIndex++ % demoEvaluations.length] : undefined;
      infos.push({
        activityId: row.id,
        userId: null,
        companyId,
        applyType: '1',
        applyName: c.legalPerson,
        applyPhone: c.legalPersonPhone,
        applyNum,
        applyStatus: '1',
        applyTime,
        signInStatus: signedIn ? '1' : '0',
        signInTime: signedIn ? new Date(times.holdStartTime.getTime() - 15 * 60_000) : null,
        evaluateScore: evaluation ? evaluation[0] : null,
        evaluateContent: evaluation ? evaluation[1] : null,
        evaluateTime: evaluation ? new Date(times.holdEndTime.getTime() + 2 * HOUR_MS) : null,
      });
    });
  }

  for (const [i, r] of demoAccountApplies.entries()) {
    const activityId = activityIds.get(r.activity);
    const t = activityTimes.get(r.activity);
    const userId = ctx.userIds.get(r.account);
    if (!activityId || !t || !userId) throw new Error(`demo registration ${r.activity}/${r.account} has no activity or account`);
    const applyTime = new Date(Math.min(t.applyStart.getTime() + (i + 2) * HOUR_MS, now.getTime()));
    infos.push({
      activityId,
      userId,
      companyId: r.account === 'qy' ? (ctx.companyIds[0] ?? null) : null,
      applyType: r.account === 'qy' ? '1' : '2',
      ...ACCOUNT_CONTACT[r.account],
      applyNum: r.applyNum,
      remark: r.remark ?? null,
      applyStatus: r.applyStatus ?? TRAIN_APPLY_STATUS.applied,
      applyTime,
      cancelTime: r.applyStatus === TRAIN_APPLY_STATUS.cancelled ? new Date(Math.min(applyTime.getTime() + DAY_MS, now.getTime())) : null,
      signInStatus: r.signedIn ? TRAIN_SIGN_IN_STATUS.signedIn : TRAIN_SIGN_IN_STATUS.absent,
      signInTime: r.signedIn ? new Date(t.holdEnd.getTime() - 6 * HOUR_MS) : null,
      evaluateScore: r.evaluate?.score ?? null,
      evaluateContent: r.evaluate?.content ?? null,
      evaluateTime: r.evaluate ? new Date(t.holdEnd.getTime() + DAY_MS) : null,
    });
  }
  if (infos.length > 0) await db.insert(trainInfo).values(infos);

  return { trainPlans: demoTrainPlans.length, trainActivities: demoTrainActivities.length, trainInfos: infos.length };
}
