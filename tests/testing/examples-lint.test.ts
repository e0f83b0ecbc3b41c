import { readFileSync } from 'node:fs';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';

function lintExample(file: string): Linter.LintMessage[] {
  const code = readFileSync(new URL(`../../docs/examples/${file}`, import.meta.url), 'utf8');
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [plugin.configs.recommended as never, { files: ['**/*.ts'], languageOptions: { parser: tsParser as never } }],
    `docs/examples/${file}`,
  );
}

describe('the example servers under the recommended config', () => {
  it('finds nothing in the sealed server and its HTTP adapter', () => {
    expect(lintExample('sealed-server.ts')).toEqual([]);
    expect(lintExample('serve-http.ts')).toEqual([]);
  });

  it('parses the insecure server without a fatal error', () => {
    expect(lintExample('insecure-server.ts').filter((message) => message.fatal === true)).toEqual([]);
  });

  it.skipIf(!('require-sealed-state' in plugin.rules))('reports the base64 JSON state of the insecure server', () => {
    const ruleIds = lintExample('insecure-server.ts').map((message) => message.ruleId);
    expect(ruleIds).toContain('mcp-state/require-sealed-state');
  });
});
