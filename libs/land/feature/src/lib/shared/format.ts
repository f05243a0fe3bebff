import {
  DEAL_TYPE_LABELS,
  SUPPLY_MODE_LABELS,
  type LandDemandItem,
  type LandInfoItem,
  type WorkshopDemandItem,
  type WorkshopInfoItem,
} from '@qifu/land-data-access';

/** A number with at most two decimals and no trailing zeros (30 → '30', 22.5 → '22.5'). */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** An area with its unit: land in 亩, buildings in ㎡ (`30 亩`, `3200 ㎡`). */
export function formatArea(value: number, unit: '亩' | '㎡'): string {
  return `${formatNumber(value)} ${unit}`;
}

/**
 * The price line of a land supply listing: 出让 `出让价格 1260 万元`, 出租 `年租金 36 万元`,
 * null → 面议. @returns [label, value].
 */
export function landPrice(item: Pick<LandInfoItem, 'price' | 'supplyMode'>): [string, string] {
  const label = item.supplyMode === '2' ? '年租金' : '出让价格';
  return [label, item.price === null ? '面议' : `${formatNumber(item.price)} 万元`];
}

/**
 * The price line of a factory building: 出租 `租金 18 元/㎡·月`, 出售 `售价 525 万元`, null → 面议.
 * @returns [label, value].
 */
export function workshopPrice(item: Pick<WorkshopInfoItem, 'price' | 'dealType'>): [string, string] {
  if (item.dealType === '2') return ['售价', item.price === null ? '面议' : `${formatNumber(item.price)} 万元`];
  return ['租金', item.price === null ? '面议' : `${formatNumber(item.price)} 元/㎡·月`];
}

/** The budget line of a workshop demand: 求租 `元/㎡·月`, 求购 `万元`; null → 面议. */
export function workshopBudget(item: Pick<WorkshopDemandItem, 'budget' | 'dealType'>): string {
  if (item.budget === null) return '面议';
  return item.dealType === '2' ? `${formatNumber(item.budget)} 万元` : `${formatNumber(item.budget)} 元/㎡·月`;
}

/** The planned investment of a land demand (`8000 万元`), 未填写 when empty. */
export function investAmount(item: Pick<LandDemandItem, 'investAmount'>): string {
  return item.investAmount === null ? '未填写' : `${formatNumber(item.investAmount)} 万元`;
}

/** 供地方式 label (出让 / 出租). */
export const supplyModeLabel = (mode: keyof typeof SUPPLY_MODE_LABELS): string => SUPPLY_MODE_LABELS[mode];
/** 交易方式 label (出租 / 出售). */
export const dealTypeLabel = (type: keyof typeof DEAL_TYPE_LABELS): string => DEAL_TYPE_LABELS[type];
/** What a workshop demand seeks: 求租 / 求购. */
export const demandDealLabel = (type: keyof typeof DEAL_TYPE_LABELS): string => (type === '2' ? '求购' : '求租');

/**
 * A mobile number with its middle four digits hidden (`13857212345` → `138****2345`); a number the
 * server already masked stays as it is.
 */
export function maskPhone(phone: string): string {
  if (phone.includes('*')) return phone;
  if (phone.length < 7) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
