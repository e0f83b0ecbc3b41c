import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getPropertyName, skipValueWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { clockUnit, describeExpiry, type TimeUnit } from '../values/durations.js';
import { callsJson } from '../values/json-calls.js';
import { resolveBinding } from '../scope/bindings.js';
import { functionName, parameterIndex } from '../scope/local-functions.js';
import { isMemberWalkCallback, memberWiseParameter } from './member-wise-comparisons.js';
import { isExportedFunction } from '../modules/exports.js';
import { fileOwning, type McpFile } from './file.js';
import type { CustomStateFunctions } from './seals.js';
import { EXPIRY_FIELD, ISSUED_FIELD, readsIssueTime, isPrincipalValue, holdsToolName, isToolField, isUserField, TOOL_FIELD, USER_FIELD, signedObjectsOf } from './signed-fields.js';
import { registeredToolNames } from './tool-handlers.js';
import { usesAead } from './aead-calls.js';
import { sealerCandidates, stringifiedBySealer } from './seals.js';
import { callSitesOf } from './call-sites.js';
import { flowsIntoState } from './state-results.js';
import { isIncomingState, mayReceiveState } from './incoming-state.js';
import { hasVerificationStep } from './verification-steps.js';
import { readingStepOf } from './state-reads.js';
import { decodedSourceOf } from './state-encoding.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import { clockScopeOf } from './clock-scopes.js';
import { jsonHelperCallers } from './json-helpers.js';
import { authenticatedRoles } from './additional-data.js';
import { calleeFunctionOf } from './callee-functions.js';

const STATE_NAME = /state/i;
const USER_NAME = /^(?:user\w*|uid|sub|subject|principal\w*|owner\w*|account\w*|actor\w*|caller\w*|login|email)$/i;
const TOOL_NAME = /tool/i;
const EQUALITY = new Set(['===', '!==', '==', '!=']);
const ORDERING = new Set(['<', '<=', '>', '>=']);

/** The file's hand-rolled sealers of request state (each stringifies its payload: only functions that call JSON.stringify are asked). */
export function findStateSealers(mcp: McpFile): FunctionNode[] {
  return sealerCandidates(mcp).filter((fn) => sealsStateByHand(mcp, fn));
}

/**
 * Every hand-rolled sealer of the module, state or not: the unit an expiry field is written in is a fact of the field,
 * whichever sealer writes it, for the openers to be checked against.
 */
export function findExpirySealers(mcp: McpFile): FunctionNode[] {
  return sealerCandidates(mcp).filter((fn) => stringifiedBySealer(mcp, fn) !== undefined);
}

/** Whether `fn` is a hand-rolled sealer of request state: it MAC-signs the JSON of its payload, and {@link isStateSealer}. */
export function sealsStateByHand(mcp: McpFile, fn: FunctionNode): boolean {
  return stringifiedBySealer(mcp, fn) !== undefined && isStateSealer(mcp, fn);
}

/**
 * Whether the file may seal or open state by hand: it calls `JSON.stringify` or `JSON.parse`, itself or through a
 * parsing helper (`json_loads(b64url_decode(body))` of a utils module).
 */
export function mayHandleStateByHand(mcp: McpFile): boolean {
  if (mcp.vocabulary.spells('JSON') && (mcp.functionsCalling('stringify').length > 0 || mcp.functionsCalling('parse').length > 0)) return true;
  return jsonHelperCallers(mcp, 'parse').size > 0;
}

/** Whether `fn` opens hand-rolled request state (see {@link isStateOpener}); only a function that parses JSON can. */
export function opensStateByHand(mcp: McpFile, fn: FunctionNode, names: CustomStateFunctions = {}): boolean {
  // what a name or the file rules out is asked first: finding the file's parsing helpers reads every call of it
  if (!mayOpenState(mcp, fn)) return false;
  // `parse(body)` of `const parse = Result.fromThrowable((body) => JSON.parse(…))`: a parsing helper of the file
  return (mcp.mayCallJson(fn, 'parse') || jsonHelperCallers(mcp, 'parse').has(fn)) && isStateOpener(mcp, fn, names);
}

