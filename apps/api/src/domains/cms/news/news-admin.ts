/**
 * What the staff operations on articles and columns share (seeds 001 §7 /cms/news/* and
 * /cms/news/column/*): loading rows for a batch (all or nothing), the article answer, the
 * column checks.
 */
import { asc, eq, inArray, isNull } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { sanitizeOptionalRichText, sanitizeRichText } from '../../../core/sanitize-html';
import type { Db } from '../../../db/client';
import { cmsNews, cmsNewsColumn, sysUser } from '../../../db/schema';
import { columnPath, coverOf, loadColumns, type News } from './news.queries';

/** The article row of the table. */
export type NewsRow = typeof cmsNews.$inferSelect;

/**
 * The articles `ids`, locked for update (call inside a transaction).
 * @throws AppError NOT_FOUND_ENTITY 新闻不存在 when any id is unknown (nothing changes).
 */
export async function lockNews(db: Db, ids: readonly string[]): Promise<Pick<NewsRow, 'id' | 'status'>[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: cmsNews.id, status: cmsNews.status }).from(cmsNews).where(inArray(cmsNews.id, unique)).for('update');
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND_ENTITY', '新闻不存在');
  return rows;
}

/**
 * The column `id` (for an article's column or a parent).
 * @throws AppError NOT_FOUND_ENTITY 栏目不存在.
 */
export async function requireColumn(db: Db, id: string): Promise<typeof cmsNewsColumn.$inferSelect> {
  const [row] = await db.select().from(cmsNewsColumn).where(eq(cmsNewsColumn.id, id));
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '栏目不存在');
  return row;
}

/** The article answer (`News`) of a row: column name and path, creator's name. */
export async function toNews(db: Db, row: NewsRow): Promise<News> {
  const [columns, creator] = await Promise.all([
    loadColumns(db),
    row.createdBy ? db.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.id, row.createdBy)) : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    columnId: row.columnId,
    columnName: columns.get(row.columnId)?.columnName ?? '',
    columnPath: columnPath(columns, row.columnId),
    title: row.title,
    subTitle: row.subTitle,
    author: row.author,
    source: row.source,
    coverImage: coverOf(row),
    summary: row.summary,
    content: row.content,
    isShow: row.isShow,
    status: row.status,
    isTop: row.isTop,
    viewCount: row.viewCount,
    publishTime: row.publishTime ? row.publishTime.toISOString() : null,
    createUserName: creator[0]?.name ?? '',
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The fields of the article form (add and modify). */
export interface NewsFormInput {
  columnId: string;
  title: string;
  subTitle?: string | null;
  author?: string | null;
  source?: string | null;
  coverImage?: { fileName: string; filePath: string } | null;
  summary?: string | null;
  content: string;
  isShow?: boolean;
}

/**
 * The table values of an article form: trimmed texts, the body sanitized, the column checked.
 * @throws AppError BAD_REQUEST 正文不能为空 when nothing of the body survives sanitizing;
 *   NOT_FOUND_ENTITY 栏目不存在 for an unknown column.
 */
export async function newsValues(db: Db, form: NewsFormInput) {
  const content = sanitizeRichText(form.content);
  if (content === '') throw new AppError('BAD_REQUEST', '正文不能为空', 'content 净化后为空');
  const title = form.title.trim();
  if (title === '') throw new AppError('BAD_REQUEST', '标题不能为空', 'title 为空');
  await requireColumn(db, form.columnId);
  return {
    columnId: form.columnId,
    title,
    subTitle: blankToNull(form.subTitle),
    author: blankToNull(form.author),
    source: blankToNull(form.source),
    summary: blankToNull(form.summary),
    coverName: form.coverImage?.fileName ?? null,
    coverPath: form.coverImage?.filePath ?? null,
    content,
    ...(form.isShow !== undefined ? { isShow: form.isShow } : {}),
  };
}

/** The column values shared by add and modify: the description sanitized, texts trimmed. */
export function columnTexts(form: { columnName: string; description?: string | null; linkUrl?: string | null; remark?: string | null }) {
  const columnName = form.columnName.trim();
  if (columnName === '') throw new AppError('BAD_REQUEST', '栏目名称不能为空', 'columnName 为空');
  return {
    columnName,
    ...(form.description !== undefined ? { description: sanitizeOptionalRichText(form.description) ?? null } : {}),
    ...(form.linkUrl !== undefined ? { linkUrl: blankToNull(form.linkUrl) } : {}),
    ...(form.remark !== undefined ? { remark: blankToNull(form.remark) } : {}),
  };
}

/**
 * Refuses a column name already used by a sibling under `parentId` (other than `exceptId`).
 * @throws AppError CONFLICT 同级栏目名称已存在.
 */
export async function assertSiblingNameFree(db: Db, parentId: string | null, columnName: string, exceptId?: string): Promise<void> {
  const siblings = await db
    .select({ id: cmsNewsColumn.id, parentId: cmsNewsColumn.parentId })
    .from(cmsNewsColumn)
    .where(eq(cmsNewsColumn.columnName, columnName));
  if (siblings.some((s) => s.parentId === parentId && s.id !== exceptId)) throw new AppError('CONFLICT', '同级栏目名称已存在');
}

/**
 * Refuses a column code used by another column.
 * @throws AppError CONFLICT 栏目编码已存在.
 */
export async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  const [row] = await db.select({ id: cmsNewsColumn.id }).from(cmsNewsColumn).where(eq(cmsNewsColumn.code, code));
  if (row && row.id !== exceptId) throw new AppError('CONFLICT', '栏目编码已存在');
}

/** Whether `candidate` is `id` itself or one of its descendants. */
export async function isSelfOrDescendant(db: Db, id: string, candidate: string): Promise<boolean> {
  const columns = await db.select({ id: cmsNewsColumn.id, parentId: cmsNewsColumn.parentId }).from(cmsNewsColumn);
  const parent = new Map(columns.map((c) => [c.id, c.parentId]));
  const seen = new Set<string>();
  for (let node: string | null | undefined = candidate; node && !seen.has(node); node = parent.get(node)) {
    if (node === id) return true;
    seen.add(node);
  }
  return false;
}

/** Siblings under a parent (null = the top), in display order. */
export async function siblingsOf(db: Db, parentId: string | null) {
  return db
    .select({ id: cmsNewsColumn.id, sort: cmsNewsColumn.sort })
    .from(cmsNewsColumn)
    .where(parentId ? eq(cmsNewsColumn.parentId, parentId) : isNull(cmsNewsColumn.parentId))
    .orderBy(asc(cmsNewsColumn.sort), asc(cmsNewsColumn.createdAt), asc(cmsNewsColumn.id));
}
