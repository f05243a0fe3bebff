import { appealActionsFrom, type AppealAction, type AppealStatus } from '@qifu/appeal-rules';
import { PERM, type Permission } from '@qifu/sdk';

/** A workbench action on one appeal: a state-table action (examine offered once for pass and reject). */
export type AppealWorkbenchAction = 'updateDealOffice' | 'transfer' | 'deal' | 'back' | 'examine' | 'archive' | 'delete' | 'update';

/** Button texts of the actions (seeds 001 §7 appeal/info/*). */
export const APPEAL_ACTION_LABELS: Readonly<Record<AppealWorkbenchAction, string>> = {
  updateDealOffice: '分派',
  transfer: '转办',
  deal: '办理',
  back: '退回',
  examine: '审核',
  archive: '归档',
  delete: '删除',
  update: '修改',
};

/** The permission (menu button) each action needs. */
export const APPEAL_ACTION_PERMISSIONS: Readonly<Record<AppealWorkbenchAction, Permission>> = {
  updateDealOffice: PERM.appealInfoDispatch,
  transfer: PERM.appealInfoTransfer,
  deal: PERM.appealInfoDeal,
  back: PERM.appealInfoBack,
  examine: PERM.appealInfoExamine,
  archive: PERM.appealInfoArchive,
  delete: PERM.appealInfoDelete,
  update: PERM.appealInfoUpdate,
};

const ORDER: readonly AppealWorkbenchAction[] = ['updateDealOffice', 'transfer', 'deal', 'examine', 'back', 'archive', 'update', 'delete'];

function fromTable(action: AppealAction): AppealWorkbenchAction | null {
  if (action === 'examinePass' || action === 'examineReject') return 'examine';
  if (action === 'submit' || action === 'create' || action === 'resubmit') return null;
  return action;
}

/**
 * The actions offered on an appeal in `status`: those the one state table (`@qifu/appeal-rules`) allows, in the
 * order of the buttons, and only those whose permission `can` grants — the server refuses everything else.
 */
export function appealWorkbenchActions(status: AppealStatus, can: (permission: Permission) => boolean): AppealWorkbenchAction[] {
  const allowed = new Set(appealActionsFrom(status).map(fromTable));
  return ORDER.filter((a) => allowed.has(a) && can(APPEAL_ACTION_PERMISSIONS[a]));
}
