import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, getPropertyName, getStaticKeyName, skipTypeWrappers, thisMemberName, walkOwnBody, type FunctionNode } from '../syntax/ast.js';
import { parameterIndex } from '../scope/local-functions.js';
import { resolveBinding } from '../scope/bindings.js';
import { laterMemberWrites } from '../scope/object-writes.js';
import { describeExpiry, type TimeUnit } from '../values/durations.js';
import { factoryClosureOf } from '../values/callee-functions.js';
import { objectLiteralOf, staticProperties, staticProperty } from '../values/object-literals.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import { handRolledGaps, openerGaps, type BindingGap } from './binding-gaps.js';
import { fileOwning, type McpFile } from './file.js';
import { calleeFunctionOf } from './callee-functions.js';
import { isClientState } from './incoming-state.js';
import { findSeals, stringifiedBySealer, type CustomStateFunctions, type StateSeal } from './seals.js';
import { bindsArguments, comparesAge, EXPIRY_FIELD, fieldsOf, isPrincipalValue, isToolField, isUserField, namesExpiry, namesIssueTime, namesTool, namesUser, signedObjectsOf, USER_FIELD, type SignedFields } from './signed-fields.js';
import { registeredToolNames } from './tool-handlers.js';
import { describeJwtSeal, onlyJwtSeal } from './jwt-seals.js';
import { audienceNamesTool } from './jwt-signers.js';
import { jwtAgeChecks } from './jwt-age-checks.js';
import { checksAroundCall, parametersComparedWithFields, sealedFieldRoles, decodesVerifiedJson, leavesBindingToCallers, findExpirySealers, type MixedUnits, type OpenerChecks, wrapperChecks, openerChecks, opensStateByHand, sealsStateByHand, writtenExpiryUnits } from './state-checks.js';
import { flowsIntoState, sealsRequestState } from './state-results.js';
import { clockScopeOf } from './clock-scopes.js';
import { additionalDataParameters, authenticatedRoles, authenticatesWhatCallersPass } from './additional-data.js';
import { chainedFieldWrites, type ChainedFields } from './builder-chains.js';
import { typedExpiryMix } from './typed-expiry-checks.js';
import { comparisonsSkippedAt, literalLacks, optionMemberOf } from './optional-comparisons.js';

type CallExpression = TSESTree.CallExpression;

/** A sealer or opener of another module, as one call of the linted file uses it. */
export interface ForeignStateFunction {
  readonly fn: FunctionNode;
  /** The file that declares it. */
  readonly owner: McpFile;
  readonly helper: ForeignOrigin;
}

/**
 * Whether an opener hands the client's state to an opener of another module (`openState(raw, userId, tool)` comparing
 * the signed user with `userId`): its verified path checks what that opener checks with what it passes, and what that
 * opener leaves unchecked is reported in its own module, once.
 */
export function opensThroughForeignOpener(mcp: McpFile, fn: FunctionNode): boolean {
  let found = false;
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'CallExpression' || !node.arguments.some((argument) => argument.type !== 'SpreadElement' && isClientState(mcp, argument))) return;
    const inner = calleeFunctionOf(mcp, node);
    const owner = inner && inner !== fn ? fileOwning(mcp, inner) : undefined;
    const checks = owner !== undefined && owner !== mcp ? openerChecks(owner, inner!, new Map()) : undefined;
    found = checks !== undefined && (checks.user || checks.tool || checks.expiry);
  });
  return found;
}

function foreignFunction(mcp: McpFile, call: CallExpression): ForeignStateFunction | undefined {
  const callee = mcp.provenance.of(call.callee);
  const closure = callee.functionNode ? undefined : factoryClosureOf(mcp.provenance, call.callee);
  const fn = callee.functionNode ?? closure?.fn;
  const helper = callee.foreign ?? closure?.foreign;
  if (!fn || !helper) return undefined;
  const owner = fileOwning(mcp, fn);
  return owner === mcp ? undefined : { fn, owner, helper };
}

/** The signed fields of one side: those written in the sealer's module, or those the call passes. */
interface Side {
  readonly mcp: McpFile;
  readonly signed: SignedFields;
}

/**
 * What a hand-rolled sealer of another module signs at `seal.call`, when the call's token becomes `requestState`: the
 * fields of the object it stringifies, and for each parameter it signs (whole, spread in, or under a field such as
 * `{ data, v: 1 }`) the fields of the object literal the call passes there. Undefined when any of it is not shown.
 */
