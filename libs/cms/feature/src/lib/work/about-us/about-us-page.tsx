import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAboutUsForEdit, useSaveAboutUs, type AboutUs, type AboutUsForm } from '@qifu/cms-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { formatDate } from '@qifu/ui';
import {
  QueryState,
  RichTextEditor,
  isBlankHtml,
  submitWithErrorFocus,
  useMutationFeedback,
  type RichTextEditorHandle,
} from '@qifu/widgets';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';

/** Most sections the contract accepts. */
export const ABOUT_US_MAX_SECTIONS = 20;

/** The values of the 关于我们 form. */
export interface AboutUsValues {
  title: string;
  sections: { key: string; title: string; content: string }[];
  address: string;
  phone: string;
  mailbox: string;
}

const MAILBOX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
let keySeed = 0;
const nextKey = () => `section-${(keySeed += 1)}`;

/** The form values of the stored content (one empty section when there is none). */
export function toAboutUsValues(about: AboutUs): AboutUsValues {
  const sections = about.sections.length > 0 ? about.sections : [{ title: '', content: '' }];
  return {
    title: about.title,
    sections: sections.map((s) => ({ key: nextKey(), title: s.title, content: s.content })),
    address: about.address ?? '',
    phone: about.phone ?? '',
    mailbox: about.mailbox ?? '',
  };
}

/** The `saveAboutUs` body: texts trimmed, sections in order (the server sanitizes their HTML). */
export function toAboutUsForm(values: AboutUsValues): AboutUsForm {
  return {
    title: values.title.trim(),
    sections: values.sections.map((s) => ({ title: s.title.trim(), content: s.content })),
    address: values.address.trim(),
    phone: values.phone.trim(),
    mailbox: values.mailbox.trim(),
  };
}

function AboutUsEditor({ about }: { about: AboutUs }) {
  const editors = useRef(new Map<string, RichTextEditorHandle>());
  const form = useForm<AboutUsValues>({
    initialValues: toAboutUsValues(about),
    validate: {
      title: (value) => (value.trim() ? null : '请输入标题'),
      sections: {
        content: (value, values, path) => {
          const key = values.sections[Number(path.split('.')[1])]?.key ?? '';
          return editors.current.get(key)?.validate() ?? (isBlankHtml(value) ? '请输入正文' : null);
        },
      },
      mailbox: (value) => (!value.trim() || MAILBOX.test(value.trim()) ? null : '邮箱格式错误'),
    },
  });
  const feedback = useMutationFeedback();
  const save = useSaveAboutUs({ onSuccess: feedback });
  const sections = form.values.sections;

  return (
    <form
      onSubmit={submitWithErrorFocus(form, (values) => save.mutate(toAboutUsForm(values)))}
      aria-label="关于我们"
      noValidate
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="sm">
          <TextInput label="标题" withAsterisk maxLength={100} {...form.getInputProps('title')} />
          {about.updateTime ? (
            <Text size="xs" c="dimmed" mt={4}>
              最近更新：{formatDate(about.updateTime, 'YYYY-MM-DD HH:mm')}
            </Text>
          ) : null}
        </Paper>
        {sections.map((section, index) => (
          <Paper key={section.key} withBorder p="md" radius="sm" component="section" aria-label={`第${index + 1}节`}>
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5">
                第{index + 1}节
              </Title>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`上移第${index + 1}节`}
                  disabled={index === 0}
                  onClick={() => form.reorderListItem('sections', { from: index, to: index - 1 })}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`下移第${index + 1}节`}
                  disabled={index === sections.length - 1}
                  onClick={() => form.reorderListItem('sections', { from: index, to: index + 1 })}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`删除第${index + 1}节`}
                  disabled={sections.length === 1}
                  onClick={() => form.removeListItem('sections', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <Stack gap="sm">
              <TextInput
                label="小节标题"
                description="可为空：无标题的引言"
                maxLength={50}
                {...form.getInputProps(`sections.${index}.title`)}
              />
              <RichTextEditor
                label="小节正文"
                withAsterisk
                height={240}
                handleRef={(handle) => {
                  if (handle) editors.current.set(section.key, handle);
                  else editors.current.delete(section.key);
                }}
                {...form.getInputProps(`sections.${index}.content`)}
              />
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="default"
            disabled={sections.length >= ABOUT_US_MAX_SECTIONS}
            onClick={() => form.insertListItem('sections', { key: nextKey(), title: '', content: '' })}
          >
            添加小节
          </Button>
        </Group>
        <Paper withBorder p="md" radius="sm" component="section" aria-label="联系方式">
          <Title order={3} size="h5" mb="xs">
            联系方式
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="地址" maxLength={200} {...form.getInputProps('address')} />
            <TextInput label="联系电话" maxLength={30} {...form.getInputProps('phone')} />
            <TextInput label="邮箱" maxLength={100} {...form.getInputProps('mailbox')} />
          </SimpleGrid>
        </Paper>
        <Can permission={PERM.portalAboutUsSave}>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              保存
            </Button>
          </Group>
        </Can>
      </Stack>
    </form>
  );
}

/**
 * 关于我们 (/work/sys/aboutUs, catalogue /aboutUs/*; the portal page /page/aboutus of seeds 000 §2):
 * the page title, its sections in order (each a title — may be empty for an introduction — and a
 * body in the rich-text editor; add, move up/down, delete, 1 to 20 sections) and the contact block
 * (地址, 联系电话, 邮箱); 保存 (portal:aboutUs:save) replaces the stored content, the server cleans
 * each body and answers 保存成功 (or 第N节正文不能为空 when a body holds nothing but markup).
 */
export function CmsAboutUsPage() {
  const about = useAboutUsForEdit();
  return <QueryState query={about}>{about.data ? <AboutUsEditor about={about.data} /> : null}</QueryState>;
}
