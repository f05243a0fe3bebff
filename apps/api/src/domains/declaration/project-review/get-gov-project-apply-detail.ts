import type { components } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { polApplyProject } from '../../../db/schema';
import { loadDeclare } from '../declare/declare.queries';
import { projectApplyScope } from './project-review.queries';

type ApplyProjectTemplate = components['schemas']['ApplyProjectTemplate'];

/**
 * `GET /gov/policy/doc/applyDetail?id=` (policy:apply:list): a submitted declaration with its answers,
 * files, examination and its project's template (`DeclareReviewDetail`), within the caller's data rules.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在 (also a draft or a declaration outside the data rules).
 */
export const getGovProjectApplyDetail: Handler<'getGovProjectApplyDetail'> = async (req, ctx) => {
  const scope = await projectApplyScope(ctx.db, requireUser(ctx));
  const declaration = await loadDeclare(ctx.db, req.query.id, { submittedOnly: true, extra: scope });
  const [project] = declaration.projectId
    ? await ctx.db.select({ template: polApplyProject.template }).from(polApplyProject).where(eq(polApplyProject.id, declaration.projectId)).limit(1)
    : [];
  return ok({ ...declaration, template: project ? (project.template as unknown as ApplyProjectTemplate) : null });
};
