import { policyTransition } from '@qifu/policy-rules';
import { inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { escapeHtml } from '../../../core/html';
import { type Handler, requireUser } from '../../../core/handler';
import { sanitizeRichText } from '../../../core/sanitize-html';
import { assertAllowed } from '../../../core/state-machine';
import { polInfo } from '../../../db/schema';
import { cityPolicySource } from './city-policy-source';
import { policyWrite } from './policy-info.queries';

/** Escapes plain text for a paragraph of the body. */
function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * `POST /admin/policy/info/cityPolicySync` (ADMIN/YYF, policy:info:sync; seeds 001 §7): copies the
 * chosen city policies (`cityPolicyIds`; without them every one not yet synced) as local drafts (the
 * policy state table's `save` from new: draft, source 2 市平台同步, the city number kept); already
 * synced ones are skipped. A body that is not HTML becomes paragraphs; HTML is sanitized.
 * @returns `{ count }` copied (同步成功).
 * @throws AppError BUSINESS_RULE 所选政策不在市平台政策表格中 when a chosen number is not in the source;
 *   as the source (请先上传市平台政策表格, 模板表头不能修改或删除…).
 */
export const cityPolicySync: Handler<'cityPolicySync'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { policies } = await cityPolicySource().read(ctx, { filePath: req.body.filePath });
  const wanted = req.body.cityPolicyIds;
  if (wanted && wanted.some((id) => !policies.some((p) => p.cityPolicyId === id))) {
    throw new AppError('BUSINESS_RULE', '所选政策不在市平台政策表格中');
  }
  const chosen = wanted ? policies.filter((p) => wanted.includes(p.cityPolicyId)) : policies;
  const status = assertAllowed(policyTransition('new', 'save'));
  const count = await policyWrite(ctx, async (tx) => {
    if (chosen.length === 0) return 0;
    const existing = await tx
      .select({ cityPolicyId: polInfo.cityPolicyId })
      .from(polInfo)
      .where(inArray(polInfo.cityPolicyId, chosen.map((p) => p.cityPolicyId)));
    const synced = new Set(existing.map((r) => r.cityPolicyId));
    const fresh = chosen.filter((p) => !synced.has(p.cityPolicyId));
    if (fresh.length === 0) return 0;
    const now = new Date();
    await tx.insert(polInfo).values(
      fresh.map((p) => ({
        policyTitle: p.policyTitle,
        policyDepName: p.policyDepName,
        units: [{ unitName: p.policyDepName, unitType: '1' }],
        policyCreateTime: p.policyCreateTime,
        policyTimeGiven: true,
        content: sanitizeRichText(/<[a-z][^>]*>/i.test(p.content) ? p.content : textToHtml(p.content)),
        status,
        source: '2' as const,
        cityPolicyId: p.cityPolicyId,
        createdBy: user.id,
        updatedAt: now,
      })),
    );
    return fresh.length;
  });
  return ok({ count }, '同步成功');
};
