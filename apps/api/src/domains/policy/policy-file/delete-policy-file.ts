import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { polInfo, polInfoFile, sysFile } from '../../../db/schema';
import { policyScope } from '../info/policy-info.queries';
import { POLICY_FILE_NOT_FOUND } from './edit-policy-doc';

/**
 * `GET /admin/policy/doc/deletePolicyFile` (staff, policy:doc:delete; seeds 001 §7 — a GET that changes
 * data, as the documents have it): removes the file record of a policy within the caller's data rules,
 * and the stored file when no other policy file refers to it.
 * @throws AppError NOT_FOUND_ENTITY 政策文件不存在.
 */
export const deletePolicyFile: Handler<'deletePolicyFile'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const orphan = await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: polInfoFile.id, filePath: polInfoFile.filePath })
      .from(polInfoFile)
      .innerJoin(polInfo, eq(polInfo.id, polInfoFile.policyId))
      .where(and(eq(polInfoFile.id, req.query.id), ne(polInfo.status, 'deleted'), scope))
      .limit(1);
    if (!file) throw new AppError('NOT_FOUND_ENTITY', POLICY_FILE_NOT_FOUND);
    await tx.delete(polInfoFile).where(eq(polInfoFile.id, file.id));
    const [other] = await tx.select({ id: polInfoFile.id }).from(polInfoFile).where(eq(polInfoFile.filePath, file.filePath)).limit(1);
    if (other) return undefined;
    await tx.delete(sysFile).where(eq(sysFile.filePath, file.filePath));
    return file.filePath;
  });
  if (orphan) await ctx.storage.delete(orphan).catch((error: unknown) => ctx.log.warn({ error, filePath: orphan }, '政策文件的存储删除失败'));
  return ok(null, '删除成功');
};
