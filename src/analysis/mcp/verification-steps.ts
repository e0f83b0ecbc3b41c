import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getMethodReceiver, getPropertyName, isFunctionNode, skipValueWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { SummaryMemo } from '../syntax/summary-memo.js';
import { calleeName, parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { cutsFixedPrefix, decodedSourceOf } from './state-encoding.js';
import { calleeFunctionOf, calleeFunctionsOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { GLOBALS, isSameReference, SEAL, type WellKnownReference } from '../scope/modules.js';
import { checksTagInVerdict, isAeadCall, isAeadVerdict, isDecidingAeadVerdict } from './aead-calls.js';
import type { CustomStateFunctions } from './seals.js';
import { callSitesOf } from './call-sites.js';
import { openOf } from './opens.js';
import { isIncomingState } from './incoming-state.js';
import { jwtLikeReferences } from './jwt-like-libraries.js';

type Scope = FunctionNode | TSESTree.Program;

const VERIFIER_REFERENCES: readonly WellKnownReference[] = [
  { module: 'node:crypto', path: ['timingSafeEqual'] },
  { module: 'node:crypto', path: ['verify'] },
  { module: 'node:crypto', path: ['createVerify'] },
  { module: GLOBALS, path: ['crypto', 'subtle', 'verify'] },
  { module: SEAL, path: ['safeEqual'] },
  { module: SEAL, path: ['openState'] },
  ...jwtLikeReferences('verify'),
  { module: 'jose', path: ['jwtVerify'] },
  { module: 'jose', path: ['jwtDecrypt'] },
  { module: 'jose', path: ['compactVerify'] },
  { module: 'jose', path: ['flattenedVerify'] },
  { module: 'tweetnacl', path: ['sign', 'detached', 'verify'] },
  { module: 'tweetnacl', path: ['sign', 'open'] },
  { module: 'libsodium-wrappers', path: ['crypto_sign_verify_detached'] },
  { module: 'libsodium-wrappers', path: ['crypto_sign_open'] },
  { module: 'libsodium-wrappers', path: ['crypto_auth_verify'] },
];

/** Commands a key service checks a MAC or a signature with, sent as `client.send(new VerifyMacCommand({ … }))`. */
const VERIFYING_COMMANDS: readonly WellKnownReference[] = [
  { module: '@aws-sdk/client-kms', path: ['VerifyMacCommand'] },
  { module: '@aws-sdk/client-kms', path: ['VerifyCommand'] },
];

/** A name that says its function verifies what it is handed: a call of it is taken at its word. */
export const VERIFIER_NAME = /verif|valid|unseal|authentic|signature|checkMac|checkSig/i;

const verificationSteps = new SummaryMemo<Scope, McpFile, boolean>(false);

/**
 * Whether `fn` (or a local function it hands the state to) checks a signature before trusting data: a MAC is
 * computed to compare, a known verifier runs (`jwt.verify`, `codec.verify`, `openState`, `safeEqual`), or a
 * function whose name says it verifies is called. With `near`, only code that can run on the way to `near`
 * counts: a check in another `if` branch or `switch` case (another tool's) does not.
 */
export function hasVerificationStep(mcp: McpFile, fn: Scope, names: CustomStateFunctions = {}, depth = 0, near?: Node): boolean {
  const find = () => {
    let found = false;
    const visit = (node: Node) => {
      // the use judged is no check made before it (`resume(raw)` verifying on one path and reading on another)
      if (found || node.type !== 'CallExpression' || node === near) return;
      if (isVerificationCall(mcp, node, names, depth) && !(near && runsOnlyWhenRefused(node, near, fn))) found = true;
      // (`ring.some((key) => macMatches(key, body, tag))`: a check in a callback the call runs there and then)
      else if (!(near && runsOnlyWhenRefused(node, near, fn))) for (const callback of iteratedCallbacks(node)) walkOwnBody(callback, mcp.sourceCode.visitorKeys, visit);
    };
    if (near) walkOnTheWayTo(mcp, fn, near, visit);
    else walkOwnBody(fn, mcp.sourceCode.visitorKeys, visit);
    return found;
  };
  const memoize = near === undefined && (names.openFunctions ?? []).length === 0;
  return memoize ? verificationSteps.answer(fn, mcp, false, find) : find();
}

/**
 * Whether `fn` checks a signature, or computes a MAC to compare (also in a callback it runs), in code written before
 * `at`: what a `return` there hands back has passed no check written after it. The calls `ignoring` lists are no check
 * (a call whose data is returned, judged by what it returns).
 */
export function checksSignatureBefore(mcp: McpFile, fn: FunctionNode, at: Node, names: CustomStateFunctions = {}, ignoring: readonly Node[] = []): boolean {
  let found = false;
  // a branch written before `at` that always leaves (`if (version === 'v2') return openV2(token);`) never runs before it
  const leavesFirst = (parent: Node, child: Node) => parent.type === 'IfStatement' && child !== parent.test && !(child.range[0] <= at.range[0] && at.range[1] <= child.range[1]) && alwaysLeaves(child);
  const entersChild = (parent: Node, child: Node) => !leavesFirst(parent, child);
  const visit = (node: Node): void => {
    if (found || node.range[0] >= at.range[0]) return;
    if (node.type === 'CallExpression' && !ignoring.includes(node) && (isVerificationCall(mcp, node, names, 0) || mcp.provenance.of(node).kind === 'mac')) found = true;
    else if (isFunctionNode(node)) walkOwnBody(node, mcp.sourceCode.visitorKeys, visit, entersChild);
  };
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, visit, entersChild);
  return found;
}

/** A `return` or `throw`, or a block that ends in one. */
function alwaysLeaves(statement: Node): boolean {
  if (statement.type === 'ReturnStatement' || statement.type === 'ThrowStatement') return true;
  const last = statement.type === 'BlockStatement' ? statement.body.at(-1) : undefined;
  return last?.type === 'ReturnStatement' || last?.type === 'ThrowStatement';
}

/**
 * Whether a signature is checked before `node` runs: on the way to it in its own function, or, for a local
 * function, on the way to one of its calls.
 */
export function isVerifiedBefore(mcp: McpFile, node: Node, names: CustomStateFunctions = {}): boolean {
  const owner = getEnclosingFunction(node);
  if (hasVerificationStep(mcp, owner, names, 0, node)) return true;
  if (owner.type === 'Program') return false;
  return callSitesOf(mcp, owner).some((call) => hasVerificationStep(mcp, getEnclosingFunction(call), names, 0, call));
}

type VerdictSense = 'passed' | 'refused';

const PASSED_MEMBERS = new Set(['ok', 'success', 'valid', 'verified', 'isOk', 'isValid', 'isSuccess']);
const REFUSED_MEMBERS = new Set(['error', 'err', 'isErr', 'isError', 'failed', 'failure', 'reason']);

/**
 * Whether `near` runs only when the check `verification` answers no: in the branch a failed verdict takes
 * (`verified.ok ? verified.value : peek(raw)`, `if (!(await verify(raw))) { … }`), or after a branch that leaves when
 * it passed (`if (result.ok) return result.value;`). A check that answers rather than throws proves nothing there.
 */
function runsOnlyWhenRefused(verification: TSESTree.CallExpression, near: Node, fn: Scope): boolean {
  const verdict = verdictHolder(verification);
  const sense = (test: Node): VerdictSense | undefined => verdictSense(test, verdict);
  for (let child: Node = near, parent = near.parent; parent && child !== fn; child = parent, parent = parent.parent) {
    if ((parent.type === 'ConditionalExpression' || parent.type === 'IfStatement') && child !== parent.test) {
      const taken = sense(parent.test);
      if (taken !== undefined && (child === parent.consequent) === (taken === 'refused')) return true;
    }
    if (parent.type === 'BlockStatement' || parent.type === 'Program' || parent.type === 'SwitchCase') {
      const statements: readonly Node[] = parent.type === 'SwitchCase' ? parent.consequent : parent.body;
      const earlier = statements.slice(0, statements.indexOf(child));
      if (earlier.some((statement) => statement.type === 'IfStatement' && !statement.alternate && alwaysLeaves(statement.consequent) && sense(statement.test) === 'passed')) return true;
    }
  }
  return false;
}

/** The call itself, or the variable holding what it answers (`const verified = await readState(raw)`). */
function verdictHolder(call: TSESTree.CallExpression): Node | string {
  let node: Node = call;
  while (node.parent && (node.parent.type === 'AwaitExpression' || node.parent.type === 'TSAsExpression' || node.parent.type === 'TSNonNullExpression')) node = node.parent;
  const parent = node.parent;
  return parent?.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier' ? parent.id.name : call;
}

/** When `test` is true, whether the verdict `holder` passed or refused; `undefined` when the test does not read it. */
function verdictSense(test: Node, holder: Node | string): VerdictSense | undefined {
  const expression = skipValueWrappers(test);
  const flip = (sense: VerdictSense | undefined) => (sense === 'passed' ? 'refused' : sense === 'refused' ? 'passed' : undefined);
  if (expression.type === 'UnaryExpression' && expression.operator === '!') return flip(verdictSense(expression.argument, holder));
  if (expression.type === 'BinaryExpression' && (expression.operator === '===' || expression.operator === '==' || expression.operator === '!==' || expression.operator === '!=')) {
    const nothing = (side: Node) => (side.type === 'Literal' && (side.value === null || side.value === false)) || (side.type === 'Identifier' && side.name === 'undefined');
    const read = nothing(expression.right) ? expression.left : nothing(expression.left) ? expression.right : undefined;
    const sense = read ? verdictSense(read, holder) : undefined;
    return expression.operator.startsWith('!') ? sense : flip(sense);
  }
  if (isHolder(expression, holder)) return 'passed';
  const member = expression.type === 'CallExpression' && expression.arguments.length === 0 ? skipValueWrappers(expression.callee) : expression;
  if (member.type === 'MemberExpression' && isHolder(skipValueWrappers(member.object), holder)) {
    const name = getPropertyName(member);
    if (name !== undefined && PASSED_MEMBERS.has(name)) return 'passed';
    if (name !== undefined && REFUSED_MEMBERS.has(name)) return 'refused';
  }
  return undefined;
}

/** `node` (already past `await` and type wrappers) is the verdict: the call itself, or the variable holding it. */
function isHolder(node: Node, holder: Node | string): boolean {
  return typeof holder === 'string' ? node.type === 'Identifier' && node.name === holder : node === holder;
}

/** Walks `fn`'s own body on the way to `near`, leaving out the branches of `if`, `?:` and `switch` that do not lead to it. */
function walkOnTheWayTo(mcp: McpFile, fn: Scope, near: Node, visit: (node: Node) => void): void {
  const leadsToNear = (node: Node) => node.range[0] <= near.range[0] && near.range[1] <= node.range[1];
  // a project function that reads the state (`peek(raw)`) has used it by then: a verify written after it does not
  // check it; a decoding of the transport (`Buffer.from(raw, 'base64url')`) may feed the verify further down
  const callee = near.type === 'CallExpression' ? mcp.provenance.of(near.callee) : undefined;
  // (a composition of functions, `pipe(fromB64url, JSON.parse)`, as much as a function)
  const usesState = callee !== undefined && (callee.functionNode !== undefined || callee.stages !== undefined);
  // a block that ends in `return` or `throw` around it: what follows the block never runs after it
  const exit = exitingBlockAround(near, fn);
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, visit, (parent, child) => {
    if (usesState && child.range[0] >= near.range[1]) return false;
    if (exit && child.range[0] >= exit.range[1]) return false;
    if (parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') return child === parent.test || leadsToNear(child);
    if (parent.type === 'SwitchStatement') return child === parent.discriminant || leadsToNear(child);
    return true;
  });
}

/** The innermost block around `node`, within `fn`, whose last statement is a `return` or a `throw`. */
export function exitingBlockAround(node: Node, fn: Scope): TSESTree.BlockStatement | undefined {
  for (let current = node.parent; current && current !== fn; current = current.parent) {
    if (current.type === 'BlockStatement' && current.parent !== fn && alwaysLeaves(current)) return current;
  }
  return undefined;
}

/**
 * A check whose verdict nobody reads: `verify(raw).catch(log);` (a refusal not waited for), or a bare statement calling
 * a verifier that answers rather than throws (`timingSafeEqual`, `openState`, a project function returning a boolean,
 * an async one not awaited). A bare `jwt.verify(token, key);` throws, so it checks.
 */
function ignoresVerdict(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  let node: Node = call;
  while (node.parent?.type === 'ChainExpression') node = node.parent;
  const parent = node.parent;
  if (parent?.type === 'MemberExpression' && parent.object === node) {
    const method = getPropertyName(parent);
    const chained = parent.parent;
    return (method === 'catch' || method === 'then') && chained?.type === 'CallExpression' && chained.parent?.type === 'ExpressionStatement';
  }
  return parent?.type === 'ExpressionStatement' && answersVerdict(mcp, call);
}

const VERDICT_REFERENCES: readonly WellKnownReference[] = [
  { module: 'node:crypto', path: ['timingSafeEqual'] },
  { module: SEAL, path: ['safeEqual'] },
  { module: SEAL, path: ['openState'] },
];

function answersVerdict(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  if (isVerdictReference(mcp, call)) return true;
  const fn = calleeFunctionOf(mcp, call);
  if (!fn) return false;
  if (fn.async) return true;
  const owner = fileOwning(mcp, fn);
  const returned = returnedExpressions(fn, owner.sourceCode);
  return returned.length > 0 && returned.every((expression) => isVerdict(owner, expression));
}

function isVerdictReference(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const reference = mcp.provenance.of(call.callee).reference;
  return reference !== undefined && VERDICT_REFERENCES.some((known) => isSameReference(reference, known));
}

const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);

