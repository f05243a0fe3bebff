/** A `{ value, label }` pair for Mantine's Select and SegmentedControl. */
export interface LabelledValue<V extends string = string> {
  value: V;
  label: string;
}

/**
 * Select data of a code set's label map (the contract's `x-enum-descriptions`), in the map's
 * order: `{ QY: '企业' }` → `[{ value: 'QY', label: '企业' }]`. Integer-like keys ('0', '1') come
 * out in ascending order (JavaScript's own key order); list them explicitly where that matters.
 */
export function toSelectData<V extends string>(labels: Readonly<Record<V, string>>): LabelledValue<V>[] {
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
}

/**
 * The label of `value` in `labels`; an unknown code is shown as it is, an empty value
 * (null, undefined, '') as `—`.
 */
export function labelOf<V extends string>(labels: Readonly<Record<V, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return (labels as Record<string, string>)[value] ?? value;
}
