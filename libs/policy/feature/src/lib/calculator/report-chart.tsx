import { ResponsiveBar, type BarDatum } from '@nivo/bar';
import { type MedicalReportChart } from '@qifu/policy-data-access';

/** Props of {@link ReportChart}. */
export interface ReportChartProps {
  chart: MedicalReportChart;
  /** Height in px, 260 by default. */
  height?: number;
}

const COLORS = ['#1c7ed6', '#f59f00', '#37b24d', '#ae3ec9', '#f03e3e'];

/**
 * The chart of a health-report section drawn with `@nivo/bar` (loaded lazily with the report page):
 * bar and line charts as grouped vertical bars per category, a pie chart as horizontal bars of
 * its slices (the project ships only the bar chart). Purely visual: the page renders the same
 * numbers as a table for assistive technology.
 */
export function ReportChart({ chart, height = 260 }: ReportChartProps) {
  const keys = chart.series.map((series) => series.name);
  const data: BarDatum[] = chart.categories.map((category, index) => {
    const row: BarDatum = { category };
    for (const series of chart.series) row[series.name] = series.data[index] ?? 0;
    return row;
  });
  const horizontal = chart.chartType === 'pie';
  const numberFormat = (value: string | number) => Number(value).toLocaleString('zh-CN');
  return (
    <div aria-hidden>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'flex-end', fontSize: 12, color: '#495057' }}>
        {keys.map((key, index) => (
          <span key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 10, height: 10, borderRadius: 2, background: COLORS[index % COLORS.length] }} />
            {key}
          </span>
        ))}
        {chart.unit ? <span>单位：{chart.unit}</span> : null}
      </div>
      <div style={{ height }}>
        <ResponsiveBar
          data={data}
          keys={keys}
          indexBy="category"
          groupMode="grouped"
          layout={horizontal ? 'horizontal' : 'vertical'}
          margin={{ top: 16, right: 24, bottom: 40, left: horizontal ? 96 : 64 }}
          padding={0.3}
          colors={COLORS}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 8, ...(horizontal ? {} : { format: numberFormat }) }}
          axisBottom={{ tickSize: 0, tickPadding: 8, ...(horizontal ? { format: numberFormat } : {}) }}
          valueFormat={(value) => `${Number(value).toLocaleString('zh-CN')}${chart.unit ?? ''}`}
          theme={{ text: { fontSize: 12 }, grid: { line: { stroke: '#e9ecef' } } }}
          animate={false}
          role="img"
        />
      </div>
    </div>
  );
}

export default ReportChart;
