import { isOldModelAtom, sessionStore } from '@qifu/session';
import { render, screen, userEvent } from '@qifu/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';

import { ElderSwitch } from './elder-switch';
import { useElderModeDocument } from './use-elder-mode';

function Page({ withSwitch = true }: { withSwitch?: boolean }) {
  useElderModeDocument();
  return (
    <>
      {withSwitch ? <ElderSwitch /> : null}
      <p>正文</p>
    </>
  );
}

afterEach(() => {
  sessionStore.set(isOldModelAtom, false);
  sessionStorage.clear();
});

describe('ElderSwitch + useElderModeDocument (适老化, issue 14)', () => {
  it('switches <html data-elder> on and off and keeps the choice in session storage', async () => {
    render(<Page />);
    const html = document.documentElement;
    expect(html).not.toHaveAttribute('data-elder');
    const on = screen.getByRole('button', { name: '长者模式' });
    expect(on).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(on);
    expect(html).toHaveAttribute('data-elder', 'true');
    expect(sessionStorage.getItem('isOldModel')).toBe('true');
    const off = screen.getByRole('button', { name: '标准模式' });
    expect(off).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(off);
    expect(html).not.toHaveAttribute('data-elder');
    expect(sessionStorage.getItem('isOldModel')).toBe('false');
  });

  it('starts in the mode kept for the session and leaves the document when the page goes', () => {
    sessionStore.set(isOldModelAtom, true);
    const { unmount } = render(<Page withSwitch={false} />);
    expect(document.documentElement).toHaveAttribute('data-elder', 'true');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-elder');
  });
});
