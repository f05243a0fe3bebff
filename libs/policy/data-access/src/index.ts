/**
 * @qifu/policy-data-access — policy market, policy details and consultations: query-key factories,
 * query-option builders (for route loaders and components alike), hooks and mutations.
 */
export { policyKeys, polConsultKeys } from './lib/policy.keys';
export {
  fetchPolicyList,
  fetchPolicyDetail,
  policyListQuery,
  policyDetailQuery,
  supportModeOptionsQuery,
  policyDepNameOptionsQuery,
  polConsultListQuery,
  myPolConsultQuery,
  usePolicyList,
  usePolicyListQuery,
  usePolicyDetail,
  useSupportModeOptions,
  usePolicyDepNameOptions,
  usePolConsultList,
  useMyPolConsult,
} from './lib/policy.queries';
export {
  useAddPolConsult,
  invalidatePolConsults,
  logPolicyBusiness,
  type AddPolConsultOptions,
} from './lib/policy.mutations';
export {
  POLICY_MARKET_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  TABLE_DEFAULT_PAGE_SIZE,
  type PolicyListParams,
  type PolicyListItem,
  type PolicyPage,
  type PolicyDetail,
  type PolConsultForm,
  type PolConsultItem,
  type PolConsultPage,
  type PolConsultListParams,
  type BusinessLog,
  type DictMap,
} from './lib/policy.types';
export {
  validatePolicyMarketSearch,
  validatePolicyDetailSearch,
  toPolicyListParams,
  type PolicyMarketSearch,
  type PolicyDetailSearch,
} from './lib/policy-market.search';
