import '@mantine/core/styles/Rating.css';

import { Button, Group, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEvaluateTrainActivity } from '@qifu/training-data-access';
import { useState } from 'react';

/** Props of {@link EvaluateDialog}. */
export interface EvaluateDialogProps {
  /** The caller's registration to evaluate; null keeps the dialog closed. */
  registrationId: string | null;
  activityName: string;
  onClose: () => void;
}

/** Words of the five scores (shown next to the stars). */
export const SCORE_WORDS = ['', '很不满意', '不满意', '一般', '满意', '非常满意'] as const;

/**
 * 活动评价 of a signed-in participant while the activity is 待评价 (`evaluateTrainActivity`, seeds 001 §7
 * /train/info/*): 评分 1–5 stars (required: 请选择评分) and 评价内容 (optional, ≤ 300); once only (the
 * server answers 您已评价过该活动 to a second try). 评价成功 on success.
 */
export function EvaluateDialog({ registrationId, activityName, onClose }: EvaluateDialogProps) {
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const evaluate = useEvaluateTrainActivity({
    onSuccess: ({ msg }) => {
      notifications.show({ color: 'green', message: msg || '评价成功', autoClose: 3000 });
      onClose();
    },
  });
  const submit = () => {
    if (!registrationId) return;
    if (score < 1) {
      setError('请选择评分');
      return;
    }
    evaluate.mutate({ id: registrationId, evaluateScore: score, ...(content.trim() ? { evaluateContent: content.trim() } : {}) });
  };
  return (
    <Modal opened={registrationId !== null} onClose={onClose} title={`活动评价：${activityName}`} centered>
      <Stack gap="sm">
        <Input.Wrapper label="评分" withAsterisk error={error}>
          <Group gap="sm" mt={4}>
            <Rating
              value={score}
              onChange={(v) => {
                setScore(v);
                setError(null);
              }}
              size="lg"
              getSymbolLabel={(v) => `${v}星 ${SCORE_WORDS[v] ?? ''}`}
            />
            <Text size="sm" c="dimmed">
              {SCORE_WORDS[score] ?? ''}
            </Text>
          </Group>
        </Input.Wrapper>
        <Textarea label="评价内容" placeholder="选填，说说您的收获和建议" autosize minRows={3} maxLength={300} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={evaluate.isPending}>
            取消
          </Button>
          <Button onClick={submit} loading={evaluate.isPending}>
            提交评价
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
