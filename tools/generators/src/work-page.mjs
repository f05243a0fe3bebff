/**
 * `nx g @qifu/tools:work-page <domain> <page> --title=中文名 --permission=<x-permission>`: one
 * workbench page at /work/<domain>/<page>, shown to whoever holds the permission (issue P14):
 * - the page and its test in `libs/<domain>/feature/src/lib/work/<page>/`, exported by the work barrel;
 * - its entry in `apps/web/src/work/<domain>.pages.ts` (path, component, `PERM` constant);
 * - its menu entry in the seed (`apps/api/src/seed/menus.ts`): visible, with the permission as its
 *   button, below the domain's catalog `/work/<domain>` (created when missing). The administrator's
 *   grant covers every staff page, so the page shows in admin's workbench at the next start.
 * The permission must be an `x-permission` of the contract already (a key of `PERM` in `@qifu/sdk`):
 * add the page's list operation to openapi/ first, then `npm run openapi:bundle && npm run sdk:generate`.
 */
import { assertKebab, camel, MENUS_FILE, pagesFile, pascal, PERMISSIONS_FILE, quote } from './names.mjs';

/**
 * @typedef {object} WorkPageOptions
 * @property {string} domain  kebab-case domain (its feature library must exist)
 * @property {string} page  kebab-case page name (menu path /work/<domain>/<page>)
 * @property {string} title  the page's Chinese title (menu entry)
 * @property {string} permission  an x-permission of the contract (`sms:template:list`)
 * @property {string} [catalogTitle]  the domain catalog's title when it is created (default: the domain's title)
 */

/**
 * Reads a file of the tree, or fails saying which.
 *
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} path
 * @returns {string}
 */
function readText(tree, path) {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing`);
  return text;
}

/**
 * The `PERM` key of a permission string, from the SDK's generated constants.
 *
 * @param {string} permissionsSource the text of libs/sdk/src/generated/permissions.ts
 * @param {string} permission
 * @returns {string}
 */
export function permKey(permissionsSource, permission) {
  const escaped = permission.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^\\s*([A-Za-z0-9_$]+): '${escaped}',?$`, 'm').exec(permissionsSource);
  if (!match?.[1]) {
    throw new Error(
      `"${permission}" is not an x-permission of the contract: declare the page's operation with it in openapi/ and run npm run openapi:bundle && npm run sdk:generate first`,
    );
  }
  return match[1];
}

/**
 * The menu tree with the page added below its domain's catalog (a new catalog at the end when the
 * domain has none). Works on the text of menus.ts: catalogs are written one property per line.
 *
 * @param {string} source the text of menus.ts
 * @param {{ domain: string, page: string, title: string, permission: string, catalogTitle: string }} entry
 * @returns {string}
 */
export function addMenuEntry(source, entry) {
  const name = `${camel(entry.domain)}${pascal(entry.page)}`;
  if (source.includes(`name: '${name}'`)) throw new Error(`the menu has an entry named ${name} already`);
  const pagePath = `/work/${entry.domain}/${entry.page}`;
  if (source.includes(`path: '${pagePath}'`)) throw new Error(`the menu has ${pagePath} already`);
  const line = `{ name: ${quote(name)}, title: ${quote(entry.title)}, path: ${quote(pagePath)}, visible: true, buttons: [${quote(entry.permission)}] },`;
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.startsWith('export const MENU_TREE'));
  const end = lines.findIndex((l, i) => i > start && l === '];');
  if (start < 0 || end < 0) throw new Error(`${MENUS_FILE}: MENU_TREE not found`);
  const catalog = lines.findIndex((l, i) => i > start && i < end && l === `    path: '/work/${entry.domain}',`);
  if (catalog >= 0) {
    const children = lines.findIndex((l, i) => i > catalog && l === '    children: [');
    const close = lines.findIndex((l, i) => i > children && l === '    ],');
    const next = lines.findIndex((l, i) => i > catalog && l === '  {');
    if (children < 0 || close < 0 || (next >= 0 && children > next)) {
      throw new Error(`${MENUS_FILE}: the catalog /work/${entry.domain} has no 'children: [' list to add to`);
    }
    lines.splice(close, 0, `      ${line}`);
    return lines.join('\n');
  }
  const block = [
    '  {',
    `    name: ${quote(`${camel(entry.domain)}Manage`)},`,
    `    title: ${quote(entry.catalogTitle)},`,
    `    path: '/work/${entry.domain}',`,
    "    icon: 'folder',",
    '    visible: true,',
    '    children: [',
    `      ${line}`,
    '    ],',
    '  },',
  ];
  lines.splice(end, 0, ...block);
  return lines.join('\n');
}

