import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { analyzeFile, type FileAnalysis } from '../../src/analysis/index.js';
import type { Provenance } from '../../src/analysis/values/index.js';

function collectingRule(seen: FileAnalysis[], answers: Provenance[]): TSESLint.RuleModule<never> {
  return {
    defaultOptions: [],
    meta: { type: 'problem', messages: {}, schema: [] },
    create(context) {
      const analysis = analyzeFile(context);
      seen.push(analysis);
      return {
        BinaryExpression(node: TSESTree.BinaryExpression) {
          answers.push(analysis.provenance.of(node.right), analysis.provenance.of(node.right));
        },
      };
    },
  };
}

function lintWithTwoRules(code: string, settings: Record<string, unknown> = {}) {
  const seen: FileAnalysis[] = [];
  const answers: Provenance[] = [];
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    {
      plugins: { test: { rules: { first: collectingRule(seen, answers) as never, second: collectingRule(seen, answers) as never } } },
      rules: { 'test/first': 'error', 'test/second': 'error' },
      settings,
    },
  ]);
  return { seen, answers, messages };
}

describe('analyzeFile', () => {
  it('builds one analysis per file, shared by every rule, and answers each node once', () => {
    const { seen, answers } = lintWithTwoRules('const ok = (x) => x === process.env.STATE_KEY;');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(answers).toHaveLength(4);
    expect(answers[0]?.kind).toBe('secret');
    for (const answer of answers) expect(answer).toBe(answers[0]);
  });

  it('builds a new analysis for the next file', () => {
    const first = lintWithTwoRules('a === b;').seen[0];
    const second = lintWithTwoRules('a === b;').seen[0];
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('shares one settings object between the files of a configuration that sets none', () => {
    const first = lintWithTwoRules('a;').seen[0];
    const second = lintWithTwoRules('b;').seen[0];
    expect(first?.settings).toEqual({ sealModule: 'eslint-plugin-mcp-state/seal' });
    expect(second?.settings).toBe(first?.settings);
  });

  it('reads the seal module from settings', () => {
    const { seen } = lintWithTwoRules('a;', { 'mcp-state': { sealModule: '#seal' } });
    expect(seen[0]?.settings).toEqual({ sealModule: '#seal' });
  });

  it.each([
    [{ 'mcp-state': { sealModule: 42 } }, /sealModule must be a module specifier string/],
    [{ 'mcp-state': { sealModule: '' } }, /sealModule must be a module specifier string/],
    [{ 'mcp-state': { sealModule: "x';" } }, /sealModule must be a module specifier string/],
    [{ 'mcp-state': { sealmodule: '#seal' } }, /unknown key\(s\) 'sealmodule'/],
    [{ 'mcp-state': 'eslint-plugin-mcp-state/seal' }, /settings\['mcp-state'\] must be an object/],
  ])('rejects bad settings %j with a clear error', (settings, message) => {
    expect(() => lintWithTwoRules('a;', settings)).toThrow(message);
  });
});
