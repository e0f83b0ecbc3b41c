import type { TSESTree } from '@typescript-eslint/utils';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findVariable, findVariableFrom, mayCallValueOfAnotherName, resolveBinding, scopeOf, type Binding } from '../../../src/analysis/scope/bindings.js';
import { lintWithRule } from '../probe.js';
import { lines } from '../../rule-tester.js';

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
  const messages = lintWithRule(
    code,
    (context) => ({
      [order](node: TSESTree.Node) {
        pairs.push([scopeOf(context.sourceCode, node), context.sourceCode.getScope(node), `${node.type}@${node.range.join('-')}`]);
      },
    }),
    parser ? { languageOptions: { parser } } : {},
  );
  expect(messages).toEqual([]);
  return pairs;
}

describe('scopeOf', () => {
  it.each(['*', '*:exit'] as const)('finds the scope getScope finds for every node, visited in %s order', (order) => {
    const pairs = [...compareScopes(CODE, order), ...compareScopes(TYPESCRIPT, order, tsParser as Linter.Parser)];
    expect(pairs.length).toBeGreaterThan(140);
    for (const [ours, eslints, where] of pairs) expect(ours, where).toBe(eslints);
  });

  /** How many times scopeOf reads a node's parent, asked about every identifier of a chain `depth` deep. */
  function parentLookups(depth: number): number {
    const code = `export const pick = (t) => ${Array.from({ length: depth }, (_, index) => `t === ${index} ? 'x' : `).join('')}null;`;
    let reads = 0;
    let counting = false;
    const countParentReads = (node: TSESTree.Node) => {
      const parent = node.parent;
      Object.defineProperty(node, 'parent', {
        get: () => {
          if (counting) reads++;
          return parent;
        },
      });
    };
    const messages = lintWithRule(code, (context) => ({
      '*': countParentReads,
      'Identifier:exit'(node: TSESTree.Identifier) {
        counting = true;
        scopeOf(context.sourceCode, node);
        counting = false;
      },
    }));
    expect(messages).toEqual([]);
    return reads;
  }

  it('looks at each parent a bounded number of times for a deep chain, however many of its identifiers it is asked about', () => {
    const [shallow, deep] = [parentLookups(500), parentLookups(2_000)];
    // a few reads per level (short walks are not remembered), not one per ancestor of each identifier (~depth²)
    expect(deep).toBeLessThan(20 * 2_000);
    expect(deep).toBeGreaterThan(2_000);
    expect(deep / shallow).toBeLessThan(4.4);
  });
});

describe('mayCallValueOfAnotherName', () => {
  it('is true for imported, required, initialised and assigned names and for member callees, false for local functions, classes, parameters and globals', () => {
    const code = lines(
      "import { timingSafeEqual as tse } from 'node:crypto';",
      "const { parse: read } = JSON, decode = atob;",
      'let later; later = globalThis.atob;',
      'function local() {}',
      'class Local {}',
      'export function run(param) {',
      '  return [tse(), read(), decode(), later(), local(), new Local(), param(), fetch(), JSON.parse(param)];',
      '}',
    );
    const answers: string[] = [];
    lintWithRule(code, (context) => ({
      CallExpression(call) {
        answers.push(`${context.sourceCode.getText(call.callee)}: ${mayCallValueOfAnotherName(context.sourceCode, call)}`);
      },
    }));
    expect(answers).toEqual(['tse: true', 'read: true', 'decode: true', 'later: true', 'local: false', 'param: false', 'fetch: false', 'JSON.parse: true']);
  });
});

describe('resolveBinding', () => {
  /** Every identifier named in `names` with its binding, and how often each variable's references were read. */
  function bindingsOf(code: string, names: readonly string[]) {
    const answers: [string, Binding | undefined][] = [];
    const referenceReads = new Map<string, number>();
    const messages = lintWithRule(code, (context) => ({
      Program() {
        for (const variable of context.sourceCode.scopeManager!.scopes.flatMap((scope) => scope.variables)) {
          const references = variable.references;
          Object.defineProperty(variable, 'references', {
            get: () => {
              referenceReads.set(variable.name, (referenceReads.get(variable.name) ?? 0) + 1);
              return references;
            },
          });
        }
      },
      Identifier(node) {
        const parent = node.parent;
        const declares = parent.type === 'VariableDeclarator' && parent.id === node;
        if (names.includes(node.name) && !declares) answers.push([node.name, resolveBinding(context.sourceCode, node)]);
      },
    }));
    expect(messages).toEqual([]);
    return { answers, referenceReads };
  }

  const uses = (name: string, count: number) => Array.from({ length: count }, () => `use(${name});`).join('\n');

  it('reads a variable\'s references once, however often it is used, and gives every use the same answer', () => {
    const code = `const key = process.env.KEY;\nlet counter = 0;\n${uses('key', 50)}\n${uses('counter', 50)}\ncounter = 1;`;
    const { answers, referenceReads } = bindingsOf(code, ['key', 'counter']);
    const keys = answers.filter(([name]) => name === 'key').map(([, binding]) => binding);
    const counters = answers.filter(([name]) => name === 'counter').map(([, binding]) => binding);
    expect(keys).toHaveLength(50);
    expect(keys[0]).toMatchObject({ kind: 'initialized', path: [], init: { type: 'MemberExpression', range: [12, 27] } });
    for (const binding of keys) expect(binding).toBe(keys[0]);
    // reassigned: the values it is given, for the first use and for every later one
    expect(counters).toHaveLength(51);
    expect(counters[0]).toMatchObject({ kind: 'assigned', values: [{ type: 'Literal', value: 0 }, { type: 'Literal', value: 1 }] });
    for (const binding of counters) expect(binding).toBe(counters[0]);
    expect(Object.fromEntries(referenceReads)).toEqual({ key: 1, counter: 1 });
  });

  it('answers an undeclared name as the global of that name', () => {
    const { answers } = bindingsOf('use(process); use(process);', ['process']);
    expect(answers).toEqual([
      ['process', { kind: 'global', name: 'process' }],
      ['process', { kind: 'global', name: 'process' }],
    ]);
  });
});

