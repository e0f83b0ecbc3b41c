import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, settledValue, getMethodName, isFunctionNode, isLogCall, getMethodReceiver, getPlainArguments, getPropertyName, getStaticString, skipValueWrappers, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { SummaryMemo } from '../syntax/summary-memo.js';
import { parameterIndex, returnedExpressions, soleReturnedExpression } from '../scope/local-functions.js';
import { findVariable, isParameterMember, resolveBinding } from '../scope/bindings.js';
import { GLOBALS, isPackageModule, isReferenceTo, SEAL, type WellKnownReference } from '../scope/modules.js';
import { fileOwning, type McpFile } from './file.js';
import { calleeFunctionOf, calleeFunctionsOf } from './callee-functions.js';
import { BYTE_ENCODINGS, cutsFixedPrefix, decodedSourceOf, decodeKind } from './state-encoding.js';
import { wrappedBy } from '../values/result-chains.js';
import { sameText, splitFrom } from './token-parts.js';
import { decodeHelperCall } from './decode-helpers.js';
import { checksSignatureBefore, exitingBlockAround, hasVerificationStep, isVerifiedBefore, VERIFIER_NAME } from './verification-steps.js';
import type { CustomStateFunctions } from './seals.js';

/**
 * A step that reads a token's contents rather than keeping it whole: the token it reads (before any decoding step)
 * and where. Used only as a key (`store.get(token)`) or compared whole, a token is not read; decoded, parsed, split,
 * sliced, inflated or handed to a function whose summary does one of these, it is.
 */
export interface ReadingStep {
  readonly node: TSESTree.CallExpression | TSESTree.NewExpression;
  readonly token: Expression;
}

/** Methods that take a token apart. */
const READING_METHODS = new Set(['split', 'slice', 'subarray', 'substring', 'substr', 'match', 'matchAll', 'charAt', 'charCodeAt', 'codePointAt', 'at']);

/** Globals that decode or parse their first argument. */
const READING_GLOBALS = new Set(['atob', 'decodeURIComponent', 'decodeURI', 'unescape']);

/** Node built-ins whose every export reads its input: decompressors and query-string parsers. */
const READING_BUILTINS = new Set(['node:zlib', 'node:querystring']);

/** Words of a package export that reads a token's contents without checking it (`jwt.decode`, `decodeJwt`, `unpack`). */
const PACKAGE_READER = /^(?:decode\w*|unpack|parse|deserial\w*|inflate\w*|decompress\w*|ungzip|unzip)$/i;


/** What a call or construction is handed, syntactically: its receiver when it is a method that takes a token apart, and its arguments. */
export function readingCandidates(node: TSESTree.CallExpression | TSESTree.NewExpression): readonly Expression[] {
  const argumentsOf = getPlainArguments(node) ?? [];
  const receiver = node.type === 'CallExpression' ? getMethodReceiver(node) : undefined;
  const method = node.type === 'CallExpression' ? getMethodName(node) : undefined;
  return receiver && method !== undefined && READING_METHODS.has(method) ? [receiver, ...argumentsOf] : argumentsOf;
}

/** What `node` reads of a token, if it is a reading step of one: the token expression, before decoding steps. */
export function readingStepOf(mcp: McpFile, node: Node): ReadingStep | undefined {
  if (node.type === 'NewExpression') {
    const [first] = node.arguments;
    const callee = skipValueWrappers(node.callee);
    const isParser = callee.type === 'Identifier' && callee.name === 'URLSearchParams' && isReferenceTo(mcp.provenance.of(callee).reference, GLOBALS, 'URLSearchParams');
    return isParser && first && first.type !== 'SpreadElement' ? { node, token: first } : undefined;
  }
  if (node.type !== 'CallExpression') return undefined;
  const argumentsOf = getPlainArguments(node);
  if (!argumentsOf) return undefined;
  const [first] = argumentsOf;
  const method = getMethodName(node);
  const receiver = getMethodReceiver(node);
  if (receiver && method !== undefined && READING_METHODS.has(method) && !isLookupHandle(mcp, node, method) && !namesServerRecord(mcp, node, method) && !countsPiecesOnly(node, method)) {
    const value = mcp.provenance.of(receiver);
    // `Buffer.from(raw, 'base64').subarray(…)` reads the bytes; a method of a module or a package object is its own, and
    // text another module hands out (`String(incomingState(extra)).split('.')`) is cut as text
    if (!value.reference && (!value.foreign || value.valueType === 'string')) return { node, token: receiver };
  }
  if (!first) return undefined;
  const calleeValue = mcp.provenance.of(node.callee);
  // `unpackDraft(raw)` of `const unpackDraft = compose(JSON.parse, fromB64url)`: its first stage reads what it is handed
  if (calleeValue.stages && argumentsOf.length === 1 && readsFirstArgument(mcp, calleeValue.stages[0])) return { node, token: first };
  const reference = calleeValue.reference;
  if (!reference) return undefined;
  if (isReferenceTo(reference, GLOBALS, 'Buffer', 'from')) {
    const encoding = argumentsOf[1] && getStaticString(argumentsOf[1]);
    return encoding !== undefined && BYTE_ENCODINGS.has(encoding) ? { node, token: first } : undefined;
  }
  return readsFirstArgumentAs(reference) ? { node, token: first } : undefined;
}

