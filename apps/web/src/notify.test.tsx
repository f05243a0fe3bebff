import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AppNotifications, notify } from './notify';

describe('AppNotifications', () => {
  afterEach(() => act(() => notifications.clean()));

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

  it('shows one message per distinct error at a time: five identical failures give one notice (issue 14)', async () => {
    render(
      <MantineProvider>
        <AppNotifications />
      </MantineProvider>,
    );
    act(() => {
      for (let i = 0; i < 5; i += 1) notify({ message: '网络连接错误', color: 'red', autoClose: 5000 });
      notify({ message: '服务器正在更新，请稍等', color: 'red', autoClose: 5000 });
    });
    expect(await screen.findByText('服务器正在更新，请稍等')).toBeTruthy();
    expect(screen.getAllByText('网络连接错误')).toHaveLength(1);

    // Once the first has closed, the same error may be told again.
    act(() => notifications.clean());
    await waitFor(() => expect(screen.queryByText('网络连接错误')).toBeNull());
    act(() => notify({ message: '网络连接错误', color: 'red' }));
    expect(await screen.findByText('网络连接错误')).toBeTruthy();
  });
});
