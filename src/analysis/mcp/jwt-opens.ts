import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, getEnclosingFunction, getStaticKeyName, getStaticString, skipTypeWrappers, skipValueWrappers, walkOwnBody, type FunctionNode } from '../syntax/ast.js';
import { calleeName, parameterIndex } from '../scope/local-functions.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import { calleeFunctionOf } from './callee-functions.js';
import { objectLiteralOf, staticProperties } from '../values/object-literals.js';
import type { BindingGap } from './binding-gaps.js';
import { fileOwning, type McpFile } from './file.js';
import { describeJwtSeal, onlyJwtSeal } from './jwt-seals.js';
import { isClientState } from './incoming-state.js';
import { readsState } from './jwt-verify-options.js';
import { openOf, type StateOpen } from './opens.js';
import { findSeals } from './seals.js';
import { fieldsOf, namesTool, namesUser, TOOL_FIELD, USER_FIELD } from './signed-fields.js';
import { checksAroundCall, openerChecks } from './state-checks.js';
import { leavesOut, optionMemberOf } from './optional-comparisons.js';
import { toolHandlerOf } from './tool-handlers.js';

const boundByFile = new WeakMap<McpFile, ReadonlySet<BindingGap>>();

/**
 * What the file's JWT seals bind the state to: the user (a subject, or a claim naming the user), the tool (an
 * audience naming it, or a claim). Empty when a seal's options or claims are not seen whole.
 */
function boundByJwtSeals(mcp: McpFile): ReadonlySet<BindingGap> {
  let bound = boundByFile.get(mcp);
  if (!bound) {
    const found = new Set<BindingGap>();
    for (const seal of findSeals(mcp)) {
      if (seal.kind !== 'jsonwebtoken' && seal.kind !== 'jose') continue;
      const jwt = describeJwtSeal(mcp, seal);
      if (!jwt) continue;
      if (jwt.setsSubject || (jwt.claims && namesUser(mcp.sourceCode, jwt.claims))) found.add('user');
      if (jwt.audienceNamesTool || (jwt.claims && namesTool(mcp, jwt.claims))) found.add('tool');
    }
    bound = found;
    boundByFile.set(mcp, bound);
  }
  return bound;
}

/**
 * What a JWT verify of request state leaves unchecked that the file's seals bind it to: a subject the seal sets and
 * neither the verify's `subject` option nor a comparison around it checks, an audience naming the tool that no
 * `audience` option or comparison checks, where the verify is handed the user or the tool or is a tool handler's
 * own. A binding written and never compared binds nothing.
 */
export function jwtOpenGaps(mcp: McpFile, call: TSESTree.CallExpression): BindingGap[] {
  const open = openOf(mcp, call);
  if (open?.kind !== 'jsonwebtoken' && open?.kind !== 'jose') return [];
  const { token, options } = open;
  if (!token || !(isClientState(mcp, token) || readsState(mcp, call, token))) return [];
  const bound = boundByJwtSeals(mcp);
  const enclosing = getEnclosingFunction(call);
  // a verify that returns the claims for its callers to compare is theirs to judge; one handed the user or the tool,
  // or a tool handler's own, compares them itself (or with the function around its calls)
  if (bound.size === 0 || enclosing.type === 'Program' || (handedBindings(enclosing).size === 0 && !toolHandlerOf(mcp, enclosing))) return [];
  const literal = options ? objectLiteralOf(mcp.provenance, options) : undefined;
  if (options && (!literal || literal.properties.some((property) => property.type === 'SpreadElement'))) return [];
  const verified = literal ? staticProperties(literal) : new Map<string, TSESTree.Property>();
  const around = openerChecks(mcp, enclosing, new Map());
  const gaps: BindingGap[] = [];
  if (bound.has('user') && !verified.has('subject') && !around.user) gaps.push('user');
  if (bound.has('tool') && !verified.has('audience') && !around.tool && !keySeparatesTools(mcp, call)) gaps.push('tool');
  return gaps;
}

type HandedBinding = 'user' | 'tool';

const ALL_BINDINGS: ReadonlySet<HandedBinding> = new Set(['user', 'tool']);
const NO_BINDINGS: ReadonlySet<HandedBinding> = new Set();

