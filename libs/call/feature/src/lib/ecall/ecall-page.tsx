import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Grid.css';

import { Anchor, Box, Container, Grid, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { callDataDetailQuery, useCallStreets, type CallDataDetail, type CallDataItem } from '@qifu/call-data-access';
import { PERM } from '@qifu/sdk';
import { Can, logout, useSession } from '@qifu/session';
import { AppLink, PageTitle } from '@qifu/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';

import { CallRecordForm } from './call-record-form';
import { CallRecordList } from './call-record-list';
import { CallStreetChart } from './call-street-chart';

/**
 * 呼叫中心 `/ecall` (seeds 000 §2 top-level routes, §6; seeds 001 §2 "Bar chart", §7 /call/data/*; issue 16): the
 * call-centre seat where a CALL operator lands after login. A slim bar (the user, 返回首页, 退出登录) above the page's
 * one `h1`; the call form ({@link CallRecordForm}: record a call, or turn it into an appeal of source 12345热线 in one
 * step), the per-street chart ({@link CallStreetChart}, call:data:statistics) and the record list with filters and
 * export ({@link CallRecordList}). 编辑 loads the record into the form. The route lets in only users whose menu holds
 * `/ecall`; the server checks every call.
 */
export function EcallPage() {
  const { userInfo } = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const streets = useCallStreets();
  const [editing, setEditing] = useState<CallDataDetail | null>(null);

  const edit = async (item: CallDataItem) => {
    try {
      setEditing(await queryClient.fetchQuery(callDataDetailQuery(item.id)));
    } catch {
      // the API client has shown the server's message
    }
  };
  const signOut = async () => {
    const target = await logout();
    await router.navigate({ href: target });
  };

  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl">
          <Group justify="space-between">
            <Text fw={600} c="blue.8">
              德清县企业综合服务中心 · 呼叫中心
            </Text>
            <Group gap="md">
              <Text size="sm">您好，{userInfo?.name ?? ''}</Text>
              <Anchor component={AppLink} href="/page/home" size="sm">
                返回首页
              </Anchor>
              <UnstyledButton fz="sm" c="red.8" onClick={() => void signOut()}>
                退出登录
              </UnstyledButton>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="md" component="main">
        <PageTitle title="呼叫中心" description="登记来电、一键转为诉求，并按街道统计呼入呼出与上报情况。" />
        <Stack gap="md">
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Can permission={PERM.callDataSave}>
                <CallRecordForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
              </Can>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Can permission={PERM.callDataStatistics}>
                <Paper withBorder p="md" radius="md" component="section" aria-label="各街道话务统计图">
                  <CallStreetChart />
                </Paper>
              </Can>
            </Grid.Col>
          </Grid>
          <Can permission={PERM.callDataList}>
            <Paper withBorder p="md" radius="md">
              <CallRecordList streets={streets.data ?? []} onEdit={(item) => void edit(item)} />
            </Paper>
          </Can>
        </Stack>
      </Container>
    </Box>
  );
}
