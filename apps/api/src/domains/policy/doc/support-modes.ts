import { eq } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { sysDictValue } from '../../../db/schema';

/** Dictionary whose values `pol_info.support_modes` holds. */
export const SUPPORT_MODE_DICT = 'supportMode';

/** A function turning support-mode values into their dictionary labels (unknown values kept). */
export async function supportModeLabeller(db: Db): Promise<(values: readonly string[]) => string[]> {
  const rows = await db
    .select({ value: sysDictValue.value, label: sysDictValue.label })
    .from(sysDictValue)
    .where(eq(sysDictValue.dictTypeCode, SUPPORT_MODE_DICT));
  const labels = new Map(rows.map((r) => [r.value, r.label]));
  return (values) => values.map((v) => labels.get(v) ?? v);
}

