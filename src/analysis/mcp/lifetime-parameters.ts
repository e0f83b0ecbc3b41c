import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getPlainArguments, getStaticKeyName, isNodeOf, skipTypeWrappers, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { isReferenceTo } from '../scope/modules.js';
import { parameterMemberOf, resolveBinding } from '../scope/bindings.js';
import { fromChainStart } from '../values/foreign-values.js';
import { constantNumber, expiryTerm, parseDurationSeconds } from '../values/durations.js';
import { staticProperty } from '../values/object-literals.js';
import { calleeFunctionOf } from './callee-functions.js';
import { constructorParameterProperty, thisFieldWrites } from '../scope/members.js';
import { invocationsOf, mayRegisterPlugins } from './plugin-registrations.js';
import { fileOwning, type McpFile } from './file.js';
import { mayHaveHandRolledSeals, sealOf, stringifiedBySealer } from './seals.js';
import { describeJwtSeal } from './jwt-seals.js';
import { isNamedForState, isWithinStateNamedCode } from './state-names.js';
import { EXPIRY_FIELD, fieldsOf } from './signed-fields.js';
import { flowsIntoState } from './state-results.js';
import { clockScopeOf } from './clock-scopes.js';
import { constantSeconds } from './constant-seconds.js';
import { JWT_LIBRARY_WORDS } from '../values/vocabulary.js';

/** A parameter (or an option of it) that a sealer adds to the clock as the state's lifetime. */
interface LifetimeParameter {
  readonly index: number;
  readonly property: string | undefined;
  /** Seconds in one unit of what a call passes (`ttl * 1000` added to `Date.now()`: 1). */
  readonly secondsPerUnit: number;
  /** The function that seals with it: the summarised one, or a closure of it. */
  readonly sealer: FunctionNode;
  /**
   * Whatever it seals is request state: the lifetime of an SDK codec the function creates (`ttlSeconds: opts.lifetime`),
   * or of a JWT a function named for state signs (`stateTokens.issue` with `expiresIn: opts.lifetime`).
   */
  readonly sealsState?: boolean;
}

/** A lifetime a call hands to a sealer, in seconds, and the argument or option property that holds it. */
export interface PassedLifetime {
  readonly node: TSESTree.Node;
  readonly value: TSESTree.Node;
  readonly seconds: number;
}

/**
 * The lifetimes a call passes to a hand-rolled sealer through its summary: `sealTrip(state, user, tool, 3600)` where
 * the sealer signs `exp: Date.now() + ttlSeconds * 1000`, `makeSealer({ ttl: 3600 })` whose closure does, `makeCodec(keys,
 * 30 * 60)`. Only a constant written at the call is judged.
 */
export function findPassedLifetimes(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression): PassedLifetime[] {
  const plain = getPlainArguments(call);
  // only a number written here is judged; and a callee of a module whose text names nothing that signs seals nothing
  // (`new StateSigner(key, STATE_TTL_MS)`: a constructor that keeps the lifetime in a field its sealer adds to the clock)
  const numbers = (argument: TSESTree.Node | undefined) => argument !== undefined && writesNumber(mcp, argument, 0);
  if (!plain || !(plain.some(numbers) || mayRegisterPlugins(call))) return [];
  const passed: PassedLifetime[] = [];
  for (const { fn, arguments: argumentsOf } of invocationsOf(mcp, call, (callee) => mcp.provenance.calleeMaySign(callee))) {
    if (argumentsOf.some(numbers)) passed.push(...lifetimesPassed(mcp, call, fn, argumentsOf));
  }
  return passed;
}

/** A lifetime a sealer of the file falls back to where a call passes none, in seconds, and the node that writes it. */
export interface DefaultLifetime {
  readonly node: TSESTree.Node;
  readonly seconds: number;
  /** Seconds in one unit of the written value (milliseconds: 0.001). */
  readonly secondsPerUnit: number;
}

