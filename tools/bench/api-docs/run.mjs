#!/usr/bin/env node
// API reference speed (issue 17, "usable within 2 s"): times the reference's entry (/api/docs), the
// Redoc page of the group 政策服务 (/api/docs/policy) and the Swagger UI page (/api/docs/try) of a
// running built product in Debian's Chromium with Playwright.
// Not a test: it prints figures and exits 0 whatever they are (1 when a page fails to show).
//
//   node dist/apps/api/main.mjs   # built product (npm run build), e.g. PORT=8298 DEMO=on
//   DOCS_URL=http://127.0.0.1:8298 node tools/bench/api-docs/run.mjs [--rounds 2]
//   REDOC_PATH=/api/docs …   # a build from before the split (one Redoc page for the whole contract; no entry measured)
//
// Each measurement is a fresh browser context (empty cache), timed from the navigation's start:
// - entry (/api/docs): "menu" = its link to the group page 政策服务 visible (the prerendered first
//   screen); "load" = the page's load event (its scripts loaded; the page is a few links, so the
//   prerendered first screen is already usable);
// - Redoc (/api/docs/policy): "menu" = the menu entry 政策服务 visible (the prerendered first
//   screen); "operation" = that entry clicked as soon as visible, then the operation listPolicyDoc
//   clicked as soon as the menu shows it still (see clickWhenHit), and its heading visible (needs
//   Redoc hydrated with the group's contract);
// - Swagger UI: "menu" = the policy tag visible; "operation" = the tag opened, then the
//   operation 政策超市列表 opened.
// One warm-up load of each page first (the server compresses each document at its first request).
// Each measurement then loads the page again in the same context ("revisit": HTTP and code caches warm).
import { chromium } from '@playwright/test';

const base = process.env.DOCS_URL ?? 'http://127.0.0.1:8298';
const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 2;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const redocPath = process.env.REDOC_PATH ?? '/api/docs/policy';
const pages = {
  async entry(page, t0) {
    await page.locator('#redoc a[href="/api/docs/policy"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    const menu = Date.now() - t0;
    await page.waitForLoadState('load', { timeout: 60_000 });
    return { menu, operation: Date.now() - t0 };
  },
  async redoc(page, t0) {
    const entry = page.locator('#redoc a[href="#/policy"]').first();
    await entry.waitFor({ state: 'visible', timeout: 60_000 });
    const menu = Date.now() - t0;
    await clickWhenHit(page, entry);
    await clickWhenHit(page, page.locator('#redoc a[href="#/policy/listpolicydoc"]').first());
    await page
      .getByRole('heading', { name: /政策超市列表/ })
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    return { menu, operation: Date.now() - t0 };
  },
  async swagger(page, t0) {
    const tag = page.locator('h3#operations-tag-policy');
    await tag.waitFor({ state: 'visible', timeout: 60_000 });
    const menu = Date.now() - t0;
    await tag.click();
    await page.locator('.opblock-summary', { hasText: '政策超市列表' }).first().click({ timeout: 60_000 });
    await page.locator('.opblock.is-open').first().waitFor({ state: 'visible', timeout: 60_000 });
    return { menu, operation: Date.now() - t0 };
  },
};
/**
 * Clicks `link` with the mouse as soon as its centre hits it (polled every 16 ms), as a reader
 * clicks once the menu stops moving. Playwright's `click()` retries a click intercepted by a
 * moving menu after growing pauses (20, 100, 100, 500 ms), which added 0.5–1 s to the figure.
 */
async function clickWhenHit(page, link) {
  const until = Date.now() + 60_000;
  for (;;) {
    const box = await link.boundingBox();
    if (box) {
      const x = box.x + Math.min(10, box.width / 2);
      const y = box.y + box.height / 2;
      const hit = await link.evaluate((el, [px, py]) => {
        const top = el.ownerDocument.elementFromPoint(px, py);
        return !!top && (el === top || el.contains(top));
      }, [x, y]);
      if (hit) return page.mouse.click(x, y);
    }
    if (Date.now() > until) throw new Error('the link never became clickable');
    await page.waitForTimeout(16);
  }
}

const paths = { entry: '/api/docs', redoc: redocPath, swagger: '/api/docs/try' };
if (redocPath === '/api/docs') delete pages.entry;

/** One cold load (fresh context) and, in the same context, one revisit (HTTP cache and V8 code cache warm). */
async function measure(name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    const load = async () => {
      await page.goto('about:blank');
      const t0 = Date.now();
      await page.goto(base + paths[name], { waitUntil: 'commit' });
      return pages[name](page, t0);
    };
    const cold = await load();
    const warm = await load();
    return { ...cold, warmMenu: warm.menu, warmOperation: warm.operation };
  } finally {
    await context.close();
  }
}

let failed = false;
const results = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
for (const name of Object.keys(pages)) await measure(name).catch(() => undefined); // warm-up
for (let round = 1; round <= rounds; round++) {
  for (const name of Object.keys(pages)) {
    try {
      results[name].push(await measure(name));
    } catch (error) {
      failed = true;
      console.error(`${name} round ${round}: ${error.message.split('\n')[0]}`);
    }
  }
}
await browser.close();
for (const [name, runs] of Object.entries(results)) {
  const fmt = (key) => runs.map((r) => (r[key] / 1000).toFixed(2)).join(' / ');
  const label = name === 'entry' ? 'first screen' : 'menu';
  const done = name === 'entry' ? 'load' : 'operation open';
  console.log(`${paths[name].padEnd(17)} cold: ${label} ${fmt('menu')} s, ${done} ${fmt('operation')} s`);
  console.log(`${''.padEnd(17)} revisit: ${label} ${fmt('warmMenu')} s, ${done} ${fmt('warmOperation')} s`);
}
process.exit(failed ? 1 : 0);
