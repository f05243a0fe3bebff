/**
 * Query keys of the call centre (CONVENTIONS.md "a query-key factory per resource": all / lists / list / details /
 * detail). Everything sits under `['call', …]`; the records' mutations clear `callKeys.data.all` and
 * `callKeys.statistics.all` (the chart counts the records).
 */
import { resourceKeys } from '@qifu/util';

import type { CallStatisticsParams } from './call.types';

export const callKeys = {
  all: ['call'] as const,
  /** Call records (话务记录). */
  data: resourceKeys('call', 'data'),
  /** The per-street chart. */
  statistics: {
    all: ['call', 'statistics'] as const,
    window: (params: CallStatisticsParams) => ['call', 'statistics', params] as const,
  },
  /** The form's option lists: streets of the county, appeal classes, company suggestions. */
  options: {
    streets: (countyCode: string) => ['call', 'options', 'streets', countyCode] as const,
    appealClasses: () => ['call', 'options', 'appealClasses'] as const,
    companies: (name: string) => ['call', 'options', 'companies', name] as const,
  },
};
