import type { TSESTree } from '@typescript-eslint/utils';
import type { Expression, FunctionNode, Node } from '../syntax/ast.js';
import type { MemberOwner } from '../scope/members.js';
import type { WellKnownReference } from '../scope/modules.js';
import { namesHashKey } from './held-secrets.js';

/**
 * Where a value comes from, as far as one file proves it.
 *
 * - `mac`: a MAC, HMAC digest or signature, computed with a secret key (also a hash over a secret by hand)
 * - `signed-token`: a token that carries its own signature: `jwt.sign`, jose `SignJWT#sign`, `sealState`,
 *   `codec.mint`, `` `${body}.${mac}` ``
 * - `digest`: an unkeyed hash of content (an ETag, a cache key)
 * - `secret`: secret material: an environment variable named like a key, token or password
 * - `untrusted`: sent by the client: request headers, body, query, params, a part of a received token
 * - `literal`: a literal or a constant made of literals (also `typeof x`)
 * - `unsigned-data`: data encoded without a signature: an object literal, `JSON.stringify`, base64 of JSON
 * - `random`: random bytes or ids, also strings made of them (`strongRandom` tells `randomBytes` from `Math.random`/`Date.now`)
 * - `crypto-object`: an object that computes one of the above: `createHmac(…)`, `new SignJWT(…)`
 * - `unknown`: anything else; rules stay silent about it
 */
export type ProvenanceKind =
  | 'mac'
  | 'signed-token'
  | 'digest'
  | 'secret'
  | 'untrusted'
  | 'literal'
  | 'unsigned-data'
  | 'random'
  | 'crypto-object'
  | 'unknown';

/** What the value is at run time, when present (see `maybeAbsent`). `buffer` is a Buffer/Uint8Array. */
export type ValueType = 'string' | 'buffer' | 'number' | 'boolean' | 'nullish' | 'array' | 'object' | 'function' | 'unknown';

/** `jwt-service`: NestJS's `JwtService` (`@nestjs/jwt`), which signs and verifies with jsonwebtoken under options its module registers. */
export type CryptoObjectKind = 'hmac' | 'hash' | 'signer' | 'jws-builder' | 'request-state-codec' | 'state-sealer' | 'jwt-service';

/** Which part of a request an untrusted object is: its members are untrusted too. */
export type InputContainer = 'headers' | 'query' | 'body' | 'params' | 'cookies' | 'auth' | 'meta';

/** Where a sub-expression's value comes from: the provenance analysis, memoised. */
export type Evaluate = (node: Expression) => Provenance;