/**
 * Whether `fn` parses JSON (itself, or through a parsing helper: `decode(body)`) after a signature check (or AEAD
 * decryption), and seals nothing itself: an opener of some token.
 */
export function decodesVerifiedJson(mcp: McpFile, fn: FunctionNode, names: CustomStateFunctions = {}): boolean {
  const parses = callsJson(mcp.provenance, mcp.sourceCode, fn, 'parse') || jsonHelperCallers(mcp, 'parse').has(fn);
  if (!parses || stringifiedBySealer(mcp, fn) !== undefined) return false;
  return hasVerificationStep(mcp, fn, names) || usesAead(mcp, fn, 'open');
}

/** Whether a hand-rolled sealer seals MCP request state: its name says so, or its token becomes a `requestState`. */
export function isStateSealer(mcp: McpFile, sealer: FunctionNode): boolean {
  if (STATE_NAME.test(functionName(sealer) ?? '')) return true;
  return callSitesOf(mcp, sealer).some((call) => flowsIntoState(mcp, call));
}

/**
 * Whether `fn` opens hand-rolled request state: it decodes JSON after a signature check (or AEAD decryption), and
 * its name says it handles state or it is called with the `requestState` a client sent.
 */
export function isStateOpener(mcp: McpFile, fn: FunctionNode, names: CustomStateFunctions = {}): boolean {
  if (!mayOpenState(mcp, fn) || !decodesVerifiedJson(mcp, fn, names)) return false;
  if (isNamedForOpening(fn)) return true;
  return callSitesOf(mcp, fn).some((call) => {
    const [token] = call.arguments;
    if (!token || token.type === 'SpreadElement') return false;
    const expression = skipValueWrappers(token);
    return isIncomingState(mcp, expression) || (expression.type === 'MemberExpression' && getPropertyName(expression) === 'requestState');
  });
}

/** An opener's own name says it handles state (`openState`, `unpackRoundState`). */
function isNamedForOpening(fn: FunctionNode): boolean {
  return STATE_NAME.test(functionName(fn) ?? '');
}

/** Whether `fn` can open request state at all: its name says so, or the file may be handed a client's state. */
function mayOpenState(mcp: McpFile, fn: FunctionNode): boolean {
  return isNamedForOpening(fn) || mayReceiveState(mcp);
}

/**
 * Whether an opener leaves the user and the tool to its callers in other modules: it is exported, no call of its own
 * module uses it, and it takes no user or tool to compare (`export function openRefundState(token)`). Its callers'
 * comparisons are judged at each call; here only the expiry it checks (or should).
 */
export function leavesBindingToCallers(mcp: McpFile, opener: FunctionNode): boolean {
  if (!isExportedFunction(mcp.sourceCode, opener) || callSitesOf(mcp, opener).length > 0) return false;
  return !opener.params.some((param) => param.type === 'Identifier' && (USER_NAME.test(param.name) || TOOL_NAME.test(param.name) || /binding/i.test(param.name)));
}

/** The unit each expiry field is written in by the file's state sealers: `exp` → `ms` for `exp: Date.now() + TTL`. */
export function writtenExpiryUnits(mcp: McpFile, sealers: readonly FunctionNode[]): Map<string, Set<TimeUnit>> {
  const units = new Map<string, Set<TimeUnit>>();
  for (const sealer of sealers) {
    for (const signed of signedObjectsOf(mcp, sealer)) {
      for (const [key, value] of signed.fields) {
        const expiry = describeExpiry(clockScopeOf(mcp), value);
        if (!expiry) continue;
        const set = units.get(key) ?? new Set<TimeUnit>();
        set.add(expiry.unit);
        units.set(key, set);
      }
    }
  }
  return units;
}

export interface MixedUnits {
  /** The comparison, or the call of a clock helper that compares (`isPast(state.exp)`). */
  readonly comparison: TSESTree.BinaryExpression | TSESTree.CallExpression;
  readonly field: string;
  readonly written: TimeUnit;
  readonly checked: TimeUnit;
}

