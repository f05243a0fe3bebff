/**
 * `nx g @qifu/tools:domain <name> [--title=中文名]`: a business domain's three libraries and its
 * workbench pages file, nothing else to edit (issue P14):
 * - `libs/<name>/rules` (scope:<name>, type:util): framework-free rules shared with the server;
 * - `libs/<name>/data-access` (type:data-access): the query keys (queries and mutations go beside them);
 * - `libs/<name>/feature` (type:feature): `src/index.ts`, the lazily loaded workbench entry `src/work.ts`
 *   and its barrel `src/lib/work/pages.ts`;
 * - `apps/web/src/work/<name>.pages.ts`: the domain's (empty) list of workbench pages.
 * The libraries' `@qifu/<name>-*` import paths, Vitest projects and ESLint scope come from the folders
 * and tags (tsconfig.base.json wildcards, vitest.config.ts, eslint.config.mjs). Pages are added with
 * `nx g @qifu/tools:work-page <name> <page>`.
 */
import { assertKebab, camel, pagesFile, pascal } from './names.mjs';

/**
 * @typedef {object} DomainOptions
 * @property {string} name  kebab-case domain name
 * @property {string} [title]  its Chinese title
 */

/**
 * A library's project.json: one `scope:` and one `type:` tag, a test target running its Vitest project.
 *
 * @param {string} name project name
 * @param {string} root folder
 * @param {string} domain scope
 * @param {string} type layer tag
 * @returns {string}
 */
function projectJson(name, root, domain, type) {
  const project = {
    $schema: '../../../node_modules/nx/schemas/project-schema.json',
    name,
    sourceRoot: `${root}/src`,
    projectType: 'library',
    tags: [`scope:${domain}`, `type:${type}`],
    targets: {
      test: {
        executor: 'nx:run-commands',
        options: { command: `vitest run --project ${name}`, cwd: '{workspaceRoot}' },
      },
    },
  };
  return `${JSON.stringify(project, null, 2)}\n`;
}

/**
 * Writes the domain's files into the tree; refuses an existing domain.
 *
 * @param {import('@nx/devkit').Tree} tree
 * @param {DomainOptions} options
 */
export async function domainGenerator(tree, options) {
  const name = options.name;
  assertKebab('The domain name', name);
  if (name === 'shared' || name === 'sdk') throw new Error(`"${name}" is not a business domain`);
  if (tree.exists(`libs/${name}`)) throw new Error(`libs/${name} exists already`);
  const title = options.title ?? name;
  const Name = pascal(name);
  const lib = (/** @type {string} */ layer) => `libs/${name}/${layer}`;

  tree.write(`${lib('rules')}/project.json`, projectJson(`${name}-rules`, lib('rules'), name, 'util'));
  tree.write(
    `${lib('rules')}/src/index.ts`,
    `/**
 * @qifu/${name}-rules — the framework-free rules of ${title} (state tables, labels, limits): used by
 * the server and the browser alike (scope:${name}, type:util).
 */

/** The domain's name: its folder, scope and package prefix. */
export const ${camel(name)}Domain = '${name}';
`,
  );

  tree.write(`${lib('data-access')}/project.json`, projectJson(`${name}-data-access`, lib('data-access'), name, 'data-access'));
  tree.write(
    `${lib('data-access')}/src/${name}.keys.ts`,
    `/**
 * Query keys of ${title}: one factory per resource (\`all\` → \`lists\`/\`list\` → \`details\`/\`detail\`), the
 * domain's queries and mutations use these keys only.
 */

/** The root of every key of the domain. */
export const ${camel(name)}Keys = {
  all: ['${name}'] as const,
};
`,
  );
  tree.write(
    `${lib('data-access')}/src/${name}.keys.test.ts`,
    `import { describe, expect, it } from 'vitest';

import { ${camel(name)}Keys } from './${name}.keys';

describe('${name} query keys', () => {
  it('start with the domain', () => {
    expect(${camel(name)}Keys.all).toEqual(['${name}']);
  });
});
`,
  );
  tree.write(
    `${lib('data-access')}/src/index.ts`,
    `/**
 * @qifu/${name}-data-access — the query options, hooks and mutations of ${title} (over \`@qifu/sdk\`).
 */
export { ${camel(name)}Keys } from './${name}.keys';
`,
  );

  tree.write(`${lib('feature')}/project.json`, projectJson(`${name}-feature`, lib('feature'), name, 'feature'));
  tree.write(
    `${lib('feature')}/src/index.ts`,
    `/**
 * @qifu/${name}-feature — the pages of ${title}. The workbench pages load from the second entry
 * \`@qifu/${name}-feature/work\` (kept out of this index so the public shell's first load stays small).
 */
export {};
`,
  );
  tree.write(
    `${lib('feature')}/src/work.ts`,
    `/**
 * \`@qifu/${name}-feature/work\` — the loader of the library's workbench pages (\`apps/web/src/work/${name}.pages.ts\`).
 */

/** Loads the ${name} workbench pages (the \`lib/work/pages\` barrel) in their own chunk. */
export const load${Name}WorkPages = () => import('./lib/work/pages');
`,
  );
  tree.write(
    `${lib('feature')}/src/lib/work/pages.ts`,
    `/**
 * The ${name} workbench pages (${title}), loaded on demand with \`load${Name}WorkPages()\` and routed by
 * \`apps/web/src/work/${name}.pages.ts\`. Pages take no props and render no h1 (the workbench layout
 * shows the menu's title). \`nx g @qifu/tools:work-page ${name} <page>\` adds one.
 */
import '@mantine/core/styles.layer.css';

export {};
`,
  );

  tree.write(
    pagesFile(name),
    `/**
 * The workbench pages of ${title}, one entry per page, see ./work-pages.ts (\`nx g @qifu/tools:work-page ${name} <page>\`
 * adds one; the registry finds this file by its name).
 */
import { load${Name}WorkPages } from '@qifu/${name}-feature/work';

import { workPages } from './work-pages';

export const ${camel(name)}WorkPages = workPages(load${Name}WorkPages, [
]);
`,
  );
}

export default domainGenerator;