/** `JSON.parse`, `atob`, a `node:zlib` or `node:querystring` function, a package's decoder: what reads its first argument. */
function readsFirstArgumentAs(reference: WellKnownReference): boolean {
  if (isReferenceTo(reference, GLOBALS, 'JSON', 'parse')) return true;
  if (reference.module === GLOBALS && reference.path.length === 1 && READING_GLOBALS.has(reference.path[0]!)) return true;
  if (READING_BUILTINS.has(reference.module)) return true;
  return isPackageModule(reference.module) && reference.module !== SEAL && PACKAGE_READER.test(reference.path.at(-1) ?? 'default');
}

/**
 * Whether a function handed on as a value reads its first argument: a reader of the platform (`JSON.parse`, `atob`), a
 * package's decoder, or a project function (`split('.')`'s closure, `fromB64url`) whose summary reads its parameter.
 */
function readsFirstArgument(mcp: McpFile, stage: Node | undefined): boolean {
  if (!stage || stage.type === 'SpreadElement') return false;
  const owner = fileOwning(mcp, stage);
  const value = owner.provenance.of(stage);
  if (value.reference) return readsFirstArgumentAs(value.reference);
  const fn = value.functionNode;
  // a verifier handed on (`pipe(unseal, checkBinding(…))`) is the check, as its direct call would be
  if (fn === undefined || fn.params.length === 0 || (stage.type === 'Identifier' && VERIFIER_NAME.test(stage.name))) return false;
  return !hasVerificationStep(fileOwning(owner, fn), fn) && readsParameter(owner, fn, 0);
}


/** `token.split('.').length !== 3`: a format check that counts the pieces and reads none of them. */
function countsPiecesOnly(call: TSESTree.CallExpression, method: string): boolean {
  const parent = call.parent;
  return method === 'split' && parent?.type === 'MemberExpression' && parent.object === call && getPropertyName(parent) === 'length';
}

/** Methods that look a key up in data the server holds (a `Map`, a cache, a table): what they are handed is only a key. */
const LOOKUP_METHODS = new Set(['get', 'has', 'delete', 'getdel', 'getDel', 'hgetall', 'hGetAll', 'findUnique', 'findById', 'findByPk']);

/**
 * `const handle = token.slice('job.'.length)` whose every use looks up server-held data (`jobs.get(handle)`): the
 * token without its fixed prefix, kept whole as a key. Anything else done with it is its own reading step.
 */
function isLookupHandle(mcp: McpFile, call: TSESTree.CallExpression, method: string): boolean {
  const declarator = call.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== call || declarator.id.type !== 'Identifier' || !cutsFixedPrefix(mcp, call, method)) return false;
  const uses = findVariable(mcp.sourceCode, declarator.id)?.references.filter((reference) => !reference.init) ?? [];
  return uses.length > 0 && uses.every(({ identifier }) => keysRecord(mcp, identifier as Node) || isShapeVerdict(identifier as Node));
}

/**
 * Whether a handle is used as the name of a record the server keeps: looked up (`jobs.get(handle)`), or written into
 * the name first (`` redis.getdel(`pending:${handle}`) ``, `redis.getdel(keyFor(handle))` of a project function
 * returning such a name).
 */
