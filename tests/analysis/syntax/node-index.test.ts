import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/analysis/syntax/ast.js';
import { forEachNode, nodeIndexOf } from '../../../src/analysis/syntax/node-index.js';

function sourceCodeOf(code: string, parser?: Linter.Parser): TSESLint.SourceCode {
  let sourceCode: TSESLint.SourceCode | undefined;
  const rule = { create: (context: { sourceCode: TSESLint.SourceCode }) => ((sourceCode = context.sourceCode), {}) };
  new Linter({ configType: 'flat' }).verify(code, [{ files: ['**/*.ts'], ...(parser ? { languageOptions: { parser } } : {}), plugins: { t: { rules: { r: rule as never } } }, rules: { 't/r': 'error' } }], { filename: 'x.ts' });
  if (!sourceCode) throw new Error('not linted');
  return sourceCode;
}

/** `type@start` of every node `forEachNode` visits. */
function visited(sourceCode: TSESLint.SourceCode): string[] {
  const nodes: string[] = [];
  forEachNode(sourceCode, (node: Node) => nodes.push(`${node.type}@${node.range[0]}`));
  return nodes;
}

/** The same source code without `traverse()`, as a source code object of another tool may come. */
function withoutTraverse(sourceCode: TSESLint.SourceCode): TSESLint.SourceCode {
  return new Proxy(sourceCode, { get: (target, key) => (key === 'traverse' ? undefined : Reflect.get(target, key, target)) });
}

const CODE = `
class Signer { #key = k; sign(x) { return mac(this.#key, x); } }
const seal = (state) => ({ requestState: sign(JSON.stringify(state)), ...rest });
if (a) { for (const b of c) d(b, () => e); } else f?.(g);
`;

describe('forEachNode', () => {
  it('visits the nodes ESLint enters, in its order, from its traversal steps', () => {
    const sourceCode = sourceCodeOf(CODE);
    const entered = (sourceCode as unknown as { traverse(): { type: string; phase?: number; target: Node }[] })
      .traverse()
      .filter((step) => step.type === 'visit' && step.phase === 1)
      .map((step) => `${step.target.type}@${step.target.range[0]}`);
    expect(visited(sourceCode)).toEqual(entered);
    expect(entered.slice(0, 3)).toEqual(['Program@0', 'ClassDeclaration@1', 'Identifier@7']);
  });

  it('reads the steps ESLint keeps rather than walking the AST again', () => {
    const sourceCode = sourceCodeOf(CODE);
    type Step = { type: string; target: Node };
    const steps = (sourceCode as unknown as { traverse(): Step[] }).traverse();
    const withoutIdentifiers = steps.filter((step) => step.type !== 'visit' || step.target.type !== 'Identifier');
    const proxy = new Proxy(sourceCode, { get: (target, key) => (key === 'traverse' ? () => withoutIdentifiers : Reflect.get(target, key, target)) });
    const nodes = visited(proxy);
    expect(nodes.some((node) => node.startsWith('Identifier@'))).toBe(false);
    expect(nodes).toEqual(visited(sourceCode).filter((node) => !node.startsWith('Identifier@')));
  });

  it.each([
    ['espree', CODE, undefined, 5],
    ['@typescript-eslint/parser', `${CODE}const typed = (x as unknown as string[]).map((y): number => y.length);\n`, tsParser as Linter.Parser, 6],
  ])('walks the AST in the same order where the source code has no traverse() (%s)', (_name, code, parser, calls) => {
    const sourceCode = sourceCodeOf(code, parser);
    const walked = visited(withoutTraverse(sourceCode));
    expect(walked).toEqual(visited(sourceCode));
    expect(walked.filter((node) => node.startsWith('CallExpression@'))).toHaveLength(calls);
    expect(walked.filter((node) => node.startsWith('ArrowFunctionExpression@'))).toHaveLength(calls - 3);
  });
});

describe('nodeIndexOf', () => {
  it('lists the calls, objects, writes and functions of the file in source order, once per file', () => {
    const sourceCode = sourceCodeOf(CODE);
    const index = nodeIndexOf(sourceCode);
    const texts = (nodes: readonly Node[]) => nodes.map((node) => sourceCode.getText(node).slice(0, 16));
    expect(texts(index.calls)).toEqual(['mac(this.#key, x', 'sign(JSON.string', 'JSON.stringify(s', 'd(b, () => e)', 'f?.(g)']);
    expect(texts(index.objects)).toEqual(['{ requestState: ']);
    expect(texts(index.functions)).toEqual(['(x) { return mac', '(state) => ({ re', '() => e']);
    expect(index.assignments).toEqual([]);
    expect(index.updates).toEqual([]);
    expect(nodeIndexOf(sourceCode)).toBe(index);
  });

  it('lists assignments and updates through any receiver, and calls by where they start', () => {
    const sourceCode = sourceCodeOf('x.a = f(1); ++y.b; z.c += g(h(2));');
    const index = nodeIndexOf(sourceCode);
    expect(index.calls.map((call) => call.range[0])).toEqual([6, 26, 28]);
    expect(index.assignments.map((node) => sourceCode.getText(node.left))).toEqual(['x.a', 'z.c']);
    expect(index.updates.map((node) => sourceCode.getText(node))).toEqual(['++y.b']);
  });
});
