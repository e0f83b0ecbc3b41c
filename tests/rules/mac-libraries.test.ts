import noSecretsInState from '../../rules/no-secrets-in-state.js';
import noTimingUnsafeCompare from '../../rules/no-timing-unsafe-compare.js';
import noWeakStateKey from '../../rules/no-weak-state-key.js';
import requireSealedState from '../../rules/require-sealed-state.js';
import requireStateBinding from '../../rules/require-state-binding.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

/*
 * MACs and hashes from libraries besides node:crypto (src/analysis/values/mac-libraries.ts), recognised by import as
 * createHmac is: @noble/hashes, crypto-js (and the CryptoJS global), fast-sha256, WebCrypto through node:crypto's
 * webcrypto and subtle, the hex of WebCrypto's bytes, and a hash over a secret (a keyed hash). The valid cases look
 * alike: hashes of public content, two MACs computed here, names from modules the analysis does not know.
 */

testRule('no-timing-unsafe-compare', noTimingUnsafeCompare, {
  valid: [
    {
      name: "@noble/hashes sha256 of public content against an ETag",
      code: lines(
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "export const notModified = (req, body) => req.headers['if-none-match'] === `\"${bytesToHex(sha256(body))}\"`;",
      ),
    },
    {
      name: "crypto.subtle.digest of a download against its published checksum",
      code: lines(
        "export async function intact(file, checksum) {",
        "  const digest = await crypto.subtle.digest('SHA-256', file);",
        "  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('') === checksum;",
        "}",
      ),
    },
    {
      name: "a token type",
      code: lines(
        "export const isBearer = (token) => token.type === 'Bearer';",
      ),
    },
    {
      name: "crypto-js SHA256 of a body against an ETag",
      code: lines(
        "import CryptoJS from 'crypto-js';",
        "export const fresh = (req, body) => CryptoJS.SHA256(body).toString() === req.headers['if-none-match'];",
      ),
    },
    {
      name: "fast-sha256 hash of a file against a checksum parameter",
      code: lines(
        "import { hash } from 'fast-sha256';",
        "export const intact = (bytes, checksum) => Buffer.from(hash(bytes)).toString('hex') === checksum;",
      ),
    },
    {
      name: "two @noble/hashes MACs computed here (double HMAC)",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "const mac = (data) => bytesToHex(hmac(sha256, process.env.STATE_KEY, data));",
        "export const same = (a, b) => mac(a) === mac(b);",
      ),
    },
    {
      name: "an hmac of a module the analysis does not know",
      code: lines(
        "import { hmac } from './crypto-helpers.js';",
        "export const ok = (body, signature) => hmac(process.env.WEBHOOK_SECRET, body) === signature;",
      ),
    },
    {
      name: "a local function named hmac",
      code: lines(
        "const hmac = (a, b) => `${a}:${b}`;",
        "export const same = (req) => hmac(req.query.a, req.query.b) === req.query.c;",
      ),
    },
    {
      name: "a map that does not keep the bytes",
      code: lines(
        "export async function verify(key, body, signature) {",
        "  const mac = await crypto.subtle.sign('HMAC', key, body);",
        "  return [...new Uint8Array(mac)].map(() => '0').join('') === signature;",
        "}",
      ),
    },
    {
      name: "the hex of bytes compared to a literal",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "export const empty = (data) => Array.from(hmac(sha256, process.env.STATE_KEY, data), (b) => b.toString(16)).join('') === '';",
      ),
    },
  ],
  invalid: [
    {
      name: "@noble/hashes hmac (named imports from /hmac and /sha2) compared with ===",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "export function verifyWebhook(body, signature) {",
        "  const expected = bytesToHex(hmac(sha256, process.env.WEBHOOK_SECRET, body));",
        "  return signature === expected;",
        "}",
      ),
      output: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verifyWebhook(body, signature) {",
        "  const expected = bytesToHex(hmac(sha256, process.env.WEBHOOK_SECRET, body));",
        "  return safeEqual(signature, expected);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 6, column: 10, endLine: 6, endColumn: 32,
          suggestions: [],
        },
      ],
    },
    {
      name: "@noble/hashes v2 .js paths, required in CommonJS, compared with !==",
      code: lines(
        "const { hmac } = require('@noble/hashes/hmac.js');",
        "const { sha256 } = require('@noble/hashes/sha256');",
        "module.exports.check = function check(req) {",
        "  const mac = Buffer.from(hmac(sha256, process.env.SIGNING_KEY, req.rawBody)).toString('hex');",
        "  if (req.headers['x-signature'] !== mac) throw new Error('bad signature');",
        "};",
      ),
      languageOptions: commonJs,
      output: lines(
        "const { hmac } = require('@noble/hashes/hmac.js');",
        "const { sha256 } = require('@noble/hashes/sha256');",
        "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
        "module.exports.check = function check(req) {",
        "  const mac = Buffer.from(hmac(sha256, process.env.SIGNING_KEY, req.rawBody)).toString('hex');",
        "  if (!safeEqual(req.headers['x-signature'], mac)) throw new Error('bad signature');",
        "};",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 5, column: 7, endLine: 5, endColumn: 41,
          suggestions: [],
        },
      ],
    },
    {
      name: "@noble/hashes hmac.create(…).update(…).digest() compared with Buffer.compare",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha256';",
        "export function valid(body, header) {",
        "  const mac = hmac.create(sha256, process.env.WEBHOOK_SECRET).update(body).digest();",
        "  return Buffer.compare(Buffer.from(mac), Buffer.from(header, 'hex')) === 0;",
        "}",
      ),
      output: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha256';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function valid(body, header) {",
        "  const mac = hmac.create(sha256, process.env.WEBHOOK_SECRET).update(body).digest();",
        "  return safeEqual(Buffer.from(mac), Buffer.from(header, 'hex'));",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 5, column: 10, endLine: 5, endColumn: 76,
          suggestions: [],
        },
      ],
    },
    {
      name: "crypto-js HmacSHA256(message, key).toString(enc.Hex) through the default import",
      code: lines(
        "import CryptoJS from 'crypto-js';",
        "export function verify(req) {",
        "  const digest = CryptoJS.HmacSHA256(req.body, process.env.SHOPIFY_SECRET).toString(CryptoJS.enc.Hex);",
        "  return digest === req.get('x-shopify-hmac-sha256');",
        "}",
      ),
      output: lines(
        "import CryptoJS from 'crypto-js';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(req) {",
        "  const digest = CryptoJS.HmacSHA256(req.body, process.env.SHOPIFY_SECRET).toString(CryptoJS.enc.Hex);",
        "  return safeEqual(digest, req.get('x-shopify-hmac-sha256'));",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 4, column: 10, endLine: 4, endColumn: 53,
          suggestions: [],
        },
      ],
    },
    {
      name: "crypto-js enc.Base64.stringify of an HMAC through a namespace import",
      code: lines(
        "import * as CryptoJS from 'crypto-js';",
        "export const verify = (payload, signature) =>",
        "  CryptoJS.enc.Base64.stringify(CryptoJS.HmacSHA256(payload, process.env.WEBHOOK_SECRET)) === signature;",
      ),
      output: lines(
        "import * as CryptoJS from 'crypto-js';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export const verify = (payload, signature) =>",
        "  safeEqual(CryptoJS.enc.Base64.stringify(CryptoJS.HmacSHA256(payload, process.env.WEBHOOK_SECRET)), signature);",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 3, column: 3, endLine: 3, endColumn: 104,
          suggestions: [],
        },
      ],
    },
    {
      name: "crypto-js one-function modules required in CommonJS",
      code: lines(
        "const hmacSHA256 = require('crypto-js/hmac-sha256');",
        "const Base64 = require('crypto-js/enc-base64');",
        "exports.verify = (payload, signature) => {",
        "  const expected = Base64.stringify(hmacSHA256(payload, process.env.WEBHOOK_SECRET));",
        "  return signature == expected;",
        "};",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 5, column: 10, endLine: 5, endColumn: 31,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              output: lines(
                "const hmacSHA256 = require('crypto-js/hmac-sha256');",
                "const Base64 = require('crypto-js/enc-base64');",
                "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
                "exports.verify = (payload, signature) => {",
                "  const expected = Base64.stringify(hmacSHA256(payload, process.env.WEBHOOK_SECRET));",
                "  return safeEqual(signature, expected);",
                "};",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "the CryptoJS global of a page script",
      code: lines(
        "export function sameSignature(message, received) {",
        "  return received === CryptoJS.HmacSHA256(message, process.env.API_SECRET).toString();",
        "}",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function sameSignature(message, received) {",
        "  return safeEqual(received, CryptoJS.HmacSHA256(message, process.env.API_SECRET).toString());",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 2, column: 10, endLine: 2, endColumn: 86,
          suggestions: [],
        },
      ],
    },
    {
      name: "fast-sha256 hmac(key, data) named import",
      code: lines(
        "import { hmac } from 'fast-sha256';",
        "const encoder = new TextEncoder();",
        "export function verify(body, signature) {",
        "  const mac = Buffer.from(hmac(encoder.encode(process.env.WEBHOOK_SECRET), encoder.encode(body))).toString('base64');",
        "  return mac === signature;",
        "}",
      ),
      output: lines(
        "import { hmac } from 'fast-sha256';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const encoder = new TextEncoder();",
        "export function verify(body, signature) {",
        "  const mac = Buffer.from(hmac(encoder.encode(process.env.WEBHOOK_SECRET), encoder.encode(body))).toString('base64');",
        "  return safeEqual(mac, signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 5, column: 10, endLine: 5, endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      name: "fast-sha256 default import: sha256.hmac(key, data)",
      code: lines(
        "import sha256 from 'fast-sha256';",
        "export function verify(body, signature) {",
        "  const mac = Buffer.from(sha256.hmac(Buffer.from(process.env.WEBHOOK_SECRET), body)).toString('hex');",
        "  return mac === signature;",
        "}",
      ),
      output: lines(
        "import sha256 from 'fast-sha256';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const mac = Buffer.from(sha256.hmac(Buffer.from(process.env.WEBHOOK_SECRET), body)).toString('hex');",
        "  return safeEqual(mac, signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 4, column: 10, endLine: 4, endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      name: "fast-sha256 default import: new sha256.HMAC(key).update(data).digest() compared with .equals",
      code: lines(
        "import sha256 from 'fast-sha256';",
        "export function verify(body, signature) {",
        "  const mac = new sha256.HMAC(Buffer.from(process.env.WEBHOOK_SECRET)).update(body).digest();",
        "  return Buffer.from(mac).equals(Buffer.from(signature, 'hex'));",
        "}",
      ),
      output: lines(
        "import sha256 from 'fast-sha256';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const mac = new sha256.HMAC(Buffer.from(process.env.WEBHOOK_SECRET)).update(body).digest();",
        "  return safeEqual(Buffer.from(mac), Buffer.from(signature, 'hex'));",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 4, column: 10, endLine: 4, endColumn: 64,
          suggestions: [],
        },
      ],
    },
    {
      name: "node:crypto's webcrypto.subtle.sign, hex by [...bytes].map(…).join('')",
      code: lines(
        "import { webcrypto } from 'node:crypto';",
        "export async function verify(key, body, signature) {",
        "  const mac = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));",
        "  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');",
        "  return hex === signature;",
        "}",
      ),
      output: lines(
        "import { webcrypto } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export async function verify(key, body, signature) {",
        "  const mac = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));",
        "  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');",
        "  return safeEqual(hex, signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 5, column: 10, endLine: 5, endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      name: "node:crypto's subtle, hex by Array.from(bytes, fn).join('')",
      code: lines(
        "import { subtle } from 'node:crypto';",
        "export async function verify(key, body, signature) {",
        "  const mac = await subtle.sign({ name: 'HMAC' }, key, Buffer.from(body));",
        "  return Array.from(new Uint8Array(mac), (byte) => ('0' + byte.toString(16)).slice(-2)).join('') !== signature;",
        "}",
      ),
      output: lines(
        "import { subtle } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export async function verify(key, body, signature) {",
        "  const mac = await subtle.sign({ name: 'HMAC' }, key, Buffer.from(body));",
        "  return !safeEqual(Array.from(new Uint8Array(mac), (byte) => ('0' + byte.toString(16)).slice(-2)).join(''), signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 4, column: 10, endLine: 4, endColumn: 111,
          suggestions: [],
        },
      ],
    },
    {
      name: "the global crypto.subtle.sign in a Worker, hex by Array.from(bytes).map(function …).join('')",
      code: lines(
        "export default {",
        "  async fetch(request, env) {",
        "    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(env.WEBHOOK_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
        "    const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(await request.text()));",
        "    const expected = Array.from(new Uint8Array(mac)).map(function (b) { return b.toString(16).padStart(2, '0'); }).join('');",
        "    if (request.headers.get('x-signature') !== expected) return new Response('unauthorized', { status: 401 });",
        "    return new Response('ok');",
        "  },",
        "};",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export default {",
        "  async fetch(request, env) {",
        "    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(env.WEBHOOK_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
        "    const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(await request.text()));",
        "    const expected = Array.from(new Uint8Array(mac)).map(function (b) { return b.toString(16).padStart(2, '0'); }).join('');",
        "    if (!safeEqual(request.headers.get('x-signature'), expected)) return new Response('unauthorized', { status: 401 });",
        "    return new Response('ok');",
        "  },",
        "};",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 6, column: 9, endLine: 6, endColumn: 56,
          suggestions: [],
        },
      ],
    },
    {
      name: "keyed hash: @noble/hashes sha256(token + secret)",
      code: lines(
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';",
        "export function verify(req) {",
        "  const expected = bytesToHex(sha256(utf8ToBytes(req.query.token + process.env.API_SECRET)));",
        "  return req.query.sig === expected;",
        "}",
      ),
      output: lines(
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(req) {",
        "  const expected = bytesToHex(sha256(utf8ToBytes(req.query.token + process.env.API_SECRET)));",
        "  return safeEqual(req.query.sig, expected);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 5, column: 10, endLine: 5, endColumn: 36,
          suggestions: [],
        },
      ],
    },
    {
      name: "keyed hash: createHash('sha256').update(data + secret).digest('hex')",
      code: lines(
        "import { createHash } from 'node:crypto';",
        "export function verify(data, signature) {",
        "  return createHash('sha256').update(data + process.env.WEBHOOK_SECRET).digest('hex') === signature;",
        "}",
      ),
      output: lines(
        "import { createHash } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(data, signature) {",
        "  return safeEqual(createHash('sha256').update(data + process.env.WEBHOOK_SECRET).digest('hex'), signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 3, column: 10, endLine: 3, endColumn: 100,
          suggestions: [],
        },
      ],
    },
    {
      name: "keyed hash: crypto-js SHA256(secret + body) compared with ==",
      code: lines(
        "const CryptoJS = require('crypto-js');",
        "exports.verify = (req) => CryptoJS.SHA256(process.env.API_SECRET + req.body).toString() == req.query.sig;",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 2, column: 27, endLine: 2, endColumn: 105,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              output: lines(
                "const CryptoJS = require('crypto-js');",
                "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
                "exports.verify = (req) => safeEqual(CryptoJS.SHA256(process.env.API_SECRET + req.body).toString(), req.query.sig);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "keyed hash: the fast-sha256 default export over a secret",
      code: lines(
        "import sha256 from 'fast-sha256';",
        "export function verify(body, signature) {",
        "  const digest = Buffer.from(sha256(Buffer.from(`${body}${process.env.WEBHOOK_SECRET}`))).toString('hex');",
        "  return digest === signature;",
        "}",
      ),
      output: lines(
        "import sha256 from 'fast-sha256';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const digest = Buffer.from(sha256(Buffer.from(`${body}${process.env.WEBHOOK_SECRET}`))).toString('hex');",
        "  return safeEqual(digest, signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          line: 4, column: 10, endLine: 4, endColumn: 30,
          suggestions: [],
        },
      ],
    },
  ],
});