export interface OpenerChecks {
  readonly user: boolean;
  readonly tool: boolean;
  readonly expiry: boolean;
  readonly mixedUnits: MixedUnits | undefined;
  /** An age worked out the wrong way round, `issuedAt - now > MAX_AGE`: never positive, so it never expires. */
  readonly reversedAge?: TSESTree.BinaryExpression;
}

/** The field an expression reads, with the factor it is scaled by: `state.exp * 1000` → `exp`, 1000. */
function scaledField(node: Node): { field: string; factor: number } | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'MemberExpression') {
    const field = getPropertyName(expression);
    return field === undefined ? undefined : { field, factor: 1 };
  }
  if (expression.type === 'BinaryExpression' && (expression.operator === '*' || expression.operator === '/')) {
    const inner = scaledField(expression.left);
    const isThousand = expression.right.type === 'Literal' && expression.right.value === 1000;
    if (inner && isThousand) return { field: inner.field, factor: expression.operator === '*' ? 1000 : 0.001 };
  }
  return undefined;
}

/** Whether an operand reads the clock, an expiry or issue time, maybe in arithmetic: `Date.now() - state.iat`. */
function readsTime(mcp: McpFile, node: Node, depth = 0): boolean {
  const expression = skipValueWrappers(node);
  if (depth > 6) return false;
  if (clockUnit(clockScopeOf(mcp), expression)) return true;
  if (expression.type === 'MemberExpression') {
    const field = getPropertyName(expression);
    return field !== undefined && (EXPIRY_FIELD.test(field) || ISSUED_FIELD.test(field));
  }
  if (expression.type === 'CallExpression') {
    const callee = skipValueWrappers(expression.callee);
    const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? getPropertyName(callee) : undefined;
    return name !== undefined && /^now$|clock/i.test(name);
  }
  if (expression.type === 'BinaryExpression' && expression.left.type !== 'PrivateIdentifier') {
    return readsTime(mcp, expression.left, depth + 1) || readsTime(mcp, expression.right, depth + 1);
  }
  return false;
}

/** The field `node` reads: `state.u`, or `u` of `const { u, t, exp } = JSON.parse(…)`. */
function fieldName(mcp: McpFile, node: Node): string | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'MemberExpression') return getPropertyName(expression);
  if (expression.type !== 'Identifier') return undefined;
  const binding = resolveBinding(fileOwning(mcp, expression).sourceCode, expression);
  const [step, ...rest] = binding?.kind === 'initialized' ? binding.path : [];
  return step?.type === 'property' && rest.every((more) => more.type === 'default') ? step.name : undefined;
}

function variableName(node: Node): string | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'Identifier') return expression.name;
  return expression.type === 'MemberExpression' ? getPropertyName(expression) : undefined;
}

/**
 * What an opener (with the functions that call it, where the checks often are) checks of the opened state:
 * `state.userId === userId`, `state.tool !== TOOL`, `state.exp > Date.now()`, and whether the expiry is
 * compared in the unit the sealers wrote it in.
 */
export function openerChecks(mcp: McpFile, opener: FunctionNode, writtenUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>>): OpenerChecks {
  const scopes = new Set<FunctionNode | TSESTree.Program>([opener]);
  for (const call of callSitesOf(mcp, opener)) scopes.add(getEnclosingFunction(call));
  // the helper it parses the plaintext with, where the checks may be (`return this.check(plain, binding)`)
  for (const call of jsonHelperCallers(mcp, 'parse').get(opener) ?? []) {
    const helper = mcp.provenance.of(call.callee).functionNode;
    if (helper && fileOwning(mcp, helper) === mcp) scopes.add(helper);
  }
  const checks = checksIn(mcp, scopes, writtenUnits);
  // an AEAD open whose additional data holds the user and the tool fails for another: it checks them
  const authenticated = authenticatedRoles(mcp, opener);
  return { ...checks, user: checks.user || authenticated.has('user'), tool: checks.tool || authenticated.has('tool') };
}

