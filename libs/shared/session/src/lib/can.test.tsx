import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { clearSession, permissionsAtom, sessionStore } from './atoms';
import { Can } from './can';

afterEach(() => clearSession());

describe('Can (seeds 000 §6: elements without permission are removed)', () => {
  it('shows its children only while the permission is held, and the fallback otherwise', () => {
    sessionStore.set(permissionsAtom, ['sys:user:list']);
    render(
      <>
        <Can permission="sys:user:save">
          <button type="button">新增</button>
        </Can>
        <Can permission={['sys:user:delete', 'sys:user:list']}>
          <button type="button">查看</button>
        </Can>
        <Can permission="sys:user:resetPwd" fallback={<span>无权限</span>}>
          <button type="button">重置密码</button>
        </Can>
      </>,
    );
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.getByText('无权限')).toBeInTheDocument();

    act(() => sessionStore.set(permissionsAtom, ['sys:user:save']));
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看' })).not.toBeInTheDocument();
  });
});
