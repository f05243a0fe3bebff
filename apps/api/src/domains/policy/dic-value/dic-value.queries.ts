/** The policy dictionaries of 政策字典 (contract `PolDictTypeCode`; issue 15). */
import { ENUM_LABELS } from '@qifu/sdk';

/** The dictionaries 政策字典 edits, in the contract's order. */
export const POLICY_DICT_CODES = ['supportMode', 'policyLevel', 'policyType', 'policyTheme'] as const;

/** Chinese name of each policy dictionary (the type row is created with it when missing). */
export const POLICY_DICT_NAMES = ENUM_LABELS.PolDictTypeCode;
