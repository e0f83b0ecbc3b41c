import type { TSESTree } from '@typescript-eslint/utils';
import type { Expression } from '../syntax/ast.js';
import { GLOBALS, type WellKnownReference } from '../scope/modules.js';
import { digestOf, makeProvenance, transformed, unknownValue, type Evaluate, type Provenance, type ValueType } from './provenance-model.js';
import type { FileVocabulary } from './vocabulary.js';

type CallLike = TSESTree.CallExpression | TSESTree.NewExpression;
type LibraryDescriber = (call: CallLike, argumentsOf: readonly Expression[], evaluate: Evaluate) => Provenance | undefined;

/**
 * MACs and hashes from libraries besides `node:crypto`, recognised by the module export a call reaches (any import
 * style, as for `createHmac`):
 * - `@noble/hashes`: `hmac(sha256, key, message)`, `hmac.create(sha256, key)`, `sha256(data)`, `sha256.create()`,
 *   `bytesToHex`/`utf8ToBytes` (from `/hmac`, `/sha2`, `/sha256`, `/sha512`, `/sha3`, `/legacy`, `/utils`; `.js` or not)
 * - `crypto-js` (also the `CryptoJS` global of a page): `HmacSHA256(message, key)`, `SHA256(data)`,
 *   `enc.Hex.stringify(x)`, and the one-function modules `crypto-js/hmac-sha256`, `crypto-js/sha256`, `crypto-js/enc-hex`
 * - `fast-sha256`: `hmac(key, data)`, `new HMAC(key)`, `hash(data)` (also the default export), `new Hash()`
 * - `node-forge`: `hmac.create()` keyed by its `start(alg, key)`, `md.sha256.create()`; their `digest()` (an HMAC's
 *   `getMac()` too) is a forge buffer whose `toHex()`, `getBytes()` and `bytes()` spell the same bytes
 * - `keygrip`: `new Keygrip(keys).sign(data)` (`verify` and `index` compare in constant time)
 * - `libsodium-wrappers`: `crypto_generichash(length, data)`, keyed by a third argument
 *
 * A hash over a secret (`sha256(token + secret)`) is a MAC made by hand, as with `createHash`.
 */
const NOBLE = '@noble/hashes';
const CRYPTO_JS = 'crypto-js';
const FAST_SHA256 = 'fast-sha256';
const FORGE = 'node-forge';
const KEYGRIP = 'keygrip';
const SODIUM = 'libsodium-wrappers';

/**
 * What the file must spell to reach one of these libraries (a specifier in an import or `require`, or the global),
 * each with the word of it the vocabulary scans for: a file without the word is not searched for the specifier.
 */
const LIBRARY_SPELLINGS: readonly (readonly [word: string, spelling: string])[] = [
  ['hashes', NOBLE],
  ['crypto', CRYPTO_JS],
  ['CryptoJS', 'CryptoJS'],
  ['sha256', FAST_SHA256],
  ['forge', FORGE],
  ['keygrip', KEYGRIP],
  ['sodium', SODIUM],
];

/** Member names that call something taking a key here, read off an object (`CryptoJS.HmacSHA256`, `hmac.create`). */
export const LIBRARY_KEY_TAKERS = ['hmac', 'create', 'start', 'sign', 'HmacSHA1', 'HmacSHA224', 'HmacSHA256', 'HmacSHA384', 'HmacSHA512', 'HmacSHA3', 'HmacMD5', 'HmacRIPEMD160'];

/** Whether the file names one of the libraries above: elsewhere none of their calls can be met. */
export function namesMacLibrary(vocabulary: FileVocabulary): boolean {
  return LIBRARY_SPELLINGS.some(([word, spelling]) => vocabulary.mentions(word) && (word === spelling || vocabulary.spells(spelling)));
}

const NOBLE_HASHES = /^(?:sha1|sha224|sha256|sha384|sha512|sha512_224|sha512_256|sha3_224|sha3_256|sha3_384|sha3_512|keccak_224|keccak_256|keccak_384|keccak_512|md5|ripemd160|blake2b|blake2s|blake3)$/;
const CRYPTO_JS_HASHES = /^(?:SHA1|SHA224|SHA256|SHA384|SHA512|SHA3|MD5|RIPEMD160)$/;
const CRYPTO_JS_HMACS = /^Hmac(?:SHA1|SHA224|SHA256|SHA384|SHA512|SHA3|MD5|RIPEMD160)$/;
const CRYPTO_JS_ENCODINGS = new Map([
  ['hex', 'Hex'],
  ['base64', 'Base64'],
  ['base64url', 'Base64url'],
  ['latin1', 'Latin1'],
  ['utf8', 'Utf8'],
  ['utf16', 'Utf16'],
]);

