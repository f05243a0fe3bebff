/**
 * Hands the page over from index.html's boot shell to the app (issue 14, fast first paint).
 *
 * The boot shell is plain HTML painted before the JavaScript: the header bars, and for an anonymous
 * visit to the home or the policy market also the page's first screen written by the server
 * (`data-first-screen`, apps/api/src/web/first-screen-html.ts; CSS in index.html keeps `#root` laid
 * out but out of sight meanwhile).
 */

/** Longest time the server's first screen stays in place of the app's (ms). */
export const BOOT_SHELL_TIMEOUT_MS = 4000;

/**
 * Whether the app's page in `container` has rendered its first screen: its `<main>` has content
 * and no loading placeholder (`aria-busy="true"`) starts above the bottom of the viewport.
 */
export function firstScreenRendered(container: HTMLElement): boolean {
  const main = container.querySelector('main');
  if (!main || main.childElementCount === 0) return false;
  for (const busy of container.querySelectorAll('[aria-busy="true"]')) {
    if (busy.getBoundingClientRect().top < window.innerHeight) return false;
  }
  return true;
}

/**
 * Removes `bootShell` once the app has put its page into `container`:
 * - plain boot shell (header bars only): when React first puts something into `container` — a
 *   MutationObserver callback runs before the browser paints that change, so the page never shows
 *   both;
 * - with the server's first screen: at the first change of `container` after which
 *   {@link firstScreenRendered} holds (before that change is painted), or after `timeoutMs`
 *   (default {@link BOOT_SHELL_TIMEOUT_MS}) whatever the app shows then, so a page that fails to
 *   load still ends up showing the app's error state.
 */
export function releaseBootShell(bootShell: HTMLElement, container: HTMLElement, timeoutMs = BOOT_SHELL_TIMEOUT_MS): void {
  const withContent = bootShell.hasAttribute('data-first-screen');
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    bootShell.remove();
  };
  const observer = new MutationObserver(() => {
    if (withContent ? firstScreenRendered(container) : container.firstChild) release();
  });
  observer.observe(container, { childList: true, subtree: withContent });
  const timer = withContent ? setTimeout(release, timeoutMs) : undefined;
}
