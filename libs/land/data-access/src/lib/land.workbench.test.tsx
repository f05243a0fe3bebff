import { okEnvelope } from '@qifu/sdk/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { landKeys } from './land.keys';
import { useReviewListing, useSaveListing } from './land.mutations';
import { listingManageListQuery, listingPageQuery, reviewLogListQuery } from './land.queries';

const ID = '76fdf126-1ca1-41dd-bfc2-cae280f152f1';
const queries: Record<string, URLSearchParams> = {};
const bodies: Record<string, unknown> = {};

const apiUrl = (path: string) => `*/api${path}`;
const page = (path: string) =>
  http.get(apiUrl(path), ({ request }) => {
    queries[path] = new URL(request.url).searchParams;
    return HttpResponse.json(okEnvelope({ list: [], total: 0 }));
  });
const server = setupServer(
  page('/land/info/list'),
  page('/workshop/info/list'),
  page('/workshop/info/publicList'),
  page('/workshop/reviewLog/list'),
  page('/land/reviewLog/list'),
  http.post(apiUrl('/workshop/info/review'), async ({ request }) => {
    bodies['review'] = await request.json();
    return HttpResponse.json(okEnvelope(null, '审核成功'));
  }),
  http.post(apiUrl('/land/demand/save'), async ({ request }) => {
    bodies['save'] = await request.json();
    return HttpResponse.json(okEnvelope({ id: ID }, '保存成功'));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapperOf() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  };
}

describe('land keys (one factory per resource)', () => {
  it('puts a kind’s workbench lists, portal lists and details under its prefix, apart from the other kinds and the log', () => {
    const prefix = (key: readonly unknown[]) => key.slice(0, 2);
    expect(prefix(landKeys.workshopInfo.list({ page: 1 }))).toEqual(landKeys.workshopInfo.all);
    expect(prefix(landKeys.workshopInfo.publicList({ page: 1 }))).toEqual(landKeys.workshopInfo.all);
    expect(prefix(landKeys.workshopInfo.detail(ID))).toEqual(landKeys.workshopInfo.all);
    expect(landKeys.workshopInfo.list({ page: 1 })).not.toEqual(landKeys.workshopInfo.publicList({ page: 1 }));
    expect(landKeys.workshopInfo.all).not.toEqual(landKeys.workshopDemand.all);
    expect(prefix(landKeys.reviewLog.list({ market: 'land' }))).toEqual(landKeys.reviewLog.all);
  });
});

describe('workbench queries', () => {
  it('sends the mode as supplyMode (land) or dealType (workshops), without empty filters', async () => {
    const { queryClient } = wrapperOf();
    await queryClient.fetchQuery(listingManageListQuery('landInfo', { page: 1, pageSize: 10, keyword: ' ', mode: '2', status: null, startTime: '2026-01-01' }));
    expect(Object.fromEntries(queries['/land/info/list']!)).toEqual({ page: '1', pageSize: '10', supplyMode: '2', startTime: '2026-01-01' });
    await queryClient.fetchQuery(listingManageListQuery('workshopInfo', { page: 2, pageSize: 5, mode: '1', streetCode: '330521110' }));
    expect(Object.fromEntries(queries['/workshop/info/list']!)).toEqual({ page: '2', pageSize: '5', dealType: '1', streetCode: '330521110' });
  });

  it('asks each market its own review log, keyed by the market', async () => {
    const { queryClient } = wrapperOf();
    const land = reviewLogListQuery('land', { page: 1, pageSize: 10, action: 'reject' });
    const workshop = reviewLogListQuery('workshop', { page: 1, pageSize: 10, action: 'reject' });
    expect(land.queryKey).not.toEqual(workshop.queryKey);
    await queryClient.fetchQuery(workshop);
    expect(queries['/workshop/reviewLog/list']?.get('action')).toBe('reject');
    expect(queries['/land/reviewLog/list']).toBeUndefined();
  });
});

describe('workbench mutations', () => {
  it('a review refreshes the kind’s workbench list, the portal list and the review log, then calls onSuccess with the server’s message', async () => {
    const { queryClient, wrapper } = wrapperOf();
    const manage = listingManageListQuery('workshopInfo', { page: 1, pageSize: 10 });
    const portal = listingPageQuery('workshopInfo', { page: 1, pageSize: 10 });
    const log = reviewLogListQuery('workshop', { page: 1, pageSize: 10 });
    const other = listingManageListQuery('landInfo', { page: 1, pageSize: 10 });
    await Promise.all([manage, portal, log, other].map((q) => queryClient.fetchQuery(q as Parameters<typeof queryClient.fetchQuery>[0])));
    const messages: string[] = [];
    const { result } = renderHook(() => useReviewListing('workshopInfo', { onSuccess: (r) => void messages.push(r.msg) }), { wrapper });
    await result.current.mutateAsync({ id: ID, result: '2', opinion: '产权证明不全' });
    expect(bodies['review']).toEqual({ id: ID, result: '2', opinion: '产权证明不全' });
    expect(messages).toEqual(['审核成功']);
    expect(queryClient.getQueryState(manage.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(portal.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(log.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
  });

  it('saves through the kind’s own operation and resolves to { data, msg }', async () => {
    const { wrapper } = wrapperOf();
    const { result } = renderHook(() => useSaveListing('landDemand'), { wrapper });
    const form = { title: '求地', companyName: '示例企业', demandArea: 12, landUse: '工业用地', supplyMode: '1' as const, contactName: '张伟', contactPhone: '13857201001' };
    await expect(result.current.mutateAsync(form)).resolves.toEqual({ data: { id: ID }, msg: '保存成功' });
    expect(bodies['save']).toEqual(form);
  });
});
