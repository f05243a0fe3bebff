/** Handlers of the declaration entry flow and the enterprise's declarations (seeds 000 §4, 001 §7 /dec/my, /dec/declare, /policy/doc). */
import type { HandlerRegistry } from '../../core/handler';
import { checkBeforeDeclaration } from './check-before-declaration';
import { deleteMyDeclare } from './delete-my-declare';
import { examineDeclare } from './examine-declare';
import { exportDeclare } from './export-declare';
import { getDeclareDetail } from './get-declare-detail';
import { getMyDeclareDetail } from './get-my-declare-detail';
import { getProjectApply } from './get-project-apply';
import { listDeclare } from './list-declare';
import { listMyDeclare } from './list-my-declare';
import { medicalReport } from './medical-report';
import { queryCompanyIdByToken } from './query-company-id-by-token';
import { queryEntExpansionInfoAuthLog } from './query-ent-expansion-info-auth-log';
import { saveMyDeclare } from './save-my-declare';
import { saveProjectApply } from './save-project-apply';
import { setEntExpansionInfoAuth } from './set-ent-expansion-info-auth';
import { submitMyDeclare } from './submit-my-declare';
import { withdrawMyDeclare } from './withdraw-my-declare';

export const declarationHandlers: HandlerRegistry = {
  checkBeforeDeclaration,
  queryEntExpansionInfoAuthLog,
  setEntExpansionInfoAuth,
  queryCompanyIdByToken,
  getProjectApply,
  saveProjectApply,
  listMyDeclare,
  getMyDeclareDetail,
  saveMyDeclare,
  submitMyDeclare,
  withdrawMyDeclare,
  deleteMyDeclare,
  listDeclare,
  getDeclareDetail,
  examineDeclare,
  exportDeclare,
  medicalReport,
};
