import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

import { Alert, Anchor, Badge, Box, Button, Container, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSession } from '@qifu/session';
import { AppLink, EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';
import { useState } from 'react';

import { CUSTOM_FORM_PAGE_SIZE, useCustomForm, useCustomFormList, useSaveCustomForm, type CustomFormDetail } from './custom-form.queries';
import { FormDesigner } from './form-designer';
import { emptyForm, fromDetail, toPayload, validateDesign, type DesignForm } from './form-model';

/** The status names (`QuesStatus`). */
export const FORM_STATUS_LABELS: Record<'0' | '1' | '2', string> = { '0': '未发布', '1': '已发布', '2': '已结束' };
const STATUS_COLORS: Record<'0' | '1' | '2', string> = { '0': 'gray', '1': 'green', '2': 'orange' };

/** The status badge of a form. */
export function FormStatusBadge({ status }: { status: '0' | '1' | '2' }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm">
      {FORM_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Address of the designer (`/commonform`, with `?id=` for a saved form). */
export const commonFormHref = (id?: string) => (id ? `/commonform?id=${id}` : '/commonform');
/** Address of the preview (`/preview?id=`). */
export const previewHref = (id: string) => `/preview?id=${id}`;

/** Props of {@link CommonFormPage}. */
export interface CommonFormPageProps {
  /** The saved form to edit (`?id=`); a new form without. */
  id?: string;
  /** Called to switch to another form (its id) or a new one (undefined); the app updates the URL. */
  onOpen: (id: string | undefined) => void;
  /** Called to show the saved form `id` in /preview. */
  onPreview: (id: string) => void;
}

/** Shown to visitors: the designer needs a staff login. */
export function LoginFirst({ what }: { what: string }) {
  return (
    <EmptyState text={`请先登录后使用${what}`}>
      <Button component={AppLink} href="/login">
        去登录
      </Button>
    </EmptyState>
  );
}

function SavedForms({ currentId }: { currentId?: string }) {
  const [page, setPage] = useState(1);
  const list = useCustomFormList(page);
  let body;
  if (list.isPending) body = <ListSkeleton rows={4} rowHeight={40} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) body = <EmptyState />;
  else
    body = (
      <Stack gap="xs">
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="已保存的表单">
          {list.data.list.map((item) => (
            <Group
              key={item.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={8}
              style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={AppLink} href={commonFormHref(item.id)} truncate="end" fw={item.id === currentId ? 700 : 400} aria-label={item.quesTitle}>
                  {item.quesTitle}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {item.questionCount}个字段 · {formatDate(item.createTime, 'YYYY-MM-DD')}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <FormStatusBadge status={item.status} />
                <Anchor component={AppLink} href={previewHref(item.id)} size="sm" title={`预览：${item.quesTitle}`}>
                  预览
                </Anchor>
              </Group>
            </Group>
          ))}
        </Stack>
        {list.data.total > CUSTOM_FORM_PAGE_SIZE ? (
          <Pagination size="sm" total={Math.ceil(list.data.total / CUSTOM_FORM_PAGE_SIZE)} value={page} onChange={setPage} />
        ) : null}
      </Stack>
    );
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="已保存的表单" style={{ flex: '1 1 300px', minWidth: 0 }}>
      <Text component="h2" fw={600} fz="lg" mb="sm" mt={0}>
        已保存的表单
      </Text>
      {body}
    </Paper>
  );
}

function Designer({ initial, status, onOpen, onPreview }: { initial: DesignForm; status: '0' | '1' | '2' } & Omit<CommonFormPageProps, 'id'>) {
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const save = useSaveCustomForm();
  const locked = status !== '0';
  const dirty = JSON.stringify(form) !== saved;

  const persist = async (): Promise<string | undefined> => {
    const problems = validateDesign(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice('');
      return undefined;
    }
    const { id } = await save.mutateAsync(toPayload(form));
    const next = { ...form, id };
    setForm(next);
    setSaved(JSON.stringify(next));
    setNotice('保存成功');
    notifications.show({ color: 'green', message: '保存成功', autoClose: 3000 });
    return id;
  };

  const onSave = async () => {
    const id = await persist().catch(() => undefined); // the API client has shown why
    if (id && id !== form.id) onOpen(id);
  };
  const onShowPreview = async () => {
    const id = !dirty && form.id ? form.id : await persist().catch(() => undefined);
    if (id) onPreview(id);
  };

  return (
    <Stack gap="md">
      {locked ? (
        <Alert color="orange" title="该表单已发布，不能修改">
          可以预览该表单，或新建一个表单。
        </Alert>
      ) : null}
      <FormDesigner value={form} onChange={setForm} errors={errors} disabled={locked} />
      <Group justify="space-between">
        <Text size="sm" c={notice ? 'green.7' : 'dimmed'} role="status">
          {notice || (dirty && !locked ? '有未保存的修改' : '')}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => onOpen(undefined)}>
            新建表单
          </Button>
          {locked ? null : (
            <Button onClick={() => void onSave()} loading={save.isPending}>
              保存
            </Button>
          )}
          <Button variant="light" onClick={() => void onShowPreview()} disabled={locked && !form.id} loading={save.isPending}>
            预览
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function ExistingDesigner({ id, ...props }: { id: string } & Omit<CommonFormPageProps, 'id'>) {
  const query = useCustomForm(id);
  if (query.isPending) return <ListSkeleton rows={4} rowHeight={80} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const detail: CustomFormDetail = query.data;
  return <Designer key={`${detail.id}`} initial={fromDetail(detail)} status={detail.status} {...props} />;
}

/**
 * 自定义表单 (/commonform, seeds 000 §2): the designer of a custom form (`FormDesigner`) saved to
 * the server as an unpublished questionnaire (保存 → 保存成功; a new form's id goes into the URL),
 * 预览 (saves first when changed) opens /preview; a published form is read only. Beside it the
 * saved forms (newest first) with their status and links to edit and preview. Staff only: visitors
 * are asked to log in; the server refuses other users (FORBIDDEN, shown by the API client).
 */
export function CommonFormPage({ id, onOpen, onPreview }: CommonFormPageProps) {
  const { isLoggedIn } = useSession();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Text component="h1" fz="h2" fw={700} c="blue.9" m={0}>
          自定义表单
        </Text>
        {!isLoggedIn ? (
          <LoginFirst what="自定义表单" />
        ) : (
          <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
            <Paper withBorder p="lg" radius="sm" component="section" aria-label="表单设计" style={{ flex: '2 1 560px', minWidth: 0 }}>
              {id ? (
                <ExistingDesigner key={id} id={id} onOpen={onOpen} onPreview={onPreview} />
              ) : (
                <Designer key="new" initial={emptyForm()} status="0" onOpen={onOpen} onPreview={onPreview} />
              )}
            </Paper>
            <SavedForms {...(id ? { currentId: id } : {})} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
