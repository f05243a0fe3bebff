/**
 * Switching the logged-in person to one of their bound enterprises (seeds 000 §4 "切换企业"): the
 * session changes identity, so every cached query belonged to the previous one.
 */
import type { UserInfo } from '@qifu/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { switchToCompany } from './flows';

/** Options of {@link useSwitchToCompany}. */
export interface SwitchToCompanyOptions {
  /** Called once the session is the enterprise's, before the caches refresh (e.g. the 切换成功 notice). */
  onSwitched?: (user: UserInfo) => void;
}

/**
 * Returns `switchCompany(companyId)`: {@link switchToCompany}, then `onSwitched`, then invalidates
 * every cached query (they were the previous identity's).
 * @returns a function resolving to the user after the switch
 * @throws ApiError (e.g. FORBIDDEN 未绑定该企业; the session and the caches are then unchanged)
 */
export function useSwitchToCompany(options: SwitchToCompanyOptions = {}): (companyId: string) => Promise<UserInfo> {
  const queryClient = useQueryClient();
  const { onSwitched } = options;
  return useCallback(
    async (companyId: string) => {
      const user = await switchToCompany(companyId);
      onSwitched?.(user);
      await queryClient.invalidateQueries();
      return user;
    },
    [queryClient, onSwitched],
  );
}
