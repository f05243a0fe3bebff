import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSession } from '@qifu/session';
import { useCancelTrainApply, useSignInTrainActivity, type TrainActivityPublicDetail } from '@qifu/training-data-access';
import { isSignedIn, TRAIN_APPLY_TARGET_LABELS, TRAIN_STATUS, placesLeft, trainActivityMachine, trainStepAllowed, trainTargetAllows } from '@qifu/training-rules';
import { formatDate } from '@qifu/ui';
import { useState } from 'react';

import { ApplyDialog } from './apply-dialog';
import { EvaluateDialog } from './evaluate-dialog';
import { LoginPrompt } from './login-prompt';

/** Why 我要报名 is not offered to a logged-in user (null: it is). */
function refusalOf(activity: TrainActivityPublicDetail, userType: string | undefined): string | null {
  if (!trainTargetAllows(activity.applyTarget, userType)) {
    if (userType === 'QY' || userType === 'GR') return `该活动仅限${TRAIN_APPLY_TARGET_LABELS[activity.applyTarget]}报名`;
    return '仅企业用户和个人用户可报名';
  }
  if (placesLeft(activity) === 0) return '名额已满';
  return null;
}

/** The closed-registration text by status (the button is not offered). */
function closedText(activity: TrainActivityPublicDetail): string {
  switch (activity.status) {
    case TRAIN_STATUS.beforeApply:
      return `报名未开始，${formatDate(activity.applyStartTime, 'YYYY年MM月DD日 HH:mm')} 开始报名`;
    case TRAIN_STATUS.postponed:
      return '活动已延期，报名已关闭';
    default:
      return '报名已截止';
  }
}

function CancelConfirm({ opened, loading, onConfirm, onClose }: { opened: boolean; loading: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="提示" centered size="sm">
      <Text>确定取消报名吗？取消后名额将释放给其他报名者。</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          暂不取消
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          确定取消
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The registration part of propagandaDetails: the caller's registration (已报名, who, how many, when,
 * sign-in, evaluation) with 取消报名 (after a confirmation, while the activity is 报名中 or 待举办), 签到 (while it
 * is 举办中, not yet signed in) and 评价活动 (while it is 待评价, signed in, not yet evaluated; issue 19), or 我要报名 while
 * it is 报名中 — the 请先登录 prompt for visitors, the registration dialog for enterprise users and
 * individuals the activity is open to; otherwise the reason (not started, closed, full, only for …).
 */
export function RegistrationPanel({ activity }: { activity: TrainActivityPublicDetail }) {
  const { isLoggedIn, userInfo } = useSession();
  const [applying, setApplying] = useState(false);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelTrainApply({
    activityId: activity.id,
    onSuccess: () => {
      setConfirming(false);
      notifications.show({ color: 'green', message: '已取消报名', autoClose: 3000 });
    },
  });
  const [evaluating, setEvaluating] = useState(false);
  const signIn = useSignInTrainActivity({
    onSuccess: ({ msg }) => {
      notifications.show({ color: 'green', message: msg || '签到成功', autoClose: 3000 });
    },
  });
  const mine = activity.myApply;
  const canSignIn = !!mine && !isSignedIn(mine) && trainActivityMachine.can(activity.status, 'signIn');
  const canEvaluate = !!mine && isSignedIn(mine) && !mine.evaluateTime && trainActivityMachine.can(activity.status, 'evaluate');

  let body;
  if (mine) {
    body = (
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color="green" radius="sm" size="lg">
            已报名
          </Badge>
          {isSignedIn(mine) ? (
            <Badge color="blue" variant="light" radius="sm">
              已签到
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          报名人：{mine.applyName}　手机号：{mine.applyPhone}　参加人数：{mine.applyNum} 人
          {mine.companyName ? `　报名企业：${mine.companyName}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          报名时间：{formatDate(mine.applyTime, 'YYYY年MM月DD日 HH:mm')}
        </Text>
        {mine.evaluateScore ? (
          <Text size="sm">
            我的评价：{mine.evaluateScore} 分{mine.evaluateContent ? `，${mine.evaluateContent}` : ''}
          </Text>
        ) : null}
        {trainStepAllowed(activity.status, 'cancelApply') || canSignIn || canEvaluate ? (
          <Group>
            {trainStepAllowed(activity.status, 'cancelApply') ? (
              <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
                取消报名
              </Button>
            ) : null}
            {canSignIn ? (
              <Button onClick={() => signIn.mutate(mine.id)} loading={signIn.isPending}>
                签到
              </Button>
            ) : null}
            {canEvaluate ? <Button onClick={() => setEvaluating(true)}>评价活动</Button> : null}
          </Group>
        ) : null}
        {cancel.isError ? (
          <Text size="sm" c="red.7" role="alert">
            {cancel.error.message}
          </Text>
        ) : null}
      </Stack>
    );
  } else if (trainStepAllowed(activity.status, 'apply')) {
    const refusal = isLoggedIn ? refusalOf(activity, userInfo?.userType) : null;
    body = (
      <Group gap="md">
        <Button
          size="md"
          disabled={refusal !== null}
          onClick={() => (isLoggedIn ? setApplying(true) : setLoginPrompt(true))}
        >
          我要报名
        </Button>
        {refusal ? (
          <Text size="sm" c="dimmed">
            {refusal}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            报名截止：{formatDate(activity.applyEndTime, 'YYYY年MM月DD日 HH:mm')}
          </Text>
        )}
      </Group>
    );
  } else {
    body = (
      <Text size="sm" c="dimmed">
        {closedText(activity)}
      </Text>
    );
  }

  const left = placesLeft(activity);
  return (
    <Paper withBorder radius="sm" p="md" bg="gray.0" component="section" aria-label="报名信息">
      {body}
      <ApplyDialog
        activity={applying ? { id: activity.id, activityName: activity.activityName, placesLeft: left } : null}
        defaultName={userInfo?.name ?? ''}
        onClose={() => setApplying(false)}
      />
      <LoginPrompt opened={loginPrompt} onClose={() => setLoginPrompt(false)} />
      <EvaluateDialog registrationId={evaluating && mine ? mine.id : null} activityName={activity.activityName} onClose={() => setEvaluating(false)} />
      <CancelConfirm
        opened={confirming}
        loading={cancel.isPending}
        onConfirm={() => mine && cancel.mutate(mine.id)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