/** `true`, `!x`, `a === b`, `timingSafeEqual(a, b)`, `a && b > c`: an expression that answers yes or no. */
function isVerdict(mcp: McpFile, node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type === 'Literal') return typeof expression.value === 'boolean';
  if (expression.type === 'UnaryExpression') return expression.operator === '!';
  if (expression.type === 'BinaryExpression') return COMPARISONS.has(expression.operator);
  if (expression.type === 'CallExpression') return isVerdictReference(mcp, expression);
  if (expression.type === 'LogicalExpression') return expression.operator !== '??' && isVerdict(mcp, expression.left) && isVerdict(mcp, expression.right);
  return false;
}

/**
 * `timingSafeEqual(given, sha256(body))`: a compare with a hash no key went into proves nothing, since anyone can
 * compute it. Only a compare whose operand is known to be such a digest is ruled out; an unknown operand may be a MAC.
 */
function comparesPublicDigest(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return call.arguments.some((argument) => {
    if (argument.type === 'SpreadElement') return false;
    const value = mcp.provenance.of(argument);
    return value.kind === 'digest' && !value.keysHash && !value.hashesSecret && !value.derivedFromSecret;
  });
}

function isVerificationCall(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions, depth: number): boolean {
  if (ignoresVerdict(mcp, call)) return false;
  const made = mcp.provenance.of(call);
  // a MAC computed to compare, or one per key of a rotation list (`ring.map((key) => macFor(key, body))`)
  if (made.kind === 'mac' || (made.valueType === 'array' && made.element?.kind === 'mac')) return true;
  // (node-forge's decipher refuses a wrong tag only in what its `finish()` hands back, which must decide)
  if (isAeadCall(mcp, call, 'open')) return !checksTagInVerdict(mcp, call);
  if (isAeadVerdict(mcp, call)) return isDecidingAeadVerdict(mcp, call);
  if (openOf(mcp, call, names)) return true;
  const calleeValue = mcp.provenance.of(call.callee);
  if (isVerifierReference(calleeValue.reference)) return !comparesPublicDigest(mcp, call);
  if (sendsVerifyingCommand(mcp, call)) return true;
  const name = calleeName(call);
  // a name that says it verifies is taken at its word where the code asked about calls it; inside the helpers that
  // code calls, only a check is one (a compiler's `isValidSymbol` deep in a spelling helper verifies no token)
  if (depth === 0 && name !== undefined && VERIFIER_NAME.test(name)) return true;
  // A project function counts when it is handed the state (`if (!verifyToken(raw)) return …`), or what the function
  // making the call was handed, decoded from its transport encoding at most (`box.open(Buffer.from(token, 'base64url'))`
  // in `openState(token)`): a verifier of whatever that function is given.
  if (depth >= 3) {
    verificationSteps.cutShort();
    return false;
  }
  // (a factory's closure too: `helpers.readTrip(raw)` of `const helpers = makeStateHelpers()`)
  const local = calleeValue.functionNode ?? calleeFunctionOf(mcp, call);
  // one of several implementations a composition root chooses (`protector.open(…)` of an `HmacStateProtector` or a
  // `KmsStateProtector`): a check when each of them is one
  const candidates = local ? [local] : calleeValue.alternatives ? calleeFunctionsOf(mcp, call) : [];
  if (candidates.length === 0) return false;
  const enclosing = functionRunning(call);
  const handed = (argument: TSESTree.CallExpressionArgument) => {
    if (argument.type === 'SpreadElement') return false;
    if (isIncomingState(mcp, argument)) return true;
    // `readTrip(raw.slice(2))`: the state without a fixed prefix, handed on whole
    const cut = skipValueWrappers(argument);
    const whole = cut.type === 'CallExpression' && cutsFixedPrefix(mcp, cut, getMethodName(cut)) ? getMethodReceiver(cut) : undefined;
    if (whole && isIncomingState(mcp, whole)) return true;
    return enclosing.type !== 'Program' && parameterIndex(mcp.sourceCode, decodedSourceOf(mcp, argument).source, enclosing) !== undefined;
  };
  return call.arguments.some(handed) && candidates.every((candidate) => hasVerificationStep(fileOwning(mcp, candidate), candidate, names, depth + 1));
}