function signedAtCall(mcp: McpFile, seal: StateSeal, sealer: ForeignStateFunction, heldFields: boolean): Side[] | undefined {
  const { owner, fn } = sealer;
  const stringified = stringifiedBySealer(owner, fn);
  if (!stringified) return undefined;
  const passed = (index: number): Side | undefined => {
    const argument = argumentAt(seal.call, index);
    const literal = argument ? objectLiteralOf(mcp.provenance, argument) : undefined;
    const signed = literal && fieldsOf(mcp, literal, undefined);
    return signed?.complete ? { mcp, signed } : undefined;
  };
  const expression = skipTypeWrappers(stringified);
  const whole = parameterIndex(owner.sourceCode, expression, fn);
  if (whole !== undefined) {
    const side = passed(whole);
    return side && [side];
  }
  const literal = expression.type === 'ObjectExpression' ? expression : owner.provenance.of(expression).objectLiteral;
  if (!literal) return undefined;
  const sides: Side[] = [];
  const own = new Map<string, TSESTree.Expression>();
  for (const property of literal.properties) {
    const value = property.type === 'Property' ? (property.value as TSESTree.Expression) : property.argument;
    const index = parameterIndex(owner.sourceCode, skipTypeWrappers(value), fn);
    if (index !== undefined) {
      const side = passed(index);
      // spread in or under a field (`data: payload`), the fields of the object the call passes are signed; where
      // `heldFields`, a field given another value (`sub: user`) holds what the call passes there
      const held = !side && heldFields && property.type === 'Property' ? heldField(mcp, seal.call, index, property, literal) : undefined;
      if (!side && !held) return undefined;
      sides.push((side ?? held)!);
    }
    if (property.type === 'Property') {
      const key = getStaticKeyName(property.key, property.computed);
      if (key === undefined) return undefined;
      // `ad: argsDigest(binding.args)` where this call's binding passes no `args`: the field holds nothing of them
      if (!readsMemberNotPassed(mcp, seal.call, owner, fn, value)) own.set(key, value);
    } else if (index === undefined) {
      // `{ ...this.claims, exp }` of a builder: what this call's chain wrote into the field
      const chained = builderFieldsAt(mcp, seal.call, sealer, value);
      if (chained) {
        for (const [key, field] of chained.written) own.set(key, field);
        if (chained.passed.size > 0) sides.push({ mcp, signed: { object: literal, fields: chained.passed, complete: true } });
        continue;
      }
      const spread = owner.provenance.of(skipTypeWrappers(value)).objectLiteral;
      const inner = spread && fieldsOf(owner, spread, undefined);
      if (!inner?.complete) return undefined;
      for (const [key, field] of inner.fields) own.set(key, field);
    }
  }
  // `claims.uid = userId` after it is made (`if (userId !== undefined)`): signed where this call passes that member
  const later = laterMemberWrites(owner.sourceCode, literal);
  if (later && !later.complete) return undefined;
  for (const [key, value] of later?.fields ?? []) {
    if (!own.has(key) && !readsMemberNotPassed(mcp, seal.call, owner, fn, value)) own.set(key, value);
  }
  return [{ mcp: owner, signed: { object: literal, fields: own, complete: true } }, ...sides];
}

/**
 * Whether a signed field's value is made only of a member of one of the sealer's parameters (`binding.args`, also
 * inside a call: `argsDigest(binding.args)`) that the call's object literal for that parameter does not spell.
 */
function readsMemberNotPassed(mcp: McpFile, call: TSESTree.CallExpression, owner: McpFile, fn: FunctionNode, value: TSESTree.Node): boolean {
  let expression = skipTypeWrappers(value as TSESTree.Expression);
  if (expression.type === 'CallExpression' && expression.arguments.length === 1 && expression.arguments[0]!.type !== 'SpreadElement') expression = skipTypeWrappers(expression.arguments[0] as TSESTree.Expression);
  // `tool` of a parameter destructured as `{ sub, tool, ttlSeconds }`
  if (expression.type === 'Identifier') {
    const destructured = optionMemberOf(owner, expression, fn);
    return destructured !== undefined && literalLacks(mcp, argumentAt(call, destructured.index), destructured.member);
  }
  if (expression.type !== 'MemberExpression' || expression.computed) return false;
  const index = parameterIndex(owner.sourceCode, skipTypeWrappers(expression.object), fn);
  const member = getPropertyName(expression);
  return index !== undefined && member !== undefined && literalLacks(mcp, argumentAt(call, index), member);
}

/**
 * What the calls of a builder's chain pass into the state a sealer of another module signs at `seal.call`
 * (`StateToken.create().with('imap', { password }).sign(key)` with `sign` stringifying `{ ...this.claims, exp }`), by
 * member name; empty when the sealer signs no builder's field.
 */
