import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, declaratorHolding, getEnclosingFunction, getMethodName, getMethodReceiver, getPropertyName, getStaticKeyName, isFunctionNode, isNodeOf, pushChildren, settledValue, skipTypeWrappers, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { codeOccurrences } from '../syntax/code-words.js';
import { resolveBinding } from '../scope/bindings.js';
import { parameterIndex, provenCallSites, returnedExpressions } from '../scope/local-functions.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import { cutsTextOnly, splitFrom } from './token-parts.js';
import { fileOwning, type McpFile } from './file.js';
import { calleeFunctionsOf } from './callee-functions.js';
import { objectLiteralOf, staticProperty } from '../values/object-literals.js';
import { baseClassesOf, dispatchedCallsOf, importerCallsOf, inheritedCallsOf, subclassCallsOf } from './inherited-callers.js';
import { callSitesOf } from './call-sites.js';
import { enclosingToolHandler, toolHandlerOf } from './tool-handlers.js';
import { findStateResults, functionsHandingOutState, stateResultsByHandler } from './state-results.js';
import { describeUnsignedEncoding } from './state-encoding.js';
import { jwtLikeRole } from './jwt-like-libraries.js';
import { isHelperStateRead, isMcpReq, isSdkStateRead } from './state-reader-helpers.js';

export { isSdkStateRead } from './state-reader-helpers.js';

const SERVER_CLASSES = new Set(['McpServer', 'Server']);
const MAX_STEPS = 12;

const echoesByFile = new WeakMap<McpFile, boolean>();

/** Whether the state a request echoes may be read in the file: it, or a module it imports, spells `requestState`. */
function mayReadEchoedState(mcp: McpFile): boolean {
  let answer = echoesByFile.get(mcp);
  if (answer === undefined) {
    answer = mcp.vocabulary.mentions('requestState') || mcp.provenance.importsSpell(['requestState']);
    echoesByFile.set(mcp, answer);
  }
  return answer;
}

/** Whether the file can read a `requestState` a client sent: each way names `requestState` in its code. */
export function mayReceiveState(mcp: McpFile): boolean {
  return mcp.writesInCode('requestState');
}

const entriesByFile = new WeakMap<McpFile, boolean>();

/**
 * Whether client state can enter the file: it reads `params.requestState`, destructures a `requestState`, or calls
 * `….mcpReq.requestState()`. Every value {@link isIncomingState} accepts is one of these or flows from one.
 */
export function hasStateEntries(mcp: McpFile): boolean {
  // (a subclass whose file never names the state may still be handed it by its base class's template method)
  if (!mayReceiveState(mcp) && !(mcp.vocabulary.spells('extends') && mayReadEchoedState(mcp))) return false;
  let answer = entriesByFile.get(mcp);
  if (answer === undefined) {
    // (no while it is worked out: a module whose helper another module's entry reads may ask back)
    entriesByFile.set(mcp, false);
    answer = (mayReceiveState(mcp) && codeOccurrences(mcp.sourceCode, 'requestState').some((word) => isStateEntry(mcp, word))) || inheritsStateEntries(mcp);
    entriesByFile.set(mcp, answer);
  }
  return answer;
}

/** A class of the file extends one whose module takes client state in (a base class handing it to `this.run(…)`). */
function inheritsStateEntries(mcp: McpFile): boolean {
  return mcp.sourceCode.ast.body.some((statement) => {
    const declared = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    return (declared?.type === 'ClassDeclaration' || declared?.type === 'ClassExpression') && baseClassesOf(mcp, declared).some((base) => base.owner !== mcp && hasStateEntries(base.owner));
  });
}

/**
 * `round.token` of a parameter `round` a call hands an object whose `token` is the client's state (`const round = {
 * token: request.params.requestState, … }; this.run(input, round)`): a call of this file, or, for a method, one its base
 * class makes on `this`, in whatever module declares it. Also a member destructured from the parameter (`incomingState`
 * of `handler(args, { identity, incomingState })`).
 */
