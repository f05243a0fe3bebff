import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  COOPERATION_MODE_LABELS,
  GENDER_LABELS,
  INSTITUTE_TYPE_LABELS,
  MATURITY_LABELS,
  formatWan,
  type TechAchievementItem,
  type TechExpertItem,
  type TechInstituteItem,
  type TechItemOf,
  type TechKind,
  type TechRequirementItem,
} from '@qifu/tech-data-access';
import { AppLink, formatDate } from '@qifu/ui';
import { type ReactNode } from 'react';

import { techDetailHref } from '../tech-links';

/** Props of {@link TechItemCard}. */
export interface TechItemCardProps<K extends TechKind> {
  kind: K;
  item: TechItemOf[K];
}

function Card({ kind, id, title, badges, lines, summary }: { kind: TechKind; id: string; title: string; badges: string[]; lines: ReactNode[]; summary?: string | null }) {
  const titleId = `tech-${kind}-${id}`;
  return (
    <Paper component="article" withBorder p="md" radius="sm" aria-labelledby={titleId} data-testid="tech-item">
      <Stack gap={6}>
        <Title order={4} id={titleId} lineClamp={2}>
          <Anchor component={AppLink} href={techDetailHref(kind, id)} inherit>
            {title}
          </Anchor>
        </Title>
        {badges.length > 0 ? (
          <Group gap={6}>
            {badges.map((badge) => (
              <Badge key={badge} variant="light" radius="sm">
                {badge}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group gap="lg" c="dimmed">
          {lines.map((line, index) => (
            <Text key={index} span size="sm">
              {line}
            </Text>
          ))}
        </Group>
        {summary ? (
          <Text size="sm" lineClamp={2}>
            {summary}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function labels(...values: Array<string | null | undefined>): string[] {
  return values.filter((v): v is string => Boolean(v));
}

function AchievementCard({ item }: { item: TechAchievementItem }) {
  return (
    <Card
      kind="achievement"
      id={item.id}
      title={item.achievementName}
      badges={labels(item.domainName, item.typeName, MATURITY_LABELS[item.maturity], COOPERATION_MODE_LABELS[item.cooperationMode])}
      lines={[`持有单位：${item.holderName}`, `转让价格：${formatWan(item.price)}`, `发布时间：${formatDate(item.putawayTime)}`]}
      summary={item.summary}
    />
  );
}

function InstituteCard({ item }: { item: TechInstituteItem }) {
  return (
    <Card
      kind="institute"
      id={item.id}
      title={item.instituteName}
      badges={labels(INSTITUTE_TYPE_LABELS[item.instituteType], item.domainName)}
      lines={[`地址：${item.address ?? '—'}`, `发布时间：${formatDate(item.putawayTime)}`]}
      summary={item.summary}
    />
  );
}

function ExpertCard({ item }: { item: TechExpertItem }) {
  return (
    <Card
      kind="expert"
      id={item.id}
      title={item.expertName}
      badges={labels(item.jobTitle, item.domainName)}
      lines={[`所在单位：${item.organizationName}`, `性别：${GENDER_LABELS[item.gender] ?? ''}`]}
      summary={item.researchField ? `研究方向：${item.researchField}` : null}
    />
  );
}

function RequirementCard({ item }: { item: TechRequirementItem }) {
  return (
    <Card
      kind="requirement"
      id={item.id}
      title={item.requirementName}
      badges={labels(item.domainName, COOPERATION_MODE_LABELS[item.cooperationMode])}
      lines={[
        `需求企业：${item.companyName}`,
        `预算：${formatWan(item.budget)}`,
        `截止日期：${item.deadline ? formatDate(item.deadline) : '长期有效'}`,
      ]}
      summary={item.summary}
    />
  );
}

/**
 * One item of a techService list: its name as a heading linking to the detail page (the link's
 * accessible name is the name), its labels as badges, key facts and summary.
 */
export function TechItemCard<K extends TechKind>({ kind, item }: TechItemCardProps<K>) {
  switch (kind) {
    case 'achievement':
      return <AchievementCard item={item as TechAchievementItem} />;
    case 'institute':
      return <InstituteCard item={item as TechInstituteItem} />;
    case 'expert':
      return <ExpertCard item={item as TechExpertItem} />;
    default:
      return <RequirementCard item={item as TechRequirementItem} />;
  }
}
