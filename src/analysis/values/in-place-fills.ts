import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, type Node } from '../syntax/ast.js';
import { findVariable } from '../scope/bindings.js';
import { GLOBALS, referenceKey, type WellKnownReference } from '../scope/modules.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Calls that fill the bytes they are given with random ones. */
const RANDOM_FILLERS = new Set([
  `${GLOBALS}#crypto.getRandomValues`,
  `${GLOBALS}#crypto.webcrypto.getRandomValues`,
  'node:crypto#getRandomValues',
  'node:crypto#webcrypto.getRandomValues',
  'node:crypto#randomFillSync',
  'node:crypto#randomFill',
]);

/** Methods that change the bytes of the buffer they are called on. */
const WRITING_METHODS = new Set(['set', 'fill', 'write', 'copyWithin', 'writeUInt32BE', 'writeUInt32LE', 'writeBigUInt64BE', 'writeBigUInt64LE', 'reverse', 'sort']);

/**
 * What becomes of the bytes held by the `const` that `read` names after they are made (`const key = new
 * Uint8Array(32)`): `random` when a random filler is given them (`crypto.getRandomValues(key)`), `changed` when
 * anything else may write into them (their own `set`/`fill`/`write`, or `source.copy(key)`), undefined when nothing
 * does and they stay what they were made.
 */
export function bytesWrittenLater(
  sourceCode: SourceCode,
  read: TSESTree.Identifier,
  referenceOf: (node: Node) => WellKnownReference | undefined,
): 'random' | 'changed' | undefined {
  const variable = findVariable(sourceCode, read);
  if (!variable) return undefined;
  let written: 'random' | 'changed' | undefined;
  for (const reference of variable.references) {
    const identifier = reference.identifier as Node;
    const parent = identifier.parent;
    if (parent?.type === 'CallExpression' && parent.arguments.includes(identifier as TSESTree.Expression)) {
      const callee = referenceOf(parent.callee);
      if (callee && RANDOM_FILLERS.has(referenceKey(callee))) written ??= 'random';
      else if (getMethodName(parent) === 'copy' && parent.arguments[0] === identifier) written = 'changed';
    } else if (parent?.type === 'MemberExpression' && parent.object === identifier) {
      const call = parent.parent;
      if (call?.type !== 'CallExpression' || call.callee !== parent) continue;
      const method = getMethodName(call);
      if (method !== undefined && WRITING_METHODS.has(method)) written = 'changed';
    }
  }
  return written;
}

/** Methods that change which elements an array holds, besides `push`. */
const ARRAY_CHANGING_METHODS = new Set(['splice', 'unshift', 'pop', 'shift', 'fill', 'copyWithin', 'reverse', 'sort']);

/**
 * What is pushed into the array the `const` that `read` names holds (`const out = []; … out.push(piece)`): the
 * arguments of every `push`, or `changed` when the file may change its elements some other way (another changing
 * method, a write to an index or to `length`, the array handed to a call that may fill it), undefined when nothing is
 * pushed.
 */
export function pushedLater(sourceCode: SourceCode, read: TSESTree.Identifier): Pushed {
  const variable = findVariable(sourceCode, read);
  if (!variable) return undefined;
  // asked at every read of the array: its references are walked once
  let pushed = pushedByVariable.get(variable);
  if (pushed === undefined) {
    pushed = findPushed(variable.references) ?? null;
    pushedByVariable.set(variable, pushed);
  }
  return pushed ?? undefined;
}

type Pushed = readonly TSESTree.Expression[] | 'changed' | undefined;

const pushedByVariable = new WeakMap<object, Exclude<Pushed, undefined> | null>();

function findPushed(references: readonly TSESLint.Scope.Reference[]): Pushed {
  const pushed: TSESTree.Expression[] = [];
  for (const reference of references) {
    if (reference.init === true) continue;
    const identifier = reference.identifier as Node;
    const parent = identifier.parent;
    if (parent?.type === 'CallExpression' && parent.arguments.includes(identifier as TSESTree.Expression)) return 'changed';
    if (parent?.type !== 'MemberExpression' || parent.object !== identifier) continue;
    const outer = parent.parent;
    if ((outer?.type === 'AssignmentExpression' && outer.left === parent) || (outer?.type === 'UpdateExpression' && outer.argument === parent)) return 'changed';
    if (outer?.type !== 'CallExpression' || outer.callee !== parent) continue;
    const method = getMethodName(outer);
    if (method !== undefined && ARRAY_CHANGING_METHODS.has(method)) return 'changed';
    // `ring.set(id, key)` on a `Map`: the value it adds
    if (method === 'set' && outer.arguments.length === 2 && outer.arguments[1]!.type !== 'SpreadElement') {
      pushed.push(outer.arguments[1] as TSESTree.Expression);
      continue;
    }
    if (method !== 'push') continue;
    for (const argument of outer.arguments) {
      if (argument.type === 'SpreadElement') return 'changed';
      pushed.push(argument);
    }
  }
  return pushed.length > 0 ? pushed : undefined;
}
