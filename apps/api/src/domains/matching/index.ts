/**
 * The matching domain's public surface: the policy-matching engine that the policy detail, the
 * public project list, the related policies and the declaration checks and reports use (issue 12 Part A §3; any other
 * import of a matching file from another domain is a lint error). Its handlers are registered
 * through `./handlers.ts`.
 */
/** The caller's enterprise (required or optional), the invalid-rule logger, submitted-declaration statuses and apply counts. */
export { applyCounts, enterpriseCompanyId, invalidRuleLogger, requireCompanyId, SUBMITTED_DECLARE_STATUSES } from './caller';
/** An enterprise's (cached) matches against every project, one project's match, missing facts. */
export { aggregateMissing, companyProjectMatch, ensureCompanyMatches } from './company-match/company-matches';
/** The match of one project and the phase of its application window. */
export { applyPhaseOf, type MatchMissingField, type ProjectMatch } from './engine/engine';
/** The check of a JSON Logic rule a project save stores (conditions, support-amount rule). */
export { validateRule } from './engine/engine';
/** An enterprise's facts as the engine reads them. */
export { loadCompanyFacts, type MatchFacts } from './engine/facts';
/** MatchFacts of a company row with its stored facts and tag ids (batch readers such as the smart tags, issue 18). */
export { type CompanyFactsRow, factsOfCompany, MATCH_FACT_LABELS } from './engine/facts';
/** The MatchFacts field names (the enterprise archive syncs its extension values of these codes; issue 18). */
export { MATCH_FACT_FIELDS } from './engine/facts';
/** The entMatchPolicy job: enqueue one per enterprise and run queued ones (the archive re-matches after a save; issue 18). */
export { findOrCreateEntMatchJob, runEntMatchPolicyJobs } from './company-match/ent-match-job';
/** Projects as the public list shows them. */
export { pagePublicProjects } from './project/project-page';
export { toApplyProjectItem } from './project/project-items';
export { PROJECT_COLUMNS } from './project/projects';
/** Every enterprise against one policy's projects in batches (the calculator's pre-match) and rules over MatchFacts. */
export {
  type BatchCompanyMatch,
  bestOf,
  compileFactRule,
  type CompanyMatchBatch,
  factRuleHolds,
  factRuleProblem,
  type FactRule,
  matchCompaniesInBatches,
} from './company-match/batch-match';
