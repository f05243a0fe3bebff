import { Badge } from '@mantine/core';
import { QUES_STATUS_LABELS, REPORT_DATA_STATUS_LABELS, REPORT_STATUS_LABELS, type FormStatus } from '@qifu/questionnaire-rules';

const COLORS: Record<FormStatus, string> = { '0': 'gray', '1': 'green', '2': 'orange' };

/** The status badge of a questionnaire (`QuesStatus`) or, with `report`, of a reporting task (`ReportStatus`). */
export function FormStatusBadge({ status, report = false }: { status: FormStatus; report?: boolean }) {
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm">
      {(report ? REPORT_STATUS_LABELS : QUES_STATUS_LABELS)[status]}
    </Badge>
  );
}

/** 已填报 (green) / 未填报 (red) of a target enterprise (`ReportDataStatus`). */
export function ReportDataBadge({ status }: { status: '0' | '1' }) {
  return (
    <Badge variant="light" color={status === '1' ? 'green' : 'red'} radius="sm">
      {REPORT_DATA_STATUS_LABELS[status]}
    </Badge>
  );
}
