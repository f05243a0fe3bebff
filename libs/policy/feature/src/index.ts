/**
 * @qifu/policy-feature — the policy market (/page/policymarket/index), the policy details
 * (/page/policymarket/details?id=), the consultation dialog, the newest-policies block of the home
 * page and the consultation tables of the workbench.
 *
 * Loaded in pieces: `LatestPolicies` with the home page; the pages and dialogs with
 * `loadPolicyPages()`; mantine-react-table only when a consultation table renders.
 */
export { LatestPolicies, type LatestPoliciesProps } from './lib/latest-policies/latest-policies';
export { PolConsultTable, MyPolConsultTable } from './lib/pol-consult-table/lazy-tables';
export { policyDetailHref } from './lib/policy-links';
export type { PolicyMarketPageProps } from './lib/policy-market/policy-market-page';
export type { PolicyMarketItemProps } from './lib/policy-market/policy-market-item';
export type { PolicyDetailPageProps } from './lib/policy-detail/policy-detail-page';
export type { PolicyConsultDialogProps, ConsultTarget } from './lib/policy-consult/policy-consult-dialog';
export type { LoginRequiredModalProps } from './lib/policy-consult/login-required-modal';

/**
 * Loads the policy pages and dialogs (PolicyMarketPage, PolicyDetailPage, PolicyConsultDialog,
 * LoginRequiredModal, usePolicyConsult, PolicyMarketItem) in their own chunk.
 */
export const loadPolicyPages = () => import('./lib/pages');
