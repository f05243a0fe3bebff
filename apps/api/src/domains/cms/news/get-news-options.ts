import { asc, sql } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import type { Handler } from '../../../core/handler';
import { cmsNewsColumn } from '../../../db/schema';
import { visibleColumnIds } from './news.queries';

type NewsColumnOption = components['schemas']['NewsColumnOption'];

/**
 * `GET /cms/news/options` (public; seeds 001 §7): the tree of the columns shown on the portal (a
 * hidden column hides its subtree) as tree options `{ id, parentId, label, children }`, siblings
 * by `sort`.
 */
export const getNewsOptions: Handler<'getNewsOptions'> = async (_req, ctx) => {
  const rows = await ctx.db
    .select({ id: cmsNewsColumn.id, parentId: cmsNewsColumn.parentId, label: cmsNewsColumn.columnName })
    .from(cmsNewsColumn)
    .where(sql`${cmsNewsColumn.id} in ${visibleColumnIds}`)
    .orderBy(asc(cmsNewsColumn.sort), asc(cmsNewsColumn.createdAt), asc(cmsNewsColumn.id));
  const nodes = new Map<string, NewsColumnOption & { children: NewsColumnOption[] }>(
    rows.map((r) => [r.id, { id: r.id, parentId: r.parentId, label: r.label, children: [] }]),
  );
  const roots: NewsColumnOption[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
};
