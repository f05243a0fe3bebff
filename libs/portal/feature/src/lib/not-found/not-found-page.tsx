import { Button, Stack, Text, Title } from '@mantine/core';

import { AppLink } from '@qifu/ui';

/** The /404 page (seeds 000 §2: every unknown path redirects here), with a link home. */
export function NotFoundPage() {
  return (
    <Stack align="center" justify="center" gap="md" py={80} px="md" component="main">
      <Title order={1} c="blue.8" fz={72}>
        404
      </Title>
      <Text size="lg">抱歉，您访问的页面不存在</Text>
      <Button component={AppLink} href="/page/home">
        返回首页
      </Button>
    </Stack>
  );
}