function keysRecord(mcp: McpFile, handle: Node): boolean {
  const holder = handle.parent;
  if (holder?.type === 'CallExpression' && holder.arguments[0] === handle && LOOKUP_METHODS.has(getMethodName(holder) ?? '')) return true;
  let name = textHolding(handle);
  if (name === handle && holder?.type === 'CallExpression' && holder.arguments.length === 1 && holder.arguments[0] === handle) {
    const fn = mcp.provenance.of(holder.callee).functionNode;
    const owner = fn && fileOwning(mcp, fn);
    const returned = owner && soleReturnedExpression(fn!, owner.sourceCode);
    const template = returned && skipValueWrappers(returned);
    const madeOfParameter = template?.type === 'TemplateLiteral' && template.expressions.some((part) => parameterIndex(owner!.sourceCode, part, fn!) === 0);
    if (madeOfParameter) name = holder;
  }
  const store = name.parent;
  return name !== handle && store?.type === 'CallExpression' && store.arguments[0] === name && RECORD_METHODS.has(getMethodName(store) ?? '');
}

/** The text `node` is written into (`` `pending:${handle}` ``, `'pending:' + handle`), outermost; `node` itself in none. */
function textHolding(node: Node): Node {
  let text = node;
  while (text.parent?.type === 'TemplateLiteral' || (text.parent?.type === 'BinaryExpression' && text.parent.operator === '+')) text = text.parent;
  return text;
}

/** `HANDLE_SHAPE.test(handle)`: a verdict on the handle's shape, which hands back none of it. */
function isShapeVerdict(handle: Node): boolean {
  const call = handle.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== handle || getMethodName(call) !== 'test') return false;
  return call.parent?.type === 'UnaryExpression' || call.parent?.type === 'IfStatement' || call.parent?.type === 'LogicalExpression';
}

/** Methods that read or write a record the server keeps under a name: `redis.get(name)`, `redis.set(name, value)`. */
const RECORD_METHODS = new Set([...LOOKUP_METHODS, 'set', 'del', 'getex', 'getEx', 'hget', 'hGet', 'hset', 'hSet', 'expire', 'pexpire']);

/**
 * `` `release-gate:pending:${handle.slice(PREFIX.length)}` `` returned by a helper (`redisKey(handle)`) or handed to a
 * store: the token without its fixed prefix, written into the name of a record the server keeps. Whatever that record
 * holds is the server's own; a caller that reads the name otherwise takes it apart there.
 */
function namesServerRecord(mcp: McpFile, call: TSESTree.CallExpression, method: string): boolean {
  if (!cutsFixedPrefix(mcp, call, method)) return false;
  const text = textHolding(call);
  const holder = text.parent;
  if (text === call || !holder) return false;
  if (holder.type === 'ReturnStatement' || (holder.type === 'ArrowFunctionExpression' && holder.body === text)) return true;
  return holder.type === 'CallExpression' && holder.arguments[0] === text && RECORD_METHODS.has(getMethodName(holder) ?? '');
}

/** The token a value starts from, through the decoding steps before it (`raw` of `JSON.parse(atob(raw))`; itself when there are none). */
export function readTokenOf(mcp: McpFile, value: Expression): Expression {
  return sameText(mcp, decodedSourceOf(mcp, value, true).source);
}

const readers = new SummaryMemo<FunctionNode, number, boolean>(false);

/**
 * The summary of a project function for one parameter: whether it reads what a call passes there (a reading step of
 * it, in its own body, or a call that hands it to another function that does) where the function itself checks no
 * signature. A verifier that splits its token to find the MAC does not read it unverified.
 */
export function readsParameter(mcp: McpFile, fn: FunctionNode, index: number, names: CustomStateFunctions = {}, depth = 0): boolean {
  // past the depth limit nothing is followed
  return readers.answer(fn, index, depth >= 4, () => readsParameterHere(mcp, fn, index, names, depth));
}