/** A library export as one name: `noble:hmac`, `noble:sha256.create`, `crypto-js:HmacSHA256`, `fast-sha256:hmac`. */
function libraryName(reference: WellKnownReference): string | undefined {
  const { module, path } = reference;
  if (module === GLOBALS) return path[0] === 'CryptoJS' ? cryptoJsName(path.slice(1)) : undefined;
  if (module === NOBLE || module.startsWith(`${NOBLE}/`)) return path.length > 0 ? `noble:${path.join('.')}` : undefined;
  if (module === CRYPTO_JS) return cryptoJsName(path);
  if (module.startsWith(`${CRYPTO_JS}/`)) {
    const exported = cryptoJsSubmoduleExport(module.slice(CRYPTO_JS.length + 1).replace(/\.js$/, ''));
    return exported === undefined ? undefined : cryptoJsName([...exported, ...path]);
  }
  if (module === FAST_SHA256) return `${FAST_SHA256}:${path.length === 0 ? 'hash' : path.join('.')}`;
  if (module === FORGE || module === SODIUM) return path.length > 0 ? `${module}:${path.join('.')}` : undefined;
  if (module === KEYGRIP) return `${KEYGRIP}:${path.length === 0 ? 'Keygrip' : path.join('.')}`;
  return undefined;
}

function cryptoJsName(path: readonly string[]): string | undefined {
  return path.length > 0 ? `crypto-js:${path.join('.')}` : undefined;
}

/** `crypto-js/hmac-sha256` → `HmacSHA256`, `crypto-js/sha256` → `SHA256`, `crypto-js/enc-hex` → `enc.Hex`. */
function cryptoJsSubmoduleExport(submodule: string): string[] | undefined {
  const hmac = /^hmac-([a-z0-9]+)$/.exec(submodule);
  if (hmac) return [`Hmac${hmac[1]!.toUpperCase()}`];
  if (/^(?:sha\d+|sha3|md5|ripemd160)$/.test(submodule)) return [submodule.toUpperCase()];
  const encoding = /^enc-([a-z0-9]+)$/.exec(submodule);
  const name = encoding && CRYPTO_JS_ENCODINGS.get(encoding[1]!);
  return name ? ['enc', name] : undefined;
}

/** Where the key and the data of a MAC call are. */
export interface LibraryKeyArguments {
  readonly key: number;
  readonly data: number | undefined;
  /**
   * Whose argument `key` is, where not the call's own: `keys-receiver`, the call's argument keys the object it is called
   * on, whose making is the MAC's (forge's `h.start(alg, key)`); `receiver-maker`, an argument of the call that made the
   * object, each item of a list a key (keygrip's `new Keygrip(keys)` for `grip.sign(data)`).
   */
  readonly keyOf?: 'keys-receiver' | 'receiver-maker';
}

/** What an object of a library is, as the reference its members are read from: `forge:hmac.create()` for `h` of `forge.hmac.create()`. */
function madeBy(reference: WellKnownReference): WellKnownReference {
  const { module, path } = reference;
  return { module, path: path.length === 0 ? ['()'] : [...path.slice(0, -1), `${path.at(-1)!}()`] };
}

const FORGE_HMAC = `${FORGE}:hmac.create()`;
const KEYGRIP_INSTANCE = `${KEYGRIP}:Keygrip()`;

/** Where the key and the data of a MAC call are, by library export. */
const KEY_ARGUMENTS = new Map<string, LibraryKeyArguments>([
  ['noble:hmac', { key: 1, data: 2 }],
  ['noble:hmac.create', { key: 1, data: undefined }],
  [`${FAST_SHA256}:hmac`, { key: 0, data: 1 }],
  [`${FORGE_HMAC}.start`, { key: 1, data: undefined, keyOf: 'keys-receiver' }],
  [`${KEYGRIP_INSTANCE}.sign`, { key: 0, data: 0, keyOf: 'receiver-maker' }],
]);

