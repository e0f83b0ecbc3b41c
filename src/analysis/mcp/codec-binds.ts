import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPropertyName, isFunctionNode, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { staticProperties } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import { isPrincipalValue } from './signed-fields.js';

/**
 * What a part of the string a codec's `bind` returns is:
 * - `method`: `ctx.mcpReq.method`, which is `tools/call` for every tool call
 * - `client`: `authInfo.clientId`, the OAuth client, shared by all its users
 * - `constant`: a literal, or a constant made of literals
 * - `user`: something named for the user (`…extra.userId`, `sub`, a principal), or read from `authInfo` otherwise
 * - `unknown`: anything else (a token, a session, a call the file cannot read): it may tell users apart
 */
export type BindPart = 'method' | 'client' | 'constant' | 'user' | 'unknown';

/** What a `bind` that binds nobody returns instead of a user. */
export type NobodyPart = Exclude<BindPart, 'user' | 'unknown'>;

/** A codec's `bind` whose every return is made of the method, the OAuth client and constants alone. */
export interface NobodyBind {
  /** The `bind` property of the codec's options. */
  readonly property: TSESTree.Property;
  /** What it returns, each kind once, in the order method, client; `constant` alone when it returns nothing else. */
  readonly parts: readonly NobodyPart[];
  /** Whether the function is written in the property itself (`bind: (ctx) => …`, `bind(ctx) { … }`), not named from elsewhere. */
  readonly inline: boolean;
}

const NOBODY_ORDER: readonly NobodyPart[] = ['method', 'client', 'constant'];
const MAX_DEPTH = 6;

/** Methods of strings and arrays whose result is made of the receiver and the arguments alone. */
const COMBINING_METHODS: ReadonlySet<string> = new Set(['toString', 'toLowerCase', 'toUpperCase', 'trim', 'join', 'concat', 'normalize']);
/** Global functions whose result is made of their first argument. */
const WRAPPING_FUNCTIONS: ReadonlySet<string> = new Set(['String', 'encodeURIComponent', 'encodeURI']);

/**
 * The `bind` of a codec's options when it binds nobody: every expression its function returns is built from
 * `ctx.mcpReq.method`, `authInfo.clientId` and constants alone (a template literal, `+`, `??`, `String(…)`, an array
 * joined). Undefined when it names the user, or anything the file cannot read, or when the function is not in the file.
 */
export function nobodyBind(mcp: McpFile, options: TSESTree.ObjectExpression): NobodyBind | undefined {
  const property = staticProperties(options).get('bind');
  if (!property) return undefined;
  const fn = bindFunction(mcp, property.value as Expression);
  if (!fn) return undefined;
  const returned = returnedExpressions(fn, mcp.sourceCode);
  if (returned.length === 0) return undefined;
  const found = new Set<BindPart>();
  for (const expression of returned) collectParts(mcp, fn, expression, found, 0);
  if (found.has('user') || found.has('unknown')) return undefined;
  // a constant beside the method or the client (`?? ''`, a label) adds nothing that names a user
  const named = NOBODY_ORDER.filter((part) => part !== 'constant' && found.has(part));
  const parts: NobodyPart[] = named.length > 0 ? named : found.has('constant') ? ['constant'] : [];
  if (parts.length === 0) return undefined;
  return { property, parts, inline: isFunctionNode(skipValueWrappers(property.value)) };
}

/** The function a `bind` property holds: written there, or a function or `const` of the file it names. */
function bindFunction(mcp: McpFile, value: Expression): FunctionNode | undefined {
  const node = skipValueWrappers(value);
  if (isFunctionNode(node)) return node;
  if (node.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, node);
  if (binding?.kind === 'function') return binding.fn;
  if (binding?.kind === 'initialized' && binding.path.length === 0) {
    const init = skipValueWrappers(binding.init);
    return isFunctionNode(init) ? init : undefined;
  }
  return undefined;
}

