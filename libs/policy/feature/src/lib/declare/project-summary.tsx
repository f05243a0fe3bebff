import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';

import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ApplyPhase } from '@qifu/policy-data-access';
import { type ReactNode } from 'react';

import { PhaseBadge } from '../calculator/badges';
import { formatDateRange, formatYuan } from '../calculator/format';

/** A label and its value in the pages' fact grids (`label：value`, `—` when empty). */
export function InfoField({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}：
      </Text>
      <Text size="sm" component="div">
        {empty ? '—' : children}
      </Text>
    </Group>
  );
}

/** What {@link ProjectSummary} shows of a declaration project. */
export interface ProjectSummaryData {
  projectName: string;
  policyTitle: string;
  applyStartTime: string;
  applyEndTime: string;
  examineStartTime: string;
  examineEndTime: string;
  examineDep: string;
  supportAmount: number | null;
  applyPhase: ApplyPhase;
}

/**
 * The head of the declaration page: project name (h2) with its phase, the policy, the application
 * and review windows in Chinese dates, the reviewing department and the support amount (元 / 万元).
 */
export function ProjectSummary({ project, actions }: { project: ProjectSummaryData; actions?: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="center">
            <Title order={2} fz="h3" id="declare-project-title">
              {project.projectName}
            </Title>
            <PhaseBadge phase={project.applyPhase} />
          </Group>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
          <InfoField label="所属政策">{project.policyTitle}</InfoField>
          <InfoField label="审核部门">{project.examineDep}</InfoField>
          <InfoField label="申报时间">{formatDateRange(project.applyStartTime, project.applyEndTime)}</InfoField>
          <InfoField label="审核时间">{formatDateRange(project.examineStartTime, project.examineEndTime)}</InfoField>
          <InfoField label="扶持金额">{project.supportAmount === null ? '' : `最高${formatYuan(project.supportAmount)}`}</InfoField>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
