import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  encloses,
  getEnclosingFunction,
  getMethodName,
  getMethodReceiver,
  getPlainArguments,
  getStaticString,
  isDiscarded,
  mayCallMember,
  skipTypeWrappers,
  skipValueWrappers,
  someNodeIn,
  type Expression,
  type Node,
} from '../syntax/ast.js';
import { findVariable, resolveBinding } from '../scope/bindings.js';
import { getMcpFile, type McpFile } from './file.js';
import { stateJwtRegistrations } from './jwt-module-registrations.js';
import { GLOBALS, isReferenceTo, referenceKey, SEAL } from '../scope/modules.js';
import { staticProperty } from '../values/object-literals.js';
import { encodesUtf8, LIBRARY_KEY_TAKERS, libraryKeyArguments, namesMacLibrary, type LibraryKeyArguments } from '../values/mac-libraries.js';
import { ownerOf, type ProvenanceAnalysis } from '../values/provenance.js';
import { JWT_LIBRARY_WORDS, type FileVocabulary } from '../values/vocabulary.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import { flowsIntoState } from './state-results.js';
import { findSeals } from './seals.js';
import { callSitesOf } from './call-sites.js';
import { findRandomFallback } from './key-fallbacks.js';
import { isRefusedAtStartup } from '../values/startup-key-checks.js';
import { isSecretEnvironmentName } from '../values/environment.js';
import { isMemberRefusedWhereMade, KEY_MATERIAL_WORDS, publicKeyDerivation, publicMemberDerivation, type PublicDerivation } from './public-key-derivations.js';
import { bindsContainerValue, mayRegisterPlugins } from './plugin-registrations.js';
import type { Provenance } from '../values/provenance-model.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The fewest random bytes a state or HMAC key should have: the output size of SHA-256. */
export const MIN_KEY_BYTES = 32;

/** What a key is used for, as far as the call that takes it tells. */
export type KeyUse = 'hmac' | 'request-state-codec' | 'state-sealer' | 'jwt' | 'sealing-password' | 'webcrypto-import' | 'cipher';

/** A place where a key is handed to code that signs: the key expression and the node a report points at. */
export interface KeySite {
  readonly use: KeyUse;
  readonly key: Expression;
  /** The key argument, or the property holding the key (`key: 'dev'` in `createRequestStateCodec({ key: 'dev' })`). */
  readonly node: Node;
  /** The call that takes the key (a construction, for a class whose constructor's parameter becomes one). */
  readonly call: TSESTree.CallExpression | TSESTree.NewExpression;
  /** The data the key signs, where the call itself takes it (`hmac(sha256, key, data)` of `@noble/hashes`). */
  readonly data?: Expression;
  /** The key's value where no node of the file holds it: `cfg.stateKey` of a config object passed whole (`key` is then `cfg`). */
  readonly value?: Provenance;
  /** The members of `key` that `value` is read under (`['secret']` of `config.state`). */
  readonly member?: readonly string[];
  /**
   * For a key handed to a function's parameter: the HMAC it becomes the key of hashes a secret (`createHmac('sha256',
   * label).update(master)`, HKDF-Extract's shape), so what is passed is a label, not a key.
   */
  readonly labelsSecret?: boolean;
}

/** Why a key is weak. */
export type KeyWeakness =
  /** A string literal in the source, or a constant bound to one; `bytes` when its length is known. */
  | { readonly reason: 'literal'; readonly bytes: number | undefined }
  /**
   * Falls back to a literal (`process.env.STATE_KEY || 'dev-secret'`); `empty` for `?? ''`; `publicFacts` for what
   * anyone can learn (`process.env.STATE_KEY || pkg.name`, `?? os.hostname()`).
   */
  | { readonly reason: 'literal-fallback'; readonly source: string | undefined; readonly empty: boolean; readonly publicFacts?: boolean }
  /** Random but too short: `randomBytes(16)` (128 bits), `randomUUID()` (122 bits). */
  | { readonly reason: 'short'; readonly bits: number; readonly fallback?: KeyFallback }
  /** `Math.random()`, `Date.now()`: guessable. */
  | { readonly reason: 'predictable'; readonly fallback?: KeyFallback }
  /** Strong random bytes made when the process starts: other instances cannot open what this one sealed. */
  | { readonly reason: 'per-process'; readonly fallback?: KeyFallback }
  /** Derived (hash, HMAC, PBKDF2, scrypt, HKDF) only from literals and facts anyone can learn (machine, process, package, clock). */
  | { readonly reason: 'public-derivation' }
  /** One of the keys of a collection the key is looked up in (`ring.get(kid)`) is such a public derivation. */
  | { readonly reason: 'public-ring-key' };

