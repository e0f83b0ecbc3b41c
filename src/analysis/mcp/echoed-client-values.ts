import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getPropertyName, skipTypeWrappers, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable, resolveBinding, type PatternStep } from '../scope/bindings.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { McpFile } from './file.js';
import { staticProperty } from '../values/object-literals.js';
import type { CustomStateFunctions } from './seals.js';
import { findToolHandlers, type ToolHandler } from './tool-handlers.js';
import { isIncomingState, mayHaveVerifyingServer } from './incoming-state.js';
import { isVerifiedBefore } from './verification-steps.js';

/**
 * A value the client controls, handed back as `requestState` unchanged:
 * - `incoming-state`: the `requestState` the client sent, unverified (`ctx.mcpReq.requestState()` on a server without
 *   a verify hook, `request.params.requestState`)
 * - `input-response`: what the client answered an input request with (`ctx.mcpReq.inputResponses`,
 *   `acceptedContent(…)`, `request.params.inputResponses`)
 * - `tool-argument`: an argument of the tool call (`args.cursor`, `request.params.arguments.orderId`)
 */
export type EchoedClientValueKind = 'incoming-state' | 'input-response' | 'tool-argument';

/** A client-controlled value handed back as `requestState`: as it came, or `computed` from it and constants alone. */
export interface EchoedClientValue {
  readonly kind: EchoedClientValueKind;
  /** Made from the value by conversions, arithmetic or text around it (`String(batch * 100)`, `` `${page}:next` ``). */
  readonly computed: boolean;
}

type Verdict = EchoedClientValue | 'neutral' | undefined;

const MAX_DEPTH = 12;
/** A step of a path the file cannot name (`inputResponses[key]`, an array element). */
const ANY = '*';

/** Where a value sits in what a tool handler is given: its arguments, its request, or its context (SDK `ctx`/`extra`). */
interface HandlerValue {
  readonly base: 'arguments' | 'request' | 'context';
  readonly path: readonly string[];
}

/**
 * What client-controlled value `node` is, handed back unchanged (property reads, `const`s, destructuring, `x ?? ''`)
 * or computed from it and constants alone (`String(x)`, `x * 100`, `` `${x}:2` ``), if it is one. A seal or any other
 * call on the way, a value mixed with anything else, or a server that may have a verify hook (which refuses state it
 * did not mint) is silence; so is incoming state checked before `at`.
 */
export function echoedClientValue(mcp: McpFile, node: Node, at: Node, names: CustomStateFunctions = {}): EchoedClientValue | undefined {
  if (mayHaveVerifyingServer(mcp)) return undefined;
  const verdict = classify(mcp, node, 0);
  if (verdict === undefined || verdict === 'neutral') return undefined;
  return verdict.kind === 'incoming-state' && isVerifiedBefore(mcp, at, names) ? undefined : verdict;
}

function classify(mcp: McpFile, node: Node, depth: number): Verdict {
  if (depth > MAX_DEPTH) return undefined;
  const expression = skipValueWrappers(node);
  if (expression.type === 'Literal' && (expression.value === null || expression.value === '')) return 'neutral';
  if (expression.type === 'Identifier' && expression.name === 'undefined') return 'neutral';
  if (expression.type === 'LogicalExpression' && expression.operator !== '&&') {
    const right = classify(mcp, expression.right, depth + 1);
    return right === 'neutral' ? classify(mcp, expression.left, depth + 1) : undefined;
  }
  const parts = computedFrom(mcp, expression);
  if (parts) return computedVerdict(parts.map((part) => constantPart(part) ?? classify(mcp, part, depth + 1)));
  if (isIncomingState(mcp, expression)) return { kind: 'incoming-state', computed: false };
  const value = handlerValueOf(mcp, expression, depth);
  const kind = value && kindOf(value);
  return kind && { kind, computed: false };
}

/** What a conversion, arithmetic or a template computes its value from: `String(x)`, `x.toString()`, `x * 100`, `` `${x}:2` ``. */
function computedFrom(mcp: McpFile, expression: Node): Node[] | undefined {
  switch (expression.type) {
    case 'TemplateLiteral':
      return expression.expressions.length > 0 ? expression.expressions : undefined;
    case 'BinaryExpression':
      return ARITHMETIC.has(expression.operator) && expression.left.type !== 'PrivateIdentifier' ? [expression.left, expression.right] : undefined;
    case 'CallExpression': {
      const [only, ...rest] = expression.arguments;
      if (getMethodName(expression) === 'toString' && expression.callee.type === 'MemberExpression' && expression.arguments.length === 0) return [expression.callee.object];
      if (!only || only.type === 'SpreadElement' || rest.length > 0) return undefined;
      const reference = mcp.provenance.of(expression.callee).reference;
      return isReferenceTo(reference, GLOBALS, 'String') || isReferenceTo(reference, GLOBALS, 'Number') ? [only] : undefined;
    }
    default:
      return undefined;
  }
}

const ARITHMETIC: ReadonlySet<string> = new Set(['+', '-', '*', '/', '%']);

/** A literal part of a computed value: a constant the client's value is combined with. */
function constantPart(node: Node): 'neutral' | undefined {
  const expression = skipValueWrappers(node);
  return expression.type === 'Literal' || (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) ? 'neutral' : undefined;
}

