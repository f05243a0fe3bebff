import { asc } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import type { Handler } from '../../../core/handler';
import { techType } from '../../../db/schema';

/** A type tree node of the contract (`TechTypeNode`). */
type TechTypeNode = components['schemas']['TechTypeNode'];

/** Default big type (seeds 001 §9 "Default big type code in the type tree: 10"). */
export const DEFAULT_BIG_TYPE = '10';

/**
 * `GET /tech/type/tree?bigTypeCode=` (public; seeds 001 §3 "Type tree node", §9): the big type 10
 * with its small types by default, another big type by its code, every big type for `all`; an
 * unknown code gives an empty list.
 */
export const getTechTypeTree: Handler<'getTechTypeTree'> = async (req, ctx) => {
  const wanted = req.query.bigTypeCode ?? DEFAULT_BIG_TYPE;
  const rows = await ctx.db.select().from(techType).orderBy(asc(techType.sort), asc(techType.code));
  const bigTypes = rows.filter((r) => r.parentCode === null && (wanted === 'all' || r.code === wanted));
  return bigTypes.map(
    (big): TechTypeNode => ({
      code: big.code,
      name: big.name,
      children: rows.filter((r) => r.parentCode === big.code).map((small) => ({ code: small.code, name: small.name, children: [] })),
    }),
  );
};
