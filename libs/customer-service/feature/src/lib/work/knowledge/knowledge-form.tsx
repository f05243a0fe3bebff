import { Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveKnowledge, type Knowledge, type KnowledgeForm } from '@qifu/customer-service-data-access';
import { FormModal, closeAfter, type EditDialogProps } from '@qifu/widgets';

/** Longest question (`KnowledgeForm.knoQuiz`). */
export const QUIZ_MAX = 200;
/** Longest answer (`KnowledgeForm.knoReply`). */
export const REPLY_MAX = 5000;

interface KnowledgeValues {
  knoQuiz: string;
  knoReply: string;
  enableFlag: boolean;
}

/** The `saveOrUpdateKnowledge` body of the form values (texts trimmed; the id when editing). */
export function toKnowledgeForm(values: KnowledgeValues, id?: string): KnowledgeForm {
  return { ...(id ? { id } : {}), knoQuiz: values.knoQuiz.trim(), knoReply: values.knoReply.trim(), enableFlag: values.enableFlag };
}

/** Props of {@link KnowledgeFormModal}. */
export interface KnowledgeFormModalProps extends EditDialogProps {
  /** The entry being edited; none: 新增知识. */
  knowledge?: Knowledge;
  /** The question of a new entry (e.g. an unanswered question of 智能问答记录). */
  initialQuiz?: string;
}

/**
 * 新增知识 / 编辑知识 (`saveOrUpdateKnowledge`, seeds 000 §3 "Knowledge entry: knoQuiz, knoReply"):
 * 问题 (≤ 200, 请输入问题), 答复 (plain text ≤ 5000, 请输入答复) and 启用 (disabled entries take no part
 * in the smart answer). The server's 该问题已存在 shows as its notice.
 */
export function KnowledgeFormModal({ knowledge, initialQuiz, onClose, onSaved }: KnowledgeFormModalProps) {
  const form = useForm<KnowledgeValues>({
    initialValues: {
      knoQuiz: knowledge?.knoQuiz ?? initialQuiz ?? '',
      knoReply: knowledge?.knoReply ?? '',
      enableFlag: knowledge?.enableFlag ?? true,
    },
    validate: {
      knoQuiz: (value) => (value.trim() ? null : '请输入问题'),
      knoReply: (value) => (value.trim() ? null : '请输入答复'),
    },
  });
  const save = useSaveKnowledge({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={knowledge ? '编辑知识' : '新增知识'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toKnowledgeForm(values, knowledge?.id))}
    >
      <TextInput label="问题" withAsterisk maxLength={QUIZ_MAX} placeholder="请输入问题" {...form.getInputProps('knoQuiz')} />
      <Textarea
        label="答复"
        withAsterisk
        autosize
        minRows={5}
        maxRows={14}
        maxLength={REPLY_MAX}
        placeholder="请输入答复"
        {...form.getInputProps('knoReply')}
      />
      <Switch label="启用（停用的知识不参与智能问答）" {...form.getInputProps('enableFlag', { type: 'checkbox' })} />
    </FormModal>
  );
}
