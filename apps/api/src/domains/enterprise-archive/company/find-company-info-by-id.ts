import type { Handler } from '../../../core/handler';
import { companyInfoById } from './company.queries';

/** `GET /company/info/findById` (seeds 001 §7 "/company/info/*: findById"): one enterprise; unknown → NOT_FOUND_ENTITY 企业不存在. */
export const findCompanyInfoById: Handler<'findCompanyInfoById'> = async (req, ctx) => companyInfoById(ctx.db, req.query.id);
