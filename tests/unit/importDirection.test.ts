import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The import direction of docs/architecture.md ("Layers"), as eslint.config.js enforces it: the
 * fixture's wrong imports are refused where they are written, its right ones are not.
 */
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-') });
const fixture = readFileSync('tests/fixtures/lint/upwardImports.tsx', 'utf8');

async function refusals(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => ({ line: code.split('\n')[message.line - 1].trim(), rule: message.ruleId, message: message.message }));
}

describe('import direction (eslint.config.js)', () => {
  it('refuses a resource importing the layout, the demo backend or another page, lazily or not', async () => {
    const found = await refusals(fixture, 'src/resources/colis/UpwardImports.tsx');
    expect(found.map(({ line, rule }) => [line, rule])).toEqual([
      ["import { AppLayout } from '../../layout/AppLayout';", 'no-restricted-imports'],
      ["import { server } from '../../demo/node';", 'no-restricted-imports'],
      ["const CaissePage = () => import('../../custom-pages/caisse/CaissePage');", 'no-restricted-syntax'],
    ]);
    expect(found[0].message).toContain('Upward import (docs/architecture.md, "Layers"): src/resources imports only components, authProvider, dataProvider, domain, config, i18n.');
  });

  it('counts the ../ of a path: the same text one folder deeper lands inside the resource and is allowed', async () => {
    expect(await refusals(fixture, 'src/resources/colis/wizard/UpwardImports.tsx')).toEqual([]);
  });

  it('keeps src/domain free of the app and of React', async () => {
    const code = "import { api } from '../dataProvider/httpClient';\nimport { useState } from 'react';\nimport { plural } from './format';\n\nexport const used = [api, useState, plural];\n";
    expect((await refusals(code, 'src/domain/Example.ts')).map(({ line }) => line)).toEqual([
      "import { api } from '../dataProvider/httpClient';",
      "import { useState } from 'react';",
    ]);
  });

  it('lets the entry alone import the demo backend', async () => {
    const code = "import { startDemo } from './demo/browser';\n\nexport const used = [startDemo];\n";
    expect(await refusals(code, 'src/main.ts')).toEqual([]);
    expect(await refusals(code, 'src/App.tsx')).toHaveLength(1);
  });

  it('leaves the fixture out of the normal lint run', async () => {
    expect(await eslint.isPathIgnored('tests/fixtures/lint/upwardImports.tsx')).toBe(true);
  });
});
