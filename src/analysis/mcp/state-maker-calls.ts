import type { TSESTree } from '@typescript-eslint/utils';
import { encloses, getEnclosingFunction, memberChainStart, pushChildren, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { staticProperty } from '../values/object-literals.js';
import { findToolHandlers, toolHandlerOf } from './tool-handlers.js';
import { sealOf } from './seals.js';
import { stateResultsByHandler } from './state-results.js';
import type { ToolHandler } from './tool-handlers.js';

/**
 * A tool handler's state made by a call no seal of the file describes: a function the file cannot see
 * (`store.seal({ userId, tool })` of an injected store), or a project function whose summary signs what it is given
 * (`this.guard.issue(pending, userId, tool)`, a wrapper of another module's sealer).
 */
export interface StateMakerCall {
  readonly call: TSESTree.CallExpression;
  readonly handler: ToolHandler;
  /** What the call hands over, and the `const`s it hands over were made from: all the state can hold of the handler's values. */
  readonly carriers: readonly Node[];
  /**
   * For a tool served by several functions (a tool class's `begin` and `resume`): the others, where the state made
   * here is opened and its fields compared, the function that makes it running before there is any state to compare.
   */
  readonly openedIn?: readonly ToolHandler[];
}

/**
 * The calls whose result a tool handler hands out as `requestState`, made by a function that was there before the tool
 * was called and is no seal the file describes: one the file cannot see (a parameter's member, an unknown package's
 * export), or a project function whose summary signs. Whatever it does, the state holds only what the call hands it,
 * so what it does not hand over (the tool's arguments, say) the state cannot be bound to. A call handed a random
 * handle is left out: the state may key a record the server keeps.
 */
export function stateMakerCalls(mcp: McpFile): StateMakerCall[] {
  const found: StateMakerCall[] = [];
  for (const [handler, results] of stateResultsByHandler(mcp)) {
    if (!handler) continue;
    for (const result of results) {
      const call = makingCall(mcp, result.value);
      if (!call || !isMadeOutOfSight(mcp, call, handler) || sealOf(mcp, call)) continue;
      // a project function whose summary does not sign (an encoder) makes unsigned state, require-sealed-state's finding
      if (calleeFunctionOf(mcp, call) && mcp.provenance.of(call).kind !== 'signed-token') continue;
      const carriers = [call, ...call.arguments.flatMap((argument) => handedInitializers(mcp, argument))];
      if (carriers.some((carrier) => handsRandomHandle(mcp, carrier))) continue;
      found.push({ call, handler, carriers });
    }
  }
  // `return this.suspend(requests, { step, service }, ctx)`: a project function that returns the input_required result
  // itself, its state made from what the call hands it (a base class's method, here or in another module)
  const handlers = findToolHandlers(mcp);
  for (const call of handlers.length > 0 ? mcp.calls : []) {
    if (call.arguments.length === 0) continue;
    const enclosing = getEnclosingFunction(call);
    const handler = enclosing.type === 'Program' ? undefined : toolHandlerOf(mcp, enclosing);
    // a module whose text never names requestState makes no result around it: it is not parsed to find out
    if (!handler || !mcp.provenance.calleeModuleSpellsAny(call.callee, ['requestState'])) continue;
    const fn = calleeFunctionOf(mcp, call);
    const stateParameters = fn && fn !== handler.fn ? resultStateParametersOf(fileOwning(mcp, fn), fn) : [];
    if (stateParameters.length === 0) continue;
    const handed = stateParameters.flatMap((index) => {
      const argument = call.arguments[index];
      return argument && argument.type !== 'SpreadElement' ? [argument, ...handedInitializers(mcp, argument)] : [];
    });
    if (handed.some((carrier) => handsRandomHandle(mcp, carrier))) continue;
    const openedIn = handlers.filter((other) => other !== handler && other.toolName === handler.toolName && other.registration === undefined);
    found.push({ call, handler, carriers: handed, ...(openedIn.length > 0 && { openedIn }) });
  }
  return found;
}

/**
 * The parameters of a function that returns an input_required result (`inputRequired({ inputRequests, requestState })`
 * of the SDK, or the object itself) from which its `requestState` is made (`this.signer.seal(state, callerOf(ctx))`
 * reads `state` and `ctx`).
 */
function resultStateParametersOf(owner: McpFile, fn: FunctionNode): number[] {
  if (!owner.writesInCode('requestState')) return [];
  const read = new Set<number>();
  for (const returned of returnedExpressions(fn, owner.sourceCode)) {
    let object = skipValueWrappers(returned);
    if (object.type === 'CallExpression' && object.arguments.length === 1) object = skipValueWrappers(object.arguments[0]!);
    if (object.type !== 'ObjectExpression' || !staticProperty(object, 'inputRequests')) continue;
    const state = staticProperty(object, 'requestState');
    // a parameter placed as it is, or a member of one, was made by the caller (`inputRequired(requests, state)`,
    // `question.requestState`): a state result there
    const placed = state && madeIn(owner, fn, skipValueWrappers(state.value));
    if (!placed || isPlacedAsItIs(placed)) continue;
    // a state it encodes without a seal is require-sealed-state's finding, as at the first loop: the state must come
    // from a seal, a project function whose summary signs, or a method of what the function was handed (`this.signer`)
    if (placed.type !== 'CallExpression' || !mayMakeSealedState(owner, placed, fn)) continue;
    for (const index of parametersReadIn(owner, placed, fn)) read.add(index);
  }
  return [...read];
}

/** Whether a call may seal what it is handed: a seal, a project function whose summary signs, or a method of `this` or of a parameter. */
function mayMakeSealedState(owner: McpFile, call: TSESTree.CallExpression, fn: FunctionNode): boolean {
  if (sealOf(owner, call)) return true;
  if (calleeFunctionOf(owner, call)) return owner.provenance.of(call).kind === 'signed-token';
  const root = memberChainStart(call.callee);
  if (root.type === 'ThisExpression') return true;
  const binding = root.type === 'Identifier' ? resolveBinding(owner.sourceCode, root) : undefined;
  return binding?.kind === 'parameter' && binding.fn === fn;
}

/** `requestState` of `const requestState = await this.codec.mint(…)` in `fn`: what the `const` is made by. */
function madeIn(owner: McpFile, fn: FunctionNode, node: Node): Node {
  if (node.type !== 'Identifier') return node;
  const binding = resolveBinding(owner.sourceCode, node);
  return binding?.kind === 'initialized' && binding.path.length === 0 && encloses(fn, binding.init) ? skipValueWrappers(binding.init) : node;
}

/** `state`, `question.requestState`: a value read as it is, made before it got here. */
function isPlacedAsItIs(node: Node): boolean {
  const start = memberChainStart(node);
  return start.type === 'Identifier' || start.type === 'ThisExpression';
}

/** How many nodes the walk of what a state is made from looks at, at most. */
const MAX_READ_NODES = 500;

/**
 * The positions of the parameters of `fn` an expression reads, also through the `const`s it reads (`binding` of
 * `const binding = { userId, tool, args }`).
 */
function parametersReadIn(owner: McpFile, node: Node, fn: FunctionNode): number[] {
  const read = new Set<number>();
  const seen = new Set<Node>();
  const stack: Node[] = [node];
  while (stack.length > 0 && seen.size < MAX_READ_NODES) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.type === 'Identifier') {
      const binding = resolveBinding(owner.sourceCode, current);
      if (binding?.kind === 'parameter' && binding.fn === fn && binding.position !== undefined) read.add(binding.position);
      if (binding?.kind === 'initialized' && encloses(fn, binding.init)) stack.push(binding.init);
    }
    pushChildren(stack, current, owner.sourceCode.visitorKeys);
  }
  return [...read];
}

