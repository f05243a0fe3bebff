/**
 * Demo content of news, industry information, about us and the column pages (seeds 000 §2): the
 * column tree, 69 articles (65 published, 2 drafts, 2 offline; two on top) and the 关于我们 page,
 * from `./content/cms.ts`. Every HTML field passes through the server's sanitizer, as on save.
 */
import { sanitizeRichText } from '../core/sanitize-html';
import { writeAboutUs } from '../domains/cms';
import type { Db } from '../db/client';
import { cmsNews, cmsNewsColumn } from '../db/schema';
import { type DemoColumn, demoAboutUs, demoColumns, demoNews, newsHtml } from './content/cms';
import type { PortalSeedContext } from './portal-context';

const HOUR_MS = 3_600_000;

/** `YYYY-MM-DD HH:mm` in China time → Date. */
function chinaTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}:00+08:00`);
}

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedCmsDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  const adminId = ctx.userIds.get('admin') ?? null;
  const yyfId = ctx.userIds.get('yyf') ?? adminId;
  const columnIds = new Map<string, string>();

  const insertColumn = async (column: DemoColumn, parentId: string | null, sort: number) => {
    const [row] = await db
      .insert(cmsNewsColumn)
      .values({
        parentId,
        columnName: column.columnName,
        code: column.code,
        description: column.description ? sanitizeRichText(column.description) : null,
        linkUrl: column.linkUrl ?? null,
        remark: column.remark ?? null,
        sort,
        isShow: column.isShow ?? true,
        createdBy: adminId,
        updatedBy: adminId,
        createdAt: new Date('2025-01-06T02:00:00Z'),
        updatedAt: new Date('2025-01-06T02:00:00Z'),
      })
      .returning({ id: cmsNewsColumn.id });
    if (!row) throw new Error(`column ${column.code} not inserted`);
    columnIds.set(column.code, row.id);
    for (const [i, child] of (column.children ?? []).entries()) await insertColumn(child, row.id, i + 1);
  };
  for (const [i, column] of demoColumns.entries()) await insertColumn(column, null, i + 1);

  const rows = demoNews.map((n, i) => {
    const columnId = columnIds.get(n.column);
    if (!columnId) throw new Error(`demo news "${n.title}": unknown column ${n.column}`);
    const status = n.status ?? '1';
    const time = chinaTime(n.time);
    const createdBy = n.by === 'admin' ? adminId : yyfId;
    return {
      columnId,
      title: n.title,
      summary: n.summary,
      content: sanitizeRichText(newsHtml(n.body)),
      source: n.source,
      author: n.author ?? null,
      status,
      // drafts were never published; offline articles keep their last publish time
      publishTime: status === '0' ? null : time,
      isTop: n.isTop ?? false,
      isShow: true,
      // deterministic, older articles read more
      viewCount: status === '0' ? 0 : 40 + ((i * 73) % 260) + Math.max(0, Math.round((Date.UTC(2026, 10, 21) - time.getTime()) / (86_400_000 * 3))),
      createdBy,
      updatedBy: createdBy,
      createdAt: new Date(time.getTime() - 20 * HOUR_MS),
      updatedAt: time,
    };
  });
  await db.insert(cmsNews).values(rows);

  await writeAboutUs(db, {
    title: demoAboutUs.title,
    sections: demoAboutUs.sections.map((s) => ({ title: s.title, content: sanitizeRichText(s.content) })),
    address: demoAboutUs.address,
    phone: demoAboutUs.phone,
    mailbox: demoAboutUs.mailbox,
    updatedBy: adminId,
  });

  return {
    columns: columnIds.size,
    news: rows.length,
    publishedNews: rows.filter((r) => r.status === '1').length,
    aboutSections: demoAboutUs.sections.length,
  };
}
