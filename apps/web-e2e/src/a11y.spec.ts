/**
 * Issue 14 acceptance 2 (WCAG 2.1 AA) against the started product: axe-core (@axe-core/playwright,
 * rules tagged wcag2a, wcag2aa, wcag21a, wcag21aa) finds no serious and no critical violation on
 * every public route (apps/web-e2e/src/public-route-list.ts) and on every workbench page the menu
 * of each demo role shows (read from the session's `menuList` after logging in, so new menu pages
 * are checked without touching this file); every page has exactly one `h1`.
 *
 * A workbench page seen by several roles is checked once, for the first role in {@link ROLES}
 * (the administrator first): the pages share their layout and components, and checking each of
 * them once keeps the spec within its time budget (issue 14: at most ~4 minutes). The workbench
 * home (its to-do cards differ per role) is checked for every role.
 *
 * A failure lists each violation with its page, rule id, impact, help text and target selectors.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt } from './helpers';
import { publicRoutes } from './public-route-list';

/** The WCAG 2.1 A and AA rule tags of axe-core (issue 14). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Demo accounts of README "Demo accounts" whose menu may hold workbench pages. */
const ROLES = ['admin', 'yyf', 'gov', 'dept', 'callcenter', 'qy', 'gr', 'jzqy'] as const;

/** A menu entry as stored in sessionStorage `menuList` (seeds 000 §6). */
interface StoredMenuItem {
  title: string;
  path: string;
  children?: StoredMenuItem[];
}

/** Public routes per test: four tests of about 12 routes each (48 routes in seeds 000 §2). */
const PUBLIC_CHUNK = 12;
const PUBLIC_CHUNKS = 4;

/** Workbench paths already checked in this run (each page once, see the file comment). */
const checkedWorkPaths = new Set<string>();

/** Requests of the page still open, counted from {@link trackRequests}. */
const openRequests = new WeakMap<Page, Set<unknown>>();

/** Starts counting the page's open requests (for {@link settle}). */
function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  openRequests.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the page has rendered its content: no open request for 300 ms (at most 8 s: a page
 * may poll) and no loader, busy table or skeleton on screen (at most 8 s: a page may keep one,
 * e.g. /zzd/login without its parameters; it is audited as it is then).
 */
async function settle(page: Page): Promise<void> {
  const open = openRequests.get(page) ?? new Set();
  const until = Date.now() + 8_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) break;
    await page.waitForTimeout(50);
  }
  await expect(page.locator('#root > *').first()).toBeAttached();
  await expect(
    page.locator('.mantine-Loader:visible, [aria-busy="true"]:visible, .mantine-Skeleton-root[data-visible]:visible'),
  )
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
}

/**
 * The page's serious and critical WCAG 2.1 A/AA violations and its `h1` count problem, one line
 * each: `label: rule (impact) help — selectors`.
 */
async function audit(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const problems = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.map((node) => node.target.join(' ')).slice(0, 6);
      const more = v.nodes.length > targets.length ? ` … (+${v.nodes.length - targets.length})` : '';
      return `${label}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help} — ${targets.join(' | ')}${more}`;
    });
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${label}: ${headings} h1 elements (one expected)`);
  return problems;
}

/** Leaf pages of a menu tree under /work/ (catalog entries and external links left out). */
function workPages(items: StoredMenuItem[]): { title: string; path: string }[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0
      ? workPages(item.children)
      : item.path.startsWith('/work/')
        ? [{ title: item.title, path: item.path }]
        : [],
  );
}

test.describe('axe-core WCAG 2.1 AA: no serious or critical violation', () => {
  for (let chunk = 0; chunk < PUBLIC_CHUNKS; chunk++) {
    test(`public routes, part ${chunk + 1} of ${PUBLIC_CHUNKS}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const routes = await publicRoutes(request);
      const mine = routes.slice(chunk * PUBLIC_CHUNK, chunk === PUBLIC_CHUNKS - 1 ? undefined : (chunk + 1) * PUBLIC_CHUNK);
      const problems: string[] = [];
      trackRequests(page);
      for (const { path, name } of mine) {
        await page.goto(path);
        await settle(page);
        problems.push(...(await audit(page, `${name} ${path}`)));
      }
      expect(problems, `${problems.length} problems on ${mine.length} pages:\n${problems.join('\n')}`).toEqual([]);
    });
  }

  for (const role of ROLES) {
    test(`every workbench page in the menu of ${role}`, async ({ page }) => {
      // a time limit, not an assertion: admin's menu is about 100 pages, each audited by axe; on a loaded
      // 2-core machine the walk passed 300 s near its end (the pages themselves answered)
      test.setTimeout(600_000);
      await loginAt(page, role);
      const stored = await page.evaluate(() => sessionStorage.getItem('menuList'));
      const menu = (stored ? JSON.parse(stored) : []) as StoredMenuItem[];
      const pages = [
        { title: '工作台首页', path: '/work/home' },
        ...workPages(menu).filter((p) => p.path !== '/work/home' && !checkedWorkPaths.has(p.path)),
      ];
      const problems: string[] = [];
      trackRequests(page);
      const sidebar = page.getByRole('navigation', { name: '工作台菜单' });
      await page.goto('/work/home');
      for (const { title, path } of pages) {
        checkedWorkPaths.add(path);
        // in-app navigation through the sidebar link (also when its group is collapsed): no reload per page
        const link = sidebar.locator(`a[href="${path}"]`).first();
        if (path === '/work/home' && new URL(page.url()).pathname === path) {
          // the first page: already open
        } else if ((await link.count()) > 0) await link.dispatchEvent('click');
        else await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.locator('h1').first()).toHaveText(title);
        await settle(page);
        problems.push(...(await audit(page, `${role} ${title} ${path}`)));
      }
      expect(problems, `${problems.length} problems on ${pages.length} pages:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
