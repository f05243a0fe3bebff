/**
 * The demo's images (issue 14 "Demo media": no demo page has a broken image; listings and activities
 * have photos). They are drawn here with pngjs — calm two-colour gradients with one pattern per kind
 * (banner: soft circles and a wave; hot block: rings; land: field stripes under a sky; workshop:
 * saw-tooth roofs; training: a dot grid; tech: a circuit grid; logo: a badge) — and kept like real
 * uploads: a `sys_file` row (written by the demo seed, {@link seedDemoMediaRows}) plus the bytes in
 * the file storage (local `${DATA_DIR}/files` or S3; {@link ensureDemoMedia}, at every demo start).
 *
 * Each image has a fixed storage key `2026/01/<uuid>.png` (the uuid derived from its name), so the
 * rows and the bytes meet however the database and the storage were created (a database template
 * of the tests, a wiped storage folder), and writing them twice changes nothing. The drawing is
 * deterministic: the same name always gives the same bytes and size.
 */
import { createHash } from 'node:crypto';

import { PNG } from 'pngjs';

import type { FileStorage } from '../core/storage';
import type { Db } from '../db/client';
import { sysFile } from '../db/schema';

/** The pattern drawn over an image's gradient. */
export type DemoMediaKind = 'banner' | 'hot' | 'land' | 'workshop' | 'training' | 'tech' | 'logo';

/** One demo image. */
export interface DemoMedia {
  /** Stable name (also the source of the storage key). */
  name: string;
  /** File name shown for downloads (as an uploader would have named it). */
  fileName: string;
  kind: DemoMediaKind;
  /** Size in px (sized for its slot: banners 1200×400, hot blocks 16:9, photos 4:3, logos square). */
  width: number;
  height: number;
  /** Two gradient colours, `[r, g, b]` 0–255. */
  colors: readonly [readonly [number, number, number], readonly [number, number, number]];
}

type Rgb = readonly [number, number, number];
const BLUE: [Rgb, Rgb] = [[222, 236, 252], [86, 140, 214]];
const TEAL: [Rgb, Rgb] = [[220, 243, 238], [64, 150, 140]];
const INDIGO: [Rgb, Rgb] = [[230, 232, 252], [102, 112, 200]];
const AMBER: [Rgb, Rgb] = [[253, 243, 222], [214, 150, 70]];
const GREEN: [Rgb, Rgb] = [[232, 244, 226], [104, 160, 96]];
const SLATE: [Rgb, Rgb] = [[234, 238, 244], [110, 128, 156]];
const ROSE: [Rgb, Rgb] = [[252, 234, 236], [196, 106, 122]];
/** Banners: the deep colours of the web app's former SVG banners (white captions stay readable). */
const BANNER_BLUE: [Rgb, Rgb] = [[24, 100, 171], [77, 171, 247]];
const BANNER_ORANGE: [Rgb, Rgb] = [[217, 72, 15], [255, 146, 43]];
const BANNER_GREEN: [Rgb, Rgb] = [[43, 138, 62], [81, 207, 102]];

const media = (name: string, fileName: string, kind: DemoMediaKind, width: number, height: number, colors: readonly [Rgb, Rgb]): DemoMedia => ({
  name,
  fileName,
  kind,
  width,
  height,
  colors,
});

