import type { Handler } from '../../../core/handler';
import { readAboutUs } from './about-us.queries';

/**
 * `GET /aboutUs/detail` (public; seeds 000 §2 /page/aboutus): the page title, its sections in order
 * (sanitized HTML), the joined content and the contact block.
 */
export const getAboutUs: Handler<'getAboutUs'> = async (_req, ctx) => readAboutUs(ctx.db);
