// Odd but valid code around the one-file idioms of issue 16 (variables given values by assignment, `this`, members of
// classes, object literals and prototypes, CommonJS exports): every rule must lint it without throwing, and cycles
// and long chains of them must end in silence, not in a stack overflow.
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';

const HEADER = "import { createHmac } from 'node:crypto';\nconst KEY = process.env.STATE_KEY;\n";
const COMMONJS_HEADER = "const { createHmac } = require('node:crypto');\nconst KEY = process.env.STATE_KEY;\n";

const SNIPPETS: Record<string, string> = {
  'a variable assigned itself and in a cycle': 'var a; a = a; let b, c; b = c; c = b; export const ok = (s) => a === s || b === s;',
  'members given each other': 'export class C { constructor() { this.a = this.b; this.b = this.a; } ok(s) { return this.a === s; } }',
  'a method bound to itself and a getter reading itself': 'export class C { constructor() { this.m = this.m.bind(this); } get g() { return this.g; } m(s) { return this.g === s; } }',
  'a class extending itself, or a call': 'class A extends A {}\nclass B extends mixin(B) { m(s) { return this.x === s; } }\nexport { A, B };',
  'this in odd places': 'export class C { [this]; static [Symbol.iterator]() {} x = () => this; m(a = this.x) { return new.target ?? super.toString ?? this; } }',
  'private names in and out': 'export class C { #k = KEY; static has(o) { return #k in o; } m(o, s) { return o.#k === s || this.#k === s; } }',
  'accessors': 'export class C { k = KEY; set v(x) { this.k = x; } get v() { return this.k; } m(s) { return this.v === s; } }',
  'object literals with __proto__, getters and spreads': "export const o = { __proto__: null, get k() { return KEY; }, ...{}, m(s) { return this.k === s; }, ['n' + 1]: 1 };",
  'prototype replaced by a non-literal, and prototype of a const': 'function F() {}\nF.prototype = Object.create(null);\nF.prototype.m = function (s) { return this.k === s; };\nconst G = 1;\nG.prototype.k = 2;',
  'exports shadowed and written oddly': "function f(exports, module) { exports.a = 1; module.exports.b = exports.a; return module.exports.b; }\nexports['c'] = () => f;\nexports[d] = 2;",
  'module.exports replaced twice, chained with exports': 'module.exports = exports = { a: 1 };\nmodule.exports = { b: () => exports.a };',
  'a var assigned in a switch, a labelled block, a loop and a finally': 'export function f(c, s) { var m; switch (c) { case 1: m = 1; default: m = 2; } out: { m = 3; break out; } for (;;) { m = 4; break; } try {} finally { m = 5; } return m === s; }',
  'assignments inside expressions': 'export function f(c, s) { let m; (m = c) && (m = 1); const n = (m = 2); return [m = 3, n].includes(s); }',
  'TypeScript-only members': '',
};

const TYPESCRIPT = [
  'export abstract class A { abstract k: string; protected abstract m(): string; accessor a = KEY; constructor(private readonly p: string, public q = KEY) {}',
  '  declare d: string; static { this.s = 1; } [key: string]: unknown;',
  '  check(s: string) { return this.m() === s || this.k === s || this.p === s || this.q! === s || (this.d as string) === s || this.a === s; } }',
  'export class B<T> extends (A as any)<T> { m() { return createHmac("sha256", this.q).update("x").digest("hex"); } }',
  'enum E { A = "a" }\nnamespace N { export const k = E.A; }\nexport const e = { [E.A]: N.k, m(s: string) { return this[E.A] === s; } } satisfies Record<string, unknown>;',
].join('\n');

function lint(code: string, typescript: boolean, sourceType: 'module' | 'commonjs') {
  const config: Linter.Config = {
    languageOptions: { sourceType, ...(typescript ? { parser: tsParser as Linter.Parser } : {}) },
    files: ['**/*.js', '**/*.ts'],
    plugins: { 'mcp-state': plugin as never },
    rules: plugin.configs.all.rules as Linter.RulesRecord,
  };
  return new Linter({ configType: 'flat' }).verify(code, [config], typescript ? 'input.ts' : 'input.js');
}

describe.each([
  ['espree', false],
  ['typescript-eslint', true],
] as const)('one-file idioms under %s', (_parser, typescript) => {
  it.each(Object.entries(SNIPPETS))('%s', (name, snippet) => {
    if (name === 'TypeScript-only members' && !typescript) return;
    const body = snippet || TYPESCRIPT;
    const sourceType = /\bexports\b/.test(body) && !/^export /m.test(body) ? 'commonjs' : 'module';
    const code = (sourceType === 'commonjs' ? COMMONJS_HEADER : HEADER) + body;
    const messages = lint(code, typescript, sourceType);
    expect(messages.filter((message) => message.fatal || message.ruleId === null)).toEqual([]);
  });

  it('ends a chain of thousands of members, variables and exports given each other in silence', () => {
    const depth = 3_000;
    const members = Array.from({ length: depth }, (_, index) => `this.m${index + 1} = this.m${index};`).join(' ');
    const variables = Array.from({ length: depth }, (_, index) => `var v${index + 1}; v${index + 1} = v${index};`).join('\n');
    const exported = Array.from({ length: depth }, (_, index) => `exports.e${index + 1} = exports.e${index};`).join('\n');
    const code = [
      COMMONJS_HEADER,
      `class C { constructor() { this.m0 = createHmac('sha256', KEY).update('x').digest('hex'); ${members} } ok(s) { return this.m${depth} === s; } }`,
      `var v0; v0 = createHmac('sha256', KEY).update('x').digest('hex');\n${variables}`,
      `exports.e0 = createHmac('sha256', KEY).update('x').digest('hex');\n${exported}`,
      `module.exports.ok = (s) => v${depth} === s || exports.e${depth} === s || new C().ok(s);`,
    ].join('\n');
    const messages = lint(code, typescript, 'commonjs');
    expect(messages.filter((message) => message.fatal || message.ruleId === null)).toEqual([]);
  });
});
