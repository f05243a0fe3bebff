import { apiUrl, fireEvent, render, screen, setupMsw, userEvent, waitFor } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { demoQuery } from '../picker-query/demo-query.testing';
import type { PickerPage, PickerPageParams } from '../picker-query/picker-query';
import { RemoteSelect, type RemoteItem } from './remote-select';

/** The page query of the demo companies (with the extra filters `extra`). */
const companies =
  (extra: Record<string, string> = {}) =>
  (params: PickerPageParams) =>
    demoQuery<PickerPage<RemoteItem>>('/demo/options', { ...extra, ...params });

interface Seen {
  page: string | null;
  pageSize: string | null;
  keyword: string | null;
  type: string | null;
  at: number;
}

const seen: Seen[] = [];
const ok = (data: unknown) => HttpResponse.json({ success: true, code: 'OK', msg: '操作成功', data });

/** 30 companies, filtered by keyword, paged. */
const server = setupMsw(
  http.get(apiUrl('/demo/options'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    seen.push({
      page: q.get('page'),
      pageSize: q.get('pageSize'),
      keyword: q.get('keyword'),
      type: q.get('type'),
      at: performance.now(),
    });
    const all = Array.from({ length: 30 }, (_, i) => ({ label: `企业${i + 1}`, value: String(i + 1) }));
    const keyword = q.get('keyword') ?? '';
    const matching = all.filter((o) => o.label.includes(keyword));
    const page = Number(q.get('page'));
    const size = Number(q.get('pageSize'));
    return ok({ list: matching.slice((page - 1) * size, page * size), total: matching.length });
  }),
);

function scrollToBottom(list: HTMLElement) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 600 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 240 });
  list.scrollTop = 360;
  fireEvent.scroll(list);
}

describe('RemoteSelect', { timeout: 20_000 }, () => {
  it('loads 12 per page, the next page when scrolled to the bottom, then says 已加载全部', async () => {
    seen.length = 0;
    render(<RemoteSelect query={companies({ type: '1' })} label="企业" />);
    await userEvent.click(screen.getByLabelText('企业'));
    expect(await screen.findByRole('option', { name: '企业12' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '企业13' })).not.toBeInTheDocument();
    expect(seen[0]).toMatchObject({ page: '1', pageSize: '12', keyword: null, type: '1' });

    const list = screen.getByTestId('remote-select-list');
    scrollToBottom(list);
    expect(await screen.findByRole('option', { name: '企业24' })).toBeInTheDocument();
    expect(seen[1]).toMatchObject({ page: '2', pageSize: '12', type: '1' });
    expect(screen.queryByText('已加载全部')).not.toBeInTheDocument();

    scrollToBottom(list);
    expect(await screen.findByRole('option', { name: '企业30' })).toBeInTheDocument();
    expect(await screen.findByText('已加载全部')).toBeInTheDocument();
    scrollToBottom(list);
    expect(seen).toHaveLength(3);
  });

  it('loads the next page when ↓ moves past the last option', async () => {
    seen.length = 0;
    render(<RemoteSelect query={companies()} label="企业" />);
    const input = screen.getByLabelText('企业');
    await userEvent.click(input);
    await screen.findByRole('option', { name: '企业12' });
    for (let i = 0; i < 12; i += 1) await userEvent.keyboard('{ArrowDown}');
    expect(seen).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: '企业24' })).toBeInTheDocument();
    expect(seen[1]?.page).toBe('2');
  });

  it('shows 加载中 while a page loads', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(apiUrl('/demo/options'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return ok({ list: [{ label: '企业1', value: '1' }], total: 1 });
      }),
    );
    render(<RemoteSelect query={companies()} aria-label="企业" />);
    await userEvent.click(screen.getByRole('textbox', { name: '企业' }));
    expect(await screen.findByText('加载中')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('option', { name: '企业1' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    expect(screen.getByText('已加载全部')).toBeInTheDocument();
  });

  it('searches with the keyword 270 ms after the last keystroke, once', async () => {
    seen.length = 0;
    render(<RemoteSelect query={companies()} label="企业" />);
    const input = screen.getByLabelText('企业');
    await userEvent.click(input);
    await screen.findByRole('option', { name: '企业1' });
    await userEvent.type(input, '企业2');
    const typedAt = performance.now();
    expect(await screen.findByRole('option', { name: '企业21' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option', { name: '企业1' })).not.toBeInTheDocument());
    const searches = seen.filter((s) => s.keyword !== null);
    expect(searches.map((s) => s.keyword)).toEqual(['企业2']);
    expect(searches[0]!.page).toBe('1');
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(200);
  });

  it('says 暂无数据 when nothing matches', async () => {
    server.use(http.get(apiUrl('/demo/options'), () => ok({ list: [], total: 0 })));
    render(<RemoteSelect query={companies()} label="企业" />);
    await userEvent.click(screen.getByLabelText('企业'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText('已加载全部')).not.toBeInTheDocument();
  });

  it('offers 加载失败，重新加载 on a failure and retries when clicked', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/demo/options'), () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器内部错误' }, { status: 500 });
        return ok({ list: [{ label: '企业1', value: '1' }], total: 1 });
      }),
    );
    render(<RemoteSelect query={companies()} label="企业" />);
    await userEvent.click(screen.getByLabelText('企业'));
    const retry = await screen.findByRole('button', { name: '加载失败，重新加载' });
    await userEvent.click(retry);
    expect(await screen.findByRole('option', { name: '企业1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载失败，重新加载' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('retries a failed next page without losing the loaded ones', async () => {
    let failPage2 = true;
    server.use(
      http.get(apiUrl('/demo/options'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2 && failPage2) {
          failPage2 = false;
          return HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器内部错误' }, { status: 500 });
        }
        const list = Array.from({ length: 12 }, (_, i) => ({ label: `企业${(page - 1) * 12 + i + 1}`, value: String((page - 1) * 12 + i + 1) }));
        return ok({ list, total: 24 });
      }),
    );
    render(<RemoteSelect query={companies()} label="企业" />);
    await userEvent.click(screen.getByLabelText('企业'));
    await screen.findByRole('option', { name: '企业12' });
    scrollToBottom(screen.getByTestId('remote-select-list'));
    await userEvent.click(await screen.findByRole('button', { name: '加载失败，重新加载' }));
    expect(await screen.findByRole('option', { name: '企业24' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '企业1' })).toBeInTheDocument();
  });

  it('reports the chosen value and item and shows its label', async () => {
    const onChange = vi.fn();
    render(<RemoteSelect query={companies()} label="企业" onChange={onChange} />);
    const input = screen.getByLabelText('企业');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: '企业3' }));
    expect(onChange).toHaveBeenCalledWith('3', { label: '企业3', value: '3' });
    expect(input).toHaveValue('企业3');
  });

  it('shows valueLabel for a saved value and clears it', async () => {
    const onChange = vi.fn();
    render(<RemoteSelect query={companies()} label="企业" value="7" valueLabel="企业7" clearable onChange={onChange} />);
    expect(screen.getByLabelText('企业')).toHaveValue('企业7');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
  });
});
