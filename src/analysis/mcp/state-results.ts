import type { TSESTree } from '@typescript-eslint/utils';
import { encloses, getEnclosingFunction, getPropertyName, getStaticKeyName, getStaticString, skipTypeWrappers, skipValueWrappers, thisMemberName, type Expression, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { isWithinStateNamedCode } from './state-names.js';
import { fileOwning, type McpFile } from './file.js';
import { staticProperties, staticProperty } from '../values/object-literals.js';
import type { StateSeal } from './seals.js';
import { callSitesOf } from './call-sites.js';
import type { FunctionNode } from '../syntax/ast.js';
import type { ToolHandler } from './tool-handlers.js';
import { wrappedTerminalsOf } from './value-terminals.js';
import { enclosingToolHandler, groupByToolHandler } from './tool-handlers.js';
import { chainedStateArgument } from './builder-chains.js';
import { isStateMetaKey } from '../values/request-input.js';

type ObjectExpression = TSESTree.ObjectExpression;

/** A place where a server hands `requestState` to the client. */
export interface StateResult {
  /**
   * The `requestState` property, the `x.requestState = …` assignment, or the argument a call hands to a project
   * function that makes it the `requestState` of the result it returns (`inputRequired(requests, state)`).
   */
  readonly node: TSESTree.Property | TSESTree.AssignmentExpression | Expression;
  readonly value: Expression;
  /** The `inputRequests` of the same result, if written there. */
  readonly inputRequests: Expression | undefined;
}

const RESULT_NAME = /^(?:result|toolResult|callResult|response|reply)$/i;
const CONFIRMATION = /confirm|approv|proceed|are you sure/i;

const resultsByAnalysis = new WeakMap<McpFile, StateResult[]>();

/** What a file that calls a result helper names: a tool's schema, a registration, the helper, or the result's parts. */
const RESULT_HELPER_WORDS = ['inputSchema', 'registerTool', 'setRequestHandler', 'inputRequired', 'inputRequests', 'input_required'];
const stateTerminalsByAnalysis = new WeakMap<McpFile, Set<Node>>();
const confirmingByAnalysis = new WeakMap<McpFile, ReadonlySet<ToolHandler>>();

/** Every `requestState` the file hands to a client: input_required results, `inputRequired({…})`, `x.requestState = …`. */
export function findStateResults(mcp: McpFile): readonly StateResult[] {
  const cached = resultsByAnalysis.get(mcp);
  if (cached) return cached;
  const results: StateResult[] = [];
  const spells = mcp.writesInCode('requestState');
  // a file that never names requestState hands one out only through a result helper (or builder) another module writes
  const builds = mcp.provenance.importsSpell(['requestState', 'inputRequests']);
  if (!spells && !builds && !(mcp.vocabulary.spellsAny(RESULT_HELPER_WORDS) && mcp.provenance.importsSpell(['requestState']))) {
    resultsByAnalysis.set(mcp, results);
    return results;
  }
  for (const object of spells ? mcp.objects : []) {
    const state = staticProperty(object, 'requestState');
    if (!state || state.value.type === 'AssignmentPattern' || state.value.type === 'TSEmptyBodyFunctionExpression') continue;
    // `...(state ? { requestState: pack(state) } : {})` in a result: the properties of the result it is spread into; a
    // branch that only passes a value along (`...(spec.requestState !== undefined && { requestState: spec.requestState })`,
    // a result builder's) hands out what its callers made, judged there
    const spreadInto = spreadIntoObject(object);
    if (spreadInto && isPassedAlong(state.value as Expression)) continue;
    const result = spreadInto ?? object;
    const properties = staticProperties(result);
    const inputRequests = properties.get('inputRequests');
    const resultType = properties.get('resultType');
    const assignedOnto = assignedResult(mcp, result);
    const isResult =
      inputRequests !== undefined ||
      (resultType !== undefined && getStaticString(skipTypeWrappers(resultType.value)) === 'input_required') ||
      isInputRequiredArgument(mcp, result) ||
      assignedOnto !== undefined;
    if (!isResult || isSchemaShape(object)) continue;
    results.push({ node: state, value: state.value as Expression, inputRequests: (inputRequests?.value as Expression | undefined) ?? assignedOnto?.inputRequests });
  }
  // SDK 1.x: the result's `_meta` holds the state, also under a key namespaced for it (`[STATE_META]` of a constant)
  for (const object of mcp.vocabulary.spells('_meta') ? mcp.objects : []) {
    const meta = staticProperty(object, '_meta')?.value;
    const inMeta = meta && skipTypeWrappers(meta as Expression);
    if (inMeta?.type !== 'ObjectExpression' || staticProperty(object, 'requestState') || !namesInputRequired(staticProperties(object))) continue;
    const state = inMeta.properties.find((property): property is TSESTree.Property => property.type === 'Property' && isStateMetaProperty(mcp, property));
    if (!state || state.value.type === 'AssignmentPattern' || state.value.type === 'TSEmptyBodyFunctionExpression' || results.some((result) => result.node === state)) continue;
    results.push({ node: state, value: state.value as Expression, inputRequests: staticProperty(object, 'inputRequests')?.value as Expression | undefined });
  }
  for (const assignment of spells ? mcp.stateAssignments : []) {
    const target = assignment.left as TSESTree.MemberExpression;
    const result = inputRequiredResultOf(mcp, target.object) ?? (isNamedResult(target.object) ? { inputRequests: undefined } : undefined);
    if (result) results.push({ node: assignment, value: assignment.right, inputRequests: result.inputRequests });
  }
  for (const call of mcp.calls) {
    if (call.arguments.length === 0 || call.arguments.some((argument) => argument.type === 'SpreadElement')) continue;
    // a step of a builder's chain (`.withState(token)` before `.build()`), whose class is found from where the chain starts
    const chained = builds && call.callee.type === 'MemberExpression' ? chainedStateArgument(mcp, call, returnsStateField) : undefined;
    if (chained) {
      results.push({ node: chained, value: chained, inputRequests: undefined });
      continue;
    }
    // a module whose text never names requestState builds no result around it: it is not parsed to find out
    if (!mcp.provenance.calleeModuleSpellsAny(call.callee, ['requestState'])) continue;
    // nor one that never names what makes a result one (`inputRequests`, `'input_required'`)
    // (a method a class inherits, `this.inputRequired(…)`, is looked for in the module that defines it)
    if (!spells && thisMemberName(call.callee) === undefined && (mcp.provenance.projectModuleOf(call.callee) === undefined || !mcp.provenance.calleeModuleSpellsAny(call.callee, ['inputRequests', 'input_required']))) continue;
    const fn = mcp.provenance.of(call.callee).functionNode;
    const made = fn && resultParametersOf(fileOwning(mcp, fn), fn);
    const state = made && call.arguments[made.state];
    if (!state || state.type === 'SpreadElement') continue;
    const requests = made.requests === undefined ? undefined : call.arguments[made.requests];
    results.push({ node: state, value: state, inputRequests: requests && requests.type !== 'SpreadElement' ? requests : undefined });
  }
  results.sort((a, b) => a.node.range[0] - b.node.range[0]);
  resultsByAnalysis.set(mcp, results);
  return results;
}

const handingOutByAnalysis = new WeakMap<McpFile, ReadonlySet<FunctionNode>>();

/**
 * The innermost functions of the file around a state result it hands out: a result object, or a call of a project
 * function that builds one around what it is handed (`inputRequired(requests, state)` of a results module).
 */
export function functionsHandingOutState(mcp: McpFile): ReadonlySet<FunctionNode> {
  let found = handingOutByAnalysis.get(mcp);
  if (!found) {
    const functions = new Set<FunctionNode>();
    for (const result of findStateResults(mcp)) {
      const fn = getEnclosingFunction(result.node);
      if (fn.type !== 'Program') functions.add(fn);
    }
    found = functions;
    handingOutByAnalysis.set(mcp, found);
  }
  return found;
}

const resultParameters = new WeakMap<FunctionNode, { state: number; requests: number | undefined } | null>();

/**
 * The parameters a project function makes the `requestState` (and the `inputRequests`) of the input_required result
 * it returns: `inputRequired(inputRequests, requestState)` returning `{ resultType: 'input_required', inputRequests,
 * requestState }`. A call of it hands the client its argument there.
 */
function resultParametersOf(owner: McpFile, fn: FunctionNode): { state: number; requests: number | undefined } | undefined {
  let known = resultParameters.get(fn);
  if (known === undefined) {
    known = null;
    if (owner.writesInCode('requestState')) {
      for (const returned of returnedExpressions(fn, owner.sourceCode)) {
        const held = heldResultObject(owner, fn, skipValueWrappers(returned));
        const outer = held?.object ?? wrappedObject(skipValueWrappers(returned));
        if (outer?.type !== 'ObjectExpression') continue;
        // SDK 1.x: the result's `_meta` carries the state (`{ content, _meta: { resultType, inputRequests, requestState } }`)
        const outerProperties = staticProperties(outer);
        const meta = outerProperties.get('_meta')?.value;
        const inMeta = meta && !outerProperties.has('requestState') ? skipTypeWrappers(meta as Expression) : undefined;
        const object = inMeta?.type === 'ObjectExpression' ? inMeta : outer;
        const properties = staticProperties(object);
        // (the result's kind may be told beside `_meta` while the state is in it: `{ resultType, _meta: { requestState } }`)
        const isResult = namesInputRequired(properties) || (object !== outer && namesInputRequired(outerProperties));
        const stateValue = properties.get('requestState')?.value ?? spreadStateValue(object) ?? held?.state;
        const state = isResult && stateValue ? parameterIndex(owner.sourceCode, stateValue as Expression, fn) : undefined;
        if (state === undefined) continue;
        const requestsValue = properties.get('inputRequests')?.value;
        known = { state, requests: requestsValue ? parameterIndex(owner.sourceCode, requestsValue as Expression, fn) : undefined };
        break;
      }
    }
    resultParameters.set(fn, known);
  }
  return known ?? undefined;
}

/** `requestState` or `'com.example/requestState'` of a `_meta` object, written or held by a constant (`[STATE_META]`). */
function isStateMetaProperty(mcp: McpFile, property: TSESTree.Property): boolean {
  const key = getStaticKeyName(property.key, property.computed) ?? (property.computed ? mcp.provenance.of(property.key).literalValue : undefined);
  return typeof key === 'string' && isStateMetaKey(key);
}

/** Whether an object's properties make it an input_required result: its `inputRequests`, or its `resultType`. */
function namesInputRequired(properties: ReadonlyMap<string, TSESTree.Property>): boolean {
  const resultType = properties.get('resultType');
  return properties.has('inputRequests') || (resultType !== undefined && getStaticString(skipTypeWrappers(resultType.value as Expression)) === 'input_required');
}

/**
 * The object a result is made of: itself, or the literal a call passes on to make it (`fp.omitBy(fp.isUndefined, { …
 * })`, `Object.freeze({ … })`, `R.reject(R.isNil, { … })`), whose `requestState` the answer still carries.
 */
function wrappedObject(returned: Node): Node | undefined {
  if (returned.type !== 'CallExpression') return returned;
  const objects = returned.arguments.filter((argument) => skipValueWrappers(argument).type === 'ObjectExpression');
  return objects.length === 1 ? skipValueWrappers(objects[0]!) : undefined;
}

/**
 * `var result = { resultType: 'input_required', inputRequests }; result.requestState = requestState; return result;`:
 * the object a returned variable of `fn` is made as, and the state the function then assigns it.
 */
function heldResultObject(owner: McpFile, fn: FunctionNode, returned: Node): { object: ObjectExpression; state: Node | undefined } | undefined {
  if (returned.type !== 'Identifier') return undefined;
  const binding = resolveBinding(owner.sourceCode, returned);
  const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  if (init?.type !== 'ObjectExpression') return undefined;
  const assignment = owner.stateAssignments.find((candidate) => {
    const target = skipValueWrappers((candidate.left as TSESTree.MemberExpression).object);
    return target.type === 'Identifier' && target.name === returned.name && encloses(fn, candidate);
  });
  return { object: init, state: assignment?.right };
}

/** Whether `fn` returns an input_required result whose `requestState` is `this.<field>` (a builder's `build()`). */
function returnsStateField(owner: McpFile, fn: FunctionNode, field: string): boolean {
  if (!owner.writesInCode('requestState')) return false;
  return returnedExpressions(fn, owner.sourceCode).some((returned) => {
    let object = skipValueWrappers(returned);
    if (object.type === 'CallExpression') {
      const [first] = object.arguments;
      const argument = first && first.type !== 'SpreadElement' ? skipTypeWrappers(first) : undefined;
      if (argument?.type !== 'ObjectExpression' || !isInputRequiredArgument(owner, argument)) return false;
      object = argument;
    } else if (object.type !== 'ObjectExpression') return false;
    const properties = staticProperties(object);
    const resultType = properties.get('resultType');
    const isResult = object !== skipValueWrappers(returned) || properties.has('inputRequests') || (resultType !== undefined && getStaticString(skipTypeWrappers(resultType.value as Expression)) === 'input_required');
    const state = properties.get('requestState')?.value;
    return isResult && state !== undefined && thisMemberName(skipTypeWrappers(state as Expression)) === field;
  });
}

/**
 * `...(requestState ? { requestState } : {})`, `...(requestState && { requestState })`: the state a result spreads in
 * where there is one.
 */
function spreadStateValue(object: ObjectExpression): Node | undefined {
  for (const property of object.properties) {
    if (property.type !== 'SpreadElement') continue;
    const spread = skipValueWrappers(property.argument);
    const branches = spread.type === 'ConditionalExpression' ? [spread.consequent, spread.alternate] : spread.type === 'LogicalExpression' ? [spread.right] : [];
    for (const branch of branches) {
      const literal = skipValueWrappers(branch);
      const value = literal.type === 'ObjectExpression' ? staticProperties(literal).get('requestState')?.value : undefined;
      if (value) return value;
    }
  }
  return undefined;
}

/** Methods that build a validation schema from an object of field schemas (zod's `z.object({…})`, `Schema.extend({…})`). */
const SCHEMA_BUILDERS = /^(?:object|strictObject|looseObject|extend|merge|shape|partial)$/;

/** `ResultSchema.extend({ requestState: z.string().optional(), … })`: the shape of a result, not a result. */
function isSchemaShape(object: ObjectExpression): boolean {
  const call = object.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(object)) return false;
  const callee = skipValueWrappers(call.callee);
  return callee.type === 'MemberExpression' && SCHEMA_BUILDERS.test(getPropertyName(callee) ?? '');
}

