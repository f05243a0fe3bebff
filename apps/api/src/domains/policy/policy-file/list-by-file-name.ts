import { and, count, desc, eq, ilike, ne } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { containsPattern, iso } from '../../../core/values';
import { polInfo, polInfoFile, sysUser } from '../../../db/schema';
import { policyScope } from '../info/policy-info.queries';

/**
 * `GET /admin/policy/doc/listByFileName` (staff, policy:doc:list; seeds 001 §7): the files of the
 * policies within the caller's data rules (deleted policies' files left out), name containing
 * `fileName`, of one policy with `policyId`, newest first, with the policy's title and the uploader.
 */
export const listByFileName: Handler<'listByFileName'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const window = toPageWindow(req.query);
  const name = containsPattern(req.query.fileName);
  const where = and(
    ne(polInfo.status, 'deleted'),
    scope,
    name ? ilike(polInfoFile.fileName, name) : undefined,
    req.query.policyId ? eq(polInfoFile.policyId, req.query.policyId) : undefined,
  );
  return pagedSelect(
    ctx.db
      .select({
        id: polInfoFile.id,
        policyId: polInfoFile.policyId,
        policyTitle: polInfo.policyTitle,
        fileName: polInfoFile.fileName,
        filePath: polInfoFile.filePath,
        remark: polInfoFile.remark,
        createdAt: polInfoFile.createdAt,
        createBy: sysUser.name,
      })
      .from(polInfoFile)
      .innerJoin(polInfo, eq(polInfo.id, polInfoFile.policyId))
      .leftJoin(sysUser, eq(sysUser.id, polInfoFile.createdBy))
      .where(where)
      .orderBy(desc(polInfoFile.createdAt), desc(polInfoFile.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(polInfoFile).innerJoin(polInfo, eq(polInfo.id, polInfoFile.policyId)).where(where),
    (r) => ({
      id: r.id,
      policyId: r.policyId,
      policyTitle: r.policyTitle,
      fileName: r.fileName,
      filePath: r.filePath,
      remark: r.remark,
      createTime: iso(r.createdAt),
      createBy: r.createBy ?? '',
    }),
  );
};