/** A random weakness that holds only when the configured key is missing: `process.env.STATE_KEY ?? randomUUID()`. */
export interface KeyFallback {
  /** The environment variable the key is read from, if it is one. */
  readonly source: string | undefined;
}

/** A weakness, and the helper of another module the key comes from (`import { KEY } from './config.js'`), if any. */
export type KeyFinding = KeyWeakness & {
  readonly helper?: ForeignOrigin;
  /**
   * Where the weak key is made when that is not at the site (`const KEY = 'dev'` used by the sealer and the opener):
   * one key, one problem, however many sites use it.
   */
  readonly madeAt?: Node;
};

/** libsodium's secretbox, sealing and opening with its third argument for key. */
const SECRETBOX_CALLS = ['crypto_secretbox_easy', 'crypto_secretbox_open_easy'];

/** The names of what takes a key below, as read off their objects (`crypto.createHmac`, `jwt.sign`, `builder.encrypt`). */
const KEY_TAKERS = [
  'createHmac',
  'createCipheriv',
  'createDecipheriv',
  'sign',
  'encrypt',
  'createRequestStateCodec',
  'createStateSealer',
  'Sealer',
  'importKey',
  'seal',
  ...SECRETBOX_CALLS,
  ...LIBRARY_KEY_TAKERS,
];

/** Another factory name of the seal helper's (`createSealer({ key })`): its `key` or `secret` option is a sealer key. */
const OTHER_SEAL_FACTORY = /^create\w*Sealer$/;

/**
 * WebCrypto algorithms whose raw key is secret: an HMAC or AES key, and the material PBKDF2 or HKDF derives such a key
 * from (a passphrase: `importKey('raw', enc.encode(passphrase), 'PBKDF2', false, ['deriveKey'])`).
 */
const WEBCRYPTO_SECRET_KEY_ALGORITHMS = new Set(['HMAC', 'AES-GCM', 'AES-CTR', 'AES-CBC', 'AES-KW', 'PBKDF2', 'HKDF']);

/** Whether the file names anything {@link findKeySites} knows to take a key: elsewhere no call needs a look. */
export function mayHaveKeySites(vocabulary: FileVocabulary): boolean {
  if (vocabulary.mentionsAny(['createHmac', 'createCipheriv', ...JWT_LIBRARY_WORDS, 'JwtModule', 'createRequestStateCodec', 'importKey', ...SECRETBOX_CALLS]) || vocabulary.mentionsSealModule()) return true;
  return namesMacLibrary(vocabulary);
}

/** The keys a call hands to signing code: `createHmac(alg, key)`, `createRequestStateCodec({ key })`, … */
export function findKeySites(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression): KeySite[] {
  if (!KEY_TAKERS.some((name) => mayCallMember(call, name))) return [];
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return [];
  const reference = provenance.referenceOf(call.callee);
  if (reference) {
    switch (referenceKey(reference)) {
      case 'node:crypto#createHmac':
        return argumentSite('hmac', call, argumentsOf[1]);
      case 'node:crypto#createCipheriv':
      case 'node:crypto#createDecipheriv':
        return argumentSite('cipher', call, argumentsOf[1]);
      case 'jsonwebtoken#sign':
        return argumentSite('jwt', call, argumentsOf[1]);
      case '@hapi/iron#seal':
        return argumentSite('sealing-password', call, argumentsOf[1]);
      case 'libsodium-wrappers#crypto_secretbox_easy':
      case 'libsodium-wrappers#crypto_secretbox_open_easy':
        return argumentSite('cipher', call, argumentsOf[2]);
      case '@modelcontextprotocol/server#createRequestStateCodec': {
        const property = findOption(provenance, argumentsOf[0], 'key');
        return property ? [{ use: 'request-state-codec', key: property.value as Expression, node: property, call }] : [];
      }
      case `${SEAL}#createStateSealer`:
        return sealerKeySites(provenance, call, argumentsOf[0]);
      case `${GLOBALS}#crypto.subtle.importKey`:
        return isRawSecretKeyImport(provenance, argumentsOf) ? argumentSite('webcrypto-import', call, argumentsOf[1]) : [];
      default: {
        const exported = reference.path[reference.path.length - 1];
        if (reference.module === SEAL && exported !== undefined && OTHER_SEAL_FACTORY.test(exported)) {
          const property = findOption(provenance, argumentsOf[0], 'key') ?? findOption(provenance, argumentsOf[0], 'secret');
          return property ? [{ use: 'state-sealer', key: property.value as Expression, node: property, call }] : [];
        }
        const library = libraryKeyArguments(reference);
        return library ? libraryKeySites(provenance, call, argumentsOf, library) : [];
      }
    }
  }
  const receiver = getMethodReceiver(call);
  const method = getMethodName(call);
  if (receiver && (method === 'sign' || method === 'encrypt') && provenance.of(receiver).cryptoObject === 'jws-builder') {
    return argumentSite('jwt', call, argumentsOf[0]);
  }
  return [];
}

