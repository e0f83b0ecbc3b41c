import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import requireSealedState from '../../rules/require-sealed-state.js';
import requireStateBinding from '../../rules/require-state-binding.js';
import { lintWithRule } from '../analysis/probe.js';
import { lines } from '../rule-tester.js';

/*
 * Rules that check calls and functions as ESLint visits them register those listeners only in a file whose text can
 * hold what they look for: ESLint calls (and, with TIMING or stats, clocks) every listener for every node it matches.
 * What they find is held by vocabulary-gates.test.ts; this holds that the listeners stay away from other files.
 */

type AnyRule = { create(context: never): TSESLint.RuleListener };

function listenersOf(rule: AnyRule, code: string): string[] {
  let names: string[] = [];
  lintWithRule(code, (context) => {
    names = Object.keys(rule.create(context as never)).sort();
    return {};
  });
  return names;
}

describe('listeners registered per file', () => {
  it('require-sealed-state visits calls and constructions only in a file that names requestState', () => {
    expect(listenersOf(requireSealedState, 'export const read = (text) => JSON.parse(text);')).toEqual(['Program:exit']);
    expect(listenersOf(requireSealedState, 'export const read = (params) => JSON.parse(params.requestState);')).toEqual([
      'CallExpression',
      'NewExpression',
      'Program:exit',
    ]);
  });

  it('require-state-binding visits calls only where a seal, open or codec can be named, and functions only where JSON is parsed or stringified', () => {
    expect(listenersOf(requireStateBinding, 'export const next = (n) => n + 1;')).toEqual([]);
    expect(listenersOf(requireStateBinding, 'export const read = (text) => JSON.parse(text);')).toEqual([':function:exit']);
    expect(
      listenersOf(
        requireStateBinding,
        lines("import { openState } from 'eslint-plugin-mcp-state/seal';", 'export const open = (token, userId) => openState(token, { userId });'),
      ),
    ).toEqual(['CallExpression', 'Program:exit']); // (the users its calls bind, told once per handler at the end)
    expect(listenersOf(requireStateBinding, lines('const { parse } = JSON;', 'export const read = (text) => parse(text);'))).toEqual([':function:exit']);
  });

  it("require-state-binding leaves the calls of a file that defines createRequestStateCodec but cannot load the SDK (the SDK's own bundle)", () => {
    const bundle = lines(
      "const shared = require('./shared.cjs');",
      'function createRequestStateCodec(options) { return shared.makeCodec(options.key); }',
      'exports.createRequestStateCodec = createRequestStateCodec;',
    );
    expect(listenersOf(requireStateBinding, bundle)).toEqual([]);
    expect(listenersOf(requireStateBinding, lines("const sdk = require('@modelcontextprotocol/server');", 'exports.codec = sdk.createRequestStateCodec({ key });'))).toEqual([
      'CallExpression',
      'Program:exit',
    ]);
  });
});
