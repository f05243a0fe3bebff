/**
 * `@qifu/charts` — the one bar chart of the workbench's statistics pages (seeds 001 §2 "Bar chart"), a library of its
 * own so `@nivo/bar` (about 60 KB) never reaches a page that does not draw a chart: always load it lazily,
 * `lazy(() => import('@qifu/charts'))` (the default export is the component; types may be imported statically).
 */
import { ResponsiveBar, type BarDatum } from '@nivo/bar';
import type { ReactElement } from 'react';

/** One bar group: its category (axis label) and a value per series name. */
export interface BarRow {
  category: string;
  values: Readonly<Record<string, number>>;
}

/** Props of {@link BarChart}. */
export interface BarChartProps {
  rows: readonly BarRow[];
  /** The series in order: the keys of {@link BarRow.values} and the legend names (e.g. 已上报 / 未上报). */
  series: readonly string[];
  /** Horizontal bars, for long category names (issuing units, departments, streets). */
  horizontal?: boolean;
  /** Height in px; 300 by default. */
  height?: number;
  /** Room for the category labels of horizontal bars, in px; 150 by default. */
  categoryWidth?: number;
  /** Bar colours by series position; a blue, amber, green, violet, red palette by default. */
  colors?: readonly string[];
  /** Show the legend; by default when there is more than one series. */
  legend?: boolean;
  /** Rotation of the category labels of vertical bars in degrees (e.g. -35 for the county's 13 street names); 0 by default. */
  categoryRotation?: number;
}

/** The default palette (Mantine blue 7, yellow 7, green 7, grape 7, red 7: each ≥ 3:1 against white). */
export const BAR_COLORS: readonly string[] = ['#1c7ed6', '#f59f00', '#37b24d', '#ae3ec9', '#f03e3e'];

/** Chinese thousands separators (12,345). */
const numberFormat = (value: string | number) => Number(value).toLocaleString('zh-CN');

/**
 * Grouped bars per category drawn with `@nivo/bar`, one colour per series, with a legend, no animation. Purely visual
 * (`aria-hidden`): every page that draws one gives the same numbers as a table, which is what assistive technology
 * reads.
 */
export function BarChart({
  rows,
  series,
  horizontal = false,
  height = 300,
  categoryWidth = 150,
  colors = BAR_COLORS,
  legend = series.length > 1,
  categoryRotation = 0,
}: BarChartProps): ReactElement {
  const keys = [...series];
  const data: BarDatum[] = rows.map((row) => ({ category: row.category, ...row.values }));
  return (
    <div aria-hidden>
      {legend ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'flex-end', fontSize: 12, color: '#495057' }}>
          {keys.map((key, index) => (
            <span key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span style={{ width: 10, height: 10, borderRadius: 2, background: colors[index % colors.length] }} />
              {key}
            </span>
          ))}
        </div>
      ) : null}
      <div style={{ height }}>
        <ResponsiveBar
          data={data}
          keys={keys}
          indexBy="category"
          groupMode="grouped"
          layout={horizontal ? 'horizontal' : 'vertical'}
          margin={{ top: 16, right: 24, bottom: categoryRotation ? 64 : 48, left: horizontal ? categoryWidth : 48 }}
          padding={0.3}
          colors={[...colors]}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 8, ...(horizontal ? {} : { format: numberFormat }) }}
          axisBottom={{ tickSize: 0, tickPadding: 8, tickRotation: horizontal ? 0 : categoryRotation, ...(horizontal ? { format: numberFormat } : {}) }}
          valueFormat={numberFormat}
          theme={{ text: { fontSize: 12 }, grid: { line: { stroke: '#e9ecef' } } }}
          animate={false}
          role="img"
        />
      </div>
    </div>
  );
}

export default BarChart;
