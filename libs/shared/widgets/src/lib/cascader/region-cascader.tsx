import type { components } from '@qifu/sdk';

import { Cascader, type CascaderOption, type CascaderProps } from './cascader';

/** An area node (the contract's `AreaNode`: code, name, children). */
export type AreaNode = components['schemas']['AreaNode'];

/** The API path of the region levels (operation `listRegionChildren`). */
export const REGION_CHILDREN_URL = '/sys/region/children';
/** The three levels (seeds 001 §2 "a 3-level one (city, county, street)"). */
export const REGION_LEVELS = ['市', '区县', '街道'] as const;

const areaOption = (item: Record<string, unknown>): CascaderOption => ({
  value: String(item['code'] ?? ''),
  label: String(item['name'] ?? item['code'] ?? ''),
});

/** Props of {@link RegionCascader}: those of {@link Cascader} without the source and levels. */
export type RegionCascaderProps = Omit<CascaderProps, 'url' | 'parentParam' | 'params' | 'getOption' | 'levels'>;

/**
 * The 3-level region selector city → county → street (seeds 001 §2, §3 "Area node"; 000 §3
 * "Region dataset") over `listRegionChildren` (`GET /sys/region/children`, `parentCode` of the
 * chosen level; none for the city). The value is the chain of codes.
 */
export function RegionCascader(props: RegionCascaderProps) {
  return <Cascader {...props} url={REGION_CHILDREN_URL} parentParam="parentCode" getOption={areaOption} levels={REGION_LEVELS} />;
}
