#!/usr/bin/env node
/**
 * node scripts/code-figures.mjs — the code figures of issue #33, to compare before and after a
 * change (run it at the root of a checkout; `--verbose` lists what each figure counts):
 *   - hand-rolled forms: `<form>` and MUI's `component="form"` elements of the JSX in src/ (the demo
 *     backend's HTML pages aside; a comment naming `<form>` is not one), react-admin's `<Form>` not included;
 *   - `useState` calls: in src/ (the demo backend aside), and in the form components (the files that
 *     render a form, hand-rolled or react-admin's, and the wizards' files);
 *   - `useQuery` / `useMutation` call sites in src/ (the demo backend aside), and their files;
 *   - named dataProvider methods: the members of the `…Methods` objects of src/dataProvider/methods/;
 *   - lines in src/components/list/;
 *   - pairs of places in src/ that repeat six or more lines (the `duplicates` command, when the
 *     machine has it);
 *   - upward imports: what the import rules of eslint.config.js refuse in src/, by folder pair;
 *   - README.md lines.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const verbose = process.argv.includes('--verbose');
const SRC = 'src';
const DEMO = join(SRC, 'demo') + sep;

const sourceFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((path) => join(dir, String(path)))
    .filter((path) => /\.(ts|tsx)$/.test(path))
    .sort();
const appFiles = sourceFiles(SRC).filter((path) => !path.startsWith(DEMO));
const text = new Map(appFiles.map((path) => [path, readFileSync(path, 'utf8')]));
const count = (path, pattern) => (text.get(path)?.match(pattern) ?? []).length;
const total = (paths, pattern) => paths.reduce((sum, path) => sum + count(path, pattern), 0);

const lines = [];
const report = (label, value, details = []) => {
  lines.push(`${label}: ${value}`);
  if (verbose) lines.push(...details.map((detail) => `    ${detail}`));
};
const perFile = (paths, pattern) => paths.filter((path) => count(path, pattern) > 0).map((path) => `${path} ${count(path, pattern)}`);

// Forms.
// Read from the JSX itself, so a comment that names `<form>` (SchemaForm's) is not a form.
// react-admin's forms, and the app's own wrappers of `<Form>` (src/components/form/).
const REACT_ADMIN_FORMS = new Set(['Form', 'SimpleForm', 'TabbedForm', 'SchemaForm', 'FormDialog']);
const formsOf = (path) => {
  const file = ts.createSourceFile(path, text.get(path), ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = { handRolled: 0, any: 0 };
  const visit = (node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(file);
      const asForm = node.attributes.properties.some(
        (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'component' && attribute.initializer && ts.isStringLiteral(attribute.initializer) && attribute.initializer.text === 'form',
      );
      if (tag === 'form' || asForm) found.handRolled += 1;
      if (tag === 'form' || asForm || REACT_ADMIN_FORMS.has(tag)) found.any += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};
const forms = new Map(appFiles.map((path) => [path, formsOf(path)]));
const handRolledFiles = appFiles.filter((path) => forms.get(path).handRolled > 0);
report(
  'hand-rolled forms',
  handRolledFiles.reduce((sum, path) => sum + forms.get(path).handRolled, 0),
  handRolledFiles.map((path) => `${path} ${forms.get(path).handRolled}`),
);

// useState.
const USE_STATE = /\buseState\b\s*[<(]/g;
const formComponents = appFiles.filter((path) => forms.get(path).any > 0 || /[\\/]wizard[\\/]|Wizard\.tsx$/.test(path));
report('useState calls (src)', total(appFiles, USE_STATE));
report('useState calls in form components', `${total(formComponents, USE_STATE)} in ${formComponents.length} files`, perFile(formComponents, USE_STATE));

// react-query.
const QUERY = /\buseQuery\b\s*[<(]/g;
const MUTATION = /\buseMutation\b\s*[<(]/g;
const queryFiles = appFiles.filter((path) => count(path, QUERY) + count(path, MUTATION) > 0);
report(
  'useQuery / useMutation call sites',
  `${total(appFiles, QUERY)} / ${total(appFiles, MUTATION)} in ${queryFiles.length} files`,
  queryFiles.map((path) => `${path} ${count(path, QUERY)} / ${count(path, MUTATION)}`),
);

// Named dataProvider methods.
const METHODS_DIR = join(SRC, 'dataProvider', 'methods');
const namedMethods = sourceFiles(METHODS_DIR).flatMap((path) => {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  return file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .filter((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text.endsWith('Methods') && declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer))
    .flatMap((declaration) => declaration.initializer.properties.filter((property) => property.name).map((property) => `${relative(METHODS_DIR, path)} ${property.name.getText(file)}`));
});
report('named dataProvider methods', namedMethods.length, namedMethods);

// The list components.
const LIST_DIR = join(SRC, 'components', 'list');
const listFiles = existsSync(LIST_DIR) ? sourceFiles(LIST_DIR) : [];
const lineCount = (path) => readFileSync(path, 'utf8').split('\n').length - (readFileSync(path, 'utf8').endsWith('\n') ? 1 : 0);
report(`lines in ${LIST_DIR}/`, `${listFiles.reduce((sum, path) => sum + lineCount(path), 0)} in ${listFiles.length} files`);

// Duplicates.
const duplicates = spawnSync('duplicates', ['--repo', SRC, '--most', '200', '--seconds', '120'], { encoding: 'utf8' });
if (duplicates.error) report('pairs of places repeating 6+ lines', 'not measured (no `duplicates` command on this machine)');
else {
  const [first = '', ...rows] = duplicates.stdout.trim().split('\n');
  report('pairs of places repeating 6+ lines', first.match(/^(\d+) pairs/)?.[1] ?? first, rows);
}

// Upward imports: what eslint.config.js's import rules refuse.
const topFolder = (path) => relative(SRC, path).split(sep)[0];
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax' });
const refused = (await eslint.lintFiles([SRC])).flatMap((result) =>
  result.messages
    .filter((message) => message.ruleId?.startsWith('no-restricted-'))
    .map((message) => {
      const line = readFileSync(result.filePath, 'utf8').split('\n')[message.line - 1] ?? '';
      const source = line.slice(message.column - 1).match(/['"]([^'"]+)['"]/)?.[1] ?? '?';
      const target = source.startsWith('.') ? topFolder(resolve(dirname(result.filePath), source)).replace(/\.(tsx?)$/, '') : source;
      return { pair: `${topFolder(result.filePath)} → ${target}`, where: `${relative(process.cwd(), result.filePath)}:${message.line} ${source}` };
    }),
);
const pairs = new Map();
for (const { pair, where } of refused) pairs.set(pair, [...(pairs.get(pair) ?? []), where]);
report(
  'upward imports',
  refused.length === 0 ? 0 : `${refused.length} (${[...pairs].map(([pair, places]) => `${pair} ${places.length}`).join(', ')})`,
  refused.map(({ where }) => where),
);

report('README.md lines', existsSync('README.md') ? lineCount('README.md') : 'no README.md');

console.log(lines.join('\n'));