function readsParameterHere(mcp: McpFile, fn: FunctionNode, index: number, names: CustomStateFunctions, depth: number): boolean {
  const owner = fileOwning(mcp, fn);
  let reads = false;
  const isParameter = (node: Expression) => parameterIndex(owner.sourceCode, readTokenOf(owner, node), fn) === index;
  const readsHere = (node: Node) => {
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return false;
    const step = readingStepOf(owner, node);
    if (step && isParameter(step.token)) return true;
    return node.type === 'CallExpression' && passesToReader(owner, node, isParameter, names, depth);
  };
  if (!checksSignature(owner, fn, names)) {
    walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
      if (!reads) reads = readsHere(node);
    });
  } else {
    // a verifier that hands back what it decoded before any check (`if (!mac) return legacyDecode(body)`) reads it
    walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
      if (!reads && node.type === 'ReturnStatement') reads = returnsUnverified(owner, fn, node, names, depth, index, true);
    });
  }
  return reads;
}

/**
 * The `return`s of a function that checks a signature on its way to other returns, which hand back one of its
 * parameters (or a piece of one it split) decoded before any check: `if (!mac) return legacyDecode(body)`.
 */
export function unverifiedReturns(mcp: McpFile, fn: FunctionNode, names: CustomStateFunctions = {}): TSESTree.ReturnStatement[] {
  const candidates: TSESTree.ReturnStatement[] = [];
  // what it returns of a `const` it decoded, or inside an object or branch, is asked of an opener that computes a MAC
  // itself (its text says so before its calls are worked out): the questions it raises are summaries of other
  // functions, kept for every later question
  const mayHold = MAC_WORDS.test(mcp.sourceCode.getText(fn));
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'ReturnStatement' || !node.argument) return;
    if (mayHold ? returnedCalls(mcp, fn, node.argument).length > 0 : skipValueWrappers(node.argument).type === 'CallExpression') candidates.push(node);
  });
  if (candidates.length === 0 || fn.params.length === 0 || !checksSignature(mcp, fn, names)) return [];
  const held = mayHold && computesMacItself(mcp, fn);
  const direct = (statement: TSESTree.ReturnStatement) => skipValueWrappers(statement.argument!).type === 'CallExpression';
  return candidates.filter((statement) => (held || direct(statement)) && returnsUnverified(mcp, fn, statement, names, 0, undefined, held));
}

/**
 * Whether an opener, or one it calls (`resume(signer, raw)` calling `signer.open(raw)`), has its path around its check
 * reported in its own module (`unverifiedReturns` there, where that module may compute MACs): a problem told once, there.
 */
export function bypassReportedAtHome(mcp: McpFile, opener: FunctionNode, names: CustomStateFunctions = {}, depth = 0): boolean {
  const home = fileOwning(mcp, opener);
  if (home.provenance.mayComputeMacs() && unverifiedReturns(home, opener, names).length > 0) return true;
  if (depth >= 2) return false;
  let found = false;
  walkOwnBody(opener, home.sourceCode.visitorKeys, (node) => {
    if (!found && node.type === 'CallExpression') found = calleeFunctionsOf(home, node).some((callee) => callee !== opener && bypassReportedAtHome(home, callee, names, depth + 1));
  });
  return found;
}

const MAC_WORDS = /hmac|mac|digest|timingSafeEqual|\.tag\(/i;

/** Whether a function's own body computes a MAC (`createHmac(…).digest()`, `this.tag(body)`, `macOf(body)`). */
function computesMacItself(mcp: McpFile, fn: FunctionNode): boolean {
  let found = false;
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (!found && node.type === 'CallExpression' && mcp.provenance.of(node).kind === 'mac') found = true;
  });
  return found;
}

/**
 * Whether a verifier's `return` hands back a parameter decoded before any check. `held`: also what it returns of a
 * `const` it decoded, or inside the object or branch it returns — asked of the opener being judged, not of the
 * functions a summary follows into.
 */
function returnsUnverified(mcp: McpFile, fn: FunctionNode, statement: TSESTree.ReturnStatement, names: CustomStateFunctions, depth: number, index?: number, held = false): boolean {
  const argument = statement.argument && skipValueWrappers(statement.argument);
  const returned = !argument ? [] : held ? returnedCalls(mcp, fn, argument as Expression) : argument.type === 'CallExpression' ? [{ call: argument, via: argument }] : [];
  // (asked for a summary, a call of a project function whose data is returned is judged by what its own summary says it
  // returns, not as a check: `const envelope = openAnyVersion(token)` verifying one version and decoding another)
  const returnedData = held ? returned.filter(({ call }) => calleeFunctionsOf(mcp, call).length > 0).map(({ call }) => call) : [];
  if (returned.length === 0 || checksSignatureBefore(mcp, fn, statement, names, returnedData)) return false;
  // a verdict (`return constantTimeEquals(header, sign(body))`) hands back no data of the token
  if (mcp.provenance.of(statement.argument!).valueType === 'boolean') return false;
  // (a branch chosen by a check, `sign(value) === input ? value : false`, returns what the check let through)
  const checkedBefore = ({ via, onItsWay }: ReturnedCall) => (onItsWay ? hasVerificationStep(mcp, fn, names, 0, via) : checksSignatureBefore(mcp, fn, via, names, returnedData));
  return returned.some((each) => !checkedBefore(each) && returnsUnverifiedCall(mcp, fn, each.call, names, depth, index));
}

