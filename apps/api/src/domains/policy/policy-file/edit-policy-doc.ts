import { and, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { textOrNull } from '../../../core/values';
import { polInfoFile } from '../../../db/schema';
import { assertAttachmentsUploaded, policyScope, readPolicy } from '../info/policy-info.queries';

/** The refusal of an unknown policy file. */
export const POLICY_FILE_NOT_FOUND = '政策文件不存在';

/**
 * `POST /admin/policy/doc/edit` (staff, policy:doc:edit; seeds 001 §7): files a document uploaded with
 * /files/upload (30 MB) under a policy of the caller's data rules (without id), or renames / re-files /
 * replaces it (with id). The policy's state does not matter: files are kept beside the shelf.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在 / 政策文件不存在; BUSINESS_RULE 附件不存在，请重新上传;
 *   BAD_REQUEST 请输入文件名.
 */
export const editPolicyDoc: Handler<'editPolicyDoc'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const body = req.body;
  const fileName = body.fileName.trim();
  if (!fileName) throw new AppError('BAD_REQUEST', '请输入文件名');
  const scope = await policyScope(ctx, user);
  await readPolicy(ctx.db, body.policyId, scope);
  const id = await ctx.db.transaction(async (tx) => {
    await assertAttachmentsUploaded(tx, [body]);
    const values = { policyId: body.policyId, fileName, filePath: body.filePath, remark: textOrNull(body.remark) };
    if (!body.id) {
      const [created] = await tx.insert(polInfoFile).values({ ...values, createdBy: user.id }).returning({ id: polInfoFile.id });
      return created!.id;
    }
    const [existing] = await tx.select({ id: polInfoFile.id, policyId: polInfoFile.policyId }).from(polInfoFile).where(eq(polInfoFile.id, body.id)).limit(1);
    if (!existing) throw new AppError('NOT_FOUND_ENTITY', POLICY_FILE_NOT_FOUND);
    await readPolicy(ctx.db, existing.policyId, scope);
    await tx.update(polInfoFile).set(values).where(and(eq(polInfoFile.id, body.id)));
    return body.id;
  });
  return ok({ id }, '保存成功');
};
