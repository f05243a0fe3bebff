import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUIET_HEADER, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { polConsultKeys } from './policy.keys';
import { type BusinessLog, type PolConsultForm } from './policy.types';

/** Clears every cached consultation list (staff and mine). */
export function invalidatePolConsults(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: polConsultKeys.lists() });
}

/** Options of {@link useAddPolConsult}. */
export interface AddPolConsultOptions {
  /** Called after the consultation lists were invalidated. */
  onSuccess?: (result: { id: string }, form: PolConsultForm) => void;
}

/**
 * Submits a policy consultation (`addPolConsult`, body `{ polInfoId, consultContent }`, seeds 000 §3)
 * and logs the business event `{ type: 1, eventLabel: '政策咨询', polInfoId }` (seeds 001 §3).
 * Invalidates the consultation lists first, then calls the caller's `onSuccess` (CONVENTIONS.md §5).
 */
export function useAddPolConsult(options: AddPolConsultOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: PolConsultForm) => {
      const result = await unwrap(api.POST('/pol/consult/add', { body: form }));
      void logPolicyBusiness({ type: 1, eventLabel: '政策咨询', polInfoId: form.polInfoId });
      return result;
    },
    onSuccess: async (result, form) => {
      await invalidatePolConsults(queryClient);
      options.onSuccess?.(result, form);
    },
  });
}

/**
 * Records a policy business-log event (`addPolicyBusinessLog`), quietly (no message, no token
 * refresh). Best effort: a failure is swallowed, the user's action never depends on it.
 */
export async function logPolicyBusiness(event: BusinessLog): Promise<void> {
  try {
    await unwrap(api.POST('/pol/policyBusinessLog/add', { body: event, headers: { [QUIET_HEADER]: '1' } }));
  } catch {
    // analytics only
  }
}
