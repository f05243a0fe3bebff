import type { Handler } from '../../../core/handler';
import { sourcePage } from './appeal-config';

/** `GET /appeal/sourceValueName/list` (ADMIN, YYF with appeal:source:list; issue 16 "Configuration"): the configured sources (诉求来源), filtered by channel and name keyword, by channel, sort and name. */
export const listAppealSource: Handler<'listAppealSource'> = async (req, ctx) => sourcePage(ctx.db, req.query);
