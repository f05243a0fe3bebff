import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMoveNews, type NewsColumn, type NewsItem } from '@qifu/cms-data-access';
import { FormModal, closeAfter, treeSelectData, type EditDialogProps } from '@qifu/widgets';

/** Props of {@link NewsMoveModal}. */
export interface NewsMoveModalProps extends EditDialogProps {
  /** The column tree. */
  columns: readonly NewsColumn[];
  news: NewsItem;
}

/**
 * 移动新闻 (`moveNews`, cms:news:move; seeds 001 §7 /cms/news/move): moves the article to another
 * column (its current one is not offered); the publish state, top flag and shown flag stay.
 */
export function NewsMoveModal({ columns, news, onClose, onSaved }: NewsMoveModalProps) {
  const form = useForm<{ columnId: string | null }>({
    initialValues: { columnId: null },
    validate: { columnId: (value) => (value ? null : '请选择目标栏目') },
  });
  const move = useMoveNews({ onSuccess: closeAfter(onSaved, onClose) });
  const options = treeSelectData(columns, (node) => node.columnName).filter((o) => o.value !== news.columnId);
  return (
    <FormModal
      opened
      onClose={onClose}
      title="移动新闻"
      form={form}
      busy={move.isPending}
      size="md"
      submitLabel="移动"
      onSubmit={(values) => move.mutate({ ids: [news.id], columnId: values.columnId ?? '' })}
    >
      <Text size="sm">
        将“{news.title}”从“{news.columnName}”移动到：
      </Text>
      <Select label="目标栏目" withAsterisk data={options} searchable placeholder="请选择栏目" {...form.getInputProps('columnId')} />
    </FormModal>
  );
}
