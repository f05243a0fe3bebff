import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api, getPublicConfig, useSession } from '@qifu/session';

import { landKeys } from './land.keys';
import {
  type ListingDetailOf,
  type ListingStatusCode,
  type ListingKind,
  type ListingManageParams,
  type ListingMarket,
  type ListingPage,
  type MarketListParams,
  type ReviewLogParams,
  type ReviewLogRow,
  type Town,
} from './land.types';
import { compactQuery } from '@qifu/util';

/**
 * One page of published listings of `kind` (public; seeds 000 §2 sdmarket): listPublicLandInfo,
 * listPublicLandDemand, listPublicWorkshopInfo or listPublicWorkshopDemand, newest first. `mode`
 * goes out as `supplyMode` (land) or `dealType` (workshops); areas in 亩 (land) or ㎡ (workshops).
 * Contact phones come masked. Rejects with the SDK's `ApiError`.
 */
export async function fetchListingPage<K extends ListingKind>(kind: K, params: MarketListParams, signal?: AbortSignal): Promise<ListingPage<K>> {
  const { mode, ...rest } = params;
  const base = compactQuery(rest);
  const land = compactQuery({ ...base, supplyMode: mode });
  const workshop = compactQuery({ ...base, dealType: mode });
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
  const query = compactQuery(params);
  return queryOptions({
    queryKey: landKeys[kind].publicList(query),
    queryFn: ({ signal }) => fetchListingPage(kind, query, signal),
    staleTime: 30_000,
  });
}

/**
 * Query options of one listing; `loggedIn` is part of the key (the phone differs). The workbench
 * reads its listings (any state: staff and the owner) with `loggedIn` true.
 */
export function listingDetailQuery<K extends ListingKind>(kind: K, id: string, loggedIn: boolean) {
  return queryOptions({
    queryKey: landKeys[kind].detail(id, loggedIn),
    queryFn: ({ signal }) => fetchListingDetail(kind, id, signal),
    staleTime: 60_000,
  });
}

// ---------------------------------------------------------------- workbench

/**
 * One page of the workbench list of `kind` (listLandInfo, listLandDemand, listWorkshopInfo,
 * listWorkshopDemand): every state, newest first, with the full contact phone. The server scopes it
 * by the caller — staff (土地供应 … 厂房需求) get every listing, an enterprise (我的用地需求,
 * 我的厂房房源, 我的厂房需求) only its own — so the same builder serves the staff and the "my" pages.
 * `mode` goes out as supplyMode (land) or dealType (workshops). Rejects with `ApiError` (400
 * 开始日期不能晚于结束日期 for an inverted date range; FORBIDDEN without the kind's list permission).
 */
export async function fetchListingManagePage<K extends ListingKind>(kind: K, params: ListingManageParams, signal?: AbortSignal): Promise<ListingPage<K>> {
  const { mode, ...rest } = compactQuery(params);
  const base = rest as typeof rest & { status?: ListingStatusCode; streetCode?: string; startTime?: string; endTime?: string };
  const land = mode ? { ...base, supplyMode: mode } : base;
  const workshop = mode ? { ...base, dealType: mode } : base;
  switch (kind) {
    case 'landInfo':
      return unwrap(api.GET('/land/info/list', { params: { query: land }, signal })) as Promise<ListingPage<K>>;
    case 'landDemand':
      return unwrap(api.GET('/land/demand/list', { params: { query: land }, signal })) as Promise<ListingPage<K>>;
    case 'workshopInfo':
      return unwrap(api.GET('/workshop/info/list', { params: { query: workshop }, signal })) as Promise<ListingPage<K>>;
    default:
      return unwrap(api.GET('/workshop/demand/list', { params: { query: workshop }, signal })) as Promise<ListingPage<K>>;
  }
}

/**
 * Query options of one page of the workbench list of `kind` (see {@link fetchListingManagePage}),
 * for `PagedTable`'s `query`: `(params) => listingManageListQuery('workshopInfo', params)`.
 */
export function listingManageListQuery<K extends ListingKind>(kind: K, params: ListingManageParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: landKeys[kind].list(query),
    queryFn: ({ signal }) => fetchListingManagePage(kind, query, signal),
  });
}

/** The workbench list of land supply listings (土地供应; staff only). */
export const landInfoListQuery = (params: ListingManageParams) => listingManageListQuery('landInfo', params);
/** The workbench list of land demands (用地需求 for staff, 我的用地需求 for an enterprise). */
export const landDemandListQuery = (params: ListingManageParams) => listingManageListQuery('landDemand', params);
/** The workbench list of factory buildings (厂房房源 for staff, 我的厂房房源 for an enterprise). */
export const workshopInfoListQuery = (params: ListingManageParams) => listingManageListQuery('workshopInfo', params);
/** The workbench list of workshop demands (厂房需求 for staff, 我的厂房需求 for an enterprise). */
export const workshopDemandListQuery = (params: ListingManageParams) => listingManageListQuery('workshopDemand', params);

/**
 * One page of a market's review log (listLandReviewLog, listWorkshopReviewLog): the submit, pass,
 * reject and takedown rows with the listing's title, opinion, operator and time, newest first;
 * an enterprise gets the rows of its own listings only. Rejects with `ApiError`.
 */
export async function fetchReviewLogPage(market: ListingMarket, params: ReviewLogParams, signal?: AbortSignal): Promise<{ list: ReviewLogRow[]; total: number }> {
  const query = compactQuery(params) as Omit<ReviewLogParams, 'bizType' | 'action' | 'bizId' | 'startTime' | 'endTime'> & {
    bizType?: 'info' | 'demand';
    action?: ReviewLogRow['action'];
    bizId?: string;
    startTime?: string;
    endTime?: string;
  };
  return market === 'land'
    ? unwrap(api.GET('/land/reviewLog/list', { params: { query }, signal }))
    : unwrap(api.GET('/workshop/reviewLog/list', { params: { query }, signal }));
}

/** Query options of one page of a market's review log (土地审核记录, 厂房审核记录, a listing's 审核记录). */
export function reviewLogListQuery(market: ListingMarket, params: ReviewLogParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: landKeys.reviewLog.list({ market, ...query }),
    queryFn: ({ signal }) => fetchReviewLogPage(market, query, signal),
  });
}

/** The land market's review log (土地审核记录). */
export const landReviewLogListQuery = (params: ReviewLogParams) => reviewLogListQuery('land', params);
/** The workshop market's review log (厂房审核记录). */
export const workshopReviewLogListQuery = (params: ReviewLogParams) => reviewLogListQuery('workshop', params);

/** One listing of `kind` in any state for the workbench (the caller is logged in: staff or the owner). */
export function listingManageDetailQuery<K extends ListingKind>(kind: K, id: string) {
  return listingDetailQuery(kind, id, true);
}

/** One listing for the workbench's edit dialog (disabled without an id). */
export function useListingManageDetail<K extends ListingKind>(kind: K, id: string | undefined) {
  return useQuery({ ...listingManageDetailQuery(kind, id ?? ''), enabled: Boolean(id) });
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
