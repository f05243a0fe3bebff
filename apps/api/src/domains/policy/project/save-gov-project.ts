import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import type { StoredCondition } from '../../../db/schema';
import { saveProject } from './apply-project.queries';

/**
 * `POST /gov/policy/doc/save` (policy:applyProject:save; seeds 001 §3 project save payload, §2 form
 * preview publish 1 / save 0): the admin save plus conditions and support amount (JSON Logic checked by
 * the matching engine); msg 保存成功, data `{ id }`.
 * @throws AppError BAD_REQUEST (times, template, rules); NOT_FOUND_ENTITY; BUSINESS_RULE.
 */
export const saveGovProject: Handler<'saveGovProject'> = async (req, ctx) => {
  const { conditions, supportAmountRule, ...rest } = req.body;
  const id = await saveProject(ctx.db, requireUser(ctx), {
    ...rest,
    ...(conditions !== undefined ? { conditions: conditions as StoredCondition[] } : {}),
    ...(supportAmountRule !== undefined ? { supportAmountRule: supportAmountRule as Record<string, unknown> | null } : {}),
  });
  return ok({ id }, '保存成功');
};
