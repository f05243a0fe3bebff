import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Mark.css';

import { Anchor, Badge, Group, Highlight, Paper, Stack, Text, Title } from '@mantine/core';
import { type PolicyListItem } from '@qifu/policy-data-access';
import { formatDate } from '@qifu/ui';

import { policyDetailHref } from '../policy-links';

/** Props of {@link PolicySearchHit}. */
export interface PolicySearchHitProps {
  /** The policy (a `listPolicyDoc` / `getMySub` item). */
  policy: PolicyListItem;
  /**
   * The searched keyword; each of its words (split at white space, as the server matches them) is
   * marked (`<mark>`) in the title. Nothing is marked without one.
   */
  keyword?: string;
}

/**
 * One policy of the search and subscription lists (seeds 001 §3 "Policy list item"): the title as a
 * link to the details in a new tab (like the market's 立即了解, seeds 001 §2) with the keyword's
 * words marked, issuing unit, publish day (2026年03月15日) and the support modes as badges. (The
 * server also matches the body text, but `listPolicyDoc` returns no excerpt of it to mark.)
 */
export function PolicySearchHit({ policy, keyword }: PolicySearchHitProps) {
  const titleId = `policy-hit-${policy.id}`;
  const words = keyword?.split(/\s+/).filter(Boolean) ?? [];
  return (
    <Paper component="article" withBorder p="md" radius="sm" aria-labelledby={titleId} data-testid="policy-hit">
      <Stack gap={6}>
        <Title order={3} size="h4" id={titleId} lineClamp={2}>
          <Anchor href={policyDetailHref(policy.id)} target="_blank" rel="noopener noreferrer" inherit underline="hover">
            <Highlight component="span" inherit highlight={words}>
              {policy.policyTitle}
            </Highlight>
          </Anchor>
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
    </Paper>
  );
}
