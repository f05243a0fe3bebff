/**
 * Prerenders the first screen of each page of the API reference (`/api/docs` and the group pages
 * `/api/docs/<slug>`, issue 17) at build time: `npm run build:api` (apps/api/build.mjs) bundles
 * this file to `dist/apps/api/docs-prerender.mjs` and runs it after the server bundle. It computes
 * the pages' contracts exactly as the server does ({@link docsPages} of {@link docsSpec} of the
 * bundled spec and the handler registry), has `redocly build-docs` (@redocly/cli, Redoc 3) render
 * each (two at a time), and writes `dist/apps/api/docs/`:
 * - `index.html` (the entry) and `<slug>/index.html` (each group): the Redoc page
 *   ({@link redocPageHtml}) with the rendered introduction and menu; the build's inline module
 *   script (Redoc plus the contract inlined) is replaced by `/api/docs/redoc-init.js`, which fetches
 *   both and hydrates; the markup's one inline script (Redoc's colour mode) moves to
 *   `redoc-prerender.js` beside the page (the Content-Security-Policy allows scripts from this
 *   origin only); menu links `href="/x"` become `href="#/x"` (Redoc's hash router: the page lives
 *   at `/api/docs/<slug>`, not at `/`).
 * - `redoc.standalone.js`: the Redoc that rendered them (the server then needs no @redocly/cli, a
 *   devDependency);
 * - `manifest.json` ({@link PrerenderManifest}): the server serves a page only when the hash of
 *   its own contract for that page is the same, else it renders that page in the browser.
 * Doing it at build time, not at server start, keeps the start fast and works with any number of
 * API processes and a fresh DATA_DIR.
 * @throws Error (the build fails) when the CLI fails or its page has a shape this step does not know.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { loadBundledSpec } from '../core/spec';
import { handlers } from '../domains';
import { type DocsPage, docsPages, docsSpec, installedRedocBundle, type PrerenderManifest, prerenderedDocsFolder, redocPageHtml, sha256Hex } from './docs';

const SPLIT = '<!--qifu:redoc-html-->';

/**
 * Turns the output of `redocly build-docs` (rendered with the template `{{{redocHead}}}SPLIT{{{redocHTML}}}`)
 * into the served page and the file of its inline scripts.
 * @throws Error when the output has no `#redoc` element, no module script, or inline event handlers.
 */
export function finishPrerenderedPage(
  output: string,
  page: { slug: string; title: string },
): {
  html: string;
  script: string;
} {
  const [styles, body] = output.split(SPLIT);
  if (styles === undefined || body === undefined) throw new Error('docs-prerender: the template split marker is missing');
  const open = '<div id="redoc">';
  const start = body.indexOf(open);
  const moduleScript = body.indexOf('<script type="module">');
  const end = body.lastIndexOf('</div>', moduleScript);
  if (start < 0 || moduleScript < 0 || end < start) throw new Error('docs-prerender: no #redoc element before the module script');
  const scripts: string[] = [];
  let markup = body
    .slice(start + open.length, end)
    // inline scripts run from a file instead; an empty <script> is not checked by the policy
    .replace(/<script>([\s\S]*?)<\/script>/g, (_m, code: string) => {
      scripts.push(code);
      return '<script></script>';
    })
    .replace(/ href="\/(?!\/|api\/)/g, ' href="#/');
  if (/<script(?!><\/script>)/.test(markup) || /\son[a-z]+="/i.test(markup)) {
    throw new Error('docs-prerender: the rendered markup has a script or event handler the policy would block');
  }
  markup = markup.trim();
  const html = redocPageHtml(page, {
    styles: styles.trim(),
    markup,
    hasScript: scripts.length > 0,
  });
  return { html, script: scripts.map((code) => `${code.trim()}\n`).join('') };
}

/** Has `redocly build-docs` render one page's contract in `work` (a fresh folder); returns its output. */
async function renderPage(cli: string, work: string, page: DocsPage): Promise<string> {
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'openapi.json'), page.json);
  writeFileSync(join(work, 'template.hbs'), `{{{redocHead}}}${SPLIT}{{{redocHTML}}}`);
  try {
    await promisify(execFile)(
      process.execPath,
      [cli, 'build-docs', 'openapi.json', '--inlineBundle', '--template', 'template.hbs', '--output', 'out.html'],
      // cwd: the temporary folder, so that no redocly.yaml (the lint configuration) is read;
      // stderr kept for a failure only (the CLI prints a Node 20 notice on every run)
      {
        cwd: work,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        },
      },
    );
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '');
    throw new Error(`docs-prerender: redocly build-docs failed for ${page.slug || 'the entry'}\n${stderr}`);
  }
  return readFileSync(join(work, 'out.html'), 'utf8');
}

/**
 * Renders the reference's pages into `outDir` (see the file's comment), two CLI processes at a time.
 * @returns the pages' total size in bytes, their count and the time taken in milliseconds.
 */
export async function prerenderDocs(outDir: string): Promise<{ bytes: number; pages: number; ms: number }> {
  const started = performance.now();
  const pages = docsPages(docsSpec(loadBundledSpec(), new Set(Object.keys(handlers))));
  const bundle = installedRedocBundle();
  if (!bundle) throw new Error('docs-prerender: @redocly/cli is not installed (npm install)');
  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const work = mkdtempSync(join(tmpdir(), 'qifu-docs-'));
  try {
    const outputs = new Map<string, string>();
    const queue = [...pages];
    const worker = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        outputs.set(page.slug, await renderPage(cli, join(work, page.slug || 'entry'), page));
      }
    };
    await Promise.all([worker(), worker()]);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    let bytes = 0;
    for (const page of pages) {
      const { html, script } = finishPrerenderedPage(outputs.get(page.slug)!, page);
      const folder = join(outDir, page.slug);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), html);
      if (script) writeFileSync(join(folder, 'redoc-prerender.js'), script);
      bytes += Buffer.byteLength(html);
    }
    copyFileSync(bundle, join(outDir, 'redoc.standalone.js'));
    const version = /Version: (\S+)/.exec(readFileSync(bundle, 'utf8').slice(0, 400))?.[1] ?? 'unknown';
    const manifest: PrerenderManifest = {
      pages: Object.fromEntries(pages.map((page) => [page.slug, sha256Hex(page.json)])),
      redocVersion: version,
    };
    writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    return { bytes, pages: pages.length, ms: performance.now() - started };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('docs-prerender.mjs')) {
  const out = prerenderedDocsFolder();
  const { bytes, pages, ms } = await prerenderDocs(out);
  console.log(`prerendered the API reference into ${out} (${pages} pages, ${Math.round(bytes / 1024)} KiB, ${(ms / 1000).toFixed(1)} s)`);
}
