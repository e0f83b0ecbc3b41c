import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { exportedValues, exportsObjectOf } from '../../../src/analysis/scope/member-writes.js';
import { memberDefinitions, thisOwner, type MemberOwner } from '../../../src/analysis/scope/members.js';
import { lines } from '../../rule-tester.js';
import { lintWithRule } from '../probe.js';

/** What each `this` of the file is (`undefined` when the file does not show it), with the owner's name or node type. */
function thisOwners(code: string): string[] {
  const owners: string[] = [];
  const messages = lintWithRule(code, (context) => ({
    ThisExpression(node: TSESTree.ThisExpression) {
      owners.push(describeOwner(thisOwner(context.sourceCode, node)));
    },
  }));
  expect(messages).toEqual([]);
  return owners;
}

function describeOwner(owner: MemberOwner | undefined): string {
  if (!owner) return 'unknown';
  if (owner.kind === 'object') return 'object literal';
  const name = owner.of.id?.name ?? (owner.of.parent?.type === 'VariableDeclarator' ? (owner.of.parent.id as TSESTree.Identifier).name : '?');
  return `${owner.kind} of ${name}`;
}

/** The definitions of member `name` that the last `this` of the file reaches, as source text. */
function definitionsAtThis(code: string, name: string): string[] | undefined {
  let answer: string[] | undefined;
  lintWithRule(code, (context) => ({
    ThisExpression(node: TSESTree.ThisExpression) {
      const owner = thisOwner(context.sourceCode, node);
      const definitions = owner && memberDefinitions(context.sourceCode, owner, name);
      answer = definitions?.map((definition) => {
        if (definition.kind === 'unset') return '(unset)';
        return `${definition.kind === 'getter' ? 'get ' : ''}${context.sourceCode.getText(definition.kind === 'getter' ? definition.fn : definition.value)}`;
      });
    },
  }));
  return answer;
}

