import { type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';

import { policySubKeys } from './sub.keys';
import { type PolSubForm } from './sub.types';

/** Clears the cached subscription: the settings and every list of subscribed policies. */
export function invalidateMySub(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: policySubKeys.all });
}

/** Options of {@link useSaveMySub}. */
export interface SaveMySubOptions {
  /** Called after the subscription caches were invalidated. */
  onSuccess?: (form: PolSubForm) => void;
}

/**
 * Saves the caller's subscription (`saveMySub`, POST /pol/my/saveMySub, body `{ tagInfoIds }`,
 * QY or GR login; seeds 000 §1, 001 §4): replaces the subscribed tags (at most one per filter
 * line; an empty list ends the subscription; an unknown or disabled tag answers 400). Invalidates
 * the settings and the lists first, then calls the caller's `onSuccess` (CONVENTIONS.md §5).
 */
export function useSaveMySub(options: SaveMySubOptions = {}) {
  return useResourceMutation(
    async (form: PolSubForm) => {
      await unwrap(api.POST('/pol/my/saveMySub', { body: form }));
    },
    invalidateMySub,
    { onSuccess: (_result, form) => options.onSuccess?.(form) },
  );
}
