import { eq } from 'drizzle-orm';

import { found } from '../../../core/entity';
import type { Db } from '../../../db/client';
import { company } from '../../../db/schema';

/** The company or NOT_FOUND_ENTITY 企业不存在. */
export async function requireCompany(db: Db, id: string): Promise<{ id: string }> {
  return found((await db.select({ id: company.id }).from(company).where(eq(company.id, id)).limit(1))[0], '企业不存在');
}
