import { carouselActionsFrom } from '@qifu/policy-rules';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CarouselPage } from './carousel-page';
import { moveItem } from './carousel-order-dialog';

const slide = (n: number, title: string, status: '0' | '1' | '2', sort: number) => ({
  id: `4f3e7a5c-9d0b-4c2e-9a6f-1b5c6d7e8f9${n}`,
  title,
  filePath: `2026/11/banner-${n}.jpg`,
  linkType: '0' as const,
  policyId: null,
  policyTitle: null,
  linkUrl: null,
  sort,
  status,
  createTime: '2026-11-20T06:30:00.000Z',
  updateTime: '2026-11-20T06:30:00.000Z',
});
const DRAFT = slide(1, '专精特新政策解读', '0', 1);
const ON_SHELF = slide(2, '制造业高质量发展', '1', 2);
const OFF = slide(3, '人才新政', '2', 3);

const posted: Record<string, unknown[]> = {};
setupMsw(
  http.get(apiUrl('/admin/carousel/list'), () => HttpResponse.json(okEnvelope({ list: [DRAFT, ON_SHELF, OFF], total: 3 }))),
  ...['takeup', 'takedown', 'delete', 'sort'].map((action) =>
    http.post(apiUrl(`/admin/carousel/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      return HttpResponse.json(okEnvelope(null, '操作成功'));
    }),
  ),
);

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

const rowOf = async (title: string) => within((await screen.findByText(title, {}, { timeout: 5000 })).closest('tr')!);
const ALL = ['policy:carousel:list', 'policy:carousel:save', 'policy:carousel:delete', 'policy:carousel:takeup', 'policy:carousel:takedown'];

describe('轮播图管理', { timeout: 30_000 }, () => {
  it('offers per state only what the carousel table allows, and takes a slide up after confirmation', async () => {
    expect([carouselActionsFrom('0'), carouselActionsFrom('1'), carouselActionsFrom('2')]).toEqual([
      ['save', 'takeup', 'delete'],
      ['takedown'],
      ['save', 'takeup', 'delete'],
    ]);
    sessionStore.set(permissionsAtom, ALL);
    render(<CarouselPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const buttons = (row: Awaited<ReturnType<typeof rowOf>>) => row.getAllByRole('button').map((b: HTMLElement) => b.textContent);
    expect(buttons(await rowOf('专精特新政策解读'))).toEqual(['编辑', '上架', '删除']);
    expect(buttons(await rowOf('制造业高质量发展'))).toEqual(['下架']);
    expect(buttons(await rowOf('人才新政'))).toEqual(['编辑', '上架', '删除']);

    await userEvent.click((await rowOf('人才新政')).getByRole('button', { name: '上架' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要上架轮播图“人才新政”吗？上架后将在门户首页展示。')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['takeup']).toEqual([{ id: OFF.id }]));
  });

  it('reorders the slides in 调整顺序 and sends positions 1…n', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CarouselPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click(await screen.findByRole('button', { name: '调整顺序' }));
    const dialog = within(await screen.findByRole('dialog', { name: '调整顺序' }));
    await userEvent.click(await dialog.findByRole('button', { name: '下移 专精特新政策解读' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存顺序' }));
    await waitFor(() =>
      expect(posted['sort']).toEqual([
        {
          items: [
            { id: ON_SHELF.id, sort: 1 },
            { id: DRAFT.id, sort: 2 },
            { id: OFF.id, sort: 3 },
          ],
        },
      ]),
    );
  });

  it('hides the write actions without their permissions', async () => {
    sessionStore.set(permissionsAtom, ['policy:carousel:list']);
    render(<CarouselPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect((await rowOf('专精特新政策解读')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增轮播图' })).not.toBeInTheDocument();
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and keeps the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
