/**
 * Guard (issue P14, acceptance 1): no code list's labels are typed by hand. The Chinese labels of every enum of the
 * contract are generated into `ENUM_LABELS` of `@qifu/sdk` (from the schemas' `x-enum-descriptions`), and each
 * domain's rules library (`@qifu/<domain>-rules`) exposes them under its own name (`APPEAL_STATUS_LABELS =
 * ENUM_LABELS.AppealStatus`), so a label changed in the contract changes everywhere at once. Written the same way as
 * the permission guard (`no-hand-typed-permissions.test.ts`): scans the non-test sources of `apps/` and `libs/`
 * (not the generated SDK) for object literals that re-type labels — at least {@link MIN_MATCHES} properties
 * `code: '标签'` equal to the entries of one `ENUM_LABELS` schema — and is proven on the fixture
 * `fixtures/hand-typed-labels.tsx`.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { ENUM_LABELS } from '@qifu/sdk';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { sourceFiles } from './source-files';

const root = resolve(import.meta.dirname, '../..');

/** The generated label maps: schema name → (code → label). */
type LabelMaps = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Two matching entries make a re-typed map (one alone may be a coincidence: 其他, 草稿 …). */
const MIN_MATCHES = 2;

/**
 * Not a re-typing: a different vocabulary whose texts happen to equal some labels (the reason says which).
 */
const NOT_LABEL_MAPS: Readonly<Record<string, string>> = {
  'apps/api/src/seed/menus.ts': 'button titles by permission suffix (appeal:info:transfer → 转办), not a code list',
};

/**
 * Label maps outside issue P14's six state machines (appeal, training, declaration, listing, technology, policy) not
 * moved yet: each still re-types labels and is to be replaced by its rules library's `ENUM_LABELS` entry. The test
 * fails when one of them stops offending, so this list only shrinks.
 */
const PENDING: readonly string[] = [
  'apps/api/src/core/envelope.ts',
  'apps/api/src/domains/enterprise-archive/transfer/transfer-columns.ts',
  'libs/enterprise-archive/feature/src/lib/work/tags/tag-forms.tsx',
  'libs/portal/feature/src/lib/forms/common-form-page.tsx',
  'libs/questionnaire/rules/src/lib/status.ts',
  'libs/shared/session/src/lib/user-types.ts',
  'libs/shared/validation/src/lib/form-template.ts',
];

/** The key of a property as written (`a`, `'1'`, `1`), else null. */
function keyOf(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

/**
 * `path:line Schema (n labels)` for every object literal of the source `text` with at least {@link MIN_MATCHES}
 * properties `code: 'label'` equal to the entries of one generated label map.
 */
function handTypedLabelMaps(text: string, file: string, maps: LabelMaps = ENUM_LABELS): string[] {
  const labels = new Set(Object.values(maps).flatMap((m) => Object.values(m)));
  // Parse only the files that contain a known label at all: fast on a loaded machine.
  if (![...labels].some((l) => text.includes(l))) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const entries = node.properties.flatMap((p) => {
        if (!ts.isPropertyAssignment(p)) return [];
        const key = keyOf(p.name);
        const value = p.initializer;
        return key !== null && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? [[key, value.text] as const] : [];
      });
      for (const [schema, map] of Object.entries(maps)) {
        const matches = entries.filter(([key, label]) => map[key] === label).length;
        if (matches >= MIN_MATCHES) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push(`${file}:${line} ${schema} (${matches} labels)`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('code-list labels', () => {
  it('recognises a hand-typed label map and ignores the generated one, other texts and single coincidences', () => {
    const file = 'tools/test/fixtures/hand-typed-labels.tsx';
    expect(handTypedLabelMaps(readFileSync(join(root, file), 'utf8'), file)).toEqual([
      `${file}:6 AppealStatus (7 labels)`,
      `${file}:17 LandStatus (2 labels)`,
      `${file}:17 WorkshopStatus (2 labels)`,
      `${file}:20 TrainSignInStatus (2 labels)`,
    ]);
  });

  it('are never typed by hand in apps/ and libs/ (use ENUM_LABELS through the domain’s rules library)', { timeout: 60_000 }, () => {
    const found = [join(root, 'apps'), join(root, 'libs')]
      .flatMap((dir) => sourceFiles(dir, ['generated', 'dist', 'fixtures']))
      .flatMap((file) => handTypedLabelMaps(readFileSync(file, 'utf8'), relative(root, file)));
    const fileOf = (offence: string) => offence.slice(0, offence.indexOf(':'));
    const offences = found.filter((o) => !(fileOf(o) in NOT_LABEL_MAPS) && !PENDING.includes(fileOf(o)));
    expect(offences, `use the rules library's labels (from ENUM_LABELS of @qifu/sdk) instead of:\n${offences.join('\n')}`).toEqual([]);
    // the pending list only shrinks: a file that no longer re-types labels leaves it
    expect(PENDING.filter((file) => !found.some((o) => fileOf(o) === file))).toEqual([]);
  });
});
