/**
 * What differs between the four listing kinds of the workbench (seeds 001 §7 /land/info/*,
 * /land/demand/*, /workshop/info/*, /workshop/demand/*): names, units, the mode labels, and the
 * permission strings of their buttons (generated `PERM`, the operations' `x-permission`). The
 * generic listing page and its dialogs read everything kind-specific from here.
 */
import {
  MARKET_OF,
  SUPPLY_MODE_LABELS,
  DEAL_TYPE_LABELS,
  type ListingItemOf,
  type ListingKind,
  type ListingMarket,
} from '@qifu/land-data-access';
import { PERM } from '@qifu/sdk';

import { formatArea, formatNumber } from '../../shared/format';

/** The permission strings of one kind's buttons. */
export interface ListingPermissions {
  list: string;
  save: string;
  delete: string;
  submit: string;
  review: string;
  takedown: string;
  /** The market's review log (审核记录). */
  reviewLog: string;
}

/** One kind as the workbench shows it. */
export interface ListingKindConfig {
  kind: ListingKind;
  market: ListingMarket;
  /** What one listing is called: 土地 / 用地需求 / 厂房 / 厂房需求 (新增{noun}, 编辑{noun}). */
  noun: string;
  /** Accessible name of the table. */
  tableLabel: string;
  /** Supply (土地供应, 厂房房源) or demand. */
  demand: boolean;
  areaUnit: '亩' | '㎡';
  /** Label of the area field: 面积 / 建筑面积 / 需求面积. */
  areaLabel: string;
  /** supplyMode (供地方式) for land, dealType (交易方式) for workshops. */
  modeLabel: string;
  /** The labels of the mode's two codes (a workshop demand seeks: 求租 / 求购). */
  modeLabels: Readonly<Record<'1' | '2', string>>;
  /** Label of the money column / field: 价格 / 计划投资 / 预算. */
  moneyLabel: string;
  permissions: ListingPermissions;
}

const LAND_LOG = PERM.landReviewLogList;
const WORKSHOP_LOG = PERM.workshopReviewLogList;

/** The four kinds. */
export const LISTING_KINDS: Readonly<Record<ListingKind, ListingKindConfig>> = {
  landInfo: {
    kind: 'landInfo',
    market: MARKET_OF.landInfo,
    noun: '土地',
    tableLabel: '土地供应列表',
    demand: false,
    areaUnit: '亩',
    areaLabel: '面积',
    modeLabel: '供地方式',
    modeLabels: SUPPLY_MODE_LABELS,
    moneyLabel: '价格',
    permissions: {
      list: PERM.landInfoList,
      save: PERM.landInfoSave,
      delete: PERM.landInfoDelete,
      submit: PERM.landInfoSubmit,
      review: PERM.landInfoReview,
      takedown: PERM.landInfoTakedown,
      reviewLog: LAND_LOG,
    },
  },
  landDemand: {
    kind: 'landDemand',
    market: MARKET_OF.landDemand,
    noun: '用地需求',
    tableLabel: '用地需求列表',
    demand: true,
    areaUnit: '亩',
    areaLabel: '需求面积',
    modeLabel: '供地方式',
    modeLabels: SUPPLY_MODE_LABELS,
    moneyLabel: '计划投资',
    permissions: {
      list: PERM.landDemandList,
      save: PERM.landDemandSave,
      delete: PERM.landDemandDelete,
      submit: PERM.landDemandSubmit,
      review: PERM.landDemandReview,
      takedown: PERM.landDemandTakedown,
      reviewLog: LAND_LOG,
    },
  },
  workshopInfo: {
    kind: 'workshopInfo',
    market: MARKET_OF.workshopInfo,
    noun: '厂房',
    tableLabel: '厂房房源列表',
    demand: false,
    areaUnit: '㎡',
    areaLabel: '建筑面积',
    modeLabel: '交易方式',
    modeLabels: DEAL_TYPE_LABELS,
    moneyLabel: '价格',
    permissions: {
      list: PERM.workshopInfoList,
      save: PERM.workshopInfoSave,
      delete: PERM.workshopInfoDelete,
      submit: PERM.workshopInfoSubmit,
      review: PERM.workshopInfoReview,
      takedown: PERM.workshopInfoTakedown,
      reviewLog: WORKSHOP_LOG,
    },
  },
  workshopDemand: {
    kind: 'workshopDemand',
    market: MARKET_OF.workshopDemand,
    noun: '厂房需求',
    tableLabel: '厂房需求列表',
    demand: true,
    areaUnit: '㎡',
    areaLabel: '需求面积',
    modeLabel: '需求方式',
    modeLabels: { '1': '求租', '2': '求购' },
    moneyLabel: '预算',
    permissions: {
      list: PERM.workshopDemandList,
      save: PERM.workshopDemandSave,
      delete: PERM.workshopDemandDelete,
      submit: PERM.workshopDemandSubmit,
      review: PERM.workshopDemandReview,
      takedown: PERM.workshopDemandTakedown,
      reviewLog: WORKSHOP_LOG,
    },
  },
};

/** Any list item of the four kinds. */
export type AnyListingItem = ListingItemOf[ListingKind];

/** The area of a row with its unit (`30 亩`, `3000 ㎡`). */
export function areaText(kind: ListingKind, row: AnyListingItem): string {
  const unit = LISTING_KINDS[kind].areaUnit;
  if ('landArea' in row) return formatArea(row.landArea, unit);
  if ('buildingArea' in row) return formatArea(row.buildingArea, unit);
  return formatArea(row.demandArea, unit);
}

/** The mode code of a row (supplyMode of land, dealType of workshops). */
export function modeOf(row: AnyListingItem): '1' | '2' {
  return 'supplyMode' in row ? row.supplyMode : row.dealType;
}

/**
 * The money of a row with its unit: land price 万元 (null 面议), land demand investment 万元
 * (null 未填写), workshop price / budget 元/㎡·月 (rent) or 万元 (sale) (null 面议).
 */
export function moneyText(kind: ListingKind, row: AnyListingItem): string {
  if (kind === 'landDemand') {
    const amount = (row as ListingItemOf['landDemand']).investAmount;
    return amount === null ? '未填写' : `${formatNumber(amount)} 万元`;
  }
  const value = 'price' in row ? row.price : 'budget' in row ? row.budget : null;
  if (value === null || value === undefined) return '面议';
  if (kind === 'landInfo') return `${formatNumber(value)} 万元`;
  return modeOf(row) === '2' ? `${formatNumber(value)} 万元` : `${formatNumber(value)} 元/㎡·月`;
}