/**
 * The input_required result `node` holds, for `x.requestState = …`: a `const` initialised with a result
 * literal (`{ resultType: 'input_required', … }`, `{ inputRequests, … }`) or with `inputRequired(…)`. (An object
 * named `result` counts too; a UI reducer's `draft.requestState = 'loading'` does not.)
 */
function inputRequiredResultOf(mcp: McpFile, node: Node): { inputRequests: Expression | undefined } | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, expression);
  const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  if (!init) return undefined;
  if (init.type === 'CallExpression') {
    const [first] = init.arguments;
    const argument = first && first.type !== 'SpreadElement' ? skipTypeWrappers(first) : undefined;
    if (argument?.type !== 'ObjectExpression' || !isInputRequiredArgument(mcp, argument)) return undefined;
    return { inputRequests: staticProperty(argument, 'inputRequests')?.value as Expression | undefined };
  }
  if (init.type !== 'ObjectExpression') return undefined;
  const properties = staticProperties(init);
  const inputRequests = properties.get('inputRequests');
  const resultType = properties.get('resultType');
  const isResult = inputRequests !== undefined || (resultType !== undefined && getStaticString(skipTypeWrappers(resultType.value)) === 'input_required');
  return isResult ? { inputRequests: inputRequests?.value as Expression | undefined } : undefined;
}

