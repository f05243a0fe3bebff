/**
 * Security headers on every answer (issue 13 §4) with @fastify/helmet: a Content-Security-Policy
 * the portal, the workbench, the API reference (Redoc `/api/docs`, Swagger UI `/api/docs/try`)
 * and the demo SSO page pass, `X-Frame-Options: SAMEORIGIN`, `Referrer-Policy: no-referrer`,
 * `X-Content-Type-Options: nosniff`, HSTS (ignored by browsers over plain HTTP),
 * Cross-Origin-Opener/Resource-Policy `same-origin`, and the rest of helmet's defaults.
 * docs/operations.md "压缩、缓存与安全头".
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A CSP: directive name (kebab-case, e.g. `img-src`) → its sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * The policy of the app:
 * - scripts only from this origin (the built app has no inline script; the Swagger UI's
 *   initializer is a file, `/api/docs/qifu-init.js`, and so are Redoc's, web/docs.ts); no inline
 *   event handlers;
 * - styles from this origin plus inline ones: Mantine writes its CSS variables into a `<style>`
 *   element and sets `style` attributes at run time, the SSO page has a `<style>` block;
 * - images from this origin, `data:` (icons in the CSS, the favicon), `blob:` (previews of
 *   files being uploaded) and any `https:` host (rich text of policies and news may show images
 *   by address: the sanitizer allows http(s) `src`);
 * - fetch/XHR only to this origin; frames, forms, `<base>` only this origin; no plugins;
 * - `frame-ancestors 'self'`: no other site may frame the portal (clickjacking).
 * No `upgrade-insecure-requests`: an intranet deployment may be served over plain HTTP.
 */
export function defaultCspDirectives(): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
  };
}

const DIRECTIVE_NAME = /^[a-z]+(-[a-z]+)*$/;
const SOURCE = /^[^\s;,]+$/;

/**
 * Parses `CSP_EXTRA`: `directive source…` pairs separated by `;`, e.g.
 * `"frame-src https://video.example.cn; img-src https://tiles.example.cn"`.
 * @returns directive → extra sources (empty for an empty or unset value).
 * @throws Error naming `CSP_EXTRA` when a part has no source or a malformed name or source.
 */
export function parseCspExtra(value: string | undefined): CspDirectives {
  const out: CspDirectives = {};
  for (const part of (value ?? '').split(';')) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const [name, ...sources] = words as [string, ...string[]];
    if (!DIRECTIVE_NAME.test(name.toLowerCase()) || sources.length === 0 || !sources.every((s) => SOURCE.test(s))) {
      throw new Error(`CSP_EXTRA: "${part.trim()}" is not "<directive> <source> …" (e.g. "frame-src https://video.example.cn")`);
    }
    const key = name.toLowerCase();
    out[key] = [...(out[key] ?? []), ...sources];
  }
  return out;
}

/**
 * The default policy with the extra sources added (a directive that is not in the defaults is
 * added as given; `'none'` is dropped from a directive that gets sources).
 */
export function mergeCsp(base: CspDirectives, extra: CspDirectives): CspDirectives {
  const out: CspDirectives = { ...base };
  for (const [name, sources] of Object.entries(extra)) {
    const current = (out[name] ?? []).filter((s) => s !== "'none'");
    out[name] = [...new Set([...current, ...sources])];
  }
  return out;
}

/** The policy as a header value (`directive source…; …`), as helmet writes it. */
export function cspHeaderValue(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/** Header name (lower case) → value, as set on every answer. */
export type HeaderSet = Record<string, string>;

/**
 * The headers @fastify/helmet sets with these options, computed once: @fastify/helmet is registered
 * on a throwaway Fastify instance and answers one request; its headers (minus Fastify's own) are
 * the set. @fastify/helmet stays the source of the values; the cost per request drops from
 * building and parsing the policy (about 12 µs) to setting a dozen fixed headers (issue 13 §6).
 */
export async function helmetHeaderSet(directives: CspDirectives): Promise<HeaderSet> {
  const { default: Fastify } = await import('fastify');
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, { global: true, contentSecurityPolicy: { useDefaults: false, directives } });
    probe.get('/', async () => 'ok');
    const bare = Fastify({ logger: false });
    bare.get('/', async () => 'ok');
    const [withHelmet, without] = await Promise.all([probe.inject('/'), bare.inject('/')]);
    await bare.close();
    const out: HeaderSet = {};
    for (const [name, value] of Object.entries(withHelmet.headers)) {
      if (name in without.headers || value === undefined) continue;
      out[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    if (!out['content-security-policy']) throw new Error('@fastify/helmet set no Content-Security-Policy');
    return out;
  } finally {
    await probe.close();
  }
}

/**
 * Sets the security headers of @fastify/helmet on every answer (API JSON, web app, SPA fallback,
 * 404s, errors): computed once at start by {@link helmetHeaderSet}, then written by an `onRequest`
 * hook on the raw response, as helmet itself does (a route or handler setting one of them later
 * overrides it). Register it before the routes.
 * @param options.cspExtra - `CSP_EXTRA` of the configuration (see {@link parseCspExtra}).
 * @throws Error when `cspExtra` is malformed (the server does not start).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { cspExtra?: string | undefined } = {}): Promise<void> {
  const directives = mergeCsp(defaultCspDirectives(), parseCspExtra(options.cspExtra));
  const headers = Object.entries(await helmetHeaderSet(directives));
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (let i = 0; i < headers.length; i++) {
      const h = headers[i] as [string, string];
      res.setHeader(h[0], h[1]);
    }
    done();
  });
}
