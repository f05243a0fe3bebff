/**
 * The hand-over from index.html's boot shell to the app (issue 14, fast first paint): the server's
 * first screen stays until the app's page has rendered its own, never both at once, never forever.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BOOT_SHELL_TIMEOUT_MS, releaseBootShell } from './boot-shell';

/** A page as index.html leaves it: the boot shell (with or without the first screen) and an empty #root. */
function page(withFirstScreen: boolean) {
  document.body.innerHTML = `<div id="boot-shell"${withFirstScreen ? ' data-first-screen' : ''}><h1>政策超市</h1></div><div id="root"></div>`;
  return { shell: document.getElementById('boot-shell') as HTMLElement, root: document.getElementById('root') as HTMLElement };
}

/** Lets the MutationObserver callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('releaseBootShell', () => {
  it('the plain boot shell goes as soon as the app puts something into #root', async () => {
    const { shell, root } = page(false);
    releaseBootShell(shell, root);
    root.innerHTML = '<header>德清县企业综合服务中心</header>';
    await settle();
    expect(document.getElementById('boot-shell')).toBeNull();
  });

  it('the first screen stays while the app shows its header or a loading placeholder, and goes once its page has rendered', async () => {
    const { shell, root } = page(true);
    releaseBootShell(shell, root);
    root.innerHTML = '<header>德清县企业综合服务中心</header>';
    await settle();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    root.innerHTML = '<header></header><main><div role="status" aria-busy="true" aria-label="加载中"></div></main>';
    await settle();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    root.querySelector('main')?.replaceChildren(Object.assign(document.createElement('h1'), { textContent: '政策超市' }));
    await settle();
    expect(document.getElementById('boot-shell')).toBeNull();
  });

  it('a page that never finishes loading still replaces the first screen after the time limit', async () => {
    vi.useFakeTimers();
    const { shell, root } = page(true);
    releaseBootShell(shell, root);
    root.innerHTML = '<main><div aria-busy="true"></div></main>';
    await vi.advanceTimersByTimeAsync(BOOT_SHELL_TIMEOUT_MS - 1);
    expect(document.getElementById('boot-shell')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(document.getElementById('boot-shell')).toBeNull();
  });
});
