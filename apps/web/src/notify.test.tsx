import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppNotifications, notify } from './notify';

describe('AppNotifications', () => {
  it('mounts no container before the first notice, then shows notices from notify() and from the libraries', async () => {
    render(
      <MantineProvider>
        <AppNotifications />
      </MantineProvider>,
    );
    expect(document.querySelector('[data-position="top-center"]')).toBeNull();

    notify({ message: '网络异常，请稍后重试', color: 'red' });
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-position="top-center"]')).not.toBeNull());

    notifications.show({ message: '保存成功' });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });
});
