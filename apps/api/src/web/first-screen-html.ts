/**
 * The first screen as HTML (issue 14, fast first paint): for an anonymous visit to the home or the
 * policy market, the server writes the page's first screen into index.html's boot shell — the
 * home's first carousel slide, the market's heading and its first ten policies — from the same
 * answers it embeds for the web app (first-screen.ts). A phone shows the content as soon as the
 * HTML and the image arrive, instead of after the app's JavaScript has been downloaded and run
 * (about 2 s on a slow phone, Lighthouse's mobile preset).
 *
 * How it hands over (apps/web/src/main.tsx `releaseBootShell`): the boot shell carries
 * `data-first-screen`; while it is there, CSS keeps the app's `#root` out of sight (laid out at the
 * top, `visibility: hidden`); once the app's page has rendered its first screen (no loading
 * placeholder left in view) or after 4 s, the boot shell goes and the app shows in its place. The
 * boot HTML copies the app's geometry (portal header, PageTitle, PolicyMarketItem, HomeCarousel:
 * the same sizes, spacing and colours at both the phone and the desktop layout), so the hand-over
 * shows no jump; nodes that appear or go are not layout shifts.
 *
 * The boot content is real HTML: policy titles and the slide are links that work before the app
 * has loaded (a normal page load). Forms and buttons are drawn, not usable (`aria-hidden`).
 * All text comes from the API's answers and is HTML-escaped.
 */

import { escapeHtml } from '../core/html';

