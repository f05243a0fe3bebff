import { useSession } from '@qifu/session';
import { type MouseEvent } from 'react';

import { PortalHeader } from '../header/portal-header';
import layoutClasses from '../layout/portal-layout.module.css';

/** Visually hidden, read by screen readers: the page's one `h1` (issue 14). */
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Whether this page runs inside a frame of another site. */
function embedded(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/**
 * Inside a frame, a plain click on a link of the header opens its address in the whole window
 * instead of the frame (the portal replaces the embedding site).
 */
function openInTopWindow(event: MouseEvent<HTMLDivElement>) {
  if (!embedded() || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
  event.preventDefault();
  event.stopPropagation();
  window.open(anchor.href, '_top');
}

/**
 * /header (seeds 000 §2): the portal header alone — logo, elder-friendly switch, login links or the
 * user's dropdown, main menu — for embedding in the sub-platform sites (e.g. in an iframe). When
 * framed, its links open in the whole window. The elder-friendly mode applies here too.
 */
export function HeaderPage() {
  const { isOldModel } = useSession();
  return (
    // capture only: the links inside stay the interactive elements
    <div className={layoutClasses.root} data-elder={isOldModel || undefined} onClickCapture={openInTopWindow}>
      <h1 style={srOnly}>页头</h1>
      <PortalHeader />
    </div>
  );
}
