/**
 * URL search of the market routes (seeds 000 §2 sdmarket, sdmarketdetail1, sdmarketdetail2). Part
 * of the first load (the route definitions import it): parsers only, nothing else.
 */
import { defineSearch, oneOf, pageParam, text, uuidParam, type SearchOf } from '@qifu/util';

/** A town (乡镇街道) code: 9 digits. */
const townParam = (value: unknown): string | undefined => {
  const code = typeof value === 'number' ? String(value) : value;
  return typeof code === 'string' && /^\d{9}$/.test(code) ? code : undefined;
};

/** An area bound: a number 0–10,000,000 (亩 or ㎡). */
const areaParam = (value: unknown): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const area = Number(value);
  return Number.isFinite(area) && area >= 0 && area <= 10_000_000 ? area : undefined;
};

const marketShape = {
  /** 土地 (default), 厂房 or 需求. */
  tab: oneOf(['land', 'workshop', 'demand']),
  /** On the 需求 tab: 用地需求 (default) or 厂房需求. */
  demand: oneOf(['land', 'workshop']),
  keyword: text(50),
  /** Town code (streetCode). */
  town: townParam,
  minArea: areaParam,
  maxArea: areaParam,
  /** supplyMode (land: 1 出让, 2 出租) or dealType (workshops: 1 出租, 2 出售). */
  mode: oneOf(['1', '2']),
  page: pageParam,
};

/**
 * The search of /page/sdmarket: `?tab=workshop&keyword=…&town=330521101&minArea=20&maxArea=50&mode=1&page=2`
 * (`demand=workshop` on the 需求 tab). Invalid or empty values are dropped.
 */
export type MarketSearch = SearchOf<typeof marketShape>;

/** Validates the raw search of /page/sdmarket (TanStack Router `validateSearch`). */
export const validateMarketSearch = defineSearch(marketShape);

const detailShape = { id: uuidParam, type: oneOf(['demand']) };

/** The search of /page/sdmarketdetail1 and /page/sdmarketdetail2: `?id=<uuid>` (`&type=demand` for a demand). */
export type MarketDetailSearch = SearchOf<typeof detailShape>;

/** Validates the raw search of the two detail routes. */
export const validateMarketDetailSearch = defineSearch(detailShape);