/**
 * The HMAC keys of a library call: its own argument (`hmac(sha256, key, data)`); the key it gives the object it is
 * called on, whose making is the MAC (forge's `h.start('sha256', key)` of `h = forge.hmac.create()`); or each key the
 * object was made with (`grip.sign(data)` of `grip = new Keygrip([current, previous])`), told at its first signing.
 */
function libraryKeySites(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression, argumentsOf: readonly Expression[], library: LibraryKeyArguments): KeySite[] {
  const data = library.data === undefined ? undefined : argumentsOf[library.data];
  const signed = data ? { data } : {};
  if (library.keyOf === undefined) return keyedBy(argumentsOf[library.key], call, signed);
  const receiver = getMethodReceiver(call);
  const maker = receiver && provenance.of(receiver).origin;
  if (maker?.type !== 'CallExpression' && maker?.type !== 'NewExpression') return [];
  if (library.keyOf === 'keys-receiver') return keyedBy(argumentsOf[library.key], maker, signed);
  if (!isFirstMethodCall(provenance, call)) return [];
  const keys = getPlainArguments(maker)?.[library.key];
  const list = keys && listOf(provenance, keys);
  if (!list) return keyedBy(keys, call, signed);
  return list.elements.flatMap((element) => (element && element.type !== 'SpreadElement' ? keyedBy(element, call, signed) : []));
}

function keyedBy(key: Expression | undefined, call: KeySite['call'], signed: Pick<KeySite, 'data'>): KeySite[] {
  return key ? [{ use: 'hmac', key, node: key, call, ...signed }] : [];
}

/** A list of keys written in place or in a `const`. */
function listOf(provenance: ProvenanceAnalysis, keys: Expression): TSESTree.ArrayExpression | undefined {
  let expression = skipTypeWrappers(keys);
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(provenance.sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
    expression = skipTypeWrappers(binding.init);
  }
  return expression.type === 'ArrayExpression' ? expression : undefined;
}

/** Whether `grip.sign(…)` is the first call of `sign` on the variable `grip` (else one whose receiver is no variable). */
function isFirstMethodCall(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression): boolean {
  const receiver = getMethodReceiver(call);
  const method = getMethodName(call);
  if (receiver?.type !== 'Identifier') return true;
  const first = findVariable(provenance.sourceCode, receiver)?.references.find(({ identifier }) => {
    const member = identifier.parent;
    return member?.type === 'MemberExpression' && member.object === identifier && member.parent?.type === 'CallExpression' && member.parent.callee === member && getMethodName(member.parent) === method;
  });
  return first === undefined || first.identifier === receiver;
}

/** The `secret` a `JwtModule` registration gives every token of a `JwtService` that signs request state (see `stateJwtRegistrations`). */
export function jwtRegistrationKeySites(mcp: McpFile, call: TSESTree.CallExpression): KeySite[] {
  const secret = stateJwtRegistrations(mcp).find((registration) => registration.call === call)?.secret;
  return secret ? [{ use: 'jwt', key: secret.value as Expression, node: secret, call }] : [];
}