function returnsUnverifiedCall(mcp: McpFile, fn: FunctionNode, returned: TSESTree.CallExpression, names: CustomStateFunctions, depth: number, index: number | undefined): boolean {
  const isWanted = (position: number | undefined) => position !== undefined && (index === undefined || position === index);
  const isPart = (node: Expression) => {
    const token = readTokenOf(mcp, node);
    return isWanted(parameterIndex(mcp.sourceCode, token, fn)) || isWanted(parameterIndex(mcp.sourceCode, splitFrom(mcp, token) ?? token, fn));
  };
  const readsPart = (call: TSESTree.CallExpression, nested = 0): boolean => {
    const step = readingStepOf(mcp, call);
    if (step !== undefined && isPart(step.token)) return true;
    // `JSON.parse(decryptCbc(key, Buffer.from(token, 'base64url')))`: a decode of what a reader of the token gives
    const inner = step && skipValueWrappers(step.token);
    if (inner?.type === 'CallExpression' && nested < 3 && readsPart(inner, nested + 1)) return true;
    return passesToReader(mcp, call, isPart, names, depth);
  };
  if (readsPart(returned)) return true;
  // `return upgradeLegacy(decodeLegacy(token), binding)`: what a reader of the token gives, handed on and returned; a
  // token cut of its prefix for a verifier (`return readJwt(token.slice(2), binding)`) is checked there
  const handedOn = (getPlainArguments(returned) ?? []).some((argument) => {
    const inner = skipValueWrappers(argument);
    return inner.type === 'CallExpression' && decodesWhole(mcp, inner) && readsPart(inner);
  });
  if (!handedOn) return false;
  // wrapped as it is (`Result.ok(decodeV2State(raw))`), or handed to a project function that makes data of it: not a
  // verifier, not a verdict (`this.timingSafeEqual(…)`)
  if (wrappedBy(returned)) return true;
  const callees = calleeFunctionsOf(mcp, returned);
  return callees.length > 0 && !callees.some((callee) => checksSignature(fileOwning(mcp, callee), callee, names) || returnsVerdict(mcp, callee));
}

/** A call whose data a `return` hands back; `onItsWay`: given to a variable in a branch, judged on the way to it. */
interface ReturnedCall {
  readonly call: TSESTree.CallExpression;
  readonly via: Node;
  readonly onItsWay?: boolean;
}

/**
 * The calls whose data a `return` hands back: `return decode(token)`, `return decode(token).state`, `return
 * legacy.state` where the function declares `const legacy = JSON.parse(…)`, also inside the object or the branch it
 * returns (`return pre?.tool === t ? { ok: true, state: pre.state } : refused`).
 */
