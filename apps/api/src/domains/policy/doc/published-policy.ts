import { and, eq, sql } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { polInfo } from '../../../db/schema';
import { supportModeLabeller } from './support-modes';

/** The public shape of a policy (`PolicyDetail` of the contract). */
export type PublishedPolicy = components['schemas']['PolicyDetail'];

/**
 * Reads a published policy for a reader and counts the view (policy market details, policy service
 * detail; seeds 000 §2): support modes as dictionary labels, optional fields left out when empty.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在 for an unknown or unpublished id (nothing counted).
 */
export async function viewPublishedPolicy(db: Db, id: string): Promise<PublishedPolicy> {
  const [row] = await db
    .update(polInfo)
    .set({ viewCount: sql`${polInfo.viewCount} + 1` })
    .where(and(eq(polInfo.id, id), eq(polInfo.status, 'published')))
    .returning();
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '政策不存在');
  const label = await supportModeLabeller(db);
  return {
    id: row.id,
    policyTitle: row.policyTitle,
    policyDepName: row.policyDepName,
    policyCreateTime: row.policyCreateTime.toISOString(),
    supportModes: label(row.supportModes),
    ...(row.policyNo ? { policyNo: row.policyNo } : {}),
    ...(row.policyLevel ? { policyLevel: row.policyLevel } : {}),
    ...(row.validStart ? { validStart: row.validStart } : {}),
    ...(row.validEnd ? { validEnd: row.validEnd } : {}),
    ...(row.summary ? { summary: row.summary } : {}),
    content: row.content,
    viewCount: row.viewCount,
  };
}
