import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { cmsKeys } from './cms.keys';
import { usePublishNews, useSaveAboutUs } from './cms.mutations';
import { aboutUsQuery, cmsNewsListQuery, publicNewsListQuery } from './cms.queries';

const ID = '0b9a3c1e-5f6d-4e8a-9c2b-000000000001';
let lastListQuery = '';

const apiUrl = (path: string) => `*/api${path}`;
const server = setupServer(
  http.get(apiUrl('/cms/news/list'), ({ request }) => {
    lastListQuery = new URL(request.url).search;
    return HttpResponse.json(okEnvelope({ list: [], total: 0 }));
  }),
  http.post(apiUrl('/cms/news/publish'), () => HttpResponse.json(okEnvelope(null, '发布成功'))),
  http.post(apiUrl('/aboutUs/save'), () => HttpResponse.json(failEnvelope('BAD_REQUEST', '第1节正文不能为空'), { status: 400 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

function wrapperOf(queryClient = createTestQueryClient()) {
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  };
}

describe('cms keys (one factory per resource)', () => {
  it('puts the staff and the portal views of a resource under its prefix, and keeps the resources apart', () => {
    const prefix = (key: readonly unknown[]) => key.slice(0, 2);
    expect(prefix(cmsKeys.news.list({ page: 1 }))).toEqual(cmsKeys.news.all);
    expect(prefix(cmsKeys.news.publicList({ page: 1 }))).toEqual(cmsKeys.news.all);
    expect(prefix(cmsKeys.news.publicDetail(ID))).toEqual(cmsKeys.news.all);
    expect(prefix(cmsKeys.column.publicDetail('notice'))).toEqual(cmsKeys.column.all);
    expect(cmsKeys.news.list({ page: 1 })).not.toEqual(cmsKeys.news.publicList({ page: 1 }));
    expect(cmsKeys.column.all).not.toEqual(cmsKeys.news.all);
  });
});

describe('cmsNewsListQuery', () => {
  it('sends the filters without empty values and resolves to { list, total }', async () => {
    const { queryClient } = wrapperOf();
    const options = cmsNewsListQuery({ page: 2, pageSize: 10, keyword: '', status: '1', startTime: '2026-03-01' });
    expect(options.queryKey).toEqual(cmsKeys.news.list({ page: 2, pageSize: 10, status: '1', startTime: '2026-03-01' }));
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({ list: [], total: 0 });
    expect(new URLSearchParams(lastListQuery).get('keyword')).toBeNull();
    expect(new URLSearchParams(lastListQuery).get('startTime')).toBe('2026-03-01');
  });
});

describe('cms mutations', () => {
  it('invalidates the staff list and the portal list of articles, then hands the server’s message to onSuccess', async () => {
    const { queryClient, wrapper } = wrapperOf();
    queryClient.setQueryData(cmsNewsListQuery({ page: 1, pageSize: 10 }).queryKey, { list: [], total: 0 });
    queryClient.setQueryData(publicNewsListQuery({ page: 1 }).queryKey, { list: [], total: 0 });
    queryClient.setQueryData(aboutUsQuery().queryKey, { title: '关于我们', content: '', sections: [] });
    const messages: string[] = [];
    const { result } = renderHook(
      () =>
        usePublishNews({
          onSuccess: (res) => {
            // invalidated before the caller hears of it
            expect(queryClient.getQueryState(cmsNewsListQuery({ page: 1, pageSize: 10 }).queryKey)?.isInvalidated).toBe(true);
            messages.push(res.msg);
          },
        }),
      { wrapper },
    );
    await result.current.mutateAsync({ ids: [ID] });
    expect(messages).toEqual(['发布成功']);
    expect(queryClient.getQueryState(publicNewsListQuery({ page: 1 }).queryKey)?.isInvalidated).toBe(true);
    // another resource is left alone
    expect(queryClient.getQueryState(aboutUsQuery().queryKey)?.isInvalidated).toBe(false);
  });

  it('rejects with the server’s code and message and does not call onSuccess', async () => {
    const { wrapper } = wrapperOf();
    let called = false;
    const { result } = renderHook(() => useSaveAboutUs({ onSuccess: () => void (called = true) }), { wrapper });
    await expect(result.current.mutateAsync({ title: '关于我们', sections: [{ title: '', content: '<script></script>' }] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      msg: '第1节正文不能为空',
    });
    expect(called).toBe(false);
  });
});
