import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAddPolConsult } from '@qifu/policy-data-access';
import { validateConsultContent } from '@qifu/validation';
import { useState, type FormEvent } from 'react';

/** The policy a consultation is about. */
export interface ConsultTarget {
  id: string;
  policyTitle: string;
}

/** Props of {@link PolicyConsultDialog}. */
export interface PolicyConsultDialogProps {
  /** The policy to consult about; the dialog is open while this is set. */
  policy: ConsultTarget | null;
  onClose: () => void;
}

/** Most characters of a consultation (PolConsultForm.consultContent maxLength). */
const MAX_CONTENT = 500;

function ConsultForm({ policy, onClose }: { policy: ConsultTarget; onClose: () => void }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useAddPolConsult({
    onSuccess: () => {
      notifications.show({ color: 'green', message: '提交成功，感谢咨询', autoClose: 3000 });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateConsultContent(content);
    setError(message);
    if (message) return;
    mutation.mutate({ polInfoId: policy.id, consultContent: content.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {policy.policyTitle}
        </Text>
        <Textarea
          label="咨询内容"
          placeholder="请输入咨询内容"
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={MAX_CONTENT}
          value={content}
          error={error}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            if (error) setError(null);
          }}
          data-autofocus
        />
        <Text size="xs" c="dimmed" ta="right">
          {content.length}/{MAX_CONTENT}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            取消
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            提交
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The policy consultation dialog (seeds 000 §3, §5, §8): a required textarea (请输入咨询内容),
 * submit calls `addPolConsult { polInfoId, consultContent }`, then shows 提交成功，感谢咨询 and
 * closes. Callers show it to logged-in users only (see {@link LoginRequiredModal}).
 */
export function PolicyConsultDialog({ policy, onClose }: PolicyConsultDialogProps) {
  return (
    <Modal opened={policy !== null} onClose={onClose} title="政策咨询" centered size="lg">
      {policy ? <ConsultForm key={policy.id} policy={policy} onClose={onClose} /> : null}
    </Modal>
  );
}