function returnedCalls(mcp: McpFile, fn: FunctionNode, argument: Expression): ReturnedCall[] {
  const calls: ReturnedCall[] = [];
  const visit = (node: Node, depth: number): void => {
    const value = skipValueWrappers(node);
    if (depth > 4) return;
    // a call in a branch or an object is another function's read, judged there; a `const` is this function's
    if (value.type === 'CallExpression') {
      if (depth === 0) calls.push({ call: value, via: value });
    } else if (value.type === 'MemberExpression') visit(value.object, depth);
    else if (value.type === 'ConditionalExpression') [value.consequent, value.alternate].forEach((branch) => visit(branch, depth + 1));
    else if (value.type === 'ObjectExpression') {
      for (const property of value.properties) visit(property.type === 'Property' ? property.value : property.argument, depth + 1);
    } else if (value.type === 'Identifier') {
      const variable = findVariable(mcp.sourceCode, value);
      const defs = variable?.defs ?? [];
      const declarator = defs.length === 1 && defs[0]!.node.type === 'VariableDeclarator' ? defs[0]!.node : undefined;
      if (declarator?.id.type !== 'Identifier' || getEnclosingFunction(declarator) !== fn) return;
      if ((declarator.parent as TSESTree.VariableDeclaration).kind !== 'const') {
        // `let draft; if (v2) draft = open(token); else draft = decodeV1(token); return draft;`: each call it is given,
        // judged on the way to where it is given
        for (const reference of variable?.references ?? []) {
          const write = reference.identifier.parent;
          const given = write?.type === 'AssignmentExpression' && write.operator === '=' && write.left === reference.identifier ? skipValueWrappers(write.right) : undefined;
          if (given?.type === 'CallExpression' && getEnclosingFunction(write!) === fn) calls.push({ call: given, via: write!, onItsWay: true });
        }
        return;
      }
      const init = declarator.init && skipValueWrappers(declarator.init);
      if (init?.type === 'CallExpression') calls.push({ call: init, via: value });
      // `const state = raw.startsWith('v2.') ? unpack(raw) : fromV1(raw)`: each branch's call, judged on the way to it
      if (init?.type === 'ConditionalExpression') {
        for (const branch of [init.consequent, init.alternate].map((each) => skipValueWrappers(each))) if (branch.type === 'CallExpression') calls.push({ call: branch, via: branch, onItsWay: true });
      }
    }
  };
  visit(argument, 0);
  return calls;
}

/**
 * A decode of a whole token: `JSON.parse`, a base64 or hex `Buffer.from`, `atob`, a package's decoder, or a project
 * function that decodes its parameter (`decodeLegacy(token)`, `decodeV2State(raw)`); not a cut of it.
 */
function decodesWhole(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const method = getMethodName(call);
  if (method !== undefined && READING_METHODS.has(method)) return false;
  if (readingStepOf(mcp, call) || decodeHelperCall(mcp, call)) return true;
  return calleeFunctionsOf(mcp, call).some((callee) => decodesItsParameter(fileOwning(mcp, callee), callee));
}

/** Whether a function parses or base64-decodes one of its parameters (whatever it then does with the result). */
function decodesItsParameter(owner: McpFile, fn: FunctionNode): boolean {
  let decodes = false;
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (decodes || node.type !== 'CallExpression' || !decodeKind(owner, node)) return;
    const [first] = getPlainArguments(node) ?? [];
    decodes = first !== undefined && parameterIndex(owner.sourceCode, readTokenOf(owner, first), fn) !== undefined;
  });
  return decodes;
}

/** Whether `call` hands a value `isToken` accepts to a project function whose summary reads it. */
function passesToReader(mcp: McpFile, call: TSESTree.CallExpression, isToken: (node: Expression) => boolean, names: CustomStateFunctions, depth: number): boolean {
  const argumentsOf = getPlainArguments(call);
  // the arguments first: working out the callee may read another module
  const position = argumentsOf ? argumentsOf.findIndex(isToken) : -1;
  return position >= 0 && calleeFunctionsOf(mcp, call).some((callee) => readsParameter(mcp, callee, position, names, depth + 1));
}

/**
 * A call of a project function (local, a method, a factory's closure, another module's export) that reads the argument
 * `isToken` accepts, by its summary: where a problem that depends on what the call passes is reported.
 */
export function readingCallOf(mcp: McpFile, call: TSESTree.CallExpression, isToken: (node: Expression) => boolean, names: CustomStateFunctions = {}): Expression | undefined {
  const argumentsOf = getPlainArguments(call);
  // the arguments first: working out the callee may read another module
  const position = argumentsOf ? argumentsOf.findIndex(isToken) : -1;
  // one of several functions the callee may be (a strategy chosen by a setting) reading it is enough
  return position >= 0 && calleeFunctionsOf(mcp, call).some((callee) => readsParameter(mcp, callee, position, names)) ? argumentsOf![position] : undefined;
}

/**
 * `const hint = jwt.decode(raw); if (declined) { await steps.cancel(hint); return … }` written before `verify(raw)`:
 * what a reading step gives is handed on (to a call, or returned) in a branch that leaves the function before any
 * verification on its way. A JWS header read to pick the key (`decoded.header.kid`) is meant to be read unverified.
 */
