/**
 * Data authorization of an enterprise (seeds 000 §4 "Data authorization status", §7
 * queryEntExpansionInfoAuthLog / setEntExpansionInfoAuth, §8 "Authorization: 授权成功"; contract
 * `EntAuthStatus`). Every decision is a row of `ent_auth_log` (time, user); the latest counts; an
 * enterprise that never decided is '00'.
 */
import { desc, eq } from 'drizzle-orm';

import { defineStateMachine } from '../../core/state-machine';
import type { Db } from '../../db/client';
import { entAuthLog } from '../../db/schema';

/** '00' 未授权 (never decided, only answered), '01' 拒绝授权, '02' 已授权. */
export type EntAuthStatus = '00' | '01' | '02';

/**
 * The EntAuthStatus table: both decisions are allowed from every state (a decision may be repeated
 * or withdrawn); '00' is never a target.
 */
export const entAuthMachine = defineStateMachine({
  states: ['00', '01', '02'],
  transitions: [
    { from: ['00', '01', '02'], action: 'decline', to: '01' },
    { from: ['00', '01', '02'], action: 'authorize', to: '02' },
  ],
});

/** The current decision `{ authStatus, authTime }` (ISO 8601; `'00'` and null when none). */
export interface EntAuthState {
  authStatus: EntAuthStatus;
  authTime: string | null;
}

/** The latest decision of a company. */
export async function currentAuth(db: Db, companyId: string): Promise<EntAuthState> {
  const [row] = await db
    .select({ authStatus: entAuthLog.authStatus, createdAt: entAuthLog.createdAt })
    .from(entAuthLog)
    .where(eq(entAuthLog.companyId, companyId))
    .orderBy(desc(entAuthLog.createdAt), desc(entAuthLog.id))
    .limit(1);
  return row ? { authStatus: row.authStatus, authTime: row.createdAt.toISOString() } : { authStatus: '00', authTime: null };
}
