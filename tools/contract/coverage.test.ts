import type { OpenApiDocument } from '@qifu/contract';
import { describe, expect, it } from 'vitest';

import {
  CatalogueFormatError,
  checkCatalogue,
  checkImplementation,
  coverageReport,
  formatCoverage,
  listOperations,
  parseCatalogue,
} from './coverage';

const op = (operationId: string, tag: string) => ({ operationId, tags: [tag], responses: {} });

/** A small spec: an exact path, a templated path, a group and a bare name. */
const spec: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/sys/activeUser/login': { post: op('login', 'session') },
    '/sys/activeUser/info': { get: op('info', 'session') },
    '/pol/info/list': { get: op('listPolInfo', 'policy'), post: op('searchPolInfo', 'policy') },
    '/land/info/{id}': { get: op('getLandInfo', 'land') },
    '/land/info/list': { get: op('listLandInfo', 'land') },
    '/appeal/statisticsByMonth': { get: op('appealStatisticsByMonth', 'appeal') },
  },
};

const CATALOGUE = `# a comment, then a blank line

POST /sys/activeUser/login
GET /sys/activeUser/login
? /pol/info/list
GET info
POST info
? /land/info/*
? /tech/expert/*
? /appeal/statistics*
? serviceAreaType
GET /pol/info
`;

describe('parseCatalogue', () => {
  it('reads METHOD PATH lines, skipping comments and blank lines', () => {
    const entries = parseCatalogue(CATALOGUE);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toEqual({ line: 'POST /sys/activeUser/login', lineNumber: 3, method: 'POST', kind: 'exact', target: '/sys/activeUser/login' });
    expect(entries.map((e) => `${e.kind}:${e.target}`)).toEqual([
      'exact:/sys/activeUser/login',
      'exact:/sys/activeUser/login',
      'exact:/pol/info/list',
      'name:info',
      'name:info',
      'group:/land/info/',
      'group:/tech/expert/',
      'group:/appeal/statistics',
      'name:serviceAreaType',
      'exact:/pol/info',
    ]);
  });

  it('rejects malformed lines with their line numbers', () => {
    expect(() => parseCatalogue('GET /a\nFETCH /b\nGET /c/*/d\nGET\nGET a/b')).toThrow(CatalogueFormatError);
    try {
      parseCatalogue('GET /a\nFETCH /b\nGET /c/*/d\nGET\nGET a/b');
    } catch (error) {
      expect((error as CatalogueFormatError).problems.map((p) => p.split(':')[0])).toEqual(['line 2', 'line 3', 'line 4', 'line 5']);
    }
  });
});

describe('checkCatalogue', () => {
  const coverage = checkCatalogue(parseCatalogue(CATALOGUE), listOperations(spec));
  const matched = Object.fromEntries(coverage.entries.map((c) => [c.entry.line, c.operations]));

  it('matches an exact path with the method', () => {
    expect(matched['POST /sys/activeUser/login']).toEqual(['login']);
    expect(matched['GET /sys/activeUser/login']).toEqual([]);
  });

  it('matches any method for ?', () => {
    expect(matched['? /pol/info/list']).toEqual(['listPolInfo', 'searchPolInfo']);
  });

  it('matches a group * by prefix, also without a trailing slash', () => {
    expect(matched['? /land/info/*']).toEqual(['getLandInfo', 'listLandInfo']);
    expect(matched['? /appeal/statistics*']).toEqual(['appealStatisticsByMonth']);
    expect(matched['? /tech/expert/*']).toEqual([]);
  });

  it("matches a bare name against the path's last segment", () => {
    expect(matched['GET info']).toEqual(['info']);
    expect(matched['POST info']).toEqual([]);
    expect(matched['? serviceAreaType']).toEqual([]);
  });

  it('does not treat an exact path as a prefix', () => {
    expect(matched['GET /pol/info']).toEqual([]);
  });

  it('counts covered and missing entries', () => {
    expect(coverage.total).toBe(10);
    expect(coverage.covered).toBe(5);
    expect(coverage.missing.map((e) => e.line)).toEqual([
      'GET /sys/activeUser/login',
      'POST info',
      '? /tech/expert/*',
      '? serviceAreaType',
      'GET /pol/info',
    ]);
  });
});

describe('checkImplementation', () => {
  it('counts implemented operations, groups the rest by tag and flags unknown handlers', () => {
    expect(checkImplementation(listOperations(spec), ['login', 'info', 'listLandInfo', 'oldHandler'])).toEqual({
      total: 7,
      implemented: 3,
      notImplemented: { policy: ['listPolInfo', 'searchPolInfo'], land: ['getLandInfo'], appeal: ['appealStatisticsByMonth'] },
      unknownHandlers: ['oldHandler'],
    });
  });
});

describe('formatCoverage', () => {
  it('prints missing entries, the catalogue line, then the server lines', () => {
    const report = coverageReport('GET info\n? /tech/expert/*\n', spec, ['info', 'ghost']);
    expect(report.ok).toBe(false);
    expect(formatCoverage(report)).toEqual([
      'missing: ? /tech/expert/*',
      'catalogue: 1/2 covered',
      'server: 1/7 operations implemented',
      'not implemented (answering 501): 6',
      '  session (1): login',
      '  policy (2): listPolInfo, searchPolInfo',
      '  land (2): getLandInfo, listLandInfo',
      '  appeal (1): appealStatisticsByMonth',
      'error: handler "ghost" (apps/api/src/domains/index.ts) has no operation in the spec',
    ]);
  });

  it('is ok when every entry is covered and every handler is declared', () => {
    const report = coverageReport('GET info\n', spec, ['info']);
    expect(report.ok).toBe(true);
    expect(formatCoverage(report).slice(0, 2)).toEqual(['catalogue: 1/1 covered', 'server: 1/7 operations implemented']);
  });
});

describe('formatCoverage wrapping', () => {
  it('wraps long not-implemented lists at 120 columns', () => {
    const paths = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`/tech/item${i}`, { get: op(`listTechnologyItemNumber${i}`, 'tech') }]),
    );
    const lines = formatCoverage(coverageReport('? /tech/*\n', { openapi: '3.1.0', paths }, []));
    const list = lines.slice(lines.indexOf('not implemented (answering 501): 40') + 1);
    expect(list[0]).toMatch(/^ {2}tech \(40\): listTechnologyItemNumber0, /);
    expect(list.slice(1).every((line) => line.startsWith('    listTechnologyItemNumber'))).toBe(true);
    expect(list.every((line) => line.length <= 120)).toBe(true);
    expect(list.join(' ').replace(/\s+/g, ' ').split(': ')[1]?.split(', ')).toHaveLength(40);
  });
});
