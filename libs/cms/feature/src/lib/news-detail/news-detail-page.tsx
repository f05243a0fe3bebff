import { Alert, Anchor, Breadcrumbs, Divider, Group, Paper, Skeleton, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { useCmsNewsPreviewSuspense, usePublicNewsDetail, type News } from '@qifu/cms-data-access';
import { ENUM_LABELS, isApiError } from '@qifu/sdk';
import { AppLink, EmptyState, ErrorState, QueryBoundary, formatDate } from '@qifu/ui';

import { COLUMN_PAGE_PATHS, columnPageHref } from '../cms-links';

/** Props of {@link NewsDetailPage}. */
export interface NewsDetailPageProps {
  /** The article id from `?id=`; without it the page says the article does not exist. */
  id: string | undefined;
  /**
   * `?preview=1`: the staff preview — the article in any state through `previewNews` (needs
   * cms:news:preview), with a notice of its state; counts no view.
   */
  preview?: boolean;
}

function BackLink({ href, name }: { href: string; name: string }) {
  return (
    <Anchor component={AppLink} href={href} size="sm">
      返回{name}
    </Anchor>
  );
}

function NotFound() {
  return (
    <Paper withBorder>
      <EmptyState text="资讯不存在或已下线">
        <BackLink href="/page/industryinfo" name="行业资讯" />
      </EmptyState>
    </Paper>
  );
}

/** The staff preview's notice: the article's state and whether the portal shows it. */
function PreviewNotice({ news }: { news: News }) {
  const onPortal = news.status === '1' && news.isShow;
  return (
    <Alert color={onPortal ? 'blue' : 'orange'} title="预览">
      {`当前状态：${ENUM_LABELS.NewsStatus[news.status]}，${onPortal ? '门户可见。' : '门户不可见。'}`}
    </Alert>
  );
}

function PublicDetail({ id }: { id: string }) {
  const { data } = usePublicNewsDetail(id);
  return <Detail news={data} />;
}

function PreviewDetail({ id }: { id: string }) {
  const { data } = useCmsNewsPreviewSuspense(id);
  return <Detail news={data} preview />;
}

function Detail({ news, preview = false }: { news: News; preview?: boolean }) {
  const top = news.columnPath?.[0];
  const backHref = columnPageHref(top?.code);
  const backName = top && COLUMN_PAGE_PATHS[top.code] ? top.columnName : '行业资讯';
  return (
    <Stack gap="md">
      {preview ? <PreviewNotice news={news} /> : null}
      {news.columnPath && news.columnPath.length > 0 ? (
        <Breadcrumbs separator="/" aria-label="栏目" fz="sm">
          {news.columnPath.map((c, i) =>
            i === 0 && COLUMN_PAGE_PATHS[c.code] ? (
              <Anchor key={c.id} component={AppLink} href={columnPageHref(c.code)} size="sm">
                {c.columnName}
              </Anchor>
            ) : (
              <Text key={c.id} size="sm" c="dimmed">
                {c.columnName}
              </Text>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Paper component="article" withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" aria-labelledby="news-title">
        <Stack gap="md">
          <Title order={1} size="h2" id="news-title" ta="center" lh={1.4}>
            {news.title}
          </Title>
          {news.subTitle ? (
            <Text ta="center" c="dimmed">
              {news.subTitle}
            </Text>
          ) : null}
          <Group justify="center" gap="xl" c="dimmed" fz="sm" aria-label="资讯信息">
            {news.source ? <Text size="sm">来源：{news.source}</Text> : null}
            {news.author ? <Text size="sm">作者：{news.author}</Text> : null}
            <Text size="sm">发布时间：{formatDate(news.publishTime, 'YYYY-MM-DD HH:mm')}</Text>
            <Text size="sm">浏览次数：{news.viewCount}</Text>
          </Group>
          <Divider />
          {/* The server sanitizes the article HTML before storing it (News.content). */}
          <TypographyStylesProvider>
            <div className="news-content" data-testid="news-content" dangerouslySetInnerHTML={{ __html: news.content }} />
          </TypographyStylesProvider>
          <Divider />
          <Group justify="center">
            <BackLink href={backHref} name={backName} />
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Paper withBorder p="xl" radius="sm" aria-busy="true" role="status" aria-label="加载中">
      <Stack gap="md">
        <Skeleton height={32} width="70%" mx="auto" />
        <Skeleton height={16} width="50%" mx="auto" />
        <Skeleton height={240} />
      </Stack>
    </Paper>
  );
}

/**
 * 资讯详情, /page/industryinfodetails?id= (seeds 000 §2): the column breadcrumb, title, source,
 * publish time, views and the article's HTML (sanitized by the server), with a link back to the
 * article's column page. An article that is not (or no longer) on the portal shows 资讯不存在或已下线;
 * other failures 加载失败 with 重新加载. Opening the page counts a view on the server. With
 * `preview`, staff see the article in any state (新闻内容 → 预览) above a notice of its state.
 */
export function NewsDetailPage({ id, preview = false }: NewsDetailPageProps) {
  if (!id) return <NotFound />;
  return (
    <QueryBoundary
      fallback={<DetailSkeleton />}
      renderError={(error, retry) =>
        isApiError(error) && (error.code === 'NOT_FOUND_ENTITY' || error.code === 'BAD_REQUEST') ? (
          <NotFound />
        ) : (
          <ErrorState error={error} onRetry={retry} />
        )
      }
    >
      {preview ? <PreviewDetail id={id} /> : <PublicDetail id={id} />}
    </QueryBoundary>
  );
}