describe('findVariable', () => {
  const SCRIPT = `
var shared = 1;
function withEval(code) { var local = 2; eval(code); return local + shared; }
with (Math) { shared = max(shared, local); }
function defaults(a = later, b = a) { var later = 3; return arguments.length + a + b; }
const named = function self(n) { return n ? self(n - 1) : typeof undeclared; };
label: for (const shared of [1]) { try { break label; } catch (shared) { shared; } }
`;

  /** For every identifier: what findVariable answers, and what looking its name up from its scope answers. */
  function compareVariables(code: string, options: Linter.LanguageOptions = {}) {
    const pairs: [unknown, unknown, string][] = [];
    const messages = lintWithRule(
      code,
      (context) => ({
        Identifier(node) {
          const byName = findVariableFrom(scopeOf(context.sourceCode, node), node.name);
          pairs.push([findVariable(context.sourceCode, node), byName, `${node.name}@${node.range.join('-')}`]);
        },
      }),
      { languageOptions: options },
    );
    expect(messages).toEqual([]);
    return pairs;
  }

  it('answers from the resolved references what a lookup by name from the scope answers, for every identifier', () => {
    const pairs = [
      ...compareVariables(CODE),
      ...compareVariables(TYPESCRIPT, { parser: tsParser as Linter.Parser }),
      ...compareVariables(SCRIPT, { sourceType: 'script' }),
    ];
    expect(pairs.length).toBeGreaterThan(100);
    for (const [answer, byName, where] of pairs) expect(answer, where).toBe(byName);
    // not a vacuous match of undefined with undefined: most names have a variable (in the script, the names beside
    // `eval` and inside `with` resolve only at run time, and are looked up by name as before)
    expect(pairs.filter(([answer]) => answer !== undefined).length).toBeGreaterThan(60);
  });

  /** For every identifier: what findVariable answers, and what the reference of any scope that holds it resolves to. */
  function compareWithAllReferences(code: string, options: Linter.LanguageOptions = {}) {
    const pairs: [unknown, unknown, string][] = [];
    lintWithRule(
      code,
      (context) => {
        const resolved = new Map<unknown, unknown>();
        for (const scope of context.sourceCode.scopeManager?.scopes ?? []) {
          for (const reference of scope.references) if (reference.resolved) resolved.set(reference.identifier, reference.resolved);
        }
        return {
          Identifier(node) {
            const expected = resolved.get(node) ?? findVariableFrom(scopeOf(context.sourceCode, node), node.name);
            pairs.push([findVariable(context.sourceCode, node), expected, `${node.name}@${node.range.join('-')}`]);
          },
        };
      },
      { languageOptions: options },
    );
    return pairs;
  }

  it('answers what the references of all scopes resolve to, though it reads only the scope an identifier stands in', () => {
    const pairs = [
      ...compareWithAllReferences(CODE),
      ...compareWithAllReferences(TYPESCRIPT, { parser: tsParser as Linter.Parser }),
      ...compareWithAllReferences(SCRIPT, { sourceType: 'script' }),
      ...compareWithAllReferences(
        lines(
          'class A extends Base { static [key] = value; field = this.x + y; #p = (z) => z; m({ a, b: [c] = d }, ...rest) { return a + c + rest; } }',
          'for (const item of items) for (let k in item) use(k);',
          'let declared; declared = 1;',
          'const { env } = process, f = function named() { return named; };',
          'label: try { x(); } catch ({ message }) { break label; }',
          'switch (mode) { case 1: { const mode = 2; use(mode); } }',
        ),
      ),
    ];
    expect(pairs.length).toBeGreaterThan(140);
    for (const [answer, expected, where] of pairs) expect(answer, where).toBe(expected);
    for (const folder of ['tests/corpus/require-state-binding', 'tests/corpus/mcp-servers']) {
      for (const name of readdirSync(folder)) {
        if (!/\.(?:[cm]?js|[cm]?ts)$/.test(name)) continue;
        const code = readFileSync(join(folder, name), 'utf8');
        for (const [answer, expected, where] of compareWithAllReferences(code, /\.[cm]?ts$/.test(name) ? { parser: tsParser as Linter.Parser } : {})) {
          expect(answer, `${folder}/${name} ${where}`).toBe(expected);
        }
      }
    }
  });

  it('agrees with the lookup by name on every identifier of the corpus and the examples', () => {
    const folders = ['tests/corpus/no-secrets-in-state', 'tests/corpus/require-sealed-state', 'tests/corpus/require-state-binding', 'tests/corpus/mcp-servers', 'docs/examples'];
    let identifiers = 0;
    for (const folder of folders) {
      for (const name of readdirSync(folder)) {
        if (!/\.(?:[cm]?js|[cm]?ts)$/.test(name)) continue;
        const code = readFileSync(join(folder, name), 'utf8');
        const pairs = compareVariables(code, /\.[cm]?ts$/.test(name) ? { parser: tsParser as Linter.Parser } : {});
        for (const [answer, byName, where] of pairs) expect(answer, `${folder}/${name} ${where}`).toBe(byName);
        identifiers += pairs.length;
      }
    }
    expect(identifiers).toBeGreaterThan(10_000);
  });
});
