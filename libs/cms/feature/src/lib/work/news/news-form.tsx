import { Modal, Select, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useAddNews,
  useCmsNewsPreview,
  useModifyNews,
  type News,
  type NewsColumn,
  type NewsForm,
  type NewsItem,
} from '@qifu/cms-data-access';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import {
  FormModal,
  ImageUploader,
  RichTextEditor,
  closeAfter,
  isBlankHtml,
  toUploadedValue,
  treeSelectData,
  type EditDialogProps,
  type RichTextEditorHandle,
  type UploadedFileValue,
} from '@qifu/widgets';
import { useRef } from 'react';

/** The values of the article form. */
export interface NewsValues {
  columnId: string | null;
  title: string;
  subTitle: string;
  author: string;
  source: string;
  cover: UploadedFileValue[];
  summary: string;
  isShow: boolean;
  content: string;
}

/**
 * The `addNews` body of the form values (`modifyNews` adds the id): texts trimmed, empty optional
 * texts and a missing cover sent as null (cleared on modify); the body's HTML as the editor gives
 * it (the server sanitizes it).
 */
export function toNewsForm(values: NewsValues): NewsForm {
  const cover = values.cover[0];
  const text = (value: string) => value.trim() || null;
  return {
    columnId: values.columnId ?? '',
    title: values.title.trim(),
    subTitle: text(values.subTitle),
    author: text(values.author),
    source: text(values.source),
    coverImage: cover ? { fileName: cover.fileName, filePath: cover.filePath } : null,
    summary: text(values.summary),
    isShow: values.isShow,
    content: values.content,
  };
}

interface NewsFormProps extends EditDialogProps {
  /** The column tree (for 所属栏目). */
  columns: readonly NewsColumn[];
  news?: News;
}

function NewsFormBody({ columns, news, onClose, onSaved }: NewsFormProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  const form = useForm<NewsValues>({
    initialValues: {
      columnId: news?.columnId ?? null,
      title: news?.title ?? '',
      subTitle: news?.subTitle ?? '',
      author: news?.author ?? '',
      source: news?.source ?? '',
      cover: news?.coverImage ? [toUploadedValue(news.coverImage)] : [],
      summary: news?.summary ?? '',
      isShow: news?.isShow ?? true,
      content: news?.content ?? '',
    },
    validate: {
      columnId: (value) => (value ? null : '请选择所属栏目'),
      title: (value) => (value.trim() ? null : '请输入标题'),
      content: (value) => editor.current?.validate() ?? (isBlankHtml(value) ? '请输入正文' : null),
    },
  });
  const done = closeAfter(onSaved, onClose);
  const add = useAddNews({ onSuccess: done });
  const modify = useModifyNews({ onSuccess: done });
  const columnOptions = treeSelectData(columns, (node) => node.columnName);

  return (
    <FormModal
      opened
      onClose={onClose}
      title={news ? '编辑新闻' : '新增新闻'}
      form={form}
      busy={add.isPending || modify.isPending}
      size="xl"
      onSubmit={(values) => {
        const body = toNewsForm(values);
        if (news) modify.mutate({ ...body, id: news.id });
        else add.mutate(body);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label="所属栏目" withAsterisk data={columnOptions} searchable placeholder="请选择栏目" {...form.getInputProps('columnId')} />
        <TextInput label="标题" withAsterisk maxLength={100} {...form.getInputProps('title')} />
        <TextInput label="副标题" maxLength={100} {...form.getInputProps('subTitle')} />
        <TextInput label="作者" maxLength={50} {...form.getInputProps('author')} />
        <TextInput label="来源" maxLength={100} {...form.getInputProps('source')} />
        <Switch label="在门户显示" mt="lg" {...form.getInputProps('isShow', { type: 'checkbox' })} />
      </SimpleGrid>
      <ImageUploader label="封面图片" limit={1} {...form.getInputProps('cover')} />
      <Textarea label="摘要" maxLength={500} autosize minRows={2} {...form.getInputProps('summary')} />
      <RichTextEditor label="正文" withAsterisk handleRef={editor} {...form.getInputProps('content')} />
    </FormModal>
  );
}

/** Props of {@link NewsFormModal}. */
export interface NewsFormModalProps extends EditDialogProps {
  /** The column tree (for 所属栏目). */
  columns: readonly NewsColumn[];
  /** The list row to edit; a new article when absent. */
  news?: NewsItem;
}

/**
 * 新增新闻 / 编辑新闻 (`addNews` / `modifyNews`, seeds 001 §7 /cms/news/*): 所属栏目 (required),
 * 标题 (required, ≤ 100), 副标题, 作者, 来源, 在门户显示, 封面图片 (one image), 摘要 (≤ 500) and
 * 正文 in the rich-text editor (required; the server removes scripts and event handlers). A new
 * article starts as 草稿; editing keeps the state and first loads the whole article (`previewNews`).
 */
export function NewsFormModal({ columns, news, onClose, onSaved }: NewsFormModalProps) {
  const detail = useCmsNewsPreview(news?.id);
  if (!news) return <NewsFormBody columns={columns} onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <NewsFormBody columns={columns} news={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title="编辑新闻" size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={4} />}
    </Modal>
  );
}
