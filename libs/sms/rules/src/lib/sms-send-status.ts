/**
 * The state table of one SMS message (contract `SmsSendStatus`, openapi/domains/sms/schemas/sms-send-status.yaml; seeds
 * 001 §7 /sms/*): imported by the server (resendSmsRecord refuses the rest) and by 发送记录 (重新发送 only where allowed).
 *
 * | from | action | to | who |
 * |---|---|---|---|
 * | (new) | send | 0 待发送 | a batch job writes the outbox row |
 * | (new) | refuse | 2 发送失败 | a batch job refuses a recipient (daily limit, no valid phone); nothing is queued |
 * | 0 待发送 | deliver | 1 发送成功 | the outbox sender |
 * | 0 待发送 | fail | 2 发送失败 | the outbox after its last retry |
 * | 2 发送失败 | resend | 0 待发送 | staff (sms:send:batch) |
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine } from '@qifu/util';

/** '0' 待发送, '1' 发送成功, '2' 发送失败. */
export type SmsSendStatus = components['schemas']['SmsSendStatus'];

/** Chinese labels of {@link SmsSendStatus}. */
export const SMS_SEND_STATUS_LABELS = ENUM_LABELS.SmsSendStatus satisfies Readonly<Record<SmsSendStatus, string>>;

/** The table. */
export const smsSendMachine = defineStateMachine({
  states: ['0', '1', '2'] as const,
  transitions: [
    { from: '0', action: 'deliver', to: '1' },
    { from: '0', action: 'fail', to: '2' },
    { from: '2', action: 'resend', to: '0' },
  ],
});

/** True when 重新发送 is allowed for a message in `status`. */
export function smsResendAllowed(status: SmsSendStatus): boolean {
  return smsSendMachine.can(status, 'resend');
}

/** Default of `SMS_DAILY_LIMIT`: messages one phone number may receive from batches per China-time day. */
export const SMS_DAILY_LIMIT_DEFAULT = 10;

/** The fail reason of a recipient refused by the daily limit. */
export function dailyLimitReason(limit: number): string {
  return `超过每日发送上限（每个手机号每天最多${limit}条）`;
}

/** The fail reason of an enterprise without a valid contact phone. */
export const NO_PHONE_REASON = '企业未登记有效的联系电话';
