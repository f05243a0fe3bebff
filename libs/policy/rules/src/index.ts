/**
 * `@qifu/policy-rules` — the policy and declaration domain's pure rules, imported by the server and
 * the browser alike: the declaration state table and labels (contract `DeclareStatus`) and the
 * enterprise data-authorization table (`EntAuthStatus`). Framework-free (no React, no Mantine, no
 * server code).
 *
 * @packageDocumentation
 */
export {
  DECLARE_STATUS_LABELS,
  declareActionsFrom,
  declareStatusMachine,
  declareTransition,
  isDeclareStatus,
  type DeclareAction,
  type DeclareFrom,
  type DeclareStatus,
} from './lib/declare-status';
export { ENT_AUTH_STATUS_LABELS, entAuthMachine, type EntAuthStatus } from './lib/ent-auth';
// The consultation table (contract `PolConsultStatus`): 答复 / 修改答复 on 政策咨询 (issue 12).
export {
  CONSULT_STATUS_LABELS,
  consultActionsFrom,
  consultReplyAction,
  consultStatusMachine,
  consultTransition,
  type ConsultAction,
  type ConsultStatus,
} from './lib/consult-status';
