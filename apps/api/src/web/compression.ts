/**
 * Compression of dynamic answers (issue 13 §4): JSON envelopes, the contract, the Swagger UI's
 * files and the demo SSO page, with @fastify/compress — brotli or gzip, whichever the client
 * prefers, from 1 KB up. The web app's files are compressed at build time instead
 * (`static-app.ts`, `preCompressed`); their answers already carry `content-encoding` and pass
 * through untouched.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';

/**
 * Brotli quality of dynamic answers. Measured on this 2-core machine on slices of the bundled
 * contract (`node:zlib`, one core): for 8 KB of JSON, gzip 6 → 1,710 B in ~280 µs, brotli 4 →
 * 1,696 B in ~230 µs, brotli 5 → 1,537 B in ~255 µs, brotli 11 → 1,332 B in ~10,000 µs; for
 * 40 KB: gzip 6 → 3,978 B / ~250 µs, brotli 5 → 3,664 B / ~270 µs, brotli 11 → 3,028 B /
 * ~37,000 µs. Quality 5 costs about what gzip 6 does and is about 10 % smaller; zlib's default
 * (11) would spend 40–140 times the CPU per answer, which the throughput goal (issue 13 §6)
 * cannot afford. Static files use quality 11, paid once at build time.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** gzip level of dynamic answers: zlib's default 6 (level 9 is slower for a few bytes less). */
export const DYNAMIC_GZIP_LEVEL = 6;

/** Answers smaller than this many bytes are sent as they are (framing overhead, no gain). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Media types compressed on the fly: text, JSON, XML, JavaScript and SVG (the plugin adds what
 * mime-db marks compressible). Unlike the plugin's default, `application/octet-stream` is not
 * among them (a stored upload is sent as it is); Office, zip and image types never were
 * (already compressed).
 */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    /[/+]json$/.test(type) ||
    /[/+]xml$/.test(type) ||
    type === 'application/javascript' ||
    type === 'image/svg+xml'
  );
}

/**
 * Whether a route only ever answers with a file (its 200 answer, as fastify-openapi-glue puts it
 * in the route schema, has content and none of it is JSON: `downloadFile`). Those stream without
 * compression: the body is the stored file as uploaded, and keeping `content-length` lets the
 * browser show download progress. Excel exports declare their answer by `$ref` (not in the route
 * schema); their media type (xlsx, a zip) is not compressible, so they are never compressed either.
 */
export function answersWithFileOnly(route: Pick<RouteOptions, 'schema'>): boolean {
  const response = (route.schema as { response?: Record<string, { content?: Record<string, unknown> }> } | undefined)?.response;
  const content = response?.['200']?.content;
  if (!content) return false;
  const types = Object.keys(content);
  return types.length > 0 && !types.some((t) => /json/i.test(t));
}

/**
 * Registers @fastify/compress for every route declared after this call (register it before the
 * routes). Request bodies are not decompressed (browsers never send compressed bodies; a
 * compressed body would slip past the 1 MB body limit as a zip bomb).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && answersWithFileOnly(route)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
}