/** A value computed from parts: client-controlled when every part is the client's value or a constant, and one is the client's. */
function computedVerdict(parts: readonly Verdict[]): Verdict {
  if (parts.some((part) => part === undefined)) return undefined;
  const client = parts.find((part): part is EchoedClientValue => part !== 'neutral');
  return client && { kind: client.kind, computed: true };
}

function kindOf(value: HandlerValue): EchoedClientValueKind | undefined {
  const [first, second] = value.path;
  switch (value.base) {
    case 'arguments':
      return 'tool-argument';
    case 'request':
      if (first !== 'params') return undefined;
      return second === 'arguments' ? 'tool-argument' : second === 'inputResponses' ? 'input-response' : undefined;
    case 'context':
      // `ctx.mcpReq.inputResponses`, or a dispatcher's context handing them on as they came (`{ inputResponses }`)
      return (first === 'mcpReq' && second === 'inputResponses') || first === 'inputResponses' ? 'input-response' : undefined;
  }
}

/** The handler value `node` reads, through property reads, `const`s, destructuring and `acceptedContent(…)`. */
function handlerValueOf(mcp: McpFile, node: Node, depth: number): HandlerValue | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const expression = skipValueWrappers(node);
  switch (expression.type) {
    case 'MemberExpression': {
      const inner = handlerValueOf(mcp, expression.object, depth + 1);
      return inner && { base: inner.base, path: [...inner.path, getPropertyName(expression) ?? ANY] };
    }
    case 'CallExpression': {
      const [responses] = expression.arguments;
      if (!isAcceptedContent(mcp, expression) || !responses || responses.type === 'SpreadElement') return undefined;
      const inner = handlerValueOf(mcp, responses, depth + 1);
      return inner && inner.path.at(-1) === 'inputResponses' ? { base: inner.base, path: [...inner.path, ANY, 'content'] } : undefined;
    }
    case 'Identifier': {
      const binding = resolveBinding(mcp.sourceCode, expression);
      if (binding?.kind === 'initialized') {
        const inner = handlerValueOf(mcp, binding.init, depth + 1);
        return inner && followed(inner, binding.path);
      }
      if (binding?.kind !== 'parameter' || !binding.fn) return undefined;
      const base = parameterBase(mcp, expression, binding.fn);
      return base && followed({ base, path: [] }, binding.path);
    }
    default:
      return undefined;
  }
}

function followed(value: HandlerValue, steps: readonly PatternStep[]): HandlerValue | undefined {
  const path = [...value.path];
  for (const step of steps) {
    if (step.type === 'property') path.push(step.name);
    else if (step.type === 'index') path.push(ANY);
    else if (step.type === 'rest') return undefined;
  }
  return { base: value.base, path };
}

/**
 * What a parameter of a tool handler is given: a `setRequestHandler` handler gets the request then the context; a
 * `registerTool`/`tool` handler of two parameters the arguments then the context; the one parameter of a
 * `registerTool` handler whose config has an `inputSchema` gets the arguments, any other single parameter the context.
 */
function parameterBase(mcp: McpFile, identifier: TSESTree.Identifier, fn: FunctionNode): HandlerValue['base'] | undefined {
  const handler = findToolHandlers(mcp).find((candidate: ToolHandler) => candidate.fn === fn);
  if (!handler) return undefined;
  const declared = findVariable(mcp.sourceCode, identifier)?.defs[0]?.name as Node | undefined;
  const index = declared ? fn.params.findIndex((parameter) => parameter.range[0] <= declared.range[0] && declared.range[1] <= parameter.range[1]) : -1;
  // a tool served from a table: its arguments, then the context its dispatcher hands it
  if (!handler.registration) return index === 0 ? 'arguments' : index === 1 ? 'context' : undefined;
  if (getMethodName(handler.registration) === 'setRequestHandler') return index === 0 ? 'request' : index === 1 ? 'context' : undefined;
  if (fn.params.length < 2) return index !== 0 ? undefined : takesArguments(mcp, handler) ? 'arguments' : 'context';
  return index === 0 ? 'arguments' : index === 1 ? 'context' : undefined;
}

/** Whether a `registerTool(name, config, handler)` config shows an `inputSchema`. */
function takesArguments(mcp: McpFile, handler: ToolHandler): boolean {
  if (!handler.registration) return handler.inputSchema !== undefined;
  const [, config] = handler.registration.arguments;
  if (getMethodName(handler.registration) !== 'registerTool' || handler.registration.arguments.length !== 3 || !config || config.type === 'SpreadElement') return false;
  const literal = mcp.provenance.of(config).objectLiteral;
  return literal !== undefined && staticProperty(literal, 'inputSchema') !== undefined;
}

/** `acceptedContent(ctx.mcpReq.inputResponses, key)` of the SDK (imported, or by that name). */
function isAcceptedContent(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'Identifier' && callee.name === 'acceptedContent') return true;
  const reference = mcp.provenance.of(callee).reference;
  return reference !== undefined && reference.module.startsWith('@modelcontextprotocol/') && reference.path.at(-1) === 'acceptedContent';
}