export function builderChainValues(mcp: McpFile, seal: StateSeal): ReadonlyMap<string, TSESTree.Expression> {
  const sealer = seal.kind === 'hand-rolled' ? foreignFunction(mcp, seal.call) : undefined;
  const stringified = sealer && stringifiedBySealer(sealer.owner, sealer.fn);
  const expression = stringified && skipTypeWrappers(stringified);
  const literal = expression && (expression.type === 'ObjectExpression' ? expression : sealer.owner.provenance.of(expression).objectLiteral);
  const values = new Map<string, TSESTree.Expression>();
  for (const property of literal?.properties ?? []) {
    const chained = property.type === 'SpreadElement' ? builderFieldsAt(mcp, seal.call, sealer!, property.argument) : undefined;
    for (const [key, value] of chained?.passed ?? []) values.set(key, value);
  }
  return values;
}

/** `this.claims` spread by a method of a builder class: the members the chain that ends at `call` wrote into it. */
function builderFieldsAt(mcp: McpFile, call: CallExpression, { owner, fn }: ForeignStateFunction, value: TSESTree.Node): ChainedFields | undefined {
  const name = thisMemberName(skipTypeWrappers(value));
  const method = fn.parent;
  if (name === undefined || method?.type !== 'MethodDefinition' || method.parent.type !== 'ClassBody') return undefined;
  return chainedFieldWrites(mcp, call, owner, method.parent, name);
}

/** A field of the sealer's literal given parameter `index` (`sub: user`): the argument the call passes there, under that field. */
function heldField(mcp: McpFile, call: CallExpression, index: number, property: TSESTree.Property, literal: TSESTree.ObjectExpression): Side | undefined {
  const key = getStaticKeyName(property.key, property.computed);
  const argument = argumentAt(call, index);
  return key === undefined || !argument ? undefined : { mcp, signed: { object: literal, fields: new Map([[key, argument]]), complete: true } };
}

/**
 * A sealer its own module takes for a state sealer (by its name), whose signed fields that module shows whole: reported
 * there. Not one whose payload only callers in other modules pass (see `SignedFields.passedElsewhere`).
 */
function judgedAtHome({ owner, fn }: ForeignStateFunction): boolean {
  return sealsStateByHand(owner, fn) && signedObjectsOf(owner, fn).some((signed) => signed.complete && !signed.passedElsewhere);
}

/**
 * What state sealed by a hand-rolled sealer of another module lacks at `seal.call` (the user, the tool, an expiry),
 * judged by what that module signs together with what the call passes. Undefined when the call's token does not
 * become `requestState` or the file cannot see every signed field.
 */
export function foreignSealGaps(
  mcp: McpFile,
  seal: StateSeal,
): { gaps: BindingGap[]; helper: ForeignOrigin; bindsArguments: boolean } | undefined {
  if (seal.kind !== 'hand-rolled' || !seal.helper) return undefined;
  const sealer = foreignFunction(mcp, seal.call);
  if (!sealer || !sealsRequestState(mcp, seal)) return undefined;
  const whole = signedAtCall(mcp, seal, sealer, false);
  const signed = whole ?? signedAtCall(mcp, seal, sealer, true);
  if (!signed) return undefined;
  const sides = [...signed, ...additionalDataAtCall(mcp, seal.call, sealer)];
  const named = (test: (side: Side) => boolean) => sides.some(test);
  // a sealer whose own module signs the user, the tool and an expiry is judged there, and what the call hands one of its
  // fields (`sub: user`) by the opener that compares it; whether a destructive tool's arguments are signed depends on
  // what each call passes, and is judged here
  if (judgedAtHome(sealer) || !whole) {
    // what the sealer signs from a member of what it is handed (`{ sub, tool }` of its options) is missing where this
    // call's object leaves that member out: judged here, whatever its own module is told
    const home = whole ? signedObjectsOf(sealer.owner, sealer.fn).find((each) => each.complete && !each.passedElsewhere) : undefined;
    const leftOut: BindingGap[] = [];
    if (home && namesUser(sealer.owner.sourceCode, home) && !named((side) => namesUser(side.mcp.sourceCode, side.signed))) leftOut.push('user');
    if (home && namesTool(sealer.owner, home) && !named((side) => namesTool(side.mcp, side.signed))) leftOut.push('tool');
    return { gaps: leftOut, helper: sealer.helper, bindsArguments: named((side) => bindsArguments(side.signed, side.mcp.sourceCode)) };
  }
  const gaps: BindingGap[] = [];
  // the user and the tool its parameters put into an AEAD's additional data (`additionalData: aad(userId, tool)`)
  const authenticated = authenticatedRoles(sealer.owner, sealer.fn);
  if (!authenticated.has('user') && !named((side) => namesUser(side.mcp.sourceCode, side.signed))) gaps.push('user');
  if (!authenticated.has('tool') && !named((side) => namesTool(side.mcp, side.signed))) gaps.push('tool');
  // an issue time signed in another module: whether an age is compared is the opener's question, judged where it opens;
  // unless the sealer's own module opens what it seals by an expiry field and never by its age
  // (an expiry the sealer writes only when a call gives it an option is that call's question: see `expiryLeftOutAt`)
  const issueTimeCounts = !opensByExpiryOnly(sealer.owner) || signedObjectsOf(sealer.owner, sealer.fn).some((each) => [...each.fields.keys()].some((key) => EXPIRY_FIELD.test(key)));
  if (!named((side) => namesExpiry(side.mcp.sourceCode, side.signed) || (issueTimeCounts && namesIssueTime(side.mcp.sourceCode, side.signed)))) gaps.push('expiry');
  // what the sealer's own module reports (its name says it seals state) is reported once, there
  const home = reportedAtHome(sealer);
  return {
    gaps: gaps.filter((gap) => !home.has(gap)),
    helper: sealer.helper,
    bindsArguments: named((side) => bindsArguments(side.signed, side.mcp.sourceCode)),
  };
}