function handedStateMember(mcp: McpFile, read: TSESTree.MemberExpression | TSESTree.Identifier, steps: number): boolean {
  const name = read.type === 'MemberExpression' ? getPropertyName(read) : undefined;
  const object = read.type === 'MemberExpression' ? skipValueWrappers(read.object) : read;
  if ((read.type === 'MemberExpression' && name === undefined) || object.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, object);
  if (binding?.kind !== 'parameter' || !binding.fn) return false;
  // `round.state` of `({ deps, round }) => …`: the member `state` of the argument's member `round`
  const path = binding.path.every((step) => step.type === 'property') ? binding.path.map((step) => (step as { name: string }).name) : undefined;
  const index = binding.path.length === 0 ? parameterIndex(mcp.sourceCode, object, binding.fn) : binding.position;
  if (index === undefined || !path) return false;
  const names = name === undefined ? path : [...path, name];
  if (names.length === 0) return false;
  return handsStateTo(mcp, binding.fn, index, names, steps);
}

/** Whether the callers of `fn` hand the echoed state as the member `names` of its parameter at `index`. */
function handsStateTo(mcp: McpFile, fn: FunctionNode, index: number, names: readonly string[], steps: number): boolean {
  if (steps > MAX_STEPS) return false;
  const handsState = ({ owner, call }: { owner: McpFile; call: TSESTree.CallExpression }) => {
    const argument = argumentAt(call, index);
    if (argument === undefined || argument === null) return false;
    // `this.open(ctx)` in a subclass's `call(args, ctx)`: what that method's callers hand it
    const passed = argument.type === 'Identifier' ? resolveBinding(owner.sourceCode, argument) : undefined;
    const at = passed?.kind === 'parameter' && passed.fn && passed.path.length === 0 ? parameterIndex(owner.sourceCode, argument, passed.fn) : undefined;
    if (passed?.kind === 'parameter' && passed.fn && at !== undefined) return handsStateTo(owner, passed.fn, at, names, steps + 1);
    return memberPathValuesOf(owner, argument, names).some((held) => isIncomingState(held.owner, held.value, steps + 1));
  };
  const local = [...callSitesOf(mcp, fn).map((call) => ({ owner: mcp, call })), ...inheritedCallsOf(mcp, fn), ...subclassCallsOf(mcp, fn)];
  const handed = local.some(handsState);
  if (handed || local.length > 0 || !mayReadEchoedState(mcp)) return handed;
  // a dispatcher of an imported module calling the handler by its name: what it hands there holds the echoed state
  // (`const call = { userId, ...roundTripOf(request.params) }; tool.run(parsed.data, call)`)
  // (only a call handing an object with the first member is worked out further)
  const first = names[0]!;
  const hands = (owner: McpFile, call: TSESTree.CallExpression) => {
    const argument = argumentAt(call, index);
    return argument !== undefined && argument !== null && mayWriteMember(owner, argument, first);
  };
  return [...dispatchedCallsOf(mcp, fn), ...importerCallsOf(mcp, fn, { key: `${index}:${first}`, spelled: first }, hands)].some(handsState);
}

/** Whether `node` is (a `const` holding) what a helper that only cuts text hands back, cut from the client's state. */
function cutOfIncomingState(mcp: McpFile, node: Node, steps: number): boolean {
  let value = skipValueWrappers(node);
  if (value.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, value);
    if (binding?.kind !== 'initialized' || binding.path.length !== 0) return false;
    value = skipValueWrappers(binding.init);
  }
  if (value.type !== 'CallExpression') return false;
  const index = value.arguments.findIndex((argument) => argument.type !== 'SpreadElement' && isIncomingState(mcp, argument, steps + 1));
  const fn = index < 0 ? undefined : calleeFunctionsOf(mcp, value)[0];
  return fn !== undefined && cutsTextOnly(fileOwning(mcp, fn), fn, index);
}

/** Whether `node` is, as written, an object literal (or a `const` of one) that may hold `name`: it or a spread. */
function mayWriteMember(mcp: McpFile, node: Node, name: string): boolean {
  let expression = skipValueWrappers(node);
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return false;
    expression = skipValueWrappers(binding.init);
  }
  return expression.type === 'ObjectExpression' && expression.properties.some((property) => property.type === 'SpreadElement' || getStaticKeyName(property.key, property.computed) === name);
}

/** What the members `names` of an object literal hold, one step after another (see {@link memberValuesOf}). */
function memberPathValuesOf(mcp: McpFile, node: Node, names: readonly string[]): { owner: McpFile; value: Node }[] {
  let held = [{ owner: mcp, value: node }];
  for (const name of names) held = held.flatMap((each) => memberValuesOf(each.owner, each.value, name));
  return held;
}

