import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, encloses, getMethodName, getStaticKeyName, getStaticString, skipTypeWrappers, skipValueWrappers, staticProperty, thenPassesOn, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import type { BindingGap } from './binding-gaps.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { describeJwtSeal, onlyJwtSeal, type JwtSeal } from './jwt-seals.js';
import { sealOf, type StateSeal } from './seals.js';
import { EXPIRY_FIELD, fieldsBindArguments, fieldsOf, isToolField, namesTool, namesUser, TOOL_FIELD } from './signed-fields.js';
import { leavesOut, optionMemberOf, writtenOnlyWhenGiven, type OptionalComparison } from './optional-comparisons.js';
import { findStateResults } from './state-results.js';
import { registeredToolNames } from './tool-handlers.js';
import { terminalsOf, wrappedTerminalsOf } from './value-terminals.js';

type CallExpression = TSESTree.CallExpression;

/** The claims of one module: those its signer writes, or those a call passes for a parameter. */
interface ClaimSide {
  readonly mcp: McpFile;
  readonly fields: ReadonlyMap<string, Expression>;
}

/**
 * A JWT that a project function signs (`signTrip(state, userId)` returning `jwt.sign({ ...state, sub: userId }, KEY)`),
 * as one call of the linted file whose token becomes `requestState` uses it: the function's summary (the one JWT seal
 * it returns, its options and lifetime) applied to what the call passes for the parameters the claims are made of.
 */
export interface HelperJwt {
  /** The call of the helper in the linted file. */
  readonly call: CallExpression;
  /** The helper, wherever it is written (local, method, `#private`, export, a factory's closure). */
  readonly fn: FunctionNode;
  /** The module that writes it (the linted file's own `McpFile` for a local helper). */
  readonly owner: McpFile;
  /** The JWT seal inside the helper, and what its own module shows of it. */
  readonly seal: StateSeal;
  readonly jwt: JwtSeal;
  /** The helper's name and module, when it is another module's. */
  readonly helper: ForeignOrigin | undefined;
  /** Every claim is known: those the helper writes and those this call passes. */
  readonly complete: boolean;
  /** Nothing sets an expiry: no `expiresIn`/`setExpirationTime` and no expiry claim, with every claim known. */
  readonly lacksExpiry: boolean;
  /** What complete claims do not name: the user (with no subject set), the tool. */
  readonly lacks: readonly BindingGap[];
  /** Complete claims, those the helper writes or those this call passes, carry the tool's arguments. */
  readonly bindsArguments: boolean;
}

const MAX_HELPER_DEPTH = 2;
const answers = new WeakMap<McpFile, HelperJwt[]>();

/**
 * Every call of a project function that signs a JWT whose token this file hands out as `requestState`, followed
 * through `const`s, `await`, `.then((value) => value)` and up to two helpers deep. Answered once per file.
 */
export function helperJwts(mcp: McpFile): readonly HelperJwt[] {
  let found = answers.get(mcp);
  if (found) return found;
  found = [];
  const seen = new Set<Node>();
  for (const result of findStateResults(mcp)) {
    for (const terminal of stateTerminals(mcp, result.value)) {
      // a call of a module that cannot sign is not read (its text names no signing package)
      if (terminal.type !== 'CallExpression' || seen.has(terminal) || !mcp.provenance.calleeMaySign(terminal.callee)) continue;
      // a seal of its own is judged as one; a project function the seals table takes for a sealer may still sign a JWT
      const direct = sealOf(mcp, terminal);
      if (direct && direct.kind !== 'hand-rolled' && direct.kind !== 'custom') continue;
      seen.add(terminal);
      const signed = helperJwtAt(mcp, terminal);
      if (signed) found.push(signed);
    }
  }
  answers.set(mcp, found);
  return found;
}

/** The terminals of a state value, with `p.then((value) => value)` read as `p`. */
function stateTerminals(mcp: McpFile, value: Node): Expression[] {
  const out: Expression[] = [];
  const visit = (node: Node, depth: number): void => {
    for (const terminal of terminalsOf(mcp, node)) {
      const passed = depth < 3 ? thenPassesOn(terminal) : undefined;
      if (passed) visit(passed, depth + 1);
      else out.push(terminal);
    }
  };
  visit(value, 0);
  return out;
}


/**
 * A call on the way from the linted file's handler to a signer: the call, the module it is written in, and the function
 * it is written in with the call of that function further out (`outer`), whose arguments its parameters stand for.
 */