const BOTH_NAME = /binding/i;
const USER_NAME = /user|principal|subject/i;
const TOOL_NAME = /tool|audience/i;

/**
 * What a function is handed to compare the state with: the user (`(token, userId)`), the tool (`(token, tool)`), or
 * both (`(token, { userId, tool })`, `(token, binding)`). What it is not handed, its callers compare.
 */
function handedBindings(fn: FunctionNode): ReadonlySet<HandedBinding> {
  const handed = new Set<HandedBinding>();
  const name = (text: string) => {
    if (BOTH_NAME.test(text)) {
      handed.add('user');
      handed.add('tool');
    }
    if (USER_NAME.test(text) || USER_FIELD.test(text)) handed.add('user');
    if (TOOL_NAME.test(text) || TOOL_FIELD.test(text)) handed.add('tool');
  };
  for (const param of fn.params) {
    const pattern = param.type === 'AssignmentPattern' ? param.left : param;
    if (pattern.type === 'Identifier') name(pattern.name);
    if (pattern.type !== 'ObjectPattern') continue;
    for (const property of pattern.properties) {
      const key = property.type === 'Property' ? getStaticKeyName(property.key, property.computed) : undefined;
      if (key !== undefined) name(key);
    }
  }
  return handed.size === 0 ? NO_BINDINGS : handed;
}

/**
 * Whether the verify's key signs the state of one tool only among the file's JWT seals (`ARCHIVE_SECRET` for
 * `archive_notebook`, `SHARE_SECRET` for `share_notebook`): another tool's state fails its signature check.
 */
function keySeparatesTools(mcp: McpFile, verify: TSESTree.CallExpression): boolean {
  const key = verify.arguments[1];
  if (!key || key.type === 'SpreadElement') return false;
  const keyText = mcp.sourceCode.getText(key);
  const tools = new Set<string | undefined>();
  let seals = 0;
  for (const seal of findSeals(mcp)) {
    // a `JwtService` signs with the key its module registers
    if ((seal.kind !== 'jsonwebtoken' && seal.kind !== 'jose') || seal.viaJwtService) continue;
    const sealKey = seal.kind === 'jsonwebtoken' ? seal.call.arguments[1] : seal.call.arguments[0];
    if (!sealKey || mcp.sourceCode.getText(sealKey) !== keyText) continue;
    seals += 1;
    const jwt = describeJwtSeal(mcp, seal);
    const claim = jwt?.claims && [...jwt.claims.fields].find(([field]) => TOOL_FIELD.test(field))?.[1];
    const tool = claim ?? jwt?.audience;
    tools.add(tool && getStaticString(skipTypeWrappers(tool)));
  }
  return seals > 0 && tools.size === 1 && !tools.has(undefined);
}

/**
 * What a JWT verify in a function of another module leaves unchecked where this call hands it the client's state
 * (`stateJwt.check(token)` with `check(token) { return verifyAsync(token, this.secret, { issuer }) }`): a subject or a
 * tool claim the state is sealed with that neither the verify's options, nor that function, nor the code around this
 * call compares. Undefined where the function does not verify what this call hands it with one JWT verify.
 */
