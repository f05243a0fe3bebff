/**
 * Handling states of a portal feedback message, one table (contract `SysFeedbackStatus`):
 * 0 待处理 → handle → 1 已处理 (final). The server answers `BUSINESS_RULE` for a handled message.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine } from '@qifu/util';

/** A feedback message's handling state: '0' 待处理, '1' 已处理. */
export type FeedbackStatus = components['schemas']['SysFeedbackStatus'];

/** Chinese labels of {@link FeedbackStatus} (generated from the contract). */
export const FEEDBACK_STATUS_LABELS = ENUM_LABELS.SysFeedbackStatus satisfies Readonly<Record<FeedbackStatus, string>>;

/** The handling table (see the module comment). */
export const feedbackMachine = defineStateMachine<FeedbackStatus, 'handle'>({
  states: ['0', '1'],
  transitions: [{ from: '0', action: 'handle', to: '1' }],
});