/**
 * The longest lifetime a hand-rolled sealer of another module signs (`exp: Date.now() + TTL`, under any name) for state this call
 * hands out, where its own module does not judge it (nothing there shows that it seals state).
 */
export function foreignSealLifetime(mcp: McpFile, seal: StateSeal): number | undefined {
  if (seal.kind !== 'hand-rolled' || !seal.helper) return undefined;
  const sealer = foreignFunction(mcp, seal.call);
  if (!sealer || sealsStateByHand(sealer.owner, sealer.fn) || !flowsIntoState(mcp, seal.call)) return undefined;
  const { owner, fn } = sealer;
  const stringified = stringifiedBySealer(owner, fn);
  const expression = stringified && skipTypeWrappers(stringified);
  const literal = expression && (expression.type === 'ObjectExpression' ? expression : owner.provenance.of(expression).objectLiteral);
  if (!literal) return undefined;
  let longest: number | undefined;
  for (const value of fieldsOf(owner, literal, fn).fields.values()) {
    // an expiry by its value (`until: now + WINDOW_MS`), whatever the field is called
    const seconds = describeExpiry(clockScopeOf(owner), value)?.ttlSeconds;
    if (seconds !== undefined && (longest === undefined || seconds > longest)) longest = seconds;
  }
  return longest;
}

/**
 * Whether a module opens the state it seals by an expiry field (`claims.exp <= now()`) and compares no age anywhere
 * (`now() - claims.iat`): an issue time it signs is then never compared, and what a call seals without an expiry of its
 * own never expires.
 */
function opensByExpiryOnly(owner: McpFile): boolean {
  let answer = expiryOnlyOpeners.get(owner);
  if (answer === undefined) {
    const units = comparesAge(owner.sourceCode) ? undefined : writtenExpiryUnits(owner, findExpirySealers(owner));
    answer = units !== undefined && owner.functions.some((fn) => decodesVerifiedJson(owner, fn) && openerChecks(owner, fn, units).expiry);
    expiryOnlyOpeners.set(owner, answer);
  }
  return answer;
}

const expiryOnlyOpeners = new WeakMap<McpFile, boolean>();

/** The gaps a sealer's own module reports on it: what it signs lacks whatever any caller passes. */
function reportedAtHome({ owner, fn }: ForeignStateFunction): ReadonlySet<BindingGap> {
  const gaps = new Set<BindingGap>();
  if (!sealsStateByHand(owner, fn)) return gaps;
  for (const signed of signedObjectsOf(owner, fn)) if (signed.complete) for (const gap of handRolledGaps(owner, signed, fn)) gaps.add(gap);
  return gaps;
}

/**
 * What an AEAD sealer authenticates besides its plaintext, as this call passes it: a parameter that reaches
 * `cipher.setAAD(…)` (whole, or through a helper such as `this.#additionalData(binding)`) binds the fields of the object
 * literal the call passes there, since an open with another user or tool fails authentication.
 */
function additionalDataAtCall(mcp: McpFile, call: CallExpression, { owner, fn }: ForeignStateFunction, inner?: InnerDecoder): Side[] {
  const indexes = inner ? additionalDataParameters(inner.owner, inner.decoder, 'setAAD or additionalData').keys() : additionalDataParameters(owner, fn, 'setAAD or additionalData').keys();
  const sides: Side[] = [];
  for (const index of indexes) {
    // through a wrapper (`openRound(raw, binding)` calling `active.open(raw, binding)`): what the wrapper hands on
    // there from its own parameters
    const handed = inner ? argumentAt(inner.call, index) : undefined;
    const outer = inner ? (handed ? parameterIndex(owner.sourceCode, skipTypeWrappers(handed), fn) : undefined) : index;
    const argument = outer === undefined ? undefined : argumentAt(call, outer);
    const literal = argument ? objectLiteralOf(mcp.provenance, argument) : undefined;
    const fields = literal && fieldsOf(mcp, literal, undefined);
    if (fields) sides.push({ mcp, signed: fields });
  }
  return sides;
}