describe('thisOwner', () => {
  it('is the instance in methods, constructors, fields and the arrow functions inside them', () => {
    const code = lines(
      'class Signer {',
      '  key = this.load();',
      '  mac = (body) => this.key;',
      '  constructor() { this.ready = true; }',
      '  sign() { return [1].map(() => this.key); }',
      '  get size() { return this.key.length; }',
      '}',
    );
    expect(thisOwners(code)).toEqual(['instance of Signer', 'instance of Signer', 'instance of Signer', 'instance of Signer', 'instance of Signer']);
  });

  it('is the class in static methods, fields and blocks', () => {
    const code = lines('const Signer = class {', '  static key = this.name;', '  static { this.ready = true; }', '  static sign() { return this.key; }', '};');
    expect(thisOwners(code)).toEqual(['class of Signer', 'class of Signer', 'class of Signer']);
  });

  it('is the object literal in its methods, the instance in Foo.prototype methods', () => {
    const code = lines(
      'const api = { sign() { return this.key; }, verify: function () { return this.sign(); }, arrow: () => this };',
      'function Signer() { this.key = 1; }',
      'Signer.prototype.sign = function () { return this.key; };',
    );
    expect(thisOwners(code)).toEqual(['object literal', 'object literal', 'unknown', 'unknown', 'instance of Signer']);
  });

  it('is unknown in a plain function, at the top level, in a computed key, and for a class the file extends', () => {
    const code = lines(
      'class Base { sign() { return this.key; } }',
      'class Derived extends Base {}',
      'class Other { m() { return function () { return this; }; } [this.key]() {} }',
      'export const top = this;',
    );
    expect(thisOwners(code)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
  });
});

describe('memberDefinitions', () => {
  it('gives the field initialiser, the constructor write and the writes of other methods', () => {
    const code = lines(
      'class Signer {',
      "  key = 'initial';",
      '  constructor() { this.key = process.env.KEY; }',
      '  rotate(next) { this.key = next; }',
      '  sign() { return this.key; }',
      '}',
    );
    expect(definitionsAtThis(code, 'key')).toEqual(["'initial'", 'process.env.KEY', 'next']);
  });

  it('gives a method, a getter, a field declared without a value and a parameter property', () => {
    const code = lines('class Signer {', '  declared;', '  constructor() { this.m(); }', '  m() {}', '  get g() { return 1; }', '}');
    expect(definitionsAtThis(code, 'm')).toEqual(['() {}']);
    expect(definitionsAtThis(code, 'g')).toEqual(['get () { return 1; }']);
    expect(definitionsAtThis(code, 'declared')).toEqual(['(unset)']);
  });

  it('reads prototype members and inherited members of a class of the file', () => {
    const prototype = lines('function Signer() {}', 'Signer.prototype.sign = function () { return 2; };', 'Signer.prototype.verify = function () { return this.sign(); };');
    expect(definitionsAtThis(prototype, 'sign')).toEqual(['function () { return 2; }']);
    const inherited = lines('class Base { constructor() { this.key = 1; } }', 'const Sub = class extends Base { sign() { return this.key; } };');
    expect(definitionsAtThis(inherited, 'key')).toEqual(['1']);
  });

  it('passes over a Symbol key, which no member name can be', () => {
    expect(definitionsAtThis(lines('class C {', '  constructor() { this.key = 1; }', '  *[Symbol.iterator]() {}', '}'), 'key')).toEqual(['1']);
  });

  it('skips this.m = this.m.bind(this)', () => {
    expect(definitionsAtThis(lines('class C {', '  constructor() { this.m = this.m.bind(this); }', '  m() {}', '}'), 'm')).toEqual(['() {}']);
  });

  it.each([
    ['a compound write', 'class C { constructor() { this.key = 1; } bump() { this.key += 1; } }'],
    ['a destructuring write', 'class C { constructor(o) { ({ key: this.key } = o); } }'],
    ['a setter', 'class C { constructor() { this.key = 1; } set key(v) {} }'],
    ['Object.assign(this, …)', 'class C { constructor(o) { this.key = 1; Object.assign(this, o); } }'],
    ['a computed write', 'class C { constructor(o) { this.key = 1; this[o.name] = o.value; } }'],
    ['a computed member', 'class C { constructor(o) { this.key = 1; } [KEY]() {} }'],
    ['a write through another receiver', 'class C { constructor() { this.key = 1; } }\nexport function reset(c) { c.key = 2; }'],
    ['a write to an instance at the top level', 'class C { constructor() { this.key = 1; } }\nconst c = new C();\nc.key = 2;'],
    ['an inherited member of a class from another module', "import { Base } from './base.js';\nclass C extends Base { m() { return this.key; } }"],
    ['a prefix update through another receiver', 'class C { constructor() { this.key = 1; } }\nexport function bump(c) { ++c.key; }'],
    ['a bracket write through another receiver', "class C { constructor() { this.key = 1; } }\nexport function reset(c) { c['key'] ??= 2; }"],
  ])('gives nothing it cannot tell whole: %s', (_name, code) => {
    expect(definitionsAtThis(code, 'key')).toBeUndefined();
  });

  it('is not put off by a write written only in a comment or a string', () => {
    const code = lines('class C { constructor() { this.key = 1; } }', '// callers may set c.key = 2 first', "const hint = 'c.key = 3';");
    expect(definitionsAtThis(code, 'key')).toEqual(['1']);
  });

  it('is not put off by writes to members of other values made here', () => {
    const code = lines('class C { constructor() { this.key = 1; } }', 'const other = {};', 'other.key = 2;', 'class D {}', 'D.key = 3;');
    expect(definitionsAtThis(code, 'key')).toEqual(['1']);
  });
});

describe('exportedValues', () => {
  /** What the top level exports as `name`, read through `via`, as source text. */
  function exported(code: string, via: 'exports' | 'module.exports', name: string): string[] | undefined {
    let answer: string[] | undefined;
    lintWithRule(
      code,
      (context) => ({
        'Program:exit'() {
          answer = exportedValues(context.sourceCode, via, name)?.map((value) => context.sourceCode.getText(value));
        },
      }),
      { languageOptions: { sourceType: 'commonjs' } },
    );
    return answer;
  }

  it('gives exports.x and module.exports.x writes, through either spelling, and chained writes', () => {
    const code = lines('exports.a = function a() {};', 'module.exports.b = () => 2;', 'exports.c = exports.d = sign;');
    expect(exported(code, 'exports', 'a')).toEqual(['function a() {}']);
    expect(exported(code, 'module.exports', 'b')).toEqual(['() => 2']);
    expect(exported(code, 'exports', 'd')).toEqual(['sign']);
  });

  it('reads module.exports = { … } through module.exports only', () => {
    const code = lines('module.exports = { sign, verify() {} };', 'module.exports.extra = 1;');
    expect(exported(code, 'module.exports', 'sign')).toEqual(['sign']);
    expect(exported(code, 'module.exports', 'extra')).toEqual(['1']);
    expect(exported(code, 'exports', 'sign')).toBeUndefined();
  });

  it.each([
    ['a write inside a condition', 'exports.sign = a;\nif (test) exports.sign = b;'],
    ['module.exports replaced by a call', 'module.exports = make();'],
    ['Object.assign(module.exports, …)', 'exports.sign = a;\nObject.assign(module.exports, extra);'],
    ['an alias of exports', 'const api = module.exports;\napi.sign = b;\nexports.sign = a;'],
  ])('gives nothing it cannot tell whole: %s', (_name, code) => {
    expect(exported(code, 'exports', 'sign')).toBeUndefined();
  });

  it('tells exports from a local of that name', () => {
    let spellings: (string | undefined)[] = [];
    lintWithRule(
      'function f(exports, module) { return [exports, module.exports]; }\nexport const g = [exports, module.exports];',
      (context) => ({
        'ArrayExpression'(node: TSESTree.ArrayExpression) {
          spellings = [...spellings, ...node.elements.map((element) => exportsObjectOf(context.sourceCode, element!))];
        },
      }),
    );
    expect(spellings).toEqual([undefined, undefined, 'exports', 'module.exports']);
  });
});
