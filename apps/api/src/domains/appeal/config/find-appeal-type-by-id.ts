import type { Handler } from '../../../core/handler';
import { findType } from './appeal-config';

/** `GET /appeal/type/findById` (ADMIN, YYF with appeal:type:list; issue 16 "Configuration"): one appeal class (children empty); NOT_FOUND_ENTITY for an unknown id. */
export const findAppealTypeById: Handler<'findAppealTypeById'> = async (req, ctx) => findType(ctx.db, req.query.id);
