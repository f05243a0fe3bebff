import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { findWorkPage, WORK_PAGES } from './registry';

describe('the workbench page registry', () => {
  it('has each path once, without slashes at the ends', () => {
    const paths = WORK_PAGES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path.startsWith('/') || path.endsWith('/'))).toEqual([]);
  });

  it('holds the pages of every <domain>.pages.ts next to it, with no list to edit', () => {
    const declared = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.pages.ts'))
      .flatMap((file) => [...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]));
    expect(declared.length).toBeGreaterThan(80);
    expect(WORK_PAGES.map((entry) => entry.path).sort()).toEqual(declared.sort());
  });

  it('finds a page by its path below /work and nothing for an unknown one', () => {
    expect(findWorkPage('sys/user')?.permission).toBe('sys:user:list');
    expect(findWorkPage('/sys/user/')?.path).toBe('sys/user');
    expect(findWorkPage('sys/nothing')).toBeUndefined();
    expect(findWorkPage(undefined)).toBeUndefined();
  });

  it('loads the component each entry names', { timeout: 60_000 }, async () => {
    const entry = findWorkPage('sys/user');
    await expect(entry?.preload()).resolves.toMatchObject({ default: expect.any(Function) });
  });
});
