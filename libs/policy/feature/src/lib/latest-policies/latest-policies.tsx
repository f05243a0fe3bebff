import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';

import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { usePolicyListQuery } from '@qifu/policy-data-access';
import { EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';

import { policyDetailHref } from '../policy-links';

/** Props of {@link LatestPolicies}. */
export interface LatestPoliciesProps {
  /** How many policies to show, 6 by default. */
  count?: number;
}

/**
 * The newest policies for the home page: `listPolicyDoc` page 1, page size 6, each linking to its
 * details; with a skeleton while loading, an empty state and an error state with retry.
 */
export function LatestPolicies({ count = 6 }: LatestPoliciesProps) {
  const query = usePolicyListQuery({ page: 1, pageSize: count });
  // 36 px rows + 12 px gaps ≈ the rows below (10 px padding, a 25 px line, 1 px border): no shift when they arrive (issue 14)
  if (query.isPending) return <ListSkeleton rows={count} rowHeight={36} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState />;
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {query.data.list.map((policy) => (
        <Group
          key={policy.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="md"
          py={10}
          style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}
        >
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {policy.supportModes[0] ? (
              <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
                {policy.supportModes[0]}
              </Badge>
            ) : null}
            <Anchor href={policyDetailHref(policy.id)} c="dark.6" truncate="end" title={policy.policyTitle}>
              {policy.policyTitle}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDate(policy.policyCreateTime, 'YYYY-MM-DD')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
