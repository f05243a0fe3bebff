import { Badge, Box, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ProjectMatch } from '@qifu/policy-data-access';
import { type ReactNode } from 'react';

import { MatchBadge, PhaseBadge } from './badges';
import { ConditionList } from './condition-list';
import { formatDateRange, formatYuan } from './format';

/** Props of {@link ProjectMatchCard}. */
export interface ProjectMatchCardProps {
  project: ProjectMatch;
  /** Buttons at the bottom right (查看详情, 立即申报 …). */
  actions?: ReactNode;
  /** Offer 查看条件 to unfold every condition in place (simulated matching, which has no detail page). */
  expandableConditions?: boolean;
  /** Heading level of the project name, 3 by default (4 inside the policy-server frame, whose band is an h2). */
  headingOrder?: 3 | 4;
}

function AmountBlock({ project }: { project: ProjectMatch }) {
  const estimated = project.estimatedAmount !== null;
  return (
    <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
      <Text size="xs" c="dimmed">
        {estimated ? '预计可获扶持' : '扶持金额'}
      </Text>
      <Text fz={22} fw={700} c={estimated || project.supportAmount ? 'red.7' : 'dimmed'} lh={1.2} data-testid="estimated-amount">
        {estimated ? formatYuan(project.estimatedAmount) : project.supportAmount ? `最高${formatYuan(project.supportAmount)}` : '—'}
      </Text>
      <Group gap={6} mt={4} wrap="nowrap">
        <Text size="xs" c="dimmed">
          匹配度
        </Text>
        <Progress value={project.matchRate} w={90} size="sm" color={project.matchRate >= 100 ? 'green' : 'orange'} aria-hidden />
        <Text size="sm" fw={600}>
          {project.matchRate}%
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * One declaration project as the matching engine sees the enterprise (seeds 000 §2 policy
 * calculator): project and policy title, 发文单位, 申报时间, phase and match badges, 匹配度, the
 * estimated amount (元 / 万元), the conditions not met by name (veto ones marked 否决条件) and the
 * data missing (缺少数据) by label.
 */
export function ProjectMatchCard({ project, actions, expandableConditions = false, headingOrder = 3 }: ProjectMatchCardProps) {
  const titleId = `project-${project.projectId}`;
  const [open, { toggle }] = useDisclosure(false);
  const conditionsId = `${titleId}-conditions`;
  return (
    <Paper component="article" withBorder p="md" radius="sm" aria-labelledby={titleId} data-testid="project-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <MatchBadge result={project.matchResult} />
            <PhaseBadge phase={project.applyPhase} />
          </Group>
          <Title order={headingOrder} size="h4" id={titleId} lineClamp={2}>
            {project.projectName}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={1}>
            所属政策：{project.policyTitle}
          </Text>
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              发文单位：{project.policyDepName || '—'}
            </Text>
            <Text size="sm" c="dimmed">
              申报时间：{formatDateRange(project.applyStartTime, project.applyEndTime)}
            </Text>
          </Group>
        </Stack>
        <AmountBlock project={project} />
      </Group>

      {project.unmetConditions.length > 0 ? (
        <Box mt="sm" data-testid="unmet-conditions">
          <Text size="sm" fw={500} c="red.8">
            未满足条件：
          </Text>
          <Stack component="ul" gap={2} m={0} pl="lg">
            {project.unmetConditions.map((condition) => (
              <Text component="li" size="sm" key={condition.code}>
                {condition.label}
                {condition.veto ? (
                  <Badge ml={6} color="red" variant="outline" radius="sm" size="xs">
                    否决条件
                  </Badge>
                ) : null}
              </Text>
            ))}
          </Stack>
        </Box>
      ) : null}

      {project.missingData.length > 0 ? (
        <Group gap={6} mt="sm" data-testid="missing-data">
          <Text size="sm" fw={500} c="orange.8">
            缺少数据：
          </Text>
          {project.missingData.map((field) => (
            <Badge key={field.field} color="orange" variant="light" radius="sm">
              {field.label}
            </Badge>
          ))}
        </Group>
      ) : null}

      {expandableConditions && open ? (
        <Box id={conditionsId} mt="sm">
          <ConditionList conditions={project.conditions} caption={`${project.projectName}的申报条件`} />
        </Box>
      ) : null}

      <Group justify="flex-end" gap="sm" mt="md">
        {expandableConditions ? (
          <Button variant="subtle" size="sm" onClick={toggle} aria-expanded={open} aria-controls={conditionsId}>
            {open ? '收起条件' : '查看条件'}
          </Button>
        ) : null}
        {actions}
      </Group>
    </Paper>
  );
}
