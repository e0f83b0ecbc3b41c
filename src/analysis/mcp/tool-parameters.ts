import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, getEnclosingFunction, getPropertyName, getStaticString, isFunctionNode, skipTypeWrappers, skipValueWrappers, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterIndex } from '../scope/local-functions.js';
import { objectLiteralOf } from '../values/object-literals.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { describeJwtSeal } from './jwt-seals.js';
import { openOf } from './opens.js';
import { sealOf } from './seals.js';
import { fieldsOf, TOOL_FIELD } from './signed-fields.js';
import { enclosingToolHandler, registeredToolNames, toolHandlerOf, type ToolHandler } from './tool-handlers.js';

/**
 * Where a function binds the state it seals or opens to a tool: the `tool` of a `sealState`/`openState` binding (or a
 * custom sealer's), the tool claim of a JWT it signs, or what it compares the tool field of what it verified with.
 */
export interface ToolSite {
  readonly side: 'seal' | 'open';
  /** The tool bound: a literal, a parameter; undefined where a binding object names no tool. */
  readonly value: Expression | undefined;
  /** The binding or claims object the value is a property of (where a tool is added when it names none). */
  readonly object: TSESTree.ObjectExpression | undefined;
}

const EQUALITY = new Set(['===', '!==', '==', '!=']);
const sitesByFunction = new WeakMap<FunctionNode, readonly ToolSite[]>();

/** The places `fn` (written in `owner`) binds a tool, in its own body: not a tool handler's, whose tool is its own. */
export function toolSitesOf(owner: McpFile, fn: FunctionNode): readonly ToolSite[] {
  let sites = sitesByFunction.get(fn);
  if (sites) return sites;
  const found: ToolSite[] = [];
  const compared: ToolSite[] = [];
  let opens = false;
  if (!toolHandlerOf(owner, fn)) {
    walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
      if (node.type === 'CallExpression') {
        found.push(...callSites(owner, node));
        opens ||= openOf(owner, node) !== undefined;
      } else if (node.type === 'BinaryExpression' && EQUALITY.has(node.operator) && node.left.type !== 'PrivateIdentifier') {
        const value = toolComparedWith(node.left, node.right) ?? toolComparedWith(node.right, node.left);
        if (value) compared.push({ side: 'open', value, object: undefined });
      }
    });
  }
  // a tool field compared where nothing is opened is some other record's (`req.method === method`)
  sites = opens ? [...found, ...compared] : found;
  sitesByFunction.set(fn, sites);
  return sites;
}

/** `claims.tool !== 'plan_trip'`: the operand a tool field read is compared with, when it is a string or a name. */
function toolComparedWith(field: Node, other: Node): Expression | undefined {
  const member = skipValueWrappers(field);
  const name = member.type === 'MemberExpression' ? getPropertyName(member) : undefined;
  const value = skipTypeWrappers(other);
  if (name === undefined || !TOOL_FIELD.test(name)) return undefined;
  return getStaticString(value) !== undefined || value.type === 'Identifier' ? (value as Expression) : undefined;
}

function callSites(owner: McpFile, call: TSESTree.CallExpression): ToolSite[] {
  const seal = sealOf(owner, call);
  if (seal && (seal.kind === 'jsonwebtoken' || seal.kind === 'jose')) {
    const claims = describeJwtSeal(owner, seal)?.claims;
    const tool = claims && [...claims.fields].find(([key]) => TOOL_FIELD.test(key));
    return tool ? [{ side: 'seal', value: tool[1], object: undefined }] : [];
  }
  const bound = seal ?? openOf(owner, call);
  if (!bound || !bound.binding || (bound.kind !== 'seal-helper' && bound.kind !== 'open-helper' && bound.kind !== 'state-sealer' && bound.kind !== 'custom')) return [];
  const literal = objectLiteralOf(owner.provenance, bound.binding);
  const binding = literal && fieldsOf(owner, literal, undefined);
  if (!literal || !binding?.complete || literal.properties.some((property) => property.type !== 'Property')) return [];
  return [{ side: seal ? 'seal' : 'open', value: binding.fields.get('tool'), object: literal }];
}

/** A parameter of a sealer or opener that becomes the tool its state is bound to, and the tool it defaults to. */
export interface ToolParameter {
  readonly index: number;
  readonly name: string;
  /** `tool = 'plan_trip'`: what a call that passes nothing binds. */
  readonly defaultTool: string | undefined;
}

/** The parameter of `fn` that every tool it binds is (`sealState(state, { userId, tool })` with `tool` a parameter). */
export function toolParameterOf(mcp: McpFile, fn: FunctionNode): ToolParameter | undefined {
  const owner = fileOwning(mcp, fn);
  const sites = toolSitesOf(owner, fn);
  let index: number | undefined;
  for (const site of sites) {
    const at = site.value && parameterIndex(owner.sourceCode, skipTypeWrappers(site.value), fn);
    if (at === undefined || (index !== undefined && at !== index)) return undefined;
    index = at;
  }
  const parameter = index === undefined ? undefined : fn.params[index];
  const pattern = parameter?.type === 'AssignmentPattern' ? parameter.left : parameter;
  if (index === undefined || pattern?.type !== 'Identifier') return undefined;
  const defaultTool = parameter?.type === 'AssignmentPattern' ? getStaticString(skipTypeWrappers(parameter.right)) : undefined;
  if (parameter?.type === 'AssignmentPattern' && defaultTool === undefined) return undefined;
  return { index, name: pattern.name, defaultTool };
}

