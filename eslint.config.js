import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import direction (docs/architecture.md, "Layers"): which folders of src/ each folder may import.
 * domain ← dataProvider ← authProvider ← components ← resources, custom-pages, layout ← the entry
 * files; the three at the top import none of each other (a piece two of them share goes down to
 * components). The demo backend is imported by the entry alone (main.ts, bootBackOffice.tsx).
 */
export const LAYERS = {
  domain: [],
  config: [],
  i18n: [],
  shims: [],
  dataProvider: ['domain', 'config'],
  authProvider: ['dataProvider', 'domain', 'config'],
  components: ['authProvider', 'dataProvider', 'domain', 'config', 'i18n'],
  resources: ['components', 'authProvider', 'dataProvider', 'domain', 'config', 'i18n'],
  'custom-pages': ['components', 'authProvider', 'dataProvider', 'domain', 'config', 'i18n'],
  layout: ['components', 'authProvider', 'dataProvider', 'domain', 'config', 'i18n', 'shims'],
  contractCheck: ['dataProvider', 'domain', 'config'],
  demo: ['dataProvider', 'domain', 'shims'],
};
/** The files at the root of src/: the entry. Only these two import the demo backend. */
const ENTRY_WITH_DEMO = ['main.ts', 'bootBackOffice.tsx'];
/** Packages a layer may not import, with the reason the linter gives. */
const PACKAGES = {
  domain: { names: ['react', 'react-admin', 'axios'], message: 'src/domain is pure: no React, react-admin or HTTP client.' },
  screens: { names: ['axios'], message: 'Screens reach the server through the dataProvider (react-admin hooks), never axios.' },
};
const SCREENS = ['components', 'resources', 'custom-pages', 'layout'];

const srcEntries = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true });
const folders = srcEntries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const missing = folders.filter((folder) => !(folder in LAYERS));
if (missing.length > 0) throw new Error(`eslint.config.js: give src/${missing.join(', src/')} a row of LAYERS (what it may import)`);
const topNames = [...folders, ...srcEntries.filter((entry) => entry.isFile()).map((entry) => entry.name.replace(/\.(d\.)?tsx?$/, ''))];
/** How many folders deep the source files of src/ go (src/resources/colis/wizard/ is 3). */
const maxDepth = Math.max(...readdirSync(new URL('./src/', import.meta.url), { recursive: true }).map((path) => String(path).split(/[\\/]/).length - 1));

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The import rules of `files`, which sit `depth` folders below src/: a relative path says which
 * folder of src/ it reaches only once its number of `../` is known, hence a block per folder and
 * depth. Static imports and re-exports are no-restricted-imports'; lazy `import()`s, which that rule
 * does not read, no-restricted-syntax's.
 */
function importRules(block, forbidden, depth, message, packages) {
  const pattern = `^${depth === 0 ? '\\./' : `(\\.\\./){${depth}}`}(${forbidden.map(escape).join('|')})(/|$)`;
  return {
    ...block,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: pattern, caseSensitive: true, message }, ...(packages ? [{ group: packages.names, message: packages.message }] : [])] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal.source[value=/${pattern.replaceAll('/', '\\/')}/]`, message }],
    },
  };
}

const layerBlocks = Object.entries(LAYERS).flatMap(([folder, allowed]) => {
  const forbidden = topNames.filter((name) => name !== folder && !allowed.includes(name));
  const packages = folder === 'domain' ? PACKAGES.domain : SCREENS.includes(folder) ? PACKAGES.screens : undefined;
  const message = `Upward import (docs/architecture.md, "Layers"): src/${folder} imports ${allowed.length > 0 ? `only ${allowed.join(', ')}` : 'nothing of the app'}.`;
  return Array.from({ length: maxDepth }, (_, index) => importRules({ files: [`src/${folder}/${'*/'.repeat(index)}*.{ts,tsx}`] }, forbidden, index + 1, message, packages));
});
const entryBlock = importRules(
  { files: ['src/*.{ts,tsx}'], ignores: ENTRY_WITH_DEMO.map((file) => `src/${file}`) },
  ['demo'],
  0,
  `The demo backend is imported by ${ENTRY_WITH_DEMO.join(' and ')} alone (docs/architecture.md, "Layers").`,
);

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'bench-results', 'tests/fixtures/lint'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerBlocks,
  entryBlock,
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
