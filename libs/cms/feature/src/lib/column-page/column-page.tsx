import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { COLUMN_PAGE_SIZE, usePublicNewsColumn, type ColumnPageSearch } from '@qifu/cms-data-access';
import { isApiError } from '@qifu/sdk';
import { EmptyState, ErrorState, QueryBoundary } from '@qifu/ui';

import { ColumnNewsTabs } from '../news-list/column-tabs';

/** Props every column page takes from its route. */
export interface ColumnPageProps {
  /** The current search (from the URL): `column` (sub-column tab) and `page`. */
  search: ColumnPageSearch;
  /** Replaces the search (the route writes it to the URL). */
  onSearchChange: (next: ColumnPageSearch) => void;
}

/** Props of the column pages with an external sub-platform (质量服务, 金融服务). */
export interface ExternalColumnPageProps extends ColumnPageProps {
  /**
   * Opens the column's external platform (its `linkUrl` from the database). The app signs the
   * address first for enterprise users (seeds 000 §2 "For enterprise users an external link is
   * first signed").
   */
  onOpenExternal: (url: string) => void;
}

/** Props of {@link ColumnPage}. */
export interface GenericColumnPageProps extends ColumnPageProps {
  /** Code of the page's column in the database. */
  code: string;
  /** Heading of the sub-column cards (服务内容 …). */
  servicesTitle: string;
  /** Text of the external-platform button (进入质量服务平台); no button without it. */
  externalLabel?: string;
  onOpenExternal?: (url: string) => void;
}

function Html({ html }: { html: string }) {
  // Column descriptions are sanitized by the server before they are stored.
  return (
    <TypographyStylesProvider>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}

function ColumnContent({ code, servicesTitle, externalLabel, onOpenExternal, search, onSearchChange }: GenericColumnPageProps) {
  const { data: column } = usePublicNewsColumn(code);
  const link = column.linkUrl;
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" component="section" aria-labelledby="column-title">
        <Group justify="space-between" align="flex-start" gap="md">
          <Title order={1} size="h2" id="column-title">
            {column.columnName}
          </Title>
          {externalLabel && link && onOpenExternal ? (
            <Button onClick={() => onOpenExternal(link)}>{externalLabel}</Button>
          ) : null}
        </Group>
        {column.description ? (
          <Stack mt="md" gap={0}>
            <Html html={column.description} />
          </Stack>
        ) : null}
      </Paper>
      {column.children.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="column-services">
          <Title order={3} size="h4" id="column-services">
            {servicesTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(3, column.children.length) }} spacing="md">
            {column.children.map((child) => (
              <Card key={child.id} withBorder radius="sm" padding="lg" component="article" aria-labelledby={`service-${child.code}`}>
                <Title order={4} size="h5" id={`service-${child.code}`} mb="xs">
                  {child.columnName}
                </Title>
                {child.description ? <Html html={child.description} /> : <Text c="dimmed" size="sm">暂无介绍</Text>}
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="column-news">
        <Title order={3} size="h4" id="column-news" mb="sm">
          {column.columnName}资讯
        </Title>
        <ColumnNewsTabs
          label={`${column.columnName}栏目`}
          columnCode={column.code}
          columns={column.children}
          active={search.column}
          page={search.page ?? 1}
          pageSize={COLUMN_PAGE_SIZE}
          onColumnChange={(next) => onSearchChange({ ...search, column: next, page: undefined })}
          onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
        />
      </Paper>
    </Stack>
  );
}

function ColumnSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" role="status" aria-label="加载中">
      <Skeleton height={140} />
      <Skeleton height={120} />
      <Skeleton height={240} />
    </Stack>
  );
}

/**
 * A portal column page from the database (seeds 000 §2 commercialLaw, quality, financialService,
 * peopleBuild): the column's name and introduction, an optional button to its external platform,
 * its sub-columns as service cards, and tabs 全部 / each sub-column with the paged articles (8 a
 * page; `column` and `page` in the URL). A column missing or hidden in the database shows 暂无数据;
 * other failures 加载失败 with 重新加载.
 */
export function ColumnPage(props: GenericColumnPageProps) {
  return (
    <QueryBoundary
      fallback={<ColumnSkeleton />}
      renderError={(error, retry) =>
        isApiError(error) && error.code === 'NOT_FOUND_ENTITY' ? (
          <Paper withBorder>
            <EmptyState />
          </Paper>
        ) : (
          <ErrorState error={error} onRetry={retry} />
        )
      }
    >
      <ColumnContent {...props} />
    </QueryBoundary>
  );
}

/** 商事法律服务, /page/commercialLaw: 法律咨询, 纠纷调解, 法律宣传 … and their articles. */
export function CommercialLawPage(props: ColumnPageProps) {
  return <ColumnPage code="commercialLaw" servicesTitle="服务内容" {...props} />;
}

/** 质量服务, /page/quality: quality services, articles, and 进入质量服务平台. */
export function QualityPage(props: ExternalColumnPageProps) {
  return <ColumnPage code="quality" servicesTitle="服务内容" externalLabel="进入质量服务平台" {...props} />;
}

/** 金融服务, /page/financialService: finance services, articles, and 进入金融服务平台. */
export function FinancialServicePage(props: ExternalColumnPageProps) {
  return <ColumnPage code="finance" servicesTitle="服务内容" externalLabel="进入金融服务平台" {...props} />;
}

/** 党建引领, /page/peopleBuild: party-building columns and articles. */
export function PeopleBuildPage(props: ColumnPageProps) {
  return <ColumnPage code="peopleBuild" servicesTitle="党建专栏" {...props} />;
}
