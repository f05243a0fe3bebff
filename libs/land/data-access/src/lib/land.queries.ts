import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api, getPublicConfig, useSession } from '@qifu/session';

import { landKeys } from './land.keys';
import { type ListingDetailOf, type ListingKind, type ListingPage, type MarketListParams, type Town } from './land.types';

/** Drops empty strings and undefined values so that keys and URLs stay canonical. */
function compact<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/**
 * One page of published listings of `kind` (public; seeds 000 §2 sdmarket): listPublicLandInfo,
 * listPublicLandDemand, listPublicWorkshopInfo or listPublicWorkshopDemand, newest first. `mode`
 * goes out as `supplyMode` (land) or `dealType` (workshops); areas in 亩 (land) or ㎡ (workshops).
 * Contact phones come masked. Rejects with the SDK's `ApiError`.
 */
export async function fetchListingPage<K extends ListingKind>(kind: K, params: MarketListParams, signal?: AbortSignal): Promise<ListingPage<K>> {
  const { mode, ...rest } = params;
  const base = compact(rest);
  const land = compact({ ...base, supplyMode: mode });
  const workshop = compact({ ...base, dealType: mode });
  switch (kind) {
    case 'landInfo':
      return unwrap(api.GET('/land/info/publicList', { params: { query: land }, signal })) as Promise<ListingPage<K>>;
    case 'landDemand':
      return unwrap(api.GET('/land/demand/publicList', { params: { query: land }, signal })) as Promise<ListingPage<K>>;
    case 'workshopInfo':
      return unwrap(api.GET('/workshop/info/publicList', { params: { query: workshop }, signal })) as Promise<ListingPage<K>>;
    default:
      return unwrap(api.GET('/workshop/demand/publicList', { params: { query: workshop }, signal })) as Promise<ListingPage<K>>;
  }
}

/**
 * One listing of `kind` (getLandInfoDetail, getLandDemandDetail, getWorkshopInfoDetail,
 * getWorkshopDemandDetail; login optional): a published one for everyone (the server counts a
 * view), the caller's own in every state. The contact phone is masked unless the caller is logged in.
 * Rejects with `ApiError` NOT_FOUND_ENTITY (土地信息不存在 / 厂房信息不存在 / 需求信息不存在) otherwise.
 */
export async function fetchListingDetail<K extends ListingKind>(kind: K, id: string, signal?: AbortSignal): Promise<ListingDetailOf[K]> {
  const init = { params: { query: { id } }, signal };
  switch (kind) {
    case 'landInfo':
      return unwrap(api.GET('/land/info/detail', init)) as Promise<ListingDetailOf[K]>;
    case 'landDemand':
      return unwrap(api.GET('/land/demand/detail', init)) as Promise<ListingDetailOf[K]>;
    case 'workshopInfo':
      return unwrap(api.GET('/workshop/info/detail', init)) as Promise<ListingDetailOf[K]>;
    default:
      return unwrap(api.GET('/workshop/demand/detail', init)) as Promise<ListingDetailOf[K]>;
  }
}

/** The towns (乡镇街道) of the platform's county (public configuration `orgCode` → listRegionChildren). */
export async function fetchTowns(signal?: AbortSignal): Promise<Town[]> {
  const { orgCode } = await getPublicConfig();
  return unwrap(api.GET('/sys/region/children', { params: { query: { parentCode: orgCode } }, signal }));
}

/** Query options of one page of listings; 30 s fresh. Used by the route loader and the page alike. */
export function listingPageQuery<K extends ListingKind>(kind: K, params: MarketListParams) {
  const query = compact(params);
  return queryOptions({
    queryKey: landKeys.list(kind, query),
    queryFn: ({ signal }) => fetchListingPage(kind, query, signal),
    staleTime: 30_000,
  });
}

/** Query options of one listing; `loggedIn` is part of the key (the phone differs). */
export function listingDetailQuery<K extends ListingKind>(kind: K, id: string, loggedIn: boolean) {
  return queryOptions({
    queryKey: landKeys.detail(kind, id, loggedIn),
    queryFn: ({ signal }) => fetchListingDetail(kind, id, signal),
    staleTime: 60_000,
  });
}

/** Query options of the county's towns; fresh for the session. */
export function townsQuery() {
  return queryOptions({
    queryKey: landKeys.towns(),
    queryFn: ({ signal }) => fetchTowns(signal),
    staleTime: Infinity,
  });
}

/** A page of listings (suspends; pair with `QueryBoundary`). */
export function useListingPage<K extends ListingKind>(kind: K, params: MarketListParams) {
  return useSuspenseQuery(listingPageQuery(kind, params));
}

/** A page of listings without suspense (home block), keeping the previous page while the next loads. */
export function useListingPageQuery<K extends ListingKind>(kind: K, params: MarketListParams) {
  return useQuery({ ...listingPageQuery(kind, params), placeholderData: keepPreviousData });
}

/** One listing (suspends); refetched when the caller logs in or out. */
export function useListingDetail<K extends ListingKind>(kind: K, id: string) {
  const { isLoggedIn } = useSession();
  return useSuspenseQuery(listingDetailQuery(kind, id, isLoggedIn));
}

/** The towns of the county as select options `{ value: code, label: name }` (empty while loading or on failure). */
export function useTownOptions() {
  return useQuery({ ...townsQuery(), select: (towns) => towns.map((t) => ({ value: t.code, label: t.name })) });
}

/**
 * The address of a listing photo: a web-app address (`/…`) or an `http(s)://` address as it is, an
 * uploaded file's `filePath` through the download operation (`/files/dowload?filePath=`).
 */
export function listingImageSrc(filePath: string): string {
  if (filePath.startsWith('/') || /^https?:\/\//i.test(filePath)) return filePath;
  return api.url('/files/dowload', { filePath });
}
