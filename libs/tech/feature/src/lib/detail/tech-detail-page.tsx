import { Anchor, Avatar, Badge, Divider, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { api } from '@qifu/session';
import {
  COOPERATION_MODE_LABELS,
  GENDER_LABELS,
  INSTITUTE_TYPE_LABELS,
  MATURITY_LABELS,
  formatWan,
  useTechDetail,
  type TechAchievement,
  type TechAttachment,
  type TechExpert,
  type TechInstitute,
  type TechKind,
  type TechRequirement,
} from '@qifu/tech-data-access';
import { AppLink, EmptyState, ErrorState, QueryBoundary, formatDate } from '@qifu/ui';
import { type ReactNode } from 'react';

import { techListHref } from '../tech-links';

/** Props of the four detail pages. */
export interface TechDetailPageProps {
  /** The item id from `?id=`; without it the page shows 暂无数据. */
  id: string | undefined;
}

const LIST_TEXT: Readonly<Record<TechKind, string>> = {
  achievement: '返回科技成果',
  institute: '返回科研院所',
  expert: '返回专家库',
  requirement: '返回技术需求',
};

/** The download address of a stored file (`/files/dowload?filePath=`). */
function fileSrc(file: TechAttachment): string {
  return api.url('/files/dowload', { filePath: file.filePath });
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}：
      </Text>
      <Text size="sm" component="div">
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </Group>
  );
}

function Html({ label, html }: { label: string; html: string | null }) {
  if (!html) return null;
  return (
    <Stack gap="xs">
      <Title order={4}>{label}</Title>
      {/* Sanitized on the server before it is stored (contract: 已净化的 HTML). */}
      <TypographyStylesProvider>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </TypographyStylesProvider>
    </Stack>
  );
}

