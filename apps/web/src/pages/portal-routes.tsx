/**
 * The portal's pages beyond the home, adapted from the router (URL search → props). Each page
 * group loads in its own chunk when its route renders: 全站搜索, the custom forms, the widget demo.
 */
import { Box, Loader } from '@mantine/core';
import { loadAppealHomeBlocks } from '@qifu/appeal-feature';
import { loadCmsHomeBlocks } from '@qifu/cms-feature';
import { loadLandHomeBlocks } from '@qifu/land-feature';
import { loadPortalPages, type GlobalSearchSearch } from '@qifu/portal-feature';
import { loadTechHomeBlocks } from '@qifu/tech-feature';
import { loadTrainingHomeBlocks } from '@qifu/training-feature';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

import { withChunkTimeout } from '../chunk';

// This module is itself loaded lazily (portal routes): wait for the page loaders here.
const { loadDemoPage, loadFormPages, loadSearchPage } = await withChunkTimeout(loadPortalPages());

const GlobalSearchPage = lazy(() =>
  withChunkTimeout(loadSearchPage()).then((m) => ({
    default: m.GlobalSearchPage,
  })),
);
const CommonFormPage = lazy(() =>
  withChunkTimeout(loadFormPages()).then((m) => ({
    default: m.CommonFormPage,
  })),
);
const FormPreviewPage = lazy(() =>
  withChunkTimeout(loadFormPages()).then((m) => ({
    default: m.FormPreviewPage,
  })),
);
const DemoPage = lazy(() => withChunkTimeout(loadDemoPage()).then((m) => ({ default: m.DemoPage })));

function Pending({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box py={80} style={{ display: 'flex', justifyContent: 'center' }} role="status" aria-busy="true" aria-label="加载中">
          <Loader />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

const searchRoute = getRouteApi('/page/search');
const commonFormRoute = getRouteApi('/commonform');
const previewRoute = getRouteApi('/preview');

/** /page/search?keyword&type&page: 全站搜索; every new search, tab and page is a history entry. */
export function GlobalSearchRoute(): ReactElement {
  const search = searchRoute.useSearch();
  const navigate = searchRoute.useNavigate();
  return (
    <Pending>
      <GlobalSearchPage search={search} onSearchChange={(next: GlobalSearchSearch) => void navigate({ search: next })} />
    </Pending>
  );
}

/** /commonform?id: the custom-form designer; a saved new form's id replaces the URL, preview opens /preview?id. */
export function CommonFormRoute(): ReactElement {
  const { id } = commonFormRoute.useSearch();
  const navigate = commonFormRoute.useNavigate();
  return (
    <Pending>
      <CommonFormPage
        {...(id ? { id } : {})}
        onOpen={(next) =>
          void navigate({
            search: next ? { id: next } : {},
            replace: !id && Boolean(next),
          })
        }
        onPreview={(formId) => void navigate({ to: '/preview', search: { id: formId } })}
      />
    </Pending>
  );
}

/** /preview?id: the saved custom form rendered with its 保存 (0) and 发布 (1) actions. */
export function FormPreviewRoute(): ReactElement {
  const { id } = previewRoute.useSearch();
  return (
    <Pending>
      <FormPreviewPage {...(id ? { id } : {})} />
    </Pending>
  );
}

/** /demo: the shared widgets with their rules, data from the database. */
export function DemoRoute(): ReactElement {
  return (
    <Pending>
      <DemoPage />
    </Pending>
  );
}

// ---- the other domains' blocks of the home page (composed by ./home-route through this lazy module) ----
const HomeNewsBlock = lazy(() => withChunkTimeout(loadCmsHomeBlocks()).then((m) => ({ default: m.HomeNewsBlock })));
const HomeMarketBlock = lazy(() => withChunkTimeout(loadLandHomeBlocks()).then((m) => ({ default: m.HomeMarketBlock })));
const HomeTechBlock = lazy(() => withChunkTimeout(loadTechHomeBlocks()).then((m) => ({ default: m.HomeTechBlock })));
const HomeMyActivity = lazy(() => withChunkTimeout(loadTrainingHomeBlocks()).then((m) => ({ default: m.HomeMyActivity })));
const HomeMyAppeal = lazy(() => withChunkTimeout(loadAppealHomeBlocks()).then((m) => ({ default: m.HomeMyAppeal })));

/** 产业资讯 of the home: the newest news (`HomeNewsBlock`, 6 a tab). */
export const HomeNewsSlot = (): ReactElement => <HomeNewsBlock count={6} />;
/** 厂房土地 of the home: the newest land and workshop listings (`HomeMarketBlock`, 4 each). */
export const HomeMarketSlot = (): ReactElement => <HomeMarketBlock count={4} />;
/** 科技服务 of the home: technology highlights (`HomeTechBlock`, 4 each). */
export const HomeTechSlot = (): ReactElement => <HomeTechBlock count={4} />;
/** 我的活动 of a logged-in enterprise (`HomeMyActivity`). */
export const HomeMyActivitySlot = (): ReactElement => <HomeMyActivity limit={5} />;
/** 我的诉求 of a logged-in enterprise (`HomeMyAppeal`). */
export const HomeMyAppealSlot = (): ReactElement => <HomeMyAppeal limit={5} />;