/**
 * The defaults of the file's hand-rolled sealers' lifetime parameters (`constructor(key, { ttlMs = DEFAULT_TTL_MS } =
 * {})`, `private readonly ttlMs = 15 * 60 * 1000`): what every call that leaves the lifetime out seals with, at the
 * constant that writes it (the `const` the default names, when the file declares it).
 */
export function defaultLifetimesOf(mcp: McpFile): DefaultLifetime[] {
  if (!mayHaveHandRolledSeals(mcp)) return [];
  const lifetimes: DefaultLifetime[] = [];
  for (const [fn, parameters] of summariesOf(mcp)) {
    if (!isNodeOf(mcp.sourceCode.ast, fn)) continue;
    for (const parameter of parameters) {
      if (!parameter.sealsState && !isStateNamed(parameter.sealer)) continue;
      const fallback = defaultOf(fn.params[parameter.index], parameter.property);
      const written = fallback && writtenConstant(mcp, fallback);
      const amount = written && constantSeconds(mcp, written);
      if (amount !== undefined && written && !lifetimes.some((known) => known.node === written)) lifetimes.push({ node: written, seconds: amount * parameter.secondsPerUnit, secondsPerUnit: parameter.secondsPerUnit });
    }
  }
  return lifetimes;
}

/** The default of a parameter (`ttl = 600`, `private readonly ttlMs = …`), or of an option it destructures (`{ ttl = 600 }`). */
function defaultOf(parameter: TSESTree.Parameter | undefined, property: string | undefined): TSESTree.Expression | undefined {
  let pattern: TSESTree.Node | undefined = parameter?.type === 'TSParameterProperty' ? parameter.parameter : parameter;
  if (property === undefined) return pattern?.type === 'AssignmentPattern' ? pattern.right : undefined;
  if (pattern?.type === 'AssignmentPattern') pattern = pattern.left;
  if (pattern?.type !== 'ObjectPattern') return undefined;
  for (const element of pattern.properties) {
    if (element.type === 'Property' && getStaticKeyName(element.key, element.computed) === property) return element.value.type === 'AssignmentPattern' ? element.value.right : undefined;
  }
  return undefined;
}

/** The value a default writes: itself, or the initialiser of the file's `const` it names. */
function writtenConstant(mcp: McpFile, fallback: TSESTree.Expression): TSESTree.Node {
  const expression = skipValueWrappers(fallback);
  const binding = expression.type === 'Identifier' ? resolveBinding(mcp.sourceCode, expression) : undefined;
  return binding?.kind === 'initialized' && binding.path.length === 0 && isNodeOf(mcp.sourceCode.ast, binding.init) ? binding.init : expression;
}

function lifetimesPassed(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression, fn: FunctionNode, argumentsOf: readonly (TSESTree.Expression | undefined)[]): PassedLifetime[] {
  const passed: PassedLifetime[] = [];
  for (const parameter of lifetimeParametersOf(mcp, fn)) {
    const argument = argumentsOf[parameter.index];
    // a sealer also used for links or cookies is judged only where what it seals becomes request state
    if (!argument || (!parameter.sealsState && !sealsStateHere(mcp, call, fn, parameter.sealer))) continue;
    let holder: TSESTree.Node = argument;
    let value: TSESTree.Node = argument;
    if (parameter.property !== undefined) {
      const literal = mcp.provenance.of(argument).objectLiteral;
      const property = literal && isNodeOf(mcp.sourceCode.ast, literal) ? staticProperty(literal, parameter.property) : undefined;
      if (!property || property.value.type === 'AssignmentPattern') continue;
      holder = property;
      value = property.value;
    }
    const amount = constantSeconds(mcp, value as Node);
    if (amount !== undefined && typeof amount === 'number') passed.push({ node: holder, value, seconds: amount * parameter.secondsPerUnit });
  }
  return passed;
}

/** A sealer named for state, or written in code that is (`class StateToken { issue(payload) { … } }`). */
function isStateNamed(sealer: FunctionNode): boolean {
  return isWithinStateNamedCode(sealer) || isNamedForState(sealer);
}