/** What a wrapper of an opener (`openPayout` returning after `verified(key, token)`) checks, with what the opener does. */
export function wrapperChecks(mcp: McpFile, opener: FunctionNode, wrapper: FunctionNode, writtenUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>>): OpenerChecks {
  return checksIn(mcp, new Set([opener, wrapper]), writtenUnits);
}

/** What the function around `node` (a call of another module's opener, a lookup by the state) checks of what it gave. */
export function checksAroundCall(
  mcp: McpFile,
  node: Node,
  roles: ReadonlyMap<string, 'user' | 'tool'> = NO_ROLES,
  writtenUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>> = NO_UNITS,
): OpenerChecks {
  return checksIn(mcp, new Set([getEnclosingFunction(node)]), writtenUnits, roles);
}

const NO_UNITS: ReadonlyMap<string, ReadonlySet<TimeUnit>> = new Map();

const NO_ROLES: ReadonlyMap<string, 'user' | 'tool'> = new Map();
const rolesByFile = new WeakMap<McpFile, ReadonlyMap<string, 'user' | 'tool'>>();

/**
 * The fields the file's MAC sealers write the user or the tool in, whatever their names (`who: binding.user`, `t:
 * TOOL`): a comparison of such a field, where their token is opened, compares the user or the tool.
 */
export function sealedFieldRoles(mcp: McpFile): ReadonlyMap<string, 'user' | 'tool'> {
  let roles = rolesByFile.get(mcp);
  if (!roles) {
    const found = new Map<string, 'user' | 'tool'>();
    const toolNames = registeredToolNames(mcp);
    for (const sealer of sealerCandidates(mcp)) {
      for (const signed of signedObjectsOf(mcp, sealer)) {
        for (const [key, value] of signed.fields) {
          if (isUserField(key, value, mcp.sourceCode)) found.set(key, 'user');
          else if (isToolField(mcp, key, value, toolNames)) found.set(key, 'tool');
        }
      }
    }
    roles = found;
    rolesByFile.set(mcp, roles);
  }
  return roles;
}

/** A parameter an opener compares a decoded field with; `member`: a property destructured from it (`{ userId, tool }`). */
export interface FieldComparedParameter {
  readonly index: number;
  readonly member?: string;
  /** Each member of it is compared with the field of the same name (`claims[field] !== value` over its entries). */
  readonly everyMember?: boolean;
  /** The decoded field it is compared with (`sub` of `claims.sub !== agentId`). */
  readonly field?: string;
}

const comparedParametersMemo = new WeakMap<FunctionNode, readonly FieldComparedParameter[]>();

/**
 * The parameters an opener compares a decoded field with (`claims.who !== who`, `t !== tool`, `claims.u !== userId` of
 * a parameter `{ userId, tool }`): what the user and the tool are is told by what each call passes there
 * (`unseal(raw, userOf(ctx), 'export_notebook')`, `open(env, raw, { userId: user.id, tool: this.name })`).
 */
export function parametersComparedWithFields(owner: McpFile, opener: FunctionNode): readonly FieldComparedParameter[] {
  let found = comparedParametersMemo.get(opener);
  if (!found) {
    const compared: FieldComparedParameter[] = [];
    const visit = (node: Node): void => {
      // (`Object.entries(required).every(([field, value]) => claims[field] === value)`: the callback runs here)
      if (isMemberWalkCallback(node)) walkOwnBody(node, owner.sourceCode.visitorKeys, visit);
      if (node.type !== 'BinaryExpression' || node.left.type === 'PrivateIdentifier' || !EQUALITY.has(node.operator)) return;
      const everyMemberOf = memberWiseParameter(owner, opener, node);
      if (everyMemberOf !== undefined && !compared.some((known) => known.index === everyMemberOf && known.everyMember)) compared.push({ index: everyMemberOf, everyMember: true });
      for (const [field, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ] as const) {
        const name = fieldName(owner, field);
        const parameter = name === undefined ? undefined : comparedParameter(owner, opener, other);
        if (parameter && !compared.some((known) => known.index === parameter.index && known.member === parameter.member)) compared.push({ ...parameter, field: name });
      }
    };
    walkOwnBody(opener, owner.sourceCode.visitorKeys, visit);
    found = compared;
    comparedParametersMemo.set(opener, found);
  }
  return found;
}