/**
 * What member `name` of an object literal holds, in the file that writes it: the property itself, or that of the object
 * a project function returns where the literal spreads its call in (`{ userId, ...roundTripOf(request.params) }`).
 */
function memberValuesOf(mcp: McpFile, node: Node, name: string): { owner: McpFile; value: Node }[] {
  const literal = objectLiteralOf(mcp.provenance, node);
  if (!literal || !isNodeOf(mcp.sourceCode.ast, literal)) return [];
  const own = staticProperty(literal, name);
  if (own) return own.value.type === 'AssignmentPattern' ? [] : [{ owner: mcp, value: own.value }];
  return literal.properties.flatMap((property) => {
    const spread = property.type === 'SpreadElement' ? skipValueWrappers(property.argument) : undefined;
    if (spread?.type !== 'CallExpression') return [];
    return calleeFunctionsOf(mcp, spread).flatMap((fn) => {
      const owner = fileOwning(mcp, fn);
      return returnedExpressions(fn, owner.sourceCode).flatMap((returned) => {
        const object = skipValueWrappers(returned);
        const held = object.type === 'ObjectExpression' ? staticProperty(object, name) : undefined;
        return held && held.value.type !== 'AssignmentPattern' ? [{ owner, value: held.value as Node }] : [];
      });
    });
  });
}

function isStateEntry(mcp: McpFile, word: Node): boolean {
  const parent = word.parent;
  // what a getter is asked for (`_.get(extra, '_meta.requestState')`, `pick(request.params, 'requestState')`), or a
  // `_meta` key namespaced for the state (`'com.example/requestState'`), where it is read or named once for reading
  if (word.type === 'Literal' && parent?.type === 'CallExpression') return word.value !== 'requestState' || parent.arguments.includes(word as TSESTree.Expression);
  if (word.type === 'Literal' && word.value !== 'requestState') return parent?.type === 'VariableDeclarator' || (parent?.type === 'MemberExpression' && parent.property === word);
  if (parent?.type === 'MemberExpression' && parent.property === word) {
    const call = parent.parent;
    if (isParamsObject(parent.object) || holdsParamsObject(mcp, parent.object) || (call?.type === 'CallExpression' && call.callee === parent && isMcpReq(parent.object)) || isToolArguments(mcp, parent.object)) return true;
    return returnsClientState(mcp, parent.object, 0);
  }
  if (parent?.type === 'Property' && parent.key === word && parent.parent.type === 'ObjectPattern') return true;
  // a parameter named for the state (`requestState?: string`), of a function that answers `input_required` itself
  const declared = parent?.type === 'AssignmentPattern' && parent.left === word ? parent : word;
  const fn = declared.parent;
  return word.type === 'Identifier' && fn !== undefined && isFunctionNode(fn) && (fn.params as Node[]).includes(declared) && readsNamedStateParameter(mcp, fn, word.name);
}

/**
 * Whether the parameter `name` of `fn` is the state a call echoes: `fn` answers `input_required` itself, with another
 * state than the parameter (a result helper's `inputRequired(requests, requestState)` hands the parameter out).
 */
function readsNamedStateParameter(mcp: McpFile, fn: FunctionNode, name: string): boolean {
  return functionsHandingOutState(mcp).has(fn) && !handsOutParameter(mcp, fn, name);
}

/** Whether a state result of the file hands out the parameter `name` of `fn` (whole or destructured) as it is. */
function handsOutParameter(mcp: McpFile, fn: FunctionNode, name: string): boolean {
  return findStateResults(mcp).some((result) => {
    const value = skipValueWrappers(result.value);
    if (value.type !== 'Identifier' || value.name !== name) return false;
    const binding = resolveBinding(mcp.sourceCode, value);
    return binding?.kind === 'parameter' && binding.fn === fn;
  });
}

/**
 * Whether a server the file constructs may verify state: it has a `requestState: { verify }` hook, or options the file
 * does not show (a variable, a spread).
 */
export function mayHaveVerifyingServer(mcp: McpFile): boolean {
  return serverStateHooks(mcp).some((hook) => hook !== 'none');
}

