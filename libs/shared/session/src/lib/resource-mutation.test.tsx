import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useResourceMutation } from './resource-mutation';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('useResourceMutation (CONVENTIONS §5: invalidate first, then the caller’s onSuccess)', () => {
  it('invalidates every listed key (a prefix each) before calling onSuccess with the result and the variables', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(['cms', 'news', 'list', { page: 1 }], 'news');
    queryClient.setQueryData(['cms', 'column', 'detail', '1'], 'column');
    queryClient.setQueryData(['sys', 'user', 'list', {}], 'user');
    const seen: boolean[] = [];
    const onSuccess = vi.fn((_result: { msg: string }, _vars: { id: string }) => {
      seen.push(queryClient.getQueryState(['cms', 'news', 'list', { page: 1 }])?.isInvalidated ?? false);
      seen.push(queryClient.getQueryState(['cms', 'column', 'detail', '1'])?.isInvalidated ?? false);
    });
    const { result } = renderHook(
      () => useResourceMutation(async (vars: { id: string }) => ({ msg: `删除成功 ${vars.id}` }), [['cms', 'news'], ['cms', 'column']], { onSuccess }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ id: '7' }));
    expect(onSuccess).toHaveBeenCalledWith({ msg: '删除成功 7' }, { id: '7' });
    expect(seen).toEqual([true, true]);
    expect(queryClient.getQueryState(['sys', 'user', 'list', {}])?.isInvalidated).toBe(false);
  });

  it('runs an invalidation function with the result and the variables, and passes failures to onError only', async () => {
    const { wrapper } = setup();
    const invalidate = vi.fn(async () => undefined);
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(
      () =>
        useResourceMutation(
          async (vars: { fail: boolean }) => {
            if (vars.fail) throw new Error('当前状态不允许该操作');
            return { id: 'a' };
          },
          invalidate,
          { onSuccess, onError },
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ fail: false }));
    expect(invalidate).toHaveBeenCalledWith(expect.any(QueryClient), { id: 'a' }, { fail: false });
    act(() => result.current.mutate({ fail: true }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(Error), { fail: true }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
