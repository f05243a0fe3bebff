import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LocalFileStorage, STORAGE_KEY_PATTERN } from '../core/storage';
import { createTestDb, type TestDb } from '../testing/test-server';
import { landInfo, sysFile, sysHomeConfig, techAchievement, techInstitute, trainActivity, workshopInfo } from '../db/schema';
import { DEMO_MEDIA, demoMediaKey, demoMediaPng, ensureDemoMedia } from './demo-media';

describe('demo images (issue 14 "Demo media")', () => {
  it('are valid PNGs of their slot size, a few KB each, under unique storage keys', () => {
    const keys = new Set<string>();
    for (const m of DEMO_MEDIA) {
      const bytes = demoMediaPng(m.name);
      const decoded = PNG.sync.read(bytes);
      expect([m.name, decoded.width, decoded.height]).toEqual([m.name, m.width, m.height]);
      expect(bytes.length, m.name).toBeLessThan(12 * 1024);
      const key = demoMediaKey(m.name);
      expect(key).toMatch(STORAGE_KEY_PATTERN);
      keys.add(key);
    }
    expect(keys.size).toBe(DEMO_MEDIA.length);
    const banner = DEMO_MEDIA.find((m) => m.kind === 'banner');
    expect(banner).toMatchObject({ width: 1200, height: 400 });
  });

  it('are written once to the file storage: a second start writes nothing and the bytes stay the same', async () => {
    const root = mkdtempSync(join(tmpdir(), 'qifu-demo-media-'));
    try {
      const storage = new LocalFileStorage(root);
      expect(await ensureDemoMedia(storage)).toBe(DEMO_MEDIA.length);
      expect(await ensureDemoMedia(storage)).toBe(0);
      const first = DEMO_MEDIA[0];
      if (!first) throw new Error('no demo media');
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(demoMediaKey(first.name))) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(demoMediaPng(first.name))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the demo seed points its rows at stored images', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ demo: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('every image of the home configuration, listings, activities and tech entries is a recorded PNG of the right size', async () => {
    const files = new Map((await t.db.select().from(sysFile)).map((f) => [f.filePath, f]));
    const home = await t.db.select({ configType: sysHomeConfig.configType, imagePath: sysHomeConfig.imagePath }).from(sysHomeConfig);
    const lands = await t.db.select({ images: landInfo.images }).from(landInfo);
    const workshops = await t.db.select({ images: workshopInfo.images }).from(workshopInfo);
    const activities = await t.db.select({ coverImage: trainActivity.coverImage }).from(trainActivity);
    const achievements = await t.db.select({ images: techAchievement.images }).from(techAchievement);
    const institutes = await t.db.select({ logo: techInstitute.logo }).from(techInstitute);

    const homeImages = home.filter((h) => h.configType === '1' || h.configType === '2').map((h) => h.imagePath);
    expect(homeImages.length).toBeGreaterThanOrEqual(7);
    expect(lands.every((l) => l.images.length > 0)).toBe(true);
    expect(workshops.every((w) => w.images.length > 0)).toBe(true);
    expect(activities.every((a) => a.coverImage)).toBe(true);

    const paths = [
      ...homeImages,
      ...[...lands, ...workshops, ...achievements].flatMap((r) => r.images.map((i) => i.filePath)),
      ...activities.map((a) => a.coverImage),
      ...institutes.map((i) => i.logo?.filePath),
    ];
    const byKey = new Map(DEMO_MEDIA.map((m) => [demoMediaKey(m.name), m]));
    for (const path of paths) {
      const file = files.get(path ?? '');
      expect(file, String(path)).toMatchObject({ mime: 'image/png', kind: 'image' });
      const media = byKey.get(path ?? '');
      expect(media, String(path)).toBeDefined();
      expect(file?.size).toBe(demoMediaPng(media?.name ?? '').length);
    }
  });
});
