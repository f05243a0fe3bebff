import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { unwrap } from '@qifu/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { EnableFlagFilter } from './enable-flag';
import { FilteredPagedTable, FilteredTreeTable } from './filtered-tables';
import { KeywordFilter } from './search-bar';
import { compactFilters, useFilters } from './use-filters';

interface Row {
  id: string;
  name: string;
}

interface RowFilters {
  keyword: string;
  enableFlag: string | null;
}

let queries: Record<string, string>[] = [];
let treeCalls = 0;
let treeFails = false;

const TREE = [
  { id: 'a', name: '德清县', children: [{ id: 'b', name: '经信局', children: [{ id: 'c', name: '企业科', children: [] }] }] },
  { id: 'd', name: '湖州市', children: [] },
];

setupMsw(
  http.get(apiUrl('/test/row/list'), ({ request }) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(okEnvelope({ list: [{ id: '1', name: '王强' }], total: 1 }));
  }),
  http.get(apiUrl('/test/tree'), () => {
    treeCalls += 1;
    return treeFails ? HttpResponse.json(failEnvelope('BUSINESS_RULE', '机构树加载失败')) : HttpResponse.json(okEnvelope(TREE));
  }),
);

/** A data-access list query builder of the test resource (GET with query parameters). */
function rowListQuery(params: object) {
  const url = new URL('http://localhost/api/test/row/list');
  Object.entries(params).forEach(([key, value]) => url.searchParams.set(key, String(value)));
  return queryOptions({
    queryKey: ['test', 'row', 'list', params],
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal });
      return unwrap(Promise.resolve({ data: (await response.json()) as unknown, response })) as Promise<{ list: Row[]; total: number }>;
    },
  });
}

function RowList() {
  const filters = useFilters<RowFilters>({ keyword: '', enableFlag: null });
  return (
    <FilteredPagedTable<Row, RowFilters, { kind: string }>
      query={rowListQuery}
      columns={[{ key: 'name', title: '姓名' }]}
      aria-label="人员列表"
      filters={filters}
      fixedFilters={{ kind: '2' }}
      searchFields={
        <>
          <KeywordFilter placeholder="姓名/手机号" {...filters.field('keyword')} />
          <EnableFlagFilter {...filters.field('enableFlag')} />
        </>
      }
    />
  );
}

describe('compactFilters', () => {
  it('trims strings and leaves out empty values, keeping numbers, false and 0', () => {
    expect(compactFilters({ keyword: ' 王 ', enableFlag: null, type: undefined, blank: '  ', sort: 0, flag: false })).toEqual({
      keyword: '王',
      sort: 0,
      flag: false,
    });
  });
});

describe('FilteredPagedTable', { timeout: 20_000 }, () => {
  it('sends the fixed filters; typing changes nothing until 查询 (or Enter); 重置 goes back to the start', async () => {
    queries = [];
    render(<RowList />);
    expect(await screen.findByText('王强', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(queries).toEqual([{ kind: '2', page: '1', pageSize: '10' }]);

    const search = within(screen.getByRole('search', { name: '查询条件' }));
    const keyword = search.getByRole('textbox', { name: '关键字' });
    expect(keyword).toHaveAttribute('maxlength', '50');
    await userEvent.type(keyword, '  王强 ');
    await userEvent.click(search.getByRole('textbox', { name: '状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '停用' }));
    expect(queries).toHaveLength(1);

    await userEvent.click(search.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ kind: '2', keyword: '王强', enableFlag: '0', page: '1', pageSize: '10' }));

    await userEvent.clear(keyword);
    await userEvent.type(keyword, '李{Enter}');
    await waitFor(() => expect(queries.at(-1)).toEqual({ kind: '2', keyword: '李', enableFlag: '0', page: '1', pageSize: '10' }));

    await userEvent.click(search.getByRole('button', { name: '重置' }));
    expect(keyword).toHaveValue('');
    await waitFor(() => expect(queries.at(-1)).toEqual({ kind: '2', page: '1', pageSize: '10' }));
  });
});

interface Node {
  id: string;
  name: string;
  children: Node[];
}

function TreeList({ onAdd }: { onAdd: () => void }) {
  const filters = useFilters({ keyword: '' });
  const tree = useQuery({
    queryKey: ['test-tree', filters.applied.keyword],
    queryFn: async () => {
      const response = await fetch(apiUrl('/test/tree'));
      const body = (await response.json()) as { success: boolean; msg: string; data: Node[] };
      if (!body.success) throw new Error(body.msg);
      return body.data;
    },
  });
  return (
    <FilteredTreeTable<Node, { keyword: string }>
      filters={filters}
      query={tree}
      searchFields={<KeywordFilter {...filters.field('keyword')} />}
      actions={
        <button type="button" onClick={onAdd}>
          新增机构
        </button>
      }
      aria-label="机构列表"
      labelTitle="名称"
      label={(node) => node.name}
      columns={[{ title: '编号', render: (node) => node.id.toUpperCase() }]}
    />
  );
}

describe('FilteredTreeTable', { timeout: 20_000 }, () => {
  it('shows the loaded tree with the search bar and the actions beside it', async () => {
    treeFails = false;
    const onAdd = vi.fn();
    render(<TreeList onAdd={onAdd} />);
    const table = await screen.findByRole('table', { name: '机构列表' }, { timeout: 5000 });
    expect(within(table).getByText('企业科')).toBeInTheDocument();
    expect(within(table).getByText('C')).toBeInTheDocument();
    expect(within(screen.getByRole('search')).queryByRole('button', { name: '新增机构' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增机构' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows the failure with 重新加载, which loads again', async () => {
    treeFails = true;
    treeCalls = 0;
    render(<TreeList onAdd={() => undefined} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('机构树加载失败')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    treeFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('table', { name: '机构列表' })).toBeInTheDocument();
    expect(treeCalls).toBe(2);
  });
});