/** `Object.assign(result, { requestState })`: the object copied onto an `input_required` result, as `result.requestState = …` writes it. */
function assignedResult(mcp: McpFile, object: ObjectExpression): { inputRequests: Expression | undefined } | undefined {
  const call = object.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] === object || !call.arguments.includes(object)) return undefined;
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || getPropertyName(callee) !== 'assign' || skipTypeWrappers(callee.object).type !== 'Identifier' || (skipTypeWrappers(callee.object) as TSESTree.Identifier).name !== 'Object') return undefined;
  const [target] = call.arguments;
  if (!target || target.type === 'SpreadElement') return undefined;
  return inputRequiredResultOf(mcp, target) ?? (isNamedResult(target) ? { inputRequests: undefined } : undefined);
}

function isInputRequiredArgument(mcp: McpFile, object: ObjectExpression): boolean {
  const parent = object.parent;
  if (parent?.type !== 'CallExpression' || parent.arguments[0] !== object) return false;
  const callee = skipTypeWrappers(parent.callee);
  if (callee.type === 'Identifier' && callee.name === 'inputRequired') return true;
  const reference = mcp.provenance.of(callee).reference;
  return reference !== undefined && reference.module.startsWith('@modelcontextprotocol/') && reference.path.at(-1) === 'inputRequired';
}

