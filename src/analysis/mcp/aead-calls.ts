import type { TSESTree } from '@typescript-eslint/utils';
import { walkOwnBody, type FunctionNode } from '../syntax/ast.js';
import { isReferenceTo } from '../scope/modules.js';
import type { McpFile } from './file.js';

/** Which end of authenticated encryption a call is: `seal` writes a tag over the ciphertext, `open` refuses a wrong one. */
export type AeadSide = 'seal' | 'open';

interface AeadCall {
  readonly module: string;
  readonly path: readonly string[];
  readonly side: AeadSide;
  /** The argument naming the cipher, where the call serves ciphers that do not authenticate too (`createCipheriv`). */
  readonly algorithmArgument?: number;
}

/** Authenticated encryption, one row per call: a new library is one row. */
const AEAD_CALLS: readonly AeadCall[] = [
  { module: 'node:crypto', path: ['createCipheriv'], side: 'seal', algorithmArgument: 0 },
  { module: 'node:crypto', path: ['createDecipheriv'], side: 'open', algorithmArgument: 0 },
  { module: 'tweetnacl', path: ['secretbox'], side: 'seal' },
  { module: 'tweetnacl', path: ['secretbox', 'open'], side: 'open' },
  { module: 'tweetnacl', path: ['box'], side: 'seal' },
  { module: 'tweetnacl', path: ['box', 'open'], side: 'open' },
  { module: 'libsodium-wrappers', path: ['crypto_secretbox_easy'], side: 'seal' },
  { module: 'libsodium-wrappers', path: ['crypto_secretbox_open_easy'], side: 'open' },
  { module: 'libsodium-wrappers', path: ['crypto_aead_xchacha20poly1305_ietf_encrypt'], side: 'seal' },
  { module: 'libsodium-wrappers', path: ['crypto_aead_xchacha20poly1305_ietf_decrypt'], side: 'open' },
];

/** The names a file must spell for any row to apply (the last step of each path). */
const AEAD_NAMES = [...new Set(AEAD_CALLS.map((row) => row.path.at(-1)!))];

const AUTHENTICATING_CIPHER = /gcm|ccm|ocb|poly1305/i;

/** Whether `call` is authenticated encryption (`side` `seal`) or decryption (`open`): a row of the table, with an authenticating cipher. */
export function isAeadCall(mcp: McpFile, call: TSESTree.CallExpression, side: AeadSide): boolean {
  const reference = mcp.provenance.of(call.callee).reference;
  if (!reference) return false;
  const row = AEAD_CALLS.find((candidate) => candidate.side === side && isReferenceTo(reference, candidate.module, ...candidate.path));
  if (!row) return false;
  if (row.algorithmArgument === undefined) return true;
  const algorithm = mcp.provenance.of(call.arguments[row.algorithmArgument] ?? call);
  return typeof algorithm.literalValue === 'string' && AUTHENTICATING_CIPHER.test(algorithm.literalValue);
}

/** Whether `fn` itself seals or opens with authenticated encryption. */
export function usesAead(mcp: McpFile, fn: FunctionNode | TSESTree.Program, side: AeadSide): boolean {
  if (!mcp.vocabulary.mentionsAny(AEAD_NAMES)) return false;
  let found = false;
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (!found && node.type === 'CallExpression') found = isAeadCall(mcp, node, side);
  });
  return found;
}
