import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type PolicyListItem } from '@qifu/policy-data-access';
import { formatDate } from '@qifu/ui';

import { policyDetailHref } from '../policy-links';

/** Props of {@link PolicyMarketItem}. */
export interface PolicyMarketItemProps {
  policy: PolicyListItem;
  /** Called by the 政策咨询 button. */
  onConsult: (policy: PolicyListItem) => void;
}

/**
 * One policy of the market list (seeds 001 §2 "Policy market list"): title, issuing unit, publish
 * time (2026年03月15日), support modes as badges; 立即了解 opens the details in a new tab,
 * 政策咨询 asks a question.
 */
export function PolicyMarketItem({ policy, onConsult }: PolicyMarketItemProps) {
  const titleId = `policy-${policy.id}`;
  return (
    <Paper component="article" withBorder p="md" radius="sm" aria-labelledby={titleId} data-testid="policy-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id={titleId} lineClamp={2}>
            {policy.policyTitle}
          </Title>
          <Group gap="lg" c="dimmed" fz="sm">
            <Text span size="sm">
              发文单位：{policy.policyDepName}
            </Text>
            <Text span size="sm">
              发布时间：{formatDate(policy.policyCreateTime, 'YYYY年MM月DD日')}
            </Text>
          </Group>
          {policy.supportModes.length > 0 ? (
            <Group gap={6} aria-label="支持方式">
              {policy.supportModes.map((mode) => (
                <Badge key={mode} variant="light" radius="sm">
                  {mode}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        <Stack gap="xs" style={{ flexShrink: 0 }}>
          <Button
            component="a"
            href={policyDetailHref(policy.id)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={`立即了解：${policy.policyTitle}`}
          >
            立即了解
          </Button>
          <Button variant="outline" size="sm" onClick={() => onConsult(policy)} aria-label={`政策咨询：${policy.policyTitle}`}>
            政策咨询
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
