import { unwrap } from '@qifu/sdk';
import { apiUrl, createTestApiClient, render, screen, setupMsw, userEvent, waitFor } from '@qifu/ui/testing';
import { queryOptions } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { domainChainOf, FieldCascader } from './field-cascader';
import { RegionCascader } from './region-cascader';

const ok = (data: unknown) => HttpResponse.json({ success: true, code: 'OK', msg: '操作成功', data });

const REGIONS: Record<string, { code: string; name: string }[]> = {
  '': [{ code: '3305', name: '湖州市' }],
  '3305': [
    { code: '330521', name: '德清县' },
    { code: '330522', name: '长兴县' },
  ],
  '330521': [
    { code: '330521001', name: '武康街道' },
    { code: '330521101', name: '新市镇' },
  ],
  '330522': [{ code: '330522001', name: '雉城街道' }],
};

const regionCalls: (string | null)[] = [];
const domainCalls: { type: string | null; id: string | null }[] = [];

const server = setupMsw(
  http.get(apiUrl('/sys/region/children'), ({ request }) => {
    const parent = new URL(request.url).searchParams.get('parentCode');
    regionCalls.push(parent);
    return ok(REGIONS[parent ?? ''] ?? []);
  }),
  http.get(apiUrl('/tech/domain/children'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    domainCalls.push({ type: q.get('type'), id: q.get('id') });
    const id = q.get('id');
    const nodes: Record<string, unknown[]> = {
      '': [{ id: '03', parentId: null, label: '新材料', leaf: false, children: [] }],
      '03': [
        { id: '0301', parentId: '03', label: '高分子材料', leaf: true, children: [] },
        { id: '0302', parentId: '03', label: '金属材料', leaf: false, children: [] },
      ],
      '0302': [{ id: '030201', parentId: '0302', label: '有色金属', leaf: false, children: [] }],
      '030201': [{ id: '03020101', parentId: '030201', label: '铝合金', leaf: true, children: [] }],
    };
    return ok(nodes[id ?? ''] ?? []);
  }),
);

async function choose(level: string, option: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: level }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('RegionCascader', { timeout: 20_000 }, () => {
  it('chains city → county → street, each level loading the next with parentCode', async () => {
    const onChange = vi.fn();
    render(<RegionCascader label="所在地区" onChange={onChange} />);
    expect(screen.queryByRole('textbox', { name: '区县' })).not.toBeInTheDocument();
    await choose('市', '湖州市');
    expect(onChange).toHaveBeenLastCalledWith(['3305'], [{ value: '3305', label: '湖州市' }]);
    await choose('区县', '德清县');
    await choose('街道', '武康街道');
    expect(onChange).toHaveBeenLastCalledWith(
      ['3305', '330521', '330521001'],
      [
        { value: '3305', label: '湖州市' },
        { value: '330521', label: '德清县' },
        { value: '330521001', label: '武康街道' },
      ],
    );
    expect(regionCalls.slice(0, 3)).toEqual([null, '3305', '330521']);
  });

  it('clears the deeper levels when a level changes', async () => {
    const onChange = vi.fn();
    render(<RegionCascader label="所在地区" defaultValue={['3305', '330521', '330521001']} onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '街道' })).toHaveValue('武康街道'));
    expect(screen.getByRole('textbox', { name: '市' })).toHaveValue('湖州市');
    await choose('区县', '长兴县');
    expect(onChange).toHaveBeenLastCalledWith(['3305', '330522'], expect.any(Array));
    expect(await screen.findByRole('textbox', { name: '街道' })).toHaveValue('');
    await choose('街道', '雉城街道');
    expect(onChange).toHaveBeenLastCalledWith(['3305', '330522', '330522001'], expect.any(Array));
  });

  it('offers 加载失败，重新加载 when the region call fails (e.g. 501) and retries', async () => {
    server.use(
      http.get(
        apiUrl('/sys/region/children'),
        () => HttpResponse.json({ success: false, code: 'NOT_IMPLEMENTED', msg: '功能尚未实现' }, { status: 501 }),
        { once: true },
      ),
    );
    render(<RegionCascader label="所在地区" />);
    await userEvent.click(await screen.findByRole('button', { name: '加载失败，重新加载' }));
    await choose('市', '湖州市');
    expect(await screen.findByRole('textbox', { name: '区县' })).toBeInTheDocument();
  });
});

/** The levels of the application-industry tree (type 2), as the technology data-access builds them. */
const client = createTestApiClient();
const industryLevels = (parent: string | null) =>
  queryOptions({
    queryKey: ['tech', 'domain', 'children', '2', parent],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/tech/domain/children', { params: { query: parent === null ? { type: '2' } : { type: '2', id: parent } }, signal })),
  });

describe('FieldCascader', { timeout: 20_000 }, () => {
  it('loads 4 levels of the domain tree by id and type; a leaf ends the chain', async () => {
    domainCalls.length = 0;
    const onChange = vi.fn();
    render(<FieldCascader label="技术领域" query={industryLevels} onChange={onChange} />);
    await choose('一级领域', '新材料');
    await choose('二级领域', '高分子材料');
    expect(onChange).toHaveBeenLastCalledWith(['03', '0301'], expect.any(Array));
    expect(screen.queryByRole('textbox', { name: '三级领域' })).not.toBeInTheDocument();

    await choose('二级领域', '金属材料');
    await choose('三级领域', '有色金属');
    await choose('四级领域', '铝合金');
    expect(onChange).toHaveBeenLastCalledWith(
      ['03', '0302', '030201', '03020101'],
      expect.arrayContaining([expect.objectContaining({ value: '03020101', label: '铝合金', isLeaf: true })]),
    );
    expect(domainCalls[0]).toEqual({ type: '2', id: null });
    expect(domainCalls).toContainEqual({ type: '2', id: '030201' });
  });

  it('domainChainOf rebuilds the chain from a saved code', () => {
    expect(domainChainOf('03020101')).toEqual(['03', '0302', '030201', '03020101']);
    expect(domainChainOf('03')).toEqual(['03']);
  });
});