function argumentSite(use: KeyUse, call: TSESTree.CallExpression, key: Expression | undefined): KeySite[] {
  return key ? [{ use, key, node: key, call }] : [];
}

/** The `name` property of an options object, written in place or in a constant. */
function findOption(provenance: ProvenanceAnalysis, options: Expression | undefined, name: string): TSESTree.Property | undefined {
  const literal = options && provenance.of(options).objectLiteral;
  const property = literal && staticProperty(literal, name);
  const type: string | undefined = property?.value.type;
  return type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression' ? undefined : property;
}

/** `createStateSealer({ keys: [a, { id, secret: b }] })`: `a` and `b`. */
function sealerKeySites(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression, options: Expression | undefined): KeySite[] {
  const keys = findOption(provenance, options, 'keys');
  const list = keys && skipTypeWrappers(keys.value);
  if (list?.type !== 'ArrayExpression') return [];
  const sites: KeySite[] = [];
  for (const element of list.elements) {
    if (!element || element.type === 'SpreadElement') continue;
    const secret = provenance.of(element).objectLiteral ? findOption(provenance, element, 'secret') : undefined;
    if (secret) sites.push({ use: 'state-sealer', key: secret.value as Expression, node: secret, call });
    else if (!provenance.of(element).objectLiteral) sites.push({ use: 'state-sealer', key: element, node: element, call });
  }
  return sites;
}

/** `crypto.subtle.importKey('raw', key, { name: 'HMAC', … }, …)` (also `'AES-GCM'`): a secret key from raw bytes. */
function isRawSecretKeyImport(provenance: ProvenanceAnalysis, argumentsOf: readonly Expression[]): boolean {
  const [format, , algorithm] = argumentsOf;
  if (!format || !algorithm || provenance.literalString(format) !== 'raw') return false;
  const nameProperty = findOption(provenance, algorithm, 'name');
  const name = provenance.literalString(algorithm) ?? (nameProperty && provenance.literalString(nameProperty.value));
  return name !== undefined && WEBCRYPTO_SECRET_KEY_ALGORITHMS.has(name.toUpperCase());
}

/** Whether the code a key goes to throws on an empty key: the SDK codec, the bundled sealer, JWT libraries, WebCrypto. */
function refusesEmptyKey(use: KeyUse): boolean {
  return use !== 'hmac';
}

/** Whether a use always seals request state, where a key made per process breaks a server with several instances. */
export function alwaysSignsState(use: KeyUse): boolean {
  return use === 'request-state-codec' || use === 'state-sealer';
}

/**
 * Whether the key of `site` signs a `requestState` the file hands out: always for the codec and the sealer; for
 * `jwt.sign` and jose when the token becomes the state; for an HMAC when it is computed in a hand-rolled sealer
 * (or a function the sealer calls) whose token becomes the state.
 */
function signsRequestState(provenance: ProvenanceAnalysis, sourceCode: SourceCode, site: KeySite): boolean {
  if (alwaysSignsState(site.use)) return true;
  const mcp = getMcpFile(sourceCode, provenance);
  if (site.use === 'jwt' || site.use === 'sealing-password') return site.call.type === 'CallExpression' && flowsIntoState(mcp, site.call);
  if (site.use !== 'hmac') return false;
  const signer = getEnclosingFunction(site.call);
  if (signer.type === 'Program') return false;
  return findSeals(mcp).some((seal) => {
    if (seal.kind !== 'hand-rolled' || !seal.sealer) return false;
    const sealer = seal.sealer;
    const signs = signer === sealer || callSitesOf(mcp, signer).some((call) => encloses(sealer, call));
    return signs && flowsIntoState(mcp, seal.call);
  });
}

/** Why the key of `site` is weak, or undefined when nothing in the file shows it is. */
export function findKeyWeakness(provenance: ProvenanceAnalysis, sourceCode: SourceCode, site: KeySite): KeyFinding | undefined {
  const weakness = weaknessOf(provenance, sourceCode, site);
  if (!weakness) return undefined;
  const value = site.value ?? provenance.of(site.key);
  const madeAt = value.madeElsewhere ?? (encloses(site.key, value.origin) ? undefined : value.origin);
  const { via, ...found } = weakness;
  const helper = weakness.reason !== 'per-process' ? (value.foreign ?? via) : undefined;
  return { ...found, ...(helper && { helper }), ...(madeAt && { madeAt }) };
}

