#!/usr/bin/env node
// `npm run bench:table`: the browser benchmark of the paged table's show-all mode (seeds 001 §9:
// page size 9000 with row virtualization). Not a test: it prints figures.
//
// 1. builds tools/bench/table (vite.config.ts there) into dist/bench-table, in a child process;
// 2. serves it with a mocked API on 127.0.0.1 (POST /api/bench/company/list → 9000 rows in the
//    success envelope);
// 3. opens the page in Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH) at 1280×800;
// 4. prints the time to the first painted rows (goal under 500 ms), the number of rows in the DOM,
//    then scrolls the table to the middle and to the bottom, counts again and checks that row 9000
//    is visible.
//
// Exit code 1 only when the table fails to render or to scroll (never because of the time).
// Options: --runs N (page loads to time, default 5; the figures are their median), --no-build.
/* global document, window, requestAnimationFrame -- used inside page.evaluate(), which runs in the browser */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const outDir = join(root, 'dist/bench-table');
const ROWS = 9000;
const GOAL_MS = 500;
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 5;

function fail(message) {
  console.error(`bench:table: FAILED: ${message}`);
  process.exitCode = 1;
}

// ---- 1. build ----
// In a child process: a build in this process leaves its worker threads and a large heap to
// collect behind it, and they would compete with the browser during the first timed loads.
if (!args.includes('--no-build') || !existsSync(join(outDir, 'index.html'))) {
  const started = Date.now();
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(here, 'vite.config.ts'), '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) {
    fail(`the page did not build (exit code ${built.status})`);
    process.exit();
  }
  console.log(`bench:table: built the page in ${Date.now() - started} ms (${outDir})`);
}

