import '@mantine/core/styles/Timeline.css';

import { Text, Timeline } from '@mantine/core';
import { type AppealLog } from '@qifu/appeal-data-access';
import { APPEAL_STATUS_LABELS } from '@qifu/appeal-rules';
import { formatDate } from '@qifu/ui';

/** Props of {@link AppealProgress}. */
export interface AppealProgressProps {
  /** The appeal's log in time order (`AppealDetail.logs`). */
  logs: readonly AppealLog[];
}

/**
 * The progress of an appeal as a timeline (contract `AppealLog`): one step per workflow transition, oldest first —
 * the action (企业提交, 受理分派, 转办, 办理, 审核, 退回, 重新提交, 归档 …), the state it led to, the dealing office, the
 * opinion, who and when (Chinese date-time). The newest step is the active one. A list with the accessible name 办理进度.
 */
export function AppealProgress({ logs }: AppealProgressProps) {
  return (
    <Timeline active={logs.length - 1} bulletSize={16} lineWidth={2} aria-label="办理进度" component="ol" m={0} p={0}>
      {logs.map((log) => (
        <Timeline.Item
          key={log.id}
          component="li"
          title={
            <Text fw={500} size="sm">
              {log.actionName}
              <Text span c="dimmed" size="sm" ml="xs">
                {APPEAL_STATUS_LABELS[log.toStatus]}
              </Text>
            </Text>
          }
        >
          {log.dealOfficeName ? (
            <Text size="sm">承办部门：{log.dealOfficeName}</Text>
          ) : null}
          {log.opinion ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {log.opinion}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {log.operatorName} · {formatDate(log.createTime, 'YYYY年MM月DD日 HH:mm')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
