import { ResponsiveBar, type BarDatum } from '@nivo/bar';

/** One bar group: its category and a value per series. */
export interface AppealBarRow {
  category: string;
  values: Readonly<Record<string, number>>;
}

/** Props of {@link AppealBarChart}. */
export interface AppealBarChartProps {
  rows: readonly AppealBarRow[];
  /** The series in order (legend names, e.g. 已办结 / 未办结). */
  series: readonly string[];
  /** Horizontal bars (long names such as dealing offices). */
  horizontal?: boolean;
  /** Height in px; 300 by default. */
  height?: number;
}

const COLORS = ['#1c7ed6', '#f59f00', '#e03131', '#37b24d'];

/**
 * A bar chart of 诉求统计 drawn with `@nivo/bar` (seeds 001 §2 "Bar chart … reported against not reported"), loaded
 * with its page: grouped bars per category, one colour per series, a legend. Purely visual (`aria-hidden`): the page
 * gives the same numbers as a table.
 */
export function AppealBarChart({ rows, series, horizontal = false, height = 300 }: AppealBarChartProps) {
  const keys = [...series];
  const data: BarDatum[] = rows.map((row) => ({ category: row.category, ...row.values }));
  return (
    <div aria-hidden>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'flex-end', fontSize: 12, color: '#495057' }}>
        {keys.map((key, index) => (
          <span key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 10, height: 10, borderRadius: 2, background: COLORS[index % COLORS.length] }} />
            {key}
          </span>
        ))}
      </div>
      <div style={{ height }}>
        <ResponsiveBar
          data={data}
          keys={keys}
          indexBy="category"
          groupMode="grouped"
          layout={horizontal ? 'horizontal' : 'vertical'}
          margin={{ top: 16, right: 24, bottom: 48, left: horizontal ? 170 : 48 }}
          padding={0.3}
          colors={COLORS}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 8 }}
          axisBottom={{ tickSize: 0, tickPadding: 8 }}
          theme={{ text: { fontSize: 12 }, grid: { line: { stroke: '#e9ecef' } } }}
          animate={false}
          role="img"
        />
      </div>
    </div>
  );
}

export default AppealBarChart;
