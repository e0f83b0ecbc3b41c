import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, isDiscarded, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { heldExpression } from '../scope/bindings.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { McpFile } from './file.js';

/** Which end of authenticated encryption a call is: `seal` writes a tag over the ciphertext, `open` refuses a wrong one. */
export type AeadSide = 'seal' | 'open';

interface AeadCall {
  readonly module: string;
  readonly path: readonly string[];
  readonly side: AeadSide;
  /** The argument naming the cipher, where the call serves ciphers that do not authenticate too (`createCipheriv`). */
  readonly algorithmArgument?: number;
  /**
   * The method that checks the tag, where making the decipher checks nothing: its result says whether the tag matched
   * (node-forge's `finish()`), or with `throws` a wrong tag throws there (Node's `decipher.final()`).
   */
  readonly verdict?: string;
  readonly throws?: boolean;
}

/** Authenticated encryption, one row per call: a new library is one row. */
const AEAD_CALLS: readonly AeadCall[] = [
  { module: 'node:crypto', path: ['createCipheriv'], side: 'seal', algorithmArgument: 0 },
  { module: 'node:crypto', path: ['createDecipheriv'], side: 'open', algorithmArgument: 0, verdict: 'final', throws: true },
  { module: 'tweetnacl', path: ['secretbox'], side: 'seal' },
  { module: 'tweetnacl', path: ['secretbox', 'open'], side: 'open' },
  { module: 'tweetnacl', path: ['box'], side: 'seal' },
  { module: 'tweetnacl', path: ['box', 'open'], side: 'open' },
  { module: 'libsodium-wrappers', path: ['crypto_secretbox_easy'], side: 'seal' },
  { module: 'libsodium-wrappers', path: ['crypto_secretbox_open_easy'], side: 'open' },
  { module: 'libsodium-wrappers', path: ['crypto_aead_xchacha20poly1305_ietf_encrypt'], side: 'seal' },
  { module: 'libsodium-wrappers', path: ['crypto_aead_xchacha20poly1305_ietf_decrypt'], side: 'open' },
  { module: 'node-forge', path: ['cipher', 'createCipher'], side: 'seal', algorithmArgument: 0 },
  { module: 'node-forge', path: ['cipher', 'createDecipher'], side: 'open', algorithmArgument: 0, verdict: 'finish' },
  { module: GLOBALS, path: ['crypto', 'subtle', 'encrypt'], side: 'seal', algorithmArgument: 0 },
  { module: GLOBALS, path: ['crypto', 'subtle', 'decrypt'], side: 'open', algorithmArgument: 0 },
];

/**
 * Ciphers a library makes for one key and nonce and then runs (`gcm(key, nonce).encrypt(data)`,
 * `ctr(key, iv).decrypt(data)` of @noble/ciphers): whether each authenticates, one row per maker.
 */
const CIPHER_MAKERS: ReadonlyMap<string, boolean> = new Map([
  ['gcm', true],
  ['gcmsiv', true],
  ['siv', true],
  ['chacha20poly1305', true],
  ['xchacha20poly1305', true],
  ['xsalsa20poly1305', true],
  ['secretbox', true],
  ['ctr', false],
  ['cbc', false],
  ['ecb', false],
  ['cfb', false],
  ['ofb', false],
  ['chacha20', false],
  ['xchacha20', false],
  ['chacha8', false],
  ['chacha12', false],
  ['salsa20', false],
  ['xsalsa20', false],
]);

/** The modules the makers come from: `@noble/ciphers/aes`, `@noble/ciphers/chacha.js`, `@noble/ciphers/salsa`. */
const CIPHER_MAKER_MODULE = /^(?:npm:|jsr:)?@noble\/ciphers(?:@[^/]*)?(?:\/(?:aes|chacha|salsa|index)(?:\.js)?)?$/;

/** The methods that run a made cipher, by side. */
const CIPHER_RUNS: Readonly<Record<AeadSide, ReadonlySet<string>>> = { seal: new Set(['encrypt', 'seal']), open: new Set(['decrypt', 'open']) };

/**
 * `gcm(key, nonce).encrypt(data)`, or `cipher.decrypt(data)` of `const cipher = ctr(key, iv)`: whether the cipher run
 * authenticates (`aead`) or not (`plain`); undefined for any other call. What it encrypts is its first argument.
 */
export function cipherRunOf(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression, side: AeadSide): 'aead' | 'plain' | undefined {
  const method = call.type === 'CallExpression' ? getMethodName(call) : undefined;
  if (method === undefined || !CIPHER_RUNS[side].has(method)) return undefined;
  const maker = heldExpression(mcp.sourceCode, getMethodReceiver(call as TSESTree.CallExpression)!);
  if (maker.type !== 'CallExpression') return undefined;
  const reference = mcp.provenance.of(maker.callee).reference;
  const authenticates = reference && reference.path.length === 1 && CIPHER_MAKER_MODULE.test(reference.module) ? CIPHER_MAKERS.get(reference.path[0]!) : undefined;
  return authenticates === undefined ? undefined : authenticates ? 'aead' : 'plain';
}

