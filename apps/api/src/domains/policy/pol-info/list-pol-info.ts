import { policyExamineStatus, policyShelfStatus } from '@qifu/policy-rules';
import { count, desc } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { iso } from '../../../core/values';
import { polInfo } from '../../../db/schema';
import { supportModeLabeller } from '../doc/support-modes';
import { policyScope, stateOf } from '../info/policy-info.queries';
import { polInfoWhere } from './pol-info.filters';

/**
 * `GET /pol/info/list` (staff, pol:info:list; seeds 001 §7): 政策信息库 — policies within the caller's
 * `pol:info` data rules (department staff: their office's or their own), newest first, searched by
 * title or number, issuing unit, examination state and shelf state (both projections of the one
 * policy state).
 */
export const listPolInfo: Handler<'listPolInfo'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const where = polInfoWhere(req.query, scope);
  const window = toPageWindow(req.query);
  const label = await supportModeLabeller(ctx.db);
  return pagedSelect(
    ctx.db.select().from(polInfo).where(where).orderBy(desc(polInfo.createdAt), desc(polInfo.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(polInfo).where(where),
    (r) => {
      const state = stateOf(r.status);
      return {
        id: r.id,
        policyTitle: r.policyTitle,
        policyDepName: r.policyDepName,
        policyNo: r.policyNo,
        policyLevel: r.policyLevel,
        supportModes: label(r.supportModes),
        policyCreateTime: iso(r.policyCreateTime),
        examineStatus: policyExamineStatus(state),
        status: policyShelfStatus(state),
        viewCount: r.viewCount,
        createTime: iso(r.createdAt),
      };
    },
  );
};
