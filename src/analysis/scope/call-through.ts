import type { TSESTree } from '@typescript-eslint/utils';
import { isFunctionNode, skipValueWrappers, type FunctionNode } from '../syntax/ast.js';

/**
 * Functions that give back a function calling the one they are handed with the same arguments, its result wrapped:
 * `Result.fromThrowable(parse, onError)` (neverthrow), `E.tryCatchK(parse, onError)` (fp-ts).
 */
const CALLING_THROUGH: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ...['Result', 'ResultAsync'].map((name) => [name, new Set(['fromThrowable'])] as const),
  ...['E', 'Either', 'TE', 'TaskEither', 'O', 'Option'].map((name) => [name, new Set(['tryCatchK', 'fromThrowable'])] as const),
]);

/** The function a call-through wrapper calls (see {@link CALLING_THROUGH}), or `fromThrowable(fn)` imported by name. */
export function calledThrough(call: TSESTree.CallExpression): FunctionNode | undefined {
  const [first] = call.arguments;
  const fn = first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : undefined;
  if (!fn || !isFunctionNode(fn)) return undefined;
  const callee = skipValueWrappers(call.callee);
  if (callee.type === 'Identifier') return callee.name === 'fromThrowable' ? fn : undefined;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.object.type !== 'Identifier') return undefined;
  return CALLING_THROUGH.get(callee.object.name)?.has(callee.property.name) ? fn : undefined;
}
