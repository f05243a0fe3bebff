import { Box, Container } from '@mantine/core';
import { isZZDAtom, isZzdPath, sessionStore, useSession } from '@qifu/session';
import { BackToTop } from '@qifu/ui';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';

import { PortalHeader } from '../header/portal-header';
import classes from './portal-layout.module.css';

/** The footer is below the fold: it arrives in its own chunk, after the page's first render. */
const PortalFooter = lazy(() => import('../footer/portal-footer').then((m) => ({ default: m.PortalFooter })));

/** Props of {@link PortalLayout}. */
export interface PortalLayoutProps {
  /** Extra actions of the header's top bar (composed by the app, e.g. 意见反馈). */
  headerActions?: ReactNode;
}

/**
 * The public shell of /page/* (seeds 000 §2 "Shared screen elements"): header with the main menu,
 * the page (`<Outlet/>`) in a 1200 px container, footer and the back-to-top button (after 300 px).
 * - Government-app mode (seeds 000 §2): a path containing `zzd` switches the session to it
 *   (`isZZD`, session storage, kept until the browser tab closes); in it the header menu and the
 *   footer are hidden.
 * - Elder-friendly mode (`isOldModel`, seeds 000 §3): the root carries `data-elder`, which scales
 *   Mantine's font-size and spacing variables (and the header's own sizes) by about 1.25.
 */
export function PortalLayout({ headerActions }: PortalLayoutProps = {}) {
  const { isZZD, isOldModel } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const zzdPath = isZzdPath(pathname);
  useEffect(() => {
    if (zzdPath && !sessionStore.get(isZZDAtom)) sessionStore.set(isZZDAtom, true);
  }, [zzdPath]);
  const zzd = isZZD || zzdPath;
  return (
    <Box mih="100vh" className={classes.root} data-elder={isOldModel || undefined} style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <a href="#main-content" className="skip-link">
        跳到主要内容
      </a>
      <PortalHeader hideMenu={zzd} actions={headerActions} />
      <Container component="main" id="main-content" size="lg" py="lg" w="100%" className={classes.main} style={{ flex: 1 }} tabIndex={-1}>
        <Outlet />
      </Container>
      {zzd ? null : (
        <Suspense fallback={null}>
          <PortalFooter />
        </Suspense>
      )}
      <BackToTop threshold={300} />
    </Box>
  );
}