/** For each `McpServer`/`Server` the file constructs: a verify hook, none, or options the file does not show. */
function serverStateHooks(mcp: McpFile): Array<'verify' | 'none' | 'unknown'> {
  return mcp.newExpressions.filter(isServerConstruction).map((construction) => stateHookOf(construction.arguments[1]));
}

function isServerConstruction(construction: TSESTree.NewExpression): boolean {
  const callee = skipTypeWrappers(construction.callee);
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? getPropertyName(callee) : undefined;
  return name !== undefined && SERVER_CLASSES.has(name);
}

/**
 * Whether the state `read` returns is the client's, unchecked: the file's servers have no verify hook; or, in a file
 * that constructs none, the server its handler registers on is made in another module without one
 * (`import { server } from './server.js'`, a factory's `new McpServer(…)`); or, where that server cannot be found (a
 * package's), the handler hands out unsigned state, which a verify hook would refuse.
 */
export function readsUnverifiedState(mcp: McpFile, read: TSESTree.CallExpression): boolean {
  const hooks = serverStateHooks(mcp);
  const handler = enclosingToolHandler(mcp, read);
  // the server the handler registers on, when the file shows it: one file may build one with a hook and one without
  const receiver = handler?.registration && getMethodReceiver(handler.registration);
  const made = receiver && mcp.provenance.of(receiver).madeBy;
  if (made && isServerConstruction(made)) return stateHookOf(made.arguments[1]) === 'none';
  if (hooks.length > 0) return hooks.every((hook) => hook === 'none');
  // a server out of sight: code that takes the read for a token's text has no hook, which would have handed it the
  // verified payload instead; nor has one whose handler hands out unsigned state, which a hook would refuse
  if (readAsText(mcp, read)) return true;
  const handsOutUnsigned = (result: { readonly value: TSESTree.Expression }) => describeUnsignedEncoding(mcp, result.value) !== undefined;
  // a function the file does not show registered (`run({ ctx })` of a plugin registry's entry): its own results
  const reader = handler?.fn ?? getEnclosingFunction(read);
  if (reader.type === 'Program') return false;
  if (handler && (stateResultsByHandler(mcp).get(handler) ?? []).some(handsOutUnsigned)) return true;
  const within = (node: Node) => reader.range[0] <= node.range[0] && node.range[1] <= reader.range[1];
  // `return askForPage(lines, cursor)` with the result made by a function of this file the reader calls
  const calledByReader = (fn: FunctionNode | TSESTree.Program) => fn.type !== 'Program' && callSitesOf(mcp, fn).some(within);
  return findStateResults(mcp).some((result) => {
    const inReader = !handler && getEnclosingFunction(result.node) === reader;
    return (inReader || (!enclosingToolHandler(mcp, result.node) && calledByReader(getEnclosingFunction(result.node)))) && handsOutUnsigned(result);
  });
}

/** String methods that cut a token into its parts, or look for a separator in it. */
const TEXT_METHODS = new Set(['split', 'slice', 'substring', 'indexOf', 'lastIndexOf', 'startsWith', 'endsWith']);

/**
 * `const raw = ctx.mcpReq.requestState(); raw.split('.')`: the read is cut up as text, which only the raw token is (a
 * verify hook hands the handler the payload it verified).
 */
function readAsText(mcp: McpFile, read: TSESTree.CallExpression): boolean {
  const uses: Node[] = [read];
  const declarator = declaratorHolding(read);
  if (declarator?.id.type === 'Identifier') {
    const variable = mcp.sourceCode.getDeclaredVariables(declarator).find((candidate) => candidate.name === (declarator.id as TSESTree.Identifier).name);
    for (const reference of variable?.references ?? []) if (!reference.init) uses.push(reference.identifier as Node);
  }
  return usedAsText(mcp, uses, 0);
}

/** How many helpers deep a token handed on (`peekState(raw)`) is followed to where it is cut up. */
const MAX_TEXT_HELPERS = 2;

/**
 * Whether one of `uses` cuts a token up as text or hands it to a JWT library that reads its text, here or in the
 * project function it is handed to (`peekState(raw)` with `state.split('.')` in `./core/state.ts`).
 */