/** The parameter of `fn` a name is, whole or as one property destructured from it. */
function comparedParameter(owner: McpFile, fn: FunctionNode, node: Node): FieldComparedParameter | undefined {
  const name = skipValueWrappers(node);
  const index = parameterIndex(owner.sourceCode, name, fn);
  if (index !== undefined) return { index };
  // `scope.userId` of a parameter `scope`: the member of what each call passes there
  if (name.type === 'MemberExpression' && !name.computed) {
    const whole = parameterIndex(owner.sourceCode, skipValueWrappers(name.object), fn);
    const member = getPropertyName(name);
    return whole !== undefined && member !== undefined ? { index: whole, member } : undefined;
  }
  const binding = name.type === 'Identifier' ? resolveBinding(owner.sourceCode, name) : undefined;
  if (binding?.kind !== 'parameter' || binding.fn !== fn || binding.position === undefined) return undefined;
  const path = binding.path.filter((step) => step.type !== 'default');
  const [step] = path;
  return path.length === 1 && step?.type === 'property' ? { index: binding.position, member: step.name } : undefined;
}

function checksIn(
  mcp: McpFile,
  scopes: ReadonlySet<FunctionNode | TSESTree.Program>,
  writtenUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>>,
  roles: ReadonlyMap<string, 'user' | 'tool'> = NO_ROLES,
  depth = 0,
  expiryParameters: ReadonlySet<string> = NO_NAMES,
): OpenerChecks {
  let user = false;
  let tool = false;
  let expiry = false;
  let mixedUnits: MixedUnits | undefined;
  let reversedAge: TSESTree.BinaryExpression | undefined;
  // what a helper or a getter the scope runs checks, with the scope's own checks
  const absorb = (inner: OpenerChecks) => {
    user ||= inner.user;
    tool ||= inner.tool;
    expiry ||= inner.expiry;
    mixedUnits ??= inner.mixedUnits;
    reversedAge ??= inner.reversedAge;
  };
  // `sameBinding(claims, binding)`, `isFresh(claims.exp, now)`: what a project function handed the opened state checks
  const enter = (call: TSESTree.CallExpression) => {
    const fn = depth < MAX_HELPER_DEPTH && call.arguments.length > 0 ? calleeFunctionOf(mcp, call) : undefined;
    if (!fn || scopes.has(fn)) return;
    // another opener or sealer the same handler calls checks its own state, not this one's
    const owner = fileOwning(mcp, fn);
    if (owner.mayCallJson(fn, 'parse') || stringifiedBySealer(owner, fn) !== undefined) return;
    const expiries = new Set<string>();
    call.arguments.forEach((argument, index) => {
      const parameter = fn.params[index];
      const field = argument.type === 'SpreadElement' ? undefined : fieldName(mcp, argument);
      if (field !== undefined && EXPIRY_FIELD.test(field) && parameter?.type === 'Identifier') expiries.add(parameter.name);
    });
    absorb(checksIn(owner, new Set([fn]), writtenUnits, roles, depth + 1, expiries));
  };
  // `if (opened.expired) …` with `get expired() { return this.#claims.exp <= now(); }`: reading a getter runs it
  const enterGetter = (member: TSESTree.MemberExpression) => {
    if (depth >= MAX_HELPER_DEPTH || (member.parent?.type === 'CallExpression' && member.parent.callee === member)) return;
    const getter = mcp.provenance.getterOf(member);
    if (!getter || scopes.has(getter)) return;
    absorb(checksIn(fileOwning(mcp, getter), new Set([getter]), writtenUnits, roles, depth + 1));
  };
  const pair = (left: Node, right: Node) => {
    for (const [member, other] of [
      [left, right],
      [right, left],
    ] as const) {
      const field = fieldName(mcp, member);
      if (field === undefined) continue;
      const otherName = variableName(other) ?? '';
      if (USER_FIELD.test(field) || roles.get(field) === 'user' || USER_NAME.test(otherName) || isPrincipalValue(mcp.sourceCode, other)) user = true;
      if (TOOL_FIELD.test(field) || roles.get(field) === 'tool' || TOOL_NAME.test(field) || TOOL_NAME.test(otherName) || /\.params\.name$/.test(mcp.sourceCode.getText(other)) || holdsToolName(mcp, other, registeredToolNames(mcp))) tool = true;
    }
  };
  // a continuation the scope hands the opened state to (`parse(body).andThen((claims) => …)`, `.then(…)`, `{ onSome:
  // … }`) runs the checks as part of it
  const walked = new Set<FunctionNode | TSESTree.Program>(scopes);
  const pending = [...scopes];
  for (let scope = pending.pop(); scope; scope = pending.pop()) {
    walkOwnBody(scope, mcp.sourceCode.visitorKeys, (node) => {
      if ((isInlineCallback(node) || isReturnedFunction(node)) && !walked.has(node)) {
        walked.add(node);
        pending.push(node);
        return;
      }
      if (node.type === 'CallExpression') {
        const name = node.callee.type === 'Identifier' ? node.callee.name : node.callee.type === 'MemberExpression' ? getPropertyName(node.callee) : undefined;
        const [first, second] = node.arguments;
        if (name !== undefined && /equal/i.test(name) && first && second && first.type !== 'SpreadElement' && second.type !== 'SpreadElement') pair(first, second);
        if (name !== undefined && /expired|isExpired|checkExpiry/i.test(name)) expiry = true;
        // a helper's own comparison first: its mix is reported where it compares
        enter(node);
        // `isPast(state.exp)`: a clock helper whose summary compares its parameter with the clock
        for (const { index, unit, member } of clockComparedParameters(mcp, node)) {
          const argument = node.arguments[index];
          // `isExpired(envelope)` comparing `envelope.exp`: the field of what the call hands over
          const scaled = !argument || argument.type === 'SpreadElement' ? undefined : member ?? scaledField(argument);
          if (!scaled) continue;
          expiry = true;
          mixedUnits ??= mixedUnitsOf(node, scaled, unit, writtenUnits);
        }
        return;
      }
      if (node.type === 'MemberExpression') {
        enterGetter(node);
        return;
      }
      if (node.type !== 'BinaryExpression' || node.left.type === 'PrivateIdentifier') return;
      if (EQUALITY.has(node.operator)) {
        pair(node.left, node.right);
        return;
      }
      if (!ORDERING.has(node.operator)) return;
      if (readsTime(mcp, node.left) || readsTime(mcp, node.right)) expiry = true;
      if (expiryParameters.size > 0 && [node.left, node.right].some((side) => readsParameterOf(side, expiryParameters))) expiry = true;
      mixedUnits ??= findMixedUnits(mcp, node, writtenUnits);
      reversedAge ??= reversedAgeOf(mcp, node);
    });
  }
  return { user, tool, expiry, mixedUnits, ...(reversedAge && { reversedAge }) };
}

