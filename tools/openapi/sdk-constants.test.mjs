import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildEnumLabelFiles,
  buildEnumLabels,
  buildPermissions,
  enumLabelEntries,
  permissionEntries,
  permissionKey,
} from './sdk-constants.mjs';

const root = resolve(import.meta.dirname, '../..');
const op = (permission) => ({ 'x-permission': permission, responses: {} });

describe('generated SDK constants', () => {
  it('keys a permission by the camelCase of its parts', () => {
    expect(permissionKey('cms:news:offPublish')).toBe('cmsNewsOffPublish');
    expect(permissionKey('portal:aboutUs:save')).toBe('portalAboutUsSave');
  });

  it('lists each distinct permission once, sorted by key', () => {
    const spec = {
      paths: {
        '/b': { post: op('sys:user:save'), get: op('cms:news:list') },
        '/c': { get: op('cms:news:list') },
      },
    };
    expect(permissionEntries(spec)).toEqual([
      ['cmsNewsList', 'cms:news:list'],
      ['sysUserSave', 'sys:user:save'],
    ]);
  });

  it('fails on two permissions that map to the same key', () => {
    const spec = { paths: { '/a': { get: op('cms:newsList:x') }, '/b': { get: op('cms:NewsList:x') } } };
    expect(() => buildPermissions(spec)).toThrow(/collision.*cms:newsList:x.*cms:NewsList:x/);
  });

  it('fails on a malformed permission', () => {
    expect(() => buildPermissions({ paths: { '/a': { get: op('cms news') } } })).toThrow(/cms news/);
  });

  it('reads x-enum-descriptions as a parallel array or as a map', () => {
    const spec = {
      components: {
        schemas: {
          B: { type: 'string', enum: ['0', '1'], 'x-enum-descriptions': { 0: '草稿', 1: '已发布' } },
          A: { type: 'string', enum: ['x', 'y'], 'x-enum-descriptions': ['甲', '乙'] },
          NoLabels: { type: 'string', enum: ['z'] },
        },
      },
    };
    expect(enumLabelEntries(spec)).toEqual([
      ['A', [['x', '甲'], ['y', '乙']]],
      ['B', [['0', '草稿'], ['1', '已发布']]],
    ]);
  });

  it('puts each schema\'s labels in a module of its own, which ENUM_LABELS assembles and re-exports', () => {
    const spec = {
      components: {
        schemas: {
          LandStatus: { type: 'string', enum: ['0', '2'], 'x-enum-descriptions': ['草稿', '已上架'] },
          NewsStatus: { type: 'string', enum: ['1'], 'x-enum-descriptions': ['已发布'] },
        },
      },
    };
    const files = buildEnumLabelFiles(spec);
    expect(Object.keys(files)).toEqual(['enum-labels/LandStatus.ts', 'enum-labels/NewsStatus.ts']);
    expect(files['enum-labels/LandStatus.ts']).toContain("export const LandStatusLabels = {\n  '0': '草稿',\n  '2': '已上架',\n} as const;");
    const index = buildEnumLabels(spec);
    expect(index).toContain("import { LandStatusLabels } from './enum-labels/LandStatus';");
    expect(index).toContain('export {\n  LandStatusLabels,\n  NewsStatusLabels,\n};');
    expect(index).toContain('  LandStatus: LandStatusLabels,\n  NewsStatus: NewsStatusLabels,');
  });

  it('fails when descriptions do not match the enum', () => {
    const spec = { components: { schemas: { S: { enum: ['0', '1'], 'x-enum-descriptions': ['草稿'] } } } };
    expect(() => buildEnumLabels(spec)).toThrow(/S: x-enum-descriptions has 1 entries for 2/);
  });

  it('the committed generated files match the bundled spec (else `npm run sdk:check` fails)', () => {
    const spec = JSON.parse(readFileSync(join(root, 'openapi/bundled/openapi.json'), 'utf8'));
    const read = (file) => readFileSync(join(root, 'libs/sdk/src/generated', file), 'utf8');
    expect(read('permissions.ts')).toBe(buildPermissions(spec));
    expect(read('enum-labels.ts')).toBe(buildEnumLabels(spec));
    for (const [file, source] of Object.entries(buildEnumLabelFiles(spec))) expect(read(file)).toBe(source);
  });
});
