import { Badge } from '@mantine/core';
import { ApiError, type ApiErrorCode } from '@qifu/sdk';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PagedTable } from './paged-table';
import { readPage, type PagedTableParams, type TablePage } from './paged-table.query';
import type { PagedTableProps, TableColumn, TableSelection } from './paged-table.types';

// MRT and Mantine render slowly in jsdom on a busy machine: wait longer for async UI.
configure({ asyncUtilTimeout: 5_000 });

interface Company {
  id: string;
  companyName: string;
  office: { name: string };
  amount: number;
}

function makeRows(from: number, count: number): Company[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      id: `c${n}`,
      companyName: `企业${n}`,
      office: { name: `科室${n}` },
      amount: n * 100,
    };
  });
}

/** Requests the handlers saw: method, body or query. */
interface Seen {
  method: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

const TOTAL = 23;
let seen: Seen[] = [];

/** A list of {@link TOTAL} companies paged from the request's page and pageSize. */
function pageOf(page: number, pageSize: number, total = TOTAL) {
  const from = (page - 1) * pageSize + 1;
  return {
    list: makeRows(from, Math.max(0, Math.min(pageSize, total - from + 1))),
    total,
  };
}

const server = setupMsw(
  http.post(apiUrl('/test/company/list'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({ method: 'POST', body });
    return HttpResponse.json(okEnvelope(pageOf(Number(body['page']), Number(body['pageSize']))));
  }),
  http.get(apiUrl('/test/company/list'), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    seen.push({ method: 'GET', query });
    return HttpResponse.json(okEnvelope(pageOf(Number(query['page']), Number(query['pageSize']))));
  }),
);

const COLUMNS: TableColumn<Company>[] = [
  { key: 'companyName', title: '企业名称' },
  { prop: 'office.name', title: '科室', width: 120 },
  {
    key: 'amount',
    title: '金额',
    align: 'right',
    formatter: (value) => `${String(value)} 元`,
  },
];

/** The key factory of the test resource, as a domain's data-access has one. */
const companyKeys = {
  all: ['test', 'company'] as const,
  list: (params: object) => ['test', 'company', 'list', params] as const,
};

/** Calls the test list operation; a failed envelope rejects like `unwrap`. */
async function callList(method: 'GET' | 'POST', params: PagedTableParams, signal: AbortSignal): Promise<unknown> {
  const url = new URL('http://localhost/api/test/company/list');
  if (method === 'GET') Object.entries(params).forEach(([k, v]) => url.searchParams.set(k, String(v)));
  const response = await fetch(url, {
    method,
    signal,
    headers: { 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(params) : undefined,
  });
  const envelope = (await response.json()) as { success: boolean; code: string; msg: string; data?: unknown };
  if (!envelope.success) throw new ApiError({ code: envelope.code as ApiErrorCode, msg: envelope.msg, status: response.status, path: url.pathname });
  return envelope.data;
}

/** A data-access list query builder of the test resource (POST body by default, or GET). */
function companyListQuery(method: 'GET' | 'POST' = 'POST') {
  return (params: PagedTableParams) =>
    queryOptions({
      queryKey: companyKeys.list(params),
      queryFn: async ({ signal }): Promise<TablePage<Company>> => readPage<Company>(await callList(method, params, signal)),
    });
}

function renderTable(props: Partial<PagedTableProps<Company>> = {}) {
  seen = [];
  return render(<PagedTable<Company> query={companyListQuery()} columns={COLUMNS} aria-label="企业列表" {...props} />);
}

function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: '企业列表' });
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
}