testRule('no-weak-state-key', noWeakStateKey, {
  valid: [
    {
      name: "Telegram's WebAppData label over the bot token (@noble/hashes)",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "export const secretKey = hmac(sha256, 'WebAppData', process.env.BOT_TOKEN);",
      ),
    },
    {
      name: "Telegram's WebAppData label over the bot token (crypto-js)",
      code: lines(
        "import CryptoJS from 'crypto-js';",
        "export const secretKey = CryptoJS.HmacSHA256(process.env.TELEGRAM_BOT_TOKEN, 'WebAppData');",
      ),
    },
    {
      name: "keys from the environment",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import CryptoJS from 'crypto-js';",
        "import { hmac as fastHmac } from 'fast-sha256';",
        "export const a = (body) => hmac(sha256, process.env.STATE_KEY, body);",
        "export const b = (body) => CryptoJS.HmacSHA256(body, process.env.STATE_KEY);",
        "export const c = (body) => fastHmac(Buffer.from(process.env.STATE_KEY, 'base64'), body);",
      ),
    },
    {
      name: "a hash of a literal takes no key",
      code: lines(
        "import { sha256 } from '@noble/hashes/sha2';",
        "import CryptoJS from 'crypto-js';",
        "export const a = sha256('abc');",
        "export const b = CryptoJS.SHA256('abc');",
      ),
    },
    {
      name: "an hmac of an unknown module",
      code: lines(
        "import { hmac } from 'my-hmac';",
        "export const sign = (body) => hmac('sha256', 'k', body);",
      ),
    },
    {
      name: "crypto-js message written in the source",
      code: lines(
        "import CryptoJS from 'crypto-js';",
        "export const sign = () => CryptoJS.HmacSHA256('ping', process.env.API_SECRET).toString();",
      ),
    },
  ],
  invalid: [
    {
      name: "@noble/hashes hmac(sha256, literal, data)",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "export const sign = (body) => hmac(sha256, 'dev-secret', body);",
      ),
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 10 bytes long" },
          line: 3, column: 44, endLine: 3, endColumn: 56,
          suggestions: [],
        },
      ],
    },
    {
      name: "@noble/hashes hmac with utf8ToBytes of a literal (v2 .js paths)",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac.js';",
        "import { sha256 } from '@noble/hashes/sha2.js';",
        "import { utf8ToBytes } from '@noble/hashes/utils.js';",
        "const KEY = utf8ToBytes('k');",
        "export const sign = (body) => hmac(sha256, KEY, utf8ToBytes(body));",
      ),
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 1 bytes long" },
          line: 5, column: 44, endLine: 5, endColumn: 47,
          suggestions: [],
        },
      ],
    },
    {
      name: "@noble/hashes hmac.create with a literal fallback",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha256';",
        "export const signer = () => hmac.create(sha256, process.env.STATE_KEY || 'dev-state-key');",
      ),
      errors: [
        {
          messageId: "literalFallback",
          data: { use: "HMAC key", fallback: "a literal written in the source code", source: "STATE_KEY" },
          line: 3, column: 49, endLine: 3, endColumn: 89,
          suggestions: [],
        },
      ],
    },
    {
      name: "crypto-js HmacSHA256(message, literal)",
      code: lines(
        "import CryptoJS from 'crypto-js';",
        "export const sign = (message) => CryptoJS.HmacSHA256(message, 'k').toString();",
      ),
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 1 bytes long" },
          line: 2, column: 63, endLine: 2, endColumn: 66,
          suggestions: [],
        },
      ],
    },
    {
      name: "crypto-js HmacSHA512 with enc.Utf8.parse of a literal",
      code: lines(
        "import CryptoJS from 'crypto-js';",
        "export const sign = (message) => CryptoJS.HmacSHA512(message, CryptoJS.enc.Utf8.parse('short-key')).toString(CryptoJS.enc.Base64);",
      ),
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 9 bytes long" },
          line: 2, column: 63, endLine: 2, endColumn: 99,
          suggestions: [],
        },
      ],
    },
    {
      name: "crypto-js/hmac-sha256 required in CommonJS with a hard-coded key",
      code: lines(
        "const hmacSHA256 = require('crypto-js/hmac-sha256');",
        "const SECRET = 'super-secret-signing-key';",
        "module.exports = (payload) => hmacSHA256(JSON.stringify(payload), SECRET).toString();",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 24 bytes long" },
          line: 3, column: 67, endLine: 3, endColumn: 73,
          suggestions: [],
        },
      ],
    },
    {
      name: "fast-sha256 hmac(key, data) with encoded literal bytes",
      code: lines(
        "import { hmac } from 'fast-sha256';",
        "const encoder = new TextEncoder();",
        "export const sign = (data) => hmac(encoder.encode('k'), data);",
      ),
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 1 bytes long" },
          line: 3, column: 36, endLine: 3, endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: "WebCrypto importKey('raw', encode('k'), HMAC) through node:crypto's webcrypto",
      code: lines(
        "import { webcrypto } from 'node:crypto';",
        "const encoder = new TextEncoder();",
        "export const key = await webcrypto.subtle.importKey('raw', encoder.encode('k'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
      ),
      errors: [
        {
          messageId: "literalKey",
          data: { use: "imported secret key", size: " and is only 1 bytes long" },
          line: 3, column: 60, endLine: 3, endColumn: 79,
          suggestions: [],
        },
      ],
    },
    {
      name: "WebCrypto importKey through node:crypto's subtle",
      code: lines(
        "import { subtle } from 'node:crypto';",
        "export const key = await subtle.importKey('raw', Buffer.from('dev'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);",
      ),
      errors: [
        {
          messageId: "literalKey",
          data: { use: "imported secret key", size: " and is only 3 bytes long" },
          line: 2, column: 50, endLine: 2, endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: "@noble/hashes hmac with a short random key",
      code: lines(
        "import { randomBytes } from 'node:crypto';",
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "const KEY = randomBytes(16);",
        "export const sign = (body) => hmac(sha256, KEY, body);",
      ),
      errors: [
        {
          messageId: "shortKey",
          data: { use: "HMAC key", bits: "128" },
          line: 5, column: 44, endLine: 5, endColumn: 47,
          suggestions: [],
        },
      ],
    },
    {
      name: "CryptoJS global with a predictable key",
      code: lines(
        "const key = String(Math.random());",
        "export const sign = (message) => CryptoJS.HmacSHA256(message, key).toString();",
      ),
      errors: [
        {
          messageId: "predictableKey",
          data: { use: "HMAC key" },
          line: 2, column: 63, endLine: 2, endColumn: 66,
          suggestions: [],
        },
      ],
    },
  ],
});