/** The key (and the data it signs) of a library MAC call: `hmac(sha256, key, data)`, `HmacSHA256(data, key)`, … */
export function libraryKeyArguments(reference: WellKnownReference): LibraryKeyArguments | undefined {
  const name = libraryName(reference);
  if (name === undefined) return undefined;
  if (name.startsWith('crypto-js:') && CRYPTO_JS_HMACS.test(name.slice('crypto-js:'.length))) return { key: 1, data: 0 };
  return KEY_ARGUMENTS.get(name);
}

const mac =
  (valueType: ValueType): LibraryDescriber =>
  (call) =>
    makeProvenance('mac', call, { valueType });

const cryptoObject =
  (kind: 'hmac' | 'hash'): LibraryDescriber =>
  (call) =>
    makeProvenance('crypto-object', call, { cryptoObject: kind, valueType: 'object', derivedFromSecret: kind === 'hmac' });

/** An HMAC or hash object whose methods are the library's own, read off `madeBy(reference)` (see {@link describeLibraryCall}). */
const libraryObject =
  (kind: 'hmac' | 'hash', reference: WellKnownReference): LibraryDescriber =>
  (call, argumentsOf, evaluate) => ({ ...cryptoObject(kind)(call, argumentsOf, evaluate)!, reference: madeBy(reference) });

/** A one-shot hash of its first argument: a MAC when that holds a secret (`sha256(token + secret)`), else a digest. */
const digestOfFirst =
  (valueType: ValueType): LibraryDescriber =>
  (call, [data], evaluate) => digestOf(data && evaluate(data), call, valueType);

/** An encoding of the first argument (`bytesToHex(mac)`, `enc.Hex.stringify(mac)`): the same value as `valueType`. */
const firstAs =
  (valueType: ValueType): LibraryDescriber =>
  (call, [first], evaluate) =>
    first ? transformed(evaluate(first), valueType) : unknownValue(call, valueType);

/** The bytes a forge `digest()` gives: a buffer whose methods spell them (see {@link FORGE_BYTES_READERS}). */
const FORGE_BYTES: WellKnownReference = { module: FORGE, path: ['bytes()'] };
const FORGE_BYTES_READERS = new Set(['toHex', 'getBytes', 'bytes']);

/**
 * `digest()` of a forge HMAC or message digest: a MAC, or a hash as `createHash`'s is (a MAC when it hashed a secret).
 * Their `update` is read as `createHash`'s and `createHmac`'s is, and keeps the object's reference.
 */
const forgeDigest: LibraryDescriber = (call, _arguments, evaluate) => {
  const receiver = call.callee.type === 'MemberExpression' ? evaluate(call.callee.object) : undefined;
  if (receiver?.cryptoObject === 'hmac') return makeProvenance('mac', call, { valueType: 'object', reference: FORGE_BYTES });
  if (receiver?.cryptoObject !== 'hash') return undefined;
  const digest = receiver.hashesSecret === true ? makeProvenance('mac', call, { derivedFromSecret: true, hashed: true }) : digestOf(undefined, call, 'object', receiver.hashesParameters);
  return { ...digest, valueType: 'object', reference: FORGE_BYTES };
};

/** `toHex()`, `getBytes()` of a forge buffer: the bytes it holds, as text. */
const forgeBytesRead: LibraryDescriber = (call, _arguments, evaluate) =>
  call.callee.type === 'MemberExpression' ? transformed(evaluate(call.callee.object), 'string') : undefined;

/** node-forge's message digests: `md.sha256.create()`, `sha256.create()`, `md.sha512.sha384.create()`. */
const FORGE_HASHES = /^(?:md\.)?(?:sha1|sha256|sha384|md5|sha512(?:\.sha224|\.sha256|\.sha384)?)\.create$/;

/**
 * `crypto_generichash(length, data, key?)` of libsodium: a hash of `data` (a MAC when it holds a secret), or keyed by a
 * secret a MAC; bytes, or text where a fourth argument names an output format.
 */
const genericHash: LibraryDescriber = (call, [, data, key, format], evaluate) => {
  const valueType = format === undefined || evaluate(format).literalValue === 'uint8array' ? 'buffer' : 'string';
  if (key && evaluate(key).derivedFromSecret) return makeProvenance('mac', call, { valueType, hashed: true });
  return digestOf(data && evaluate(data), call, valueType);
};

