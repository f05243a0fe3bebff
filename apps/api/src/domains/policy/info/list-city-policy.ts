import { and, inArray, isNotNull } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { iso } from '../../../core/values';
import { polInfo } from '../../../db/schema';
import { cityPolicySource } from './city-policy-source';

/**
 * `GET /admin/policy/info/cityPolicyList` (ADMIN/YYF, policy:info:sync): the preview of a sync — the
 * city policies the source offers (by default the rows of the uploaded spreadsheet, in file order),
 * each with whether it is already synced (a local policy, deleted ones included, carries its
 * number) and the local id; filters 标题 (contains) and 是否已同步.
 * @throws AppError BUSINESS_RULE 请先上传市平台政策表格 / 模板表头不能修改或删除…; NOT_FOUND_ENTITY 导入文件不存在，请重新上传.
 */
export const listCityPolicy: Handler<'listCityPolicy'> = async (req, ctx) => {
  requireUser(ctx);
  const { policies } = await cityPolicySource().read(ctx, { filePath: req.query.filePath });
  const ids = policies.map((p) => p.cityPolicyId);
  const local =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: polInfo.id, cityPolicyId: polInfo.cityPolicyId })
          .from(polInfo)
          .where(and(isNotNull(polInfo.cityPolicyId), inArray(polInfo.cityPolicyId, ids)));
  const localOf = new Map(local.map((r) => [r.cityPolicyId, r.id]));
  const keyword = req.query.policyTitle?.trim().toLowerCase();
  const items = policies
    .map((p) => ({
      cityPolicyId: p.cityPolicyId,
      policyTitle: p.policyTitle,
      policyDepName: p.policyDepName,
      policyCreateTime: iso(p.policyCreateTime),
      synced: localOf.has(p.cityPolicyId),
      localPolicyId: localOf.get(p.cityPolicyId) ?? null,
    }))
    .filter((p) => (!keyword || p.policyTitle.toLowerCase().includes(keyword)) && (req.query.synced === undefined || p.synced === req.query.synced));
  const window = toPageWindow(req.query);
  return pageResult(items.slice(window.offset, window.offset + window.limit), items.length);
};
