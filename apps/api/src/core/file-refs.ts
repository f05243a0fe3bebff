/**
 * File references an enterprise submits (a declaration's attachments and the upload answers of its
 * form, also inside table rows; an appeal's attachments): each must be a file stored by
 * `POST /files/upload` (a `sys_file` row whose bytes are in the storage) uploaded by a user of the
 * submitting enterprise, so a submission cannot point at another enterprise's files or at a path
 * that was never uploaded. Shared by the declaration and appeal domains (issue 12).
 */
import { and, eq, inArray } from 'drizzle-orm';

import { AppError } from './envelope';
import type { FileStorage } from './storage';
import type { Db } from '../db/client';
import { sysFile, sysUser } from '../db/schema';

/** A file reference `{ fileName, filePath }`. */
export interface FileRef {
  fileName: string;
  filePath: string;
}

function isRef(value: unknown): value is FileRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v['filePath'] === 'string' && typeof v['fileName'] === 'string';
}

/** Every file reference in form answers: upload answers and upload cells of table rows. */
export function fileRefsIn(formData: Readonly<Record<string, unknown>>): FileRef[] {
  const out: FileRef[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth > 3) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
    } else if (isRef(value)) {
      out.push({ fileName: value.fileName, filePath: value.filePath });
    } else if (typeof value === 'object' && value !== null) {
      for (const cell of Object.values(value)) walk(cell, depth + 1);
    }
  };
  for (const value of Object.values(formData)) walk(value, 0);
  return out;
}

/** Message of a reference to a file that is not an upload of the enterprise. */
export const FILE_NOT_UPLOADED = '附件不存在，请重新上传';

/**
 * Checks file references. A reference to a file that is not there is a referential (business)
 * error, not a contract violation: HTTP 200 BUSINESS_RULE (docs/architecture.md "HTTP statuses and
 * the envelope"; issue 17).
 * @throws AppError BUSINESS_RULE 附件不存在，请重新上传 (description naming the file) when a path is not
 *   recorded in `sys_file`, was uploaded by a user of another enterprise, or is missing from the storage.
 */
export async function assertUploadedFiles(db: Db, storage: FileStorage, companyId: string, refs: readonly FileRef[]): Promise<void> {
  if (refs.length === 0) return;
  const paths = [...new Set(refs.map((r) => r.filePath))];
  const rows = await db
    .select({ filePath: sysFile.filePath })
    .from(sysFile)
    .innerJoin(sysUser, eq(sysUser.id, sysFile.uploaderId))
    .where(and(inArray(sysFile.filePath, paths), eq(sysUser.companyId, companyId)));
  const known = new Set(rows.map((r) => r.filePath));
  for (const ref of refs) {
    if (!known.has(ref.filePath) || !(await storage.exists(ref.filePath))) {
      throw new AppError('BUSINESS_RULE', FILE_NOT_UPLOADED, `文件 ${ref.fileName} 不存在，请重新上传`);
    }
  }
}
