import type { TSESTree } from '@typescript-eslint/utils';
import { getPlainArguments, type Expression, type FunctionNode } from '../syntax/ast.js';
import { callSitesOf } from './call-sites.js';
import type { McpFile } from './file.js';
import type { CustomStateFunctions } from './seals.js';
import { findStateSealers, opensStateByHand } from './state-checks.js';
import { enclosingToolHandler, type ToolHandler } from './tool-handlers.js';

type CallExpression = TSESTree.CallExpression;

/** A call of a hand-rolled sealer or opener in a tool handler, with the one argument it passes: the state or the token. */
export interface HandRolledCall {
  readonly call: CallExpression;
  readonly argument: Expression;
  readonly handler: ToolHandler;
}

/** A file's one hand-rolled sealer and one opener, with every call of each: what moves to `sealState`/`openState`. */
export interface HandRolledPair {
  readonly sealer: FunctionNode;
  readonly opener: FunctionNode;
  readonly seals: readonly HandRolledCall[];
  readonly opens: readonly HandRolledCall[];
}

const pairsByFile = new WeakMap<McpFile, HandRolledPair | null>();

/**
 * An argument the migration may drop: reading it has no effect (`userId`, `'deploy'`, `ctx.http?.authInfo?.extra?.userId`).
 * The user and tool a hand-rolled helper is handed are bound by `sealState`/`openState` instead.
 */
function isDroppable(argument: Expression): boolean {
  switch (argument.type) {
    case 'Identifier':
    case 'Literal':
    case 'ThisExpression':
      return true;
    case 'TemplateLiteral':
      return argument.expressions.length === 0;
    case 'ChainExpression':
      return isDroppable(argument.expression);
    case 'MemberExpression':
      return (!argument.computed || isDroppable(argument.property as Expression)) && isDroppable(argument.object as Expression);
    default:
      return false;
  }
}

/**
 * Every call of the function, each in a tool handler, with the state or token as its first argument and nothing after
 * it that the migration cannot drop; undefined when one is not (it cannot be migrated).
 */
function handlerCalls(mcp: McpFile, fn: FunctionNode): HandRolledCall[] | undefined {
  if (fn.params.length === 0 || fn.params.some((param) => param.type === 'RestElement')) return undefined;
  const calls: HandRolledCall[] = [];
  for (const call of callSitesOf(mcp, fn)) {
    const argumentsOf = getPlainArguments(call);
    const handler = enclosingToolHandler(mcp, call);
    if (!handler || argumentsOf === undefined || argumentsOf.length === 0 || argumentsOf.length > fn.params.length) return undefined;
    if (!argumentsOf.slice(1).every(isDroppable)) return undefined;
    calls.push({ call, argument: argumentsOf[0]!, handler });
  }
  return calls;
}

/**
 * The file's hand-rolled sealer and opener when both can move to the bundled helper together: it has exactly one of
 * each, each is handed the state or token first (and at most a user and a tool the bundled helper binds instead), and
 * each is called only from tool handlers, at least once. A migration of one end
 * alone would break the flow, so anything else is undefined.
 */
export function handRolledPair(mcp: McpFile, names: CustomStateFunctions = {}): HandRolledPair | undefined {
  const known = pairsByFile.get(mcp);
  if (known !== undefined) return known ?? undefined;
  const sealers = findStateSealers(mcp);
  const openers = mcp.functionsCalling('parse').filter((fn) => opensStateByHand(mcp, fn, names));
  let pair: HandRolledPair | undefined;
  if (sealers.length === 1 && openers.length === 1 && sealers[0] !== openers[0]) {
    const [sealer] = sealers as [FunctionNode];
    const [opener] = openers as [FunctionNode];
    const seals = handlerCalls(mcp, sealer);
    const opens = handlerCalls(mcp, opener);
    if (seals && opens && seals.length > 0 && opens.length > 0) pair = { sealer, opener, seals, opens };
  }
  pairsByFile.set(mcp, pair ?? null);
  return pair;
}
