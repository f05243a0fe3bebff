/**
 * Typed receivers of 短信发送 (sendType 1): one per line, `手机号 姓名 企业名称` separated by spaces, commas or tabs
 * (name and company optional), as pasted from a spreadsheet.
 */
import { isMobilePhone } from '@qifu/sms-rules';
import type { SmsReceiver } from '@qifu/sms-data-access';

/** The receivers of the text (each phone once) and the lines whose phone is malformed (1-based). */
export function parseReceiverLines(text: string): { receivers: SmsReceiver[]; badLines: number[] } {
  const receivers: SmsReceiver[] = [];
  const badLines: number[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, i) => {
    const parts = line
      .split(/[\s,，\t]+/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length === 0) return;
    const [phone = '', name, ...rest] = parts;
    if (!isMobilePhone(phone)) {
      badLines.push(i + 1);
      return;
    }
    if (seen.has(phone)) return;
    seen.add(phone);
    const companyName = rest.join(' ');
    receivers.push({ phone, ...(name ? { name: name.slice(0, 50) } : {}), ...(companyName ? { companyName: companyName.slice(0, 200) } : {}) });
  });
  return { receivers, badLines };
}

/** The receivers as lines (after an import). */
export function receiverLines(receivers: readonly SmsReceiver[]): string {
  return receivers.map((r) => [r.phone, r.name ?? '', r.companyName ?? ''].join(' ').trim()).join('\n');
}
