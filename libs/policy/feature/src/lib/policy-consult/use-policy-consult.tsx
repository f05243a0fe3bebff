import { useSession } from '@qifu/session';
import { useCallback, useState } from 'react';

import { LoginRequiredModal } from '@qifu/ui/prompts';
import { PolicyConsultDialog, type ConsultTarget } from './policy-consult-dialog';

/**
 * The 政策咨询 action of the policy pages: `open(policy)` shows the consultation dialog to a
 * logged-in user and the 提示 / 请先登录 alert otherwise (seeds 001 §2, §6). Render `dialogs` once.
 */
export function usePolicyConsult() {
  const { isLoggedIn } = useSession();
  const [target, setTarget] = useState<ConsultTarget | null>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);

  const open = useCallback(
    (policy: ConsultTarget) => {
      if (isLoggedIn) setTarget(policy);
      else setLoginPrompt(true);
    },
    [isLoggedIn],
  );

  const dialogs = (
    <>
      <PolicyConsultDialog policy={target} onClose={() => setTarget(null)} />
      <LoginRequiredModal opened={loginPrompt} onClose={() => setLoginPrompt(false)} />
    </>
  );
  return { open, dialogs };
}