/**
 * `issuedAt - now > MAX_AGE` (or `<`, `>=`, either side): the time the state was issued minus the clock, which is never
 * positive for a state issued in the past, compared with a maximum that is not written negative.
 */
function reversedAgeOf(mcp: McpFile, comparison: TSESTree.BinaryExpression): TSESTree.BinaryExpression | undefined {
  if (comparison.left.type === 'PrivateIdentifier') return undefined;
  for (const [side, other] of [
    [comparison.left, comparison.right],
    [comparison.right, comparison.left],
  ] as const) {
    const difference = skipValueWrappers(side);
    if (difference.type !== 'BinaryExpression' || difference.operator !== '-') continue;
    const bound = skipValueWrappers(other);
    if (bound.type === 'UnaryExpression' && bound.operator === '-') continue;
    if (readsIssueTime(difference.left) && clockUnit(clockScopeOf(mcp), difference.right) !== undefined) return comparison;
  }
  return undefined;
}

/** A function written as a call's argument, or as a property of an object literal that is one: a continuation. */
function isInlineCallback(node: Node): node is TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression {
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const parent = node.parent;
  if (parent?.type === 'CallExpression') return parent.arguments.includes(node);
  const object = parent?.type === 'Property' && parent.value === node ? parent.parent : undefined;
  return object?.type === 'ObjectExpression' && object.parent?.type === 'CallExpression' && object.parent.arguments.includes(object);
}

