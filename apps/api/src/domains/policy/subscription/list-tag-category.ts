import type { Handler } from '../../../core/handler';
import { enabledTags, tagLines } from './subscription';

/**
 * `GET /tag/info/categoryList` (public; seeds 001 §2, §4 policy tag subscription filter): one line
 * per tag category that has enabled tags, in category sort order, each with its enabled tags in tag
 * order. Also the tag choices of the simulated matching's 企业标签 input.
 */
export const listTagCategory: Handler<'listTagCategory'> = async (_req, ctx) => tagLines(await enabledTags(ctx.db));
