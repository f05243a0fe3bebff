import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useApplyTrainActivity } from '@qifu/training-data-access';
import { validateMobile } from '@qifu/validation';
import { useState, type FormEvent } from 'react';

/** Text when the registrant's name is blank (the documents give none; the server answers the same). */
export const APPLY_NAME_REQUIRED = '请输入报名人姓名';
/** Most people one registration may bring (TrainApplyForm.applyNum). */
export const MAX_APPLY_NUM = 50;

/** The activity a registration is for. */
export interface ApplyTarget {
  id: string;
  activityName: string;
  /** Places left; null = unlimited. */
  placesLeft: number | null;
}

/** Props of {@link ApplyDialog}. */
export interface ApplyDialogProps {
  /** The activity; the dialog is open while this is set. */
  activity: ApplyTarget | null;
  /** Prefilled 姓名 (the logged-in user's name). */
  defaultName?: string;
  onClose: () => void;
}

interface Errors {
  applyName?: string | null;
  applyPhone?: string | null;
}

function ApplyForm({ activity, defaultName = '', onClose }: { activity: ApplyTarget; defaultName?: string; onClose: () => void }) {
  const [applyName, setApplyName] = useState(defaultName);
  const [applyPhone, setApplyPhone] = useState('');
  const [applyNum, setApplyNum] = useState<number>(1);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const maxNum = Math.max(1, Math.min(MAX_APPLY_NUM, activity.placesLeft ?? MAX_APPLY_NUM));
  const mutation = useApplyTrainActivity({
    onSuccess: () => {
      notifications.show({ color: 'green', message: '报名成功', autoClose: 3000 });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      applyName: applyName.trim() ? null : APPLY_NAME_REQUIRED,
      applyPhone: validateMobile(applyPhone),
    };
    setErrors(next);
    if (next.applyName || next.applyPhone) return;
    mutation.mutate({
      activityId: activity.id,
      applyName: applyName.trim(),
      applyPhone: applyPhone.trim(),
      applyNum,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {activity.activityName}
        </Text>
        <TextInput
          label="姓名"
          required
          maxLength={50}
          value={applyName}
          error={errors.applyName}
          onChange={(event) => {
            setApplyName(event.currentTarget.value);
            if (errors.applyName) setErrors({ ...errors, applyName: null });
          }}
          data-autofocus
        />
        <TextInput
          label="手机号"
          required
          inputMode="numeric"
          maxLength={11}
          placeholder="请输入11位手机号"
          value={applyPhone}
          error={errors.applyPhone}
          onChange={(event) => {
            setApplyPhone(event.currentTarget.value);
            if (errors.applyPhone) setErrors({ ...errors, applyPhone: null });
          }}
        />
        <NumberInput
          label="参加人数"
          description={activity.placesLeft === null ? '不限名额' : `剩余名额 ${activity.placesLeft} 人`}
          min={1}
          max={maxNum}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={applyNum}
          onChange={(value) => setApplyNum(typeof value === 'number' && value >= 1 ? value : 1)}
        />
        <Textarea label="备注" maxLength={200} autosize minRows={2} maxRows={4} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} />
        {mutation.isError ? (
          <Alert color="red" variant="light" role="alert" title="报名失败">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            取消
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            提交报名
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The registration dialog of propagandaDetails (我要报名, seeds 000 §2; contract applyTrainActivity):
 * 姓名 (required, 请输入报名人姓名), 手机号 (手机号不能为空 / 手机号格式错误, `@qifu/validation`),
 * 参加人数 (1 – the places left, at most 50) and 备注. On success 报名成功 and the dialog closes (the
 * page's registration state refreshes); a refusal of the server (名额不足, 已报名 …) shows in the dialog.
 */
export function ApplyDialog({ activity, defaultName, onClose }: ApplyDialogProps) {
  return (
    <Modal opened={activity !== null} onClose={onClose} title="活动报名" centered size="md">
      {activity ? <ApplyForm key={activity.id} activity={activity} defaultName={defaultName} onClose={onClose} /> : null}
    </Modal>
  );
}
