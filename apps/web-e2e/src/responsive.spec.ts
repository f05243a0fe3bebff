/**
 * The portal on a phone (issue 14 acceptance 1): at 360 × 740 every public route of seeds 000 §2
 * (public-route-list.ts) shows no horizontal scroll and no header label broken one character per
 * line, the home carousel's headline is fully inside the screen, and the menu opens from the menu
 * button; the login card is centred at 1366 px and on the phone.
 *
 * Headless Chromium here has no CJK fonts (Chinese glyphs are fallback boxes about one font size
 * wide), so the checks compare layout boxes with the font size, never exact text widths.
 */
import { type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { publicRoutes } from './public-route-list';

const PHONE = { width: 360, height: 740 };

/** Waits for the route's own content: the app rendered (≤ 10 s), then no skeleton or loader left (≤ 5 s). */
async function waitForContent(page: Page): Promise<void> {
  await page.locator('#root > *').first().waitFor({ state: 'attached', timeout: 10_000 });
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Skeleton-root[data-visible], [aria-busy="true"], .mantine-Loader-root'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined); // a page that keeps a loader is measured as it is
}

/** What a phone user would notice on the current page (measured in the page). */
interface PhoneLayout {
  /** `document.documentElement.scrollWidth` − `clientWidth` in px (> 0: the page scrolls sideways). */
  overflowX: number;
  /** The widest elements sticking out of the viewport on the right (selector-ish descriptions). */
  culprits: string[];
  /** Header texts of 2+ characters laid out one character per line. */
  brokenLabels: string[];
}

function measure(): PhoneLayout {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
  const culprits: string[] = [];
  if (root.scrollWidth > viewport) {
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.right > viewport + 1 && culprits.length < 5) culprits.push(`${describe(element)} right=${Math.round(rect.right)}`);
    }
  }
  const brokenLabels: string[] = [];
  for (const header of Array.from(document.querySelectorAll('header'))) {
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (text.length < 2 || !parent) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) continue; // not displayed (display: none)
      const lines = new Set(boxes.map((box) => Math.round(box.top))).size;
      const widest = Math.max(...boxes.map((box) => box.width));
      const fontSize = parseFloat(style.fontSize);
      // one character per line: several lines, none of them two characters wide
      if (lines >= 2 && widest < fontSize * 1.9) brokenLabels.push(`"${text}" in ${lines} lines, ${Math.round(widest)} px wide`);
    }
  }
  return { overflowX: root.scrollWidth - viewport, culprits, brokenLabels };
}

test.describe('the portal on a phone (issue 14)', () => {
  test.use({ viewport: PHONE });

  test('every public route: no horizontal scroll, no header label broken per character', async ({ page, request }) => {
    const routes = await publicRoutes(request);
    test.setTimeout(routes.length * 6_000);
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(route.path);
      const shown = await waitForContent(page).then(
        () => true,
        () => false,
      );
      if (!shown) {
        problems.push(`${route.name} ${route.path}: nothing rendered after 10 s (${page.url()})`);
        continue;
      }
      const layout = await page.evaluate(measure);
      if (layout.overflowX > 0) problems.push(`${route.name} ${route.path}: scrolls ${layout.overflowX} px sideways (${layout.culprits.join('; ')})`);
      for (const label of layout.brokenLabels) problems.push(`${route.name} ${route.path}: header label ${label}`);
    }
    expect(problems).toEqual([]);
  });

  test('the home carousel headline is fully visible', async ({ page }) => {
    await page.goto('/page/home');
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await expect(carousel).toBeVisible();
    const fit = await carousel.evaluate((section) => {
      const frame = section.getBoundingClientRect();
      const slide = Array.from(section.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')).find((element) => !element.hidden);
      const texts: Text[] = [];
      const walker = document.createTreeWalker(slide ?? section, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node.textContent ?? '').trim()) texts.push(node as Text);
      const boxes = texts.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects()).filter((box) => box.width > 0);
      });
      const inside = (box: DOMRect) =>
        box.left >= Math.max(frame.left, 0) - 1 &&
        box.right <= Math.min(frame.right, window.innerWidth) + 1 &&
        box.top >= frame.top - 1 &&
        box.bottom <= frame.bottom + 1;
      return { headline: texts.map((node) => node.textContent).join(''), lines: boxes.length, outside: boxes.filter((box) => !inside(box)).length };
    });
    expect(fit.headline.trim()).not.toBe('');
    expect(fit.lines).toBeGreaterThan(0);
    expect(fit.outside).toBe(0);
  });

  test('the menu opens from the menu button and an entry can be followed', async ({ page }) => {
    await page.goto('/page/home');
    // the desktop menu is gone, the menu button is there
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
    const button = page.getByRole('button', { name: '打开菜单' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: '个人登录' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '长者模式' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '意见反馈' })).toBeVisible();
    await drawer.getByRole('link', { name: '厂房土地' }).click();
    await expect(page).toHaveURL(/\/page\/sdmarket$/);
    await expect(drawer).toBeHidden();
    await button.click();
    await expect(drawer.getByRole('link', { name: '厂房土地' })).toHaveAttribute('aria-current', 'page');
  });

  test('智能客服 leaves the end of the page and a focused field clear', async ({ page }) => {
    await page.goto('/page/appeal');
    const launcher = page.getByRole('button', { name: '智能客服' });
    await expect(launcher).toBeVisible();
    const button = await launcher.boundingBox();
    if (!button) throw new Error('no 智能客服 button');
    // at the very bottom, the footer's last line is above the button
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const lastLine = await footer.evaluate((element) => {
      const texts = Array.from(element.querySelectorAll('*')).filter((child) => child.children.length === 0 && (child.textContent ?? '').trim());
      return Math.max(...texts.map((child) => child.getBoundingClientRect().bottom));
    });
    expect(lastLine).toBeLessThanOrEqual(button.y);

    // a field just above the bottom edge, behind the button, is scrolled clear when it gets the focus
    await page.goto('/page/policymarket/index');
    const field = page.getByRole('textbox').first();
    await expect(field).toBeVisible();
    await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 4));
    await field.focus();
    const box = await field.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(button.y);
  });
});

test.describe('the login card', () => {
  for (const viewport of [{ width: 1366, height: 768 }, PHONE]) {
    test(`is centred at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      const card = page.locator('main form').locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      if (!box) throw new Error('no login card');
      const left = box.x;
      const right = viewport.width - box.x - box.width;
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
      if (box.height < viewport.height) {
        const top = box.y;
        const bottom = viewport.height - box.y - box.height;
        expect(Math.abs(top - bottom)).toBeLessThanOrEqual(2);
      }
    });
  }
});