/**
 * A function a function returns (`(binding) => (claims) => …`): a curried helper's checks run when what it returns is
 * handed the state (`parse(body).andThen(checkBinding(binding))`).
 */
function isReturnedFunction(node: Node): node is TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression {
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const parent = node.parent;
  return parent?.type === 'ReturnStatement' || (parent?.type === 'ArrowFunctionExpression' && parent.body === node);
}

/** `exp`, `exp + SKEW`: a side of a comparison that reads one of the parameters `names`, moved by a sum at most. */
function readsParameterOf(node: Node, names: ReadonlySet<string>): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type === 'Identifier') return names.has(expression.name);
  if (expression.type !== 'BinaryExpression' || (expression.operator !== '+' && expression.operator !== '-')) return false;
  return readsParameterOf(expression.left as Node, names) || readsParameterOf(expression.right, names);
}

/** How many project functions deep the checks of what an opener gave are followed. */
const MAX_HELPER_DEPTH = 2;
const NO_NAMES: ReadonlySet<string> = new Set();

export function findMixedUnits(
  mcp: McpFile,
  comparison: TSESTree.BinaryExpression,
  writtenUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>>,
): MixedUnits | undefined {
  for (const [fieldSide, clockSide] of [
    [comparison.left, comparison.right],
    [comparison.right, comparison.left],
  ] as const) {
    const scaled = scaledField(unshifted(fieldSide));
    const clock = scaled && clockUnit(clockScopeOf(mcp), clockSide);
    const mixed = scaled && clock && mixedUnitsOf(comparison, scaled, clock, writtenUnits);
    if (mixed) return mixed;
  }
  return undefined;
}

/** A field (scaled by `factor`) compared with a clock in `clock`'s unit, where the sealers wrote it in the other. */
function mixedUnitsOf(
  comparison: TSESTree.BinaryExpression | TSESTree.CallExpression,
  scaled: { field: string; factor: number },
  clock: TimeUnit,
  writtenUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>>,
): MixedUnits | undefined {
  // What the comparison assumes the field holds, given the clock's unit and the scaling.
  let checked: TimeUnit | undefined;
  if (scaled.factor === 1) checked = clock;
  else if (scaled.factor === 1000) checked = clock === 'ms' ? 's' : undefined;
  else checked = clock === 's' ? 'ms' : undefined;
  const written = writtenUnits.get(scaled.field);
  if (!checked || !written || written.size !== 1 || written.has(checked)) return undefined;
  return { comparison, field: scaled.field, written: [...written][0]!, checked };
}

/** A parameter a function compares with the clock, in the clock's unit; `member`: a field of it (`envelope.exp`) is. */
interface ClockComparedParameter {
  readonly index: number;
  readonly unit: TimeUnit;
  readonly member?: { readonly field: string; readonly factor: number };
}

const clockSummaries = new WeakMap<FunctionNode, readonly ClockComparedParameter[]>();

/**
 * The parameters a project function (this module's or another's) compares with the clock, and the clock's unit:
 * `isPast(expiry)` with `return expiry < Date.now()` gives parameter 0 in milliseconds, `isExpired(envelope)` with
 * `envelope.exp + skew < nowSeconds()` its field `exp` in seconds.
 */