/**
 * The members of its binding a call hands an opener of another module too little of, where the opener compares them
 * only when given (`openRound(raw, { tool, userId })` with `if (bind.args && p.ad !== argsDigest(bind.args))` there).
 */
export function foreignOpenSkips(mcp: McpFile, call: CallExpression): { skipped: string[]; helper: ForeignOrigin } | undefined {
  if (!call.arguments.some((argument) => argument.type !== 'SpreadElement' && isClientState(mcp, argument))) return undefined;
  const found = foreignFunction(mcp, call);
  const skipped = found ? comparisonsSkippedAt(mcp, call, found.fn) : [];
  return found && skipped.length > 0 ? { skipped, helper: found.helper } : undefined;
}

/**
 * Whether what `call` gives is handed, as it is, to a call of a function the analysis does not know, or of one that
 * calls a function its caller hands it (`chain(checksFor(args), tokens.open(raw))` with `chain = (fn, result) =>
 * result.ok ? fn(result.value) : result`): the checks may be made there.
 */
function handedToUnseenFunction(mcp: McpFile, call: CallExpression): boolean {
  let node: TSESTree.Node = call;
  while (node.parent?.type === 'AwaitExpression' || node.parent?.type === 'TSAsExpression' || node.parent?.type === 'TSNonNullExpression') node = node.parent;
  const outer = node.parent;
  if (outer?.type !== 'CallExpression' || !outer.arguments.includes(node as TSESTree.CallExpressionArgument)) return false;
  const callee = mcp.provenance.of(outer.callee);
  if (callee.functionNode) return callsOwnParameter(fileOwning(mcp, callee.functionNode), callee.functionNode);
  return callee.kind === 'unknown' && !callee.reference && !callee.alternatives;
}

function callsOwnParameter(owner: McpFile, fn: FunctionNode): boolean {
  let found = false;
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return;
    const binding = resolveBinding(owner.sourceCode, node.callee);
    found = binding?.kind === 'parameter' && binding.fn === fn;
  });
  return found;
}

/**
 * An opener of another module called with the `requestState` the client sent (`vault.open(raw)`): a function that
 * parses JSON after checking a signature. With what it never checks: the expiry, the user, the tool.
 */
