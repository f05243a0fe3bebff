import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changePassword } from '@qifu/session';
import { validateNewPassword, validateOldPassword } from '@qifu/validation';
import { useState, type FormEvent } from 'react';

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after the password changed (the caller logs out, seeds 000 §8). */
  onChanged: () => void;
}

interface Errors {
  oldPassword: string | null;
  newPassword: string | null;
}

function ChangePasswordForm({ onClose, onChanged }: Omit<ChangePasswordDialogProps, 'opened'>) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({ oldPassword: null, newPassword: null });
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { oldPassword: validateOldPassword(oldPassword), newPassword: validateNewPassword(newPassword) };
    setErrors(next);
    if (next.oldPassword || next.newPassword) return;
    setSubmitting(true);
    try {
      await changePassword({ oldPassword, newPassword });
      notifications.show({ color: 'green', message: '密码修改成功,请重新登录', autoClose: 3000 });
      onChanged();
    } catch {
      // the API client already showed the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="旧密码"
          placeholder="请输入旧密码"
          required
          autoComplete="current-password"
          value={oldPassword}
          error={errors.oldPassword}
          onChange={(event) => setOldPassword(event.currentTarget.value)}
          data-autofocus
        />
        <PasswordInput
          label="新密码"
          placeholder="请输入新密码"
          required
          autoComplete="new-password"
          value={newPassword}
          error={errors.newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          密码至少8位且包含数字，字母和特殊符号（~!@#$%^&*）
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            取消
          </Button>
          <Button type="submit" loading={submitting}>
            确定
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The change-password dialog (seeds 000 §2, §3, §5, §8): old password (请输入旧密码), new password
 * (请输入新密码; complexity 不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号); on success
 * 密码修改成功,请重新登录 and `onChanged` (log out).
 */
export function ChangePasswordDialog({ opened, onClose, onChanged }: ChangePasswordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="修改密码" centered>
      {opened ? <ChangePasswordForm onClose={onClose} onChanged={onChanged} /> : null}
    </Modal>
  );
}