export function foreignJwtOpenGaps(mcp: McpFile, call: TSESTree.CallExpression): { gaps: BindingGap[]; helper: ForeignOrigin } | undefined {
  const position = call.arguments.findIndex((argument) => argument.type !== 'SpreadElement' && isClientState(mcp, argument));
  if (position < 0) return undefined;
  const fn = calleeFunctionOf(mcp, call);
  const owner = fn && fileOwning(mcp, fn);
  // a function handed both the user and the tool (or a tool handler) is judged in its own module, once
  if (!fn || !owner || owner === mcp || toolHandlerOf(owner, fn)) return undefined;
  const handed = handedBindings(fn);
  const verify = onlyJwtOpen(owner, fn);
  if (!verify?.token || parameterIndex(owner.sourceCode, skipValueWrappers(verify.token), fn) !== position) return undefined;
  const literal = verify.options ? objectLiteralOf(owner.provenance, verify.options) : undefined;
  if (verify.options && (!literal || literal.properties.some((property) => property.type === 'SpreadElement'))) return undefined;
  const verified = literal ? staticProperties(literal) : new Map<string, TSESTree.Property>();
  // an option the verify takes from what each call hands it (`subject` of `openState(token, { tenantId, tool, subject })`)
  // checks nothing at a call that leaves it out
  const leftOut = (option: string) => {
    const value = verified.get(option)?.value;
    const given = value && value.type !== 'AssignmentPattern' ? optionMemberOf(owner, skipValueWrappers(value as TSESTree.Expression), fn) : undefined;
    return given !== undefined && leavesOut(mcp, call, given);
  };
  const byCall = { user: leftOut('subject'), tool: leftOut('audience') };
  if (handed.size === ALL_BINDINGS.size && !byCall.user && !byCall.tool) return undefined;
  // a verify handed part of the binding that its own module judges (it reads the state there) is reported there, once;
  // else what it is not handed is this caller's to compare
  if (handed.size > 0 && !byCall.user && !byCall.tool && (isClientState(owner, verify.token) || readsState(owner, verify.call, verify.token))) return undefined;
  const bound = new Set([...boundByJwtSeals(owner), ...boundByJwtSeals(mcp), ...boundAtSignerCalls(mcp, owner)]);
  const inside = openerChecks(owner, fn, new Map());
  const around = checksAroundCall(mcp, call);
  const gaps: BindingGap[] = [];
  const verifies = { user: verified.has('subject') && !byCall.user, tool: verified.has('audience') && !byCall.tool };
  if ((!handed.has('user') || byCall.user) && bound.has('user') && !verifies.user && !inside.user && !around.user) gaps.push('user');
  if ((!handed.has('tool') || byCall.tool) && bound.has('tool') && !verifies.tool && !inside.tool && !around.tool) gaps.push('tool');
  const helper = mcp.provenance.of(call.callee).foreign ?? { name: calleeName(call) ?? 'this helper', specifier: 'another module' };
  return gaps.length > 0 ? { gaps, helper } : undefined;
}

/** The one JWT verify `fn` makes in its own body, when it makes exactly one. */
function onlyJwtOpen(owner: McpFile, fn: FunctionNode): StateOpen | undefined {
  const opens: StateOpen[] = [];
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'CallExpression') return;
    const open = openOf(owner, node);
    if (open?.kind === 'jsonwebtoken' || open?.kind === 'jose') opens.push(open);
  });
  return opens.length === 1 ? opens[0] : undefined;
}

/**
 * What the claims this file hands a JWT signer of `owner` bind (`stateJwt.issue({ sub: user.id, tool: name, … })` with
 * `issue(claims) { return signAsync(claims, this.secret, …) }`): the user and the tool the object literals name.
 */
function boundAtSignerCalls(mcp: McpFile, owner: McpFile): ReadonlySet<BindingGap> {
  let byOwner = boundAtCallsByFile.get(mcp);
  if (!byOwner) {
    byOwner = new Map();
    boundAtCallsByFile.set(mcp, byOwner);
  }
  let bound = byOwner.get(owner);
  if (!bound) {
    bound = findBoundAtSignerCalls(mcp, owner);
    byOwner.set(owner, bound);
  }
  return bound;
}

const boundAtCallsByFile = new WeakMap<McpFile, Map<McpFile, ReadonlySet<BindingGap>>>();

function findBoundAtSignerCalls(mcp: McpFile, owner: McpFile): ReadonlySet<BindingGap> {
  const found = new Set<BindingGap>();
  for (const call of mcp.calls) {
    const fn = call.arguments.length > 0 && mcp.provenance.calleeModuleSpellsAny(call.callee, ['sign', 'SignJWT']) ? calleeFunctionOf(mcp, call) : undefined;
    if (!fn || fileOwning(mcp, fn) !== owner) continue;
    const seal = onlyJwtSeal(owner, fn);
    const index = seal?.payload ? parameterIndex(owner.sourceCode, skipValueWrappers(seal.payload), fn) : undefined;
    const argument = index === undefined ? undefined : argumentAt(call, index);
    const literal = argument ? objectLiteralOf(mcp.provenance, argument) : undefined;
    if (!literal) continue;
    const claims = fieldsOf(mcp, literal, undefined);
    if (namesUser(mcp.sourceCode, claims)) found.add('user');
    if (namesTool(mcp, claims)) found.add('tool');
  }
  return found;
}
