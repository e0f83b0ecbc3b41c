import type { TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable } from '../scope/bindings.js';
import { parameterIndex } from '../scope/local-functions.js';
import type { McpFile } from './file.js';

const ITERATING_METHODS: ReadonlySet<string> = new Set(['every', 'some', 'forEach', 'filter', 'find', 'findIndex', 'map']);

/**
 * The parameter of `fn` whose every member a comparison compares with the same member of another object: `claims[field]
 * !== value` over `for (const [field, value] of Object.entries(required))` (or `Object.entries(required).every(([k, v])
 * => …)`), `claims[key] !== required[key]` over its keys. A call's object literal there says what is compared.
 */
export function memberWiseParameter(owner: McpFile, fn: FunctionNode, comparison: TSESTree.BinaryExpression): number | undefined {
  if (comparison.left.type === 'PrivateIdentifier') return undefined;
  for (const [field, other] of [
    [comparison.left, comparison.right],
    [comparison.right, comparison.left],
  ] as const) {
    const key = computedKey(field);
    if (!key) continue;
    const expected = skipValueWrappers(other);
    // `required[key]`: the member of the parameter by the same key
    if (expected.type === 'MemberExpression' && computedKey(expected)?.name === key.name) {
      const index = parameterIndex(owner.sourceCode, skipValueWrappers(expected.object), fn);
      if (index !== undefined && iteratesMembersOf(owner, key, expected.object)) return index;
    }
    // `value` of `[field, value]` taken from `Object.entries(required)`
    if (expected.type === 'Identifier') {
      const source = entrySource(owner, key, expected);
      const index = source && parameterIndex(owner.sourceCode, skipValueWrappers(source), fn);
      if (index !== undefined) return index;
      // `context[field] !== value` over `Object.entries(envelope.bind)`: each member the signed object holds, compared
      // with the parameter's member by the same key
      const handed = source && parameterIndex(owner.sourceCode, skipValueWrappers((skipValueWrappers(field) as TSESTree.MemberExpression).object), fn);
      if (handed !== undefined) return handed;
    }
  }
  return undefined;
}

/** A callback walking an object's members: `Object.entries(x).every(([k, v]) => …)`, `Object.keys(x).some((k) => …)`. */
export function isMemberWalkCallback(node: Node): node is TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression {
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const [pattern] = node.params;
  return pattern !== undefined && walkedObject(pattern) !== undefined;
}

/** `claims[field]`: the key variable a computed member reads with. */
function computedKey(node: Node): TSESTree.Identifier | undefined {
  const expression = skipValueWrappers(node);
  return expression.type === 'MemberExpression' && expression.computed && expression.property.type === 'Identifier' ? expression.property : undefined;
}

interface Walked {
  readonly object: Node;
  /** `entries` gives `[key, value]`; `keys` and `for…in` give keys alone. */
  readonly entries: boolean;
}

/** The object whose members a pattern is taken from: `Object.entries(x)`, `Object.keys(x)`, `for (… in x)`. */
function walkedObject(pattern: Node): Walked | undefined {
  const declarator = pattern.parent;
  // `for (const [k, v] of Object.entries(x))`, `for (const k of Object.keys(x))`, `for (const k in x)`
  const loop = declarator?.type === 'VariableDeclarator' ? declarator.parent?.parent : undefined;
  if (loop?.type === 'ForInStatement') return { object: loop.right, entries: false };
  if (loop?.type === 'ForOfStatement') return listedObject(loop.right);
  // `Object.entries(x).every(([k, v]) => …)`
  const callback = pattern.parent;
  if ((callback?.type === 'ArrowFunctionExpression' || callback?.type === 'FunctionExpression') && callback.params[0] === pattern) {
    const call = callback.parent;
    if (call?.type !== 'CallExpression' || call.arguments[0] !== callback || call.callee.type !== 'MemberExpression') return undefined;
    const method = getPropertyName(call.callee);
    return method !== undefined && ITERATING_METHODS.has(method) ? listedObject(call.callee.object) : undefined;
  }
  return undefined;
}

function listedObject(node: Node): Walked | undefined {
  const call = skipValueWrappers(node);
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || call.arguments.length !== 1) return undefined;
  const receiver = call.callee.object;
  const method = getPropertyName(call.callee);
  const [listed] = call.arguments;
  if (receiver.type !== 'Identifier' || receiver.name !== 'Object' || !listed || listed.type === 'SpreadElement') return undefined;
  return method === 'entries' || method === 'keys' ? { object: listed, entries: method === 'entries' } : undefined;
}

/** Whether `key` is declared walking the members of `object` (the same variable). */
function iteratesMembersOf(owner: McpFile, key: TSESTree.Identifier, object: Node): boolean {
  const declared = findVariable(owner.sourceCode, key)?.defs[0]?.name as Node | undefined;
  const pattern = declared?.parent?.type === 'ArrayPattern' && declared.parent.elements[0] === declared ? declared.parent : declared;
  const walked = pattern && walkedObject(pattern)?.object;
  const target = skipValueWrappers(object);
  const source = walked && skipValueWrappers(walked);
  return source?.type === 'Identifier' && target.type === 'Identifier' && source.name === target.name;
}

/** For `value` declared beside `key` in `[key, value]` over `Object.entries(x)`: `x`. */
function entrySource(owner: McpFile, key: TSESTree.Identifier, value: TSESTree.Identifier): Node | undefined {
  const declaredValue = findVariable(owner.sourceCode, value)?.defs[0]?.name as Node | undefined;
  const declaredKey = findVariable(owner.sourceCode, key)?.defs[0]?.name as Node | undefined;
  const pattern = declaredValue?.parent;
  if (pattern?.type !== 'ArrayPattern' || pattern.elements[1] !== declaredValue || pattern.elements[0] !== declaredKey) return undefined;
  const walked = walkedObject(pattern);
  return walked?.entries ? walked.object : undefined;
}