export function foreignOpenGaps(
  mcp: McpFile,
  call: CallExpression,
  names: CustomStateFunctions = {},
): { gaps: BindingGap[]; helper: ForeignOrigin; mixedUnits?: MixedUnits; reversedAge?: TSESTree.BinaryExpression } | undefined {
  // the client's token, wherever the opener takes it (`openPayout(key, raw, userId)`)
  if (!call.arguments.some((argument) => argument.type !== 'SpreadElement' && isClientState(mcp, argument))) return undefined;
  // (what a function the file cannot see is handed may be checked there: `chain(checksFor(args), tokens.open(raw))`)
  if (handedToUnseenFunction(mcp, call)) return undefined;
  const found = foreignFunction(mcp, call);
  if (!found) return undefined;
  if (!decodesVerifiedJson(found.owner, found.fn, names)) {
    // a wrapper of its module's opener: what the two check together
    const inner = innerDecoder(found.owner, found.fn, names);
    if (!inner) return undefined;
    const { decoder, owner: decoderOwner, call: decoding, callOwner, through } = inner;
    if (decoderOwner !== found.owner || through.length > 0) {
      // a wrapper of an opener it is handed (`resume(…)` calling `codec.open(token)`), or of wrappers of one: the opener,
      // each wrapper around its call, and this call's function, each in its own module
      const units = writtenExpiryUnits(decoderOwner, findExpirySealers(decoderOwner));
      const roles = sealedFieldRoles(decoderOwner);
      const parts = [
        openerChecks(decoderOwner, decoder, units),
        checksAroundCall(callOwner, decoding, roles, units),
        ...through.map((wrapper) => checksAroundCall(wrapper.owner, wrapper.call, roles, units)),
        checksAroundCall(mcp, call, roles, units),
      ];
      const authenticated = through.length > 0 ? [] : additionalDataAtCall(mcp, call, found, inner);
      const checks = {
        user: parts.some((part) => part.user) || authenticated.some((side) => namesUser(side.mcp.sourceCode, side.signed)),
        tool: parts.some((part) => part.tool) || authenticated.some((side) => namesTool(side.mcp, side.signed)),
        expiry: parts.some((part) => part.expiry),
        mixedUnits: undefined,
      };
      const reversedAge = parts.find((part) => part.reversedAge)?.reversedAge;
      return { gaps: openerGaps(checks), helper: found.helper, ...(reversedAge && { reversedAge }) };
    }
    const both = wrapperChecks(found.owner, decoder, found.fn, writtenExpiryUnits(found.owner, findExpirySealers(found.owner)));
    const around = checksAroundCall(mcp, call, sealedFieldRoles(found.owner));
    const checks = { user: both.user || around.user, tool: both.tool || around.tool, expiry: both.expiry || around.expiry, mixedUnits: undefined };
    const reversedAge = both.reversedAge ?? around.reversedAge;
    return { gaps: openerGaps(checks), helper: found.helper, ...(both.mixedUnits && { mixedUnits: both.mixedUnits }), ...(reversedAge && { reversedAge }) };
  }
  const opener = found;
  const units = withUnitsSealedHere(mcp, writtenExpiryUnits(opener.owner, findExpirySealers(opener.owner)));
  if (opensStateByHand(opener.owner, opener.fn, names)) {
    // an opener that leaves them to its callers: the user, the tool and the expiry are this caller's to compare
    // (or that authenticates the binding each call hands it: `setAAD(aad(binding))`)
    if (!leavesBindingToCallers(opener.owner, opener.fn) && !authenticatesWhatCallersPass(opener.owner, opener.fn)) return undefined;
    const inside = openerChecks(opener.owner, opener.fn, units);
    const around = checksAroundCall(mcp, call, undefined, units);
    // what the call passes for the parameters it compares the fields with (`{ userId: user.id, tool: this.name }`), or
    // that the box authenticates (`additionalData: aad(binding)`)
    const passed = comparedArguments(mcp, call, opener);
    const authenticated = additionalDataAtCall(mcp, call, opener);
    const checks = {
      user: around.user || passed.user || authenticated.some((side) => namesUser(side.mcp.sourceCode, side.signed)),
      tool: around.tool || passed.tool || authenticated.some((side) => namesTool(side.mcp, side.signed)),
      expiry: inside.expiry || around.expiry,
      mixedUnits: undefined,
    };
    return { gaps: openerGaps(checks), helper: opener.helper, ...mixedHere(mcp, around, call, opener.owner), ...(around.reversedAge && { reversedAge: around.reversedAge }) };
  }
  const inside = openerChecks(opener.owner, opener.fn, units);
  // what it leaves unchecked may be checked here, on what it returns, or authenticated with what this call passes;
  // an expiry compared here in another unit than its module writes it in is this module's finding
  const around = checksAroundCall(mcp, call, sealedFieldRoles(opener.owner), units);
  const authenticated = additionalDataAtCall(mcp, call, opener);
  const passed = comparedArguments(mcp, call, opener);
  const checks = {
    user: inside.user || around.user || passed.user || authenticated.some((side) => namesUser(side.mcp.sourceCode, side.signed)),
    tool: inside.tool || around.tool || passed.tool || authenticated.some((side) => namesTool(side.mcp, side.signed)),
    expiry: inside.expiry || around.expiry,
    mixedUnits: undefined,
  };
  // a unit mix inside the opener (or around its calls there) is its own module's finding, reported there once
  return { gaps: openerGaps(checks), helper: opener.helper, ...mixedHere(mcp, around, call, opener.owner), ...(around.reversedAge && { reversedAge: around.reversedAge }) };
}

/**
 * The units expiry fields are written in by the sealer's module, and by the objects this file hands to a sealer of
 * another module (`seal({ ...payload, tool, exp: Date.now() + TTL })`): what an opener's caller compares them with.
 */
function withUnitsSealedHere(mcp: McpFile, units: Map<string, Set<TimeUnit>>): Map<string, Set<TimeUnit>> {
  for (const seal of findSeals(mcp)) {
    if (seal.kind !== 'hand-rolled' || !seal.payload) continue;
    const literal = objectLiteralOf(mcp.provenance, seal.payload);
    for (const [key, value] of literal ? fieldsOf(mcp, literal, undefined).fields : []) {
      const expiry = describeExpiry(clockScopeOf(mcp), value);
      if (expiry) units.set(key, new Set([...(units.get(key) ?? []), expiry.unit]));
    }
  }
  return units;
}

/**
 * A unit mix in a comparison of what the opener returned (`state.exp < nowSeconds`), written around its call here or in
 * a check of a third module the result is handed to: this call's finding. A mix in the opener's own module is that
 * module's, reported there.
 */
