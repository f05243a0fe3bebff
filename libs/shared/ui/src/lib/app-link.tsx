import { useRouter } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Props of {@link AppLink}: an anchor whose `href` is an in-app path. */
export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An anchor to an in-app path navigated inside the app (seeds 000 §2 "Internal menu paths are
 * navigated inside the app"), for paths the route tree may not know yet (they land on /404).
 * Modified clicks (new tab, new window) keep the browser's behaviour.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, onClick, target, children, ...rest }, ref) {
  const router = useRouter();
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || target === '_blank' || !isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