/** A date as the portal shows it, in China Standard Time: `2026年03月15日` (empty when unreadable). */
export function chinaDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  // UTC+8 all year (China has no daylight saving time since 1991)
  const d = new Date(time + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}年${pad(d.getUTCMonth() + 1)}月${pad(d.getUTCDate())}日`;
}

/** The address of a configured image (the web app's `configImageSrc`, libs/portal/feature home-config.ts). */
export function configImageAddress(path: unknown): string | null {
  if (typeof path !== 'string' || path === '') return null;
  if (path.startsWith('/') || /^https?:\/\//i.test(path)) return path;
  return `/api/files/dowload?${new URLSearchParams({ filePath: path }).toString()}`;
}

/** A link target the boot HTML may use: an in-app path or an http(s) address; anything else is dropped. */
function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https?:\/\//i.test(href) ? href : null;
}

/**
 * The boot content's styles: the portal's sizes and colours (theme.ts: blue.7 #1665ab, blue.8
 * #145a9b, dimmed #60666c, borders gray.3 #dee2e6; Mantine's spacing md 16 px, lg 20 px).
 * Phones below 768 px (48em) as the portal header's media query.
 */
export const FIRST_SCREEN_CSS = `
#boot-shell[data-first-screen]{min-height:100vh;background:#f8f9fa}
.fs-main{max-width:1140px;margin:0 auto;padding:20px 16px;font-size:16px;line-height:1.55}
.fs-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.fs-hero{position:relative;display:block;overflow:hidden;border-radius:8px;background:#145a9b;aspect-ratio:3/1;min-height:180px;max-height:400px;width:100%;color:#fff;text-decoration:none}
.fs-hero img{display:block;width:100%;height:100%;object-fit:cover}
.fs-hero span{position:absolute;left:0;right:0;bottom:0;padding:28px 20px 12px;background:linear-gradient(to top,rgba(0,0,0,.55),rgba(0,0,0,0));font-weight:600}
.fs-subnav{height:40px;background:#f8f9fa;border-bottom:1px solid #dee2e6}
.fs-title{margin:0 0 36px}
.fs-title h1{margin:0;font-size:26px;line-height:1.35;font-weight:600;color:#000}
.fs-title p{margin:4px 0 0;font-size:14px;line-height:1.45;color:#60666c}
.fs-form{box-sizing:border-box;height:95px;margin-bottom:20px;background:#fff;border:1px solid #dee2e6;border-radius:4px}
.fs-count{margin:0 0 16px;font-size:14px;line-height:1.45;color:#60666c}
.fs-card{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;margin-bottom:12px;padding:16px;background:#fff;border:1px solid #dee2e6;border-radius:4px}
.fs-card>div:first-child{display:flex;flex-direction:column;gap:6px;min-width:0}
.fs-card h3{margin:0;font-size:18px;line-height:1.45;font-weight:600;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fs-card h3 a{color:#000;text-decoration:none}
.fs-meta{display:flex;flex-wrap:wrap;gap:20px;font-size:14px;line-height:1.45;color:#60666c}
.fs-tags{display:flex;flex-wrap:wrap;gap:6px}
.fs-tags span{box-sizing:border-box;height:20px;padding:0 10px;border-radius:4px;background:rgba(22,101,171,.1);color:#1665ab;font-size:11px;line-height:18px;font-weight:700;letter-spacing:.25px;border:1px solid transparent}
.fs-buttons{display:flex;flex-direction:column;gap:10px;flex-shrink:0}
.fs-buttons span{box-sizing:border-box;display:block;height:36px;padding:0 18px;border:1px solid #1665ab;border-radius:4px;font-size:14px;line-height:34px;font-weight:600;white-space:nowrap;color:#1665ab}
.fs-buttons span:first-child{background:#1665ab;color:#fff}
@media (max-width:47.99em){.fs-form{height:248px}}
@media (max-width:27.5em){.fs-subnav{height:89px}}
`;

type Answers = ReadonlyMap<string, unknown>;

/** The envelope's `data` of an embedded answer (`GET <path?query>`), or undefined. */
function data(answers: Answers, key: string): unknown {
  return (answers.get(`GET ${key}`) as { data?: unknown } | undefined)?.data;
}

/** The home's first slide (首页配置's first carousel entry, seeds 000 §2 /page/home), or null. */
export function homeFirstSlide(config: unknown): { title: string; image: string; href: string | null } | null {
  const first = (config as { carousel?: { title?: unknown; imagePath?: unknown; linkUrl?: unknown }[] } | undefined)?.carousel?.[0];
  const image = configImageAddress(first?.imagePath);
  if (!first || !image) return null;
  return { title: String(first.title ?? ''), image, href: safeHref(first.linkUrl) };
}

/** The home's boot content: the page's `h1` (for screen readers, as the app's) and the first slide. */
function homeHtml(answers: Answers, siteName: string): string | null {
  const slide = homeFirstSlide(data(answers, '/api/sys/homeConfig/portalConfig'));
  if (!slide) return null;
  const body = `<img src="${escapeHtml(slide.image)}" alt="${escapeHtml(slide.title)}" fetchpriority="high"><span aria-hidden="true">${escapeHtml(slide.title)}</span>`;
  const hero = slide.href
    ? `<a class="fs-hero" href="${escapeHtml(slide.href)}" title="${escapeHtml(slide.title)}">${body}</a>`
    : `<div class="fs-hero">${body}</div>`;
  return `<main class="fs-main"><h1 class="fs-sr">${escapeHtml(siteName)}</h1>${hero}</main>`;
}

interface PolicyRow {
  id?: unknown;
  policyTitle?: unknown;
  policyDepName?: unknown;
  policyCreateTime?: unknown;
  supportModes?: unknown;
}

/** The market's boot content: sub-menu band, heading, the filter form's box, the count and the first policies. */
function marketHtml(answers: Answers): string | null {
  const page = data(answers, '/api/policy/doc/list?page=1&pageSize=10') as { list?: PolicyRow[]; total?: unknown } | undefined;
  if (!page || !Array.isArray(page.list)) return null;
  const cards = page.list
    .map((p) => {
      const href = `/page/policymarket/details?id=${encodeURIComponent(String(p.id ?? ''))}`;
      const modes = Array.isArray(p.supportModes) ? p.supportModes : [];
      const tags = modes.length > 0 ? `<div class="fs-tags">${modes.map((m) => `<span>${escapeHtml(m)}</span>`).join('')}</div>` : '';
      return (
        `<article class="fs-card"><div><h3><a href="${escapeHtml(href)}">${escapeHtml(p.policyTitle)}</a></h3>` +
        `<div class="fs-meta"><span>发文单位：${escapeHtml(p.policyDepName)}</span><span>发布时间：${escapeHtml(chinaDate(p.policyCreateTime))}</span></div>` +
        `${tags}</div><div class="fs-buttons" aria-hidden="true"><span>立即了解</span><span>政策咨询</span></div></article>`
      );
    })
    .join('');
  return (
    `<div class="fs-subnav"></div><main class="fs-main"><div class="fs-title"><h1>政策超市</h1><p>汇集各级惠企政策，免登录浏览，登录后可在线咨询</p></div>` +
    `<div class="fs-form" aria-hidden="true"></div><p class="fs-count">共 ${escapeHtml(page.total)} 条政策</p>${cards}</main>`
  );
}

/**
 * The boot content of a first-screen page (`/page/home`, `/page/policymarket/index`) from the
 * embedded answers (`GET <path?query>` → envelope), or null when the answers needed are missing
 * (the plain boot shell is served then).
 */
export function firstScreenHtml(path: string, answers: Answers, siteName = '德清县企业综合服务中心'): string | null {
  if (path === '/page/home') return homeHtml(answers, siteName);
  if (path === '/page/policymarket/index') return marketHtml(answers);
  return null;
}
