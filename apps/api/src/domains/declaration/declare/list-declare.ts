import { type Handler, requireUser } from '../../../core/handler';
import { declarePage, staffDeclareScope } from './declare.queries';

/**
 * `GET /dec/declare/list` (ADMIN, YYF, GOV, DEPT with dec:declare:list — enforced by the security
 * handler; seeds 001 §7 /dec/declare/*): the submitted declarations (states 1–4, never drafts) within
 * the caller's data rules on `dec:declare` (department staff: policies their office tree issued), newest
 * submission first; `keyword` matches policy title, project name or company name, `projectName` and
 * `companyName` their own field; `status`, `policyId` and the submission dates `submitStart`–`submitEnd`
 * (China time, inclusive) filter.
 */
export const listDeclare: Handler<'listDeclare'> = async (req, ctx) =>
  declarePage(ctx.db, req.query, { extra: await staffDeclareScope(ctx.db, requireUser(ctx)) });
