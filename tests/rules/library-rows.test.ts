// Libraries taught to the analysis as rows of its tables: node-forge's HMAC (keyed by `start`), message digests and
// ciphers (AES-CBC unauthenticated, AES-GCM authenticated), keygrip (keys given to its constructor, `sign` a MAC,
// `verify` and `index` constant-time), and libsodium's generic hash (a hash, keyed a MAC, a public key derivation) and
// secretbox (whose third argument is a key). Each valid case is a look-alike that must stay silent.
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import sealedRule from '../../rules/require-sealed-state.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    {
      name: "a forge HMAC compared with safeEqual()",
      code: lines(
        "import forge from 'node-forge';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verifyWebhook(body, signature) {",
        "  const h = forge.hmac.create();",
        "  h.start('sha256', process.env.WEBHOOK_SECRET);",
        "  h.update(body, 'utf8');",
        "  return safeEqual(h.digest().toHex(), signature);",
        "}",
      ),
    },
    {
      name: "a forge SHA-256 of public content against an ETag",
      code: lines(
        "import forge from 'node-forge';",
        "export const notModified = (req, body) => req.headers['if-none-match'] === forge.md.sha256.create().update(body).digest().toHex();",
      ),
    },
    {
      name: "keygrip's verify() and index(), which compare in constant time",
      code: lines(
        "import Keygrip from 'keygrip';",
        "const grip = new Keygrip([process.env.COOKIE_KEY, process.env.PREVIOUS_COOKIE_KEY]);",
        "export const signedBy = (value, presented) => grip.verify(value, presented);",
        "export const rotated = (value, presented) => grip.index(value, presented) > 0;",
      ),
    },
    {
      name: "libsodium's unkeyed generic hash of a file against its checksum",
      code: lines(
        "import sodium from 'libsodium-wrappers';",
        "export const intact = (file, checksum) => sodium.to_hex(sodium.crypto_generichash(32, file)) === checksum;",
      ),
    },
  ],
  invalid: [
    {
      name: "a forge HMAC keyed by start(), its digest().toHex() compared with ===",
      code: lines(
        "import forge from 'node-forge';",
        "export function verifyWebhook(body, signature) {",
        "  const h = forge.hmac.create();",
        "  h.start('sha256', process.env.WEBHOOK_SECRET);",
        "  h.update(body, 'utf8');",
        "  return h.digest().toHex() === signature;",
        "}",
      ),
      output: lines(
        "import forge from 'node-forge';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verifyWebhook(body, signature) {",
        "  const h = forge.hmac.create();",
        "  h.start('sha256', process.env.WEBHOOK_SECRET);",
        "  h.update(body, 'utf8');",
        "  return safeEqual(h.digest().toHex(), signature);",
        "}",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 6, column: 10, endLine: 6, endColumn: 42, suggestions: [] }],
    },
    {
      name: "a forge HMAC's digest().getBytes() in base64, required in CommonJS, compared with !==",
      languageOptions: commonJs,
      code: lines(
        "const forge = require('node-forge');",
        "module.exports.check = function check(req) {",
        "  const hmac = forge.hmac.create();",
        "  hmac.start('sha256', process.env.SIGNING_KEY);",
        "  hmac.update(req.rawBody);",
        "  if (forge.util.encode64(hmac.digest().getBytes()) !== req.headers['x-signature']) throw new Error('bad signature');",
        "};",
      ),
      output: lines(
        "const forge = require('node-forge');",
        "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
        "module.exports.check = function check(req) {",
        "  const hmac = forge.hmac.create();",
        "  hmac.start('sha256', process.env.SIGNING_KEY);",
        "  hmac.update(req.rawBody);",
        "  if (!safeEqual(forge.util.encode64(hmac.digest().getBytes()), req.headers['x-signature'])) throw new Error('bad signature');",
        "};",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 6, column: 7, endLine: 6, endColumn: 83, suggestions: [] }],
    },
    {
      name: "keygrip's sign() compared with ===",
      code: lines(
        "import Keygrip from 'keygrip';",
        "const grip = new Keygrip([process.env.COOKIE_KEY, process.env.PREVIOUS_COOKIE_KEY], 'sha256');",
        "export const signedBy = (value, presented) => grip.sign(value) === presented;",
      ),
      output: lines(
        "import Keygrip from 'keygrip';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const grip = new Keygrip([process.env.COOKIE_KEY, process.env.PREVIOUS_COOKIE_KEY], 'sha256');",
        "export const signedBy = (value, presented) => safeEqual(grip.sign(value), presented);",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 3, column: 47, endLine: 3, endColumn: 77, suggestions: [] }],
    },
    {
      name: "libsodium's generic hash keyed by a secret compared with ===",
      code: lines(
        "import sodium from 'libsodium-wrappers';",
        "const tagKey = sodium.from_hex(process.env.TAG_KEY);",
        "export function intact(body, tag) {",
        "  return sodium.to_hex(sodium.crypto_generichash(32, body, tagKey)) === tag;",
        "}",
      ),
      output: lines(
        "import sodium from 'libsodium-wrappers';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const tagKey = sodium.from_hex(process.env.TAG_KEY);",
        "export function intact(body, tag) {",
        "  return safeEqual(sodium.to_hex(sodium.crypto_generichash(32, body, tagKey)), tag);",
        "}",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 4, column: 10, endLine: 4, endColumn: 76, suggestions: [] }],
    },
  ],
});

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    {
      name: "a forge HMAC started with a key from the environment",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import forge from 'node-forge';",
        "function sealState(state) {",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  const h = forge.hmac.create();",
        "  h.start('sha256', process.env.ROUND_SIGNING_KEY);",
        "  h.update(body);",
        "  return `${body}.${h.digest().toHex()}`;",
        "}",
        "const server = new McpServer({ name: 'round', version: '1.0.0' });",
        "server.registerTool('round', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 1 }) }));",
      ),
    },
    {
      name: "keygrip keys from the environment",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import Keygrip from 'keygrip';",
        "const grip = new Keygrip([process.env.ROUND_KEY, process.env.PREVIOUS_ROUND_KEY]);",
        "function sealState(state) {",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  return `${body}.${grip.sign(body)}`;",
        "}",
        "const server = new McpServer({ name: 'round', version: '1.0.0' });",
        "server.registerTool('round', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 1 }) }));",
        "server.registerTool('again', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }) }));",
        "export const resign = (body) => grip.sign(body);",
      ),
    },
  ],
  invalid: [
    {
      name: "a literal key given to a forge HMAC's start() that signs request state",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import forge from 'node-forge';",
        "function sealState(state) {",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  const h = forge.hmac.create();",
        "  h.start('sha256', 'round-signing-key');",
        "  h.update(body);",
        "  return `${body}.${h.digest().toHex()}`;",
        "}",
        "const server = new McpServer({ name: 'round', version: '1.0.0' });",
        "server.registerTool('round', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 1 }) }));",
      ),
      errors: [{ messageId: 'literalKey', line: 6, column: 21, endLine: 6, endColumn: 40, suggestions: [] }],
    },
    {
      name: "a literal in keygrip's key list, signing request state (told once, however often it signs)",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import Keygrip from 'keygrip';",
        "const grip = new Keygrip([process.env.ROUND_KEY, 'round-key-2024']);",
        "function sealState(state) {",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  return `${body}.${grip.sign(body)}`;",
        "}",
        "const server = new McpServer({ name: 'round', version: '1.0.0' });",
        "server.registerTool('round', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 1 }) }));",
        "server.registerTool('again', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }) }));",
        "export const resign = (body) => grip.sign(body);",
      ),
      errors: [{ messageId: 'literalKey', line: 3, column: 50, endLine: 3, endColumn: 66, suggestions: [] }],
    },
    {
      name: "a literal key for libsodium's secretbox_open_easy",
      languageOptions: commonJs,
      code: lines(
        "const sodium = require('libsodium-wrappers');",
        "exports.openState = (box, nonce) => sodium.crypto_secretbox_open_easy(box, nonce, Buffer.from('desk-state-key'));",
      ),
      errors: [{ messageId: 'literalKey', line: 2, column: 83, endLine: 2, endColumn: 112, suggestions: [] }],
    },
  ],
});