/**
 * Whether this call's token becomes request state, or (for a factory) a call of the sealer it makes does in this file;
 * a module that never calls a sealer named for state only builds it for others (`new StateToken(secret, { ttlMs })`).
 */
function sealsStateHere(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression, fn: FunctionNode, sealer: FunctionNode): boolean {
  if (fn === sealer && call.type === 'CallExpression' && flowsIntoState(mcp, call)) return true;
  const sealerCalls = mcp.calls.filter((other) => other !== call && calleeFunctionOf(mcp, other) === sealer);
  if (fn !== sealer && sealerCalls.some((other) => flowsIntoState(mcp, other))) return true;
  return sealerCalls.length === 0 && isStateNamed(sealer);
}

function writesNumber(mcp: McpFile, argument: TSESTree.Node, depth: number): boolean {
  const expression = skipTypeWrappers(argument as Node);
  if (expression.type === 'ObjectExpression') {
    return depth === 0 && expression.properties.some((property) => property.type === 'Property' && writesNumber(mcp, property.value, 1));
  }
  // a member (`cfg.confirmWindowSeconds`) may be a constant of an object another module makes: its value says
  if (expression.type === 'MemberExpression' && !expression.computed) return true;
  // a constant another module exports (`STATE_TTL_MS` of './config/constants.js'): its value says, there
  if (expression.type === 'Identifier' && resolveBinding(mcp.sourceCode, expression)?.kind === 'import') return true;
  // a duration as jsonwebtoken and jose write one (`{ ttl: '45m' }`)
  if (expression.type === 'Literal' && typeof expression.value === 'string') return parseDurationSeconds(expression.value) !== undefined;
  return (expression.type === 'Literal' || expression.type === 'BinaryExpression' || expression.type === 'Identifier') && constantNumber(mcp.sourceCode, expression) !== undefined;
}


const summariesByOwner = new WeakMap<McpFile, Map<FunctionNode, LifetimeParameter[]>>();

/** The lifetime parameters of `fn`, from one pass over the signed objects of its module's hand-rolled sealers. */
function lifetimeParametersOf(mcp: McpFile, fn: FunctionNode): readonly LifetimeParameter[] {
  return summariesOf(fileOwning(mcp, fn)).get(fn) ?? [];
}

/** The lifetime parameters of every function of a module, worked out in one pass. */
function summariesOf(owner: McpFile): ReadonlyMap<FunctionNode, LifetimeParameter[]> {
  let summaries = summariesByOwner.get(owner);
  if (!summaries) {
    summaries = new Map();
    summariesByOwner.set(owner, summaries);
    const found = summaries;
    // (a module that seals nothing itself may still wrap another's sealer)
    const seals = mayHaveHandRolledSeals(owner) || owner.vocabulary.mentionsAny(['createRequestStateCodec', ...JWT_LIBRARY_WORDS]);
    fromChainStart(() => collectLifetimeParameters(owner, found, seals));
  }
  return summaries;
}