export function isUsedBeforeVerifying(mcp: McpFile, step: Node, names: CustomStateFunctions = {}): boolean {
  let holder: Node = step;
  for (;;) {
    const parent = holder.parent;
    if (parent && HOLDERS.has(parent.type)) holder = parent;
    // `(await peekTrip(raw).then((value) => value))`: the same value, settled
    else if (parent?.type === 'MemberExpression' && parent.object === holder && parent.parent?.type === 'CallExpression' && settledValue(parent.parent) === holder) holder = parent.parent;
    else break;
  }
  const declarator = holder.parent;
  // `call.resume = JSON.parse(body)` before the check: handed at once to whoever holds the object the function was handed
  if (declarator?.type === 'AssignmentExpression' && declarator.right === holder && isParameterMember(mcp.sourceCode, declarator.left)) {
    const fn = getEnclosingFunction(step);
    return fn.type !== 'Program' && !checksSignatureBefore(mcp, fn, declarator, names);
  }
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== holder) return false;
  const fn = getEnclosingFunction(step);
  for (const variable of mcp.sourceCode.getDeclaredVariables(declarator)) {
    for (const reference of variable.references) {
      const use = reference.identifier as Node;
      if (!reference.isRead() || getEnclosingFunction(use) !== fn || !isHandedOn(use)) continue;
      if (exitingBlockAround(use, fn) && !isVerifiedBefore(mcp, use, names) && !isInsideVerifier(mcp, use, names)) return true;
    }
  }
  return false;
}

/**
 * `peekTrip(token) { return jwt.decode(token); }`: the reading step a function is made of, when all it does is hand
 * back a parameter read (and it checks no signature); undefined for any other function.
 */
export function decodesParameterOnly(mcp: McpFile, fn: FunctionNode): Node | undefined {
  const returned = soleReturnedExpression(fn, mcp.sourceCode);
  const call = returned && skipValueWrappers(returned);
  if (call?.type !== 'CallExpression' || (fn.body.type === 'BlockStatement' && fn.body.body.length !== 1)) return undefined;
  const step = readingStepOf(mcp, call);
  return step && parameterIndex(mcp.sourceCode, readTokenOf(mcp, step.token), fn) !== undefined ? call : undefined;
}

/** Nodes that hold a value as it is: an awaited step, a type assertion. */
const HOLDERS: ReadonlySet<string> = new Set(['AwaitExpression', 'TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion', 'ChainExpression']);

/** Nodes a value passes through whole, or a part of it: `hint ?? {}`, `hint.ticketId`, `{ ...hint }`. */
const CARRIERS: ReadonlySet<string> = new Set([...HOLDERS, 'LogicalExpression', 'MemberExpression', 'ConditionalExpression', 'SpreadElement', 'Property', 'ObjectExpression', 'ArrayExpression']);

/** Whether a use hands the value on: an argument of a call that is not a log, or what a function returns. */
function isHandedOn(use: Node): boolean {
  let node = use;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (parent.type === 'MemberExpression' && parent.object === node && getPropertyName(parent) === 'header') return false;
    if (parent.type === 'ReturnStatement') return true;
    if (parent.type === 'CallExpression') return parent.callee !== node && !isLogCall(parent);
    if (parent.type === 'ConditionalExpression' && parent.test === node) return false;
    if (parent.type === 'Property' && parent.key === node) return false;
    if (!CARRIERS.has(parent.type)) return false;
  }
  return false;
}

/** Whether `node` runs inside a function that checks a signature itself (a verifier taking its token apart). */
export function isInsideVerifier(mcp: McpFile, node: Node, names: CustomStateFunctions = {}): boolean {
  const enclosing = getEnclosingFunction(node);
  return enclosing.type !== 'Program' && checksSignature(mcp, enclosing, names, node);
}

/**
 * Whether `fn` checks a signature: a verification step of its own, or a MAC it computes to compare, also in a callback
 * it runs (`keys.map((key) => hmac(key, body))` before `candidates.includes(mac)`). With `near`, a verification step
 * counts only on the way to it (not in another tool's branch).
 */
