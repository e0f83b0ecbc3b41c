import type { TSESTree } from '@typescript-eslint/utils';
import { getStaticString, skipTypeWrappers, walkOwnBody, type Expression, type FunctionNode } from '../syntax/ast.js';
import { isPromiseExecutor } from '../scope/promise-callbacks.js';
import type { McpFile } from './file.js';
import { constantSeconds } from './constant-seconds.js';
import { clockScopeOf } from './clock-scopes.js';
import { describeExpiry } from '../values/durations.js';
import { staticProperties, objectLiteralOf } from '../values/object-literals.js';
import { sealOf, type StateSeal } from './seals.js';
import { bindsArguments, EXPIRY_FIELD, isToolField, namesTool, namesUser, type SignedFields, fieldsOf } from './signed-fields.js';
import { registeredToolNames } from './tool-handlers.js';
import { isDefaultOptions, tokenLifetimeOf } from './jwt-like-libraries.js';

/** What a JWT seal (`jwt.sign(claims, key, options)`, `new SignJWT(claims)…sign(key)`) binds and how long it lives. */
export interface JwtSeal {
  /** The library, as the fixes write its lifetime: jose, jsonwebtoken (and those that take its options), @hapi/iron. */
  readonly library: 'jose' | 'jsonwebtoken' | 'iron';
  /** The claims, when they are an object literal the file shows. */
  readonly claims: SignedFields | undefined;
  /** `jwt.sign`'s options literal. */
  readonly options: TSESTree.ObjectExpression | undefined;
  /** The lifetime as written: `expiresIn`, or the argument of jose's `setExpirationTime(…)`. */
  readonly expiry: Expression | undefined;
  /** jose: the `setExpirationTime(…)` call. */
  readonly expirySetter: TSESTree.CallExpression | undefined;
  /** The lifetime in seconds, when constant (for jose, only a duration string: a number there is a timestamp). */
  readonly lifetimeSeconds: number | undefined;
  /** Nothing sets an expiry: no `expiresIn`/`setExpirationTime`, and claims the file shows whole hold no expiry claim. */
  readonly lacksExpiry: boolean;
  /** A `JwtService`'s seal, whose module may register an `expiresIn` for every token it signs. */
  readonly expiresByDefault: boolean;
  /** What complete claims do not name: the user (when no subject is set either), the tool. */
  readonly lacks: readonly ('user' | 'tool')[];
  /** Whether the claims carry the exact arguments (or a digest of them). */
  readonly bindsArguments: boolean;
  /** A subject is set outside the claims (`subject` option, `setSubject(…)`). */
  readonly setsSubject: boolean;
  /** The audience set outside the claims (`audience` option, `setAudience(…)`): a tool's name binds the tool. */
  readonly audience: Expression | undefined;
  /** The audience names a tool, by its text or as one of the file's tool names. */
  readonly audienceNamesTool: boolean;
  /**
   * A lifetime taken from a parameter, or an option of one, that has a constant default (`ttl = '2h'` of
   * `createStateSigner({ secret, ttl = '2h' })`): every call that leaves it out seals for that long.
   */
  readonly defaultLifetime?: { readonly node: Expression; readonly seconds: number };
}