function collectLifetimeParameters(owner: McpFile, summaries: Map<FunctionNode, LifetimeParameter[]>, seals: boolean): void {
  const seen = new Set<FunctionNode>();
  const add = (fn: FunctionNode, parameter: LifetimeParameter) => {
    const list = summaries.get(fn) ?? [];
    if (!list.some((known) => known.index === parameter.index && known.property === parameter.property)) list.push(parameter);
    summaries.set(fn, list);
  };
  for (const call of seals ? owner.calls : []) {
    const codecLifetime = codecLifetimeParameter(owner, call) ?? jwtLifetimeParameter(owner, call);
    if (codecLifetime) add(codecLifetime.fn, codecLifetime.parameter);
    const sealer = getEnclosingFunction(call);
    if (sealer.type === 'Program' || seen.has(sealer)) continue;
    seen.add(sealer);
    const stringified = stringifiedBySealer(owner, sealer);
    const expression = stringified && skipTypeWrappers(stringified);
    const object = expression && (expression.type === 'ObjectExpression' ? expression : owner.provenance.of(expression).objectLiteral);
    if (!object) continue;
    for (const [key, value] of fieldsOf(owner, object, sealer).fields) {
      if (!EXPIRY_FIELD.test(key)) continue;
      const lifetime = expiryTerm(clockScopeOf(owner), value);
      const term = lifetime && skipValueWrappers(lifetime.term);
      // `exp: this.now() + this.ttlMs` with `constructor(…, private readonly ttlMs: number)`: what `new` passes there
      const field = term && constructorParameterProperty(term);
      if (field && lifetime) {
        add(field.fn, { index: field.index, property: undefined, secondsPerUnit: lifetime.secondsPerUnit, sealer, sealsState: isNamedForState(sealer) });
        continue;
      }
      // `ttl`, `{ ttl }`, `{ ttl = 600 }`, `options.ttl`, `const ttl = options.ttl ?? 600`: what the call passes there,
      // when it passes anything
      // (`exp: now() + this.#ttlMs` with `this.#ttlMs = ttlMs` of `constructor(key, { ttlMs = … } = {})`: that option)
      const member = term && (lifetimeParameterRead(owner, term) ?? fieldParameterMember(owner, term));
      if (!member || member.path.length > 1) continue;
      add(member.fn, { index: member.position, property: member.path[0], secondsPerUnit: lifetime.secondsPerUnit, sealer });
    }
  }
  for (let hop = 0; hop < MAX_PASS_ON_HOPS; hop += 1) passOnLifetimeParameters(owner, add);
}

/** How many wrappers a lifetime parameter is followed out through. */
const MAX_PASS_ON_HOPS = 2;

/**
 * A function of the module that hands its own parameter on as a sealer's lifetime: whole, an option of it, or spread
 * into the sealer's options (`seal(payload, userId, options = {})` calling `sealer.seal(payload, { userId, tool,
 * ...options })` of `seal(payload, { userId, tool, ttlMs = DEFAULT_TTL_MS })`): what its callers pass there is the
 * state's lifetime too.
 */
function passOnLifetimeParameters(owner: McpFile, add: (fn: FunctionNode, parameter: LifetimeParameter) => void): void {
  for (const call of owner.calls) {
    const wrapper = getEnclosingFunction(call);
    if (wrapper.type === 'Program' || !call.arguments.some((argument) => mentionsParameterOf(owner, argument, wrapper))) continue;
    const callee = calleeFunctionOf(owner, call);
    if (!callee || callee === wrapper) continue;
    for (const parameter of lifetimeParametersOf(owner, callee)) {
      const handed = handedLifetime(owner, call.arguments[parameter.index], parameter.property, wrapper);
      if (handed) add(wrapper, { ...parameter, index: handed.position, property: handed.property });
    }
  }
}

/** The parameter of `wrapper` (and its option) an argument hands on as the option `property` of a sealer's parameter. */
function handedLifetime(owner: McpFile, argument: Node | undefined, property: string | undefined, wrapper: FunctionNode): { position: number; property: string | undefined } | undefined {
  if (!argument || argument.type === 'SpreadElement') return undefined;
  const expression = skipTypeWrappers(argument);
  const own = (node: Node, suffix: readonly string[]) => {
    const member = parameterMemberOf(owner.sourceCode, node);
    const path = member && member.fn === wrapper ? [...member.path, ...suffix] : undefined;
    return path && path.length <= 1 ? { position: member!.position, property: path[0] } : undefined;
  };
  if (property === undefined || expression.type !== 'ObjectExpression') return own(expression, property === undefined ? [] : [property]);
  const written = staticProperty(expression, property);
  if (written) return written.value.type === 'AssignmentPattern' ? undefined : own(written.value, []);
  // `{ userId, tool, ...options }`: the option comes from the last spread object that may hold it
  const spread = expression.properties.findLast((each) => each.type === 'SpreadElement');
  return spread?.type === 'SpreadElement' ? own(spread.argument, [property]) : undefined;
}