testRule('require-state-binding', requireStateBinding, {
  valid: [
    {
      name: "a @noble/hashes sealer that binds user, tool and expiry",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "export function sealState(state, userId, tool) {",
        "  const body = Buffer.from(JSON.stringify({ state, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');",
        "  return `${body}.${bytesToHex(hmac(sha256, process.env.STATE_KEY, body))}`;",
        "}",
      ),
    },
    {
      name: "an unkeyed @noble/hashes hash of JSON is no seal",
      code: lines(
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "export function cacheKey(state) {",
        "  const body = JSON.stringify(state);",
        "  return `${body}.${bytesToHex(sha256(body))}`;",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "a hand-rolled sealer signing with @noble/hashes",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "function seal(state) {",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  return `${body}.${bytesToHex(hmac(sha256, process.env.STATE_KEY, body))}`;",
        "}",
        "const server = new Server({ name: 's', version: '1' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: {},",
        "  requestState: seal({ step: 1 }),",
        "}));",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 14, column: 22, endLine: 14, endColumn: 33,
          suggestions: [],
        },
      ],
    },
    {
      name: "a hand-rolled sealer signing with crypto-js, in CommonJS",
      code: lines(
        "const CryptoJS = require('crypto-js');",
        "function sealState(state, userId) {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, exp: Date.now() + 600000 })).toString('base64url');",
        "  return body + '.' + CryptoJS.HmacSHA256(body, process.env.STATE_KEY).toString(CryptoJS.enc.Base64url);",
        "}",
        "module.exports = { sealState };",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "missingSignedFields",
          line: 3, column: 43, endLine: 3, endColumn: 89,
          suggestions: [],
        },
      ],
    },
    {
      name: "a hand-rolled sealer signing with WebCrypto",
      code: lines(
        "const encoder = new TextEncoder();",
        "export async function sealState(key, state, tool) {",
        "  const body = btoa(JSON.stringify({ state, tool }));",
        "  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(body));",
        "  return `${body}.${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;",
        "}",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 3, column: 36, endLine: 3, endColumn: 51,
          suggestions: [],
        },
      ],
    },
    {
      name: "a hand-rolled sealer signing with fast-sha256",
      code: lines(
        "import { hmac } from 'fast-sha256';",
        "const KEY = Buffer.from(process.env.STATE_KEY, 'base64');",
        "export function sealState(state) {",
        "  const body = Buffer.from(JSON.stringify({ ...state, iat: Date.now() })).toString('base64url');",
        "  return `${body}.${Buffer.from(hmac(KEY, Buffer.from(body))).toString('base64url')}`;",
        "}",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 4, column: 43, endLine: 4, endColumn: 72,
          suggestions: [],
        },
      ],
    },
  ],
});

