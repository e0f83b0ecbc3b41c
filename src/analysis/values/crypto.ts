import type { TSESTree } from '@typescript-eslint/utils';
import { getPlainArguments, getStaticString, type Expression } from '../syntax/ast.js';
import { GLOBALS, memberReference, referenceKey, SEAL, type WellKnownReference } from '../scope/modules.js';
import { concatenationOf, digestOf, isNamedHashKey, isSecretDerived, makeProvenance, parametersIn, transformed, unionOf, unknownValue, type Evaluate, type Provenance, type ValueType } from './provenance-model.js';
import { JWT_LIBRARY_WORDS, type FileVocabulary } from './vocabulary.js';
import { describeLibraryCall, namesMacLibrary } from './mac-libraries.js';
import { arrayOfItems, mappedItems, numberFromSecret } from './value-operators.js';

type CallLike = TSESTree.CallExpression | TSESTree.NewExpression;

/** What calling a well-known function gives, given the call and a way to ask about its arguments. */
type CallDescriber = (call: CallLike, argumentsOf: readonly Expression[], evaluate: Evaluate) => Provenance | undefined;

const cryptoObject =
  (kind: NonNullable<Provenance['cryptoObject']>): CallDescriber =>
  (call) =>
    makeProvenance('crypto-object', call, { cryptoObject: kind, valueType: 'object', derivedFromSecret: kind !== 'hash' });

const value =
  (kind: Provenance['kind'], valueType: ValueType, extra: Partial<Provenance> = {}): CallDescriber =>
  (call) =>
    makeProvenance(kind, call, { valueType, ...extra });

/** The first argument, seen through a transformation to `valueType` (`String(x)`, `btoa(x)`, `Buffer.from(x)`). */
const firstArgumentAs =
  (valueType: ValueType): CallDescriber =>
  (call, [first], evaluate) =>
    first ? transformed(evaluate(first), valueType) : unknownValue(call, valueType);

/**
 * `JSON.stringify(x)`: unsigned JSON, unless `x` is an object literal that carries a MAC or a signed token beside the
 * data (`{ data, mac }`): a signed envelope, which the receiving end verifies.
 */
const stringified: CallDescriber = (call, [first], evaluate) => {
  const literal = first === undefined ? undefined : evaluate(first).objectLiteral;
  const signed = literal?.properties.some((property) => property.type === 'Property' && !property.computed && carriesSignature(evaluate(property.value as TSESTree.Expression)));
  return makeProvenance(signed ? 'signed-token' : 'unsigned-data', call, { valueType: 'string' });
};

function carriesSignature(value: Provenance): boolean {
  return value.kind === 'mac' || value.kind === 'signed-token';
}

/**
 * `Buffer.concat([iv, ciphertext, tag])` with a MAC among the pieces: a signed token, as a template joining text and a
 * MAC is. Other joins (`Buffer.concat([decipher.update(x), decipher.final()])`) are left to what reads them.
 */
const concatenated: CallDescriber = (call, [list], evaluate) => {
  if (list?.type !== 'ArrayExpression' || !list.elements.every((element) => element !== null && element.type !== 'SpreadElement')) return undefined;
  const parts = list.elements.map((element) => evaluate(element as Expression));
  return parts.some(carriesSignature) ? { ...concatenationOf(parts, call), valueType: 'buffer' } : undefined;
};

/** `Buffer.alloc(32)`, `Buffer.alloc(32, 'k')`: bytes that are the same on every run when every argument is a literal. */
const allocation: CallDescriber = (call, argumentsOf, evaluate) =>
  argumentsOf.every((argument) => evaluate(argument).kind === 'literal') ? makeProvenance('literal', call, { valueType: 'buffer' }) : unknownValue(call, 'buffer');

/** A one-shot digest (`crypto.hash(alg, data)`, `subtle.digest(alg, data)`): a MAC when the data holds a secret. */
const oneShotDigest =
  (dataIndex: number, valueType: ValueType): CallDescriber =>
  (call, argumentsOf, evaluate) => {
    const data = argumentsOf[dataIndex];
    return digestOf(data && evaluate(data), call, valueType);
  };