function clockComparedParameters(mcp: McpFile, call: TSESTree.CallExpression): readonly ClockComparedParameter[] {
  if (call.arguments.length === 0) return [];
  const fn = mcp.provenance.of(call.callee).functionNode;
  if (!fn) return [];
  let summary = clockSummaries.get(fn);
  if (!summary) {
    const owner = fileOwning(mcp, fn);
    const found: ClockComparedParameter[] = [];
    walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
      if (node.type !== 'BinaryExpression' || node.left.type === 'PrivateIdentifier' || !ORDERING.has(node.operator)) return;
      for (const [side, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ] as const) {
        const compared = unshifted(side);
        const scaled = compared.type === 'Identifier' ? undefined : scaledField(compared);
        const read = scaled ? fieldReceiver(compared) : compared;
        const index = read && parameterIndex(owner.sourceCode, read, fn);
        const unit = index === undefined ? undefined : clockUnit(clockScopeOf(owner), other);
        if (index !== undefined && unit && !found.some((known) => known.index === index)) found.push({ index, unit, ...(scaled ? { member: scaled } : {}) });
      }
    });
    summary = found;
    clockSummaries.set(fn, summary);
  }
  return summary;
}

/** `envelope` of `envelope.exp` or `envelope.exp * 1000`: what the field is read of. */
function fieldReceiver(node: Node): Node | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'MemberExpression') return skipValueWrappers(expression.object);
  return expression.type === 'BinaryExpression' ? fieldReceiver(expression.left) : undefined;
}

/** `exp`, of `exp + SKEW_SECONDS` or `exp - leeway`: the value a comparison's side moves by a sum, in its unit. */
function unshifted(node: Node): Node {
  const expression = skipValueWrappers(node);
  if (expression.type !== 'BinaryExpression' || (expression.operator !== '+' && expression.operator !== '-')) return expression;
  const left = skipValueWrappers(expression.left);
  return left.type === 'Literal' && expression.operator === '+' ? unshifted(expression.right) : unshifted(left);
}

/**
 * The first step of a tool handler that takes the client's state apart, when the handler opens that state by hand
 * itself, with no opener function: it parses the JSON of the state after a signature check on the way
 * (`const [body, mac] = raw.split('.')`, a MAC compared, `JSON.parse(…body…)`). What it checks of what it parsed is
 * then the handler's own work, as an opener's is (see {@link openerChecks}).
 */
export function inlineOpenStepOf(mcp: McpFile, handler: FunctionNode, names: CustomStateFunctions = {}): Node | undefined {
  if (!mayReceiveState(mcp) || !mcp.mayCallJson(handler, 'parse')) return undefined;
  const parses: TSESTree.CallExpression[] = [];
  const steps: Node[] = [];
  const calls: TSESTree.CallExpression[] = [];
  walkOwnBody(handler, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'CallExpression') return;
    calls.push(node);
    const [first] = node.arguments;
    if (first && first.type !== 'SpreadElement' && isReferenceTo(mcp.provenance.of(node.callee).reference, GLOBALS, 'JSON', 'parse')) {
      if (isIncomingState(mcp, decodedSourceOf(mcp, first).source)) parses.push(node);
      return;
    }
    const step = readingStepOf(mcp, node);
    if (step && isIncomingState(mcp, step.token)) steps.push(node);
  });
  const step = steps.sort((a, b) => a.range[0] - b.range[0])[0];
  if (!step) return undefined;
  // the handler's own check: a MAC it computes after taking the state apart and before parsing it (a verifier it
  // calls instead, `signer.verify(raw, userId, tool)`, may check the rest itself)
  const checked = (parse: TSESTree.CallExpression) =>
    calls.some((call) => step.range[1] <= call.range[0] && call.range[1] <= parse.range[0] && mcp.provenance.of(call).kind === 'mac') &&
    hasVerificationStep(mcp, handler, names, 0, parse);
  return parses.some(checked) ? step : undefined;
}
