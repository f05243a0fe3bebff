// `qifu/no-bare-status-literal` (issue P14): a state machine's codes are named once, in its rules
// library (`@qifu/<domain>-rules`: the status type from the contract's `components`, named constants
// and predicates such as `PUBLISHED`, `isFinishedAppeal`, `canSignIn`). Code elsewhere must not test
// a status against a bare code, e.g. `row.status === '2'`, which silently goes stale when the
// documents renumber a state and says nothing to the reader.
//
// The rule, precisely: it reports
// - a comparison (`===`, `!==`, `==`, `!=`) of a status-like operand with a string literal code, in
//   either order (`x.status === '2'`, `'2' !== row.examineStatus`);
// - a `case` with a string literal code in a `switch` over a status-like discriminant
//   (`switch (status) { case '2': … }`);
// where
// - a status-like operand is an identifier or a member (`a.b`, `a?.b`, `a['b']`) whose name is
//   `status` or `state` or ends in `Status` / `State` (camelCase: `examineStatus`, `signInStatus`);
// - a code is a string of digits (`'0'`, `'02'`, `'11'`): the documents give every state machine's
//   stored codes as digit strings. A worded status (a job's `'running'`, a promise's `'rejected'`)
//   names itself and is not reported; numbers (HTTP `status === 404`) are not codes.
//
// Enabled in eslint.config.mjs for the sources of the state machines' domains (not their rules
// libraries, which define the vocabulary, nor tests); proven by no-bare-status-literal.test.ts on
// the fixture `fixtures/no-bare-status-literal/`.

const STATUS_NAME = /^(status|state)$|[a-z0-9](Status|State)$/;
const CODE = /^\d+$/;

/** The name of an identifier or a (non-computed or string-keyed) member, else null. */
function nameOf(node) {
  if (!node) return null;
  if (node.type === 'ChainExpression') return nameOf(node.expression);
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return nameOf(node.expression);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.property.type === 'Identifier') return node.property.name;
    if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  }
  return null;
}

const isStatusLike = (node) => {
  const name = nameOf(node);
  return name !== null && STATUS_NAME.test(name);
};

const isCode = (node) => node?.type === 'Literal' && typeof node.value === 'string' && CODE.test(node.value);

/** @type {import('eslint').Rule.RuleModule} */
export const noBareStatusLiteral = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Refuse comparing a status field with a bare code; use the rules library’s named constant or predicate.' },
    schema: [],
    messages: {
      bare:
        "Do not compare '{{name}}' with the bare code '{{code}}': use the named constant or predicate of the domain's rules library (@qifu/<domain>-rules).",
    },
  },
  create(context) {
    const report = (statusNode, literal) =>
      context.report({ node: literal, messageId: 'bare', data: { name: nameOf(statusNode), code: literal.value } });
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        if (isCode(node.right) && isStatusLike(node.left)) report(node.left, node.right);
        else if (isCode(node.left) && isStatusLike(node.right)) report(node.right, node.left);
      },
      SwitchStatement(node) {
        if (!isStatusLike(node.discriminant)) return;
        for (const c of node.cases) if (isCode(c.test)) report(node.discriminant, c.test);
      },
    };
  },
};

/** The local plugin: `plugins: { qifu: qifuPlugin }`, rule `qifu/no-bare-status-literal`. */
export const qifuPlugin = { meta: { name: 'qifu' }, rules: { 'no-bare-status-literal': noBareStatusLiteral } };

/**
 * The sources of the state machines whose vocabulary lives in a rules library (issue P14: appeal, training,
 * declaration, listing, technology and policy): their feature and data-access libraries, their server domains and
 * the seed and schema that store them. Not the rules libraries (they define the codes), not tests and test data.
 */
export const STATUS_LITERAL_FILES = [
  'libs/{appeal,training,land,tech,policy}/{feature,data-access}/src/**/*.{ts,tsx}',
  'apps/api/src/domains/{appeal,training,land,tech,policy,declaration,matching}/**/*.ts',
  'apps/api/src/domains/portal/allowance/**/*.ts',
  'apps/api/src/db/schema/**/*.ts',
  'apps/api/src/seed/{appeal,training,land,tech,policy}*.ts',
  'apps/api/src/seed/content/{appeal,training,land,tech,policy}*.ts',
];

/** The flat-config object enabling the rule as an error on `files`. */
export function statusLiteralConfig(files) {
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/testing/**', '**/test-fixtures.ts'],
    plugins: { qifu: qifuPlugin },
    rules: { 'qifu/no-bare-status-literal': 'error' },
  };
}