export interface Provenance {
  readonly kind: ProvenanceKind;
  readonly valueType: ValueType;
  /** The node that settled the kind: the `createHmac` chain, the `process.env.X` access, the `req.headers` read. */
  readonly origin: Node;
  /** For a value another module of the project made: the node there that settled it (`origin` is the use here). */
  readonly madeElsewhere?: Node;
  /**
   * For a `const` another module exports: the expression it is bound to there (`export const key = process.env.K ??
   * derive()`), where a walk of how the value was made starts; `madeElsewhere` is only the part that settled its kind.
   */
  readonly definedElsewhere?: Node;
  /**
   * An object a project function returns, and the call that made it (`readSettings(env)` returning `{ key: env.KEY }`):
   * a member written from one of the function's parameters is what that call passed there.
   */
  readonly returnedBy?: { readonly call: TSESTree.CallExpression; readonly fn: FunctionNode };
  /**
   * What calling a parameter of an enclosing function gives (`fn(k)` in `memoize = (fn) => (k) => fn(k)`): read in a
   * closure that function returned, what the function its maker was handed gives (see `returnedBy`).
   */
  /**
   * `params[field]` of `pick(params, field)`, `params._meta[field]`: a call gives the member that its argument for `key`
   * names, of what it passes for `object` (through the members `path` first).
   */
  readonly memberNamedBy?: { readonly object: number; readonly path: readonly string[]; readonly key: number };
  readonly resultOfParameter?: { readonly fn: FunctionNode; readonly index: number; readonly call: TSESTree.CallExpression };
  /** Computed from, or is, secret material. */
  readonly derivedFromSecret: boolean;
  /** Carries data the client controls. */
  readonly fromUntrustedInput: boolean;
  /** A credential the client presented: bearer token, `authorization` / `cookie` header, `authInfo.token`. */
  readonly isCredential: boolean;
  /** May be `undefined`/`null` instead of a `valueType`: a header that was not sent, a missing token part. */
  readonly maybeAbsent: boolean;
  /** `x || 'literal'`, `x ?? 'literal'`, or a function that also returns a literal. */
  readonly hasLiteralFallback: boolean;
  /** With `hasLiteralFallback`: the literal alternative (its `valueType` tells `'dev-key'` from `undefined`). */
  readonly literalFallback?: Provenance;
  /** A function parameter (or a request object reached from one): its parts may be client input. */
  readonly isParameter: boolean;
  /** A function parameter, or a string made from one (`token.trim()`, `` `Bearer ${token}` ``): the caller chose it. */
  readonly fromParameter: boolean;
  /**
   * The value is parameter N of the function it is read in, seen through what keeps a value what it is (a string
   * method, an encoding, literal text around it, a literal fallback): a call of that function gives what its
   * argument N is, so a helper's result follows what each call passes it.
   */
  readonly passesParameter?: number;
  /** The parameters of the function it is read in that the value is made from, in whole or in part (`salt + secret`). */
  readonly madeFromParameters?: readonly number[];
  /**
   * For a digest, or a string made with one: the parameters of the function it is computed in whose values were hashed
   * (`createHash('sha1').update(salt + secret)` in `tokenize(salt, secret)`). A call that passes a secret there makes
   * it a keyed hash: a MAC.
   */
  readonly hashesParameters?: readonly number[];
  /**
   * For an HMAC (its object, its digest, text made from the digest): the parameters of the function it is computed in
   * that are all it signs, each fed whole to `update()` (`macFor(body, key)` signs parameter 0). Absent when anything
   * else is signed: a call then cannot tell what the MAC covers.
   */
  readonly signsParameters?: readonly number[];
  /** For an HMAC object: something other than a whole parameter was fed to `update()`. */
  readonly signsOther?: boolean;
  /** What a secret manager answered (see `secret-stores.ts`), or a member or item of it: secret all through. */
  readonly readFromSecretStore?: boolean;
  /** The output of a hash without a key (`createHash`, `crypto.hash`, a library's `sha256`), of a secret or not. */
  readonly hashed?: boolean;
  /** A parameter or member named `req`/`request`: `.get()`, `.header()`, `.json()` on it read client input. */
  readonly isRequestObject: boolean;
  /**
   * A member read from a parameter, or from such a member, however it is read: `opts.auth`, `session` in
   * `({ input: { session } }) => …`, `auth` in `const { auth } = opts`. Like the parameter, it may hold the server's
   * settings or state.
   */
  readonly memberOfParameter?: boolean;
  /**
   * A member of a parameter read through what the parameter's declared type says it is (the one value of an interface
   * its module shows): known, yet still what each call passes, so a key read this way is judged at the calls.
   */
  readonly throughParameterType?: boolean;
  /** The session object (a member named `session`), or a member read through it, under any name it is bound to. */
  readonly throughSession?: boolean;
  /**
   * The name of a secret the server keeps, read from an option, a config or session object, a class field or a
   * parameter that names one (`opts.deployToken`, `req.session.csrfSecret`, `this.secretToken`): evidence by name
   * alone, which counts only against request input (see `isHeldSecretName`).
   */
  readonly heldSecret?: string;
  /**
   * The name a credential was read under from an object the analysis cannot see into (`json.access_token` of a token
   * endpoint's answer, `conn.refreshToken`): evidence by name that the value is one, whatever it is called later.
   */
  readonly credentialRead?: string;
  /** With `heldSecret`: it is a cookie the server set (or the jar's entry for one, whose `value` it is). */
  readonly heldCookie?: boolean;
  /** The request's raw `Cookie` header, or a piece split from it: each cookie is in its text by name (see `cookie-header.ts`). */
  readonly cookieHeader?: boolean;
  /** For literals: the string, number or boolean it spells (`const HEADER = 'x-signature'`). */
  readonly literalValue?: string | number | boolean;
  readonly strongRandom?: boolean;
  /** For random bytes: the call that made them (`randomBytes(8)`), wherever the value is read, for their size. */
  readonly randomSource?: Node;
  /** The variable name, for values read from the environment. */
  readonly environmentVariable?: string;
  /**
   * A variable of the environment read by the name parameter N of the function it is read in holds (`Bun.env[name]`,
   * `Deno.env.get(name)` in `required(name)`): a call of that function that passes a name reads that variable.
   */
  readonly environmentNamedBy?: number;
  /** The value is this module export or global (`createHmac`, `Buffer.compare`, `process.env`). */
  readonly reference?: WellKnownReference;
  readonly cryptoObject?: CryptoObjectKind;
  /** For `hash` crypto objects: a secret was fed to `update()`, so the digest is a MAC made by hand. */
  readonly hashesSecret?: boolean;
  /**
   * For a string: it joins a parameter named as a key the server keeps (`secret`, `masterKey`; see `namesHashKey`) with
   * other data (`salt + '-' + secret`), so that a hash of it is a keyed hash, a MAC made by hand. For a `hash` crypto
   * object: its `update()` calls were fed both, one by one. A key hashed alone is the key's fingerprint, no MAC.
   */
  readonly keysHash?: boolean;
  /** For `hash` crypto objects: `update()` was fed such a parameter alone, or (`hashesData`) something else. */
  readonly hashesNamedKey?: boolean;
  readonly hashesData?: boolean;
  readonly inputContainer?: InputContainer;
  /** The `requestState` a client echoes back, as it came (`params.requestState`, `extra._meta['x/requestState']`). */
  readonly echoedState?: boolean;
  /** For a function a composer made (`pipe(split('.'), nth(1), JSON.parse)`): the functions it applies, in order. */
  readonly stages?: readonly Node[];
  /** For a function a currier made (`R.curry((key, body) => …)`): it takes its arguments over several calls. */
  readonly curried?: boolean;
  /** A curried function given some of its arguments (`hmac(stateKey)`): a call of it gives what the function returns. */
  readonly partialOf?: FunctionNode;
  /** For arrays: what each element is (`token.split('.')`). */
  readonly element?: Provenance;
  /** For array literals: each element in order, so `[body, mac].join('.')` is a signed token. */
  readonly parts?: readonly Provenance[];
  readonly objectLiteral?: TSESTree.ObjectExpression;
  readonly functionNode?: FunctionNode;
  /** A validation schema whose last step transforms what it parses (`z.string().transform(fn)`): its `parse` is `fn`. */
  readonly parsesWith?: FunctionNode;
  /** A validation schema (zod): what its `parse` gives is what it is handed. */
  readonly validates?: boolean;
  readonly enumDeclaration?: TSESTree.TSEnumDeclaration;
  /** A class, an instance of one, or the object literal a method's `this` is: what its members are is known. */
  readonly memberOwner?: MemberOwner;
  /**
   * For a function its type describes (`lookup: (id: string) => Promise<Authenticator>`): the instance of a class a
   * call of it gives, awaited or not.
   */
  readonly returnsInstance?: Pick<Provenance, 'valueType' | 'memberOwner' | 'foreign'>;
  /** The value comes from another module of the project: the helper that gives it (see {@link ForeignOrigin}). */
  readonly foreign?: ForeignOrigin;
  /** For an object of another module (a namespace, an exported object literal): its members, answered by that module. */
  readonly foreignMembers?: (name: string, origin: Node) => Provenance;
  /**
   * For a parameter whose declared type is an object type (`deps: { codec: StateCodec; cfg: Config }`, or a JSDoc
   * `@param {{ state: ReturnType<typeof import('./state.js').createState> }} deps`): what a member is by its type, where
   * the type tells (undefined elsewhere: the member is what a parameter's member is).
   */
  readonly memberTypes?: (name: string, origin: Node) => TypedValue | undefined;
  /** With `foreignMembers`, for an object literal of another module: the names of all its members, when it spells them all. */
  readonly foreignMemberNames?: () => readonly string[] | undefined;
  /**
   * For a value that is one of several (`c ? a : b`, `a || b`, a member of an object read by a key the file does not
   * spell) of which one is an object or a function the analysis knows: each of them, so that a member read or a call
   * of the value is what it is of each (see `eitherOf`).
   */
  readonly alternatives?: readonly Provenance[];
  /** The `new X(…)` that made this object, also in another module (an `McpServer` and its options, read as syntax). */
  readonly madeBy?: TSESTree.NewExpression;
  /** The value a promise or a result type holds (see `result-chains.ts`): its `value` member (neverthrow's `Ok`) is the value. */
  readonly heldInResult?: boolean;
}

