import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkPasswordAge, logout } from '@qifu/session';
import { useState } from 'react';

import { ChangePasswordDialog } from './change-password-dialog';

/** The password-age message of seeds 000 §8 (operators, password older than 90 days). */
export const PASSWORD_AGE_MESSAGE = '您的密码已超过90天未修改，请马上修改';
/** Id of the prompt's notification. */
export const PASSWORD_AGE_NOTICE_ID = 'password-age';

/** Props of {@link PasswordAgeNotice}. */
export interface PasswordAgeNoticeProps {
  /** After a successful change: the user is logged out; go to this route (`/login` for operators). */
  onLoggedOut: (target: string) => void;
}

/**
 * The content of the password-age prompt: the message, 立即修改 opening the change-password dialog;
 * a successful change logs out (seeds 000 §8 "Password: 密码修改成功,请重新登录, then logout").
 */
export function PasswordAgeNotice({ onLoggedOut }: PasswordAgeNoticeProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">{PASSWORD_AGE_MESSAGE}</Text>
        <Button size="xs" variant="light" color="orange" onClick={() => setOpened(true)}>
          立即修改
        </Button>
      </Group>
      <ChangePasswordDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onChanged={() => {
          setOpened(false);
          notifications.hide(PASSWORD_AGE_NOTICE_ID);
          void logout().then(onLoggedOut);
        }}
      />
    </>
  );
}

/**
 * After an operator's login (seeds 000 §6 "Operators (YYF) get a prompt when the password is older
 * than 90 days", §8): asks `isNeedUpdatePwd` and, when the password is too old, shows the prompt
 * 您的密码已超过90天未修改，请马上修改 as a notification that stays until closed, with 立即修改
 * opening the change-password dialog. It lives in the app's notifications container, so it
 * survives the navigation to the workbench. A failed check shows nothing.
 */
export async function promptPasswordAge(onLoggedOut: (target: string) => void): Promise<boolean> {
  const age = await checkPasswordAge().catch(() => null);
  if (!age?.needUpdate) return false;
  notifications.show({
    id: PASSWORD_AGE_NOTICE_ID,
    color: 'orange',
    autoClose: false,
    message: <PasswordAgeNotice onLoggedOut={onLoggedOut} />,
  });
  return true;
}
