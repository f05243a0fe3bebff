import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';

import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useSaveFeedback, type FeedbackForm } from '@qifu/customer-service-data-access';
import {
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TITLE_MAX,
  validateFeedbackPhone,
  validateFeedbackText,
  validateFeedbackTitle,
  validateRequired,
} from '@qifu/validation';

/**
 * Texts of the feedback dialog. The documents give 请输入标题, 请输入留言 and 请输入正确的手机号
 * (seeds 000 §5, through `@qifu/validation`) and say that 其他 and 姓名 are required without a
 * message: 请输入其他信息 / 请输入姓名 are this platform's choice — the same texts the server answers
 * (`saveFeedback`). The success text is the server's message.
 */
export const FEEDBACK_TEXTS = {
  title: '意见反馈',
  otherRequired: '请输入其他信息',
  nameRequired: '请输入姓名',
  success: '提交成功，感谢您的反馈',
  submit: '提交',
  cancel: '取消',
} as const;

/** Longest 其他 and 姓名, characters (contract `SysFeedbackForm`: 100 and 50). */
const OTHER_MAX = 100;
const NAME_MAX = 50;

/** Props of {@link FeedbackDialog}. */
export interface FeedbackDialogProps {
  opened: boolean;
  /** Cancel, Escape, the close button, or after a successful submission. */
  onClose: () => void;
  /** Called after a successful submission (before `onClose`). */
  onSubmitted?: (id: string) => void;
}

const EMPTY: FeedbackForm = { name: '', textarea: '', othervalue: '', namevalue: '', phonevalue: '' };

function Counter({ value, max }: { value: string; max: number }) {
  const n = [...value].length;
  return (
    <Text size="xs" c={n > max ? 'red' : 'dimmed'} ta="right" aria-hidden>
      {n}/{max}
    </Text>
  );
}

/**
 * The feedback dialog 意见反馈 (seeds 000 §2 "feedback dialog", §3 "Feedback form", §5, §9): 标题
 * (`name`, required 请输入标题, at most 30 — 标题不能超过30个字), 留言 (`textarea`, required 请输入留言,
 * at most 300 — 留言不能超过300个字), 其他 (`othervalue`, required 请输入其他信息, at most 100), 姓名
 * (`namevalue`, required 请输入姓名, at most 50), 手机号 (`phonevalue`, a mainland mobile with prefix
 * 13–19, else 请输入正确的手机号). Values are trimmed; submit calls `saveFeedback`, then shows
 * 提交成功，感谢您的反馈, clears the form and closes. The first invalid field gets the focus.
 */
export function FeedbackDialog({ opened, onClose, onSubmitted }: FeedbackDialogProps) {
  const form = useForm<FeedbackForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      name: validateFeedbackTitle,
      textarea: validateFeedbackText,
      othervalue: validateRequired(FEEDBACK_TEXTS.otherRequired),
      namevalue: validateRequired(FEEDBACK_TEXTS.nameRequired),
      phonevalue: validateFeedbackPhone,
    },
  });
  const save = useSaveFeedback({
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: FEEDBACK_TEXTS.success, autoClose: 3000 });
      form.reset();
      onSubmitted?.(result.id);
      onClose();
    },
  });

  const submit = form.onSubmit(
    (values) => {
      save.mutate({
        name: values.name.trim(),
        textarea: values.textarea.trim(),
        othervalue: values.othervalue.trim(),
        namevalue: values.namevalue.trim(),
        phonevalue: values.phonevalue.trim(),
      });
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
    },
  );

  return (
    <Modal opened={opened} onClose={onClose} title={FEEDBACK_TEXTS.title} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <TextInput label="标题" placeholder="请输入标题" withAsterisk data-path="name" data-autofocus {...form.getInputProps('name')} />
            <Counter value={form.values.name} max={FEEDBACK_TITLE_MAX} />
          </div>
          <div>
            <Textarea
              label="留言"
              placeholder="请输入留言"
              withAsterisk
              autosize
              minRows={4}
              maxRows={8}
              data-path="textarea"
              {...form.getInputProps('textarea')}
            />
            <Counter value={form.values.textarea} max={FEEDBACK_TEXT_MAX} />
          </div>
          <TextInput
            label="其他"
            placeholder="请输入单位名称或其他补充信息"
            withAsterisk
            maxLength={OTHER_MAX}
            data-path="othervalue"
            {...form.getInputProps('othervalue')}
          />
          <TextInput label="姓名" placeholder="请输入姓名" withAsterisk maxLength={NAME_MAX} data-path="namevalue" {...form.getInputProps('namevalue')} />
          <TextInput
            label="手机号"
            placeholder="请输入手机号"
            withAsterisk
            type="tel"
            inputMode="numeric"
            maxLength={11}
            data-path="phonevalue"
            {...form.getInputProps('phonevalue')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {FEEDBACK_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {FEEDBACK_TEXTS.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
