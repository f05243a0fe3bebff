import {
  POLICY_EVENTS,
  checkBeforeDeclaration,
  ensureProtocolStatus,
  logPolicyEvent,
  type DeclareEntryType,
  type RiskCheckResult,
} from '@qifu/policy-data-access';
import { isLoggedInAtom, sessionStore, userInfoAtom, useSsoLoginHref } from '@qifu/session';
import { useApiClient } from '@qifu/ui';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef, useState, type ReactNode } from 'react';

import { policyServerDeclareHref, policyServerReplenishHref } from '../policy-service-links';
import { EnterpriseLoginPrompt } from '@qifu/ui/prompts';
import { InfoCompletionPrompt, RiskBlockedDialog, RiskWarningDialog } from './risk-dialogs';

/** What {@link useDeclarationEntry}'s `startDeclaration` needs. */
export interface StartDeclarationParams {
  /** The policy of the project (the risk check is per policy). */
  policyId: string;
  /** The declaration project. */
  projectId: string;
  /**
   * Entry type (the declaration page's `type`). `'1'` = continuing an existing declaration (继续填写
   * from 我的申报 or the declaration detail; this platform's reading of seeds 000 §4 "entry type 1").
   */
  entryType?: DeclareEntryType;
  /** The declaration being continued (the page's `id`). */
  declareId?: string;
}

/** Options of {@link useDeclarationEntry}. */
export interface DeclarationEntryOptions {
  /** Where the enterprise-login prompt's 去登录 goes; default the enterprise single sign-on page returning here. */
  loginHref?: string;
  /** Navigates to an in-app address; default the router's `navigate({ href })`. */
  navigate?: (href: string) => void;
}

/** What {@link useDeclarationEntry} returns. */
export interface DeclarationEntry {
  /** Runs the entry flow for one project (resolves when a dialog opened or the navigation started). */
  startDeclaration: (params: StartDeclarationParams) => Promise<void>;
  /** The flow's dialogs; render once. */
  dialogs: ReactNode;
  /** The project whose entry is being checked (authorization, risk check), else `null`; for a loading button. */
  pendingProjectId: string | null;
}

type DialogState =
  | { kind: 'none' }
  | { kind: 'login' }
  | { kind: 'complete'; params: StartDeclarationParams; result: RiskCheckResult }
  | { kind: 'blocked'; params: StartDeclarationParams; result: RiskCheckResult }
  | { kind: 'warning'; params: StartDeclarationParams; result: RiskCheckResult };

const NONE: DialogState = { kind: 'none' };

/**
 * The declaration entry flow, exactly as seeds 000 §4 "Declaration entry flow" gives it:
 *
 * > 1. A user who is not an enterprise is prompted to log in as an enterprise. The exception is
 * >    entry type 1, which goes straight to declare.
 * > 2. An enterprise whose authorization is not 02 goes straight to declaration.
 * > 3. With 02, the risk check is called with policyId.
 * >    - Type 00 with whole info goes to declaration.
 * >    - Type 00 with incomplete info shows a prompt offering 'go complete info' or 'go to declare'.
 * >    - Type 01 shows a blocking dialog.
 * >    - Type 02 shows a warning dialog. Closing it goes to declaration if info is whole, otherwise
 * >      shows the completion prompt.
 *
 * In code: not an enterprise (a visitor, GR or staff) → {@link EnterpriseLoginPrompt} (请先使用企业账号进行登录,
 * 去登录 / 暂不登录), except `entryType '1'` (continuing an existing declaration), which goes straight to
 * the declaration page; entry type 1 exempts only from step 1 — an enterprise continuing a
 * declaration passes steps 2 and 3 like any other. An enterprise whose data authorization
 * (`PROTOCOL_STATUS`, fetched when still 00: {@link ensureProtocolStatus}) is not 02 → the declaration
 * page. With 02 → `checkBeforeDeclaration(policyId)`: 00 + `wholeInfo` → the declaration page;
 * 00 + incomplete → {@link InfoCompletionPrompt} (去完善信息 → /page/policyserverreplenish?policyId&projectId,
 * 去申报 → the declaration page); 01 → {@link RiskBlockedDialog} (no way to declare); 02 →
 * {@link RiskWarningDialog}, whose closing goes to the declaration page when `wholeInfo`, else to
 * the completion prompt. A failed risk check (the API client showed why) stays on the page.
 *
 * Going to the declaration page (`/page/policyserverdeclare?projectId&id&type`) logs the business
 * event `{ type: 1, eventLabel: '政策申报', polInfoId, projectId }` (quietly, best effort).
 *
 * @example
 * ```tsx
 * const entry = useDeclarationEntry();
 * <Button onClick={() => void entry.startDeclaration({ policyId, projectId })}>立即申报</Button>
 * {entry.dialogs}
 * ```
 */