export interface Caller {
  readonly mcp: McpFile;
  readonly call: CallExpression;
  readonly fn?: FunctionNode;
  readonly outer?: Caller;
}

function helperJwtAt(mcp: McpFile, call: CallExpression): HelperJwt | undefined {
  const found = signerThrough(mcp, { mcp, call }, 0);
  if (!found) return undefined;
  const { fn, owner, seal, jwt, caller } = found;
  const sides = claimSides(owner, fn, seal, caller);
  const complete = sides !== undefined;
  const all = sides ?? [];
  const lacks: BindingGap[] = [];
  // a setter the signer calls only where it is given an option (`if (ttl) jwt.setExpirationTime(ttl)`): this call's to give
  const setBy = (setter: string) => {
    const given = optionalSetterOption(owner, fn, setter);
    return given === undefined ? undefined : !leavesOut(caller.mcp, caller.call, given);
  };
  // an option written onto the options object after it is made (`if (opts.user) options.subject = opts.user`): likewise
  const writtenBy = (option: string) => {
    const written = optionWrite(owner, fn, seal, option);
    return written === undefined ? undefined : written === 'always' || !leavesOut(caller.mcp, caller.call, written);
  };
  const setsSubject = jwt.setsSubject || setBy('setSubject') === true || writtenBy('subject') === true;
  if (complete) {
    if (!setsSubject && !all.some((side) => namesUser(side.mcp.sourceCode, side))) lacks.push('user');
    if (!all.some((side) => namesTool(side.mcp, side)) && !audienceNamesTool(mcp, owner, fn, jwt, caller)) lacks.push('tool');
  }
  const expiryClaim = all.some((side) => [...side.fields.keys()].some((key) => EXPIRY_FIELD.test(key)));
  const callee = mcp.provenance.of(call.callee).foreign;
  // the helper this file calls, named where the signer is another module's
  const helper = owner === mcp ? undefined : (callee ?? { name: mcp.sourceCode.getText(call.callee), specifier: moduleOfCallee(mcp, call.callee) });
  const bindsArguments = all.some((side) => fieldsBindArguments(side.fields, 0, side.mcp.sourceCode));
  const expires = jwt.expiry !== undefined || setBy('setExpirationTime') === true;
  return { call, fn, owner, seal, jwt, helper, complete, lacksExpiry: complete && !expires && !jwt.expiresByDefault && !expiryClaim, lacks, bindsArguments };
}

/**
 * The option a signer's builder call `setter` depends on, where the signer makes it only when given one (`if (subject)
 * jwt.setSubject(subject)`, `if (ttl) jwt.setExpirationTime(ttl)`); undefined where it makes none, or makes it always.
 */
function optionalSetterOption(owner: McpFile, fn: FunctionNode, setter: string): OptionalComparison | undefined {
  let given: OptionalComparison | undefined;
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (given || node.type !== 'CallExpression' || getMethodName(node) !== setter) return;
    given = writtenOnlyWhenGiven(owner, fn, node);
  });
  return given;
}

/**
 * Whether the signer writes `option` onto the options object it hands jsonwebtoken after making it (`options.subject =
 * …`): always, or only when given an option of its own (`if (opts.user) options.subject = String(opts.user)`).
 */
function optionWrite(owner: McpFile, fn: FunctionNode, seal: StateSeal, option: string): OptionalComparison | 'always' | undefined {
  const options = seal.options && skipValueWrappers(seal.options);
  if (options?.type !== 'Identifier') return undefined;
  const held = resolveBinding(owner.sourceCode, options);
  let written: OptionalComparison | 'always' | undefined;
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (written === 'always' || node.type !== 'AssignmentExpression' || node.operator !== '=' || node.left.type !== 'MemberExpression') return;
    const target = skipValueWrappers(node.left.object);
    if (target.type !== 'Identifier' || target.name !== options.name || getStaticKeyName(node.left.property, node.left.computed) !== option) return;
    if (resolveBinding(owner.sourceCode, target) !== held) return;
    written = writtenOnlyWhenGiven(owner, fn, node) ?? 'always';
  });
  return written;
}

/**
 * The function that signs the JWT a call returns: the callee itself, or up to two helpers further in, where a helper
 * returns another's token (`signTrip(s, u) { return signClaims({ ...s, sub: u }); }`), with the calls on the way.
 */
