import { type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';

import { imitateKeys, matchingKeys } from './matching.keys';
import { type ImitateForm, type ImitateMatchLog, type MatchSituation, type ReplenishForm } from './matching.types';

/**
 * Clears every cached result of the enterprise's own matching (situation, lists, project details,
 * replenish data, home block, related policies, report) so that pages refetch at once.
 */
export function invalidateMatching(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: matchingKeys.all });
}

/** Options of {@link useSaveReplenish}. */
export interface SaveReplenishOptions {
  /** Called with the new match situation after the matching caches were cleared. */
  onSuccess?: (situation: MatchSituation, form: ReplenishForm) => void;
}

/**
 * Stores facts the enterprise supplies for matching (`saveReplenish`, POST
 * /corp/policy/saveReplenish, QY only; seeds 000 §2 calculator/replenish, §4 "go complete info").
 * The server re-runs the matching and answers the new situation, which is written to the cache of
 * `matchSituation` (all projects); then every matching query is invalidated (the lists move
 * projects from 部分匹配 to 匹配 at once) and the caller's `onSuccess` runs.
 *
 * @throws ApiError through the mutation's `error` (the client already showed its message).
 */
export function useSaveReplenish(options: SaveReplenishOptions = {}) {
  return useResourceMutation(
    (form: ReplenishForm): Promise<MatchSituation> => unwrap(api.POST('/corp/policy/saveReplenish', { body: form })),
    async (queryClient, situation) => {
      await invalidateMatching(queryClient);
      queryClient.setQueryData(matchingKeys.situation(), situation);
    },
    options,
  );
}

/** Options of {@link useImproveImitate}. */
export interface ImproveImitateOptions {
  /** Called with the stored record (its id and counts) after its cached results were cleared. */
  onSuccess?: (record: ImitateMatchLog, form: ImitateForm) => void;
}

/**
 * Runs a simulated matching (`improveCompanyInfoImitate`, public or logged in; seeds 000 §1, §2
 * simulation): a new record without `id`, the record's facts replaced with it. Never changes an
 * enterprise archive. Clears the record's cached counts and pages, stores the record under its
 * id and under "latest", then calls the caller's `onSuccess`.
 */
export function useImproveImitate(options: ImproveImitateOptions = {}) {
  return useResourceMutation(
    (form: ImitateForm): Promise<ImitateMatchLog> => unwrap(api.POST('/imitate/match/log/improveCompanyInfoImitate', { body: form })),
    async (queryClient, record) => {
      if (record.id) {
        await queryClient.invalidateQueries({ queryKey: imitateKeys.results(record.id) });
        queryClient.setQueryData(imitateKeys.record(record.id), record);
      }
      queryClient.setQueryData(imitateKeys.record(null), record);
    },
    options,
  );
}