async function choosePageSize(label: string) {
  await userEvent.click(screen.getByRole('textbox', { name: '每页条数' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('PagedTable', { timeout: 20_000 }, () => {
  it('asks the query builder for page 1 with the filters, page and pageSize', async () => {
    renderTable({ filters: { keyword: '德清' } });
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(seen).toEqual([{ method: 'POST', body: { keyword: '德清', page: 1, pageSize: 10 } }]);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
  });

  it('uses whatever call the builder makes (GET with query parameters)', async () => {
    renderTable({ query: companyListQuery('GET'), filters: { keyword: '德清', status: 1 } });
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'GET',
        query: { keyword: '德清', status: '1', page: '1', pageSize: '10' },
      },
    ]);
  });

  it('sends the chosen page and page size', async () => {
    renderTable();
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('企业11')).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ page: 2, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('企业21')).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ page: 3, pageSize: 10 });
    expect(bodyRows()).toHaveLength(3);

    await choosePageSize('5条/页');
    expect(await screen.findByText('企业5')).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ page: 1, pageSize: 5 });
    expect(bodyRows()).toHaveLength(5);
  });

  it('offers the page sizes 5, 10, 50 and 100, and 显示全部 only when allowed', async () => {
    renderTable();
    await screen.findByText('企业1');
    await userEvent.click(screen.getByRole('textbox', { name: '每页条数' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['5条/页', '10条/页', '50条/页', '100条/页']);
  });

  it('goes back to page 1 when the filters change (compared by value)', async () => {
    function Harness() {
      const [keyword, setKeyword] = useState('');
      return (
        <>
          <button type="button" onClick={() => setKeyword('德清')}>
            搜索
          </button>
          <PagedTable<Company> query={companyListQuery()} columns={COLUMNS} filters={{ keyword }} aria-label="企业列表" />
        </>
      );
    }
    seen = [];
    render(<Harness />);
    await screen.findByText('企业1');
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('企业21');
    expect(seen.at(-1)?.body).toEqual({ keyword: '', page: 3, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(seen.at(-1)?.body).toEqual({
        keyword: '德清',
        page: 1,
        pageSize: 10,
      }),
    );
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    // The new search did not first ask for page 3 with the new filters.
    expect(seen.map((request) => request.body)).not.toContainEqual({
      keyword: '德清',
      page: 3,
      pageSize: 10,
    });
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('data-active');
  });

  it('is busy with skeleton rows until the first page arrives, within 591 px or the viewport minus 100 px', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/test/company/list'), async () => {
        await gate;
        return HttpResponse.json(okEnvelope(pageOf(1, 10)));
      }),
    );
    const { container } = renderTable();
    const scroller = container.querySelector('.mrt-table-container');
    expect(scroller).toHaveAttribute('aria-busy', 'true');
    expect(scroller).toHaveStyle({ maxHeight: 'min(591px, calc(100vh - 100px))' });
    expect(container.querySelectorAll('tbody .mantine-Skeleton-root').length).toBeGreaterThan(0);
    expect(container.querySelector('.mantine-LoadingOverlay-root')).toBeNull(); // the skeleton says it
    expect(screen.queryByText('没有你想要的数据')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(scroller).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelectorAll('tbody .mantine-Skeleton-root')).toHaveLength(0);
  });

  it('shows the loading overlay on the first load of show-all mode', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/test/company/list'), async () => {
        await gate;
        return HttpResponse.json(okEnvelope(pageOf(1, 9000, 9000)));
      }),
    );
    const { container } = renderTable({ allowShowAll: true, defaultPageSize: 9000 });
    const scroller = container.querySelector('.mrt-table-container');
    expect(scroller).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.mantine-LoadingOverlay-root')).not.toBeNull();
    release();
    expect(await screen.findByText('共 9000 条')).toBeInTheDocument();
    expect(scroller).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(container.querySelector('.mantine-LoadingOverlay-root')).toBeNull());
  });

  it('keeps the rows under a loading overlay while another page loads', async () => {
    const { container } = renderTable();
    await screen.findByText('企业1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/test/company/list'), async () => {
        await gate;
        return HttpResponse.json(okEnvelope(pageOf(2, 10)));
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(container.querySelector('.mantine-LoadingOverlay-root')).not.toBeNull());
    expect(screen.getByText('企业1')).toBeInTheDocument();
    expect(container.querySelector('.mrt-table-container')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('企业11')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.mantine-LoadingOverlay-root')).toBeNull());
  });

  it('pages with the keyboard', async () => {
    renderTable();
    await screen.findByText('企业1');
    screen.getByRole('button', { name: '第 2 页' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('企业11')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('企业21')).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ page: 3, pageSize: 10 });
  });

  it('shows 没有你想要的数据 when there are no rows', async () => {
    server.use(http.post(apiUrl('/test/company/list'), () => HttpResponse.json(okEnvelope({ list: [], total: 0 }))));
    renderTable();
    expect(await screen.findByText('没有你想要的数据')).toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
  });

  it('shows the error with 重新加载, which loads again', async () => {
    let fail = true;
    server.use(
      http.post(apiUrl('/test/company/list'), () =>
        fail
          ? HttpResponse.json(failEnvelope('BUSINESS_RULE', '查询失败：条件有误'))
          : HttpResponse.json(okEnvelope(pageOf(1, 10))),
      ),
    );
    renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('查询失败：条件有误');
    expect(screen.queryByText('没有你想要的数据')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('numbers the rows across pages in the 序号 column', async () => {
    renderTable({ showIndex: true });
    await screen.findByText('企业1');
    expect(screen.getByRole('columnheader', { name: '序号' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('企业11');
    const rows = bodyRows();
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^11$/);
    expect(within(rows[9]!).getAllByRole('cell')[0]).toHaveTextContent(/^20$/);
  });

  it('applies dotted paths, formatter, alignment and width', async () => {
    renderTable({
      columns: [
        ...COLUMNS,
        {
          key: 'status',
          title: '状态',
          formatter: (_value, row) => <Badge>{row.amount > 500 ? '大额' : '小额'}</Badge>,
        },
      ],
    });
    await screen.findByText('企业1');
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('科室1');
    expect(cells[2]).toHaveTextContent('100 元');
    expect(cells[2]).toHaveStyle({ textAlign: 'right' });
    expect(cells[3]).toHaveTextContent('小额');
    const officeHeader = screen.getByRole('columnheader', { name: '科室' });
    expect(officeHeader).toHaveStyle({ width: '120px' });
    expect(cells[1]).toHaveStyle({ width: '120px' });
    expect(screen.getByRole('columnheader', { name: '金额' })).toHaveStyle({
      textAlign: 'right',
    });
  });

  it('shows the page a builder mapped from data.commonPage.{list,total}', async () => {
    server.use(
      http.post(apiUrl('/test/company/list'), () =>
        HttpResponse.json(okEnvelope({ commonPage: { list: makeRows(1, 2), total: 42 } })),
      ),
    );
    renderTable();
    expect(await screen.findByText('企业2')).toBeInTheDocument();
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
  });

  it('renders the 操作 column last', async () => {
    renderTable({
      rowActions: (row) => <button type="button">查看{row.companyName}</button>,
    });
    await screen.findByText('企业1');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.at(-1)).toBe('操作');
    expect(screen.getByRole('button', { name: '查看企业1' })).toBeInTheDocument();
  });

  it('selects single rows across pages and reports their keys and rows', async () => {
    const onSelectionChange = vi.fn<(selection: TableSelection<Company>) => void>();
    renderTable({ selectable: true, onSelectionChange });
    await screen.findByText('企业1');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('企业11');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 11 行' }));
    const last = onSelectionChange.mock.lastCall?.[0];
    expect(last).toMatchObject({ mode: 'some', keys: ['c2', 'c11'] });
    expect(last?.mode === 'some' && last.rows.map((row) => row.companyName)).toEqual(['企业2', '企业11']);
    expect(screen.getByText('已选择 2 条')).toBeInTheDocument();

    // The header checkbox ticks the current page only.
    await userEvent.click(screen.getByRole('checkbox', { name: '全选当前页' }));
    expect(onSelectionChange.mock.lastCall?.[0]).toMatchObject({
      mode: 'some',
    });
    expect(screen.getByText('已选择 11 条')).toBeInTheDocument();
  });

  it('ticks a row checkbox with the keyboard', async () => {
    const onSelectionChange = vi.fn<(selection: TableSelection<Company>) => void>();
    renderTable({ selectable: true, onSelectionChange });
    await screen.findByText('企业1');
    const checkbox = screen.getByRole('checkbox', { name: '选择第 3 行' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onSelectionChange.mock.lastCall?.[0]).toMatchObject({ mode: 'some', keys: ['c3'] });
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('selects all rows on all pages, with exclusions and the total', async () => {
    const onSelectionChange = vi.fn<(selection: TableSelection<Company>) => void>();
    renderTable({ selectable: true, onSelectionChange });
    await screen.findByText('企业1');
    await userEvent.click(screen.getByRole('button', { name: '选择方式' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '选择全部 23 条' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      mode: 'all',
      excludedKeys: [],
      total: 23,
    });
    expect(screen.getByRole('checkbox', { name: '全选当前页' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('企业21');
    expect(screen.getByRole('checkbox', { name: '选择第 22 行' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 22 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      mode: 'all',
      excludedKeys: ['c22'],
      total: 23,
    });
    expect(screen.getByText('已选择 22 条')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '全选当前页' })).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(screen.getByRole('button', { name: '选择方式' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '取消选择' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      mode: 'some',
      keys: [],
      rows: [],
    });
  });

  it('clears the selection when the filters change', async () => {
    const onSelectionChange = vi.fn<(selection: TableSelection<Company>) => void>();
    function Harness() {
      const [keyword, setKeyword] = useState('');
      return (
        <>
          <button type="button" onClick={() => setKeyword('德清')}>
            搜索
          </button>
          <PagedTable<Company>
            query={companyListQuery()}
            columns={COLUMNS}
            filters={{ keyword }}
            selectable
            onSelectionChange={onSelectionChange}
            aria-label="企业列表"
          />
        </>
      );
    }
    render(<Harness />);
    await screen.findByText('企业1');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(onSelectionChange).toHaveBeenLastCalledWith({
        mode: 'some',
        keys: [],
        rows: [],
      }),
    );
    expect(screen.getByRole('checkbox', { name: '选择第 1 行' })).not.toBeChecked();
  });

  it('shows all rows with page size 9000 and renders only the visible ones', async () => {
    server.use(
      http.post(apiUrl('/test/company/list'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        seen.push({ method: 'POST', body });
        const pageSize = Number(body['pageSize']);
        return HttpResponse.json(okEnvelope(pageOf(Number(body['page']), pageSize, 9000)));
      }),
    );
    // jsdom has no layout: give the scroll container a height so the virtualizer has a viewport.
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.classList.contains('mrt-table-container') ? 591 : this.tagName === 'TR' ? 37 : 0;
      return {
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: 800,
        bottom: height,
        width: 800,
        height,
        toJSON: () => ({}),
      };
    });
    try {
      renderTable({ allowShowAll: true, showIndex: true });
      await screen.findByText('企业1');
      await choosePageSize('显示全部');
      await waitFor(() => expect(seen.at(-1)?.body).toEqual({ page: 1, pageSize: 9000 }));
      expect(await screen.findByText('共 9000 条')).toBeInTheDocument();
      await screen.findByText('企业1');
      const rendered = bodyRows().length;
      expect(rendered).toBeGreaterThan(5);
      expect(rendered).toBeLessThan(60); // of 9000
      expect(screen.queryByText('企业9000')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
    } finally {
      rect.mockRestore();
    }
  });

  it('refetches when the resource keys are invalidated (after a mutation)', async () => {
    const { queryClient } = renderTable();
    await screen.findByText('企业1');
    const before = seen.length;
    await queryClient.invalidateQueries({ queryKey: companyKeys.all });
    await waitFor(() => expect(seen.length).toBe(before + 1));
  });
});
