import { eq } from 'drizzle-orm';

import { found } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { getJob, toJobStatus } from '../../../core/jobs';
import { iso, isoOrNull } from '../../../core/values';
import { tagCategory, tagInfo } from '../../../db/schema';
import { TAG_COLUMNS, TAG_NOT_FOUND } from './tag.queries';

/**
 * `GET /tag/info/detail?id=` (ADMIN, YYF, GOV, DEPT; tag:info:list; seeds 001 §7 /tag/info/*): one tag; a smart tag
 * with its rule, lastEvalTime and the progress of its latest application (`evalJob`, JobStatus).
 * @throws AppError NOT_FOUND_ENTITY 企业标签不存在.
 */
export const getTagInfoDetail: Handler<'getTagInfoDetail'> = async (req, ctx) => {
  const [row] = await ctx.db
    .select({ ...TAG_COLUMNS, rule: tagInfo.rule, lastEvalTime: tagInfo.lastEvalTime, evalJobId: tagInfo.evalJobId })
    .from(tagInfo)
    .innerJoin(tagCategory, eq(tagCategory.id, tagInfo.categoryId))
    .where(eq(tagInfo.id, req.query.id))
    .limit(1);
  const { createdAt, updatedAt, lastEvalTime, evalJobId, rule, ...tag } = found(row, TAG_NOT_FOUND);
  const evalJob = evalJobId ? await getJob(ctx.db, evalJobId) : undefined;
  return {
    ...tag,
    createTime: iso(createdAt),
    updateTime: iso(updatedAt),
    rule: tag.tagType === '2' ? (rule as Record<string, unknown> | null) : null,
    lastEvalTime: isoOrNull(lastEvalTime),
    evalJob: evalJob ? toJobStatus(evalJob) : null,
  };
};
