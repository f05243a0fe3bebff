import { Box, Container } from '@mantine/core';
import { useSession } from '@qifu/session';
import { BackToTop } from '@qifu/ui';
import { Outlet } from '@tanstack/react-router';

import { PortalFooter } from '../footer/portal-footer';
import { PortalHeader } from '../header/portal-header';

/**
 * The public shell of /page/* (seeds 000 §2 "Shared screen elements"): header with the main menu,
 * the page (`<Outlet/>`) in a 1200 px container, footer and the back-to-top button (after 300 px).
 * In government-app mode (`isZZD`) the menu and the footer are hidden.
 */
export function PortalLayout() {
  const { isZZD } = useSession();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <a href="#main-content" className="skip-link">
        跳到主要内容
      </a>
      <PortalHeader hideMenu={isZZD} />
      <Container component="main" id="main-content" size="lg" py="lg" w="100%" style={{ flex: 1 }} tabIndex={-1}>
        <Outlet />
      </Container>
      {isZZD ? null : <PortalFooter />}
      <BackToTop threshold={300} />
    </Box>
  );
}