/** A call, in a tool handler, of a helper whose parameter is the tool it binds, that passes another tool or none. */
export interface HelperToolCall {
  readonly call: TSESTree.CallExpression;
  readonly handler: ToolHandler;
  /** The tool the handler is registered for. */
  readonly served: string;
  readonly parameter: ToolParameter;
  /** The tool the call binds (passed, or the parameter's default); undefined when it passes none. */
  readonly bound: string | undefined;
  /** The argument to replace; undefined where one is added after the last. */
  readonly argument: Expression | undefined;
}

const answers = new WeakMap<McpFile, readonly HelperToolCall[]>();

/**
 * Every call in a tool handler of a project function (this module's or another's) whose summary makes a parameter the
 * tool of its binding, where what the call binds is not the handler's tool: another registered tool's name passed or
 * defaulted to, or nothing. A value the analysis cannot name (a variable, an expression) is taken as right.
 */
export function helperToolCalls(mcp: McpFile): readonly HelperToolCall[] {
  let found = answers.get(mcp);
  if (found) return found;
  const calls: HelperToolCall[] = [];
  for (const call of mcp.calls) {
    const handler = enclosingToolHandler(mcp, call);
    if (!handler?.toolName || !handler.toolNameText || getEnclosingFunction(call) !== handler.fn || !mcp.provenance.calleeMaySign(call.callee)) continue;
    const fn = calleeFunctionOf(mcp, call);
    const parameter = fn && isFunctionNode(fn) ? toolParameterOf(mcp, fn) : undefined;
    if (!parameter) continue;
    const argument = argumentAt(call, parameter.index);
    if (argument === null || (argument === undefined && call.arguments.length < parameter.index)) continue;
    const bound = argument ? getStaticString(skipTypeWrappers(argument)) : parameter.defaultTool;
    // a name no tool is registered under may be how this server spells this tool at both ends
    if (bound === handler.toolName || (bound !== undefined && !registeredToolNames(mcp).has(bound)) || (argument && bound === undefined)) continue;
    calls.push({ call, handler, served: handler.toolName, parameter, bound, argument: argument ?? undefined });
  }
  found = calls;
  answers.set(mcp, found);
  return found;
}

/** A helper of the linted file that would take the tool as a parameter, with the places it binds one. */
export interface ToolParameterHelper {
  readonly fn: FunctionNode;
  readonly sites: readonly ToolSite[];
}

/** The name the added parameter takes. */
export const TOOL_PARAMETER = 'tool';

/**
 * The sealers and openers of the linted file (not tool handlers) that bind their state to no tool (`tool` undefined)
 * or all to the one tool `tool`, when a parameter can become that tool in each: at least one seals and one opens (a
 * tool added where the state is sealed is compared where it is opened), every site of each binds the same, and each
 * can take a trailing parameter named `tool` (a parenthesised list, no rest element, no `tool` in sight already).
 * Undefined otherwise.
 */
export function toolParameterHelpers(mcp: McpFile, tool: string | undefined): ToolParameterHelper[] | undefined {
  const functions = new Set<FunctionNode>();
  for (const call of mcp.calls) {
    const fn = getEnclosingFunction(call);
    if (fn.type !== 'Program') functions.add(fn);
  }
  const helpers: ToolParameterHelper[] = [];
  for (const fn of functions) {
    const sites = toolSitesOf(mcp, fn);
    const matching = sites.filter((site) => (tool === undefined ? site.value === undefined && site.object !== undefined : site.value !== undefined && getStaticString(skipTypeWrappers(site.value)) === tool));
    if (matching.length === 0) continue;
    if (matching.length !== sites.length || !takesTrailingParameter(mcp, fn)) return undefined;
    helpers.push({ fn, sites });
  }
  const sides = new Set(helpers.flatMap((helper) => helper.sites.map((site) => site.side)));
  return sides.has('seal') && sides.has('open') ? helpers : undefined;
}

function takesTrailingParameter(mcp: McpFile, fn: FunctionNode): boolean {
  const last = fn.params[fn.params.length - 1];
  if (!last || last.type === 'RestElement' || (last.type === 'Identifier' && last.optional)) return false;
  if (mcp.sourceCode.getTokenAfter(last, { includeComments: false })?.value !== ')' && mcp.sourceCode.getTokenAfter(last)?.value !== ',') return false;
  const scope = mcp.sourceCode.scopeManager?.acquire(fn);
  if (!scope) return false;
  return !scope.set.has(TOOL_PARAMETER) && !scope.through.some((reference) => reference.identifier.name === TOOL_PARAMETER) && !scope.childScopes.some((child) => child.set.has(TOOL_PARAMETER));
}
