import {
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import {
  POLICY_MARKET_PAGE_SIZE,
  toPolicyListParams,
  usePolicyList,
  usePolicyDepNameOptions,
  useSupportModeOptions,
  type PolicyMarketSearch,
} from "@qifu/policy-data-access";
import { EmptyState, ListSkeleton, PageTitle, QueryBoundary } from "@qifu/ui";
import { startTransition, useEffect, useState } from "react";

import { usePolicyConsult } from "../policy-consult/use-policy-consult";
import { PolicyMarketItem } from "./policy-market-item";

/** Search debounce of seeds 000 §5/§9: 500 ms (keyword search). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Props of {@link PolicyMarketPage}. */
export interface PolicyMarketPageProps {
  /** The current search (from the URL). */
  search: PolicyMarketSearch;
  /** Replaces the search (the route writes it to the URL); paging keeps the filters. */
  onSearchChange: (next: PolicyMarketSearch) => void;
}

/**
 * Placeholder of the result list with about its final height (issue 14, no layout shift): the
 * count line and {@link POLICY_MARKET_PAGE_SIZE} rows of 132 px (one policy on a phone).
 */
function PolicyResultsSkeleton() {
  return <ListSkeleton rows={POLICY_MARKET_PAGE_SIZE} rowHeight={132} />;
}

/**
 * False on the first render, true right after it, in a transition. The route renders the market
 * with its list already loaded (its loader), in one synchronous render: some 0.7 s of main thread
 * at 4× CPU slowdown. Rendering the list and the two selects in a later transition lets React
 * slice that work and the browser paint the header, title and filters first (issue 14, total
 * blocking time).
 */
function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

function PolicyResults({ search, onSearchChange }: PolicyMarketPageProps) {
  const { data } = usePolicyList(toPolicyListParams(search));
  const consult = usePolicyConsult();
  const page = search.page ?? 1;
  const totalPages = Math.max(
    1,
    Math.ceil(data.total / POLICY_MARKET_PAGE_SIZE),
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {data.total} 条政策
      </Text>
      {data.list.length === 0 ? (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      ) : (
        <Stack gap="sm">
          {data.list.map((policy) => (
            <PolicyMarketItem
              key={policy.id}
              policy={policy}
              onConsult={consult.open}
            />
          ))}
        </Stack>
      )}
      {data.total > POLICY_MARKET_PAGE_SIZE ? (
        <Group justify="center" gap="md">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={(next) =>
              onSearchChange({ ...search, page: next > 1 ? next : undefined })
            }
            getControlProps={(control) =>
              control === "previous"
                ? { "aria-label": "上一页" }
                : control === "next"
                  ? { "aria-label": "下一页" }
                  : {}
            }
            getItemProps={(item) => ({ "aria-label": `第 ${item} 页` })}
          />
        </Group>
      ) : null}
      {consult.dialogs}
    </Stack>
  );
}

/**
 * The policy market, /page/policymarket/index (seeds 000 §2, 001 §2 "Policy market list", §9 page
 * size 10): keyword search (debounced 500 ms), issuing-unit and support-mode filters, a
 * paged list with 立即了解 (details in a new tab) and 政策咨询 (login required). No login needed
 * to browse.
 */
export function PolicyMarketPage({
  search,
  onSearchChange,
}: PolicyMarketPageProps) {
  const [keyword, setKeyword] = useState(search.keyword ?? "");
  const supportModes = useSupportModeOptions();
  // The issuing units load when the filter is first focused or opened (issue 14: no 9000-row list
  // at first render); a unit from the URL shows meanwhile as the only option.
  const [depNamesWanted, setDepNamesWanted] = useState(false);
  const depNames = usePolicyDepNameOptions(depNamesWanted);
  const wantDepNames = () => setDepNamesWanted(true);
  const depNameData =
    depNames.data ?? (search.policyDepName ? [search.policyDepName] : []);

  const showResults = useAfterFirstRender();

  const applyKeyword = useDebouncedCallback((value: string) => {
    onSearchChange({
      ...search,
      keyword: value.trim() || undefined,
      page: undefined,
    });
  }, SEARCH_DEBOUNCE_MS);

  return (
    <Stack gap="lg">
      <PageTitle
        title="政策超市"
        description="汇集各级惠企政策，免登录浏览，登录后可在线咨询"
      />
      <Paper
        withBorder
        p="md"
        radius="sm"
        component="form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label="关键字"
            placeholder="请输入政策标题关键字"
            value={keyword}
            maxLength={50}
            style={{ flex: "2 1 240px" }}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setKeyword(value);
              applyKeyword(value);
            }}
          />
          {showResults ? (
            <>
              <Select
                label="发文单位"
                placeholder="全部"
                clearable
                searchable
                nothingFoundMessage={
                  depNames.data === undefined && depNamesWanted
                    ? "加载中…"
                    : "暂无数据"
                }
                data={depNameData}
                onFocus={wantDepNames}
                onDropdownOpen={wantDepNames}
                value={search.policyDepName ?? null}
                style={{ flex: "1 1 220px" }}
                onChange={(value) =>
                  onSearchChange({
                    ...search,
                    policyDepName: value ?? undefined,
                    page: undefined,
                  })
                }
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label="支持方式"
                placeholder="全部"
                clearable
                data={supportModes.data ?? []}
                value={search.supportMode ?? null}
                style={{ flex: "1 1 160px" }}
                onChange={(value) =>
                  onSearchChange({
                    ...search,
                    supportMode: value ?? undefined,
                    page: undefined,
                  })
                }
                comboboxProps={{ withinPortal: true }}
              />
            </>
          ) : (
            // First render: inputs of the selects' size (no layout shift), the selects come with the list.
            <>
              <TextInput
                label="发文单位"
                placeholder="全部"
                readOnly
                value={search.policyDepName ?? ""}
                style={{ flex: "1 1 220px" }}
              />
              <TextInput
                label="支持方式"
                placeholder="全部"
                readOnly
                value=""
                style={{ flex: "1 1 160px" }}
              />
            </>
          )}
        </Group>
      </Paper>
      <QueryBoundary fallback={<PolicyResultsSkeleton />}>
        {showResults ? (
          <PolicyResults search={search} onSearchChange={onSearchChange} />
        ) : (
          <PolicyResultsSkeleton />
        )}
      </QueryBoundary>
    </Stack>
  );
}