/** What a declared type says a value is: its members, or the function or class whose result or instance it is. */
export type TypedValue = Pick<Provenance, 'valueType' | 'reference' | 'memberOwner' | 'foreign' | 'foreignMembers' | 'foreignMemberNames' | 'memberTypes' | 'returnsInstance' | 'cryptoObject'>;

/** An export of another module of the project: its name and the specifier the file imports it by, as written. */
export interface ForeignOrigin {
  readonly name: string;
  readonly specifier: string;
}

type Facts = Partial<Omit<Provenance, 'kind' | 'origin'>>;

export function makeProvenance(kind: ProvenanceKind, origin: Node, facts: Facts = {}): Provenance {
  return {
    kind,
    origin,
    valueType: 'unknown',
    derivedFromSecret: kind === 'mac' || kind === 'signed-token' || kind === 'secret',
    fromUntrustedInput: kind === 'untrusted',
    isCredential: false,
    maybeAbsent: false,
    hasLiteralFallback: false,
    isParameter: false,
    fromParameter: facts.isParameter === true,
    isRequestObject: false,
    ...facts,
  };
}

export function unknownValue(origin: Node, valueType: ValueType = 'unknown'): Provenance {
  return makeProvenance('unknown', origin, { valueType });
}

/** The parameters `value` is made from: those it passes as they are, and those it is made from in part. */
export function parametersIn(value: Provenance | undefined): readonly number[] | undefined {
  if (!value) return undefined;
  return value.passesParameter === undefined ? value.madeFromParameters : unionOf(value.madeFromParameters, [value.passesParameter]);
}

