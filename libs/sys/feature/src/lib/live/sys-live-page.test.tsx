import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { liveActionsFrom } from '@qifu/sys-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SysLivePage } from './sys-live-page';
import { toLiveForm } from './live-form';

const live = (n: number, title: string, publishStatus: '0' | '1') => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  liveTitle: title,
  liveUrl: 'https://live.example.gov.cn/room/1024',
  coverPath: null,
  hostUnit: '德清县经济和信息化局',
  liveStartTime: '2026-12-01T06:00:00.000Z',
  liveEndTime: '2026-12-01T08:00:00.000Z',
  liveStatus: '1',
  publishStatus,
  sort: n,
  createTime: '2026-11-20T02:00:00.000Z',
});
const DRAFT = live(1, '政策解读直播', '0');
const PUBLISHED = live(2, '融资对接直播', '1');

const posted: Record<string, unknown[]> = {};
setupMsw(
  http.get(apiUrl('/sys/live/list'), () => HttpResponse.json(okEnvelope({ list: [DRAFT, PUBLISHED], total: 2 }))),
  ...['publish', 'offPublish', 'delete'].map((action) =>
    http.post(apiUrl(`/sys/live/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      return HttpResponse.json(okEnvelope(null, action === 'delete' ? '删除成功' : '操作成功'));
    }),
  ),
);

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(title: string) {
  const cell = await screen.findByText(title, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('直播管理', { timeout: 20_000 }, () => {
  it('offers only the actions the publish state allows (contract table)', async () => {
    expect([liveActionsFrom('0'), liveActionsFrom('1')]).toEqual([['publish', 'delete'], ['offPublish']]);
    sessionStore.set(permissionsAtom, ['sys:live:list', 'sys:live:save', 'sys:live:publish', 'sys:live:delete']);
    render(<SysLivePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const draft = await rowOf('政策解读直播');
    expect(draft.getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(draft.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: '下架' })).not.toBeInTheDocument();
    const published = await rowOf('融资对接直播');
    expect(published.getByRole('button', { name: '下架' })).toBeInTheDocument();
    expect(published.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    await userEvent.click(published.getByRole('button', { name: '下架' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要下架直播“融资对接直播”吗？')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['offPublish']).toEqual([{ id: PUBLISHED.id }]));
  });

  it('shows no publish button without sys:live:publish', async () => {
    sessionStore.set(permissionsAtom, ['sys:live:list', 'sys:live:save']);
    render(<SysLivePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const published = await rowOf('融资对接直播');
    expect(published.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(published.queryByRole('button', { name: '下架' })).not.toBeInTheDocument();
    expect((await rowOf('政策解读直播')).queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增直播' })).toBeInTheDocument();
  });
});

describe('toLiveForm', () => {
  it('sends ISO times, the cover path and the introduction only when it has content', () => {
    const start = new Date('2026-12-01T06:00:00.000Z');
    const end = new Date('2026-12-01T08:00:00.000Z');
    const base = { liveTitle: ' 直播 ', liveUrl: 'https://a.cn/1', hostUnit: '', range: [start, end] as [Date, Date], sort: 2 };
    expect(toLiveForm({ ...base, cover: [], liveDesc: '<p></p>' })).toEqual({
      liveTitle: '直播',
      liveUrl: 'https://a.cn/1',
      liveStartTime: '2026-12-01T06:00:00.000Z',
      liveEndTime: '2026-12-01T08:00:00.000Z',
      sort: 2,
    });
    expect(
      toLiveForm({ ...base, cover: [{ filePath: '2026/11/a.png', fileName: 'a.png', exName: 'png' }], liveDesc: '<p>简介</p>' }, 'id-1'),
    ).toMatchObject({ id: 'id-1', coverPath: '2026/11/a.png', liveDesc: '<p>简介</p>' });
  });
});