testRule('require-sealed-state', requireSealedState, {
  valid: [
    {
      name: "incoming state decoded after an @noble/hashes MAC is computed to compare (a signature check, if not a constant-time one)",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "export function readState(request) {",
        "  const [body, mac] = String(request.params.requestState).split('.');",
        "  if (mac !== bytesToHex(hmac(sha256, process.env.STATE_KEY, body))) return undefined;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
      ),
    },
    {
      name: "incoming state decoded after a crypto-js MAC is computed to compare",
      code: lines(
        "const CryptoJS = require('crypto-js');",
        "exports.readState = (request) => {",
        "  const [body, mac] = request.params.requestState.split('.');",
        "  const expected = CryptoJS.HmacSHA256(body, process.env.STATE_KEY).toString(CryptoJS.enc.Base64url);",
        "  if (mac != expected) return undefined;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "};",
      ),
      languageOptions: commonJs,
    },
    {
      name: "incoming state opened after a fast-sha256 check",
      code: lines(
        "import { hmac } from 'fast-sha256';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function readState(request) {",
        "  const [body, mac] = request.params.requestState.split('.');",
        "  if (!safeEqual(mac, Buffer.from(hmac(Buffer.from(process.env.STATE_KEY), Buffer.from(body))).toString('base64url'))) return undefined;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "still reported: a hash of public data is no signature check",
      code: lines(
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "export function readState(request) {",
        "  const [body, digest] = request.params.requestState.split('.');",
        "  if (digest !== bytesToHex(sha256(body))) return undefined;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedRead",
          line: 4, column: 26, endLine: 4, endColumn: 64,
          suggestions: [],
        },
      ],
    },
  ],
});