/** Both lists of parameter indexes as one, in order; undefined when both are. */
export function unionOf(first: readonly number[] | undefined, second: readonly number[] | undefined): readonly number[] | undefined {
  if (!first || first.length === 0) return second && second.length > 0 ? second : undefined;
  if (!second || second.length === 0 || second.every((index) => first.includes(index))) return first;
  return [...new Set([...first, ...second])].sort((a, b) => a - b);
}

/**
 * What a hash of `data` gives: a MAC when the data holds a secret, else a digest that remembers which parameters of
 * its function were hashed (see {@link Provenance.hashesParameters}).
 */
export function digestOf(data: Provenance | undefined, origin: Node, valueType: ValueType, hashedParameters?: readonly number[]): Provenance {
  if (data?.derivedFromSecret || data?.keysHash) return makeProvenance('mac', origin, { valueType, derivedFromSecret: true, hashed: true });
  const hashesParameters = unionOf(hashedParameters, parametersIn(data));
  return makeProvenance('digest', origin, { valueType, hashed: true, ...(hashesParameters && { hashesParameters }) });
}

/** A parameter whose name says it holds a key the server keeps (see {@link Provenance.keysHash}), or a string joining one with data. */
export function isNamedHashKey(value: Provenance): boolean {
  return value.keysHash === true || (value.isParameter && value.heldSecret !== undefined && !value.derivedFromSecret && namesHashKey(value.heldSecret));
}

