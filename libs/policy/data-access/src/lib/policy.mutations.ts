import { type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';

import { POLICY_EVENTS, logPolicyEvent } from './business-log';
import { polConsultKeys } from './policy.keys';
import { type PolConsultForm } from './policy.types';

/** The business-log sender lives in `business-log.ts` (one implementation); re-exported here for existing callers. */
export { logPolicyBusiness } from './business-log';

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
  return useResourceMutation(
    async (form: PolConsultForm) => {
      const result = await unwrap(api.POST('/pol/consult/add', { body: form }));
      void logPolicyEvent(api, POLICY_EVENTS.consult, { polInfoId: form.polInfoId });
      return result;
    },
    invalidatePolConsults,
    options,
  );
}

