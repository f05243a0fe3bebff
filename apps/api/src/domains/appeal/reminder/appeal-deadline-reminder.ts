/**
 * 超期提醒 — the time-limit reminder of 诉求办理 (issue 16 "Time limits: … a reminder to the handling department
 * through the outbox"; seeds 001 §7 appeal/dealDuration/*).
 *
 * Driven by the server's clock: `main.ts` starts {@link createAppealDeadlineReminder} beside the outbox dispatcher;
 * every `intervalMs` (default 10 minutes, first round a few seconds after start) it looks for appeals that are overdue
 * by the one rule of the list ({@link overdueSql}: 2 办理中 / 3 已转办 / 4 待审核 with the deadline before today in
 * China time, computed by the database) and not yet reminded for their current dealing office and deadline. For
 * each it writes, in ONE transaction, a row of `appeal_remind` (unique per appeal, kind, office and deadline — a
 * concurrent process loses the insert and sends nothing) and one outbox message of topic `sms` per recipient:
 * the enabled DEPT users of the system office the dealing office is linked to (承办部门 → 关联系统部门) who have a
 * mobile number, and the dealing office's own 联系电话, without duplicates. So a department is reminded once per
 * appeal and time limit; a transfer to another office (or a new deadline after a re-dispatch) reminds again.
 * The platform has no in-app message box; the overdue appeal is also flagged and listed first in 诉求办理.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { enqueue } from '../../../core/outbox';
import type { Db } from '../../../db/client';
import { appealDealOffice, appealInfo, appealRemind, sysUser } from '../../../db/schema';
import { overdueSql } from '../appeal/appeal.queries';

/** Default interval between two rounds (10 minutes). */
export const APPEAL_REMIND_INTERVAL_MS = 10 * 60_000;

/** Appeals handled per round (the rest follow in the next round). */
const BATCH = 200;

/**
 * The SMS text of an overdue appeal (platform signature 【县企业综合服务中心】 as the login code's).
 * @param a the appeal's number, title (cut at 30 characters), deadline (YYYY-MM-DD) and dealing office name.
 */
export function overdueRemindText(a: { appealNo: string; appealTitle: string; deadline: string; dealOfficeName: string }): string {
  const title = a.appealTitle.length > 30 ? `${a.appealTitle.slice(0, 30)}…` : a.appealTitle;
  return `【县企业综合服务中心】${a.dealOfficeName}：诉求“${title}”（${a.appealNo}）已超过办理期限（${a.deadline}），请尽快办理并答复企业。`;
}

/** One round's result. */
export interface RemindRound {
  /** Appeals newly reminded. */
  reminded: number;
  /** SMS outbox messages written. */
  messages: number;
}

/** The running reminder. */
export interface AppealDeadlineReminder {
  /** One round now. */
  runOnce(): Promise<RemindRound>;
  /** Starts the timer (idempotent). */
  start(): void;
  /** Stops the timer and waits for the current round. */
  stop(): Promise<void>;
}

/** Phones of the office's DEPT staff and its contact phone, without duplicates. */
async function recipientsOf(tx: Db, office: { officeId: string | null; contactPhone: string | null }): Promise<string[]> {
  const phones = new Set<string>();
  if (office.officeId) {
    const staff = await tx
      .select({ phone: sysUser.phone })
      .from(sysUser)
      .where(and(eq(sysUser.officeId, office.officeId), eq(sysUser.userType, 'DEPT'), eq(sysUser.enabled, true), isNotNull(sysUser.phone)))
      .orderBy(asc(sysUser.userName));
    for (const s of staff) if (s.phone) phones.add(s.phone);
  }
  if (office.contactPhone) phones.add(office.contactPhone);
  return [...phones];
}

/** Reminds the departments of the overdue appeals not reminded yet (see the file comment). */
export async function remindOverdueAppeals(db: Db): Promise<RemindRound> {
  const due = await db
    .select({
      id: appealInfo.id,
      appealNo: appealInfo.appealNo,
      appealTitle: appealInfo.appealTitle,
      deadline: appealInfo.deadline,
      dealOffice: appealInfo.dealOffice,
      dealOfficeName: appealDealOffice.dealOfficeName,
      officeId: appealDealOffice.officeId,
      contactPhone: appealDealOffice.contactPhone,
    })
    .from(appealInfo)
    .innerJoin(appealDealOffice, eq(appealDealOffice.id, appealInfo.dealOffice))
    .leftJoin(
      appealRemind,
      and(
        eq(appealRemind.appealId, appealInfo.id),
        eq(appealRemind.kind, 'overdue'),
        eq(appealRemind.dealOffice, appealDealOffice.id),
        eq(appealRemind.deadline, appealInfo.deadline),
      ),
    )
    .where(and(overdueSql, isNull(appealRemind.id)))
    .orderBy(asc(appealInfo.deadline))
    .limit(BATCH);
  const round: RemindRound = { reminded: 0, messages: 0 };
  for (const a of due) {
    if (!a.deadline || !a.dealOffice) continue;
    const deadline = a.deadline;
    const dealOffice = a.dealOffice;
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(appealRemind)
        .values({ appealId: a.id, kind: 'overdue', dealOffice, deadline })
        .onConflictDoNothing()
        .returning({ id: appealRemind.id });
      if (!row) return null; // another process reminded it
      const phones = await recipientsOf(tx, a);
      const text = overdueRemindText({ appealNo: a.appealNo, appealTitle: a.appealTitle, deadline, dealOfficeName: a.dealOfficeName });
      for (const phone of phones) await enqueue(tx, 'sms', { phone, text });
      await tx.update(appealRemind).set({ recipients: phones.length }).where(eq(appealRemind.id, row.id));
      return phones.length;
    });
    if (sent === null) continue;
    round.reminded += 1;
    round.messages += sent;
  }
  return round;
}

/**
 * Creates the reminder timer (started by `main.ts`).
 * @param options.intervalMs time between rounds in ms (default {@link APPEAL_REMIND_INTERVAL_MS});
 *   `firstDelayMs` before the first round (default 5 s, after the start-up work).
 */
export function createAppealDeadlineReminder(options: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
  firstDelayMs?: number;
}): AppealDeadlineReminder {
  const intervalMs = options.intervalMs ?? APPEAL_REMIND_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const runOnce = () => remindOverdueAppeals(options.db);
  const tick = () => {
    running = runOnce()
      .then((r) => {
        if (r.reminded > 0) options.log.info({ reminded: r.reminded, messages: r.messages }, '已发送诉求超期提醒');
      })
      .catch((err: unknown) => options.log.error({ err }, '诉求超期提醒失败'))
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, options.firstDelayMs ?? 5_000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
