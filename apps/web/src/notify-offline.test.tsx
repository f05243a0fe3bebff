import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AppNotifications, notify } from './notify';

// The server is down: the container's chunk cannot be fetched.
vi.mock('./notifications-chunk', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('AppNotifications when the notifications chunk cannot load', () => {
  it('still shows the notice (网络连接错误 while the server is down)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider>
        <AppNotifications />
      </MantineProvider>,
    );
    for (let i = 0; i < 5; i += 1) notify({ message: '网络连接错误', color: 'red' });
    expect(await screen.findByText('网络连接错误')).toBeTruthy();
    expect(screen.getAllByText('网络连接错误')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('网络连接错误');
  });
});
