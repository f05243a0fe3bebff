/**
 * The policy calculators' part of the policy registry (issue 15 P9; seeds 001 §7
 * "/admin/policyCalculator/*"): CRUD and audit through the calculator table, the pre-match job
 * (start, progress, cancel, result, send, export), the enterprise whitelist spreadsheet, and the
 * match forms (`../match-form/`) with the common questionnaire, and 政策字典 (`../dic-value/`).
 */
import type { HandlerRegistry } from '../../../core/handler';
import { auditPolicyCalculator } from './audit-policy-calculator';
import { cancelPreMatch } from './cancel-pre-match';
import { commitPolicyCalculator } from './commit-policy-calculator';
import { deletePolicyCalculator } from './delete-policy-calculator';
import { exportEntWhitelist } from './export-ent-whitelist';
import { exportEntWhitelistTemplate } from './export-ent-whitelist-template';
import { exportPreMatchResult } from './export-pre-match-result';
import { getPolicyCalculatorDetail } from './get-policy-calculator-detail';
import { getPreMatchProgress } from './get-pre-match-progress';
import { importEntWhitelist } from './import-ent-whitelist';
import { listPolicyCalculator } from './list-policy-calculator';
import { listPreMatchResult } from './list-pre-match-result';
import { preMatch } from './pre-match';
import { savePolicyCalculator } from './save-policy-calculator';
import { sendPreMatchResult } from './send-pre-match-result';
import { deleteMatchForm } from '../match-form/delete-match-form';
import { queryCommonQuestionnaire } from '../match-form/query-common-questionnaire';
import { queryDataList } from '../match-form/query-data-list';
import { queryQuestionList } from '../match-form/query-question-list';
import { saveOrUpdateMatchForm } from '../match-form/save-or-update-match-form';
import { editPolDicValue } from '../dic-value/edit-pol-dic-value';
import { queryPolDicValueByPage } from '../dic-value/query-pol-dic-value-by-page';

export const calculatorHandlers: HandlerRegistry = {
  listPolicyCalculator,
  getPolicyCalculatorDetail,
  savePolicyCalculator,
  commitPolicyCalculator,
  auditPolicyCalculator,
  deletePolicyCalculator,
  preMatch,
  getPreMatchProgress,
  cancelPreMatch,
  listPreMatchResult,
  sendPreMatchResult,
  exportPreMatchResult,
  exportEntWhitelist,
  exportEntWhitelistTemplate,
  importEntWhitelist,
  // 匹配表单 and the common questionnaire the calculator's questions come from
  queryDataList,
  queryQuestionList,
  saveOrUpdateMatchForm,
  deleteMatchForm,
  queryCommonQuestionnaire,
  // 政策字典 (the policy dictionaries in sys_dict_value)
  queryPolDicValueByPage,
  editPolDicValue,
};