function usedAsText(mcp: McpFile, uses: readonly Node[], depth: number): boolean {
  return uses.some((read) => {
    // `ctx.mcpReq.requestState?.()`, `raw!`: the same value
    let use = read;
    while (use.parent && (use.parent.type === 'ChainExpression' || use.parent.type === 'TSNonNullExpression' || use.parent.type === 'TSAsExpression')) use = use.parent;
    const member = use.parent;
    // `String(raw).split('.')`: the same text
    if (member?.type === 'CallExpression' && member.arguments[0] === use && isReferenceTo(mcp.provenance.of(member.callee).reference, GLOBALS, 'String')) return usedAsText(mcp, [member], depth);
    if (member?.type === 'CallExpression' && member.callee !== use) {
      // `decodeJwt(raw)`, `jwtVerify(raw, key)`: a JWT library reads the token's text; `codec.verify(raw, ctx)`: code
      // that verifies the read itself is handed the raw token
      if (member.arguments[0] === use && (readsTokenText(mcp, member) || verifiesWithCodec(mcp, member))) return true;
      return depth < MAX_TEXT_HELPERS && helperReadsAsText(mcp, member, member.arguments.indexOf(use as TSESTree.CallExpressionArgument), depth);
    }
    if (member?.type !== 'MemberExpression' || member.object !== use) return false;
    const call = member.parent;
    return call?.type === 'CallExpression' && call.callee === member && TEXT_METHODS.has(getPropertyName(member) ?? '');
  });
}

/** Whether the project function `call` runs (or one of those it may run) cuts its parameter at `index` up as text. */
function helperReadsAsText(mcp: McpFile, call: TSESTree.CallExpression, index: number, depth: number): boolean {
  if (index < 0) return false;
  // `payloadOf(raw)` of `pipe(split('.'), nth(1), …)`: what its first stage does with it
  const [firstStage] = mcp.provenance.of(call.callee).stages ?? [];
  const stages = index === 0 && firstStage ? fileOwning(mcp, firstStage).provenance.of(firstStage).functionNode : undefined;
  const candidates = stages ? [stages] : calleeFunctionsOf(mcp, call);
  return candidates.some((fn) => {
    const parameter = fn.params[index];
    if (parameter?.type !== 'Identifier') return false;
    const owner = fileOwning(mcp, fn);
    const variable = owner.sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.name === parameter.name);
    const uses = (variable?.references ?? []).map((reference) => reference.identifier as Node);
    return usedAsText(owner, uses, depth + 1);
  });
}

/** The JWT libraries' functions that read a token's compact text: only the raw token, never a verified payload, is one. */
const TOKEN_TEXT_READERS: readonly (readonly [string, string])[] = [
  ['jose', 'decodeJwt'],
  ['jose', 'jwtVerify'],
  ['jose', 'compactVerify'],
  ['jose', 'jwtDecrypt'],
];

/** `codec.verify(raw, ctx)` of the SDK's request-state codec: what it verifies is the token's text. */
function verifiesWithCodec(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const receiver = getMethodReceiver(call);
  return getMethodName(call) === 'verify' && receiver !== undefined && mcp.provenance.of(receiver).cryptoObject === 'request-state-codec';
}

function readsTokenText(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const reference = mcp.provenance.of(call.callee).reference;
  return TOKEN_TEXT_READERS.some(([module, name]) => isReferenceTo(reference, module, name)) || jwtLikeRole(reference) !== undefined;
}

function stateHookOf(options: TSESTree.CallExpressionArgument | undefined): 'verify' | 'none' | 'unknown' {
  if (options === undefined) return 'none';
  if (options.type !== 'ObjectExpression') return 'unknown';
  const requestState = staticProperty(options, 'requestState');
  if (options.properties.some((property) => property.type === 'SpreadElement')) return 'unknown';
  if (requestState === undefined) return 'none';
  const hook = skipTypeWrappers(requestState.value);
  if (hook.type !== 'ObjectExpression' || hook.properties.some((property) => property.type === 'SpreadElement')) return 'unknown';
  return staticProperty(hook, 'verify') !== undefined ? 'verify' : 'none';
}


/**
 * Whether `node` is the state the client sent, verified or not: what a binding is checked on, and what a handle to a
 * server-held record is (it needs no signature). The SDK's read whatever the server's hook, a `const` holding it, or
 * what {@link isIncomingState} accepts.
 */
