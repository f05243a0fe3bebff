import {
  appealActionsFrom,
  appealOperationOf,
  type AppealOperation,
  type AppealStatus,
  type AppealWorkbenchAction,
} from '@qifu/appeal-rules';
import { PERM, type Permission } from '@qifu/sdk';

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

function isWorkbenchAction(operation: AppealOperation): operation is AppealWorkbenchAction {
  return operation in APPEAL_ACTION_PERMISSIONS;
}

/**
 * The actions offered on an appeal in `status`: those the one state table (`@qifu/appeal-rules`) allows, in the
 * order of the buttons, and only those whose permission `can` grants — the server refuses everything else.
 */
export function appealWorkbenchActions(status: AppealStatus, can: (permission: Permission) => boolean): AppealWorkbenchAction[] {
  const allowed = new Set(appealActionsFrom(status).map(appealOperationOf).filter(isWorkbenchAction));
  return ORDER.filter((a) => allowed.has(a) && can(APPEAL_ACTION_PERMISSIONS[a]));
}
