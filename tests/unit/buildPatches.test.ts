import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import axios from 'axios';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LIBRARY_ALIASES, TOOLTIP_FROM_MUI, TOOLTIP_SHIM, UNUSED_IN_BROWSER } from '../../vite.config';
import { reducedMotionTheme, theme } from '../../src/layout/theme';

/**
 * The library patches of the browser build (vite.config.ts; docs/architecture.md, "Build patches")
 * stand in for a library's module as it is today. Each check below fails when the library changes
 * what a patch replaces: its version, the module's exports, the way the library imports it, or
 * what the patch assumes never runs. Then read the patch again against the new library, measure
 * what it still saves, and update the version here.
 */
const require = createRequire(import.meta.url);
const NODE_MODULES = resolve('node_modules');

const versionOf = (name: string): string => (JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')) as { version: string }).version;

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { recursive: true })
    .map((path) => join(dir, String(path)))
    .filter((path) => ending.test(path));
}

/** The installed packages that depend on `name`, from the lock file. */
function dependentsOf(name: string): string[] {
  const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { dependencies?: object; peerDependencies?: object; optionalDependencies?: object }> };
  return Object.entries(packages)
    .filter(([, entry]) => [entry.dependencies, entry.peerDependencies, entry.optionalDependencies].some((deps) => deps !== undefined && name in deps))
    .map(([path]) => path.replace(/^node_modules\//, ''))
    .sort();
}

const sourceOf = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

/** What a module exports at run time (types aside), through its relative `export * from`. */
function exportedNames(file: string): string[] {
  const names = new Set<string>();
  for (const statement of sourceOf(file).statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      if (!statement.exportClause && target) exportedNames(resolve(dirname(file), target)).filter((name) => name !== 'default').forEach((name) => names.add(name));
      else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) statement.exportClause.elements.filter((element) => !element.isTypeOnly).forEach((element) => names.add(element.name.text));
      else if (statement.exportClause) names.add(statement.exportClause.name.text);
    } else if (ts.isExportAssignment(statement)) names.add('default');
    else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword) && !ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((declaration) => names.add(declaration.name.getText()));
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text);
    }
  }
  return [...names].sort();
}

/** The module specifiers a file imports or re-exports from. */
function specifiersOf(file: string): string[] {
  return sourceOf(file)
    .statements.filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
    .map((statement) => statement.moduleSpecifier)
    .filter((specifier): specifier is ts.StringLiteral => specifier !== undefined && ts.isStringLiteral(specifier))
    .map((specifier) => specifier.text);
}

/** The names a file imports from `source`. */
function namesImported(file: string, source: string): string[] {
  return sourceOf(file)
    .statements.filter((statement): statement is ts.ImportDeclaration => ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === source)
    .flatMap((statement) => {
      const bindings = statement.importClause?.namedBindings;
      return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => (element.propertyName ?? element.name).text) : ['*'];
    });
}

describe("MUI's Tooltip, served by src/shims/tooltip.tsx", () => {
  const MUI = join(NODE_MODULES, '@mui', 'material');
  const TOOLTIP_DIR = join(MUI, 'Tooltip') + sep;

  it('is written against @mui/material 9.5.0', () => {
    expect(versionOf('@mui/material')).toBe('9.5.0');
  });

  it('stands in for a module whose only component is its default export (the rest is its class names)', () => {
    expect(exportedNames(join(TOOLTIP_DIR, 'index.mjs'))).toEqual(['default', 'getTooltipUtilityClass', 'tooltipClasses']);
    expect(exportedNames(TOOLTIP_SHIM)).toEqual(['default']);
  });

  it("catches every import of the Tooltip module inside MUI: a path the plugin does not match would bundle MUI's own", () => {
    const imports = filesUnder(MUI, /\.mjs$/)
      .filter((file) => !file.startsWith(TOOLTIP_DIR))
      .flatMap((file) => specifiersOf(file).map((specifier) => ({ file: relative(MUI, file), specifier })))
      .filter(({ file, specifier }) => specifier.startsWith('.') && resolve(MUI, dirname(file), specifier).startsWith(TOOLTIP_DIR));
    expect(imports.map(({ file }) => file)).toEqual(expect.arrayContaining(['index.mjs', join('SpeedDialAction', 'SpeedDialAction.mjs'), join('TablePaginationActions', 'TablePaginationActions.mjs')]));
    expect(imports.filter(({ specifier }) => !TOOLTIP_FROM_MUI.test(specifier))).toEqual([]);
  });
});

describe('library modules left out of the browser build (UNUSED_IN_BROWSER)', () => {
  it('are written against @mui/material 9.5.0 and axios 1.21.1', () => {
    expect(versionOf('@mui/material')).toBe('9.5.0');
    expect(versionOf('axios')).toBe('1.21.1');
  });

  it('each stands for one file of the library, whose exports its stub gives all', () => {
    const candidates = [...filesUnder(join(NODE_MODULES, '@mui', 'material', 'styles'), /\.mjs$/), ...filesUnder(join(NODE_MODULES, 'axios', 'lib'), /\.js$/)];
    for (const unused of UNUSED_IN_BROWSER) {
      const files = candidates.filter((file) => unused.file.test(file));
      expect(files, String(unused.file)).toHaveLength(1);
      expect(exportedNames(files[0]), String(unused.file)).toEqual([...unused.exports].sort());
    }
  });

  it("never runs: the app's themes have no colour schemes (MUI's ThemeProvider takes its plain path), axios takes xhr first", () => {
    expect('colorSchemes' in theme).toBe(false);
    expect('colorSchemes' in reducedMotionTheme()).toBe(false);
    expect(axios.defaults.adapter).toEqual(['xhr', 'http', 'fetch']);
  });
});

describe('packages served by a module of the app (LIBRARY_ALIASES)', () => {
  it("tough-cookie: only MSW's cookie store imports it, and only what src/demo/shims/tough-cookie.ts gives", () => {
    expect(versionOf('msw')).toBe('2.15.0');
    expect(dependentsOf('tough-cookie')).toEqual(['msw']);
    const importers = filesUnder(join(NODE_MODULES, 'msw', 'lib'), /\.mjs$/).filter((file) => specifiersOf(file).includes('tough-cookie'));
    expect(importers.map((file) => relative(join(NODE_MODULES, 'msw'), file))).toEqual([join('lib', 'core', 'utils', 'cookieStore.mjs')]);
    expect(namesImported(importers[0], 'tough-cookie').sort()).toEqual(['Cookie', 'CookieJar', 'MemoryCookieStore']);
    expect(exportedNames(LIBRARY_ALIASES['tough-cookie'])).toEqual(expect.arrayContaining(['Cookie', 'CookieJar', 'MemoryCookieStore']));
  });

  it('object.entries: only node-polyglot requires it, and calls it as Object.entries', () => {
    expect(versionOf('node-polyglot')).toBe('2.6.0');
    expect(dependentsOf('object.entries')).toEqual(['node-polyglot']);
    const polyglot = readFileSync(join(NODE_MODULES, 'node-polyglot', 'index.js'), 'utf8');
    expect(polyglot).toContain("var entries = require('object.entries');");
    // Declared once, otherwise only called: no `entries.shim()` or `entries.getPolyfill()`.
    expect(polyglot.match(/(?<![.\w])entries\b(?!\s*\()/g)).toEqual(['entries']);
    const sample = { a: 1, b: [2] };
    expect(require(LIBRARY_ALIASES['object.entries'])).toBe(Object.entries);
    expect((require('object.entries') as typeof Object.entries)(sample)).toEqual(Object.entries(sample));
  });
});