/**
 * The domain's pages file with the page's entry (and the `PERM` import) added.
 *
 * @param {string} source the text of apps/web/src/work/<domain>.pages.ts
 * @param {{ path: string, component: string, permKey: string }} entry
 * @returns {string}
 */
export function addPageEntry(source, entry) {
  if (source.includes(`path: '${entry.path}'`)) throw new Error(`the registry has ${entry.path} already`);
  let text = source;
  if (!/import \{[^}]*\bPERM\b[^}]*\} from '@qifu\/sdk';/.test(text)) {
    text = text.replace(/^import /m, "import { PERM } from '@qifu/sdk';\nimport ");
  }
  const close = text.lastIndexOf(']);');
  if (close < 0) throw new Error('the pages file has no workPages(…, [ … ]) list');
  const item = `  { path: ${quote(entry.path)}, page: ${quote(entry.component)}, permission: PERM.${entry.permKey} },\n`;
  const before = text.slice(0, close);
  return `${before}${before.endsWith('\n') ? '' : '\n'}${item}${text.slice(close)}`;
}

/**
 * Writes the page, its test, its registry entry and its menu entry.
 *
 * @param {import('@nx/devkit').Tree} tree
 * @param {WorkPageOptions} options
 */
export async function workPageGenerator(tree, options) {
  const { domain, page, title, permission } = options;
  assertKebab('The domain', domain);
  assertKebab('The page', page);
  if (!title) throw new Error('--title is required (the menu entry and the page heading)');
  const feature = `libs/${domain}/feature/src`;
  if (!tree.exists(`${feature}/lib/work/pages.ts`) || !tree.exists(pagesFile(domain))) {
    throw new Error(`the domain ${domain} has no workbench pages yet: run nx g @qifu/tools:domain ${domain} first`);
  }
  const key = permKey(readText(tree, PERMISSIONS_FILE), permission);
  const component = `${pascal(domain)}${pascal(page)}Page`;
  const file = `${domain}-${page}-page`;
  const dir = `${feature}/lib/work/${page}`;
  if (tree.exists(dir)) throw new Error(`${dir} exists already`);
  const placeholder = `${title}：页面建设中`;

  tree.write(
    `${dir}/${file}.tsx`,
    `/**
 * ${title} (/work/${domain}/${page}, ${permission}). Generated by \`nx g @qifu/tools:work-page\`: build the page
 * from the domain's data-access (query options and mutations), keep it free of props and of an h1.
 */
import { Stack, Text } from '@mantine/core';

/** The workbench page ${title}. */
export function ${component}() {
  return (
    <Stack gap="md">
      <Text c="dimmed">${placeholder}</Text>
    </Stack>
  );
}
`,
  );
  tree.write(
    `${dir}/${file}.test.tsx`,
    `import { render, screen } from '@qifu/ui/testing';
import { describe, expect, it } from 'vitest';

import { ${component} } from './${file}';

describe('${component}', () => {
  it('renders', () => {
    render(<${component} />);
    expect(screen.getByText('${placeholder}')).toBeInTheDocument();
  });
});
`,
  );
  // The barrel's placeholder `export {};` (an empty domain) goes with its first page.
  const barrel = readText(tree, `${feature}/lib/work/pages.ts`);
  const emptied = /^export \{\};\n/m.test(barrel);
  const kept = barrel.replace(/^export \{\};\n/m, '').replace(/\n*$/, emptied ? '\n\n' : '\n');
  tree.write(`${feature}/lib/work/pages.ts`, `${kept}export { ${component} } from './${page}/${file}';\n`);
  const pages = readText(tree, pagesFile(domain));
  tree.write(pagesFile(domain), addPageEntry(pages, { path: `${domain}/${page}`, component, permKey: key }));
  // A new catalog is named after the domain's title (the pages file's first line, as the domain generator wrote it).
  const catalogTitle = options.catalogTitle ?? /The workbench pages of (.+?), one entry per page/.exec(pages)?.[1] ?? title;
  tree.write(MENUS_FILE, addMenuEntry(readText(tree, MENUS_FILE), { domain, page, title, permission, catalogTitle }));
}

export default workPageGenerator;
