/**
 * The one mutation hook of every domain's data-access (CONVENTIONS §4 "one invalidation helper per
 * resource", §5 "Mutations invalidate first, then call the caller's `onSuccess`"; after
 * bulletproof-react's `delete-discussion.ts` and the Medusa dashboard's key factories): a change
 * clears the keys of the resources it touches (their lists, details, trees and the pickers built on
 * them), then hands the server's answer to the caller. Failures were already shown by the API
 * client's middleware; `onError` only lets a caller react (e.g. keep a dialog open).
 */
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';

/** What a page may add to a mutation hook: callbacks after the caches were invalidated. */
export interface ResourceMutationOptions<Result, Vars> {
  /** Called after the resource's keys were invalidated, with the result and the variables. */
  onSuccess?: (result: Result, variables: Vars) => void | Promise<void>;
  /** Called on failure (the API client already showed the message). */
  onError?: (error: unknown, variables: Vars) => void;
}

/**
 * What a change makes stale: the query keys (prefixes) of the resources it touches, or the
 * resource's own invalidation helper (e.g. `invalidateTechKind`) for changes that need more than
 * prefixes. Given the result and the variables, a key list may depend on them (a detail's id).
 */
export type ResourceInvalidation<Result, Vars> =
  | readonly QueryKey[]
  | ((queryClient: QueryClient, result: Result, variables: Vars) => Promise<unknown>);

/** Invalidates every key of `keys` (a prefix match each) and resolves when all were refetched or marked stale. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * A mutation that invalidates its resources' keys, then calls the caller's `onSuccess`
 * (`onError` is passed on). Domains' hooks are one line on top of it:
 *
 * @example
 * export function useDeleteNews(options: ResourceMutationOptions<CmsMutationResult<null>, { ids: string[] }> = {}) {
 *   return useResourceMutation((body) => unwrapWithMsg(api.POST('/cms/news/delete', { body })), [cmsKeys.news.all], options);
 * }
 *
 * @param mutationFn the request (usually `unwrapWithMsg(api.POST(…))`, resolving to `{ data, msg }`)
 * @param invalidate the keys (prefixes) to invalidate, or a function doing it
 * @param options the caller's callbacks
 * @returns TanStack Query's mutation result; `mutateAsync` rejects with the SDK's `ApiError`
 */
export function useResourceMutation<Vars, Result>(
  mutationFn: (variables: Vars) => Promise<Result>,
  invalidate: ResourceInvalidation<Result, Vars>,
  options: ResourceMutationOptions<Result, Vars> = {},
): UseMutationResult<Result, Error, Vars> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await (typeof invalidate === 'function' ? invalidate(queryClient, result, variables) : invalidateKeys(queryClient, invalidate));
      await options.onSuccess?.(result, variables);
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
}

/**
 * A stable callback invalidating `keys`, for a change the app learns of outside a mutation hook (an
 * upload's import finished, a server job ended). Domains wrap it as their resource's helper, e.g.
 * `useCompaniesImported()`; pages never invalidate by themselves (CONVENTIONS §4). Pass a stable
 * list (a module constant): the callback changes with it.
 */
export function useInvalidation(keys: readonly QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateKeys(queryClient, keys), [queryClient, keys]);
}