/** A JWT seal as far as the file shows it; undefined when `jwt.sign`'s options are an object the file cannot see whole. */
export function describeJwtSeal(mcp: McpFile, seal: StateSeal): JwtSeal | undefined {
  const literal = seal.payload && objectLiteralOf(mcp.provenance, seal.payload);
  const claims = literal ? fieldsOf(mcp, literal, undefined) : undefined;
  let hasSubject = false;
  let audience: Expression | undefined;
  let expiry: Expression | undefined;
  let expirySetter: TSESTree.CallExpression | undefined;
  let options: TSESTree.ObjectExpression | undefined;
  let lifetimeUnit: 's' | 'ms' = 's';
  let library: JwtSeal['library'] = seal.kind === 'jose' ? 'jose' : 'jsonwebtoken';
  if (seal.kind === 'jsonwebtoken') {
    const reference = mcp.provenance.of(seal.call.callee).reference;
    const lifetime = tokenLifetimeOf(reference);
    const isDefaults = (node: Expression) => reference !== undefined && isDefaultOptions(mcp.provenance.of(node).reference, reference.module, lifetime);
    const handsDefaults = seal.options !== undefined && isDefaults(seal.options);
    options = seal.options && !handsDefaults ? objectLiteralOf(mcp.provenance, seal.options) : undefined;
    if (seal.options && !options && !handsDefaults) return undefined;
    const properties = options ? optionProperties(mcp, options, isDefaults) : new Map<string, TSESTree.Property>();
    if (!properties) return undefined;
    hasSubject = properties.has('subject');
    audience = properties.get('audience')?.value as Expression | undefined;
    expiry = properties.get(lifetime?.option ?? 'expiresIn')?.value as Expression | undefined;
    lifetimeUnit = lifetime?.unit ?? 's';
    if (lifetimeUnit === 'ms') library = 'iron';
    // a lifetime of 0 is none (`ttl: 0`, Iron's default)
    if (expiry && lifetime && mcp.provenance.of(expiry).literalValue === 0) expiry = undefined;
  } else {
    for (const builder of seal.builderCalls) {
      const method = builder.callee.type === 'MemberExpression' ? builder.callee.property : undefined;
      const name = method?.type === 'Identifier' ? method.name : undefined;
      if (name === 'setSubject') hasSubject = true;
      if (name === 'setAudience' && builder.arguments[0] && builder.arguments[0].type !== 'SpreadElement') audience = builder.arguments[0];
      if (name === 'setExpirationTime' && builder.arguments[0] && builder.arguments[0].type !== 'SpreadElement') {
        expiry = builder.arguments[0];
        expirySetter = builder;
      }
    }
  }
  // jose reads a number as the time it expires at, text as how long it lives (`'2h'`, or a field given it: `this.ttl`)
  const joseTimestamp = expiry !== undefined && seal.kind === 'jose' && getStaticString(skipTypeWrappers(expiry)) === undefined && mcp.provenance.literalString(expiry) === undefined && !isTextSetting(mcp, expiry);
  const amount = expiry === undefined ? undefined : joseTimestamp ? timestampLifetime(mcp, expiry) : constantSeconds(mcp, expiry);
  const lifetimeSeconds = amount !== undefined && lifetimeUnit === 'ms' ? amount / 1000 : amount;
  const defaulted = amount === undefined && expiry !== undefined ? defaultLifetimeOf(mcp, expiry, seal.kind === 'jose', lifetimeUnit) : undefined;
  const audienceNamesTool =
    audience !== undefined && (isToolField(mcp, 'aud', audience, registeredToolNames(mcp)) || separatesSeals(mcp, audience));
  const lacks: ('user' | 'tool')[] = [];
  if (claims?.complete) {
    if (!hasSubject && !namesUser(mcp.sourceCode, claims)) lacks.push('user');
    // an audience the caller decides (`setAudience(binding.audience)`) may be the tool's name: not proven lacking
    const audienceUnknown = audience !== undefined && mcp.provenance.of(audience).kind !== 'literal';
    if (!namesTool(mcp, claims) && !audienceNamesTool && !audienceUnknown) lacks.push('tool');
  }
  return {
    library,
    claims,
    options,
    expiry,
    expirySetter,
    lifetimeSeconds,
    lacksExpiry: expiry === undefined && !seal.viaJwtService && (claims ? claims.complete && ![...claims.fields.keys()].some((key) => EXPIRY_FIELD.test(key)) : false),
    expiresByDefault: seal.viaJwtService === true,
    lacks,
    bindsArguments: claims !== undefined && bindsArguments(claims, mcp.sourceCode),
    setsSubject: hasSubject,
    audience,
    audienceNamesTool,
    ...(defaulted && { defaultLifetime: defaulted }),
  };
}

/**
 * How long a jose expiry given as a time in seconds lives: `issuedAt + config.stateTtlMs` with `issuedAt` the clock in
 * seconds lives as many seconds as the amount added, whatever the amount's name says.
 */
function timestampLifetime(mcp: McpFile, timestamp: Expression): number | undefined {
  const expiry = describeExpiry(clockScopeOf(mcp), timestamp);
  return expiry?.unit === 's' ? expiry.ttlSeconds : undefined;
}

