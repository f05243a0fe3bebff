/** Handlers of the declaration entry flow and the enterprise's declarations (seeds 000 §4, 001 §7 /dec/my, /dec/declare, /policy/doc). */
import type { HandlerRegistry } from '../../core/handler';
import { checkBeforeDeclaration } from './company-check/check-before-declaration';
import { deleteMyDeclare } from './declare/delete-my-declare';
import { examineDeclare } from './declare/examine-declare';
import { exportDeclare } from './declare/export-declare';
import { getDeclareDetail } from './declare/get-declare-detail';
import { getMyDeclareDetail } from './declare/get-my-declare-detail';
import { getProjectApply } from './project-apply/get-project-apply';
import { listDeclare } from './declare/list-declare';
import { listMyDeclare } from './declare/list-my-declare';
import { medicalReport } from './company-check/medical-report';
import { queryCompanyIdByToken } from './ent-auth/query-company-id-by-token';
import { queryEntExpansionInfoAuthLog } from './ent-auth/query-ent-expansion-info-auth-log';
import { saveMyDeclare } from './declare/save-my-declare';
import { saveProjectApply } from './project-apply/save-project-apply';
import { setEntExpansionInfoAuth } from './ent-auth/set-ent-expansion-info-auth';
import { submitMyDeclare } from './declare/submit-my-declare';
import { withdrawMyDeclare } from './declare/withdraw-my-declare';
// 项目申报审核 (issue 15)
import { examineGovProjectApply } from './project-review/examine-gov-project-apply';
import { exportGovProjectApply } from './project-review/export-gov-project-apply';
import { getGovProjectApplyDetail } from './project-review/get-gov-project-apply-detail';
import { listGovProjectApply } from './project-review/list-gov-project-apply';
import { listGovProjectExamineLog } from './project-review/list-gov-project-examine-log';

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
  listGovProjectApply,
  getGovProjectApplyDetail,
  examineGovProjectApply,
  listGovProjectExamineLog,
  exportGovProjectApply,
};
