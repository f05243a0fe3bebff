/**
 * Guard (issue 12, acceptance 7): no permission string is typed by hand in the web app or the web
 * libraries. Pages, routes and `<Can>` use the generated `PERM` constants of `@qifu/sdk` (from the
 * spec's `x-permission`), so a renamed permission breaks the build instead of silently hiding a
 * button. Scans the non-test sources of `apps/web/src`, `libs/<domain>/feature/src` and
 * `libs/<domain>/data-access/src` for string literals (not comments) equal to a permission of the spec.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { PERM } from '@qifu/sdk';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { sourceFiles } from './source-files';

const root = resolve(import.meta.dirname, '../..');
const PERMISSIONS: ReadonlySet<string> = new Set(Object.values(PERM));


/** The folders whose sources must use `PERM`. */
function scannedRoots(): string[] {
  const domains = readdirSync(join(root, 'libs')).filter((d) => d !== 'shared' && d !== 'sdk');
  return [
    join(root, 'apps/web/src'),
    ...domains.flatMap((d) => [join(root, 'libs', d, 'feature/src'), join(root, 'libs', d, 'data-access/src')]),
  ];
}

/** `path:line 'permission'` for every string literal of the source `text` that is a known permission. */
function handTypedPermissions(text: string, file: string, known: ReadonlySet<string> = PERMISSIONS): string[] {
  // Parse only the files that mention a permission at all (most do not): fast on a loaded machine.
  if (![...text.matchAll(/[A-Za-z][A-Za-z0-9_]*(?::[A-Za-z0-9_]+)+/g)].some((m) => known.has(m[0]))) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && known.has(node.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line} '${node.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('permission strings', () => {
  it('recognises a hand-typed permission and ignores PERM and other strings', () => {
    const known = new Set(['sys:user:save']);
    const text = [
      "const a = 'sys:user:save';",
      'const b = PERM.sysUserSave; // not `sys:user:save` in a comment',
      "const c = 'x:y:z';",
      'const d = <Can permission="sys:user:save">x</Can>;',
      'const e = `sys:user:save`;',
    ].join('\n');
    expect(handTypedPermissions(text, 'f.tsx', known)).toEqual(["f.tsx:1 'sys:user:save'", "f.tsx:4 'sys:user:save'", "f.tsx:5 'sys:user:save'"]);
  });

  it('are never typed by hand in apps/web and the domain libraries (use PERM of @qifu/sdk)', { timeout: 60_000 }, () => {
    const offences = scannedRoots()
      .flatMap((dir) => sourceFiles(dir, ['testing']))
      .flatMap((file) => handTypedPermissions(readFileSync(file, 'utf8'), relative(root, file)));
    expect(offences, `use PERM.<camelCase> of @qifu/sdk instead of:\n${offences.join('\n')}`).toEqual([]);
  });
});