function checksSignature(mcp: McpFile, fn: FunctionNode, names: CustomStateFunctions, near?: Node, depth = 0): boolean {
  if (hasVerificationStep(mcp, fn, names, 0, near)) return true;
  let computesMac = false;
  const visit = (node: Node): void => {
    if (computesMac) return;
    // in a factory's closure, a call of what its caller hands it (`chain(f)` calling `f`) is not the closure's own check
    if (node.type === 'CallExpression' && depth > 0 && callsParameter(mcp, node)) return;
    if (node.type === 'CallExpression' && (mcp.provenance.of(node).kind === 'mac' || (depth < MAX_CHECKER_FACTORIES && makesSignatureCheck(mcp, node, names, depth)))) computesMac = true;
    else if (isFunctionNode(node)) walkOwnBody(node, mcp.sourceCode.visitorKeys, visit);
  };
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, visit);
  return computesMac;
}

function callsParameter(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const callee = skipValueWrappers(call.callee);
  return callee.type === 'Identifier' && resolveBinding(mcp.sourceCode, callee)?.kind === 'parameter';
}

/** How many factories deep a check a pipeline is handed is followed (`chain(checkTag(key))`). */
const MAX_CHECKER_FACTORIES = 2;

/**
 * Whether `call` makes a function that checks a signature: a project factory whose returned closure does
 * (`checkTag(key)` returning `([body, tag]) => … compare(expected, given) …`), as a step handed to a pipeline.
 */
function makesSignatureCheck(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions, depth: number): boolean {
  // a factory is handed what its check closes over (`checkTag(key)`, `openWith(key)`): a call with no argument is none
  const factory = call.arguments.length > 0 ? calleeFunctionOf(mcp, call) : undefined;
  if (!factory) return false;
  const known = checkFactories.get(factory);
  if (known !== undefined) return known;
  checkFactories.set(factory, false);
  const owner = fileOwning(mcp, factory);
  const makes = returnedExpressions(factory, owner.sourceCode).some((returned) => {
    const closure = skipValueWrappers(returned);
    return isFunctionNode(closure) && comparesMac(owner, closure) && checksSignature(owner, closure, names, undefined, depth + 1);
  });
  checkFactories.set(factory, makes);
  return makes;
}

/** Which factories make a closure that checks a signature, by the factory: asked again at each call of it. */
const checkFactories = new WeakMap<FunctionNode, boolean>();

const EQUALITY = new Set(['===', '!==', '==', '!=']);

/**
 * Whether `fn` compares a MAC it computes with something (`===`, `Buffer.compare`, `timingSafeEqual`, a `safeEqual`):
 * a check, where a sealer only computes one to hand out.
 */
function comparesMac(mcp: McpFile, fn: FunctionNode): boolean {
  const isMac = (node: Node) => mcp.provenance.of(node).kind === 'mac';
  let found = false;
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (found) return;
    if (node.type === 'BinaryExpression' && EQUALITY.has(node.operator)) found = isMac(node.left) || isMac(node.right);
    else if (node.type === 'CallExpression' && /compare|equal/i.test(calleeText(node) ?? '')) found = node.arguments.some((argument) => argument.type !== 'SpreadElement' && isMac(argument));
  });
  return found;
}

function calleeText(call: TSESTree.CallExpression): string | undefined {
  const callee = skipValueWrappers(call.callee);
  return callee.type === 'Identifier' ? callee.name : getMethodName(call);
}

const VERDICT_OPERATORS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=', 'instanceof', 'in']);
const VERDICT_METHODS = new Set(['startsWith', 'endsWith', 'includes', 'test', 'has', 'every', 'some']);

/** Whether every value `fn` returns is a verdict (`raw.startsWith('v1.') && raw.split('.').length === 3`), no data. */
export function returnsVerdict(mcp: McpFile, fn: FunctionNode): boolean {
  const returned = returnedExpressions(fn, fileOwning(mcp, fn).sourceCode);
  return returned.length > 0 && returned.every(isVerdict);
}

function isVerdict(node: Node): boolean {
  const expression = skipValueWrappers(node);
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'boolean';
    case 'BinaryExpression':
      return VERDICT_OPERATORS.has(expression.operator);
    case 'UnaryExpression':
      return expression.operator === '!';
    case 'LogicalExpression':
      return isVerdict(expression.left) && isVerdict(expression.right);
    case 'CallExpression':
      return VERDICT_METHODS.has(getMethodName(expression) ?? '');
    default:
      return false;
  }
}
