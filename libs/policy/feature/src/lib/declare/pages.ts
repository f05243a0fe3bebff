/**
 * The declaration pages (issue 5, helper F3), loaded on demand with `loadDeclarePages()`:
 * - `DeclarePage` — /page/policyserverdeclare?projectId=&id=&type= (the declaration form);
 * - `DeclareDetailPage` — /page/policyserverdectail?id= (a declaration and its review state);
 * - `MyDeclarePage` — /work/my/declare (我的申报, the enterprise's workbench);
 * - `PolicyServerDetailPage` — /page/policyserverdetail?id= (a policy with its projects and 立即申报);
 * and the declaration entry flow's pieces for pages elsewhere: `useDeclarationEntry`,
 * `EnterpriseLoginPrompt`, `DataAuthorizationDialog`, `useDataAuthorization`.
 */
export { DeclarePage, validateContact, type DeclarePageProps } from './declare-page';
export { DeclareDetailPage, type DeclareDetailPageProps } from './declare-detail-page';
export { MyDeclarePage } from './my-declare-page';
export { PolicyServerDetailPage, type PolicyServerDetailPageProps } from './policy-server-detail-page';
export { AbandonConfirm, ABANDON_DECLARATION_MESSAGE, type AbandonConfirmProps } from './abandon-confirm';
export {
  useDeclarationEntry,
  type DeclarationEntry,
  type DeclarationEntryOptions,
  type StartDeclarationParams,
} from '../declaration-entry/use-declaration-entry';
export { DataAuthorizationDialog, type DataAuthorizationDialogProps } from '../declaration-entry/data-authorization-dialog';
export { useDataAuthorization, type DataAuthorization } from '../declaration-entry/data-authorization';
