/**
 * Policy administration (issue 15; seeds 001 §7 /admin/policy/doc/*, /pol/info enclosures): the
 * files of a policy (政策文件). One table serves the 政策文件 page (editPolicyDoc, listByFileName,
 * deletePolicyFile), the policy form's attachments (`attachments` of saveAdminPolicyInfo) and the
 * 政策信息库's enclosures (`enclosures`, getEnclosureDel). The file bytes are uploads of
 * `/files/upload` (`sys_file`); the policy's own columns live in `pol_info` (schema/policy.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { polInfo } from './policy';

export const polInfoFile = pgTable(
  'pol_info_file',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => polInfo.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** `filePath` answered by `/files/upload`. */
    filePath: text('file_path').notNull(),
    remark: text('remark'),
    /** Order among the policy's attachments. */
    sort: integer('sort').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pol_info_file_policy_idx').on(t.policyId, t.sort), index('pol_info_file_created_idx').on(t.createdAt.desc())],
);
