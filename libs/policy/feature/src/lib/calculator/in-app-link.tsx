import { useRouter } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Props of {@link InAppLink}: an anchor whose `href` is an in-app path (from `policy-links.ts`). */
export type InAppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An anchor navigated inside the app with the router (`router.navigate({ href })`), for the
 * policy-service addresses of `policy-links.ts` (path and query as one string). Modified clicks
 * and `target="_blank"` keep the browser's behaviour. Usable as a Mantine `component`.
 */
export const InAppLink = forwardRef<HTMLAnchorElement, InAppLinkProps>(function InAppLink({ href, onClick, target, children, ...rest }, ref) {
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
