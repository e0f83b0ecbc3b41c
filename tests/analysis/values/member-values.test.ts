import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analysis/index.js';
import { makeProvenance, oneKindOf } from '../../../src/analysis/values/provenance-model.js';
import { lines } from '../../rule-tester.js';
import { kindsOf, lintWithRule, probe } from '../probe.js';

const HMAC = "import { createHmac } from 'node:crypto';";
const MAC = "createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex')";

describe('oneKindOf', () => {
  const node = { type: 'Literal' } as TSESTree.Node;
  const mac = makeProvenance('mac', node, { valueType: 'string' });
  const literal = (value: string) => makeProvenance('literal', node, { valueType: 'string', literalValue: value });

  it('keeps a kind every value has, and what they agree on', () => {
    expect(oneKindOf(mac, mac)).toMatchObject({ kind: 'mac', valueType: 'string' });
    expect(oneKindOf(literal('a'), literal('a'))).toMatchObject({ kind: 'literal', literalValue: 'a' });
    expect(oneKindOf(literal('a'), literal('bb')).literalValue).toBeUndefined();
  });

  it('takes no literal for a fallback: values of different kinds are of none', () => {
    const either = oneKindOf(mac, literal('none'));
    expect(either).toMatchObject({ kind: 'unknown', hasLiteralFallback: false, derivedFromSecret: false });
    expect(oneKindOf(makeProvenance('untrusted', node), literal('x'))).toMatchObject({ kind: 'unknown', fromUntrustedInput: true });
  });
});

describe('provenance of variables given values by assignment', () => {
  it('is what every value given is, when they are of one kind', () => {
    const code = lines(
      HMAC,
      'export function f(body, c) {',
      '  var a;',
      `  a = ${MAC};`,
      '  probe(a);',
      '  let b;',
      `  if (c) b = ${MAC};`,
      "  else b = 'none';",
      '  probe(b);',
      "  let d = 'start';",
      '  probe(d);',
      `  d = ${MAC};`,
      '}',
    );
    expect(kindsOf(code)).toEqual(['mac', 'unknown', 'unknown']);
  });

  it('may be absent where no assignment surely ran before, or where one gives null', () => {
    const code = lines(
      HMAC,
      'export function f(body, c) {',
      '  let a;',
      `  if (c) a = ${MAC};`,
      '  probe(a);',
      `  a = ${MAC};`,
      '  probe(a);',
      `  let b = ${MAC};`,
      '  if (c) b = null;',
      '  probe(b);',
      '  let e = null;',
      `  e = ${MAC};`,
      '  probe(e);',
      '}',
    );
    expect(probe(code).map((value) => [value.kind, value.maybeAbsent])).toEqual([
      ['mac', true],
      ['mac', false],
      ['mac', true],
      ['mac', false],
    ]);
  });

  it('keeps a function given on every path, for calls', () => {
    const code = lines(HMAC, 'let sign;', `if (x) sign = (body) => ${MAC};`, 'else sign = (body) => null;', 'let mac;', `mac = (body) => ${MAC};`, 'probe(sign(b));', 'probe(mac(b));');
    expect(kindsOf(code)).toEqual(['unknown', 'mac']);
  });
});

describe('provenance through members', () => {
  it('follows this to methods, fields, private members, getters and statics', () => {
    const code = lines(
      HMAC,
      'class Signer {',
      '  #key = process.env.STATE_KEY;',
      "  static label = 'v1';",
      '  secret = process.env.API_SECRET;',
      '  mac = (body) => this.#hmac(body);',
      `  #hmac(body) { return createHmac('sha256', this.#key).update(body).digest('hex'); }`,
      '  get token() { return process.env.API_TOKEN; }',
      '  check(body) { probe(this.#hmac(body)); probe(this.mac(body)); probe(this.secret); probe(this.token); probe(Signer.label); }',
      '}',
    );
    expect(kindsOf(code)).toEqual(['mac', 'mac', 'secret', 'secret', 'literal']);
  });

  it('follows instances made in the file, static methods, Foo.prototype methods and object literals', () => {
    const code = lines(
      HMAC,
      `class A { sign(body) { return ${MAC}; } static sign(body) { return ${MAC}; } }`,
      'function B() {}',
      `B.prototype.sign = function (body) { return ${MAC}; };`,
      `const c = { sign(body) { return ${MAC}; }, verify(body) { return this.sign(body); } };`,
      'probe(new A().sign(x));',
      'probe(A.sign(x));',
      'const b = new B();',
      'probe(b.sign(x));',
      'probe(c.verify(x));',
      'const { sign } = new A();',
      'probe(sign(x));',
    );
    expect(kindsOf(code)).toEqual(['mac', 'mac', 'mac', 'mac', 'mac']);
  });

  it('follows CommonJS exports of the file', () => {
    const code = lines(
      "const { createHmac } = require('node:crypto');",
      `exports.sign = (body) => ${MAC};`,
      `module.exports.seal = function (body) { return ${MAC}; };`,
      'probe(exports.sign(x));',
      'probe(module.exports.sign(x));',
      'probe(exports.seal(x));',
      'probe(exports.other);',
    );
    expect(kindsOf(code, { commonJs: true })).toEqual(['mac', 'mac', 'mac', 'unknown']);
  });

  it('gives a member of one kind on every path only', () => {
    const code = lines(
      'class Guard {',
      '  constructor(key) { this.key = process.env.KEY; this.other = key; }',
      '  rotate(key) { this.other = process.env.KEY; }',
      '  check() { probe(this.key); probe(this.other); probe(this.missing); }',
      '}',
    );
    expect(kindsOf(code)).toEqual(['secret', 'unknown', 'unknown']);
  });

  it('reads a class once however many methods ask about its members', () => {
    const methods = Array.from({ length: 200 }, (_, index) => `  m${index}(body) { return probe(this.key) && probe(this.m${(index + 1) % 200}); }`);
    const code = lines('class Signer {', '  constructor() { this.key = process.env.STATE_KEY; }', ...methods, '}');
    let bodyReads = 0;
    const messages = lintWithRule(code, (context) => {
      const { provenance } = analyzeFile(context);
      return {
        ClassBody(node: TSESTree.ClassBody) {
          const body = node.body;
          Object.defineProperty(node, 'body', {
            get: () => {
              bodyReads += 1;
              return body;
            },
          });
        },
        'CallExpression[callee.name="probe"]:exit'(call: TSESTree.CallExpression) {
          expect(provenance.of(call.arguments[0]!).kind).not.toBe('mac');
        },
      };
    });
    expect(messages).toEqual([]);
    // one walk of the class for its members, not one per member asked about
    expect(bodyReads).toBe(1);
  });
});
