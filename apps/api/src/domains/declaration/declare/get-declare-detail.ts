import type { components } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { polApplyProject } from '../../../db/schema';
import { loadDeclare, staffDeclareScope } from './declare.queries';

type ApplyProjectTemplate = components['schemas']['ApplyProjectTemplate'];

/**
 * `GET /dec/declare/detail?id=` (staff with dec:declare:list; seeds 001 §7 /dec/declare/*): a submitted
 * declaration with its answers and files, and its project's application template (contract
 * `DeclareReviewDetail`: the review page shows the answers in the template's read-only form), within
 * the caller's data rules on `dec:declare`.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在 (also for a draft or a declaration outside the data rules).
 */
export const getDeclareDetail: Handler<'getDeclareDetail'> = async (req, ctx) => {
  const declaration = await loadDeclare(ctx.db, req.query.id, { submittedOnly: true, extra: await staffDeclareScope(ctx.db, requireUser(ctx)) });
  let template: ApplyProjectTemplate | null = null;
  if (declaration.projectId) {
    const [project] = await ctx.db
      .select({ template: polApplyProject.template })
      .from(polApplyProject)
      .where(eq(polApplyProject.id, declaration.projectId))
      .limit(1);
    // stored after validation against the contract's ApplyProjectTemplate (saveGovProject / the seed)
    template = project ? (project.template as unknown as ApplyProjectTemplate) : null;
  }
  return { ...declaration, template };
};
