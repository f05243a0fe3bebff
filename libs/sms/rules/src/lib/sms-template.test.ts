import { describe, expect, it } from 'vitest';

import { batchVariablesOf, checkSmsContent, renderSms, smsDateText } from './sms-template';
import { smsResendAllowed } from './sms-send-status';

describe('SMS template variables (issue 19)', () => {
  it('refuses unknown variables and broken braces, accepts the allowed ones', () => {
    expect(checkSmsContent('{companyName}：{policyTitle}于{endDate}截止')).toBeNull();
    expect(checkSmsContent('{companyName}{foo}{bar}')).toMatch(/^模板包含未定义的变量：\{foo\}、\{bar\}（可用变量：\{companyName\}、/);
    expect(checkSmsContent('请于{date截止')).toBe('模板变量格式错误，变量须写成 {变量名}，如 {companyName}');
    expect(checkSmsContent('{x}', '短信内容')).toMatch(/^短信内容包含未定义的变量/);
  });

  it('renders per receiver and per batch; lists the batch variables once', () => {
    const text = '{companyName}{name}：{policyTitle}，{policyTitle}（{date}）';
    expect(batchVariablesOf(text).map((v) => v.key)).toEqual(['policyTitle']);
    expect(renderSms(text, { companyName: '恒达', name: null, policyTitle: '技改', date: '11月27日' })).toBe('恒达：技改，技改（11月27日）');
    expect(smsDateText(new Date('2026-11-27T17:00:00Z'))).toBe('11月28日');
  });

  it('resends failed messages only', () => {
    expect(['0', '1', '2'].filter((s) => smsResendAllowed(s as '0' | '1' | '2'))).toEqual(['2']);
  });
});