/** A weakness, and the function of another module where the walk to it found the weak key when the value does not tell. */
type FoundWeakness = KeyWeakness & { readonly via?: ForeignOrigin | undefined };

function weaknessOf(provenance: ProvenanceAnalysis, sourceCode: SourceCode, site: KeySite): FoundWeakness | undefined {
  // an HMAC computed for its effects alone keys no state; a framework's registration is made for its effects
  // (`super(secret)` makes the instance that keeps it)
  if (site.use === 'hmac' && site.call.type === 'CallExpression' && site.call.callee.type !== 'Super' && isDiscarded(site.call) && !mayRegisterPlugins(site.call) && !bindsContainerValue(site.call)) return undefined;
  if (site.value) {
    const passed = passedWeakness(provenance, site.value, site.use) ?? randomFallbackWeakness(provenance, sourceCode, site);
    const [name, ...deeper] = site.member ?? [];
    if (passed || name === undefined || deeper.length > 0) return passed;
    // `createStateTokens(config.state)` with `secret: env.S || sha256(hostname)` written there
    const publicKey = publicMemberDerivation(getMcpFile(sourceCode, provenance), site.key, name);
    if (!publicKey) return undefined;
    if (!publicKey.onSomePath && publicKey.fallbackOf === undefined) return { reason: 'public-derivation', via: publicKey.helper };
    return { reason: 'literal-fallback', source: publicKey.fallbackOf, empty: false, publicFacts: publicKey.readsFact, via: publicKey.helper };
  }
  const value = provenance.of(site.key);
  // a member of a parameter known only by its declared type is judged at the calls that pass it
  if (value.throughParameterType) return undefined;
  if (value.kind === 'literal') {
    if (value.valueType === 'nullish' || value.valueType === 'number' || value.valueType === 'boolean') return undefined;
    if (site.use === 'hmac' && (site.labelsSecret === true || isKeyedHashOfSecret(provenance, sourceCode, site))) return undefined;
    return { reason: 'literal', bytes: literalByteLength(provenance, sourceCode, site.key) };
  }
  const fallback = value.literalFallback;
  if (value.hasLiteralFallback && fallback && fallback.valueType !== 'nullish' && fallback.valueType !== 'number' && fallback.valueType !== 'boolean') {
    const empty = fallback.literalValue === '';
    // `?? ''` satisfies the type checker; every sealer but a bare HMAC refuses an empty key when it starts, and so
    // does a server that checks the key's length at startup and throws.
    const literal = typeof fallback.literalValue === 'string' ? fallback.literalValue : undefined;
    const refused =
      (empty && (refusesEmptyKey(site.use) || isTestedBeforeUse(sourceCode, site.key))) ||
      isRefusedAtStartup(fallback.origin, literal) ||
      isRefusedWhereHeld(sourceCode, site.key, literal) ||
      isRefusedAsMember(provenance, site.key, literal);
    if (!refused) return { reason: 'literal-fallback', source: fallbackSource(provenance, value), empty };
  }
  if (value.kind === 'random') return randomKeyWeakness(provenance, sourceCode, site, value);
  const publicKey = publicKeyDerivation(getMcpFile(sourceCode, provenance), site.key);
  // (a variable read on the way that names key material is the key the derivation stands in for, not a public input)
  if (publicKey?.ringMember && publicKey.onSomePath && !standsInForKey(publicKey)) return { reason: 'public-ring-key', via: publicKey.helper };
  const standsInFor = publicKey !== undefined && standsInForKey(publicKey);
  if (publicKey && !publicKey.onSomePath && !standsInFor && !value.derivedFromSecret) return { reason: 'public-derivation', via: publicKey.helper };
  const randomWeakness = randomFallbackWeakness(provenance, sourceCode, site);
  if (randomWeakness) return randomWeakness;
  if (!publicKey) return undefined;
  // a secret from the environment (or another key), or else public facts: a key anyone can derive wherever the
  // configured one is missing (the choice written at the key, or taken on the way: `cached = fromEnv() ??
  // derivedLocalKey()` in the key's module, a function that returns the configured key or a hash of the host)
  const environmentFallback = value.derivedFromSecret ? (fallbackEnvironmentVariable(provenance, sourceCode, site.key) ?? publicKey.fallbackOf) : publicKey.fallbackOf;
  if (environmentFallback === undefined && !publicKey.onSomePath) return undefined;
  return { reason: 'literal-fallback', source: environmentFallback, empty: false, publicFacts: publicKey.readsFact, via: publicKey.helper };
}