/**
 * Whether a call runs a function made before the tool was called, which cannot see the call's arguments: a method of a
 * value the handler's factory or module was handed (`store.seal` of `refundTool({ store })`, `this.guard.issue`), not
 * a global or a package's known function (an encoder), nor one the handler itself is handed (`round.seal` of a
 * framework's per-call helper, which may bind the arguments it called the handler with).
 */
function isMadeOutOfSight(mcp: McpFile, call: TSESTree.CallExpression, handler: ToolHandler): boolean {
  return isHeldOutOfSight(mcp, call.callee, handler, 0);
}

/** Whether what `node` reads (through members) was there before the handler was called: `this`, or a parameter of a function around it. */
function isHeldOutOfSight(mcp: McpFile, node: Node, handler: ToolHandler, depth: number): boolean {
  const root = memberChainStart(node);
  if (root.type === 'ThisExpression') return true;
  if (root.type !== 'Identifier' || depth > 2) return false;
  const binding = resolveBinding(mcp.sourceCode, root);
  if (binding?.kind === 'parameter') return binding.fn !== undefined && binding.fn !== handler.fn && !encloses(handler.fn, binding.fn);
  // `const { store } = deps`: what the factory's parameter holds
  return binding?.kind === 'initialized' && binding.path.length > 0 && isHeldOutOfSight(mcp, binding.init, handler, depth + 1);
}

function makingCall(mcp: McpFile, value: Node): TSESTree.CallExpression | undefined {
  let expression = skipValueWrappers(value);
  if (expression.type === 'AwaitExpression') expression = skipValueWrappers(expression.argument);
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
    expression = skipValueWrappers(binding.init);
    if (expression.type === 'AwaitExpression') expression = skipValueWrappers(expression.argument);
  }
  return expression.type === 'CallExpression' ? expression : undefined;
}

/** What the `const`s a call hands over were made from, whole or as an object literal's values (`{ tool, digest }`). */
function handedInitializers(mcp: McpFile, argument: Node): Node[] {
  const value = skipValueWrappers(argument);
  if (value.type === 'ObjectExpression') return value.properties.flatMap((property) => (property.type === 'Property' ? initializerOf(mcp, property.value) : []));
  return initializerOf(mcp, value);
}

function initializerOf(mcp: McpFile, argument: Node): Node[] {
  if (argument.type !== 'Identifier') return [];
  const binding = resolveBinding(mcp.sourceCode, argument);
  return binding?.kind === 'initialized' && binding.path.length === 0 ? [binding.init] : [];
}

/** Whether a value handed over holds random bytes or a random id (`{ handle: randomUUID() }`, `draftId`). */
function handsRandomHandle(mcp: McpFile, node: Node): boolean {
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const current = skipValueWrappers(stack.pop()!);
    if (current.type === 'ObjectExpression') {
      for (const property of current.properties) stack.push(property.type === 'Property' ? property.value : property.argument);
      continue;
    }
    if (current.type === 'CallExpression' && current === node) {
      for (const argument of current.arguments) stack.push(argument);
      continue;
    }
    const value = mcp.provenance.of(current);
    if (value.kind === 'random' && value.strongRandom !== false) return true;
  }
  return false;
}
