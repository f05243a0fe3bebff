import { unwrap, type DictMap, type DictOption } from '@qifu/sdk';
import { useApiClient } from '@qifu/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { WIDGETS_KEY } from '../internal/widgets-key';

/** The label of the option dropdowns never show (seeds 001 §5). */
export const ALL_OPTION_LABEL = '全部';

/** Drops the option labelled 全部 (seeds 001 §5 "Option lists shown in dropdowns exclude the option labelled 全部"). */
export function withoutAllOption<T extends { label: string }>(options: readonly T[]): T[] {
  return options.filter((option) => option.label.trim() !== ALL_OPTION_LABEL);
}

/** Query keys of the dictionary lookups. */
export const dictKeys = {
  all: [WIDGETS_KEY, 'dict'] as const,
  map: () => [...dictKeys.all, 'map'] as const,
  byIds: (dictTypeCode: string, optionIds: readonly string[]) => [...dictKeys.all, 'byIds', dictTypeCode, [...optionIds]] as const,
};

/** Dictionaries change rarely: kept for 10 minutes. */
const DICT_STALE_MS = 10 * 60_000;

/**
 * The options of one dictionary for a dropdown (seeds 000 §3 "Dictionary entry", 001 §5): the
 * entries of `dictKey` from `getDict` (`GET /sys/dict/getDict`, all dictionaries, fetched once and
 * shared by every caller), without the option labelled 全部. `data` is `[]` for an unknown key.
 *
 * @example const { data: modes = [] } = useDictOptions('supportMode'); <Select data={modes} />
 */
export function useDictOptions(dictKey: string): UseQueryResult<DictOption[]> {
  const client = useApiClient();
  return useQuery({
    queryKey: dictKeys.map(),
    queryFn: ({ signal }) => unwrap(client.GET('/sys/dict/getDict', { signal })),
    staleTime: DICT_STALE_MS,
    select: (map: DictMap) => withoutAllOption(map[dictKey] ?? []),
  });
}

/** Input of {@link useDictOptionsByIds} (seeds 001 §3 "Dictionary option lookup: optionIds, dictTypeCode"). */
export interface DictOptionLookup {
  dictTypeCode: string;
  /** Only these values; all options of the type when empty or left out. */
  optionIds?: readonly string[];
  /** Set false to wait (e.g. until the ids are known). */
  enabled?: boolean;
}

/**
 * Dictionary options by their values (seeds 000 §7, 001 §7 `POST /sys/queryDictOptionByOptionIds`
 * with `{ optionIds, dictTypeCode }`), without the option labelled 全部.
 */
export function useDictOptionsByIds({ dictTypeCode, optionIds = [], enabled = true }: DictOptionLookup): UseQueryResult<DictOption[]> {
  const client = useApiClient();
  return useQuery({
    queryKey: dictKeys.byIds(dictTypeCode, optionIds),
    queryFn: async ({ signal }) =>
      withoutAllOption(
        await unwrap(
          client.POST('/sys/queryDictOptionByOptionIds', {
            body: { dictTypeCode, ...(optionIds.length > 0 ? { optionIds: [...optionIds] } : {}) },
            signal,
          }),
        ),
      ),
    staleTime: DICT_STALE_MS,
    enabled: enabled && dictTypeCode !== '',
  });
}