/**
 * Whether the key is held in a `const` (or a chain of them) that the code refuses right after it is made (`const key =
 * Buffer.from(settings.approvalKey, 'base64'); if (key.length < 32) throw …`), wherever the fallback is written.
 */
function isRefusedWhereHeld(sourceCode: SourceCode, key: Expression, literal: string | undefined): boolean {
  return heldValues(sourceCode, key).some((init) => isRefusedAtStartup(init, literal));
}

/** What a key held in a `const` (or a chain of up to four) is given, nearest first: `raw` and then `…` of `const key = raw; const raw = …`. */
function heldValues(sourceCode: SourceCode, key: Expression): Expression[] {
  const values: Expression[] = [];
  let expression = skipValueWrappers(key);
  for (let steps = 0; steps < 4 && expression.type === 'Identifier'; steps += 1) {
    const binding = resolveBinding(sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) break;
    values.push(binding.init);
    expression = skipValueWrappers(binding.init);
  }
  return values;
}

/**
 * Whether the key (through `const`s) is `configured ? use(configured) : other` where the tested value is read in the
 * first branch only: an empty fallback of it is falsy and never reaches the key, which is then what `other` is.
 */
function isTestedBeforeUse(sourceCode: SourceCode, key: Expression): boolean {
  const expression = skipValueWrappers(heldValues(sourceCode, key).at(-1) ?? key);
  if (expression.type !== 'ConditionalExpression') return false;
  const tested = sourceCode.getText(skipValueWrappers(expression.test));
  const reads = (branch: Node) => someNodeIn(branch, (node) => (sourceCode.getText(node) === tested ? 'stop' : undefined));
  return reads(expression.consequent) && !reads(expression.alternate);
}

/**
 * Whether the key is a member of an object whose maker refuses that member right after making it (`settings.webhookSecret`
 * of `export const settings = { ...defaults, ...fromEnv }; if (!settings.webhookSecret) throw …`, here or in the module
 * `settings` is imported from).
 */
function isRefusedAsMember(provenance: ProvenanceAnalysis, key: Expression, literal: string | undefined): boolean {
  const member = skipValueWrappers(key);
  if (member.type !== 'MemberExpression' || member.computed || member.property.type !== 'Identifier') return false;
  return isMemberRefusedWhereMade(provenance, member.object, member.property.name, literal);
}

function standsInForKey(publicKey: PublicDerivation): boolean {
  return publicKey.fallbackOf !== undefined && isSecretEnvironmentName(publicKey.fallbackOf, KEY_MATERIAL_WORDS);
}

/** A key read from an object passed whole, judged by its value alone: a literal, or a literal fallback nothing refuses. */
function passedWeakness(provenance: ProvenanceAnalysis, value: Provenance, use: KeyUse): KeyWeakness | undefined {
  if (value.kind === 'literal') return value.valueType === 'string' ? { reason: 'literal', bytes: undefined } : undefined;
  const fallback = value.literalFallback;
  // a literal's text, or its bytes (`Buffer.from('dev-keyring')`)
  if (!value.hasLiteralFallback || (fallback?.valueType !== 'string' && fallback?.valueType !== 'buffer')) return undefined;
  const empty = fallback.literalValue === '';
  const refused = (empty && refusesEmptyKey(use)) || isRefusedAtStartup(fallback.origin, typeof fallback.literalValue === 'string' ? fallback.literalValue : undefined);
  return refused ? undefined : { reason: 'literal-fallback', source: fallbackSource(provenance, value), empty };
}

/**
 * The environment variable whose absence the literal falls in for: the one read beside it (`process.env.OLD_KEY ??
 * 'dev'`, `Deno.env.get('OLD_KEY') ?? 'dev'`), which a key ring's other keys do not tell, else the one the value reads.
 */
