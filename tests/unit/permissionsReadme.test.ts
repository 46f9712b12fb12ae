import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_NAMES, ROLE_LABELS, USER_KINDS, type CapabilityRule } from '../../src/domain/permissions';

/** docs/permissions.md's role × capability table, as the matrix writes it. */
function matrixTable(): string {
  const header = `| capability | what it allows | ${USER_KINDS.map((kind) => ROLE_LABELS[kind]).join(' | ')} |`;
  const separator = `|---|---|${USER_KINDS.map(() => ':-:').join('|')}|`;
  const rows = CAPABILITY_NAMES.map((name) => {
    const rule: CapabilityRule = CAPABILITIES[name];
    const flag = rule.flag ? ` (or the permission \`${rule.flag}\`)` : '';
    return `| \`${name}\` | ${rule.action}${flag} | ${USER_KINDS.map((kind) => (rule.roles.includes(kind) ? '✓' : '—')).join(' | ')} |`;
  });
  return [header, separator, ...rows].join('\n');
}

describe('docs/permissions.md', () => {
  it('shows the capability matrix exactly as src/domain/permissions.ts decides it', () => {
    const readme = readFileSync(resolve(process.cwd(), 'docs/permissions.md'), 'utf8');
    expect(readme).toContain(matrixTable());
  });
});