/** Every demo image (25, 2–9 KB each, about 95 KB in all). */
export const DEMO_MEDIA: readonly DemoMedia[] = [
  media('banner-1', '政策超市上线.png', 'banner', 1200, 400, BANNER_BLUE),
  media('banner-2', '企业诉求一键直达.png', 'banner', 1200, 400, BANNER_ORANGE),
  media('banner-3', '惠企政策解读直播.png', 'banner', 1200, 400, BANNER_GREEN),
  media('hot-policy', '政策超市.png', 'hot', 480, 270, BLUE),
  media('hot-appeal', '诉求服务.png', 'hot', 480, 270, ROSE),
  media('hot-land', '厂房土地.png', 'hot', 480, 270, GREEN),
  media('hot-tech', '科技服务.png', 'hot', 480, 270, INDIGO),
  ...[GREEN, AMBER, TEAL, SLATE].map((c, i) => media(`land-${i + 1}`, `地块实景${i + 1}.png`, 'land', 400, 300, c)),
  ...[SLATE, BLUE, TEAL, AMBER].map((c, i) => media(`workshop-${i + 1}`, `厂房实景${i + 1}.png`, 'workshop', 400, 300, c)),
  ...[AMBER, BLUE, ROSE, TEAL].map((c, i) => media(`training-${i + 1}`, `活动封面${i + 1}.png`, 'training', 400, 300, c)),
  ...[INDIGO, TEAL, BLUE].map((c, i) => media(`tech-${i + 1}`, `成果图片${i + 1}.png`, 'tech', 400, 300, c)),
  ...[BLUE, GREEN, INDIGO].map((c, i) => media(`logo-${i + 1}`, `院所标志${i + 1}.png`, 'logo', 200, 200, c)),
];

const BY_NAME = new Map(DEMO_MEDIA.map((m) => [m.name, m]));

/** The fixed storage key `2026/01/<uuid>.png` of a demo image (uuid from the SHA-1 of its name). */
export function demoMediaKey(name: string): string {
  const h = createHash('sha1').update(`qifu-demo-media:${name}`).digest('hex');
  return `2026/01/${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}.png`;
}

/**
 * A stored-file reference `{ fileName, filePath }` of a demo image (listing photos, tech images).
 * @throws Error for a name not in {@link DEMO_MEDIA}.
 */
export function demoImage(name: string): { fileName: string; filePath: string } {
  const m = BY_NAME.get(name);
  if (!m) throw new Error(`no demo image ${name}`);
  return { fileName: m.fileName, filePath: demoMediaKey(name) };
}

