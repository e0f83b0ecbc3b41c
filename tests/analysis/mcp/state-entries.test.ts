import { Linter } from 'eslint';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analysis/index.js';
import { getMcpFile, hasStateEntries } from '../../../src/analysis/mcp/index.js';

function entries(code: string): boolean {
  let found: boolean | undefined;
  const rule = {
    create(context: TSESLint.RuleContext<string, []>) {
      const { sourceCode, provenance } = analyzeFile(context);
      found = hasStateEntries(getMcpFile(sourceCode, provenance));
      return {};
    },
  };
  new Linter({ configType: 'flat' }).verify(code, [{ files: ['**/*.js'], plugins: { t: { rules: { r: rule as never } } }, rules: { 't/r': 'error' } }], { filename: 'x.js' });
  if (found === undefined) throw new Error('not linted');
  return found;
}

describe('hasStateEntries', () => {
  it.each([
    ['params.requestState', 'export const f = (request) => JSON.parse(request.params.requestState);'],
    ['a bare params', 'export const f = (params) => params.requestState;'],
    ['params["requestState"]', "export const f = (request) => request.params['requestState'];"],
    ['a destructured requestState', 'export const f = ({ requestState }) => requestState;'],
    ['the SDK read', 'export const f = (ctx) => ctx.mcpReq.requestState();'],
  ])('true for %s', (_name, code) => {
    expect(entries(code)).toBe(true);
  });

  it.each([
    ['an error message', "throw new Error('neither inputRequests nor requestState');"],
    ['another object\u2019s requestState', 'export const f = (lifted) => lifted.requestState === undefined;'],
    ['requestState handed out', 'export const f = (token) => ({ resultType: "input_required", requestState: token });'],
  ])('false for %s', (_name, code) => {
    expect(entries(code)).toBe(false);
  });
});
