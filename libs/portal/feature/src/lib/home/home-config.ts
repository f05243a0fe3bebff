/**
 * The home configuration of the administration (首页配置, `getPortalHomeConfig`; seeds 000 §2 home,
 * footer): enabled carousel slides, hot blocks, quick links and friend links, each by sort.
 */
import { type components, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { HomeSlide } from './home-page';

/** The home configuration as the server gives it (`SysHomePortal`). */
export type PortalHomeConfig = components['schemas']['SysHomePortal'];
/** One entry of it (`SysHomeConfig`). */
export type PortalHomeEntry = components['schemas']['SysHomeConfig'];

/** Query options of the home configuration (public; cached 5 minutes). */
export function portalHomeConfigQuery() {
  return queryOptions({
    queryKey: ['portalHomeConfig'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/sys/homeConfig/portalConfig', { signal })),
    staleTime: 300_000,
  });
}

/** The home configuration (see {@link portalHomeConfigQuery}). */
export const usePortalHomeConfig = () => useQuery(portalHomeConfigQuery());

/**
 * The address of a configured image: a web-app address (`/banners/…`) or an `http(s)://` address
 * as it is, an uploaded file's `filePath` through the download operation (/files/dowload).
 */
export function configImageSrc(path: string | null | undefined): string | null {
  if (!path) return null;
  if (path.startsWith('/') || /^https?:\/\//i.test(path)) return path;
  return api.url('/files/dowload', { filePath: path });
}

/** The configured carousel entries as slides. */
export function toHomeSlides(entries: readonly PortalHomeEntry[]): HomeSlide[] {
  return entries.map((e) => ({ id: e.id, title: e.title, imageSrc: configImageSrc(e.imagePath), href: e.linkUrl ?? null }));
}
