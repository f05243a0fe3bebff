/** The portal domain's handler registry: global search and the workbench to-do counts (seeds 000 §2 home, search; issue 12). */
import type { HandlerRegistry } from '../../core/handler';
import { globalSearch } from './global-search';
import { getWorkTodoCount } from './get-work-todo-count';
// 补助发放 and 我的补助 (issue 15)
import { cancelAllowance } from './allowance/cancel-allowance';
import { deleteAllowance } from './allowance/delete-allowance';
import { exportAllowance } from './allowance/export-allowance';
import { getAllowanceDetail } from './allowance/get-allowance-detail';
import { grantAllowance } from './allowance/grant-allowance';
import { listAllowance } from './allowance/list-allowance';
import { listMyAllowance } from './allowance/list-my-allowance';
import { saveAllowance } from './allowance/save-allowance';

export const portalHandlers: HandlerRegistry = {
  globalSearch,
  getWorkTodoCount,
  listAllowance,
  getAllowanceDetail,
  saveAllowance,
  deleteAllowance,
  grantAllowance,
  cancelAllowance,
  exportAllowance,
  listMyAllowance,
};