export function isClientState(mcp: McpFile, node: Node, steps = 0): boolean {
  const expression = skipValueWrappers(node);
  if (isSdkStateRead(expression)) return true;
  if (expression.type === 'Identifier' && steps < MAX_STEPS) {
    const binding = resolveBinding(mcp.sourceCode, expression);
    if (binding?.kind === 'initialized' && binding.path.length === 0) return isClientState(mcp, binding.init, steps + 1);
  }
  return isIncomingState(mcp, expression);
}

/**
 * What a project function returns whose `requestState` is the client's, read where the state may come
 * (`const round = incomingRound(request.params, legacy)` returning `{ requestState: params.requestState, … }`).
 */
function returnsClientState(mcp: McpFile, node: Node, steps: number): boolean {
  let value = skipValueWrappers(node);
  if (value.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, value);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return false;
    value = skipValueWrappers(binding.init);
  }
  if (value.type !== 'CallExpression') return false;
  return calleeFunctionsOf(mcp, value).some((fn) => {
    const owner = fileOwning(mcp, fn);
    return returnedExpressions(fn, owner.sourceCode).some((returned) => {
      const object = skipValueWrappers(returned);
      const held = object.type === 'ObjectExpression' ? staticProperty(object, 'requestState') : undefined;
      return held !== undefined && eitherValue(held.value as Node).some((each) => isIncomingState(owner, each, steps + 1));
    });
  });
}

/**
 * A project function that hands out the state the client sent, as it came (`incomingState(extra)` returning
 * `extra._meta.requestState` when it is a string): what its call gives is that state.
 */
function returnsIncomingState(mcp: McpFile, call: TSESTree.CallExpression, steps: number): boolean {
  return calleeFunctionsOf(mcp, call).some((fn) => {
    const owner = fileOwning(mcp, fn);
    return hasStateEntries(owner) && returnedExpressions(fn, owner.sourceCode).some((returned) => eitherValue(returned).some((each) => isIncomingState(owner, each, steps + 1)));
  });
}

/** `meta` of `const meta = request.params._meta || {}`: a `const` holding the params object (or an empty stand-in). */
function holdsParamsObject(mcp: McpFile, node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, expression);
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return false;
  return isParamsObject(binding.init);
}

/** The values an expression may have: `a ? b : c` either branch, anything else itself. */
function eitherValue(node: Node): Node[] {
  const value = skipValueWrappers(node);
  return value.type === 'ConditionalExpression' ? [...eitherValue(value.consequent), ...eitherValue(value.alternate)] : [value];
}

/**
 * Whether `node` is the `requestState` a client sent, unverified: `request.params.requestState`, a `requestState`
 * destructured from params or a parameter, `ctx.mcpReq.requestState()` on a server without a verify hook, a
 * `const` holding one, or a parameter of a local function called with one.
 */