function mixedHere(mcp: McpFile, around: OpenerChecks, call: CallExpression, opener: McpFile): { mixedUnits?: MixedUnits } {
  const mixed = around.mixedUnits;
  if (!mixed || mixed.comparison === call) return {};
  const comparing = fileOwning(mcp, mixed.comparison);
  // a comparison whose value's declared type tells its unit is its own module's finding, as the opener's is
  const toldThere = comparing !== mcp && mixed.comparison.type === 'BinaryExpression' && typedExpiryMix(comparing, mixed.comparison) !== undefined;
  return comparing !== opener && !toldThere ? { mixedUnits: mixed } : {};
}

/**
 * A token opener of another module called with what this file cannot tell is the client's state (`this.codec.open(token)`
 * in a guard handed the token by its callers): an expiry of what it returns compared here in another unit than the
 * opener's module writes it in never expires, or always has, whatever the token is.
 */
export function foreignOpenedUnitMix(mcp: McpFile, call: CallExpression, names: CustomStateFunctions = {}): MixedUnits | undefined {
  // what is kept to be read (`const envelope = codec.open(token)`) or handed to a check (`assertFresh(codec.open(token))`),
  // of a module whose text may sign: only then is it looked up
  if (call.arguments.length === 0 || !(isKept(call) || isHandedOn(call)) || !mcp.provenance.calleeMaySign(call.callee)) return undefined;
  if (call.arguments.some((argument) => argument.type !== 'SpreadElement' && isClientState(mcp, argument))) return undefined;
  const found = foreignFunction(mcp, call);
  if (!found || !decodesVerifiedJson(found.owner, found.fn, names)) return undefined;
  // (the expiry the opener's module writes, or the one this file hands its sealer: `seal({ …, exp: Date.now() + ttl })`)
  const units = withUnitsSealedHere(mcp, writtenExpiryUnits(found.owner, findExpirySealers(found.owner)));
  if (units.size === 0) return undefined;
  return mixedHere(mcp, checksAroundCall(mcp, call, undefined, units), call, found.owner).mixedUnits;
}

/** `assertFresh(open(token))`, `assertFresh(assertBound(open(token), binding))`: a result handed to a function around it. */
function isHandedOn(call: CallExpression): boolean {
  const outer = call.parent?.type === 'AwaitExpression' ? call.parent.parent : call.parent;
  return outer?.type === 'CallExpression' && outer.arguments.includes(call.parent?.type === 'AwaitExpression' ? call.parent : call);
}

/** `const opened = open(token)`, `const opened = await open(token)`: a result kept in a `const`. */
function isKept(call: CallExpression): boolean {
  const parent = call.parent?.type === 'AwaitExpression' ? call.parent.parent : call.parent;
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier';
}

/** What the arguments an opener compares decoded fields with are at `call`: the request's user, the tool's name. */
function comparedArguments(mcp: McpFile, call: CallExpression, opener: ForeignStateFunction): { user: boolean; tool: boolean } {
  const toolNames = registeredToolNames(mcp);
  let user = false;
  let tool = false;
  // a member of the object the call passes, under the name the opener compares it by
  // (what the opener compares with its signed user field, `claims.sub !== agentId`, is the user whatever the caller names it)
  const note = (key: string, property: TSESTree.Property | undefined, field?: string) => {
    const value = property?.value;
    if (!value || value.type === 'AssignmentPattern' || value.type === 'ObjectPattern' || value.type === 'ArrayPattern' || value.type === 'TSEmptyBodyFunctionExpression') return;
    if (isUserField(key, value, mcp.sourceCode) || (field !== undefined && USER_FIELD.test(field))) user = true;
    else if (isToolField(mcp, key, value, toolNames)) tool = true;
  };
  for (const { index, member, everyMember, field } of parametersComparedWithFields(opener.owner, opener.fn)) {
    const argument = call.arguments[index];
    if (!argument || argument.type === 'SpreadElement') continue;
    if (everyMember || member !== undefined) {
      // `openState(raw, { sub: userId, tool: TOOL })` of an opener comparing each member it is handed, or `open(env,
      // raw, bind)` with `const bind = { userId: user.id, tool: this.name }`: the member the opener destructures
      const literal = objectLiteralOf(mcp.provenance, argument);
      if (literal && everyMember) for (const [key, property] of staticProperties(literal)) note(key, property);
      else if (literal && member !== undefined) note(member, staticProperty(literal, member), field);
      continue;
    }
    if (isPrincipalValue(mcp.sourceCode, argument)) user = true;
    else if (isToolField(mcp, '', argument, toolNames)) tool = true;
    // `ctx.operator` of a context a dispatcher the file does not show hands in: what it holds is unknown, and so is
    // whether the comparison checks the user; nothing is claimed missing (the tool is told apart by its name)
    else if (isHandedByUnseenCaller(mcp, argument)) user = true;
  }
  return { user, tool };
}

