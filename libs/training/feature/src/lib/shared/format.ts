import { formatDate } from '@qifu/ui';

/**
 * A time span in Chinese: one day → `2026年11月28日 09:00-16:30`; several days →
 * `2026年11月28日 09:00 至 2026年11月30日 17:00` (local time).
 */
export function formatSpan(start: string, end: string): string {
  const startDay = formatDate(start, 'YYYY年MM月DD日');
  const endDay = formatDate(end, 'YYYY年MM月DD日');
  if (startDay === endDay) return `${startDay} ${formatDate(start, 'HH:mm')}-${formatDate(end, 'HH:mm')}`;
  return `${startDay} ${formatDate(start, 'HH:mm')} 至 ${endDay} ${formatDate(end, 'HH:mm')}`;
}

/** 已报名 / 名额 text: `42 / 100 人`, or `42 人（不限名额）` for applyLimit 0. */
export function formatPlaces(applyCount: number, applyLimit: number): string {
  return applyLimit > 0 ? `${applyCount} / ${applyLimit} 人` : `${applyCount} 人（不限名额）`;
}