/** Whether `parts`, joined, join a key named so with other data (see {@link Provenance.keysHash}); literal text is no data. */
export function joinsHashKeyWithData(parts: readonly Provenance[]): boolean {
  const meaningful = parts.filter((part) => part.kind !== 'literal');
  return meaningful.some(isNamedHashKey) && meaningful.some((part) => !isNamedHashKey(part));
}

/** Secret-derived values whose comparison can leak them: MACs, signed tokens, secrets. */
export function isSecretDerived(provenance: Provenance): boolean {
  return provenance.kind === 'mac' || provenance.kind === 'signed-token' || provenance.kind === 'secret';
}

function mergeValueTypes(first: ValueType, second: ValueType): ValueType {
  if (first === second) return first;
  if (first === 'nullish') return second;
  if (second === 'nullish') return first;
  return 'unknown';
}

/** The same value seen through a transformation that keeps its origin: `.toString()`, `.trim()`, `Buffer.from()`. */
export function transformed(provenance: Provenance, valueType: ValueType): Provenance {
  if (provenance.kind === 'crypto-object') return unknownValue(provenance.origin, valueType);
  return {
    ...provenance,
    valueType,
    maybeAbsent: false,
    reference: undefined,
    cryptoObject: undefined,
    element: undefined,
    parts: undefined,
    objectLiteral: undefined,
    functionNode: undefined,
    enumDeclaration: undefined,
    memberOwner: undefined,
    foreignMembers: undefined,
    foreignMemberNames: undefined,
    memberTypes: undefined,
    alternatives: undefined,
    inputContainer: undefined,
    isParameter: false,
    fromParameter: provenance.fromParameter,
    isRequestObject: false,
  };
}

/**
 * `options.value || readToken`: a function of the file that stands in for an option the caller may pass (a member of a
 * parameter, of unknown value). What a call of either gives is what the file's function gives when none is passed.
 */
function defaultFunction(first: Provenance, second: Provenance): FunctionNode | undefined {
  const option = (value: Provenance) => value.functionNode === undefined && value.memberOfParameter === true && value.valueType === 'unknown';
  if (first.functionNode && option(second)) return first.functionNode;
  if (second.functionNode && option(first)) return second.functionNode;
  return undefined;
}

/** Of two literal fallbacks, the one that tells more: a string or buffer rather than `undefined`. */
function telling(first: Provenance | undefined, second: Provenance | undefined): Provenance | undefined {
  return first === undefined || (first.valueType === 'nullish' && second !== undefined) ? second : first;
}

/** How many alternatives a value keeps (see {@link Provenance.alternatives}); with more it is any of them, unknown. */
const MAX_ALTERNATIVES = 48;

/** Whether a member read or a call of `value` can be told: an object or a function the analysis knows. */
function isStructured(value: Provenance): boolean {
  return (
    value.alternatives !== undefined ||
    value.objectLiteral !== undefined ||
    value.element?.objectLiteral !== undefined ||
    value.functionNode !== undefined ||
    value.memberOwner !== undefined ||
    value.foreignMembers !== undefined ||
    value.memberNamedBy !== undefined
  );
}

/** The alternatives of one of `first` and `second`, when one of them is an object or a function the analysis knows. */
function alternativesOf(first: Provenance, second: Provenance): readonly Provenance[] | undefined {
  if (!isStructured(first) && !isStructured(second)) return undefined;
  const all = [...(first.alternatives ?? [first]), ...(second.alternatives ?? [second])];
  return all.length <= MAX_ALTERNATIVES ? all : undefined;
}

function isEmptyObject(value: Provenance): boolean {
  return value.objectLiteral !== undefined && value.objectLiteral.properties.length === 0;
}