function signerThrough(
  mcp: McpFile,
  caller: Caller,
  depth: number,
): { fn: FunctionNode; owner: McpFile; seal: StateSeal; jwt: JwtSeal; caller: Caller } | undefined {
  const fn = calleeFunctionOf(mcp, caller.call);
  if (!fn) return undefined;
  const owner = fileOwning(mcp, fn);
  const seal = returnedJwtSeal(owner, fn);
  if (seal) {
    const jwt = describeJwtSeal(owner, seal);
    return jwt && { fn, owner, seal, jwt, caller };
  }
  if (depth >= MAX_HELPER_DEPTH) return undefined;
  for (const returned of returnedExpressions(fn, owner.sourceCode)) {
    for (const inner of tokenCalls(owner, fn, returned)) {
      const found = signerThrough(owner, { mcp: owner, call: inner, fn, outer: caller }, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** The calls of `fn` a returned value may be the token of, also inside a string that only wraps it (`` `j.${jwt}` ``). */
function tokenCalls(owner: McpFile, fn: FunctionNode, returned: Node): CallExpression[] {
  return wrappedTerminalsOf(owner, returned).filter((terminal): terminal is CallExpression => terminal.type === 'CallExpression' && encloses(fn, terminal));
}

/**
 * The JWT seal the function a call runs makes, where a helper returns the token of another (see {@link signerThrough}),
 * with each function on the way and the call into it, innermost first.
 */
export function jwtSealThrough(mcp: McpFile, call: CallExpression): { seal: StateSeal; steps: { fn: FunctionNode; call: CallExpression }[] } | undefined {
  const found = signerThrough(mcp, { mcp, call }, 0);
  if (!found) return undefined;
  const steps: { fn: FunctionNode; call: CallExpression }[] = [];
  for (let fn: FunctionNode | undefined = found.fn, caller: Caller | undefined = found.caller; fn && caller; fn = caller.fn, caller = caller.outer) steps.push({ fn, call: caller.call });
  return { seal: found.seal, steps };
}

/** The one JWT seal a function makes, when it makes exactly one and returns its token. */
function returnedJwtSeal(owner: McpFile, fn: FunctionNode): StateSeal | undefined {
  const only = onlyJwtSeal(owner, fn);
  if (!only) return undefined;
  const returned = returnedExpressions(fn, owner.sourceCode).flatMap((expression) => terminalsOf(owner, expression));
  return returned.includes(only.call) ? only : undefined;
}

/**
 * What `caller` passes for parameter `index` of the function it calls, followed out through the helpers on the way
 * while it is a parameter of theirs: the expression and the module it is written in.
 */
function argumentThrough(caller: Caller, index: number): { mcp: McpFile; node: Expression } | undefined {
  const argument = argumentAt(caller.call, index);
  if (!argument) return undefined;
  const outerIndex = caller.fn && caller.outer ? parameterIndex(caller.mcp.sourceCode, skipTypeWrappers(argument), caller.fn) : undefined;
  return outerIndex !== undefined ? argumentThrough(caller.outer!, outerIndex) : { mcp: caller.mcp, node: argument };
}

/**
 * The claims as sides: the fields each module writes (the signer's, a helper's on the way), and for each parameter
 * spread in (or signed whole) the fields of the object literal the call passes. Undefined when a claim is not shown.
 */
function claimSides(owner: McpFile, fn: FunctionNode, seal: StateSeal, caller: Caller): ClaimSide[] | undefined {
  return seal.payload ? sidesOf(owner, fn, seal.payload, caller, 0) : undefined;
}

function sidesOf(mcp: McpFile, fn: FunctionNode | undefined, value: Node, caller: Caller | undefined, depth: number): ClaimSide[] | undefined {
  if (depth > MAX_HELPER_DEPTH + 2) return undefined;
  const expression = skipTypeWrappers(value);
  const index = fn && caller ? parameterIndex(mcp.sourceCode, expression, fn) : undefined;
  if (index !== undefined) {
    const argument = argumentAt(caller!.call, index);
    return argument ? sidesOf(caller!.mcp, caller!.fn, argument, caller!.outer, depth + 1) : undefined;
  }
  const literal = objectLiteralOf(mcp.provenance, expression);
  if (!literal) return undefined;
  if (!fn || !caller) {
    // what the linted file's handler passes: its fields, whole
    const fields = fieldsOf(mcp, literal, undefined);
    return fields.complete ? [{ mcp, fields: fields.fields }] : undefined;
  }
  const sides: ClaimSide[] = [];
  const own = new Map<string, Expression>();
  for (const property of literal.properties) {
    if (property.type === 'Property') {
      const key = getStaticKeyName(property.key, property.computed);
      if (key === undefined) return undefined;
      own.set(key, property.value as Expression);
      continue;
    }
    const spread = skipTypeWrappers(property.argument);
    if (parameterIndex(mcp.sourceCode, spread, fn) !== undefined) {
      const passed = sidesOf(mcp, fn, spread, caller, depth + 1);
      if (!passed) return undefined;
      sides.push(...passed);
      continue;
    }
    const inner = objectLiteralOf(mcp.provenance, spread);
    const fields = inner && fieldsOf(mcp, inner, undefined);
    if (!fields?.complete) return undefined;
    for (const [key, field] of fields.fields) own.set(key, field);
  }
  return [{ mcp, fields: own }, ...sides];
}

/** The module a callee comes from: imported, or a member of what an imported factory made (`helpers.sign`). */
export function moduleOfCallee(mcp: McpFile, callee: Node): string {
  const direct = mcp.provenance.projectModuleOf(callee);
  if (direct) return direct;
  const member = skipValueWrappers(callee);
  let made = member.type === 'MemberExpression' ? skipValueWrappers(member.object) : undefined;
  if (made?.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, made);
    made = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  }
  const factory = made?.type === 'CallExpression' || made?.type === 'NewExpression' ? made.callee : undefined;
  return (factory && (mcp.provenance.of(factory).foreign?.specifier ?? mcp.provenance.projectModuleOf(factory))) ?? 'another module';
}

/** `{ audience: tool }` / `setAudience(tool)`: the tool's name, in the signer or passed for a parameter on the way. */
export function audienceNamesTool(mcp: McpFile, owner: McpFile, fn: FunctionNode, jwt: JwtSeal, caller: Caller): boolean {
  const audience = jwt.audience && skipTypeWrappers(jwt.audience);
  // `audience: binding.audience`: the member `audience` of what the call passes for `binding`
  const member = audience?.type === 'MemberExpression' && !audience.computed && audience.property.type === 'Identifier' ? audience : undefined;
  const index = audience && parameterIndex(owner.sourceCode, member ? skipTypeWrappers(member.object) : audience, fn);
  // `setAudience(audience)` of options destructured as `{ audience, subject }`: the member the call passes there
  const destructured = audience && !member ? optionMemberOf(owner, audience, fn) : undefined;
  if (destructured) {
    const passed = argumentThrough(caller, destructured.index);
    return passed !== undefined && memberNamesTool(mcp, passed, destructured.member);
  }
  if (index === undefined) {
    // `audience: AUDIENCE` with `const AUDIENCE = 'escalate_ticket'` in the signer's module: a tool this file serves
    const named = jwt.audience && owner.provenance.literalString(jwt.audience);
    return jwt.audienceNamesTool || (named !== undefined && registeredToolNames(mcp).has(named));
  }
  const argument = argumentThrough(caller, index);
  if (!argument) return false;
  if (member) return memberNamesTool(mcp, argument, (member.property as TSESTree.Identifier).name);
  if (isToolField(argument.mcp, 'aud', argument.node, registeredToolNames(mcp))) return true;
  // `issueState(claims, user, 'send_payout')` for a parameter named `tool`: the name the caller gives its tool
  const parameter = fn.params[index];
  // (a string the caller names by a constant or a field too: `this.name` of `readonly name = 'refund'`)
  if (parameter?.type !== 'Identifier' || !TOOL_FIELD.test(parameter.name)) return false;
  return getStaticString(skipTypeWrappers(argument.node)) !== undefined || argument.mcp.provenance.literalString(argument.node) !== undefined;
}

/**
 * Whether the member `name` of a binding object a call passes (`{ subject, audience: Tool.Deploy }`) names the tool:
 * by its name or value, or it is not a literal the call spells (an audience the caller computes may be the tool's);
 * an object spelled whole without the member sets none.
 */
function memberNamesTool(mcp: McpFile, argument: { mcp: McpFile; node: Expression }, name: string): boolean {
  const object = objectLiteralOf(argument.mcp.provenance, argument.node);
  const property = object && staticProperty(object, name);
  // an object the call spells whole, without the member: the token has no audience
  if (object && !property) return object.properties.some((member) => member.type === 'SpreadElement');
  if (!property || property.value.type === 'AssignmentPattern' || argument.mcp.provenance.of(property.value).kind !== 'literal') return true;
  return isToolField(argument.mcp, 'aud', property.value as Expression, registeredToolNames(mcp));
}
