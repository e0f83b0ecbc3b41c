// WebCrypto keys imported from raw bytes besides HMAC and AES-GCM: AES-CTR, AES-CBC and AES-KW keys, and the material
// PBKDF2 or HKDF derives a key from (a passphrase imported with `importKey('raw', enc.encode(passphrase), 'PBKDF2', …)`
// and stretched with `deriveKey`): a literal there is a key anyone can read.
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const derive = "  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode('state/v1'), iterations: 100000 }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);";

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: "a passphrase from the environment stretched by PBKDF2 (and a literal salt, which is no key)",
      code: lines(
        'const enc = new TextEncoder();',
        'export async function stateKey() {',
        "  const material = await crypto.subtle.importKey('raw', enc.encode(process.env.STATE_PASSPHRASE), 'PBKDF2', false, ['deriveKey']);",
        derive,
        '}',
      ),
    },
    {
      name: "a user's password stretched by PBKDF2 (a parameter whose callers are not seen)",
      code: lines(
        'const enc = new TextEncoder();',
        'export async function passwordHash(password) {',
        "  const material = await crypto.subtle.importKey('raw', enc.encode(password), { name: 'PBKDF2' }, false, ['deriveBits']);",
        "  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode('users'), iterations: 600000 }, material, 256);",
        '}',
      ),
    },
    {
      name: 'a public key imported from a literal PEM (no secret key)',
      code: lines("export const publicKey = crypto.subtle.importKey('spki', new TextEncoder().encode('-----BEGIN PUBLIC KEY-----'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);"),
    },
  ],
  invalid: [
    {
      name: 'a literal passphrase imported as PBKDF2 material and stretched into an AES key',
      code: lines(
        'const enc = new TextEncoder();',
        'export async function stateKey() {',
        "  const material = await crypto.subtle.importKey('raw', enc.encode('warehouse-passphrase'), 'PBKDF2', false, ['deriveKey']);",
        derive,
        '}',
      ),
      errors: [{ messageId: 'literalKey', data: { use: 'imported secret key', size: ' and is only 20 bytes long' }, line: 3, column: 57, endLine: 3, endColumn: 91 }],
    },
    {
      name: 'an AES-CTR key with a literal fallback',
      code: lines(
        "export const stateKey = crypto.subtle.importKey('raw', new TextEncoder().encode(process.env.STATE_KEY || 'dev-state-key'), { name: 'AES-CTR' }, false, ['encrypt', 'decrypt']);",
      ),
      errors: [{ messageId: 'literalFallback', data: { use: 'imported secret key', fallback: 'a literal written in the source code', source: 'STATE_KEY' }, line: 1, column: 56, endLine: 1, endColumn: 122 }],
    },
  ],
});