/** A value that is one of two alternatives: `a || b`, `a ?? b`, `c ? a : b`, two `return`s. */
export function eitherOf(first: Provenance, second: Provenance): Provenance {
  const valueType = mergeValueTypes(first.valueType, second.valueType);
  const maybeAbsent = [first, second].some((value) => value.maybeAbsent || value.valueType === 'nullish');
  // `extra._meta ?? {}`: a part of the request, or an empty stand-in for it, holds what the request holds there
  if (first.inputContainer !== undefined && isEmptyObject(second)) return { ...first, maybeAbsent };
  if (second.inputContainer !== undefined && isEmptyObject(first)) return { ...second, maybeAbsent };
  if (first.kind === 'literal' && second.kind !== 'literal') {
    return { ...second, valueType, maybeAbsent, hasLiteralFallback: true, literalFallback: telling(second.literalFallback, first) };
  }
  if (second.kind === 'literal' && first.kind !== 'literal') {
    return { ...first, valueType, maybeAbsent, hasLiteralFallback: true, literalFallback: telling(first.literalFallback, second) };
  }
  const facts = {
    valueType,
    maybeAbsent,
    derivedFromSecret: first.derivedFromSecret || second.derivedFromSecret,
    fromUntrustedInput: first.fromUntrustedInput || second.fromUntrustedInput,
    echoedState: first.echoedState || second.echoedState,
    isCredential: first.isCredential || second.isCredential,
    hasLiteralFallback: first.hasLiteralFallback || second.hasLiteralFallback,
    literalFallback: telling(first.literalFallback, second.literalFallback),
    fromParameter: first.fromParameter || second.fromParameter,
    passesParameter: first.passesParameter === second.passesParameter ? first.passesParameter : undefined,
    madeFromParameters: unionOf(parametersIn(first), parametersIn(second)),
    hashesParameters: unionOf(first.hashesParameters, second.hashesParameters),
    alternatives: alternativesOf(first, second),
    resultOfParameter: first.resultOfParameter?.call === second.resultOfParameter?.call ? first.resultOfParameter : undefined,
    memberNamedBy: first.memberNamedBy === second.memberNamedBy ? first.memberNamedBy : undefined,
    // `if (file) return readFileSync(file); return process.env[name]`: configured under the name the call passes, either way
    environmentNamedBy: first.environmentNamedBy === undefined || second.environmentNamedBy === undefined || first.environmentNamedBy === second.environmentNamedBy ? (first.environmentNamedBy ?? second.environmentNamedBy) : undefined,
  };
  if (first.kind === 'crypto-object' && second.kind === 'crypto-object') return sameCryptoObject(first, second, facts) ?? makeProvenance('unknown', first.origin, facts);
  if (first.kind === second.kind) {
    return {
      ...first,
      ...facts,
      strongRandom: first.strongRandom === true && second.strongRandom === true,
      reference: undefined,
      element: undefined,
      parts: undefined,
      objectLiteral: undefined,
      functionNode: defaultFunction(first, second),
      memberOwner: undefined,
      foreignMembers: undefined,
      foreignMemberNames: undefined,
      memberTypes: undefined,
      inputContainer: first.inputContainer === second.inputContainer ? first.inputContainer : undefined,
    };
  }
  // `req.session._csrf || (req.session._csrf = randomToken())`: the secret the server keeps, or a new one it keeps
  const kept = (held: Provenance, other: Provenance) => held.heldSecret !== undefined && other.kind === 'random' && other.strongRandom === true;
  const held = kept(first, second) ? first : kept(second, first) ? second : undefined;
  return makeProvenance('unknown', first.origin, held ? { ...facts, heldSecret: held.heldSecret, heldCookie: held.heldCookie, derivedFromSecret: true } : facts);
}

/**
 * A value that is one of several given to one variable or member (`x = a` here, `x = b` there): of a kind only when
 * every value is of it. Unlike {@link eitherOf}, a literal among them is no fallback: `let mac = 'none'; … mac =
 * createHmac(…)…` is neither a MAC nor a literal. What one value is alone is kept when all agree on it.
 */