/** The one JWT seal (`jwt.sign`, jose's `…sign(key)`) a function makes, when it makes exactly one. */
export function onlyJwtSeal(owner: McpFile, fn: FunctionNode): StateSeal | undefined {
  const seals: StateSeal[] = [];
  const visit = (scope: FunctionNode) =>
    walkOwnBody(scope, owner.sourceCode.visitorKeys, (node) => {
      // `return new Promise((resolve) => jwt.sign(…, (err, token) => resolve(token)))`: the executor runs at once
      if (isPromiseExecutor(node)) visit(node);
      if (node.type !== 'CallExpression') return;
      const seal = sealOf(owner, node);
      if (seal) seals.push(seal);
    });
  visit(fn);
  const [only] = seals;
  return seals.length === 1 && (only!.kind === 'jsonwebtoken' || only!.kind === 'jose') ? only : undefined;
}

/**
 * The properties of an options literal, with those of each object it spreads in (`{ ...base(), subject }`, where
 * `base` returns an object literal): undefined when a spread is not an object the file shows whole.
 */
function optionProperties(mcp: McpFile, options: TSESTree.ObjectExpression, isDefaults: (node: Expression) => boolean, depth = 0): Map<string, TSESTree.Property> | undefined {
  const properties = new Map<string, TSESTree.Property>();
  for (const property of options.properties) {
    if (property.type === 'SpreadElement') {
      if (isDefaults(property.argument)) continue;
      const spread = depth < 3 ? objectLiteralOf(mcp.provenance, property.argument) : undefined;
      const inner = spread && optionProperties(mcp, spread, isDefaults, depth + 1);
      if (!inner) return undefined;
      for (const [key, value] of inner) properties.set(key, value);
    } else {
      for (const [key, value] of staticProperties({ ...options, properties: [property] })) properties.set(key, value);
    }
  }
  return properties;
}

const audiencesByFile = new WeakMap<McpFile, ReadonlySet<string>>();

/**
 * Whether a literal audience tells this seal's tokens from those of the file's other JWT seals, which set other
 * literal audiences (`audience: 'issue_refund'` here, `'change_plan'` there): each verify that checks its audience
 * refuses the others' state, as a tool's name would.
 */
function separatesSeals(mcp: McpFile, audience: Expression): boolean {
  const own = getStaticString(skipTypeWrappers(audience));
  if (own === undefined) return false;
  let audiences = audiencesByFile.get(mcp);
  if (!audiences) {
    const found = new Set<string>();
    for (const call of mcp.calls) {
      const seal = sealOf(mcp, call);
      const options = seal?.kind === 'jsonwebtoken' && seal.options ? objectLiteralOf(mcp.provenance, seal.options) : undefined;
      const value = options && optionProperties(mcp, options, () => false)?.get('audience')?.value;
      const text = value && getStaticString(skipTypeWrappers(value as Expression));
      if (text !== undefined) found.add(text);
    }
    audiences = found;
    audiencesByFile.set(mcp, audiences);
  }
  return audiences.size > 1 && audiences.has(own);
}

/** A setting read from the environment (text, whatever it holds) that falls back to text: `process.env.STATE_TTL ?? '2h'`. */
function isTextSetting(mcp: McpFile, expiry: Expression): boolean {
  const value = mcp.provenance.of(expiry);
  return value.environmentVariable !== undefined && value.hasLiteralFallback === true && value.literalFallback?.valueType === 'string';
}

/** The constant default of the parameter (or destructured option) a lifetime is read from, in seconds; for jose, only text (a number there is a timestamp). */
function defaultLifetimeOf(mcp: McpFile, expiry: Expression, textOnly: boolean, unit: 's' | 'ms'): { node: Expression; seconds: number } | undefined {
  const read = skipTypeWrappers(expiry);
  if (read.type !== 'Identifier') return undefined;
  const value = mcp.provenance.of(read);
  const fallback = value.fromParameter && value.literalFallback ? (value.literalFallback.origin as Expression) : undefined;
  if (!fallback || (textOnly && getStaticString(skipTypeWrappers(fallback)) === undefined)) return undefined;
  const amount = constantSeconds(mcp, fallback);
  return amount === undefined ? undefined : { node: fallback, seconds: unit === 'ms' ? amount / 1000 : amount };
}
