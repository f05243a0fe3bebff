import { eq } from 'drizzle-orm';

import { AppError } from '../../core/envelope';
import { FileResult, type Handler } from '../../core/handler';
import { cleanFileName, extensionOf } from '../../core/upload-rules';
import { sysFile } from '../../db/schema';

/**
 * `GET /files/dowload?filePath=&fileName=` (public, the documents' spelling): streams a file
 * recorded at upload, with its content type and an RFC 5987 UTF-8 file name. The query is only
 * ever compared with `sys_file.file_path`; anything not recorded — including `../` tricks — is a
 * 404 envelope.
 */
export const downloadFile: Handler<'downloadFile'> = async (req, ctx) => {
  const notFound = new AppError('NOT_FOUND', '404，路径找不到', '文件不存在');
  const [file] = await ctx.db.select().from(sysFile).where(eq(sysFile.filePath, req.query.filePath)).limit(1);
  if (!file) throw notFound;
  let stream;
  try {
    stream = await ctx.storage.get(file.filePath);
  } catch {
    ctx.log.warn({ filePath: file.filePath }, '文件记录存在但存储中没有该文件');
    throw notFound;
  }
  let name = req.query.fileName ? cleanFileName(req.query.fileName) : file.originalName;
  const ext = extensionOf(file.filePath);
  // the name always carries the stored type's extension (no pdf served as "x.exe")
  if (ext && extensionOf(name) !== ext) name = `${name}.${ext}`;
  return new FileResult(stream, file.mime, name, file.size);
};
