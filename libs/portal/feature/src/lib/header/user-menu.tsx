import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';

import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { CALL_CENTRE_PATH, logout, menuHasCallCentre, openDataAuthorization, useSession } from '@qifu/session';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';

import { AppLink } from '@qifu/ui';
import { CITY_PLATFORM_URLS } from '../menu/portal-links';
import { usePublicConfig } from '../use-public-config';
import { ChangePasswordDialog } from './change-password-dialog';
import { SwitchCompanyDialog } from './switch-company-dialog';

/**
 * The logged-in user's greeting `您好，{name}` and dropdown (seeds 000 §6 "Header dropdown"):
 * 进入工作台 (→ /index) and 退出登录 for everyone, 呼叫中心 (→ /ecall) for a user whose menu holds the call centre
 * (the CALL operator, issue 16), 修改密码 for YYF, 市企业服务平台 for GR and QY,
 * 企业用户授权 for QY when the agreement check is on (`agreementCheck`: the prop, else the public
 * configuration's `agreementCheck`, true until it is loaded), and 切换企业身份 (role switching, seeds
 * 000 §4) for an individual (GR) and for a session already switched into an enterprise (`oldType`).
 */
export function UserMenu({ agreementCheck }: { agreementCheck?: boolean } = {}) {
  const { userInfo, menuList } = useSession();
  const callCentre = menuHasCallCentre(menuList);
  const config = usePublicConfig();
  const withAgreement = agreementCheck ?? config.data?.agreementCheck ?? true;
  const router = useRouter();
  const [changingPassword, setChangingPassword] = useState(false);
  const [switchingCompany, setSwitchingCompany] = useState(false);
  const userType = userInfo?.userType;
  const canSwitch = userType === 'GR' || (userType === 'QY' && Boolean(userInfo?.oldType));
  const cityPlatform = userType === 'GR' || userType === 'QY' ? CITY_PLATFORM_URLS[userType] : null;

  const signOut = async () => {
    const target = await logout();
    await router.navigate({ href: target });
  };

  return (
    <>
      <Menu position="bottom-end" withArrow shadow="md" width={180} trigger="click-hover" openDelay={50} closeDelay={150}>
        <Menu.Target>
          <UnstyledButton px="xs" py={6}>
            <Group gap={4} wrap="nowrap">
              <Text fw={500} c="blue.8">
                您好，{userInfo?.name ?? ''}
              </Text>
              <Text span c="blue.8" aria-hidden="true">
                ▾
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={AppLink} href="/index">
            进入工作台
          </Menu.Item>
          {callCentre ? (
            <Menu.Item component={AppLink} href={CALL_CENTRE_PATH}>
              呼叫中心
            </Menu.Item>
          ) : null}
          {userType === 'YYF' ? <Menu.Item onClick={() => setChangingPassword(true)}>修改密码</Menu.Item> : null}
          {cityPlatform ? (
            <Menu.Item component="a" href={cityPlatform} target="_blank" rel="noopener noreferrer">
              市企业服务平台
            </Menu.Item>
          ) : null}
          {userType === 'QY' && withAgreement ? <Menu.Item onClick={openDataAuthorization}>企业用户授权</Menu.Item> : null}
          {canSwitch ? <Menu.Item onClick={() => setSwitchingCompany(true)}>切换企业身份</Menu.Item> : null}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOut()}>
            退出登录
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordDialog
        opened={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={() => {
          setChangingPassword(false);
          void signOut();
        }}
      />
      <SwitchCompanyDialog opened={switchingCompany} onClose={() => setSwitchingCompany(false)} onSwitched={() => void router.invalidate()} />
    </>
  );
}
