/**
 * The history of a declaration (`dec_declare_log`; contract `ProjectApplyExamineLog`, seeds 001 §7
 * "/gov/policy/doc/*: … examine details"): every save, submission, withdrawal and examination with the
 * DeclareStatus before and after, written by `declare-workflow.ts` in the transaction of the change.
 */
import type { DeclareLogAction, DeclareStatus } from '@qifu/policy-rules';
import type { components } from '@qifu/sdk';
import { asc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { decDeclareLog, sysOffice } from '../../../db/schema';

/** A logged action (contract `DeclareLogAction`, `@qifu/policy-rules`). */
export type { DeclareLogAction };
/** The contract's history line. */
export type DeclareLogItem = components['schemas']['ProjectApplyExamineLog'];

/** Who acted: a user with the department (an office of staff, the company of an enterprise user). */
export interface DeclareLogOperator {
  id: string;
  name: string;
  /** Office of staff (its name is stored). */
  officeId?: string | null;
  /** Shown as the department when there is no office (the enterprise's name). */
  dep?: string | null;
}

/** Appends one history line (inside the transaction of the change). */
export async function writeDeclareLog(
  tx: Db,
  entry: { declareId: string; action: DeclareLogAction; from: DeclareStatus | null; to: DeclareStatus; opinion?: string | null; operator: DeclareLogOperator },
): Promise<void> {
  let dep = entry.operator.dep ?? null;
  if (entry.operator.officeId) {
    const [office] = await tx.select({ name: sysOffice.officeName }).from(sysOffice).where(eq(sysOffice.id, entry.operator.officeId)).limit(1);
    dep = office?.name ?? dep;
  }
  await tx.insert(decDeclareLog).values({
    declareId: entry.declareId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    opinion: entry.opinion ?? null,
    operatorId: entry.operator.id,
    operatorName: entry.operator.name,
    operatorDep: dep,
    // the wall clock, not the transaction's start: a save and its submission in one transaction keep their order
    createdAt: sql`clock_timestamp()`,
  });
}

/** The history of a declaration, oldest first. */
export async function declareLog(db: Db, declareId: string): Promise<DeclareLogItem[]> {
  const rows = await db
    .select()
    .from(decDeclareLog)
    .where(eq(decDeclareLog.declareId, declareId))
    .orderBy(asc(decDeclareLog.createdAt), asc(decDeclareLog.id));
  return rows.map((r) => ({
    id: r.id,
    declareId: r.declareId,
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    opinion: r.opinion,
    operatorName: r.operatorName,
    operatorDep: r.operatorDep,
    createTime: r.createdAt.toISOString(),
  }));
}
