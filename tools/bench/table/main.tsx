/**
 * The benchmark page (`npm run bench:table`): PagedTable in show-all mode (page size 9000, row
 * virtualization) against a mocked `/api` serving 9000 rows. It publishes its timings on
 * `window.__tableBench` for `run.mjs`:
 *
 * - `firstRowsMs`: ms from navigation start until the first data rows are painted (a frame after
 *   they are in the DOM);
 * - `mountToRowsMs`: ms from the React mount until then (includes the 9000-row request);
 * - `renderMs`: ms from the arrival of the 9000 rows until they are painted (React + MRT only).
 *
 * It then logs `table-bench:done` (or `table-bench:error`), which the runner waits for: polling
 * from the runner (Playwright's waitForFunction) would load Playwright's injected script into the
 * page while the table renders, and that time would be counted.
 */
import { MantineProvider } from '@mantine/core';
import { createApiClient, unwrap } from '@qifu/sdk';
import { PagedTable, readPage, SHOW_ALL_PAGE_SIZE, type PagedTableParams, type TableColumn } from '@qifu/table';
import { ApiClientProvider, qifuTheme } from '@qifu/ui';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

import { BENCH_URL, type BenchCompany } from './bench-data';

/** What the page reports to the runner. */
export interface TableBenchResult {
  firstRowsMs: number;
  mountToRowsMs: number;
  renderMs: number | null;
}

declare global {
  interface Window {
    __tableBench?: TableBenchResult;
    __tableBenchError?: string;
    __tableBenchDataAt?: number;
  }
}

const columns: TableColumn<BenchCompany>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'creditCode', title: '统一社会信用代码', width: 200 },
  { key: 'legalPerson', title: '法定代表人', width: 110 },
  { key: 'phone', title: '联系电话', width: 140 },
  { key: 'address', title: '地址' },
  { key: 'createTime', title: '登记时间', width: 120, align: 'center' },
];

const api = createApiClient({
  baseUrl: '/api',
  getToken: () => undefined,
  getRefreshToken: () => undefined,
  isLoggedIn: () => false,
  onMessage: (message) => {
    window.__tableBenchError = message.text;
    console.info('table-bench:error');
  },
  onSessionEvent: () => undefined,
  guardStorage: null,
});
// Note when the 9000 rows have arrived (response parsed by the client's middleware).
api.use({
  onResponse: () => {
    window.__tableBenchDataAt = performance.now();
    return undefined;
  },
});

/** The list query of the bench resource, as a domain's data-access builds one (the bench path is not in the contract). */
type RuntimePost = (url: string, init: { body: unknown; signal: AbortSignal }) => Promise<{ data?: unknown; response: Response }>;
function benchListQuery(params: PagedTableParams) {
  return queryOptions({
    queryKey: ['bench', 'company', 'list', params],
    queryFn: async ({ signal }) => readPage<BenchCompany>(await unwrap((api.POST as unknown as RuntimePost)(BENCH_URL, { body: params, signal }))),
  });
}

/** `?pageSize=10` opens the page in paged mode (to look at it); show-all by default. */
const pageSize = Number(new URLSearchParams(location.search).get('pageSize')) || SHOW_ALL_PAGE_SIZE;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false } },
});

function firstDataRowPresent(): boolean {
  for (const cell of document.querySelectorAll('tbody tr td')) {
    if (cell.textContent?.includes('企业0001')) return true;
  }
  return false;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('no #root');

performance.mark('bench:mount');
const mountedAt = performance.now();
const observer = new MutationObserver(() => {
  if (!firstDataRowPresent()) return;
  observer.disconnect();
  // The rows are in the DOM; the next frame's callback runs after they were painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.mark('bench:rows-painted');
      const now = performance.now();
      window.__tableBench = {
        firstRowsMs: Math.round(now),
        mountToRowsMs: Math.round(now - mountedAt),
        renderMs: window.__tableBenchDataAt === undefined ? null : Math.round(now - window.__tableBenchDataAt),
      };
      console.info('table-bench:done');
    }, 0),
  );
});
observer.observe(rootElement, {
  childList: true,
  subtree: true,
  characterData: true,
});

createRoot(rootElement).render(
  <QueryClientProvider client={queryClient}>
    <ApiClientProvider client={api}>
      <MantineProvider theme={qifuTheme}>
        <div style={{ padding: 16 }}>
          <PagedTable<BenchCompany>
            query={benchListQuery}
            columns={columns}
            showIndex
            selectable
            allowShowAll
            defaultPageSize={pageSize}
            aria-label="企业列表"
          />
        </div>
      </MantineProvider>
    </ApiClientProvider>
  </QueryClientProvider>,
);