/** `Array.from(x)`, `Array.from(x, fn)`: the items of `x`, mapped by `fn` when it keeps them (the hex of each byte). */
const arrayFrom: CallDescriber = (call, [items, mapper], evaluate) => {
  if (!items) return undefined;
  // `Array.from({ length: 32 }, () => Math.floor(Math.random() * 256))`: items the callback draws, whatever it is handed
  const drawn = mapper && drawnItem(mapper, evaluate);
  if (drawn) return makeProvenance('random', call, { valueType: 'array', element: drawn, strongRandom: drawn.strongRandom });
  const array = arrayOfItems(evaluate(items), call);
  return mapper === undefined ? array : mappedItems(array, mapper, call, evaluate);
};

/** `Uint8Array.from({ length: 32 }, () => Math.floor(Math.random() * 256))`: bytes the callback draws; else the bytes of what it is handed. */
const typedArrayFrom: CallDescriber = (call, argumentsOf, evaluate) => {
  const drawn = argumentsOf[1] && drawnItem(argumentsOf[1], evaluate);
  if (drawn) return makeProvenance('random', call, { valueType: 'buffer', strongRandom: drawn.strongRandom });
  return firstArgumentAs('buffer')(call, argumentsOf, evaluate);
};

/**
 * `parseInt(hex.substr(i, 2), 16)`, `Number(x)`: a number read from a MAC or a secret is one of its bytes or digits,
 * of the same kind (see `numberFromSecret`); read from a parameter, what the caller's argument gives (see
 * {@link Provenance.passesParameter}); anything else is a number of unknown origin.
 */
const parsedNumber: CallDescriber = (call, [first], evaluate) => {
  const parsed = first && evaluate(first);
  if (parsed && isSecretDerived(parsed)) return numberFromSecret(parsed, call);
  return makeProvenance('unknown', call, { valueType: 'number', passesParameter: parsed?.kind === 'literal' ? undefined : parsed?.passesParameter });
};

