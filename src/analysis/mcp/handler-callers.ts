import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getPropertyName, skipTypeWrappers, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';

/** The last property of an `authInfo` read that names who calls (`clientId`, `extra.userId`, `sub`, `email`). */
const CALLER_PROPERTY = /^(?:user\w*|uid|sub|subject|principal\w*|owner\w*|account\w*|actor\w*|client\w*|id|email|login|username|name)$/i;
/** A part of a read that holds what the caller presents or may do, not who the caller is. */
const CREDENTIAL_PART = /token|secret|password|key|scope|expires|resource/i;
/** Calls that decide whether the caller may act (`authorize(caller, 'deploy')`, `assertCan(caller)`, `acl.check(caller)`). */
const AUTHORIZING_CALL = /authori[sz]|^can[A-Z_]?|^may[A-Z_]|allow|permit|assert|^require|ensure|check|guard|access/i;
/** A `const`'s name that says it holds the caller. */
const CALLER_NAME = /caller|user|principal|actor|^who$|identity|subject|owner|account|^sub$/i;

const MAX_DEPTH = 3;

/**
 * The `const` of `handler` the handler itself computes its caller in, declared before `usedAt`, for a fix to bind
 * instead of a path it guesses:
 * - a user read from `authInfo` under any name, directly or through project functions wherever they are written
 *   (`const who = userOf(ctx)` where `userOf` returns `ctx.http?.authInfo?.extra?.sub`), never a credential
 *   (`authInfo.token`, `scopes`);
 * - the OAuth client (`authInfo.clientId`, shared by all its users), or a `const` named for the caller computed from
 *   the handler's context (never from its arguments, which the client writes), when the handler hands it to its own
 *   authorisation check or compares it (`if (!canDeploy(caller)) …`): the server itself takes it for the caller.
 */
export function handlerCallerVariable(mcp: McpFile, fn: FunctionNode, usedAt: Node): string | undefined {
  if (fn.body.type !== 'BlockStatement') return undefined;
  const [argumentsParameter, contextParameter] = fn.params;
  for (const statement of fn.body.body) {
    if (statement.range[0] >= usedAt.range[0]) break;
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
      const caller = callerRead(mcp, declarator.init, 0);
      if (caller === 'user') return declarator.id.name;
      const fromContext = caller === 'client' || (CALLER_NAME.test(declarator.id.name) && readsParameter(mcp, declarator.init, contextParameter));
      if (fromContext && !readsParameter(mcp, declarator.init, argumentsParameter) && isAuthorized(mcp, declarator.id, fn)) return declarator.id.name;
    }
  }
  return undefined;
}

/** Who a value names: a user, or the OAuth client (`clientId`, which all the client's users share). */
type Caller = 'user' | 'client';

/** Who `node`'s value is, as `authInfo` tells it: a read of it, or what a project function returns of it. */
function callerRead(mcp: McpFile, node: Node, depth: number): Caller | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const value = skipValueWrappers(node);
  switch (value.type) {
    case 'ChainExpression':
      return callerRead(mcp, value.expression, depth);
    case 'LogicalExpression':
      return isConstantFallback(value.right) ? callerRead(mcp, value.left, depth + 1) : undefined;
    case 'TemplateLiteral': {
      const [only] = value.expressions;
      return only && value.expressions.length === 1 && value.quasis.every((quasi) => quasi.value.cooked === '') ? callerRead(mcp, only, depth + 1) : undefined;
    }
    case 'MemberExpression':
      return authInfoCallerRead(value);
    case 'Identifier': {
      const binding = resolveBinding(mcp.sourceCode, value);
      return binding?.kind === 'initialized' && binding.path.length === 0 ? callerRead(mcp, binding.init, depth + 1) : undefined;
    }
    case 'CallExpression': {
      const [first] = value.arguments;
      if (value.callee.type === 'Identifier' && value.callee.name === 'String') return first ? callerRead(mcp, first, depth + 1) : undefined;
      const callee = calleeFunctionOf(mcp, value);
      if (!callee) return undefined;
      const owner = fileOwning(mcp, callee);
      const callers = returnedExpressions(callee, owner.sourceCode).map((expression) => callerRead(owner, expression, depth + 1));
      if (callers.length === 0 || callers.includes(undefined)) return undefined;
      return callers.includes('client') ? 'client' : 'user';
    }
    default:
      return undefined;
  }
}

/** `….authInfo.clientId`, `….authInfo?.extra?.userId`: a chain through `authInfo` ending on a caller's name, no credential in it. */
function authInfoCallerRead(member: TSESTree.MemberExpression): Caller | undefined {
  const last = getPropertyName(member);
  if (last === undefined || !CALLER_PROPERTY.test(last)) return undefined;
  let throughAuthInfo = false;
  for (let node: Node = member; node.type === 'MemberExpression' || node.type === 'ChainExpression'; ) {
    if (node.type === 'ChainExpression') {
      node = node.expression;
      continue;
    }
    const name = getPropertyName(node);
    if (name === undefined || CREDENTIAL_PART.test(name)) return undefined;
    if (name === 'authInfo') throughAuthInfo = true;
    node = node.object;
  }
  if (!throughAuthInfo) return undefined;
  return /^client/i.test(last) ? 'client' : 'user';
}

function isConstantFallback(node: Node): boolean {
  return node.type === 'Literal' || (node.type === 'TemplateLiteral' && node.expressions.length === 0);
}

/** Whether `node` reads `parameter` (a plain identifier parameter), directly or through a `const` of the handler. */
function readsParameter(mcp: McpFile, node: Node, parameter: Node | undefined): boolean {
  if (parameter?.type !== 'Identifier') return false;
  const [start, end] = node.range;
  return mcp.sourceCode.getScope(node).references.some((reference) => {
    const [at] = reference.identifier.range;
    return at >= start && at < end && reference.resolved?.defs[0]?.name === parameter;
  });
}

/** Whether `name` is handed to an authorisation check or compared in `fn`. */
function isAuthorized(mcp: McpFile, name: TSESTree.Identifier, fn: FunctionNode): boolean {
  const variable = mcp.sourceCode.getDeclaredVariables(name.parent as TSESTree.VariableDeclarator)[0];
  return (variable?.references ?? []).some((reference) => {
    const use = reference.identifier;
    if (use.range[0] < fn.range[0] || use.range[1] > fn.range[1]) return false;
    const parent = use.parent;
    if (parent?.type === 'BinaryExpression') return ['===', '!==', '==', '!='].includes(parent.operator);
    if (parent?.type !== 'CallExpression' || !parent.arguments.includes(use as TSESTree.Expression)) return false;
    const callee = skipTypeWrappers(parent.callee);
    const calleeName = callee.type === 'Identifier' ? callee.name : getMethodName(parent);
    return calleeName !== undefined && AUTHORIZING_CALL.test(calleeName);
  });
}