testRule('no-secrets-in-state', noSecretsInState, {
  valid: [
    {
      name: "a hash that is no seal carries what it likes",
      code: lines(
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "function cacheEntry(value) {",
        "  const body = JSON.stringify(value);",
        "  return `${body}.${bytesToHex(sha256(body))}`;",
        "}",
        "export const entry = (user) => cacheEntry({ userId: user.id, passwordChangedAt: user.passwordChangedAt });",
      ),
    },
  ],
  invalid: [
    {
      name: "a secret in the payload of a hand-rolled sealer signing with crypto-js",
      code: lines(
        "import CryptoJS from 'crypto-js';",
        "function sealState(state) {",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  return `${body}.${CryptoJS.HmacSHA256(body, process.env.STATE_KEY).toString()}`;",
        "}",
        "export const next = (userId) => sealState({ userId, githubToken: process.env.GITHUB_TOKEN });",
      ),
      errors: [
        {
          messageId: "secretInState",
          line: 6, column: 53, endLine: 6, endColumn: 90,
          suggestions: [
            {
              messageId: "removeProperty",
              output: lines(
                "import CryptoJS from 'crypto-js';",
                "function sealState(state) {",
                "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
                "  return `${body}.${CryptoJS.HmacSHA256(body, process.env.STATE_KEY).toString()}`;",
                "}",
                "export const next = (userId) => sealState({ userId });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a secret in the payload of a hand-rolled sealer signing with @noble/hashes",
      code: lines(
        "import { hmac } from '@noble/hashes/hmac';",
        "import { sha256 } from '@noble/hashes/sha2';",
        "import { bytesToHex } from '@noble/hashes/utils';",
        "const sign = (body) => bytesToHex(hmac(sha256, process.env.STATE_KEY, body));",
        "function sealState(state) {",
        "  const body = btoa(JSON.stringify(state));",
        "  return body + '.' + sign(body);",
        "}",
        "export const next = (password) => sealState({ step: 2, password });",
      ),
      errors: [
        {
          messageId: "secretInState",
          line: 9, column: 56, endLine: 9, endColumn: 64,
          suggestions: [
            {
              messageId: "removeProperty",
              output: lines(
                "import { hmac } from '@noble/hashes/hmac';",
                "import { sha256 } from '@noble/hashes/sha2';",
                "import { bytesToHex } from '@noble/hashes/utils';",
                "const sign = (body) => bytesToHex(hmac(sha256, process.env.STATE_KEY, body));",
                "function sealState(state) {",
                "  const body = btoa(JSON.stringify(state));",
                "  return body + '.' + sign(body);",
                "}",
                "export const next = (password) => sealState({ step: 2 });",
              ),
            },
          ],
        },
      ],
    },
  ],
});

