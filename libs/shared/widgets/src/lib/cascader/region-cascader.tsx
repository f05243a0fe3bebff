import { unwrap, type ApiClient, type components } from '@qifu/sdk';
import { useApiClient } from '@qifu/ui';
import { resourceKeys } from '@qifu/util';
import { queryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { CascaderLevelQuery } from '../picker-query/picker-query';
import { Cascader, type CascaderOption, type CascaderProps } from './cascader';

/** An area node (the contract's `AreaNode`: code, name, children). */
export type AreaNode = components['schemas']['AreaNode'];

/** The three levels (seeds 001 §2 "a 3-level one (city, county, street)"). */
export const REGION_LEVELS = ['市', '区县', '街道'] as const;

/**
 * Query keys of the region dataset (seeds 000 §3 "Region dataset"): the `sys` area's resource
 * `region`, by the shared key factory every data-access uses (`['sys', 'region', 'list', { parentCode }]`).
 */
export const regionKeys = resourceKeys('sys', 'region');

/**
 * Query options of one region level (`listRegionChildren`, `GET /sys/region/children`): the
 * children of `parentCode`, the cities for `null`. The dataset is shared reference data for every
 * domain (like the dictionaries), so its options live here beside its picker; stale after 5 minutes.
 * @returns options resolving to `AreaNode[]`; the failure is the SDK's `ApiError`
 */
export function regionChildrenQuery(client: ApiClient, parentCode: string | null) {
  const query = parentCode === null ? {} : { parentCode };
  return queryOptions({
    queryKey: regionKeys.list(query),
    queryFn: ({ signal }): Promise<AreaNode[]> => unwrap(client.GET('/sys/region/children', { params: { query }, signal })),
    staleTime: 5 * 60_000,
  });
}

const areaOption = (item: AreaNode): CascaderOption => ({ value: item.code, label: item.name });

/** Props of {@link RegionCascader}: those of {@link Cascader} without the source and levels. */
export type RegionCascaderProps = Omit<CascaderProps<AreaNode>, 'query' | 'getOption' | 'levels'>;

/**
 * The 3-level region selector city → county → street (seeds 001 §2, §3 "Area node"; 000 §3
 * "Region dataset") over {@link regionChildrenQuery} (`parentCode` of the chosen level; none for
 * the city). The value is the chain of codes.
 */
export function RegionCascader(props: RegionCascaderProps) {
  const client = useApiClient();
  const query: CascaderLevelQuery<AreaNode> = useCallback((parent) => regionChildrenQuery(client, parent), [client]);
  return <Cascader<AreaNode> {...props} query={query} getOption={areaOption} levels={REGION_LEVELS} />;
}