/** The `n`-th (0-based, cycling) demo image of a kind, e.g. the photo of the 5th land listing. */
export function demoImageOf(kind: 'land' | 'workshop' | 'training' | 'tech' | 'logo', n: number): { fileName: string; filePath: string } {
  const all = DEMO_MEDIA.filter((m) => m.kind === kind);
  const m = all[((n % all.length) + all.length) % all.length];
  if (!m) throw new Error(`no demo image of kind ${kind}`);
  return demoImage(m.name);
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
/** Colours are quantized to steps of 4 so the deflate stream stays small. */
const q = (v: number) => clamp(Math.round(v / 4) * 4);

/** How much of white (positive) or of the dark colour (negative) the pattern puts at (x, y), −1…1. */
function pattern(kind: DemoMediaKind, x: number, y: number, w: number, h: number, seed: number): number {
  const u = x / w;
  const v = y / h;
  switch (kind) {
    case 'banner': {
      const circles: [number, number, number][] = [
        [0.78 + seed * 0.03, 0.35, 0.22],
        [0.9, 0.85, 0.16],
        [0.62, 0.95, 0.12],
      ];
      let a = 0;
      for (const [cx, cy, r] of circles) if (((u - cx) * (w / h)) ** 2 + (v - cy) ** 2 < r * r) a += 0.16;
      const wave = 0.78 + 0.06 * Math.sin(u * Math.PI * 2 + seed);
      if (v > wave) a += 0.12;
      return a;
    }
    case 'hot': {
      const d = Math.sqrt(((u - 0.8) * (w / h)) ** 2 + (v - 0.3) ** 2);
      return Math.floor(d * 10) % 2 === 0 && d < 0.6 ? 0.14 : 0;
    }
    case 'land': {
      if (v < 0.42) return 0.35 - v * 0.4; // sky
      const band = Math.floor(((v - 0.42) * 12) / (v + 0.2) + u * 2 * (0.5 + seed * 0.1));
      return band % 2 === 0 ? -0.12 : 0.04;
    }
    case 'workshop': {
      const ground = 0.8;
      if (v > ground) return -0.25;
      const tooth = (u * 6) % 1;
      const roof = 0.42 + 0.14 * (1 - tooth);
      if (v > roof && u > 0.08 && u < 0.92) return Math.floor(u * 24) % 3 === 0 && v > 0.6 ? 0.2 : -0.18;
      return 0.3 - v * 0.3;
    }
    case 'training': {
      const gx = (x % 24) - 12;
      const gy = (y % 24) - 12;
      return gx * gx + gy * gy < 12 + seed ? 0.22 : 0;
    }
    case 'tech': {
      const line = x % 40 < 2 || y % 40 < 2;
      const node = (x % 40) - 20 < 4 && (x % 40) - 20 > -4 && (y % 40) - 20 < 4 && (y % 40) - 20 > -4 && (Math.floor(x / 40) + Math.floor(y / 40) + seed) % 3 === 0;
      return line ? 0.18 : node ? 0.3 : 0;
    }
    case 'logo': {
      const d = Math.sqrt((u - 0.5) ** 2 + (v - 0.5) ** 2);
      if (d > 0.46) return 0.6;
      if (d > 0.4) return -0.3;
      return d < 0.16 ? 0.35 : 0;
    }
  }
}

const cache = new Map<string, Buffer>();

/**
 * The PNG bytes of a demo image (RGB, adaptive row filters, deflate level 9; memoized per process).
 * @throws Error for a name not in {@link DEMO_MEDIA}.
 */
export function demoMediaPng(name: string): Buffer {
  const hit = cache.get(name);
  if (hit) return hit;
  const m = BY_NAME.get(name);
  if (!m) throw new Error(`no demo image ${name}`);
  const { width: w, height: h } = m;
  const seed = Number(name.replace(/\D/g, '') || '0');
  const png = new PNG({ width: w, height: h });
  const [light, dark] = m.colors;
  const data = png.data;
  for (let y = 0; y < h; y += 1) {
    // vertical gradient (a row is one colour apart from the pattern: rows filter to almost nothing)
    const t = Math.round((y / h) * 48) / 48;
    const r0 = light[0] + (dark[0] - light[0]) * t;
    const g0 = light[1] + (dark[1] - light[1]) * t;
    const b0 = light[2] + (dark[2] - light[2]) * t;
    for (let x = 0; x < w; x += 1) {
      const p = pattern(m.kind, x, y, w, h, seed);
      // towards white for a positive pattern value, towards the dark colour for a negative one
      const tr = p >= 0 ? 255 : dark[0];
      const tg = p >= 0 ? 255 : dark[1];
      const tb = p >= 0 ? 255 : dark[2];
      const k = p >= 0 ? p : -p;
      const i = (y * w + x) * 4;
      data[i] = q(r0 + (tr - r0) * k);
      data[i + 1] = q(g0 + (tg - g0) * k);
      data[i + 2] = q(b0 + (tb - b0) * k);
      data[i + 3] = 255;
    }
  }
  // RGB (no alpha), the best of the five row filters per row, deflate 9: 2–9 KB per image
  const bytes = PNG.sync.write(png, { colorType: 2, inputColorType: 6, inputHasAlpha: true, filterType: -1, deflateLevel: 9 });
  cache.set(name, bytes);
  return bytes;
}

/**
 * Records every demo image in `sys_file` (kind `image`, no uploader), like an upload does; rows that
 * exist are kept. Runs in the demo seed's transaction.
 * @returns the number of images.
 */
export async function seedDemoMediaRows(db: Db): Promise<number> {
  await db
    .insert(sysFile)
    .values(
      DEMO_MEDIA.map((m) => ({
        filePath: demoMediaKey(m.name),
        originalName: m.fileName,
        size: demoMediaPng(m.name).length,
        mime: 'image/png',
        kind: 'image',
        uploaderId: null,
      })),
    )
    .onConflictDoNothing({ target: sysFile.filePath });
  return DEMO_MEDIA.length;
}

/**
 * Puts the bytes of every demo image that the storage lacks (run at every start in demo mode, after
 * the database is prepared: a fresh storage next to an already seeded database gets them too).
 * @returns the number of images written (0 when all were there).
 */
export async function ensureDemoMedia(storage: FileStorage): Promise<number> {
  let written = 0;
  for (const m of DEMO_MEDIA) {
    const key = demoMediaKey(m.name);
    if (await storage.exists(key)) continue;
    await storage.put(key, demoMediaPng(m.name));
    written += 1;
  }
  return written;
}
