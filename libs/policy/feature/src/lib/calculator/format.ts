import { formatDate } from '@qifu/ui';

/**
 * One `Intl.NumberFormat` per number of decimals, made once: making one costs a few ms on a phone
 * (issue 14, TBT: the home's figures made twelve of them during the first render).
 */
const formats = new Map<number, Intl.NumberFormat>();
const groupFormat = (digits: number): Intl.NumberFormat => {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping: true });
    formats.set(digits, format);
  }
  return format;
};

/**
 * A support amount in 元 as people read it on a government portal: below 10,000 元 in 元 with
 * thousands separators (`8,500元`), from 10,000 元 on in 万元 with at most two decimals and
 * separators (`65万元`, `1,234.57万元`). `null`/`undefined` → `—`.
 */
export function formatYuan(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  if (Math.abs(amount) < 10_000) return `${groupFormat(2).format(amount)}元`;
  return `${groupFormat(2).format(amount / 10_000)}万元`;
}

/** A value already in 万元 (company facts): `32,000万元`. */
export function formatWan(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  return `${groupFormat(4).format(amount)}万元`;
}

/** A plain count with thousands separators: `1,860`. */
export function formatCount(value: number): string {
  return groupFormat(0).format(value);
}

/** A declaration window in Chinese dates: `2026年04月01日 至 2026年05月31日`. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!from && !to) return '—';
  return `${from || '—'} 至 ${to || '—'}`;
}

/** A match or report time in Chinese with hours and minutes: `2026年04月02日 16:00`. */
export function formatDateTime(value: string | null | undefined): string {
  return formatDate(value, 'YYYY年MM月DD日 HH:mm');
}
