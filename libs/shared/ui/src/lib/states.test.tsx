import { ApiError } from '@qifu/sdk';
import { describe, expect, it } from 'vitest';

import { render, screen } from '../testing';
import { ErrorState } from './states';

describe('ErrorState (issue 14: one message per distinct error)', () => {
  it('says 加载失败 with the reason when no notice told it', () => {
    render(<ErrorState error={new ApiError({ status: 0, code: 'NETWORK_ERROR', msg: '网络连接错误', description: undefined, path: '/x' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败网络连接错误');
  });

  it('does not repeat a reason the notice already showed (API down: 网络连接错误 once on the page)', () => {
    render(
      <ErrorState
        error={new ApiError({ status: 0, code: 'NETWORK_ERROR', msg: '网络连接错误', description: undefined, path: '/x', shown: true })}
        onRetry={() => undefined}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    expect(alert).not.toHaveTextContent('网络连接错误');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('ErrorState keeps a business reason', () => {
  it('shows 土地信息不存在 in the panel even after the notice said it (the notice closes, the panel stays)', () => {
    render(
      <ErrorState
        error={new ApiError({ status: 200, code: 'NOT_FOUND_ENTITY', msg: '土地信息不存在', description: undefined, path: '/x', shown: true })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败土地信息不存在');
  });
});
