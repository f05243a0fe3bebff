/**
 * The component of the `/work/$` route: the registry's page of the path, behind its permission
 * (seeds 000 §6: without it, 您没有访问该页面的权限). Loaded lazily with the workbench. A path the menu allows but no page serves is
 * an unknown route (/404, seeds 000 §2).
 */
import { Box, Loader } from '@mantine/core';
import { Can } from '@qifu/session';
import { ErrorState } from '@qifu/ui';
import { Navigate, useLoaderData } from '@tanstack/react-router';
import { Suspense } from 'react';

import { type WorkPageLoaderData } from './registry';

function PageLoading() {
  return (
    <Box py={60} style={{ display: 'flex', justifyContent: 'center' }} role="status" aria-busy="true" aria-label="加载中">
      <Loader />
    </Box>
  );
}

/** What a user sees on a menu page without its list permission (seeds 000 §6). */
export const NO_PAGE_PERMISSION = '您没有访问该页面的权限';

/** Renders the workbench page of the current path (the layout around it comes from the /work route). */
export function WorkPageRoute() {
  // The loader looked the path up in the registry (and loaded the page's module).
  const { entry }: WorkPageLoaderData = useLoaderData({ from: '/work/$' });
  if (!entry) return <Navigate to="/404" replace />;
  const Page = entry.component;
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  if (!entry.permission) return page;
  return (
    <Can permission={entry.permission} fallback={<ErrorState title={NO_PAGE_PERMISSION} />}>
      {page}
    </Can>
  );
}
