/**
 * First-screen answers in the page (issue 14, fast first paint): for the two pages most visitors
 * open first — the home and the policy market — the server puts the public reads the page's first
 * screen makes into its `index.html`, so the browser renders them as soon as the JavaScript has run
 * instead of waiting one more round trip per read, and tells the browser to fetch the home's first
 * carousel image at once (`<link rel="preload">`) instead of after the configuration arrives.
 *
 * - The answers are produced by the API itself (`app.inject`, the same handlers, read cache and
 *   envelope as a browser's request), embedded as `<script type="application/json" id="first-screen">`
 *   (data, never executed: the CSP needs no exception) with `<` escaped, keyed `GET <path?query>`
 *   exactly as the SDK asks for them. The SDK answers a matching anonymous GET from it once, within
 *   a short time after the page loaded (`ApiClient.prefill`, libs/sdk); anything else goes to the
 *   network, so a key that no longer matches costs one request, never a wrong page.
 * - Only for anonymous visits (no `token` cookie) and only for the page's default address (the
 *   market with a query string, e.g. a filter, gets the plain index.html); a read that fails is left
 *   out. The HTML is answered `no-cache` and compressed like any dynamic answer.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { FIRST_SCREEN_CSS, firstScreenHtml, homeFirstSlide } from './first-screen-html';
import { escapeHtml } from '../core/html';

export { configImageAddress } from './first-screen-html';

/** One page's first screen: the API reads (paths under /api, with their query) and its largest image. */
export interface FirstScreen {
  /** Reads, in the order the page makes them, e.g. `/api/policy/doc/list?page=1&pageSize=10`. */
  reads: readonly string[];
  /** The address of the image to preload, from the embedded answers (null: none). */
  preloadImage?: (answers: ReadonlyMap<string, unknown>) => string | null;
}

/** The footer's contacts: every public page reads them. */
const PUBLIC_CONFIG = '/api/sys/platform/publicConfig';
const HOME_CONFIG = '/api/sys/homeConfig/portalConfig';

/**
 * The pages served with their first screen (seeds 000 §2 /page/home and /page/policymarket/index).
 * The reads are those the web app makes on a first visit (apps/web/src/router.tsx `prefetchHome`,
 * the market's loader, the footer); the e2e spec `first-screen.spec.ts` fails when they drift.
 */
export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = {
  '/page/home': {
    reads: [
      HOME_CONFIG,
      '/api/policy/doc/carousel',
      '/api/policy/doc/statistic',
      '/api/policy/doc/list?page=1&pageSize=6',
      '/api/policy/doc/hotPolicy?limit=6',
      PUBLIC_CONFIG,
    ],
    preloadImage: (answers) => homeFirstSlide(answers.get(`GET ${HOME_CONFIG}`))?.image ?? null,
  },
  '/page/policymarket/index': {
    reads: ['/api/policy/doc/list?page=1&pageSize=10', PUBLIC_CONFIG],
  },
};

/** `<`, U+2028 and U+2029 escaped: JSON that cannot end the script element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html's boot shell as the web app writes it (apps/web/index.html): its opening tag and its end. */
const BOOT_SHELL_OPEN = '<div id="boot-shell" aria-hidden="true">';
const BOOT_SHELL_END = '<div class="boot-nav"></div></div>';

/**
 * index.html with a page's first screen: the preload link before `</head>`, the answers before
 * `<div id="root">`, and the first screen's HTML (`bootHtml`, first-screen-html.ts) at the end of
 * the boot shell, which then carries `data-first-screen` (and is no longer `aria-hidden`: it holds
 * the page's content until the app replaces it). `answers` maps `GET <path?query>` to the
 * envelope the API gave. An index.html without the boot shell gets no first-screen HTML.
 */
export function withFirstScreen(indexHtml: string, answers: ReadonlyMap<string, unknown>, image: string | null, bootHtml: string | null = null): string {
  let html = indexHtml;
  if (image) {
    html = html.replace('</head>', `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">\n  </head>`);
  }
  const start = html.indexOf(BOOT_SHELL_OPEN);
  const end = start < 0 ? -1 : html.indexOf(BOOT_SHELL_END, start);
  if (bootHtml && end >= 0) {
    html =
      html.slice(0, start) +
      '<div id="boot-shell" data-first-screen>' +
      html.slice(start + BOOT_SHELL_OPEN.length, end) +
      '<div class="boot-nav"></div>' +
      bootHtml +
      '</div>' +
      html.slice(end + BOOT_SHELL_END.length);
    html = html.replace('</head>', `<style>${FIRST_SCREEN_CSS}</style>\n  </head>`);
  }
  if (answers.size > 0) {
    const script = `<script type="application/json" id="first-screen">${scriptSafeJson(Object.fromEntries(answers))}</script>`;
    html = html.replace('<div id="root">', `${script}\n    <div id="root">`);
  }
  return html;
}

/** Whether the request comes from a logged-in browser (its answers may differ: no embedding). */
function hasSession(req: FastifyRequest): boolean {
  return /(?:^|;\s*)token=[^;]/.test(req.headers.cookie ?? '');
}

/**
 * Registers GET routes for the pages of {@link FIRST_SCREENS}. Call it after the API's routes.
 * A page requested with a query string or a session, or a failure of every read, answers the plain
 * index.html (as the SPA fallback would).
 */
export async function registerFirstScreens(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');
  for (const [path, screen] of Object.entries(FIRST_SCREENS)) {
    app.get(path, async (req: FastifyRequest, reply: FastifyReply) => {
      const answers = new Map<string, unknown>();
      if (!req.url.includes('?') && !hasSession(req)) {
        const results = await Promise.all(
          screen.reads.map(async (url) => {
            try {
              const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
              if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('json')) return undefined;
              const body = res.json() as { success?: boolean };
              return body?.success === true ? ([`GET ${url}`, body] as const) : undefined;
            } catch {
              return undefined;
            }
          }),
        );
        for (const entry of results) if (entry) answers.set(entry[0], entry[1]);
      }
      const envelopes = new Map([...answers].map(([key, body]) => [key, (body as { data?: unknown }).data]));
      const image = screen.preloadImage?.(envelopes) ?? null;
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withFirstScreen(indexHtml, answers, image, answers.size > 0 ? firstScreenHtml(path, answers) : null));
    });
  }
}