export function useDeclarationEntry(options: DeclarationEntryOptions = {}): DeclarationEntry {
  const router = useRouter();
  const client = useApiClient();
  const [dialog, setDialog] = useState<DialogState>(NONE);
  const [pendingProjectId, setPendingProjectId] = useState<string | null>(null);
  const busy = useRef(false);
  const { navigate: navigateOption, loginHref } = options;
  const ssoLoginHref = useSsoLoginHref('QY');

  const navigate = useCallback(
    (href: string) => {
      if (navigateOption) navigateOption(href);
      else void router.navigate({ href });
    },
    [navigateOption, router],
  );

  const declare = useCallback(
    (params: StartDeclarationParams) => {
      setDialog(NONE);
      void logPolicyEvent(client, POLICY_EVENTS.declare, { polInfoId: params.policyId, projectId: params.projectId });
      navigate(policyServerDeclareHref(params.projectId, { id: params.declareId, type: params.entryType }));
    },
    [client, navigate],
  );

  const startDeclaration = useCallback(
    async (params: StartDeclarationParams) => {
      if (busy.current) return;
      const user = sessionStore.get(userInfoAtom);
      const enterprise = sessionStore.get(isLoggedInAtom) && user?.userType === 'QY';
      // Step 1: only enterprises declare; entry type 1 goes straight on.
      if (!enterprise) {
        if (params.entryType === '1') declare(params);
        else setDialog({ kind: 'login' });
        return;
      }
      busy.current = true;
      setPendingProjectId(params.projectId);
      try {
        // Step 2: without data authorization 02 there is no risk check.
        if ((await ensureProtocolStatus()) !== '02') {
          declare(params);
          return;
        }
        // Step 3: the risk check decides.
        let result: RiskCheckResult;
        try {
          result = await checkBeforeDeclaration(params.policyId);
        } catch {
          return; // the API client has shown the failure
        }
        if (result.riskType === '01') setDialog({ kind: 'blocked', params, result });
        else if (result.riskType === '02') setDialog({ kind: 'warning', params, result });
        else if (result.wholeInfo) declare(params);
        else setDialog({ kind: 'complete', params, result });
      } finally {
        busy.current = false;
        setPendingProjectId(null);
      }
    },
    [declare],
  );

  const close = () => setDialog(NONE);
  const afterWarning = () => {
    if (dialog.kind !== 'warning') return;
    if (dialog.result.wholeInfo) declare(dialog.params);
    else setDialog({ kind: 'complete', params: dialog.params, result: dialog.result });
  };
  const risks = dialog.kind === 'blocked' || dialog.kind === 'warning' ? dialog.result.riskList : [];

  const dialogs = (
    <>
      <EnterpriseLoginPrompt opened={dialog.kind === 'login'} onClose={close} loginHref={loginHref ?? ssoLoginHref} />
      <InfoCompletionPrompt
        opened={dialog.kind === 'complete'}
        missing={dialog.kind === 'complete' ? (dialog.result.missingData ?? []) : []}
        onClose={close}
        onDeclare={() => {
          if (dialog.kind === 'complete') declare(dialog.params);
        }}
        onComplete={() => {
          if (dialog.kind !== 'complete') return;
          setDialog(NONE);
          navigate(policyServerReplenishHref(dialog.params.policyId, dialog.params.projectId));
        }}
      />
      <RiskBlockedDialog opened={dialog.kind === 'blocked'} risks={risks} onClose={close} />
      <RiskWarningDialog opened={dialog.kind === 'warning'} risks={risks} onClose={afterWarning} />
    </>
  );

  return { startDeclaration, dialogs, pendingProjectId };
}