function mentionsParameterOf(owner: McpFile, argument: Node, wrapper: FunctionNode): boolean {
  const expression = skipTypeWrappers(argument.type === 'SpreadElement' ? argument.argument : argument);
  if (expression.type === 'ObjectExpression') return expression.properties.some((property) => mentionsParameterOf(owner, property.type === 'SpreadElement' ? property : property.value, wrapper));
  return parameterMemberOf(owner.sourceCode, expression)?.fn === wrapper;
}

/** The parameter, or the option of one, a lifetime reads, through `const`s and the defaults it falls back to. */
function lifetimeParameterRead(owner: McpFile, term: Node): ReturnType<typeof parameterMemberOf> {
  let read = skipValueWrappers(passedOption(term));
  // `ttl` or `{ ttl }` or `{ ttl = 600 }`, whatever default it falls back to
  const binding = read.type === 'Identifier' ? resolveBinding(owner.sourceCode, read) : undefined;
  if (binding?.kind === 'parameter' && binding.fn && binding.position !== undefined && !binding.normalizations) {
    const path = binding.path.filter((each) => each.type !== 'default');
    if (path.length === 0 && binding.index === undefined) return undefined;
    return path.every((step) => step.type === 'property') ? { fn: binding.fn, position: binding.position, index: binding.index, path: path.map((step) => (step as { name: string }).name) } : undefined;
  }
  for (let steps = 0; steps < 3 && read.type === 'Identifier'; steps += 1) {
    const binding = resolveBinding(owner.sourceCode, read);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) break;
    read = skipValueWrappers(passedOption(binding.init));
  }
  return parameterMemberOf(owner.sourceCode, read);
}

/**
 * `jwt.sign(claims, key, { expiresIn: lifetime })` in a function named for state, where `lifetime` is a parameter (or an
 * option of one) of a function around it (`stateTokens(fastify, { lifetime })`): what a call passes there is the
 * state's lifetime, in seconds or as a duration string.
 */
function jwtLifetimeParameter(owner: McpFile, call: TSESTree.CallExpression): { fn: FunctionNode; parameter: LifetimeParameter } | undefined {
  if (!owner.vocabulary.mentionsAny(JWT_LIBRARY_WORDS)) return undefined;
  const seal = sealOf(owner, call);
  if (seal?.kind !== 'jsonwebtoken' && seal?.kind !== 'jose') return undefined;
  const sealer = getEnclosingFunction(call);
  if (sealer.type === 'Program') return undefined;
  const written = describeJwtSeal(owner, seal)?.expiry;
  const expiry = written && passedOption(written);
  // (`{ expiresIn = '10m' }`: what a call passes there, whatever the default)
  const parameter = (expiry && (lifetimeParameterRead(owner, expiry) ?? fieldParameterMember(owner, expiry))) ?? overridingOptions(owner, seal.kind === 'jsonwebtoken' ? seal.options : undefined);
  if (!parameter || parameter.path.length > 1) return undefined;
  const [property] = parameter.path;
  // a function named for state (or a closure of a factory that is: `sign` of what `createStateService` returns) seals
  // nothing but state; any other is judged where its token becomes state
  return { fn: parameter.fn, parameter: { index: parameter.position, property, secondsPerUnit: 1, sealer, sealsState: isWithinStateNamedCode(call) } };
}

/**
 * `jwt.sign(claims, key, { ...defaults, ...overrides })`: the options a parameter spread last overrides, its
 * `expiresIn` among them (`issue(claims, { expiresIn: '12h' })`).
 */
