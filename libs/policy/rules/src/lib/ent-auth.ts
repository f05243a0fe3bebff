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

/** The EntAuthStatus table (see the module comment). */
export const entAuthMachine = defineStateMachine<EntAuthStatus, 'decline' | 'authorize'>({
  states: ['00', '01', '02'],
  transitions: [
    { from: ['00', '01', '02'], action: 'decline', to: '01' },
    { from: ['00', '01', '02'], action: 'authorize', to: '02' },
  ],
});