function fallbackSource(provenance: ProvenanceAnalysis, value: Provenance): string | undefined {
  const origin = value.literalFallback?.origin;
  let beside = origin?.parent?.type === 'LogicalExpression' && origin.parent.right === origin ? origin.parent.left : undefined;
  // `process.env.KEY || fileConfig.key || 'dev'`: the variable first asked
  while (beside && provenance.of(beside).environmentVariable === undefined && beside.type === 'LogicalExpression' && beside.operator !== '&&') beside = beside.left;
  const variable = (beside && provenance.of(beside).environmentVariable) ?? value.environmentVariable;
  // (a member of an object filled from the environment by a table of names is named by the member, not the variable)
  return variable !== undefined && /^[A-Z][A-Z0-9_]*$/.test(variable) ? variable : undefined;
}

/**
 * A key that falls back to a random value (`process.env.S ?? randomUUID()`, or `new StateTokens(STATE_SECRET)` with
 * `STATE_SECRET = process.env.S || Math.random().toString(36)` in the module it is imported from): guessable, too
 * short, or made anew by each process.
 */
function randomFallbackWeakness(provenance: ProvenanceAnalysis, sourceCode: SourceCode, site: KeySite): FoundWeakness | undefined {
  if (site.member !== undefined && site.member.length > 0) return undefined;
  const randomFallback = findRandomFallback(provenance, sourceCode, site.key);
  const weakness = randomFallback && randomKeyWeakness(provenance, sourceCode, site, randomFallback.random);
  return weakness && { ...weakness, fallback: { source: randomFallback.source } };
}

/** The variable `process.env.STATE_KEY || fallback` reads (through `const`s), when the key is such a choice. */
function fallbackEnvironmentVariable(provenance: ProvenanceAnalysis, sourceCode: SourceCode, key: Expression, steps = 0): string | undefined {
  const expression = skipValueWrappers(key);
  if (expression.type === 'Identifier' && steps < 4) {
    const binding = resolveBinding(sourceCode, expression);
    return binding?.kind === 'initialized' && binding.path.length === 0 ? fallbackEnvironmentVariable(provenance, sourceCode, binding.init, steps + 1) : undefined;
  }
  if (expression.type !== 'LogicalExpression' || expression.operator === '&&') return undefined;
  return provenance.of(expression.left).environmentVariable;
}

/** Why a random key is weak: guessable, too short, or (for request state) made anew by every process. */
function randomKeyWeakness(
  provenance: ProvenanceAnalysis,
  sourceCode: SourceCode,
  site: KeySite,
  value: Provenance,
): Extract<KeyWeakness, { reason: 'short' | 'predictable' | 'per-process' }> | undefined {
  if (value.strongRandom !== true) return { reason: 'predictable' };
  const source = value.randomSource ?? value.origin;
  const bits = randomBits(ownerOf(source) ?? provenance, source);
  if (bits !== undefined && bits < MIN_KEY_BYTES * 8) return { reason: 'short', bits };
  return signsRequestState(provenance, sourceCode, site) ? { reason: 'per-process' } : undefined;
}

/**
 * `createHmac('sha256', 'WebAppData').update(botToken)`: HMAC used as a keyed hash (a key derivation) with a public
 * label for key and the secret as data. The literal is a label, not a key.
 */
export function isKeyedHashOfSecret(provenance: ProvenanceAnalysis, sourceCode: SourceCode, site: KeySite): boolean {
  if (site.data) return provenance.of(site.data).derivedFromSecret;
  const call = site.key.parent;
  if (call?.type !== 'CallExpression') return false;
  const updates: TSESTree.CallExpression[] = [];
  collectUpdates(call, updates);
  const holder = call.parent;
  if (holder?.type === 'VariableDeclarator' && holder.init === call && holder.id.type === 'Identifier') {
    for (const reference of findVariable(sourceCode, holder.id)?.references ?? []) {
      if (!reference.init) collectUpdates(reference.identifier as Node, updates);
    }
  }
  return updates.some((update) => {
    const [data] = update.arguments;
    return data !== undefined && data.type !== 'SpreadElement' && provenance.of(data).derivedFromSecret;
  });
}

/** `object.update(x).update(y)`: every `update` call chained on `object`. */
function collectUpdates(object: Node, updates: TSESTree.CallExpression[]): void {
  let current: Node = object;
  for (;;) {
    const member = current.parent;
    if (member?.type !== 'MemberExpression' || member.object !== current) return;
    const call = member.parent;
    if (call?.type !== 'CallExpression' || call.callee !== member || getMethodName(call) !== 'update') return;
    updates.push(call);
    current = call;
  }
}

