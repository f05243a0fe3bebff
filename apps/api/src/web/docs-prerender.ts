/**
 * Prerenders the first screen of the API reference (`/api/docs`, issue 17) at build time:
 * `npm run build:api` (apps/api/build.mjs) bundles this file to `dist/apps/api/docs-prerender.mjs`
 * and runs it after the server bundle. It computes the marked contract exactly as the server does
 * ({@link docsSpec} of the bundled spec and the handler registry), has `redocly build-docs`
 * (@redocly/cli, Redoc 3) render it, and writes `dist/apps/api/docs/`:
 * - `index.html`: the Redoc page ({@link redocPageHtml}) with the rendered introduction and menu;
 *   the build's inline module script (Redoc plus the contract inlined, 3.5 MB) is replaced by
 *   `/api/docs/redoc-init.js`, which fetches both and hydrates; the markup's one inline script
 *   (Redoc's colour mode) moves to `redoc-prerender.js` (the Content-Security-Policy allows scripts
 *   from this origin only); menu links `href="/x"` become `href="#/x"` (Redoc's hash router: the
 *   page lives at `/api/docs`, not at `/`).
 * - `redoc.standalone.js`: the Redoc that rendered it (the server then needs no @redocly/cli, a
 *   devDependency);
 * - `manifest.json` ({@link PrerenderManifest}): the server serves this page only when the hash
 *   of its own marked contract is the same, else it renders `/api/docs` in the browser.
 * Doing it at build time, not at server start, keeps the start fast (the prerender takes 2–6 s
 * here) and works with any number of API processes and a fresh DATA_DIR.
 * @throws Error (the build fails) when the CLI fails or its page has a shape this step does not know.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { loadBundledSpec } from '../core/spec';
import { handlers } from '../domains';
import { docsSpec, installedRedocBundle, type PrerenderManifest, prerenderedDocsFolder, redocPageHtml, sha256Hex } from './docs';

const SPLIT = '<!--qifu:redoc-html-->';

/**
 * Turns the output of `redocly build-docs` (rendered with the template `{{{redocHead}}}SPLIT{{{redocHTML}}}`)
 * into the served page and the file of its inline scripts.
 * @throws Error when the output has no `#redoc` element, no module script, or inline event handlers.
 */
export function finishPrerenderedPage(output: string): {
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
  const html = redocPageHtml({
    styles: styles.trim(),
    markup,
    hasScript: scripts.length > 0,
  });
  return { html, script: scripts.map((code) => `${code.trim()}\n`).join('') };
}

/**
 * Renders the reference into `outDir` (see the file's comment).
 * @returns the page's size in bytes and the time taken in milliseconds.
 */
export function prerenderDocs(outDir: string): { bytes: number; ms: number } {
  const started = performance.now();
  const docsJson = JSON.stringify(docsSpec(loadBundledSpec(), new Set(Object.keys(handlers))));
  const bundle = installedRedocBundle();
  if (!bundle) throw new Error('docs-prerender: @redocly/cli is not installed (npm install)');
  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const work = mkdtempSync(join(tmpdir(), 'qifu-docs-'));
  try {
    writeFileSync(join(work, 'openapi.json'), docsJson);
    writeFileSync(join(work, 'template.hbs'), `{{{redocHead}}}${SPLIT}{{{redocHTML}}}`);
    try {
      execFileSync(
        process.execPath,
        [cli, 'build-docs', 'openapi.json', '--inlineBundle', '--template', 'template.hbs', '--output', 'out.html'],
        // cwd: the temporary folder, so that no redocly.yaml (the lint configuration) is read;
        // stderr kept for a failure only (the CLI prints a Node 20 notice on every run)
        {
          cwd: work,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          },
        },
      );
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`docs-prerender: redocly build-docs failed\n${stderr}`);
    }
    const { html, script } = finishPrerenderedPage(readFileSync(join(work, 'out.html'), 'utf8'));
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), html);
    if (script) writeFileSync(join(outDir, 'redoc-prerender.js'), script);
    copyFileSync(bundle, join(outDir, 'redoc.standalone.js'));
    const version = /Version: (\S+)/.exec(readFileSync(bundle, 'utf8').slice(0, 400))?.[1] ?? 'unknown';
    const manifest: PrerenderManifest = {
      docsSpecSha256: sha256Hex(docsJson),
      redocVersion: version,
    };
    writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    return { bytes: Buffer.byteLength(html), ms: performance.now() - started };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('docs-prerender.mjs')) {
  const out = prerenderedDocsFolder();
  const { bytes, ms } = prerenderDocs(out);
  console.log(`prerendered the API reference into ${out} (${Math.round(bytes / 1024)} KiB page, ${(ms / 1000).toFixed(1)} s)`);
}