/** `kms.send(new VerifyMacCommand({ KeyId, Message, Mac }))`: the key service checks the MAC. */
function sendsVerifyingCommand(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const [command] = call.arguments;
  if (getMethodName(call) !== 'send' || call.arguments.length !== 1 || command?.type !== 'NewExpression') return false;
  const reference = mcp.provenance.of(command.callee).reference;
  return reference !== undefined && VERIFYING_COMMANDS.some((known) => isSameReference(reference, known));
}

function isVerifierReference(reference: WellKnownReference | undefined): boolean {
  return reference !== undefined && VERIFIER_REFERENCES.some((verifier) => isSameReference(reference, verifier));
}

/** Array methods that run their callback before they answer. */
const ITERATING_METHODS: ReadonlySet<string> = new Set(['every', 'some', 'find', 'findIndex', 'findLast', 'findLastIndex', 'filter', 'map', 'flatMap', 'forEach', 'reduce']);

/** The callbacks a call runs before it answers: `(key) => check(key, body, tag)` of `ring.some(…)`. */
function iteratedCallbacks(call: TSESTree.CallExpression): FunctionNode[] {
  const method = getMethodName(call);
  if (method === undefined || !ITERATING_METHODS.has(method)) return [];
  return call.arguments.filter((argument): argument is TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression => isFunctionNode(argument));
}

/** The function whose run a call is part of: its own, or, in a callback an array method runs, the method's caller's. */
function functionRunning(node: Node): Scope {
  let fn = getEnclosingFunction(node);
  while (fn.type !== 'Program' && fn.parent?.type === 'CallExpression' && iteratedCallbacks(fn.parent).includes(fn)) fn = getEnclosingFunction(fn.parent);
  return fn;
}