const MAX_FOLLOWED_CONSTANTS = 20;

/** The byte length of a literal key: a string's UTF-8 bytes, `Buffer.from('…', 'hex' | 'base64')` decoded. */
function literalByteLength(provenance: ProvenanceAnalysis, sourceCode: SourceCode, key: Expression): number | undefined {
  let node: Node = skipTypeWrappers(key);
  for (let followed = 0; node.type === 'Identifier' && followed < MAX_FOLLOWED_CONSTANTS; followed += 1) {
    const binding = resolveBinding(sourceCode, node);
    if (binding?.kind === 'assigned') return literalValueBytes(provenance, node);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
    node = skipTypeWrappers(binding.init);
  }
  if (node.type === 'MemberExpression') return literalValueBytes(provenance, node);
  const text = getStaticString(node);
  if (text !== undefined) return Buffer.byteLength(text, 'utf8');
  if (node.type !== 'CallExpression') return undefined;
  const [data, encoding] = node.arguments;
  const literalData = data && data.type !== 'SpreadElement' ? getStaticString(data) : undefined;
  if (literalData === undefined) return undefined;
  if (isReferenceTo(provenance.referenceOf(node.callee), GLOBALS, 'Buffer', 'from')) {
    const name = encoding === undefined ? 'utf8' : encoding.type === 'SpreadElement' ? undefined : getStaticString(encoding);
    return name !== undefined && Buffer.isEncoding(name) ? Buffer.byteLength(literalData, name) : undefined;
  }
  if (getMethodName(node) === 'encode' || encodesUtf8(provenance.referenceOf(node.callee))) return Buffer.byteLength(literalData, 'utf8');
  return undefined;
}

/** The UTF-8 length of the string literal the analysis finds a variable or member holds. */
function literalValueBytes(provenance: ProvenanceAnalysis, node: Node): number | undefined {
  const value = provenance.of(node);
  return value.kind === 'literal' && typeof value.literalValue === 'string' ? Buffer.byteLength(value.literalValue, 'utf8') : undefined;
}

/** Bytes per element of the typed arrays `crypto.getRandomValues` fills. */
const TYPED_ARRAY_BYTES = new Map([
  ['Uint8Array', 1],
  ['Int8Array', 1],
  ['Uint16Array', 2],
  ['Int16Array', 2],
  ['Uint32Array', 4],
  ['Int32Array', 4],
  ['BigUint64Array', 8],
  ['BigInt64Array', 8],
]);

/** Random bits in a key made by `randomBytes(n)`, `getRandomValues(new Uint8Array(n))` or `randomUUID()` (122 bits). */
function randomBits(provenance: ProvenanceAnalysis, origin: Node): number | undefined {
  if (origin.type !== 'CallExpression') return undefined;
  const reference = provenance.referenceOf(origin.callee);
  if (!reference) return undefined;
  const [first] = origin.arguments;
  const count = (node: Node | undefined): number | undefined => {
    if (!node || node.type === 'SpreadElement') return undefined;
    const value = provenance.of(node);
    return value.kind === 'literal' && typeof value.literalValue === 'number' ? value.literalValue : undefined;
  };
  switch (referenceKey(reference)) {
    case 'node:crypto#randomBytes': {
      const bytes = count(first);
      return bytes === undefined ? undefined : bytes * 8;
    }
    case 'node:crypto#randomUUID':
    case `${GLOBALS}#crypto.randomUUID`:
      return 122;
    case `${GLOBALS}#crypto.getRandomValues`: {
      const array = first && first.type !== 'SpreadElement' ? skipTypeWrappers(first) : undefined;
      if (array?.type !== 'NewExpression' || array.callee.type !== 'Identifier') return undefined;
      const reference = provenance.referenceOf(array.callee);
      const elementBytes = reference?.module === GLOBALS && reference.path.length === 1 ? TYPED_ARRAY_BYTES.get(reference.path[0]!) : undefined;
      const length = count(array.arguments[0]);
      return elementBytes === undefined || length === undefined ? undefined : elementBytes * length * 8;
    }
    default:
      return undefined;
  }
}