/** A member of a parameter whose callers the analysis does not see: `ctx.operator` of `run(args, ctx)`. */
function isHandedByUnseenCaller(mcp: McpFile, argument: TSESTree.Expression): boolean {
  const value = mcp.provenance.of(argument);
  return value.kind === 'unknown' && value.memberOfParameter === true && value.valueType === 'unknown';
}

/** The function of `owner` that `fn` calls and that decodes verified JSON: the opener a wrapper hands the token to. */
/**
 * The opener a wrapper calls, the file declaring it, and the call of it (in `callOwner`); `through`: the calls of the
 * wrappers in between, each in its own file (`resume(token)` calling `upgradeV1(token)` calling `readV1(token)`).
 */
interface InnerDecoder {
  readonly decoder: FunctionNode;
  readonly owner: McpFile;
  readonly call: CallExpression;
  readonly callOwner: McpFile;
  readonly through: readonly { readonly owner: McpFile; readonly call: CallExpression }[];
}

/** How many wrappers deep an opener is looked for. */
const MAX_WRAPPERS = 3;

function innerDecoder(owner: McpFile, fn: FunctionNode, names: CustomStateFunctions, depth = 0): InnerDecoder | undefined {
  let found: InnerDecoder | undefined;
  const wrapped: { call: CallExpression; callee: FunctionNode; calleeOwner: McpFile }[] = [];
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'CallExpression') return;
    const callee = owner.provenance.of(node.callee).functionNode;
    const calleeOwner = callee && fileOwning(owner, callee);
    if (!callee || !calleeOwner || callee === fn) return;
    if (decodesVerifiedJson(calleeOwner, callee, names)) found = { decoder: callee, owner: calleeOwner, call: node, callOwner: owner, through: [] };
    // a wrapper of a wrapper, handed what this one was (`upgradeV1(token, binding)`)
    else if (node.arguments.some((argument) => argument.type !== 'SpreadElement' && parameterIndex(owner.sourceCode, skipTypeWrappers(argument), fn) !== undefined)) wrapped.push({ call: node, callee, calleeOwner });
  });
  if (found || depth + 1 >= MAX_WRAPPERS) return found;
  for (const { call, callee, calleeOwner } of wrapped) {
    const deeper = innerDecoder(calleeOwner, callee, names, depth + 1);
    if (deeper) return { ...deeper, through: [{ owner, call }, ...deeper.through] };
  }
  return undefined;
}

/** What a JWT signed by a wrapper of another module lacks at one call: an expiry, and the user or the tool. */
export interface ForeignJwtGaps {
  readonly helper: ForeignOrigin;
  /** Neither the wrapper's options nor the claims this call passes set an expiry, and nothing there limits the age. */
  readonly lacksExpiry: boolean;
  readonly lacks: readonly BindingGap[];
}

/**
 * A function of another module that signs its parameter as a JWT (`export const sealRound = (claims) => jwt.sign(claims,
 * KEY, { algorithm })`, re-exported under any name), judged at a call of the linted file whose token becomes
 * `requestState`: by the wrapper's options and the claims object literal this call passes.
 */
export function foreignJwtGaps(mcp: McpFile, call: CallExpression): ForeignJwtGaps | undefined {
  // a call of the file's own code, or of a module that cannot sign, reads no other module
  if (!flowsIntoState(mcp, call) || !mcp.provenance.calleeMaySign(call.callee)) return undefined;
  const wrapper = foreignFunction(mcp, call);
  if (!wrapper || mcp.provenance.of(call).kind !== 'signed-token') return undefined;
  const inner = onlyJwtSeal(wrapper.owner, wrapper.fn);
  const payload = inner?.payload && parameterIndex(wrapper.owner.sourceCode, skipTypeWrappers(inner.payload), wrapper.fn);
  const jwt = inner && payload !== undefined ? describeJwtSeal(wrapper.owner, inner) : undefined;
  if (!inner || payload === undefined || !jwt) return undefined;
  const argument = argumentAt(call, payload);
  const literal = argument ? objectLiteralOf(mcp.provenance, argument) : undefined;
  const claims = literal && fieldsOf(mcp, literal, undefined);
  if (!claims?.complete) return undefined;
  const lacks: BindingGap[] = [];
  if (!jwt.setsSubject && !namesUser(mcp.sourceCode, claims)) lacks.push('user');
  if (!namesTool(mcp, claims) && !audienceNamesTool(mcp, wrapper.owner, wrapper.fn, jwt, { mcp, call })) lacks.push('tool');
  const expiryClaim = [...claims.fields.keys()].some((key) => EXPIRY_FIELD.test(key));
  const lacksExpiry = jwt.expiry === undefined && !jwt.expiresByDefault && !expiryClaim && jwtAgeChecks(wrapper.owner, inner, jwt).length === 0;
  return { helper: wrapper.helper, lacksExpiry, lacks };
}

