import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getPropertyName, getPlainArguments, skipValueWrappers, type Node } from '../syntax/ast.js';
import { findVariable, resolveBinding } from '../scope/bindings.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import { constantNumber } from '../values/durations.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What the length guards call the same value: `mac`, `Buffer.from(mac)` and a `const` holding one of them. */
export type ValueKey = (node: Node) => string;

const LENGTH_PROPERTIES = new Set(['length', 'byteLength']);
const ALLOCATORS = ['alloc', 'allocUnsafe', 'allocUnsafeSlow'];
const MAX_DEPTH = 4;

/** `x.length`, `x.byteLength`, `Buffer.byteLength(x)` → `x`. */
export function measuredValue(node: Node): Node | undefined {
  if (node.type === 'MemberExpression') {
    const name = getPropertyName(node);
    return name !== undefined && LENGTH_PROPERTIES.has(name) ? node.object : undefined;
  }
  if (node.type === 'CallExpression' && getMethodName(node) === 'byteLength') {
    const [first] = node.arguments;
    return first && first.type !== 'SpreadElement' ? first : undefined;
  }
  return undefined;
}

/**
 * Whether the two arguments of one `timingSafeEqual` have the same length however the program runs, by how they
 * are made rather than by a check before the call:
 * - one is swapped for the other when the lengths differ: `const b = a.length === s.length ? Buffer.from(s) : a`
 *   (or the same conditional as the argument);
 * - both are allocated with the same size (`Buffer.alloc(n)` twice, `n` never reassigned), or one is allocated to the
 *   other's length (`Buffer.alloc(a.length)`, `Buffer.alloc(Buffer.byteLength(s))` beside `Buffer.from(s)`) and then
 *   filled: `write` and `copy` never change a Buffer's length.
 */
export class EqualLengths {
  constructor(
    private readonly sourceCode: SourceCode,
    private readonly provenance: ProvenanceAnalysis,
    private readonly key: ValueKey,
  ) {}

  haveEqualLengths(first: Node, second: Node, depth = 0): boolean {
    if (depth > MAX_DEPTH) return false;
    if (depth > 0 && this.identity(first) === this.identity(second)) return true;
    if (this.isSwappedFor(first, second, depth) || this.isSwappedFor(second, first, depth)) return true;
    const firstSize = this.allocatedSize(first);
    const secondSize = this.allocatedSize(second);
    if (firstSize !== undefined && secondSize !== undefined) return firstSize === secondSize;
    return (firstSize !== undefined && this.lengthsOf(second).has(firstSize)) || (secondSize !== undefined && this.lengthsOf(first).has(secondSize));
  }

  /** `test ? value : other`, where `test` proves `value` as long as `other` and the other branch is `other` again. */
  private isSwappedFor(node: Node, other: Node, depth: number): boolean {
    const conditional = this.constantValue(node);
    if (conditional.type !== 'ConditionalExpression') return false;
    const test = this.lengthEquality(conditional.test);
    if (!test) return false;
    const [whenEqual, whenDifferent] = test.equal ? [conditional.consequent, conditional.alternate] : [conditional.alternate, conditional.consequent];
    const compared = new Set([this.key(test.left), this.key(test.right)]);
    const provesEqual = compared.size === 2 && compared.has(this.key(whenEqual)) && compared.has(this.key(other));
    return provesEqual && this.haveEqualLengths(whenDifferent, other, depth + 1);
  }

  /** `a.length === b.length` (`equal`), `a.length !== b.length`, their negation, or a `const` holding one. */
  private lengthEquality(node: Node): { left: Node; right: Node; equal: boolean } | undefined {
    const test = this.constantValue(node);
    if (test.type === 'UnaryExpression' && test.operator === '!') {
      const inner = this.lengthEquality(test.argument);
      return inner && { ...inner, equal: !inner.equal };
    }
    if (test.type !== 'BinaryExpression' || test.left.type === 'PrivateIdentifier') return undefined;
    const equal = test.operator === '===' || test.operator === '==';
    if (!equal && test.operator !== '!==' && test.operator !== '!=') return undefined;
    const left = measuredValue(skipValueWrappers(test.left));
    const right = measuredValue(skipValueWrappers(test.right));
    return left && right ? { left, right, equal } : undefined;
  }

