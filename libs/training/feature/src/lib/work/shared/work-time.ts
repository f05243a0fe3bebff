import { formatDate } from '@qifu/ui';

/**
 * An instant (ISO) as the value of a `datetime-local` input in China Standard Time (`YYYY-MM-DDTHH:mm`),
 * whatever the browser's zone; '' for none.
 */
export function toChinaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const day = formatDate(iso, 'YYYY-MM-DD');
  return day ? `${day}T${formatDate(iso, 'HH:mm')}` : '';
}

/** A `datetime-local` value read as China Standard Time, as an ISO instant; '' for an empty value. */
export function fromChinaInput(value: string): string {
  if (!value) return '';
  const time = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/** An instant as `YYYY-MM-DD HH:mm` China time, '—' for none. */
export function chinaTime(iso: string | null | undefined): string {
  return formatDate(iso, 'YYYY-MM-DD HH:mm') || '—';
}