function overridingOptions(owner: McpFile, options: TSESTree.Node | undefined): { fn: FunctionNode; position: number; path: readonly string[] } | undefined {
  const object = options && skipValueWrappers(options);
  const last = object?.type === 'ObjectExpression' ? object.properties.at(-1) : undefined;
  if (last?.type !== 'SpreadElement') return undefined;
  const spread = lifetimeParameterRead(owner, last.argument);
  return spread && spread.path.length === 0 ? { ...spread, path: ['expiresIn'] } : undefined;
}

/**
 * `this.options.ttl` (or `this.ttl`) of a class that keeps what its constructor is given: a parameter property
 * (`constructor(private readonly options: JoseSignerOptions)`) or a field set once from a parameter (`this.options =
 * options`). The constructor's parameter, and the option read of it.
 */
function fieldParameterMember(owner: McpFile, node: Node): { fn: FunctionNode; position: number; path: readonly string[] } | undefined {
  const read = skipValueWrappers(node);
  let field: Node = read;
  const path: string[] = [];
  if (read.type === 'MemberExpression' && !read.computed && read.property.type === 'Identifier' && skipValueWrappers(read.object).type === 'MemberExpression') {
    path.push(read.property.name);
    field = skipValueWrappers(read.object);
  }
  const declared = constructorParameterProperty(field);
  if (declared) return { fn: declared.fn, position: declared.index, path };
  const [write, ...others] = thisFieldWrites(owner.sourceCode, field);
  if (!write || others.length > 0 || write.operator !== '=') return undefined;
  // (`this.#ttlMs = ttlMs` of `constructor(key, { ttlMs = DEFAULT_TTL_MS } = {})`, whatever default it falls back to)
  const member = parameterMemberOf(owner.sourceCode, write.right) ?? lifetimeParameterRead(owner, write.right);
  return member && { fn: member.fn, position: member.position, path: [...member.path, ...path] };
}

/** `ttl ?? defaultTtl`, `opts.ttlSeconds || 600`: the option a call passes, where it passes one. */
function passedOption(value: Node): Node {
  const choice = skipValueWrappers(value as TSESTree.Expression);
  return choice.type === 'LogicalExpression' && choice.operator !== '&&' ? choice.left : value;
}

/**
 * `createRequestStateCodec({ ttlSeconds: opts.lifetime })` in a factory (`makeStateCodec(opts)`): the parameter, or its
 * option, that becomes the codec's lifetime in seconds.
 */
function codecLifetimeParameter(owner: McpFile, call: TSESTree.CallExpression): { fn: FunctionNode; parameter: LifetimeParameter } | undefined {
  if (!owner.vocabulary.mentions('createRequestStateCodec')) return undefined;
  if (!isReferenceTo(owner.provenance.of(call.callee).reference, '@modelcontextprotocol/server', 'createRequestStateCodec')) return undefined;
  const [options] = getPlainArguments(call) ?? [];
  const object = options && skipValueWrappers(options);
  const ttl = object?.type === 'ObjectExpression' ? staticProperty(object, 'ttlSeconds') : undefined;
  let value = ttl && skipValueWrappers(ttl.value as Node);
  // `ttlSeconds: this.ttlSeconds` set by a builder's `withTtl(seconds) { this.ttlSeconds = seconds; }`
  const [written, ...others] = value?.type === 'MemberExpression' && value.object.type === 'ThisExpression' ? thisFieldWrites(owner.sourceCode, value).filter((write) => getEnclosingFunction(write).type !== 'Program' && parameterMemberOf(owner.sourceCode, write.right)) : [];
  if (written && others.length === 0) value = skipValueWrappers(written.right);
  // a parameter, or one option of it (`opts.ttl`, `{ ttlSeconds }` destructured, `const { ttl } = opts`)
  const member = value && parameterMemberOf(owner.sourceCode, passedOption(value));
  if (!member || member.path.length > 1) return undefined;
  const sealer = getEnclosingFunction(call);
  if (sealer.type === 'Program') return undefined;
  return { fn: member.fn, parameter: { index: member.position, property: member.path[0], secondsPerUnit: 1, sealer, sealsState: true } };
}