export function oneKindOf(first: Provenance, second: Provenance): Provenance {
  // (two objects of one kind are that kind, as `eitherOf` says)
  if (first.kind === 'crypto-object' && second.kind === 'crypto-object' && first.cryptoObject !== undefined && first.cryptoObject === second.cryptoObject) return eitherOf(first, second);
  if (first.kind !== second.kind || first.kind === 'crypto-object') {
    const either = eitherOf(first, second);
    return makeProvenance('unknown', first.origin, {
      valueType: either.valueType,
      maybeAbsent: either.maybeAbsent,
      fromUntrustedInput: either.fromUntrustedInput,
      fromParameter: either.fromParameter,
      madeFromParameters: unionOf(parametersIn(first), parametersIn(second)),
    });
  }
  const both = eitherOf(first, second);
  const same = <Key extends keyof Provenance>(key: Key) => (first[key] === second[key] ? first[key] : undefined);
  return {
    ...both,
    literalValue: same('literalValue'),
    environmentVariable: same('environmentVariable'),
    functionNode: same('functionNode'),
    memberOwner: isSameOwner(first.memberOwner, second.memberOwner) ? first.memberOwner : undefined,
    alternatives: undefined,
  };
}

function isSameOwner(first: MemberOwner | undefined, second: MemberOwner | undefined): boolean {
  if (!first || !second || first.kind !== second.kind) return first === second;
  return first.kind === 'object' ? first.literal === (second as typeof first).literal : first.of === (second as typeof first).of;
}

/**
 * One of two objects of the same kind (`codec = cache.get(id) ?? createRequestStateCodec(…)`, two HMACs, two codecs
 * chosen by a flag): an object of that kind, whichever it is. Objects of two kinds are no kind.
 */
function sameCryptoObject(first: Provenance, second: Provenance, facts: Partial<Provenance>): Provenance | undefined {
  if (first.cryptoObject === undefined || first.cryptoObject !== second.cryptoObject) return undefined;
  return { ...first, ...facts, kind: 'crypto-object', cryptoObject: first.cryptoObject, reference: undefined, alternatives: undefined };
}

/** A string built from parts: `a + b`, `` `${a}.${b}` ``, `[a, b].join('.')`. */
export function concatenationOf(parts: readonly Provenance[], origin: Node): Provenance {
  const meaningful = parts.filter((part) => part.kind !== 'literal');
  const facts = {
    valueType: 'string' as const,
    derivedFromSecret: parts.some((part) => part.derivedFromSecret),
    fromUntrustedInput: parts.some((part) => part.fromUntrustedInput),
    isCredential: parts.some((part) => part.isCredential),
    fromParameter: parts.some((part) => part.fromParameter),
    madeFromParameters: parts.reduce<readonly number[] | undefined>((all, part) => unionOf(all, parametersIn(part)), undefined),
    hashesParameters: parts.reduce<readonly number[] | undefined>((all, part) => unionOf(all, part.hashesParameters), undefined),
    keysHash: joinsHashKeyWithData(parts),
  };
  const has = (kind: ProvenanceKind) => meaningful.some((part) => part.kind === kind);
  if (meaningful.length === 0) return makeProvenance('literal', origin, facts);
  if (meaningful.length === 1) {
    const only = meaningful[0]!;
    return only.kind === 'crypto-object' ? makeProvenance('unknown', origin, facts) : { ...transformed(only, 'string'), ...facts };
  }
  if (meaningful.every((part) => part.kind === 'random')) {
    return makeProvenance('random', origin, { ...facts, strongRandom: meaningful.every((part) => part.strongRandom === true) });
  }
  // `${token}~${base64(JSON.stringify(hint))}`: a signed token signs only itself, so data beside it goes unsigned (a
  // raw MAC beside data, `${body}.${mac}`, is taken to sign it)
  if (has('signed-token') && !has('mac') && has('unsigned-data')) return makeProvenance('unsigned-data', origin, facts);
  if (has('mac') || has('signed-token')) return makeProvenance('signed-token', origin, facts);
  if (has('secret')) return makeProvenance('secret', origin, facts);
  if (has('untrusted')) return makeProvenance('untrusted', origin, facts);
  if (has('unsigned-data')) return makeProvenance('unsigned-data', origin, facts);
  return makeProvenance('unknown', origin, facts);
}