// ---- 2. server ----
const pad = (n) => String(n).padStart(4, '0');
const rows = Array.from({ length: ROWS }, (_, i) => {
  const n = i + 1;
  return {
    id: `c${n}`,
    companyName: `企业${pad(n)}有限公司`,
    creditCode: `91330521MA${String(n).padStart(8, '0')}`,
    legalPerson: `法人${n}`,
    phone: `1357200${pad(n)}`,
    address: `浙江省湖州市德清县武康街道第${n}号`,
    createTime: `2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
  };
});
// Serialized and encoded once: the server's own time stays out of the figures.
const listBody = Buffer.from(
  JSON.stringify({
    success: true,
    code: 'OK',
    msg: '操作成功',
    data: { list: rows, total: ROWS },
  }),
);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
const requests = [];

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/bench/company/list' && request.method === 'POST') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const params = JSON.parse(body || '{}');
      requests.push(params);
      const from = (Number(params.page) - 1) * Number(params.pageSize);
      const answer =
        params.pageSize === ROWS && params.page === 1
          ? listBody
          : Buffer.from(
              JSON.stringify({
                success: true,
                code: 'OK',
                msg: '操作成功',
                data: { list: rows.slice(from, from + Number(params.pageSize)), total: ROWS },
              }),
            );
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': answer.length,
      });
      response.end(answer);
    });
    return;
  }
  const path = normalize(join(outDir, url.pathname === '/' ? 'index.html' : url.pathname));
  if (!path.startsWith(outDir) || !existsSync(path)) {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ success: false, code: 'NOT_FOUND', msg: 'not found' }));
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
  });
  response.end(readFileSync(path));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const pageUrl = `http://127.0.0.1:${port}/`;

// ---- 3. browser ----
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Rows of the table body in the DOM, and the data of the scroll container. */
async function tableState(page) {
  return page.evaluate(() => {
    const container = document.querySelector('.mrt-table-container');
    const bodyRows = [...document.querySelectorAll('table[aria-label="企业列表"] tbody tr')];
    const box = container?.getBoundingClientRect();
    const visible = bodyRows
      .filter((row) => {
        const rect = row.getBoundingClientRect();
        return box && rect.bottom > box.top && rect.top < box.bottom && rect.height > 0;
      })
      .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
    return {
      rows: bodyRows.length,
      visibleIndexes: visible.map(Number).filter(Number.isFinite),
      scrollHeight: container?.scrollHeight ?? 0,
      clientHeight: container?.clientHeight ?? 0,
    };
  });
}

async function scrollTo(page, fraction) {
  await page.evaluate((f) => {
    const container = document.querySelector('.mrt-table-container');
    if (container) container.scrollTop = f * (container.scrollHeight - container.clientHeight);
  }, fraction);
  // Let the virtualizer react to the scroll event, render and paint.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}

try {
  const timings = [];
  let firstState;
  let page;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The page logs when it is done; waiting for that adds nothing to the page (polling with
    // waitForFunction would inject Playwright's script while the table renders).
    const finished = page
      .waitForEvent('console', {
        predicate: (message) => /^table-bench:(done|error)$/.test(message.text()),
        timeout: 20_000,
      })
      .then(
        () => true,
        () => false,
      );
    await page.goto(pageUrl);
    if (!(await finished)) {
      throw new Error(`no rows rendered within 20 s${pageErrors.length ? `: ${pageErrors.join('; ')}` : ''}`);
    }
    const result = await page.evaluate(() => window.__tableBench ?? { error: window.__tableBenchError });
    if ('error' in result) throw new Error(`the page reported: ${result.error}`);
    timings.push(result);
    if (run < RUNS - 1) await context.close();
    else firstState = await tableState(page);
  }
  if (requests.some((body) => body.pageSize !== ROWS || body.page !== 1)) {
    fail(`the table did not ask for page 1 of size ${ROWS}: ${JSON.stringify(requests[0])}`);
  }

  const firstRows = median(timings.map((t) => t.firstRowsMs));
  const mountToRows = median(timings.map((t) => t.mountToRowsMs));
  const renderTimes = timings.map((t) => t.renderMs).filter((t) => t !== null);
  const render = renderTimes.length ? median(renderTimes) : null;

  await scrollTo(page, 0.5);
  const middle = await tableState(page);
  await scrollTo(page, 1);
  const bottom = await tableState(page);
  const lastVisible = bottom.visibleIndexes.includes(ROWS);

  console.log(
    `first render: ${firstRows} ms from navigation start (goal < ${GOAL_MS} ms: ${firstRows < GOAL_MS ? 'met' : 'NOT met'}); ` +
      `${mountToRows} ms from mount incl. the ${ROWS}-row request; ${render ?? '?'} ms from the response to painted rows ` +
      `(median of ${RUNS} loads: ${timings.map((t) => t.firstRowsMs).join(', ')} ms)`,
  );
  console.log(`rows in DOM: ${firstState.rows} (of ${ROWS})`);
  console.log(
    `machine: ${availableParallelism()} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (times grow with the load)`,
  );
  console.log(
    `after scroll to the middle: ${middle.rows} rows in DOM, showing ${middle.visibleIndexes[0] ?? '?'}–${middle.visibleIndexes.at(-1) ?? '?'}`,
  );
  console.log(
    `after scroll to the bottom: ${bottom.rows} rows in DOM, showing ${bottom.visibleIndexes[0] ?? '?'}–${bottom.visibleIndexes.at(-1) ?? '?'}, ` +
      `last row visible: ${lastVisible ? 'yes' : 'no'}`,
  );

  if (firstState.rows === 0) fail('no rows in the DOM');
  else if (firstState.rows >= ROWS / 10) fail(`${firstState.rows} rows in the DOM: the rows are not virtualized`);
  if (!middle.visibleIndexes.some((n) => n > 1000 && n < 8000))
    fail('scrolling to the middle did not show middle rows');
  if (!lastVisible) fail(`row ${ROWS} is not visible after scrolling to the bottom`);
  if (bottom.rows >= ROWS / 10) fail(`${bottom.rows} rows in the DOM after scrolling`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await browser.close();
  server.close();
}
