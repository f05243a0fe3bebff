import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  TypographyStylesProvider,
} from '@mantine/core';
import { POLICY_EVENTS, logPolicyEvent, usePolicyDetail, type PolicyDetail } from '@qifu/policy-data-access';
import { EmptyState, QueryBoundary, formatDate, useApiClient } from '@qifu/ui';
import { useEffect, useRef, type ReactNode } from 'react';

import { usePolicyConsult } from '../policy-consult/use-policy-consult';
import { CollectButton } from './collect-button';

/** Props of {@link PolicyDetailPage}. */
export interface PolicyDetailPageProps {
  /** The policy id from `?id=`; without it the page shows an empty state. */
  id: string | undefined;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}：
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </Group>
  );
}

function validity(policy: PolicyDetail): string {
  const start = formatDate(policy.validStart, 'YYYY年MM月DD日');
  const end = formatDate(policy.validEnd, 'YYYY年MM月DD日');
  if (start && end) return `${start} 至 ${end}`;
  if (start) return `${start} 起`;
  if (end) return `至 ${end}`;
  return '';
}

function PolicyDetailContent({ id }: { id: string }) {
  const { data: policy } = usePolicyDetail(id);
  const consult = usePolicyConsult();
  const client = useApiClient();
  const logged = useRef<string | null>(null);
  // Business event 政策浏览 once per shown policy (seeds 000 §7; issue 5), fire-and-forget.
  useEffect(() => {
    if (logged.current === id) return;
    logged.current = id;
    void logPolicyEvent(client, POLICY_EVENTS.view, { polInfoId: id });
  }, [client, id]);
  return (
    <Paper component="article" withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" aria-labelledby="policy-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="policy-title" ta="center" lh={1.4}>
          {policy.policyTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
          <Field label="发文单位">{policy.policyDepName}</Field>
          <Field label="文号">{policy.policyNo}</Field>
          <Field label="政策级别">{policy.policyLevel}</Field>
          <Field label="发布时间">{formatDate(policy.policyCreateTime, 'YYYY年MM月DD日')}</Field>
          <Field label="有效期">{validity(policy)}</Field>
          <Field label="浏览次数">{String(policy.viewCount)}</Field>
        </SimpleGrid>
        {policy.supportModes.length > 0 ? (
          <Group gap={6} aria-label="支持方式">
            <Text size="sm" c="dimmed">
              支持方式：
            </Text>
            {policy.supportModes.map((mode) => (
              <Badge key={mode} variant="light" radius="sm">
                {mode}
              </Badge>
            ))}
          </Group>
        ) : null}
        {policy.summary ? (
          <Paper bg="blue.0" p="md" radius="sm">
            <Text size="sm" fw={600} mb={4}>
              政策摘要
            </Text>
            <Text size="sm">{policy.summary}</Text>
          </Paper>
        ) : null}
        <Divider />
        {/* The server sanitizes the policy HTML before storing it (PolicyDetail.content). */}
        <TypographyStylesProvider>
          <div className="policy-content" dangerouslySetInnerHTML={{ __html: policy.content }} />
        </TypographyStylesProvider>
        <Group justify="center" mt="md">
          <Button variant="outline" onClick={() => consult.open(policy)}>
            政策咨询
          </Button>
          <CollectButton policyId={policy.id} />
        </Group>
      </Stack>
      {consult.dialogs}
    </Paper>
  );
}

function DetailSkeleton() {
  return (
    <Paper withBorder p="xl" radius="sm" aria-busy="true" role="status" aria-label="加载中">
      <Stack gap="md">
        <Skeleton height={32} width="70%" mx="auto" />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={240} />
      </Stack>
    </Paper>
  );
}

/**
 * The policy details page, /page/policymarket/details?id= (seeds 000 §2, 001 §2): title, issuing
 * unit, 文号, level, publish time, validity, support modes, summary and the content HTML, with
 * loading, error and empty states. Opened in a new tab from the market list; no login needed.
 * Once the policy shows, the business event 政策浏览 `{ polInfoId }` is recorded (fire-and-forget; for a
 * logged-in reader it also enters 浏览记录). 收藏 ({@link CollectButton}) sits beside 政策咨询.
 */
export function PolicyDetailPage({ id }: PolicyDetailPageProps) {
  if (!id) {
    return (
      <Paper withBorder>
        <EmptyState text="未找到该政策">
          <Anchor href="/page/policymarket/index">返回政策超市</Anchor>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <QueryBoundary fallback={<DetailSkeleton />}>
      <PolicyDetailContent id={id} />
    </QueryBoundary>
  );
}