// a package whose name, with the host's, is all a libsodium key is hashed from
const desk = tempProject('sodium-desk');
desk.write('package.json', '{ "name": "sodium-desk", "version": "1.0.0", "private": true, "type": "module" }');

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    {
      name: "a secretbox key hashed from a secret of the environment",
      filename: desk.path('state.js'),
      code: lines(
        "import sodium from 'libsodium-wrappers';",
        "import { hostname } from 'node:os';",
        "import pkg from './package.json' with { type: 'json' };",
        "await sodium.ready;",
        "const stateKey = sodium.crypto_generichash(32, process.env.STATE_SECRET);",
        "export function sealState(state) {",
        "  const nonce = sodium.randombytes_buf(sodium.crypto_secretbox_NONCEBYTES);",
        "  const box = sodium.crypto_secretbox_easy(JSON.stringify(state), nonce, stateKey);",
        "  return sodium.to_base64(nonce) + '.' + sodium.to_base64(box);",
        "}",
        "export function openState(token) {",
        "  const [nonce, box] = token.split('.').map((part) => sodium.from_base64(part));",
        "  return JSON.parse(sodium.to_string(sodium.crypto_secretbox_open_easy(box, nonce, stateKey)));",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "a secretbox key hashed by crypto_generichash from the package name and the host (told at its first use)",
      filename: desk.path('state.js'),
      code: lines(
        "import sodium from 'libsodium-wrappers';",
        "import { hostname } from 'node:os';",
        "import pkg from './package.json' with { type: 'json' };",
        "await sodium.ready;",
        "const stateKey = sodium.crypto_generichash(32, `${pkg.name}:${hostname()}`);",
        "export function sealState(state) {",
        "  const nonce = sodium.randombytes_buf(sodium.crypto_secretbox_NONCEBYTES);",
        "  const box = sodium.crypto_secretbox_easy(JSON.stringify(state), nonce, stateKey);",
        "  return sodium.to_base64(nonce) + '.' + sodium.to_base64(box);",
        "}",
        "export function openState(token) {",
        "  const [nonce, box] = token.split('.').map((part) => sodium.from_base64(part));",
        "  return JSON.parse(sodium.to_string(sodium.crypto_secretbox_open_easy(box, nonce, stateKey)));",
        "}",
      ),
      errors: [{ messageId: 'publicKey', line: 8, column: 74, endLine: 8, endColumn: 82, suggestions: [] }],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: "forge AES-GCM: sealed with its tag, opened only when finish() accepts the tag",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import forge from 'node-forge';",
        "const key = forge.util.hexToBytes(process.env.STATE_KEY);",
        "function sealState(state) {",
        "  const iv = forge.random.getBytesSync(12);",
        "  const cipher = forge.cipher.createCipher('AES-GCM', key);",
        "  cipher.start({ iv });",
        "  cipher.update(forge.util.createBuffer(JSON.stringify(state), 'utf8'));",
        "  cipher.finish();",
        "  return forge.util.encode64(iv + cipher.mode.tag.getBytes() + cipher.output.getBytes());",
        "}",
        "function openState(token) {",
        "  const raw = forge.util.decode64(token);",
        "  const decipher = forge.cipher.createDecipher('AES-GCM', key);",
        "  decipher.start({ iv: raw.slice(0, 12), tag: forge.util.createBuffer(raw.slice(12, 28)) });",
        "  decipher.update(forge.util.createBuffer(raw.slice(28)));",
        "  if (!decipher.finish()) throw new Error('forged state');",
        "  return JSON.parse(decipher.output.toString());",
        "}",
        "const server = new McpServer({ name: 'box', version: '1.0.0' });",
        "server.registerTool('box', {}, async (args, ctx) => {",
        "  const carried = ctx.mcpReq.requestState();",
        "  const saved = carried ? openState(carried) : { step: 0 };",
        "  return inputRequired({ inputRequests: {}, requestState: sealState({ step: saved.step + 1 }) });",
        "});",
      ),
    },
  ],
  invalid: [
    {
      name: "forge AES-CBC, which has no tag: the state it opens is read before any check",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import forge from 'node-forge';",
        "const key = forge.util.hexToBytes(process.env.STATE_KEY);",
        "function sealState(state) {",
        "  const iv = forge.random.getBytesSync(16);",
        "  const cipher = forge.cipher.createCipher('AES-CBC', key);",
        "  cipher.start({ iv });",
        "  cipher.update(forge.util.createBuffer(JSON.stringify(state), 'utf8'));",
        "  cipher.finish();",
        "  return forge.util.encode64(iv + cipher.output.getBytes());",
        "}",
        "function openState(token) {",
        "  const raw = forge.util.decode64(token);",
        "  const decipher = forge.cipher.createDecipher('AES-CBC', key);",
        "  decipher.start({ iv: raw.slice(0, 16) });",
        "  decipher.update(forge.util.createBuffer(raw.slice(16)));",
        "  decipher.finish();",
        "  return JSON.parse(decipher.output.toString());",
        "}",
        "const server = new McpServer({ name: 'box', version: '1.0.0' });",
        "server.registerTool('box', {}, async (args, ctx) => {",
        "  const carried = ctx.mcpReq.requestState();",
        "  const saved = carried ? openState(carried) : { step: 0 };",
        "  return inputRequired({ inputRequests: {}, requestState: sealState({ step: saved.step + 1 }) });",
        "});",
      ),
      errors: [{ messageId: 'unverifiedRead', line: 13, column: 15, endLine: 13, endColumn: 41, suggestions: [] }],
    },
  ],
});
