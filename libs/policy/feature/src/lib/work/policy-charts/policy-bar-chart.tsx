import { ResponsiveBar, type BarDatum } from '@nivo/bar';

/** One bar group: its category and a value per series. */
export interface PolicyBarRow {
  category: string;
  values: Readonly<Record<string, number>>;
}

/** Props of {@link PolicyBarChart}. */
export interface PolicyBarChartProps {
  rows: readonly PolicyBarRow[];
  /** The series in order (legend names). */
  series: readonly string[];
  /** Horizontal bars (long category names such as issuing units). */
  horizontal?: boolean;
  /** Height in px; 300 by default. */
  height?: number;
}

const COLORS = ['#1c7ed6', '#f59f00', '#37b24d', '#ae3ec9', '#f03e3e'];

/**
 * A bar chart of the policy statistics pages (政策看板, 政策数据总览, 政策业务日志) drawn with `@nivo/bar`,
 * loaded lazily with its page: grouped bars per category, one colour per series, a legend when there
 * are several. Purely visual (`aria-hidden`): each page gives the same numbers as a table too.
 */
export function PolicyBarChart({ rows, series, horizontal = false, height = 300 }: PolicyBarChartProps) {
  const keys = [...series];
  const data: BarDatum[] = rows.map((row) => ({ category: row.category, ...row.values }));
  const numberFormat = (value: string | number) => Number(value).toLocaleString('zh-CN');
  return (
    <div aria-hidden>
      {keys.length > 1 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'flex-end', fontSize: 12, color: '#495057' }}>
          {keys.map((key, index) => (
            <span key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span style={{ width: 10, height: 10, borderRadius: 2, background: COLORS[index % COLORS.length] }} />
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
          margin={{ top: 16, right: 24, bottom: 40, left: horizontal ? 150 : 48 }}
          padding={0.3}
          colors={COLORS}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 8, ...(horizontal ? {} : { format: numberFormat }) }}
          axisBottom={{ tickSize: 0, tickPadding: 8, ...(horizontal ? { format: numberFormat } : {}) }}
          valueFormat={(value) => Number(value).toLocaleString('zh-CN')}
          theme={{ text: { fontSize: 12 }, grid: { line: { stroke: '#e9ecef' } } }}
          animate={false}
          role="img"
        />
      </div>
    </div>
  );
}

export default PolicyBarChart;