/** `result`, `this.result`: an object named as the result a handler returns. */
function isNamedResult(node: Node): boolean {
  const expression = skipValueWrappers(node);
  const name = expression.type === 'Identifier' ? expression.name : expression.type === 'MemberExpression' ? getPropertyName(expression) : undefined;
  return name !== undefined && RESULT_NAME.test(name);
}

/** Whether a seal's token ends up in a `requestState` the file hands out. */
export function flowsIntoState(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  // asked once per seal or sealer call: following every result each time would be quadratic in the file's tools
  let terminals = stateTerminalsByAnalysis.get(mcp);
  if (!terminals) {
    terminals = new Set(findStateResults(mcp).flatMap((result) => wrappedTerminalsOf(mcp, result.value)));
    stateTerminalsByAnalysis.set(mcp, terminals);
  }
  return terminals.has(call);
}

/**
 * Whether a seal makes request state: its token becomes a `requestState`, or it is sealed in a function named for
 * state (see {@link isNamedForState}).
 */
export function sealsRequestState(mcp: McpFile, seal: StateSeal): boolean {
  return flowsIntoState(mcp, seal.call) || isWithinStateNamedCode(seal.call);
}

/** Whether a handler's state confirms a risky action: the tool is destructive, or its input request asks for a confirmation. */
export function confirmsRiskyAction(mcp: McpFile, handler: ToolHandler): boolean {
  return handler.destructive || confirmingHandlers(mcp).has(handler);
}

