import type { Handler } from '../../core/handler';
import { declarePage } from './declare-rows';

/**
 * `GET /dec/declare/list` (ADMIN, YYF, GOV, DEPT with dec:declare:list — enforced by the security
 * handler; seeds 001 §7 /dec/declare/*): every submitted declaration (states 1–4, never drafts), newest
 * submission first; `keyword` matches policy title, project name or company name; `status`,
 * `policyId` and the submission dates `submitStart`–`submitEnd` (China time, inclusive) filter.
 * No data rule applies yet: `core/data-scope.ts` has no `dec:declare` resource.
 */
export const listDeclare: Handler<'listDeclare'> = async (req, ctx) => declarePage(ctx.db, req.query, {});
