/**
 * The enterprise data-authorization table (seeds 000 §4 "Data authorization status", contract
 * `EntAuthStatus`): both decisions are allowed from every state (a decision may be repeated or
 * withdrawn); '00' 未授权 is never a target.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine } from '@qifu/util';

/** '00' 未授权 (never decided, only answered), '01' 拒绝授权, '02' 已授权. */
export type EntAuthStatus = components['schemas']['EntAuthStatus'];

/** Chinese labels of {@link EntAuthStatus} (generated from the contract). */
export const ENT_AUTH_STATUS_LABELS = ENUM_LABELS.EntAuthStatus satisfies Readonly<Record<EntAuthStatus, string>>;

/** The states by name — the one place their codes are spelled (lint rule `qifu/no-bare-status-literal`). */
export const ENT_AUTH_STATUS = {
  /** 00 未授权 */
  undecided: '00',
  /** 01 拒绝授权 */
  declined: '01',
  /** 02 已授权 */
  authorized: '02',
} as const satisfies Readonly<Record<string, EntAuthStatus>>;

/** A decision the enterprise records (01 拒绝授权 or 02 已授权; 00 is never a target). */
export type EntAuthDecision = Exclude<EntAuthStatus, typeof ENT_AUTH_STATUS.undecided>;

/** Whether the enterprise has authorized the use of its data (02 已授权). */
export function isEntAuthorized(status: EntAuthStatus | null | undefined): boolean {
  return status === ENT_AUTH_STATUS.authorized;
}

/** The EntAuthStatus table (see the module comment). */
export const entAuthMachine = defineStateMachine<EntAuthStatus, 'decline' | 'authorize'>({
  states: ['00', '01', '02'],
  transitions: [
    { from: ['00', '01', '02'], action: 'decline', to: '01' },
    { from: ['00', '01', '02'], action: 'authorize', to: '02' },
  ],
});
