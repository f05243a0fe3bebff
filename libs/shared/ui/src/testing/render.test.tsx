import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { render, screen, userEvent } from './index';

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: async () => '你好' });
  return <Button>{data ?? '加载中'}</Button>;
}

describe('render', () => {
  it('provides Mantine and a fresh QueryClient', async () => {
    const { queryClient } = render(<Greeting />);
    expect(await screen.findByRole('button', { name: '你好' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['greeting'])).toBe('你好');
    await userEvent.click(screen.getByRole('button'));
  });

  it('gives every test its own cache', () => {
    const { queryClient } = render(<Greeting />);
    expect(queryClient.getQueryData(['greeting'])).toBeUndefined();
  });
});