  /** What a `Buffer.alloc(size)` is sized by, as a key: a constant number, a never reassigned variable, a length. */
  private allocatedSize(node: Node): string | undefined {
    let allocation = this.constantValue(node);
    // `Buffer.alloc(n).fill(x)` is the same buffer
    while (allocation.type === 'CallExpression' && getMethodName(allocation) === 'fill' && allocation.callee.type === 'MemberExpression') {
      allocation = skipValueWrappers(allocation.callee.object);
    }
    if (allocation.type !== 'CallExpression') return undefined;
    const reference = this.provenance.of(allocation.callee).reference;
    if (!ALLOCATORS.some((name) => isReferenceTo(reference, GLOBALS, 'Buffer', name))) return undefined;
    const [size] = getPlainArguments(allocation) ?? [];
    return size && this.sizeKey(size);
  }

  private sizeKey(size: Node): string | undefined {
    const number = constantNumber(this.sourceCode, size);
    if (number !== undefined) return `number:${number}`;
    const expression = skipValueWrappers(size);
    const measured = measuredValue(expression);
    if (measured) return expression.type === 'CallExpression' ? this.byteLengthKey(expression) : `length:${this.identity(measured)}`;
    if (expression.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.sourceCode, expression);
    if (binding?.kind === 'initialized' && binding.path.length === 0) return this.sizeKey(binding.init) ?? this.variableKey(expression);
    return this.variableKey(expression);
  }

  /** `Buffer.byteLength(s)` (in UTF-8) is the length of `Buffer.from(s)`. */
  private byteLengthKey(call: TSESTree.CallExpression): string | undefined {
    if (!isReferenceTo(this.provenance.of(call.callee).reference, GLOBALS, 'Buffer', 'byteLength')) return undefined;
    const [text, encoding] = getPlainArguments(call) ?? [];
    return text && isUtf8(encoding) ? `bytes:${this.identity(text)}` : undefined;
  }

  /** The keys of sizes equal to `node`'s length: its own, and for `Buffer.from(s)` that of `Buffer.byteLength(s)`. */
  private lengthsOf(node: Node): Set<string> {
    const keys = new Set([`length:${this.identity(node)}`, `bytes:${this.identity(node)}`]);
    const value = this.constantValue(node);
    if (value.type === 'CallExpression' && isReferenceTo(this.provenance.of(value.callee).reference, GLOBALS, 'Buffer', 'from')) {
      const [text, encoding] = getPlainArguments(value) ?? [];
      if (text && isUtf8(encoding)) keys.add(`bytes:${this.identity(text)}`);
    }
    return keys;
  }

  /** The same key for two spellings of one value: a variable by its declaration, anything else by its text. */
  private identity(node: Node): string {
    const expression = skipValueWrappers(node);
    if (expression.type === 'Identifier') {
      const definition = findVariable(this.sourceCode, expression)?.defs[0];
      if (definition) return `variable:${definition.name.range[0]}`;
    }
    return `text:${this.sourceCode.getText(expression).replace(/\s+/g, '')}`;
  }

  /** A variable that keeps its first value (a parameter or binding nobody assigns to). */
  private variableKey(identifier: TSESTree.Identifier): string | undefined {
    const variable = findVariable(this.sourceCode, identifier);
    const definition = variable?.defs[0];
    if (!variable || !definition || variable.defs.length !== 1) return undefined;
    const kept = variable.references.every((reference) => reference.init === true || !reference.isWrite());
    return kept ? `variable:${definition.name.range[0]}` : undefined;
  }

  /** The expression a never reassigned `const` (or `let`) holds, else the node itself. */
  private constantValue(node: Node): Node {
    let current = skipValueWrappers(node);
    for (let steps = 0; steps < MAX_DEPTH && current.type === 'Identifier'; steps += 1) {
      const binding = resolveBinding(this.sourceCode, current);
      if (binding?.kind !== 'initialized' || binding.path.length > 0) break;
      current = skipValueWrappers(binding.init);
    }
    return current;
  }
}

function isUtf8(encoding: Node | undefined): boolean {
  if (encoding === undefined) return true;
  return encoding.type === 'Literal' && (encoding.value === 'utf8' || encoding.value === 'utf-8');
}
