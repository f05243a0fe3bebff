import { eq } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { authSessionSwitch } from '../../../db/schema';

/** What a switched session records (changeToCompany, seeds 000 §4 "… records the old type"). */
export interface SessionSwitch {
  /** The individual who switched. */
  originUserId: string;
  /** The user type before the first switch (GR). */
  oldType: string;
  /** The enterprise switched into. */
  companyId: string;
}

/** The switch record of a session (`sid` of the access token), or undefined for an ordinary session. */
export async function sessionSwitchOf(db: Db, sessionId: string): Promise<SessionSwitch | undefined> {
  const [row] = await db
    .select({ originUserId: authSessionSwitch.originUserId, oldType: authSessionSwitch.oldType, companyId: authSessionSwitch.companyId })
    .from(authSessionSwitch)
    .where(eq(authSessionSwitch.familyId, sessionId))
    .limit(1);
  return row;
}

/**
 * The individual behind a caller (seeds 000 §4 role switching): the origin user of a switched
 * session, else the caller.
 */
export async function originUserOf(db: Db, caller: { id: string; sessionId: string }): Promise<string> {
  return (await sessionSwitchOf(db, caller.sessionId))?.originUserId ?? caller.id;
}
