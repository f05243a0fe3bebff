import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DynamicForm } from '@qifu/dynamic-form';
import { useSession } from '@qifu/session';
import { AppLink, EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';
import { ConfirmButton } from '@qifu/widgets';
import { useMemo, useState } from 'react';

import { FormStatusBadge, LoginFirst, commonFormHref } from './common-form-page';
import { useCustomForm, usePublishCustomForm, useSaveCustomForm, type CustomFormDetail } from './custom-form.queries';
import { detailToPayload, toFormTemplate } from './form-model';

/** Props of {@link FormPreviewPage}. */
export interface FormPreviewPageProps {
  /** The saved form (`?id=`). */
  id?: string;
}

/** The preview's actions (seeds 000 §4 "Other": form preview has a publish action (1) and a save action (0)). */
export const PREVIEW_ACTIONS = { publish: { label: '发布', status: '1' }, save: { label: '保存', status: '0' } } as const;

function Preview({ detail }: { detail: CustomFormDetail }) {
  const template = useMemo(() => toFormTemplate(detail), [detail]);
  const save = useSaveCustomForm();
  const publish = usePublishCustomForm();
  const [notice, setNotice] = useState('');
  const [checked, setChecked] = useState('');
  const editable = detail.status === '0';

  const onSave = async () => {
    await save.mutateAsync(detailToPayload(detail)).then(
      () => {
        setNotice('保存成功');
        notifications.show({ color: 'green', message: '保存成功', autoClose: 3000 });
      },
      () => undefined, // the API client has shown why
    );
  };
  const onPublish = async () => {
    await publish.mutateAsync(detail.id);
    setNotice('发布成功');
    notifications.show({ color: 'green', message: '发布成功', autoClose: 3000 });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="sm" component="section" aria-label="表单信息">
        <Stack gap={6}>
          <Group gap="sm">
            <Text component="h2" fz="h3" fw={700} m={0}>
              {detail.quesTitle}
            </Text>
            <FormStatusBadge status={detail.status} />
          </Group>
          {detail.quesDesc ? <Text c="dark.4">{detail.quesDesc}</Text> : null}
          <Text size="sm" c="dimmed">
            填写时间：{formatDate(detail.startTime, 'YYYY-MM-DD HH:mm')} 至 {formatDate(detail.endTime, 'YYYY-MM-DD HH:mm')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="sm" component="section" aria-label="表单预览">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            以下为填写人看到的表单，可试填并校验，试填内容不会保存。
          </Text>
          <DynamicForm
            key={detail.id}
            template={template}
            submitLabel="校验填写"
            onSubmit={() => setChecked('填写校验通过')}
          />
          {checked ? (
            <Text size="sm" c="green.7" ta="center" role="status">
              {checked}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="green.7" role="status" aria-live="polite">
          {notice}
        </Text>
        <Group gap="sm">
          <Button component={AppLink} href={commonFormHref(detail.id)} variant="default">
            {editable ? '返回编辑' : '返回'}
          </Button>
          <Button variant="light" onClick={() => void onSave()} disabled={!editable} loading={save.isPending}>
            {PREVIEW_ACTIONS.save.label}
          </Button>
          <ConfirmButton message="发布后表单不能再修改，确定发布吗？" onConfirm={onPublish} disabled={!editable}>
            {PREVIEW_ACTIONS.publish.label}
          </ConfirmButton>
        </Group>
      </Group>
      {!editable ? (
        <Alert color="green" title={detail.status === '1' ? '表单已发布' : '表单已结束'}>
          已发布的表单不能再保存或发布。
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * 自定义表单预览 (/preview?id=, seeds 000 §2 "custom form echo", §4 "Other"): the saved form rendered
 * with `@qifu/dynamic-form` as its filler sees it (a trial fill can be checked, nothing is sent),
 * and the two actions 保存 (status 0: saves the form as it is, 保存成功) and 发布 (status 1, after a
 * confirmation: 发布成功; the form then becomes read only). Staff only, like the designer.
 */
export function FormPreviewPage({ id }: FormPreviewPageProps) {
  const { isLoggedIn } = useSession();
  const query = useCustomForm(isLoggedIn ? id : undefined);
  let body;
  if (!isLoggedIn) body = <LoginFirst what="自定义表单预览" />;
  else if (!id)
    body = (
      <EmptyState text="请选择要预览的表单">
        <Button component={AppLink} href={commonFormHref()}>
          去设计表单
        </Button>
      </EmptyState>
    );
  else if (query.isPending) body = <ListSkeleton rows={4} rowHeight={80} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else body = <Preview detail={query.data} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Text component="h1" fz="h2" fw={700} c="blue.9" m={0}>
          自定义表单预览
        </Text>
        {body}
      </Stack>
    </Container>
  );
}
