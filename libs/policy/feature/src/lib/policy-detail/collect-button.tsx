import { Button } from '@mantine/core';
import { useCollectState, useToggleCollect } from '@qifu/policy-data-access';
import { useSession } from '@qifu/session';
import { LoginRequiredModal } from '@qifu/ui/prompts';
import { useState } from 'react';

/** Props of {@link CollectButton}. */
export interface CollectButtonProps {
  /** The published policy shown. */
  policyId: string;
}

/**
 * 收藏 on a policy's public details (issue 15 "collect a policy from its detail page"; seeds 001 §7
 * "/pol/my/*"): for a logged-in reader a toggle — 收藏 (`saveCollect`) / 已收藏 (pressed; a click
 * cancels, `cancelCollect`) from `getMyColById`; the collection then shows in 我的收藏 of the
 * workbench. A visitor gets the 提示 / 请先登录 alert, as for 政策咨询.
 */
export function CollectButton({ policyId }: CollectButtonProps) {
  const { isLoggedIn } = useSession();
  const [loginPrompt, setLoginPrompt] = useState(false);
  const state = useCollectState(policyId, isLoggedIn);
  const toggle = useToggleCollect();
  const collected = Boolean(state.data?.collected);
  return (
    <>
      <Button
        variant={collected ? 'filled' : 'outline'}
        color={collected ? 'orange.8' : undefined}
        aria-pressed={collected}
        loading={toggle.isPending || (isLoggedIn && state.isPending)}
        onClick={() => (isLoggedIn ? toggle.mutate({ polInfoId: policyId, collect: !collected }) : setLoginPrompt(true))}
      >
        {collected ? '已收藏' : '收藏'}
      </Button>
      <LoginRequiredModal opened={loginPrompt} onClose={() => setLoginPrompt(false)} />
    </>
  );
}
