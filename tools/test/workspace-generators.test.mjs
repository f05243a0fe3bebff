/**
 * The local generators (`nx g @qifu/tools:domain`, `nx g @qifu/tools:work-page`) on a tree holding the
 * repository's real menu seed and permission constants: the files they write, the lists that pick
 * the new libraries up by folder and tag (tools/workspace/projects.mjs), and their refusals.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';

import { domainScopes, runsInNode, workspaceLibraries, WORKSPACE_ROOT } from '../workspace/projects.mjs';
import { domainGenerator } from '../generators/src/domain.mjs';
import { MENUS_FILE, PERMISSIONS_FILE } from '../generators/src/names.mjs';
import { workPageGenerator } from '../generators/src/work-page.mjs';

/** @type {import('@nx/devkit').Tree} */
let tree;

beforeEach(() => {
  tree = createTreeWithEmptyWorkspace();
  for (const file of [MENUS_FILE, PERMISSIONS_FILE]) tree.write(file, readFileSync(join(WORKSPACE_ROOT, file), 'utf8'));
});

const text = (/** @type {string} */ path) => tree.read(path, 'utf-8') ?? '';

describe('nx g @qifu/tools:domain', () => {
  it('writes the three libraries, tagged, and the empty pages file', async () => {
    await domainGenerator(tree, { name: 'gen-sample', title: '示例领域' });
    for (const [layer, type] of [
      ['rules', 'type:util'],
      ['data-access', 'type:data-access'],
      ['feature', 'type:feature'],
    ]) {
      const project = JSON.parse(text(`libs/gen-sample/${layer}/project.json`));
      expect(project.name).toBe(`gen-sample-${layer}`);
      expect(project.tags).toEqual(['scope:gen-sample', type]);
      expect(tree.exists(`libs/gen-sample/${layer}/src/index.ts`)).toBe(true);
    }
    expect(text('libs/gen-sample/feature/src/work.ts')).toContain("export const loadGenSampleWorkPages = () => import('./lib/work/pages');");
    expect(text('apps/web/src/work/gen-sample.pages.ts')).toContain('export const genSampleWorkPages = workPages(loadGenSampleWorkPages, [');
  });

  it('gives the folder lists a Vitest project per library and the ESLint scope, with no list edited', async () => {
    await domainGenerator(tree, { name: 'gen-sample' });
    const root = mkdtempSync(join(tmpdir(), 'qifu-generator-'));
    try {
      for (const change of tree.listChanges()) {
        if (!change.content) continue;
        mkdirSync(dirname(join(root, change.path)), { recursive: true });
        writeFileSync(join(root, change.path), change.content);
      }
      const libraries = workspaceLibraries(root);
      expect(libraries.map((l) => [l.name, l.root, runsInNode(l)])).toEqual([
        ['gen-sample-data-access', 'libs/gen-sample/data-access', false],
        ['gen-sample-feature', 'libs/gen-sample/feature', false],
        ['gen-sample-rules', 'libs/gen-sample/rules', true],
      ]);
      expect(domainScopes(libraries)).toEqual(['gen-sample']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses an existing domain and a name that is not kebab-case', async () => {
    await domainGenerator(tree, { name: 'gen-sample' });
    await expect(domainGenerator(tree, { name: 'gen-sample' })).rejects.toThrow('libs/gen-sample exists already');
    await expect(domainGenerator(tree, { name: 'GenSample' })).rejects.toThrow('kebab-case');
    await expect(domainGenerator(tree, { name: 'shared' })).rejects.toThrow('not a business domain');
  });
});

describe('nx g @qifu/tools:work-page', () => {
  beforeEach(async () => {
    await domainGenerator(tree, { name: 'gen-sample', title: '示例领域' });
  });

  it('writes the page and its test, exports it, registers it behind its PERM constant and adds its menu entry', async () => {
    await workPageGenerator(tree, { domain: 'gen-sample', page: 'overview', title: '示例总览', permission: 'sms:outbox:view' });
    const dir = 'libs/gen-sample/feature/src/lib/work/overview';
    expect(text(`${dir}/gen-sample-overview-page.tsx`)).toContain('export function GenSampleOverviewPage()');
    expect(text(`${dir}/gen-sample-overview-page.test.tsx`)).toContain("screen.getByText('示例总览：页面建设中')");
    expect(text('libs/gen-sample/feature/src/lib/work/pages.ts')).toMatch(
      /styles\.layer\.css';\n\nexport \{ GenSampleOverviewPage \} from '\.\/overview\/gen-sample-overview-page';\n$/,
    );
    const pages = text('apps/web/src/work/gen-sample.pages.ts');
    expect(pages).toContain("import { PERM } from '@qifu/sdk';");
    expect(pages).toContain("  { path: 'gen-sample/overview', page: 'GenSampleOverviewPage', permission: PERM.smsOutboxView },\n]);");
    const menus = text(MENUS_FILE);
    expect(menus).toContain(
      [
        "    name: 'genSampleManage',",
        "    title: '示例领域',",
        "    path: '/work/gen-sample',",
        "    icon: 'folder',",
        '    visible: true,',
        '    children: [',
        "      { name: 'genSampleOverview', title: '示例总览', path: '/work/gen-sample/overview', visible: true, buttons: ['sms:outbox:view'] },",
        '    ],',
        '  },',
        '];',
      ].join('\n'),
    );
  });

  it('adds a second page to the same catalog and the same list', async () => {
    await workPageGenerator(tree, { domain: 'gen-sample', page: 'overview', title: '示例总览', permission: 'sms:outbox:view' });
    await workPageGenerator(tree, { domain: 'gen-sample', page: 'record', title: '示例记录', permission: 'sms:record:list' });
    const menus = text(MENUS_FILE);
    expect(menus.match(/name: 'genSampleManage'/g)).toHaveLength(1);
    expect(menus).toContain(
      "path: '/work/gen-sample/overview', visible: true, buttons: ['sms:outbox:view'] },\n      { name: 'genSampleRecord', title: '示例记录', path: '/work/gen-sample/record'",
    );
    expect(text('apps/web/src/work/gen-sample.pages.ts').match(/import \{ PERM \}/g)).toHaveLength(1);
    expect(text('libs/gen-sample/feature/src/lib/work/pages.ts')).toContain("export { GenSampleRecordPage } from './record/gen-sample-record-page';");
  });

  it('adds a page to an existing domain catalog of the seed', async () => {
    tree.write('libs/sms/feature/src/lib/work/pages.ts', "import '@mantine/core/styles.layer.css';\n\nexport { SmsTemplatePage } from './template/sms-template-page';\n");
    tree.write('apps/web/src/work/sms.pages.ts', readFileSync(join(WORKSPACE_ROOT, 'apps/web/src/work/sms.pages.ts'), 'utf8'));
    await workPageGenerator(tree, { domain: 'sms', page: 'quota', title: '短信额度', permission: 'sms:outbox:view' });
    expect(text(MENUS_FILE)).toContain(
      "      { name: 'smsQuota', title: '短信额度', path: '/work/sms/quota', visible: true, buttons: ['sms:outbox:view'] },\n    ],\n  },\n  {\n    name: 'trainManage',",
    );
  });

  it('refuses a permission the contract does not declare, a missing domain and a second page of a path', async () => {
    await expect(workPageGenerator(tree, { domain: 'gen-sample', page: 'x', title: '某页', permission: 'gen:sample:list' })).rejects.toThrow(
      'is not an x-permission of the contract',
    );
    await expect(workPageGenerator(tree, { domain: 'nothing', page: 'x', title: '某页', permission: 'sms:outbox:view' })).rejects.toThrow(
      'run nx g @qifu/tools:domain nothing first',
    );
    await workPageGenerator(tree, { domain: 'gen-sample', page: 'x', title: '某页', permission: 'sms:outbox:view' });
    await expect(workPageGenerator(tree, { domain: 'gen-sample', page: 'x', title: '某页', permission: 'sms:outbox:view' })).rejects.toThrow();
  });
});