const LIBRARY_CALLS = new Map<string, LibraryDescriber>([
  ['noble:hmac', mac('buffer')],
  ['noble:hmac.create', cryptoObject('hmac')],
  ['noble:bytesToHex', firstAs('string')],
  ['noble:utf8ToBytes', firstAs('buffer')],
  ['noble:hexToBytes', firstAs('buffer')],
  [`${FAST_SHA256}:hmac`, mac('buffer')],
  [`${FAST_SHA256}:HMAC`, cryptoObject('hmac')],
  [`${FAST_SHA256}:hash`, digestOfFirst('buffer')],
  [`${FAST_SHA256}:Hash`, cryptoObject('hash')],
  [`${FORGE}:hmac.create`, libraryObject('hmac', { module: FORGE, path: ['hmac', 'create'] })],
  [`${FORGE_HMAC}.digest`, forgeDigest],
  [`${FORGE_HMAC}.getMac`, forgeDigest],
  [`${KEYGRIP}:Keygrip`, libraryObject('hmac', { module: KEYGRIP, path: ['Keygrip'] })],
  [`${KEYGRIP_INSTANCE}.sign`, mac('string')],
  [`${SODIUM}:crypto_generichash`, genericHash],
]);

/** Whether calling `reference` gives the UTF-8 bytes of its argument: `utf8ToBytes` of noble, `enc.Utf8.parse` of crypto-js. */
export function encodesUtf8(reference: WellKnownReference | undefined): boolean {
  const name = reference && libraryName(reference);
  return name === 'noble:utf8ToBytes' || name === 'crypto-js:enc.Utf8.parse';
}

/** What a call to (or `new` of) one of the libraries above gives, if it is one. */
export function describeLibraryCall(
  reference: WellKnownReference,
  call: CallLike,
  argumentsOf: readonly Expression[],
  evaluate: Evaluate,
): Provenance | undefined {
  const name = libraryName(reference);
  if (name === undefined) return undefined;
  const known = LIBRARY_CALLS.get(name);
  if (known) return known(call, argumentsOf, evaluate);
  const [library, exported = ''] = name.split(':') as [string, string?];
  if (library === 'noble') {
    const [hash, method] = exported.split('.');
    if (!NOBLE_HASHES.test(hash!)) return undefined;
    if (method === undefined) return digestOfFirst('buffer')(call, argumentsOf, evaluate);
    return method === 'create' ? cryptoObject('hash')(call, argumentsOf, evaluate) : undefined;
  }
  if (library === FORGE) return describeForgeCall(reference, exported, call, argumentsOf, evaluate);
  if (library === CRYPTO_JS) {
    if (CRYPTO_JS_HMACS.test(exported)) return mac('object')(call, argumentsOf, evaluate);
    if (CRYPTO_JS_HASHES.test(exported)) return digestOfFirst('object')(call, argumentsOf, evaluate);
    const encoding = /^enc\.([A-Za-z0-9]+)\.(stringify|parse)$/.exec(exported);
    if (encoding) return firstAs(encoding[2] === 'stringify' ? 'string' : 'object')(call, argumentsOf, evaluate);
  }
  return undefined;
}

/** A forge message digest (`md.sha256.create()`), its `digest()`, or a read of a forge buffer's bytes. */
function describeForgeCall(reference: WellKnownReference, exported: string, call: CallLike, argumentsOf: readonly Expression[], evaluate: Evaluate): Provenance | undefined {
  if (FORGE_HASHES.test(exported)) return libraryObject('hash', reference)(call, argumentsOf, evaluate);
  const [made, method = ''] = splitLast(exported);
  if (method === 'digest' && FORGE_HASHES.test(made.replace(/\(\)$/, ''))) return forgeDigest(call, argumentsOf, evaluate);
  if (made === 'bytes()' && FORGE_BYTES_READERS.has(method)) return forgeBytesRead(call, argumentsOf, evaluate);
  return undefined;
}

/** `md.sha256.create().digest` → `md.sha256.create()` and `digest`. */
function splitLast(name: string): [string, string?] {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? [name] : [name.slice(0, dot), name.slice(dot + 1)];
}
