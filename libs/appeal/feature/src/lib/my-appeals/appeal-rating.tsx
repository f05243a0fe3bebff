import '@mantine/core/styles/Rating.css';

import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useRateAppeal, type AppealDetail } from '@qifu/appeal-data-access';
import { RATEABLE_APPEAL_STATUSES } from '@qifu/appeal-rules';
import { formatDate } from '@qifu/ui';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

/** The words of the five ratings (满意度, 1–5). */
export const SATISFACTION_LABELS = ['很不满意', '不满意', '基本满意', '满意', '很满意'] as const;

/** Props of {@link AppealRating}. */
export interface AppealRatingProps {
  appeal: Pick<AppealDetail, 'id' | 'status' | 'satisfaction' | 'satisfactionRemark' | 'rateTime'>;
}

/**
 * 满意度评价 in 我的诉求 (issue 16 "Satisfaction"): once the appeal is finished (已办结 / 已归档) the enterprise rates
 * the answer 1–5 stars (很不满意 … 很满意) with an optional remark, once; afterwards the rating is shown read-only.
 * Nothing is shown before the appeal is finished. The staff see the rating in the detail and in 诉求统计.
 */
export function AppealRating({ appeal }: AppealRatingProps) {
  const [value, setValue] = useState(0);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate = useRateAppeal({ onSuccess: (result) => void notifications.show({ color: 'green', message: result.msg }) });
  if (appeal.satisfaction) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="appeal-rating-title">
        <Title order={4} fz="h5" mb="sm" id="appeal-rating-title">
          我的评价
        </Title>
        <Group gap="sm">
          <Rating value={appeal.satisfaction} readOnly aria-label={`满意度：${SATISFACTION_LABELS[appeal.satisfaction - 1]}`} />
          <Text size="sm">{SATISFACTION_LABELS[appeal.satisfaction - 1]}</Text>
          {appeal.rateTime ? (
            <Text size="xs" c="dimmed">
              {formatDate(appeal.rateTime, 'YYYY-MM-DD HH:mm')}
            </Text>
          ) : null}
        </Group>
        {appeal.satisfactionRemark ? (
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {appeal.satisfactionRemark}
          </Text>
        ) : null}
      </Paper>
    );
  }
  if (!RATEABLE_APPEAL_STATUSES.includes(appeal.status)) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="appeal-rating-title">
      <Title order={4} fz="h5" mb="sm" id="appeal-rating-title">
        满意度评价
      </Title>
      <Stack gap="sm">
        <Group gap="sm">
          <Rating
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            aria-label="满意度"
            getSymbolLabel={(v) => `${v}星 ${SATISFACTION_LABELS[v - 1] ?? ''}`}
          />
          <Text size="sm" c="dimmed">
            {value ? SATISFACTION_LABELS[value - 1] : '请选择满意度'}
          </Text>
        </Group>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Textarea label="评价意见" placeholder="可选" maxLength={200} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        <Group>
          <Button
            loading={rate.isPending}
            onClick={() => {
              if (!value) {
                setError('请选择满意度');
                return;
              }
              rate.mutate({ id: appeal.id, satisfaction: value, ...(remark.trim() ? { satisfactionRemark: remark.trim() } : {}) });
            }}
          >
            提交评价
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