export function isIncomingState(mcp: McpFile, node: Node, steps = 0): boolean {
  if (steps > MAX_STEPS) return false;
  const expression = settledValue(node);
  // the state a request echoes, read wherever the value comes from (`extra._meta['org.example/requestState']` in a
  // helper of another module, handed back in an object; `fp.get('_meta.requestState')(extra)`)
  if (mayReadEchoedState(mcp) && !isSdkStateRead(expression) && mcp.provenance.of(expression).echoedState) return true;
  // a helper of another module may hand out what came in there, whether or not this file takes state in itself
  // (`rawState(ctx)` of a helper returning `ctx.mcpReq.requestState()`: the SDK's read, of the context this call hands it)
  if (expression.type === 'CallExpression' && !isSdkStateRead(expression)) return returnsIncomingState(mcp, expression, steps) || (isHelperStateRead(mcp, expression) && readsUnverifiedState(mcp, expression));
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, expression);
    if (binding?.kind === 'initialized' && binding.path.length === 0) return isIncomingState(mcp, binding.init, steps + 1);
  }
  // `raw.split('.')[0]`, `parts[1]` of `const parts = raw.split('.')`: a piece of the state
  const whole = expression.type === 'MemberExpression' && expression.computed ? splitFrom(mcp, expression) : undefined;
  if (whole) return isIncomingState(mcp, whole, steps + 1);
  // `cookie.value` of `const cookie = parseStateCookie(raw)`, a helper that only cuts the text it is handed: a piece of it
  if (expression.type === 'MemberExpression' && !expression.computed && cutOfIncomingState(mcp, expression.object, steps)) return true;
  // (a member of what a dispatcher of an imported module hands a handler this file writes: `call.state`)
  if (!hasStateEntries(mcp)) {
    const read = expression.type === 'MemberExpression' || expression.type === 'Identifier';
    return read && mayReadEchoedState(mcp) && handedStateMember(mcp, expression, steps);
  }
  switch (expression.type) {
    case 'MemberExpression':
      if (getPropertyName(expression) !== 'requestState') return handedStateMember(mcp, expression, steps);
      return (
        isParamsObject(expression.object) ||
        holdsParamsObject(mcp, expression.object) ||
        isToolArguments(mcp, expression.object) ||
        returnsClientState(mcp, expression.object, steps) ||
        // `ctx.requestState` of a context a dispatcher builds from the params (`{ userId, requestState: params.requestState }`)
        handedStateMember(mcp, expression, steps)
      );
    case 'CallExpression':
      return readsUnverifiedState(mcp, expression);
    case 'LogicalExpression':
      return isIncomingState(mcp, expression.left, steps + 1);
    case 'Identifier': {
      const binding = resolveBinding(mcp.sourceCode, expression);
      if (!binding) return false;
      if (binding.kind === 'initialized') {
        const path = binding.path.filter((step) => step.type !== 'default');
        if (path.length === 0) return isIncomingState(mcp, binding.init, steps + 1);
        const last = path[path.length - 1]!;
        if (path.length === 1 && last.type === 'index') {
          const split = skipValueWrappers(binding.init);
          const receiver = split.type === 'CallExpression' && getMethodName(split) === 'split' ? getMethodReceiver(split) : undefined;
          return receiver !== undefined && isIncomingState(mcp, receiver, steps + 1);
        }
        return path.length === 1 && last.type === 'property' && last.name === 'requestState' && isParamsObject(binding.init);
      }
      if (binding.kind === 'parameter' && binding.fn) {
        const path = binding.path.filter((step) => step.type !== 'default');
        const last = path[path.length - 1];
        // (not in a result helper that hands it out as the state: `inputRequired({ message, requestState })` is given
        // what its callers seal)
        if (last?.type === 'property' && last.name === 'requestState') return !handsOutParameter(mcp, binding.fn, expression.name);
        if (path.length !== 0) return false;
        // `deleteNotebookAction(userId, notebookId, requestState, confirm)` answering `input_required` itself: the
        // parameter is named for the state the call echoes, as a destructured `{ requestState }` is
        if (expression.name === 'requestState' && readsNamedStateParameter(mcp, binding.fn, expression.name)) return true;
        // `Promise.resolve(ctx.mcpReq.requestState()).then(function (raw) { … })`: what the chain hands its callback
        const fed = binding.position === 0 ? mcp.provenance.chainFed(binding.fn) : undefined;
        if (fed) return isIncomingState(mcp, fed, steps + 1);
        const index = parameterIndex(mcp.sourceCode, expression, binding.fn);
        return index !== undefined && callSitesOf(mcp, binding.fn).some((call) => {
          const argument = call.arguments[index];
          return argument !== undefined && argument.type !== 'SpreadElement' && isIncomingState(mcp, argument, steps + 1);
        });
      }
      return false;
    }
    default:
      return false;
  }
}

/**
 * `request.params`, `params`, `req.body.params`: where a tool call's arguments and echoed state live; or the request's
 * `_meta` (`extra._meta`), where SDK 1.x handlers, which never see `params.requestState`, have clients echo it.
 */