function collectParts(mcp: McpFile, fn: FunctionNode, value: Node, found: Set<BindPart>, depth: number): void {
  if (depth > MAX_DEPTH) {
    found.add('unknown');
    return;
  }
  const next = (node: Node): void => collectParts(mcp, fn, node, found, depth + 1);
  const node = skipValueWrappers(value);
  switch (node.type) {
    case 'Literal':
      found.add('constant');
      return;
    case 'TemplateLiteral':
      if (node.quasis.some((quasi) => quasi.value.cooked !== '')) found.add('constant');
      node.expressions.forEach(next);
      if (node.expressions.length === 0) found.add('constant');
      return;
    case 'BinaryExpression':
      if (node.operator !== '+') break;
      next(node.left);
      next(node.right);
      return;
    case 'LogicalExpression':
      next(node.left);
      next(node.right);
      return;
    case 'ConditionalExpression':
      next(node.consequent);
      next(node.alternate);
      return;
    // `void 0`, what a bundler writes for undefined
    case 'UnaryExpression':
      if (node.operator !== 'void') break;
      found.add('constant');
      return;
    case 'ArrayExpression':
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') found.add('unknown');
        else next(element);
      }
      return;
    case 'CallExpression':
      if (collectCallParts(node, next)) return;
      break;
    case 'Identifier':
      if (node.name === 'undefined') {
        found.add('constant');
        return;
      }
      break;
    case 'MemberExpression':
      break;
    default:
      found.add('unknown');
      return;
  }
  if (node.type !== 'Identifier' && node.type !== 'MemberExpression') {
    found.add('unknown');
    return;
  }
  const part = namedPart(mcp, fn, node, next);
  if (part) found.add(part);
}

/** `String(x)`, `encodeURIComponent(x)`, `x.toLowerCase()`, `[a, b].join(':')`: the parts of what is combined. */
function collectCallParts(call: TSESTree.CallExpression, next: (node: Node) => void): boolean {
  const callee = skipValueWrappers(call.callee);
  if (callee.type === 'Identifier' && WRAPPING_FUNCTIONS.has(callee.name) && call.arguments.length === 1) {
    const [argument] = call.arguments;
    if (!argument || argument.type === 'SpreadElement') return false;
    next(argument);
    return true;
  }
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (method === undefined || !receiver || !COMBINING_METHODS.has(method)) return false;
  if (call.arguments.some((argument) => argument.type === 'SpreadElement')) return false;
  next(receiver);
  call.arguments.forEach(next);
  return true;
}

/**
 * What a name or a member chain is: the names along it (with those of a destructured parameter of the bind, so
 * `({ mcpReq }) => mcpReq.method` reads as `mcpReq.method`) tell the method and the OAuth client; a `const` is what it
 * was given; anything named for the user is the user.
 */
function namedPart(mcp: McpFile, fn: FunctionNode, node: TSESTree.Identifier | TSESTree.MemberExpression, next: (node: Node) => void): BindPart | undefined {
  const names: string[] = [];
  let current: Node = node;
  while (current.type === 'MemberExpression') {
    const name = getPropertyName(current);
    if (name === undefined) return 'unknown';
    names.unshift(name);
    current = skipValueWrappers(current.object);
  }
  if (current.type !== 'Identifier') return 'unknown';
  const binding = resolveBinding(mcp.sourceCode, current);
  if (binding?.kind === 'parameter' && binding.fn === fn) {
    for (const step of [...binding.path].reverse()) {
      if (step.type !== 'property') return 'unknown';
      names.unshift(step.name);
    }
  } else if (names.length === 0) {
    // `var _a; … (_a = ctx.http) == null ? void 0 : _a.authInfo`: a bundler's temporary, each value it is given
    if (binding?.kind === 'assigned' && !binding.declarator.init) {
      binding.values.forEach(next);
      return undefined;
    }
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return isPrincipalValue(mcp.sourceCode, node) ? 'user' : 'unknown';
    // a `const` of the file: what it was given (a label, `ctx.mcpReq.method` read earlier)
    next(binding.init);
    return undefined;
  } else {
    names.unshift(current.name);
  }
  const last = names[names.length - 1];
  if (last !== undefined && /^client_?id$/i.test(last)) return 'client';
  if (last === 'method' && names[names.length - 2] === 'mcpReq') return 'method';
  return isPrincipalValue(mcp.sourceCode, node) || names.some((name) => USER_NAME.test(name)) ? 'user' : 'unknown';
}

const USER_NAME = /^(?:user\w*|uid|sub|subject|principal\w*|owner\w*|account\w*|actor\w*)$/i;
