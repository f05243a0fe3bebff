import type { Handler } from '../../../core/handler';
import { dictOptions } from '../company/get-company-info-enums';
import { enabledArchiveFields } from './archive-values';

/**
 * `GET /dynamic/company/info/queryAllDictValue` (seeds 001 §7): the options of every dictionary an enabled select or
 * multiSelect field uses, keyed by dictTypeCode, without the option labelled 全部.
 */
export const queryAllDictValue: Handler<'queryAllDictValue'> = async (_req, ctx) => {
  const tables = await enabledArchiveFields(ctx.db);
  const codes = new Set<string>();
  for (const t of tables) for (const f of t.fields) if (f.dictTypeCode) codes.add(f.dictTypeCode);
  return dictOptions(ctx.db, [...codes]);
};