/** `args` of `registerTool(name, config, (args, extra) => …)`: a tool whose input carries the state (`args.requestState`). */
function isToolArguments(mcp: McpFile, node: Node, depth = 0): boolean {
  let expression = skipValueWrappers(node);
  // `ctx.roundTrip.requestState`: a part of what the handler is handed, by name
  for (let steps = 0; expression.type === 'MemberExpression' && !expression.computed && steps < 3; steps += 1) expression = skipValueWrappers(expression.object);
  if (expression.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, expression);
  if (binding?.kind !== 'parameter' || !binding.fn) return false;
  // a tool handler's parameter (its arguments, or the context a dispatcher hands it: `ctx.requestState`), or any
  // parameter (or a part destructured from one: `({ input, ctx })`) of a
  // function that itself answers `input_required` with a `requestState`: the call it answers, handed on by a
  // dispatcher the file does not show (`labelIssue(c)`, a router's `.mutation(…)`)
  if (binding.path.length === 0 && toolHandlerOf(mcp, binding.fn) !== undefined) return true;
  if (binding.path.every((step) => step.type === 'property') && functionsHandingOutState(mcp).has(binding.fn)) {
    // a function of the file whose every call it shows (`ask(question, 'slot', schema)` of a result a service made):
    // what those calls hand it decides, not its shape
    const calls = provenCallSites(mcp.sourceCode, binding.fn);
    if (calls === undefined || calls.length === 0 || binding.position === undefined || depth >= 2) return true;
    const handed = calls.some((call) => {
      const argument = call.arguments[binding.position!];
      return argument !== undefined && argument.type !== 'SpreadElement' && (isParamsObject(argument) || isToolArguments(mcp, argument, depth + 1));
    });
    if (handed) return true;
  }
  // `round.requestState` of a parameter the function also reads `round.inputResponses` of: a retried call's params,
  // whoever built the object
  return binding.path.length === 0 && readsMember(mcp, binding.fn, expression.name, 'inputResponses');
}

/** Whether `fn` reads the member `member` of its parameter `name` (`round.inputResponses`, `round.inputResponses?.x`). */
function readsMember(mcp: McpFile, fn: FunctionNode, name: string, member: string): boolean {
  let found = false;
  const stack: Node[] = [fn.body];
  while (stack.length > 0 && !found) {
    const node = stack.pop()!;
    if (node.type === 'MemberExpression' && getPropertyName(node) === member) {
      const object = skipValueWrappers(node.object);
      if (object.type === 'Identifier' && object.name === name) {
        const binding = resolveBinding(mcp.sourceCode, object);
        found = binding?.kind === 'parameter' && binding.fn === fn;
      }
    }
    pushChildren(stack, node, mcp.sourceCode.visitorKeys);
  }
  return found;
}

/**
 * Whether `node` is a parameter every call of whose function (in this file) passes a piece of the client's state cut by
 * `split` (`fromBase64Url(body)` after `const [, body] = raw.split('.')`): the split is the first use of the state,
 * and what the function does with the piece is not a use of its own.
 */
export function holdsOnlySplitPieces(mcp: McpFile, node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, expression);
  if (binding?.kind !== 'parameter' || !binding.fn || binding.path.length !== 0) return false;
  const index = parameterIndex(mcp.sourceCode, expression, binding.fn);
  const calls = index === undefined ? [] : callSitesOf(mcp, binding.fn);
  return calls.length > 0 && calls.every((call) => {
    const argument = call.arguments[index!];
    return argument !== undefined && argument.type !== 'SpreadElement' && isSplitPiece(mcp, argument);
  });
}

function isSplitPiece(mcp: McpFile, node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, expression);
  if (binding?.kind !== 'initialized') return false;
  const path = binding.path.filter((step) => step.type !== 'default');
  const split = skipValueWrappers(binding.init);
  const receiver = path.length === 1 && path[0]!.type === 'index' && split.type === 'CallExpression' && getMethodName(split) === 'split' ? getMethodReceiver(split) : undefined;
  return receiver !== undefined && isIncomingState(mcp, receiver);
}

export function isParamsObject(node: Node): boolean {
  let expression = skipValueWrappers(node);
  // `params._meta || {}` is the params' `_meta` or a stand-in; `extra && extra._meta` is `extra._meta` where there is an `extra`
  while (expression.type === 'LogicalExpression') expression = skipValueWrappers(expression.operator === '&&' ? expression.right : expression.left);
  // `RetryParams.parse(params)`: what a schema checked of the params is still the params
  if (expression.type === 'CallExpression' && expression.arguments.length === 1 && PARSE_METHODS.has(getMethodName(expression) ?? '')) {
    const [parsed] = expression.arguments;
    return parsed !== undefined && parsed.type !== 'SpreadElement' && isParamsObject(parsed);
  }
  if (expression.type === 'Identifier') return expression.name === 'params';
  if (expression.type !== 'MemberExpression') return false;
  const name = getPropertyName(expression);
  return name === 'params' || name === '_meta';
}

/** A schema's parse of what it is handed: zod's, valibot's, yup's. */
const PARSE_METHODS = new Set(['parse', 'parseAsync', 'validateSync']);