/** The names a file must spell for any row to apply (the last step of each path, or a made cipher's run). */
const AEAD_NAMES = [...new Set([...AEAD_CALLS.map((row) => row.path.at(-1)!), ...CIPHER_RUNS.seal, ...CIPHER_RUNS.open])];

const AUTHENTICATING_CIPHER = /gcm|ccm|ocb|poly1305/i;

/** Whether `call` is authenticated encryption (`side` `seal`) or decryption (`open`): a row of the table, with an authenticating cipher. */
export function isAeadCall(mcp: McpFile, call: TSESTree.CallExpression, side: AeadSide): boolean {
  return encryptionOf(mcp, call, side) === 'aead';
}

/**
 * What a call of the table does, where its cipher is known: `aead` (a tag is written or checked), `plain` (a cipher
 * that does not authenticate: `aes-256-ctr`, WebCrypto's `AES-CTR` or `AES-CBC`), undefined for any other call.
 */
export function encryptionOf(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression, side: AeadSide): 'aead' | 'plain' | undefined {
  const run = cipherRunOf(mcp, call, side);
  if (run) return run;
  const row = aeadRowOf(mcp, call, side);
  if (!row) return undefined;
  if (row.algorithmArgument === undefined) return 'aead';
  const algorithm = cipherName(mcp, call.arguments[row.algorithmArgument], call);
  if (algorithm === undefined) return undefined;
  return AUTHENTICATING_CIPHER.test(algorithm) ? 'aead' : 'plain';
}

/** The cipher an argument names: `'aes-256-gcm'`, or the `name` of WebCrypto's algorithm object (`{ name: 'AES-GCM', iv }`). */
function cipherName(mcp: McpFile, argument: TSESTree.CallExpressionArgument | undefined, call: Node): string | undefined {
  if (!argument || argument.type === 'SpreadElement') return undefined;
  const value = mcp.provenance.of(argument);
  if (typeof value.literalValue === 'string') return value.literalValue;
  if (value.valueType !== 'object' && !value.objectLiteral) return undefined;
  const name = mcp.provenance.memberValue(value, 'name', call).literalValue;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Whether an authenticated decryption checks its tag only in a verdict it hands back (`decipher.finish()` of
 * node-forge returns false on a wrong tag): the decipher's making is then no check, the verdict read is.
 */
export function checksTagInVerdict(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return aeadRowOf(mcp, call, 'open')?.verdict !== undefined;
}

/**
 * `decipher.finish()` of `const decipher = forge.cipher.createDecipher('AES-GCM', key)`, `decipher.final()` of Node's
 * `createDecipheriv('aes-256-gcm', key, iv)`: the verdict on the tag.
 */
export function isAeadVerdict(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return aeadVerdictRow(mcp, call) !== undefined;
}

/** Whether a verdict on the tag (see {@link isAeadVerdict}) decides: it is read, or a wrong tag throws in it. */
export function isDecidingAeadVerdict(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const row = aeadVerdictRow(mcp, call);
  return row !== undefined && (row.throws === true || !isDiscarded(call));
}

function aeadVerdictRow(mcp: McpFile, call: TSESTree.CallExpression): AeadCall | undefined {
  const method = getMethodName(call);
  const maker = method === undefined ? undefined : heldExpression(mcp.sourceCode, getMethodReceiver(call)!);
  const row = maker?.type === 'CallExpression' ? aeadRowOf(mcp, maker, 'open') : undefined;
  return row?.verdict !== undefined && row.verdict === method && isAeadCall(mcp, maker as TSESTree.CallExpression, 'open') ? row : undefined;
}

/** The row of the table `call` is, for `side`. */
function aeadRowOf(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression, side: AeadSide): AeadCall | undefined {
  const reference = mcp.provenance.of(call.callee).reference;
  return reference && AEAD_CALLS.find((candidate) => candidate.side === side && isReferenceTo(reference, candidate.module, ...candidate.path));
}

/** Whether `fn` itself seals or opens with authenticated encryption. */
export function usesAead(mcp: McpFile, fn: FunctionNode | TSESTree.Program, side: AeadSide): boolean {
  if (!mcp.vocabulary.mentionsAny(AEAD_NAMES)) return false;
  let found = false;
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'CallExpression') return;
    // an open whose tag is told by a verdict opens only where that verdict is read (`if (!decipher.finish()) …`)
    found = side === 'open' ? (isAeadCall(mcp, node, side) && !checksTagInVerdict(mcp, node)) || isDecidingAeadVerdict(mcp, node) : isAeadCall(mcp, node, side);
  });
  return found;
}
