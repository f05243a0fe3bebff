import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { useAboutUs } from '@qifu/cms-data-access';
import { EmptyState, PageTitle, QueryBoundary, formatDate } from '@qifu/ui';

function Contact({ address, phone, mailbox }: { address: string | null | undefined; phone: string | null | undefined; mailbox: string | null | undefined }) {
  if (!address && !phone && !mailbox) return null;
  return (
    <Paper withBorder p="lg" radius="sm" component="section" aria-labelledby="about-contact">
      <Title order={3} id="about-contact" size="h4" mb="sm">
        联系方式
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {address ? <Text size="sm">地址：{address}</Text> : null}
        {phone ? (
          <Text size="sm">
            电话：<Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
          </Text>
        ) : null}
        {mailbox ? (
          <Text size="sm">
            邮箱：<Anchor href={`mailto:${mailbox}`}>{mailbox}</Anchor>
          </Text>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

function AboutContent() {
  const { data } = useAboutUs();
  const titled = data.sections.map((s, i) => ({ ...s, anchor: `about-section-${i + 1}` }));
  return (
    <Stack gap="lg">
      <PageTitle
        title={data.title}
        description={data.updateTime ? `更新时间：${formatDate(data.updateTime, 'YYYY年MM月DD日')}` : undefined}
      />
      {titled.some((s) => s.title) ? (
        <Group component="nav" aria-label="页面导航" gap="md">
          {titled
            .filter((s) => s.title)
            .map((s) => (
              <Anchor key={s.anchor} href={`#${s.anchor}`} size="sm">
                {s.title}
              </Anchor>
            ))}
        </Group>
      ) : null}
      {titled.length === 0 ? (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      ) : (
        titled.map((s) => (
          <Paper key={s.anchor} withBorder p="lg" radius="sm" component="section" id={s.anchor} aria-labelledby={s.title ? `${s.anchor}-title` : undefined}>
            {s.title ? (
              <Title order={3} size="h4" mb="sm" id={`${s.anchor}-title`}>
                {s.title}
              </Title>
            ) : null}
            {/* The server sanitizes every section's HTML before storing it. */}
            <TypographyStylesProvider>
              <div dangerouslySetInnerHTML={{ __html: s.content }} />
            </TypographyStylesProvider>
          </Paper>
        ))
      )}
      <Contact address={data.address} phone={data.phone} mailbox={data.mailbox} />
    </Stack>
  );
}

function AboutSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" role="status" aria-label="加载中">
      <Skeleton height={32} width={200} />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </Stack>
  );
}

/**
 * 关于我们, /page/aboutus (seeds 000 §2): the page title, its sections in order from the database
 * (平台简介, 服务内容 … each a heading and sanitized HTML, with a navigation row of anchors) and the
 * contact block (address, phone, mailbox). 暂无数据 without sections; 加载失败 with 重新加载 on failure.
 */
export function AboutUsPage() {
  return (
    <QueryBoundary fallback={<AboutSkeleton />}>
      <AboutContent />
    </QueryBoundary>
  );
}
