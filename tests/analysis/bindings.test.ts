import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findVariable, scopeOf } from '../../src/analysis/bindings.js';

const CODE = `
import { createHmac } from 'node:crypto';
const key = process.env.STATE_KEY;
export default function sign(body) {
  const named = function inner(x) { return inner.length + x; };
  class Sealer {
    #key = key;
    static count = 0;
    seal(state) { for (const [k, v] of Object.entries(state)) { try { if (v) throw k; } catch (error) { return error; } } }
  }
  switch (body.kind) { case 'a': { let local = 1; return local + named(1); } default: }
  label: for (let i = 0; i < 3; i++) { if (i) continue label; }
  return (a) => (b) => a ? b : body ? createHmac('sha256', key).update(body).digest('hex') : new Sealer();
}
`;

const TYPESCRIPT = `
enum Kind { A, B }
namespace Keys { export const k = Kind.A; }
type State = { user: string };
export function open<T extends State>(state: T, kind: Kind = Kind.B): T | undefined {
  return state.user && kind === Keys.k ? state : undefined;
}
`;

/** For every node, in `order`, the scope scopeOf finds and the one ESLint's getScope finds. */
function compareScopes(code: string, order: '*' | '*:exit', parser?: Linter.Parser) {
  const pairs: [unknown, unknown, string][] = [];
  const rule: TSESLint.RuleModule<never> = {
    defaultOptions: [],
    meta: { type: 'problem', messages: {}, schema: [] },
    create(context) {
      return {
        [order](node: TSESTree.Node) {
          pairs.push([scopeOf(context.sourceCode, node), context.sourceCode.getScope(node), `${node.type}@${node.range.join('-')}`]);
        },
      };
    },
  };
  const messages = new Linter({ configType: 'flat' }).verify(code, [
    {
      ...(parser ? { languageOptions: { parser } } : {}),
      plugins: { test: { rules: { scopes: rule as never } } },
      rules: { 'test/scopes': 'error' },
    },
  ]);
  expect(messages).toEqual([]);
  return pairs;
}

describe('scopeOf', () => {
  it.each(['*', '*:exit'] as const)('finds the scope getScope finds for every node, visited in %s order', (order) => {
    const pairs = [...compareScopes(CODE, order), ...compareScopes(TYPESCRIPT, order, tsParser as Linter.Parser)];
    expect(pairs.length).toBeGreaterThan(150);
    for (const [ours, eslints, where] of pairs) expect(ours, where).toBe(eslints);
  });

  it('findVariable walks each parent once for a deep chain, however many of its names it resolves', () => {
    const depth = 2_000;
    const code = `export const pick = (t) => ${Array.from({ length: depth }, (_, index) => `t === ${index} ? 'x' : `).join('')}null;`;
    let acquired = 0;
    const rule: TSESLint.RuleModule<never> = {
      defaultOptions: [],
      meta: { type: 'problem', messages: {}, schema: [] },
      create(context) {
        const scopeManager = context.sourceCode.scopeManager!;
        const acquire = scopeManager.acquire.bind(scopeManager);
        scopeManager.acquire = (node, inner) => {
          acquired++;
          return acquire(node, inner);
        };
        return { 'Identifier:exit'(node: TSESTree.Identifier) { findVariable(context.sourceCode, node); } };
      },
    };
    new Linter({ configType: 'flat' }).verify(code, [{ plugins: { test: { rules: { scopes: rule as never } } }, rules: { 'test/scopes': 'error' } }]);
    // one lookup per node of the chain (3 per level), not one per ancestor of each identifier (~depth²)
    expect(acquired).toBeLessThan(4 * depth);
    expect(acquired).toBeGreaterThan(depth);
  });
});
