/**
 * Data authorization of an enterprise (seeds 000 §4 "Data authorization status", §7
 * queryEntExpansionInfoAuthLog / setEntExpansionInfoAuth, §8 "Authorization: 授权成功"; contract
 * `EntAuthStatus`). Every decision is a row of `ent_auth_log` (time, user); the latest counts; an
 * enterprise that never decided is '00'.
 */
import type { EntAuthStatus } from '@qifu/policy-rules';
import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { entAuthLog } from '../../../db/schema';


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
