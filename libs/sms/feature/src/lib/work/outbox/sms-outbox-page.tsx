import '@mantine/core/styles/Badge.css';

import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { smsOutboxStatusQuery } from '@qifu/sms-data-access';
import { formatDate } from '@qifu/ui';
import { QueryState } from '@qifu/widgets';

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * 短信发件箱 (/work/sms/outbox; seeds 001 §7 /sms/*; issue 19): the platform's SMS outbox — the transport (短信网关,
 * 演示模式 writing texts to the server log, or neither: messages fail 未配置短信网关), pending and failed messages,
 * today's sent and failed ones, the last success and the last error; refreshed every 10 s.
 */
export function SmsOutboxPage() {
  const query = useQuery(smsOutboxStatusQuery());
  const s = query.data;
  return (
    <QueryState query={query}>
      {s ? (
        <Stack gap="md">
          <Group>
            <Text fw={500}>发送通道：</Text>
            {s.gatewayConfigured ? (
              <Badge color="green">已配置短信网关</Badge>
            ) : s.demoMode ? (
              <Badge color="yellow">演示模式（短信写入服务器日志）</Badge>
            ) : (
              <Badge color="red">未配置短信网关</Badge>
            )}
          </Group>
          {!s.gatewayConfigured && !s.demoMode ? (
            <Alert color="red" title="短信无法发出">
              未设置 SMS_GATEWAY_URL，发件箱中的短信将以“未配置短信网关”失败。
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="待发送（含重试中）" value={s.pendingCount} color="blue" />
            <Figure label="发送失败（累计）" value={s.failedCount} color="red" />
            <Figure label="今日发送成功" value={s.sentToday} color="green" />
            <Figure label="今日发送失败" value={s.failedToday} color="orange" />
          </SimpleGrid>
          <Card withBorder padding="md">
            <Text size="sm">{`最近一次发送成功：${s.lastSentTime ? formatDate(s.lastSentTime, 'YYYY-MM-DD HH:mm:ss') : '暂无'}`}</Text>
            <Text size="sm">{`最近一次失败原因：${s.lastError ?? '暂无'}`}</Text>
          </Card>
        </Stack>
      ) : null}
    </QueryState>
  );
}
