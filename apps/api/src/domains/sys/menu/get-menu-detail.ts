import type { Handler } from '../../../core/handler';
import { allMenus } from './menu.queries';
import { notFound } from '../../../core/entity';

/** `GET /sys/menu/detail?id=` (ADMIN, sys:menu:detail): one entry with its parent's title; unknown → NOT_FOUND_ENTITY 菜单不存在. */
export const getMenuDetail: Handler<'getMenuDetail'> = async (req, ctx) => {
  const rows = await allMenus(ctx.db);
  const item = rows.find((r) => r.id === req.query.id);
  if (!item) throw notFound('菜单不存在');
  const parent = item.parentId ? rows.find((r) => r.id === item.parentId) : undefined;
  return { ...item, parentTitle: parent?.title ?? null };
};
