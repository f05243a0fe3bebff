/** Knowledge entries as the staff pages see them (`Knowledge`, seeds 000 §3 "Knowledge entry"). */
import { eq } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { csKnowledge } from '../../../db/schema';
import { found } from '../../../core/entity';

/** A knowledge entry as the contract gives it. */
export type Knowledge = components['schemas']['Knowledge'];

/** Maps a row to {@link Knowledge}. */
export function toKnowledge(r: typeof csKnowledge.$inferSelect): Knowledge {
  return {
    id: r.id,
    knoQuiz: r.knoQuiz,
    knoReply: r.knoReply,
    enableFlag: r.enableFlag,
    hitCount: r.hitCount,
    updateTime: r.updatedAt.toISOString(),
  };
}

/**
 * One entry by id.
 * @throws AppError NOT_FOUND_ENTITY 知识不存在.
 */
export async function knowledgeById(db: Db, id: string): Promise<Knowledge> {
  const [row] = await db.select().from(csKnowledge).where(eq(csKnowledge.id, id)).limit(1);
  return toKnowledge(found(row, '知识不存在'));
}

/** The duplicate-question message of saveOrUpdateKnowledge (contract `KnowledgeForm`). */
export const DUPLICATE_QUIZ_MSG = '该问题已存在';
