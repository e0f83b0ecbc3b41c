import type { TSESTree } from '@typescript-eslint/utils';
import tsParser from '@typescript-eslint/parser';
import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { resolveBinding, type Binding } from '../../../src/analysis/scope/bindings.js';
import { isAssignedBefore } from '../../../src/analysis/scope/definite-assignment.js';
import { lines } from '../../rule-tester.js';
import { lintWithRule } from '../probe.js';

/** The binding of every `read(x)` argument, and whether an assignment surely ran before it. */
function reads(code: string, parser?: Linter.Parser): { binding: Binding | undefined; assigned: boolean | undefined }[] {
  const answers: { binding: Binding | undefined; assigned: boolean | undefined }[] = [];
  const messages = lintWithRule(
    code,
    (context) => ({
      'CallExpression[callee.name="read"]'(call: TSESTree.CallExpression) {
        const argument = call.arguments[0] as TSESTree.Identifier;
        const binding = resolveBinding(context.sourceCode, argument);
        answers.push({ binding, assigned: binding?.kind === 'assigned' ? isAssignedBefore(binding, argument) : undefined });
      },
    }),
    parser ? { languageOptions: { parser } } : {},
  );
  expect(messages).toEqual([]);
  return answers;
}

const assignedBefore = (code: string) => reads(code).map((answer) => answer.assigned);

describe('resolveBinding: variables given values by assignment', () => {
  it('gives the initialiser and every value assigned, in source order', () => {
    const [answer] = reads(lines('let mac = a;', 'if (c) mac = b;', 'else mac = d;', 'read(mac);'));
    expect(answer!.binding).toMatchObject({
      kind: 'assigned',
      values: [{ name: 'a' }, { name: 'b' }, { name: 'd' }],
      assignments: [{ right: { name: 'b' } }, { right: { name: 'd' } }],
      declarator: { id: { name: 'mac' } },
    });
  });

  it('gives a var declared without a value only what is assigned', () => {
    const [answer] = reads(lines('var mac;', 'mac = compute();', 'read(mac);'));
    expect(answer!.binding).toMatchObject({ kind: 'assigned', values: [{ type: 'CallExpression' }] });
  });

  it.each([
    ['+=', 'let mac = a;\nmac += b;\nread(mac);'],
    ['++', 'let n = 0;\nn++;\nread(n);'],
    ['destructuring', 'let mac;\n[mac] = pair;\nread(mac);'],
    ['object destructuring', 'let mac;\n({ mac } = pair);\nread(mac);'],
    ['for-of target', 'let mac;\nfor (mac of macs) {}\nread(mac);'],
    ['a for-of declaration', 'for (let mac of macs) { mac = mac.trim(); read(mac); }'],
    ['a destructured declaration', 'let { mac } = pair;\nmac = b;\nread(mac);'],
    ['two declarations', 'var mac = a;\nvar mac = b;\nread(mac);'],
    ['never given a value', 'let mac;\nread(mac);'],
  ])('gives no binding for a variable written with %s', (_name, code) => {
    expect(reads(code)[0]!.binding).toBeUndefined();
  });

  it('binds a class declaration never reassigned, and not one that is', () => {
    const [kept, reassigned] = reads(lines('class Signer {}', 'read(Signer);', 'class Other {}', 'Other = null;', 'read(Other);'));
    expect(kept!.binding).toMatchObject({ kind: 'class', node: { type: 'ClassDeclaration', id: { name: 'Signer' } } });
    expect(reassigned!.binding).toBeUndefined();
  });

  it('handles TypeScript annotations and definite assignment assertions', () => {
    const [answer] = reads(lines('let mac!: string;', 'mac = compute() as string;', 'read(mac);'), tsParser as Linter.Parser);
    expect(answer).toMatchObject({ binding: { kind: 'assigned' }, assigned: true });
  });
});

describe('isAssignedBefore', () => {
  it('is true after an assignment in the same block, and in blocks inside it', () => {
    expect(assignedBefore(lines('let x;', 'read(x);', 'x = a;', 'read(x);', '{ if (c) read(x); }'))).toEqual([false, true, true]);
  });

  it('is true after an if that assigns on both branches, not after one that assigns on one', () => {
    expect(assignedBefore(lines('let x;', 'if (c) x = a;', 'else { x = b; }', 'read(x);'))).toEqual([true]);
    expect(assignedBefore(lines('let x;', 'if (c) x = a;', 'read(x);'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', 'if (c) { x = a; } else if (d) { x = b; } else { x = e; }', 'read(x);'))).toEqual([true]);
    expect(assignedBefore(lines('let x;', 'if (c) { x = a; } else if (d) { x = b; }', 'read(x);'))).toEqual([false]);
  });

  it('counts a branch that returns or throws as assigning', () => {
    expect(assignedBefore(lines('function f() {', '  let x;', '  if (c) x = a;', '  else return;', '  read(x);', '}'))).toEqual([true]);
    expect(assignedBefore(lines('function f() {', '  let x;', '  try { x = a; } catch { throw new Error(); }', '  read(x);', '}'))).toEqual([true]);
    expect(assignedBefore(lines('function f() {', '  let x;', '  try { x = a; } catch (error) { log(error); }', '  read(x);', '}'))).toEqual([false]);
    expect(assignedBefore(lines('function f() {', '  let x;', '  try { log(); } finally { x = a; }', '  read(x);', '}'))).toEqual([true]);
  });

  it('is false after a loop, a switch or a labelled block that may skip the assignment', () => {
    expect(assignedBefore(lines('let x;', 'for (const item of items) x = item;', 'read(x);'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', 'while (c) { x = a; }', 'read(x);'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', 'switch (c) { case 1: x = a; break; default: x = b; }', 'read(x);'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', 'done: { if (c) break done; x = a; }', 'read(x);'))).toEqual([false]);
  });

  it('is true in a loop body after the assignment, false before it', () => {
    expect(assignedBefore(lines('let x;', 'for (;;) { read(x); x = a; read(x); }'))).toEqual([false, true]);
  });

  it('is false for an assignment inside an expression that may not run', () => {
    expect(assignedBefore(lines('let x;', 'c && (x = a);', 'read(x);'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', 'c ? (x = a) : (x = b);', 'read(x);'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', '(x = a), (y = b);', 'read(x);'))).toEqual([true]);
  });

  it('trusts a closure made after the assignment, not a function declaration that may be called before it', () => {
    expect(assignedBefore(lines('let x;', 'x = a;', 'export const f = () => read(x);'))).toEqual([true]);
    expect(assignedBefore(lines('let x;', 'const early = () => read(x);', 'x = a;'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', 'x = a;', 'export function f() { return read(x); }'))).toEqual([false]);
    expect(assignedBefore(lines('let x;', 'x = a;', 'export class C { m() { return read(x); } }'))).toEqual([true]);
  });

  it('trusts an assignment made inside a closure for reads after it in that closure', () => {
    expect(assignedBefore(lines('let x;', 'export const f = () => { x = a; return read(x); };', 'read(x);'))).toEqual([true, false]);
  });
});
