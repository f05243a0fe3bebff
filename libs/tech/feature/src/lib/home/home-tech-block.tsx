import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTechRecommend, useTechStatistic } from '@qifu/tech-data-access';
import { AppLink, EmptyState, QueryBoundary, formatDate } from '@qifu/ui';

import { techDetailHref, techListHref } from '../tech-links';

/** Props of {@link HomeTechBlock}. */
export interface HomeTechBlockProps {
  /** Items per column (achievements, experts), 4 by default (1–20). */
  count?: number;
}

function Statistics() {
  const { data } = useTechStatistic();
  if (!data) return null;
  const items: Array<[string, number]> = [
    ['科技成果', data.achievementCount],
    ['科研院所', data.instituteCount],
    ['专家', data.expertCount],
    ['技术需求', data.requirementCount],
  ];
  return (
    <Group gap="xl" component="dl" m={0} aria-label="科技服务统计">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fz={22} fw={700} c="blue.8">
            {value}
          </Text>
        </div>
      ))}
    </Group>
  );
}

function Recommended({ count }: { count: number }) {
  const { data } = useTechRecommend(count);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>科技成果</Title>
          <Anchor component={AppLink} href={techListHref('achievement')} size="sm" aria-label="更多科技成果">
            更多
          </Anchor>
        </Group>
        {data.achievements.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {data.achievements.map((a) => (
              <Group component="li" key={a.id} justify="space-between" wrap="nowrap" gap="sm">
                <Anchor component={AppLink} href={techDetailHref('achievement', a.id)} size="sm" lineClamp={1}>
                  {a.achievementName}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatDate(a.putawayTime, 'YYYY-MM-DD')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>专家库</Title>
          <Anchor component={AppLink} href={techListHref('expert')} size="sm" aria-label="更多专家">
            更多
          </Anchor>
        </Group>
        {data.experts.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {data.experts.map((e) => (
              <Group component="li" key={e.id} justify="space-between" wrap="nowrap" gap="sm">
                <Anchor component={AppLink} href={techDetailHref('expert', e.id)} size="sm">
                  {e.expertName}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {[e.jobTitle, e.organizationName].filter(Boolean).join(' · ')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </SimpleGrid>
  );
}

/**
 * The home page's technology block (seeds 000 §2 /page/home "technology highlights"; contract
 * getTechHomeRecommend, getTechHomeStatistic): the counts on the shelf, the newest achievements and
 * experts (links to their details, accessible names = their names) and 更多 links to the lists.
 * Loading shows a skeleton, a failure 加载失败 with 重新加载.
 */
export function HomeTechBlock({ count = 4 }: HomeTechBlockProps) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="home-tech-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={3} id="home-tech-title">
            科技服务
          </Title>
          <Statistics />
        </Group>
        <QueryBoundary>
          <Recommended count={count} />
        </QueryBoundary>
      </Stack>
    </Paper>
  );
}