/** The handlers with a result whose input request asks for a confirmation, found once per file (asked per seal). */
function confirmingHandlers(mcp: McpFile): ReadonlySet<ToolHandler> {
  let handlers = confirmingByAnalysis.get(mcp);
  if (!handlers) {
    const confirming = new Set<ToolHandler>();
    for (const result of findStateResults(mcp)) {
      if (result.inputRequests === undefined || !CONFIRMATION.test(mcp.sourceCode.getText(result.inputRequests))) continue;
      const handler = enclosingToolHandler(mcp, result.node);
      if (handler) confirming.add(handler);
    }
    handlers = confirming;
    confirmingByAnalysis.set(mcp, handlers);
  }
  return handlers;
}

/** A tool handler a hand-rolled seal is made for, with the nodes that hold what it seals there. */
export interface SealingSite {
  readonly handler: ToolHandler | undefined;
  /** The signed object, and the handler's call of the sealer when the object is written in the sealer. */
  readonly carriers: readonly Node[];
}

/**
 * The tool handlers a hand-rolled sealer's signed object is sealed for: an object written in the sealer
 * (`{ ...state, userId, tool, exp }`), for the handler of each call of the sealer; an object a caller passes
 * (`seal({ … })`), for the handler that passes it alone.
 */
export function sealingSites(mcp: McpFile, sealer: FunctionNode, object: ObjectExpression): SealingSite[] {
  const inSealer = sealer.range[0] <= object.range[0] && object.range[1] <= sealer.range[1];
  const sites = inSealer ? callSitesOf(mcp, sealer) : [];
  if (sites.length === 0) return [{ handler: enclosingToolHandler(mcp, object), carriers: [object] }];
  return sites.map((site) => ({ handler: enclosingToolHandler(mcp, site), carriers: [object, site] }));
}

const resultsByHandlerOfFile = new WeakMap<McpFile, ReadonlyMap<ToolHandler | undefined, readonly StateResult[]>>();

/** The file's state results by the tool handler they are in (undefined: outside every handler), worked out once. */
export function stateResultsByHandler(mcp: McpFile): ReadonlyMap<ToolHandler | undefined, readonly StateResult[]> {
  let byHandler = resultsByHandlerOfFile.get(mcp);
  if (!byHandler) {
    byHandler = groupByToolHandler(mcp, findStateResults(mcp), (result) => result.value);
    resultsByHandlerOfFile.set(mcp, byHandler);
  }
  return byHandler;
}

/** The object literal a branch is spread into: `{ …, ...(cond ? <object> : {}) }`, `{ …, ...(cond && <object>) }`. */
function spreadIntoObject(object: TSESTree.ObjectExpression): TSESTree.ObjectExpression | undefined {
  let branch: Node = object;
  let parent = branch.parent;
  while (parent && (parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression')) {
    branch = parent;
    parent = branch.parent;
  }
  const isBranch = (parent?.type === 'ConditionalExpression' && parent.test !== branch) || (parent?.type === 'LogicalExpression' && parent.right === branch);
  const spread = isBranch ? parent!.parent : undefined;
  return spread?.type === 'SpreadElement' && spread.parent?.type === 'ObjectExpression' ? spread.parent : undefined;
}

/** A value read as it is: a variable or a member of one. */
function isPassedAlong(value: Expression): boolean {
  const read = skipValueWrappers(value);
  return read.type === 'Identifier' || read.type === 'MemberExpression';
}
