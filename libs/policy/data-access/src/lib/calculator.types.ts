/** Types of 政策计算器 (issue 15), from the contract (`/admin/policyCalculator/*`). */
import type { components, operations } from '@qifu/sdk';

/** A calculator as listed (PolicyCalculatorItem). */
export type PolicyCalculatorItem = components['schemas']['PolicyCalculatorItem'];
/** One calculator (PolicyCalculatorDetail). */
export type PolicyCalculatorDetail = components['schemas']['PolicyCalculatorDetail'];
/** The save body (PolicyCalculatorForm). */
export type PolicyCalculatorForm = components['schemas']['PolicyCalculatorForm'];
/** The audit body (PolicyCalculatorAuditForm). */
export type PolicyCalculatorAuditForm = components['schemas']['PolicyCalculatorAuditForm'];
/** The send body (PolicyCalculatorSendForm). */
export type PolicyCalculatorSendForm = components['schemas']['PolicyCalculatorSendForm'];
/** A state (PolicyCalculatorStatus). */
export type PolicyCalculatorStatus = components['schemas']['PolicyCalculatorStatus'];
/** A pre-match job's state (JobStatus: progress 0–100, done / total enterprises). */
export type PreMatchJob = components['schemas']['JobStatus'];
/** An enterprise of the pre-match result (PolicyCalculatorMatchResult). */
export type PreMatchResultItem = components['schemas']['PolicyCalculatorMatchResult'];
/**
 * The whitelist import (PolicyCalculatorWhitelistImportForm, multipart) without `checkOnly` (the hooks set it): the
 * calculator's `id` and the workbook itself as `file` (the one import shape).
 */
export interface WhitelistImportForm {
  id: components['schemas']['PolicyCalculatorWhitelistImportForm']['id'];
  file: File;
}
/** The whitelist import's answer (PolicyCalculatorWhitelistImportResult). */
export type WhitelistImportResult = components['schemas']['PolicyCalculatorWhitelistImportResult'];
/** Filters of the calculator list. */
export type PolicyCalculatorListParams = NonNullable<operations['listPolicyCalculator']['parameters']['query']>;
/** Filters of the result list (without the calculator id). */
export type PreMatchResultParams = Omit<NonNullable<operations['listPreMatchResult']['parameters']['query']>, 'id'>;