/** What a callback that reads none of its parameters returns, when that is random. */
function drawnItem(callback: Expression, evaluate: Evaluate): Provenance | undefined {
  if ((callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression') || callback.params.length > 0 || callback.async || callback.generator) return undefined;
  const body = callback.body.type === 'BlockStatement' ? undefined : callback.body;
  const value = body && evaluate(body);
  return value?.kind === 'random' ? value : undefined;
}

/** `Math.floor(x)` and the like: a random number rounded is still random, as weak as it was. */
const roundedRandom: CallDescriber = (call, [first], evaluate) => {
  const value = first && evaluate(first);
  return value?.kind === 'random' ? makeProvenance('random', call, { valueType: 'number', strongRandom: value.strongRandom }) : undefined;
};

/** `Object.freeze(x)`: `x` itself, unchangeable from then on. */
const sameValue: CallDescriber = (call, [first], evaluate) => (first ? evaluate(first) : undefined);

const WEAK_RANDOM = { strongRandom: false } as const;
const STRONG_RANDOM = { strongRandom: true } as const;

/** `randomBytes(n)`, `crypto.getRandomValues(new Uint8Array(n))`: strong random bytes, with the call that says how many. */
const randomBytesOf =
  (valueType: ValueType): CallDescriber =>
  (call) =>
    makeProvenance('random', call, { valueType, ...STRONG_RANDOM, randomSource: call });

/** Calls (and `new`) recognised by what they are, keyed by {@link referenceKey}. */
const WELL_KNOWN_CALLS = new Map<string, CallDescriber>([
  ['node:crypto#createHmac', cryptoObject('hmac')],
  ['node:crypto#createHash', cryptoObject('hash')],
  // Bun's hasher: an HMAC when it is given a key, a plain hash otherwise
  [`${GLOBALS}#Bun.CryptoHasher`, (call, argumentsOf, evaluate) => cryptoObject(argumentsOf.length > 1 ? 'hmac' : 'hash')(call, argumentsOf, evaluate)],
  ['node:crypto#createSign', cryptoObject('signer')],
  ['node:crypto#sign', value('mac', 'buffer')],
  // detached signatures and MACs of NaCl's libraries: the tag over what they are handed
  ['tweetnacl#sign.detached', value('mac', 'buffer')],
  ['libsodium-wrappers#crypto_sign_detached', value('mac', 'buffer')],
  ['libsodium-wrappers#crypto_auth', value('mac', 'buffer')],
  ['node:crypto#hash', oneShotDigest(1, 'unknown')],
  ['node:crypto#randomBytes', randomBytesOf('buffer')],
  ['node:crypto#randomUUID', value('random', 'string', STRONG_RANDOM)],
  ['node:crypto#randomInt', value('random', 'number', STRONG_RANDOM)],
  ['node:crypto#timingSafeEqual', value('unknown', 'boolean')],
  [`${GLOBALS}#crypto.randomUUID`, value('random', 'string', STRONG_RANDOM)],
  [`${GLOBALS}#crypto.getRandomValues`, randomBytesOf('unknown')],
  ['node-forge#random.getBytesSync', randomBytesOf('string')],
  ['libsodium-wrappers#randombytes_buf', randomBytesOf('unknown')],
  ['tweetnacl#randomBytes', randomBytesOf('unknown')],
  ['@noble/ciphers/webcrypto#randomBytes', randomBytesOf('unknown')],
  ['@noble/ciphers/utils#randomBytes', randomBytesOf('unknown')],
  ['@noble/hashes/utils#randomBytes', randomBytesOf('unknown')],
  [`${GLOBALS}#crypto.subtle.sign`, value('mac', 'object')],
  [`${GLOBALS}#crypto.subtle.digest`, oneShotDigest(1, 'object')],
  [`${GLOBALS}#Math.random`, value('random', 'number', WEAK_RANDOM)],
  [`${GLOBALS}#Date.now`, value('random', 'number', WEAK_RANDOM)],
  ['jsonwebtoken#sign', value('signed-token', 'string')],
  ['jose#SignJWT', cryptoObject('jws-builder')],
  ['@nestjs/jwt#JwtService', cryptoObject('jwt-service')],
  ['jose#CompactSign', cryptoObject('jws-builder')],
  ['jose#FlattenedSign', cryptoObject('jws-builder')],
  ['jose#GeneralSign', cryptoObject('jws-builder')],
  ['jose#EncryptJWT', cryptoObject('jws-builder')],
  ['jose#CompactEncrypt', cryptoObject('jws-builder')],
  [`${SEAL}#sealState`, value('signed-token', 'string')],
  [`${SEAL}#safeEqual`, value('unknown', 'boolean')],
  [`${SEAL}#createStateSealer`, cryptoObject('state-sealer')],
  ['@modelcontextprotocol/server#createRequestStateCodec', cryptoObject('request-state-codec')],
  [`${GLOBALS}#JSON.stringify`, stringified],
  [`${GLOBALS}#btoa`, firstArgumentAs('string')],
  [`${GLOBALS}#encodeURIComponent`, firstArgumentAs('string')],
  [`${GLOBALS}#encodeURI`, firstArgumentAs('string')],
  [`${GLOBALS}#decodeURIComponent`, firstArgumentAs('string')],
  [`${GLOBALS}#decodeURI`, firstArgumentAs('string')],
  [`${GLOBALS}#String`, firstArgumentAs('string')],
  [`${GLOBALS}#Buffer.from`, firstArgumentAs('buffer')],
  [`${GLOBALS}#Buffer.alloc`, allocation],
  [`${GLOBALS}#Buffer.concat`, concatenated],
  [`${GLOBALS}#Uint8Array.from`, typedArrayFrom],
  [`${GLOBALS}#Array.from`, arrayFrom],
  [`${GLOBALS}#Math.floor`, roundedRandom],
  [`${GLOBALS}#Math.round`, roundedRandom],
  [`${GLOBALS}#Math.ceil`, roundedRandom],
  [`${GLOBALS}#Math.trunc`, roundedRandom],
  [`${GLOBALS}#Array`, value('unknown', 'array')],
  [`${GLOBALS}#Uint8Array`, firstArgumentAs('buffer')],
  [`${GLOBALS}#DataView`, firstArgumentAs('buffer')],
  [`${GLOBALS}#URL`, firstArgumentAs('object')],
  [`${GLOBALS}#Number`, parsedNumber],
  [`${GLOBALS}#parseInt`, parsedNumber],
  [`${GLOBALS}#parseFloat`, parsedNumber],
  [`${GLOBALS}#Boolean`, value('unknown', 'boolean')],
  [`${GLOBALS}#Object.freeze`, sameValue],
  // Fastify's plugin wrapper hands back the plugin it is given
  ['fastify-plugin#', sameValue],
  ['fastify-plugin#default', sameValue],
  [`${GLOBALS}#Buffer.compare`, value('unknown', 'number')],
  [`${GLOBALS}#Buffer.byteLength`, value('unknown', 'number')],
  [`${GLOBALS}#Buffer.isBuffer`, value('unknown', 'boolean')],
]);

/**
 * Whether the file names something in {@link WELL_KNOWN_CALLS} that signs: `createHmac`, `createSign`, crypto's or
 * `crypto.subtle`'s `sign`, an AEAD's tag (`setAuthTag`), a JWT library, the SDK codec, the seal helper; or a MAC
 * library (`@noble/hashes`, `crypto-js`, `fast-sha256`).
 */
export function namesSigner(vocabulary: FileVocabulary): boolean {
  if (vocabulary.mentionsAny(['createHmac', 'createSign', 'setAuthTag', ...JWT_LIBRARY_WORDS, 'createRequestStateCodec', 'tweetnacl', 'crypto_sign_detached', 'crypto_auth'])) return true;
  return vocabulary.mentionsSealModule() || (vocabulary.mentions('crypto') && vocabulary.mentions('sign')) || namesMacLibrary(vocabulary) || vocabulary.mayTruncateDigest();
}

/**
 * Whether the file names a hash (a MAC when it hashes a secret): `createHash`, crypto's `hash`, `crypto.subtle.digest`.
 * The words `hash` and `subtle` alone are everywhere (`url.hash`); crypto's are reached through a `crypto` written too
 * (`node:crypto`, `crypto.subtle`, `globalThis.crypto`).
 */
export function namesHash(vocabulary: FileVocabulary): boolean {
  return vocabulary.mentions('createHash') || (vocabulary.mentions('crypto') && vocabulary.mentionsAny(['hash', 'subtle']));
}

/** What a call to (or `new` of) a module export or global gives, if this file can tell. */
export function describeWellKnownCall(reference: WellKnownReference, call: CallLike, evaluate: Evaluate): Provenance | undefined {
  const key = referenceKey(reference);
  if (key === `${GLOBALS}#String.fromCharCode` || key === `${GLOBALS}#String.fromCodePoint`) return charactersOf(call, evaluate);
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return undefined;
  if (key === 'node:module#createRequire') {
    return makeProvenance('unknown', call, { valueType: 'function', reference: { module: GLOBALS, path: ['require'] } });
  }
  if (call.type === 'NewExpression' && key === `${GLOBALS}#TextEncoder`) {
    return makeProvenance('unknown', call, { valueType: 'object', reference: memberReference(reference, 'prototype') });
  }
  const describe = WELL_KNOWN_CALLS.get(key);
  return describe ? describe(call, argumentsOf, evaluate) : describeLibraryCall(reference, call, argumentsOf, evaluate);
}

/** `String.fromCharCode(...new Uint8Array(mac))`: a string of the bytes spread into it. */
function charactersOf(call: CallLike, evaluate: Evaluate): Provenance {
  const [only] = call.arguments;
  if (call.arguments.length !== 1 || !only) return unknownValue(call, 'string');
  // `String.fromCharCode(byte)` of each byte in turn: the character of one byte of what `byte` is read from
  return transformed(evaluate(only.type === 'SpreadElement' ? only.argument : only), 'string');
}

function outputEncoding(encoding: Expression | undefined): ValueType {
  if (encoding === undefined) return 'buffer';
  return getStaticString(encoding) === undefined ? 'unknown' : 'string';
}

/** An HMAC object after `update(data)`: what it signs so far (see {@link Provenance.signsParameters}). */
function signedWith(hmac: Provenance, data: Provenance | undefined): Provenance {
  if (hmac.signsOther === true) return hmac;
  if (data?.passesParameter === undefined) return { ...hmac, signsOther: true };
  return { ...hmac, signsParameters: unionOf(hmac.signsParameters, [data.passesParameter]) };
}

const BUILDER_METHOD = /^set[A-Z]/;

/** A method of a crypto object: `hmac.update(x)`, `hmac.digest('hex')`, `signer.sign(key)`, `new SignJWT(p).sign(k)`. */
export function describeCryptoMethod(
  receiver: Provenance,
  method: string,
  call: TSESTree.CallExpression,
  evaluate: Evaluate,
): Provenance | undefined {
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return undefined;
  switch (receiver.cryptoObject) {
    case 'hmac':
      if (method === 'update') return signedWith(receiver, argumentsOf[0] && evaluate(argumentsOf[0]));
      if (method === 'digest') {
        const signsParameters = receiver.signsOther === true ? undefined : receiver.signsParameters;
        return makeProvenance('mac', call, { valueType: outputEncoding(argumentsOf[0]), ...(signsParameters && { signsParameters }) });
      }
      return undefined;
    case 'hash':
      if (method === 'update') {
        const data = argumentsOf[0] && evaluate(argumentsOf[0]);
        if (data?.derivedFromSecret || data?.keysHash) return { ...receiver, hashesSecret: true };
        const hashesParameters = unionOf(receiver.hashesParameters, parametersIn(data));
        // `update(salt).update(secret)`: a key named so, and other data, fed one by one
        const fedKey = data !== undefined && data.kind !== 'literal' && isNamedHashKey(data);
        const fedData = data !== undefined && data.kind !== 'literal' && !fedKey;
        const hashesNamedKey = receiver.hashesNamedKey === true || fedKey;
        const hashesData = receiver.hashesData === true || fedData;
        if (hashesNamedKey && hashesData) return { ...receiver, hashesSecret: true };
        if (hashesParameters === receiver.hashesParameters && !fedKey && !fedData) return receiver;
        return { ...receiver, hashesParameters, hashesNamedKey, hashesData };
      }
      if (method === 'digest') {
        const valueType = outputEncoding(argumentsOf[0]);
        if (receiver.hashesSecret === true) return makeProvenance('mac', call, { valueType, derivedFromSecret: true, hashed: true });
        return digestOf(undefined, call, valueType, receiver.hashesParameters);
      }
      return undefined;
    case 'signer':
      if (method === 'update') return receiver;
      if (method === 'sign') return makeProvenance('mac', call, { valueType: outputEncoding(argumentsOf[1]) });
      return undefined;
    case 'jws-builder':
      if (BUILDER_METHOD.test(method)) return receiver;
      if (method === 'sign' || method === 'encrypt') return makeProvenance('signed-token', call, { valueType: 'string' });
      return undefined;
    case 'request-state-codec':
      return method === 'mint' ? makeProvenance('signed-token', call, { valueType: 'string' }) : undefined;
    case 'state-sealer':
      return method === 'seal' ? makeProvenance('signed-token', call, { valueType: 'string' }) : undefined;
    default:
      return undefined;
  }
}

/** `new TextEncoder().encode(x)`: the bytes of `x`. */
export function describeEncoderMethod(receiver: Provenance, method: string, call: TSESTree.CallExpression, evaluate: Evaluate): Provenance | undefined {
  if (receiver.reference === undefined || referenceKey(receiver.reference) !== `${GLOBALS}#TextEncoder.prototype`) return undefined;
  const [first] = call.arguments;
  if (method !== 'encode' || first === undefined || first.type === 'SpreadElement') return undefined;
  return transformed(evaluate(first), 'buffer');
}
