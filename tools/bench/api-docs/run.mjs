#!/usr/bin/env node
// API reference speed (issue 17, "usable within 2 s"): times the Redoc page (/api/docs) and the
// Swagger UI page (/api/docs/try) of a running built product in Debian's Chromium with Playwright.
// Not a test: it prints figures and exits 0 whatever they are (1 when a page fails to show).
//
//   node dist/apps/api/main.mjs   # built product (npm run build), e.g. PORT=8298 DEMO=on
//   DOCS_URL=http://127.0.0.1:8298 node tools/bench/api-docs/run.mjs [--rounds 2]
//
// Each measurement is a fresh browser context (empty cache), timed from the navigation's start:
// - Redoc: "menu" = the menu entry 政策服务 visible (the prerendered first screen); "operation" =
//   that entry clicked as soon as visible, then the operation listPolicyDoc clicked and its
//   heading visible (needs Redoc hydrated with the contract);
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

const pages = {
  async redoc(page, t0) {
    const entry = page.locator('#redoc a[href="#/policy"]').first();
    await entry.waitFor({ state: 'visible', timeout: 60_000 });
    const menu = Date.now() - t0;
    await entry.click();
    await page.locator('#redoc a[href="#/policy/listpolicydoc"]').first().click({ timeout: 60_000 });
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
const paths = { redoc: '/api/docs', swagger: '/api/docs/try' };

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
const results = { redoc: [], swagger: [] };
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
  console.log(`${paths[name].padEnd(14)} cold: menu ${fmt('menu')} s, operation open ${fmt('operation')} s`);
  console.log(`${''.padEnd(14)} revisit: menu ${fmt('warmMenu')} s, operation open ${fmt('warmOperation')} s`);
}
process.exit(failed ? 1 : 0);