function Shell({ title, badges, children, aside }: { title: string; badges: string[]; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper component="article" withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" aria-labelledby="tech-detail-title">
      <Stack gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap">
          {aside}
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="tech-detail-title" lh={1.4}>
              {title}
            </Title>
            <Group gap={6}>
              {badges.filter(Boolean).map((badge) => (
                <Badge key={badge} variant="light" radius="sm">
                  {badge}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <Divider />
        {children}
      </Stack>
    </Paper>
  );
}

function Meta({ putawayTime, viewCount }: { putawayTime: string | null; viewCount: number }) {
  return (
    <>
      <Field label="发布时间">{formatDate(putawayTime)}</Field>
      <Field label="浏览次数">{String(viewCount)}</Field>
    </>
  );
}

function AchievementDetail({ item }: { item: TechAchievement }) {
  return (
    <Shell title={item.achievementName} badges={[item.domainName, item.typeName ?? '', MATURITY_LABELS[item.maturity] ?? '']}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <Field label="技术领域">{item.domainName}</Field>
        <Field label="成果类型">{item.typeName}</Field>
        <Field label="成熟度">{MATURITY_LABELS[item.maturity]}</Field>
        <Field label="合作方式">{COOPERATION_MODE_LABELS[item.cooperationMode]}</Field>
        <Field label="转让价格">{formatWan(item.price)}</Field>
        <Field label="成果持有单位">{item.holderName}</Field>
        <Field label="专利号">{item.patentNo}</Field>
        <Field label="联系人">{item.contactName}</Field>
        <Field label="联系电话">{item.contactPhone}</Field>
        <Meta putawayTime={item.putawayTime} viewCount={item.viewCount} />
      </SimpleGrid>
      {item.summary ? (
        <Paper bg="blue.0" p="md" radius="sm">
          <Text size="sm" fw={600} mb={4}>
            成果简介
          </Text>
          <Text size="sm">{item.summary}</Text>
        </Paper>
      ) : null}
      {item.images.length > 0 ? (
        <Group gap="sm" aria-label="成果图片">
          {item.images.map((image) => (
            <Image key={image.filePath} src={fileSrc(image)} alt={image.fileName} w={200} h={140} fit="cover" radius="sm" />
          ))}
        </Group>
      ) : null}
      <Html label="成果详情" html={item.content} />
    </Shell>
  );
}

function InstituteDetail({ item }: { item: TechInstitute }) {
  return (
    <Shell
      title={item.instituteName}
      badges={[INSTITUTE_TYPE_LABELS[item.instituteType] ?? '', item.domainName]}
      aside={item.logo ? <Image src={fileSrc(item.logo)} alt={`${item.instituteName}标志`} w={80} h={80} fit="contain" /> : null}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <Field label="院所类型">{INSTITUTE_TYPE_LABELS[item.instituteType]}</Field>
        <Field label="技术领域">{item.domainName}</Field>
        <Field label="地址">{item.address}</Field>
        <Field label="网址">
          {item.website ? (
            <Anchor href={item.website} target="_blank" rel="noopener noreferrer" size="sm">
              {item.website}
            </Anchor>
          ) : null}
        </Field>
        <Field label="联系人">{item.contactName}</Field>
        <Field label="联系电话">{item.contactPhone}</Field>
        <Meta putawayTime={item.putawayTime} viewCount={item.viewCount} />
      </SimpleGrid>
      {item.summary ? <Text size="sm">{item.summary}</Text> : null}
      <Html label="院所详情" html={item.content} />
    </Shell>
  );
}

function ExpertDetail({ item }: { item: TechExpert }) {
  return (
    <Shell
      title={item.expertName}
      badges={[item.jobTitle ?? '', item.domainName]}
      aside={
        <Avatar src={item.avatar ? fileSrc(item.avatar) : null} alt={item.expertName} size={72} radius="md" color="blue">
          {item.expertName.slice(0, 1)}
        </Avatar>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <Field label="性别">{GENDER_LABELS[item.gender]}</Field>
        <Field label="职称">{item.jobTitle}</Field>
        <Field label="所在单位">{item.organizationName}</Field>
        <Field label="技术领域">{item.domainName}</Field>
        <Field label="研究方向">{item.researchField}</Field>
        <Field label="联系电话">{item.contactPhone}</Field>
        <Field label="电子邮箱">{item.email}</Field>
        <Meta putawayTime={item.putawayTime} viewCount={item.viewCount} />
      </SimpleGrid>
      <Html label="专家简介" html={item.introduction} />
    </Shell>
  );
}

function RequirementDetail({ item }: { item: TechRequirement }) {
  return (
    <Shell title={item.requirementName} badges={[item.domainName, COOPERATION_MODE_LABELS[item.cooperationMode] ?? '']}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <Field label="需求企业">{item.companyName}</Field>
        <Field label="技术领域">{item.domainName}</Field>
        <Field label="预算">{formatWan(item.budget)}</Field>
        <Field label="截止日期">{item.deadline ? formatDate(item.deadline) : '长期有效'}</Field>
        <Field label="合作方式">{COOPERATION_MODE_LABELS[item.cooperationMode]}</Field>
        <Field label="联系人">{item.contactName}</Field>
        <Field label="联系电话">{item.contactPhone}</Field>
        <Meta putawayTime={item.putawayTime} viewCount={item.viewCount} />
      </SimpleGrid>
      {item.summary ? (
        <Paper bg="blue.0" p="md" radius="sm">
          <Text size="sm" fw={600} mb={4}>
            需求简介
          </Text>
          <Text size="sm">{item.summary}</Text>
        </Paper>
      ) : null}
      <Html label="需求详情" html={item.content} />
    </Shell>
  );
}

/** Props of {@link TechItemDetailView}. */
export interface TechItemDetailViewProps {
  kind: TechKind;
  /** The whole item of `kind` (`getTech*Detail`). */
  item: TechAchievement | TechInstitute | TechExpert | TechRequirement;
}

/**
 * Every field of one item of `kind` with its rich text (the techService detail's body; also the
 * workbench's 查看 and review dialogs).
 */
export function TechItemDetailView({ kind, item }: TechItemDetailViewProps) {
  switch (kind) {
    case 'achievement':
      return <AchievementDetail item={item as TechAchievement} />;
    case 'institute':
      return <InstituteDetail item={item as TechInstitute} />;
    case 'expert':
      return <ExpertDetail item={item as TechExpert} />;
    default:
      return <RequirementDetail item={item as TechRequirement} />;
  }
}

function DetailContent({ kind, id }: { kind: TechKind; id: string }) {
  const { data } = useTechDetail(kind, id);
  return <TechItemDetailView kind={kind} item={data} />;
}

function DetailSkeleton() {
  return (
    <Paper withBorder p="xl" radius="sm" aria-busy="true" role="status" aria-label="加载中">
      <Stack gap="md">
        <Skeleton height={28} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={200} />
      </Stack>
    </Paper>
  );
}

/**
 * A techService detail (seeds 000 §2 resultdetals, institutesdetails, expertdetails,
 * techneeddetails): every field of the item, its rich text, and a back link to its list. An item
 * that is not on the shelf or does not exist shows the server's message (科技成果不存在 …) with
 * 重新加载; without an id 暂无数据.
 */
export function TechDetailPage({ kind, id }: TechDetailPageProps & { kind: TechKind }) {
  return (
    <Stack gap="md">
      <Group>
        <Anchor component={AppLink} href={techListHref(kind)} size="sm">
          <span aria-hidden="true">‹ </span>
          {LIST_TEXT[kind]}
        </Anchor>
      </Group>
      {id ? (
        <QueryBoundary fallback={<DetailSkeleton />} renderError={(error, retry) => <ErrorState error={error} onRetry={retry} />}>
          <DetailContent kind={kind} id={id} />
        </QueryBoundary>
      ) : (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      )}
    </Stack>
  );
}

/** /page/techService/resultdetals?id=: one 科技成果. */
export function TechResultDetailPage(props: TechDetailPageProps) {
  return <TechDetailPage kind="achievement" {...props} />;
}

/** /page/techService/institutesdetails?id=: one 科研院所. */
export function TechInstituteDetailPage(props: TechDetailPageProps) {
  return <TechDetailPage kind="institute" {...props} />;
}

/** /page/techService/expertdetails?id=: one 专家. */
export function TechExpertDetailPage(props: TechDetailPageProps) {
  return <TechDetailPage kind="expert" {...props} />;
}

/** /page/techService/techneeddetails?id=: one 技术需求. */
export function TechNeedDetailPage(props: TechDetailPageProps) {
  return <TechDetailPage kind="requirement" {...props} />;
}
