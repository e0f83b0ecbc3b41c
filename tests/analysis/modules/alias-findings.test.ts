// End to end, without typed linting: a server imports its state codec through a tsconfig `paths` alias (@lib/state),
// and require-sealed-state reports the unsigned state at its use — under @typescript-eslint/parser and espree. The same
// text where no tsconfig includes it, or beside a tsconfig that does not parse, is silence and no crash.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { beforeEach, describe, expect, it } from 'vitest';
import plugin from '../../../src/index.js';
import { clearModuleCache } from '../../../src/analysis/modules/index.js';

const FIXTURES = fileURLToPath(new URL('fixtures/', import.meta.url));

const SERVER = [
  "import { McpServer } from '@modelcontextprotocol/server';",
  "import { encodeState } from '@lib/state';",
  '',
  "const server = new McpServer({ name: 'wizard', version: '1.0.0' });",
  '',
  "server.registerTool('pick_region', {}, async (args, ctx) => ({",
  "  resultType: 'input_required',",
  "  inputRequests: { region: { method: 'elicitation/create', params: { message: 'Region?' } } },",
  '  requestState: encodeState({ step: 1 }),',
  '}));',
  '',
].join('\n');

function lint(file: string): Linter.LintMessage[] {
  const linter = new Linter({ configType: 'flat', cwd: FIXTURES });
  const parser = file.endsWith('.ts') ? { parser: tsParser as Linter.Parser } : {};
  return linter.verify(
    SERVER,
    [
      {
        files: ['**/*.ts', '**/*.js'],
        languageOptions: { sourceType: 'module', ...parser },
        plugins: { 'mcp-state': plugin as never },
        rules: { 'mcp-state/require-sealed-state': 'error' },
      },
    ],
    { filename: join(FIXTURES, file) },
  );
}

const problem = (message: Linter.LintMessage) => {
  const { ruleId, messageId, message: text, line, column, endLine, endColumn } = message;
  return { ruleId, messageId, message: text, line, column, endLine, endColumn };
};

beforeEach(() => clearModuleCache());

describe('a finding through a tsconfig paths alias, without type information', () => {
  it.each(['alias-e2e/src/server.ts', 'alias-e2e/src/server.js'])('%s: the unsigned state from @lib/state is reported at its use', (file) => {
    expect(lint(file).map(problem)).toEqual([
      {
        ruleId: 'mcp-state/require-sealed-state',
        messageId: 'unsignedStateHelper',
        message:
          "'encodeState' from '@lib/state' returns base64/hex-encoded JSON, not signed: a client can forge this state; seal it with sealState() from 'eslint-plugin-mcp-state/seal'.",
        line: 9,
        column: 17,
        endLine: 9,
        endColumn: 41,
      },
    ]);
  });

  it('is silence for a file no tsconfig includes (the alias names nothing there)', () => {
    expect(lint('alias-e2e/scripts/server.ts')).toEqual([]);
  });

  it('is silence, not a crash, beside a tsconfig that does not parse', () => {
    expect(lint('broken-tsconfig/src/server.ts')).toEqual([]);
  });
});
