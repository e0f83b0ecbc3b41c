import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-timing-unsafe-compare.js';
import { commonJs, lines, testRule } from '../rule-tester.js';



/** `'a' + 'a' + …` deeper than the analysis follows: it must give up quietly, not overflow the stack. */
const longLiteralChain = Array.from({ length: 500 }, () => "'a'").join(' + ');

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'enum-like token type',
      code: "export const isBearer = (token) => token.type === 'Bearer';",
    },
    {
      name: 'keyboard key',
      code: lines(
        "export function onKey(event) {",
        "  if (event.key === 'Enter') submit();",
        "}",
      ),
    },
    {
      name: 'LLM token count against a parameter',
      code: "export const full = (usage, maxTokens) => usage.totalTokens === maxTokens;",
    },
    {
      name: 'LLM token budget from the environment',
      code: lines(
        "const maxTokens = Number(process.env.MAX_TOKENS);",
        "export const full = (usage) => usage.totalTokens === maxTokens;",
      ),
    },
    {
      name: 'MAX_TOKENS is configuration, not a secret',
      code: "export const same = (req) => req.query.max === process.env.MAX_TOKENS;",
    },
    {
      name: 'SECRET_FILE names where a secret is (a naming word last)',
      code: "export const samePath = (req) => req.query.path === process.env.SECRET_FILE;",
    },
    {
      name: 'TOKENIZER is configuration',
      code: "export const tiktoken = process.env.TOKENIZER === 'cl100k_base';",
    },
    {
      name: 'ETag from a hash of public content',
      code: lines(
        "import { createHash } from 'node:crypto';",
        "export function fresh(req, body) {",
        "  const etag = `\"${createHash('sha1').update(body).digest('hex')}\"`;",
        "  return req.headers['if-none-match'] === etag;",
        "}",
      ),
    },
    {
      name: 'cache key from a hash',
      code: lines(
        "import { createHash } from 'node:crypto';",
        "const cacheKey = (url) => createHash('sha256').update(url).digest('hex');",
        "export const hit = (entry, url) => entry.key === cacheKey(url);",
      ),
    },
    {
      name: 'length guard',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function sameLength(body, mac) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "  return mac.length === expected.length;",
        "}",
      ),
    },
    {
      name: 'typeof check',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const mac = createHmac('sha256', process.env.STATE_KEY).update('x').digest('hex');",
        "export const ok = typeof mac === 'string';",
      ),
    },
    {
      name: 'null and undefined checks',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function f(body) {",
        "  const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "  return mac === undefined || mac == null || mac !== '';",
        "}",
      ),
    },
    {
      name: 'safeEqual from the seal helper',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export const verify = (body, mac) => safeEqual(mac, createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'));",
      ),
    },
    {
      name: 'reference openState with its length guard',
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
    },
    {
      name: 'timingSafeEqual after an && length guard on buffers',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        "export function equal(a, b) {",
        "  const left = Buffer.from(a);",
        "  const right = Buffer.from(b);",
        "  return left.length === right.length && timingSafeEqual(left, right);",
        "}",
      ),
    },
    {
      name: 'timingSafeEqual after an early-return guard',
      code: lines(
        "import crypto from 'node:crypto';",
        "export function equal(a, b) {",
        "  if (a.length !== b.length) return false;",
        "  return crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));",
        "}",
      ),
    },
    {
      name: 'timingSafeEqual inside try/catch',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        "export function equal(a, b) {",
        "  try {",
        "    return timingSafeEqual(a, b);",
        "  } catch {",
        "    return false;",
        "  }",
        "}",
      ),
    },
    {
      name: 'timingSafeEqual of two digests (fixed length)',
      code: lines(
        "import { createHash, timingSafeEqual } from 'node:crypto';",
        "const digest = (value) => createHash('sha256').update(value).digest();",
        "export const equal = (a, b) => timingSafeEqual(digest(a), digest(b));",
      ),
    },
    {
      name: 'timingSafeEqual with a checked hex length and a computed MAC',
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "export function verify(body, signature) {",
        "  if (signature.length !== 64) return false;",
        "  const expected = createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest();",
        "  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);",
        "}",
      ),
    },
    {
      name: 'double HMAC: two MACs computed here',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const hmac = (value) => createHmac('sha256', process.env.COMPARE_KEY).update(value).digest('hex');",
        "export const equal = (a, b) => hmac(a) === hmac(b);",
      ),
    },
    {
      name: 'two environment secrets (configuration check)',
      code: "if (process.env.STATE_KEY === process.env.PREVIOUS_STATE_KEY) throw new Error('rotate the key');",
    },
    {
      name: 'environment secret against literals',
      code: "if (process.env.API_TOKEN === undefined || process.env.API_TOKEN === '') throw new Error('API_TOKEN is required');",
    },
    {
      name: 'public key is not a secret',
      code: "export const same = (req) => req.body.key === process.env.PUBLIC_KEY;",
    },
    {
      name: 'name of a header is not a secret',
      code: "export const isAuthHeader = (name) => name === process.env.API_KEY_HEADER;",
    },
    {
      name: 'hard-coded constant is a literal',
      code: lines(
        "const API_TOKEN = 'dev-token';",
        "export const ok = (req) => req.headers['x-api-token'] === API_TOKEN;",
      ),
    },
    {
      name: 'unknown provenance on both sides',
      code: lines(
        "export function check(signature, expectedSignature) {",
        "  return signature === expectedSignature;",
        "}",
      ),
    },
    {
      name: 'createHmac from a local module is not node:crypto',
      code: lines(
        "import { createHmac } from './fake-crypto.js';",
        "export const ok = (body, mac) => mac === createHmac('sha256', 'k').update(body).digest('hex');",
      ),
    },
    {
      name: 'a local variable named crypto',
      code: lines(
        "const crypto = makeMockCrypto();",
        "export const ok = (body, mac) => mac === crypto.createHmac('sha256', 'k').update(body).digest('hex');",
      ),
    },
    {
      name: 'digest() of an unknown object',
      code: "export const ok = (hasher, mac) => mac === hasher.digest('hex');",
    },
    {
      name: 'boolean result of safeEqual',
      code: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function f(a, b) {",
        "  const verified = safeEqual(a, b);",
        "  return verified === true;",
        "}",
      ),
    },
    {
      name: 'Buffer.compare of unknown buffers',
      code: "export const same = (a, b) => Buffer.compare(a, b) === 0;",
    },
    {
      name: 'equals on unknown values',
      code: "export const same = (id, other) => id.equals(other);",
    },
    {
      name: 'localeCompare of names',
      code: "export const byName = (a, b) => a.name.localeCompare(b.name) === 0;",
    },
    {
      name: 'timingSafeEqual from a local module',
      code: lines(
        "import { timingSafeEqual } from './compare.js';",
        "export const same = (a, b) => timingSafeEqual(a, b);",
      ),
    },
    {
      name: 'claims of a verified JWT',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export function owner(token, userId) {",
        "  const claims = jwt.verify(token, process.env.JWT_SECRET);",
        "  return claims.sub === userId;",
        "}",
      ),
    },
    {
      name: 'random ids are not secrets',
      code: lines(
        "import { randomUUID } from 'node:crypto';",
        "const id = randomUUID();",
        "export const same = (other) => other === id;",
      ),
    },
    {
      name: 'reassigned let is not followed',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function f(body, provided) {",
        "  let mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "  mac = provided.trim();",
        "  return mac === provided;",
        "}",
      ),
    },
    {
      name: 'CommonJS ETag',
      code: lines(
        "const { createHash } = require('crypto');",
        "module.exports = (req, body) => req.headers['if-none-match'] === createHash('md5').update(body).digest('hex');",
      ),
      languageOptions: commonJs,
    },
    {
      name: 'enum-like object constant',
      code: lines(
        "const KEYS = { enter: 'Enter', escape: 'Escape' };",
        "export const isEnter = (event) => event.key === KEYS.enter;",
      ),
    },
    {
      name: 'request id against a stored id',
      code: "export const same = (req, previousId) => req.headers['x-request-id'] === previousId;",
    },
    {
      name: 'NODE_ENV',
      code: "export const production = process.env.NODE_ENV === 'production';",
    },
    {
      name: 'recursion through a local function',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "function f(n) {",
        "  return n > 0 ? f(n - 1) : g(n);",
        "}",
        "function g(n) {",
        "  return n > 0 ? f(n) : createHmac('sha256', 'k').update('x').digest('hex') + n;",
        "}",
        "export const same = (x) => f(3) === x;",
      ),
    },
    {
      name: 'a very long literal chain',
      code: lines(`const prefix = ${longLiteralChain};`, 'export const same = (x) => x === prefix;'),
    },
    {
      name: 'length of a MAC against a number',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export const full = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex').length === 64;",
      ),
    },
    {
      name: 'environment secret against state the server keeps',
      code: lines(
        "let current;",
        "export function sealerFor(make) {",
        "  const key = process.env.STATE_KEY;",
        "  if (current !== undefined && current.key === key) return current.sealer;",
        "  current = { key, sealer: make(key) };",
        "  return current.sealer;",
        "}",
      ),
    },
    {
      name: 'timingSafeEqual whose second argument falls back to the first on a length mismatch',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        "export function bytesEqual(a, b) {",
        "  const sameLength = a.byteLength === b.byteLength;",
        "  const sameBytes = timingSafeEqual(a, sameLength ? b : a);",
        "  return sameLength && sameBytes;",
        "}",
      ),
    },
    {
      name: 'HMAC_SALT is not a secret by default',
      code: "export const same = (req) => req.body.salt === process.env.HMAC_SALT;",
    },
    {
      name: 'extraSecretWords keep descriptive words apart',
      code: "export const same = (req) => req.query.size === process.env.SALT_LENGTH;",
      options: [{ extraSecretWords: ['salt'] }],
    },
    {
      name: 'binding checks of an opened state',
      code: lines(
        "import { openState } from 'eslint-plugin-mcp-state/seal';",
        "export function f(token, userId) {",
        "  const state = openState(token, { userId, tool: 'transfer' });",
        "  return state.ok === true && state.userId === userId;",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: 'reference seal with !==',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function openState(sealed) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (mac !== sign(body)) return null;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function openState(sealed) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!safeEqual(mac, sign(body))) return null;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 7,
          endLine: 5,
          endColumn: 25,
          data: { name: 'mac', operator: '!==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'header against environment token',
      code: "export const authorized = (req) => req.headers['x-api-token'] === process.env.API_TOKEN;",
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 1,
          column: 36,
          endLine: 1,
          endColumn: 88,
          data: { name: "req.headers['x-api-token']", operator: '===', secret: 'the secret API_TOKEN', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const authorized = (req) => safeEqual(req.headers['x-api-token'], process.env.API_TOKEN);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'cookie against an environment secret named for what it signs (a naming word before the last)',
      code: "export const sameSecret = (req) => req.cookies.secret === process.env.COOKIE_SECRET;",
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 1,
          column: 36,
          endLine: 1,
          endColumn: 84,
          data: { name: 'req.cookies.secret', operator: '===', secret: 'the secret COOKIE_SECRET', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const sameSecret = (req) => safeEqual(req.cookies.secret, process.env.COOKIE_SECRET);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'GitHub signature header',
      code: lines(
        "import crypto from 'node:crypto';",
        "export function verify(req, res, next) {",
        "  const signature = req.get('x-hub-signature-256');",
        "  const expected = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(req.rawBody).digest('hex');",
        "  if (signature !== expected) return res.status(401).end();",
        "  next();",
        "}",
      ),
      output: lines(
        "import crypto from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(req, res, next) {",
        "  const signature = req.get('x-hub-signature-256');",
        "  const expected = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(req.rawBody).digest('hex');",
        "  if (!safeEqual(signature, expected)) return res.status(401).end();",
        "  next();",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 7,
          endLine: 5,
          endColumn: 29,
          data: { name: 'signature', operator: '!==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'return position with a parameter',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(body, provided) {",
        "  const expected = createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest('hex');",
        "  return expected === provided;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, provided) {",
        "  const expected = createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest('hex');",
        "  return safeEqual(expected, provided);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 31,
          data: { name: 'provided', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'const ok = … with == against a parameter',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(body, provided) {",
        "  const mac = createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest('hex');",
        "  const ok = mac == provided;",
        "  return ok;",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 14,
          endLine: 4,
          endColumn: 29,
          data: { name: 'provided', operator: '==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { createHmac } from 'node:crypto';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export function verify(body, provided) {",
                "  const mac = createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest('hex');",
                "  const ok = safeEqual(mac, provided);",
                "  return ok;",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'inside &&',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function fresh(req, now) {",
        "  const expected = createHmac('sha256', process.env.SIGNING_SECRET).update(req.rawBody).digest('hex');",
        "  return now - req.headers['x-timestamp'] < 300 && req.headers['x-signature'] === expected;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function fresh(req, now) {",
        "  const expected = createHmac('sha256', process.env.SIGNING_SECRET).update(req.rawBody).digest('hex');",
        "  return now - req.headers['x-timestamp'] < 300 && safeEqual(req.headers['x-signature'], expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 52,
          endLine: 4,
          endColumn: 91,
          data: { name: "req.headers['x-signature']", operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'ternary test',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export const handle = (req, next, deny) =>",
        "  req.headers['x-signature'] === createHmac('sha256', process.env.SIGNING_SECRET).update(req.rawBody).digest('hex') ? next() : deny();",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export const handle = (req, next, deny) =>",
        "  safeEqual(req.headers['x-signature'], createHmac('sha256', process.env.SIGNING_SECRET).update(req.rawBody).digest('hex')) ? next() : deny();",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 116,
          data: { name: "req.headers['x-signature']", operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'arrow body with !=',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const hmac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "export const tampered = (token) => token.split('.')[1] != hmac(token.split('.')[0]);",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const hmac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "export const tampered = (token) => !safeEqual(token.split('.')[1], hmac(token.split('.')[0]));",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 36,
          endLine: 3,
          endColumn: 84,
          data: { name: "token.split('.')[1]", operator: '!=', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'Buffer.compare(a, b) === 0',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  return Buffer.compare(Buffer.from(signature, 'hex'), expected) === 0;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  return safeEqual(Buffer.from(signature, 'hex'), expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 71,
          data: { name: "Buffer.from(signature, 'hex')", operator: 'Buffer.compare()', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'Buffer.compare(a, b) !== 0',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function tampered(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  return Buffer.compare(Buffer.from(signature, 'hex'), expected) !== 0;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function tampered(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  return !safeEqual(Buffer.from(signature, 'hex'), expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 71,
          data: { name: "Buffer.from(signature, 'hex')", operator: 'Buffer.compare()', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: '!Buffer.compare(a, b)',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  if (!Buffer.compare(expected, Buffer.from(signature, 'base64'))) return true;",
        "  return false;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  if (safeEqual(expected, Buffer.from(signature, 'base64'))) return true;",
        "  return false;",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 7,
          endLine: 4,
          endColumn: 66,
          data: { name: "Buffer.from(signature, 'base64')", operator: 'Buffer.compare()', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: '0 === Buffer.compare(a, b) with unknown buffer (suggestion)',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export const verify = (body, signature) =>",
        "  0 === Buffer.compare(signature, createHmac('sha256', process.env.STATE_KEY).update(body).digest());",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 101,
          data: { name: 'signature', operator: 'Buffer.compare()', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { createHmac } from 'node:crypto';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const verify = (body, signature) =>",
                "  safeEqual(signature, createHmac('sha256', process.env.STATE_KEY).update(body).digest());",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a.equals(b)',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  return Buffer.from(signature, 'hex').equals(expected);",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  return safeEqual(Buffer.from(signature, 'hex'), expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 56,
          data: { name: "Buffer.from(signature, 'hex')", operator: '.equals()', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: '!a.equals(b)',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  if (!expected.equals(Buffer.from(signature, 'hex'))) throw new Error('bad signature');",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  if (!safeEqual(expected, Buffer.from(signature, 'hex'))) throw new Error('bad signature');",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 8,
          endLine: 4,
          endColumn: 54,
          data: { name: "Buffer.from(signature, 'hex')", operator: '.equals()', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'localeCompare(b) === 0',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(body, signature) {",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "  return signature.localeCompare(expected) === 0;",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 49,
          data: { name: 'signature', operator: '.localeCompare()', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { createHmac } from 'node:crypto';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export function verify(body, signature) {",
                "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
                "  return safeEqual(signature, expected);",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'timingSafeEqual without a length check',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        "export const equal = (a, b) => timingSafeEqual(Buffer.from(a), Buffer.from(b));",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          line: 2,
          column: 32,
          endLine: 2,
          endColumn: 79,
          data: { first: 'Buffer.from(a)', second: 'Buffer.from(b)', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { timingSafeEqual } from 'node:crypto';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const equal = (a, b) => safeEqual(Buffer.from(a), Buffer.from(b));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'CommonJS crypto.timingSafeEqual without a length check',
      code: lines(
        "const crypto = require('crypto');",
        "function verify(mac, expected) {",
        "  return crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected));",
        "}",
        "module.exports = { verify };",
      ),
      languageOptions: commonJs,
      output: null,
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 73,
          data: { first: 'Buffer.from(mac)', second: 'Buffer.from(expected)', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "const crypto = require('crypto');",
                "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
                "function verify(mac, expected) {",
                "  return safeEqual(Buffer.from(mac), Buffer.from(expected));",
                "}",
                "module.exports = { verify };",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'CommonJS !== adds a require',
      code: lines(
        "'use strict';",
        "const crypto = require('crypto');",
        "const { promisify } = require('util');",
        "function verify(body, mac) {",
        "  return mac !== crypto.createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "}",
        "module.exports = { verify, promisify };",
      ),
      languageOptions: commonJs,
      output: lines(
        "'use strict';",
        "const crypto = require('crypto');",
        "const { promisify } = require('util');",
        "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
        "function verify(body, mac) {",
        "  return !safeEqual(mac, crypto.createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'));",
        "}",
        "module.exports = { verify, promisify };",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 95,
          data: { name: 'mac', operator: '!==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'extends an existing named import',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { openState } from 'eslint-plugin-mcp-state/seal';",
        "export const same = (body, mac) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex') === mac;",
        "export { openState };",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { openState, safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export const same = (body, mac) => safeEqual(createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'), mac);",
        "export { openState };",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 36,
          endLine: 3,
          endColumn: 114,
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'reuses an aliased import',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual as constantTimeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export const same = (body, mac) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex') === mac;",
        "export const other = (a, b) => constantTimeEqual(a, b);",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual as constantTimeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export const same = (body, mac) => constantTimeEqual(createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'), mac);",
        "export const other = (a, b) => constantTimeEqual(a, b);",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 36,
          endLine: 3,
          endColumn: 114,
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'reuses a namespace import',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import * as seal from 'eslint-plugin-mcp-state/seal';",
        "export const same = (body, mac) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex') === mac;",
        "export const open = seal.openState;",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import * as seal from 'eslint-plugin-mcp-state/seal';",
        "export const same = (body, mac) => seal.safeEqual(createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'), mac);",
        "export const open = seal.openState;",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 36,
          endLine: 3,
          endColumn: 114,
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'never shadows a local safeEqual',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "function safeEqual(a, b) {",
        "  return a === b;",
        "}",
        "export const same = (body, mac) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex') === mac;",
        "export { safeEqual };",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual as sealSafeEqual } from 'eslint-plugin-mcp-state/seal';",
        "function safeEqual(a, b) {",
        "  return a === b;",
        "}",
        "export const same = (body, mac) => sealSafeEqual(createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'), mac);",
        "export { safeEqual };",
      ),
      errors: [
        // the local safeEqual is itself a helper named constant-time that compares with ===
        { messageId: 'misnamedConstantTimeHelper', line: 3, column: 10, endLine: 3, endColumn: 17 },
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 36,
          endLine: 5,
          endColumn: 114,
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'sealModule setting',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export const same = (body, mac) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex') === mac;",
      ),
      settings: {"mcp-state":{"sealModule":"#security/seal"}},
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from '#security/seal';",
        "export const same = (body, mac) => safeEqual(createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'), mac);",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 2,
          column: 36,
          endLine: 2,
          endColumn: 114,
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', sealModule: '#security/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'CommonJS extends an existing destructuring require',
      code: lines(
        "const { createHmac } = require('node:crypto');",
        "const { openState } = require('eslint-plugin-mcp-state/seal');",
        "exports.same = (body, mac) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex') === mac;",
        "exports.openState = openState;",
      ),
      languageOptions: commonJs,
      output: lines(
        "const { createHmac } = require('node:crypto');",
        "const { openState, safeEqual } = require('eslint-plugin-mcp-state/seal');",
        "exports.same = (body, mac) => safeEqual(createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'), mac);",
        "exports.openState = openState;",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 31,
          endLine: 3,
          endColumn: 109,
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'jwt.sign token',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export function same(req, user) {",
        "  const expected = jwt.sign({ sub: user.id }, process.env.JWT_SECRET);",
        "  return req.query.token === expected;",
        "}",
      ),
      output: lines(
        "import jwt from 'jsonwebtoken';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function same(req, user) {",
        "  const expected = jwt.sign({ sub: user.id }, process.env.JWT_SECRET);",
        "  return safeEqual(req.query.token, expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 38,
          data: { name: 'req.query.token', operator: '===', secret: 'the signed token', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'WebCrypto subtle.sign against a header',
      code: lines(
        "const encoder = new TextEncoder();",
        "export async function verify(request, key) {",
        "  const body = await request.text();",
        "  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(body));",
        "  const expected = Buffer.from(mac).toString('base64');",
        "  return request.headers.get('x-signature') === expected;",
        "}",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const encoder = new TextEncoder();",
        "export async function verify(request, key) {",
        "  const body = await request.text();",
        "  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(body));",
        "  const expected = Buffer.from(mac).toString('base64');",
        "  return safeEqual(request.headers.get('x-signature'), expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 6,
          column: 10,
          endLine: 6,
          endColumn: 57,
          data: { name: "request.headers.get('x-signature')", operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'createSign().sign()',
      code: lines(
        "import { createSign } from 'node:crypto';",
        "export function same(payload, signature, privateKey) {",
        "  const expected = createSign('SHA256').update(payload).sign(privateKey, 'base64');",
        "  return signature === expected;",
        "}",
      ),
      output: lines(
        "import { createSign } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function same(payload, signature, privateKey) {",
        "  const expected = createSign('SHA256').update(payload).sign(privateKey, 'base64');",
        "  return safeEqual(signature, expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 32,
          data: { name: 'signature', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'hash over secret + body by hand',
      code: lines(
        "import { createHash } from 'node:crypto';",
        "export function verify(body, signature) {",
        "  const expected = createHash('sha256').update(process.env.WEBHOOK_SECRET + body).digest('hex');",
        "  return signature === expected;",
        "}",
      ),
      output: lines(
        "import { createHash } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(body, signature) {",
        "  const expected = createHash('sha256').update(process.env.WEBHOOK_SECRET + body).digest('hex');",
        "  return safeEqual(signature, expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 32,
          data: { name: 'signature', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'local function declaration with an early literal return',
      code: lines(
        "import * as crypto from 'node:crypto';",
        "function sign(body) {",
        "  if (!body) return '';",
        "  return crypto.createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "}",
        "export function open(token) {",
        "  const [body, mac] = token.split('.');",
        "  if (mac !== sign(body)) return null;",
        "  return body;",
        "}",
      ),
      output: lines(
        "import * as crypto from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "function sign(body) {",
        "  if (!body) return '';",
        "  return crypto.createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "}",
        "export function open(token) {",
        "  const [body, mac] = token.split('.');",
        "  if (!safeEqual(mac, sign(body))) return null;",
        "  return body;",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 8,
          column: 7,
          endLine: 8,
          endColumn: 25,
          data: { name: 'mac', operator: '!==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'class method this.sign()',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export class Signer {",
        "  constructor(key) {",
        "    this.key = key;",
        "  }",
        "  sign(payload) {",
        "    return createHmac('sha256', this.key).update(payload).digest('base64');",
        "  }",
        "  verify(payload, signature) {",
        "    return this.sign(payload) === signature;",
        "  }",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export class Signer {",
        "  constructor(key) {",
        "    this.key = key;",
        "  }",
        "  sign(payload) {",
        "    return createHmac('sha256', this.key).update(payload).digest('base64');",
        "  }",
        "  verify(payload, signature) {",
        "    return safeEqual(this.sign(payload), signature);",
        "  }",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 10,
          column: 12,
          endLine: 10,
          endColumn: 44,
          data: { name: 'signature', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'destructured header',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export function verify(req) {",
        "  const { 'x-signature': signature } = req.headers;",
        "  const expected = createHmac('sha256', process.env.SIGNING_SECRET).update(req.rawBody).digest('hex');",
        "  return signature === expected;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export function verify(req) {",
        "  const { 'x-signature': signature } = req.headers;",
        "  const expected = createHmac('sha256', process.env.SIGNING_SECRET).update(req.rawBody).digest('hex');",
        "  return safeEqual(signature, expected);",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 32,
          data: { name: 'signature', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'keeps parentheses and comments',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "export function open(token) {",
        "  const [body, mac] = token.split('.');",
        "  return (mac /* from the client */) !== (sign(body)) ? null : body;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "export function open(token) {",
        "  const [body, mac] = token.split('.');",
        "  return !safeEqual((mac /* from the client */), (sign(body))) ? null : body;",
        "}",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 54,
          data: { name: 'mac', operator: '!==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'keeps a line comment between the receiver and .equals() on its own line',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const tagOf = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "export function open(token) {",
        "  const [body, tag] = token.split('.');",
        "  const ok = Buffer.from(tag, 'base64url') // the client's tag",
        "    .equals(tagOf(body));",
        "  return ok ? body : null;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const tagOf = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "export function open(token) {",
        "  const [body, tag] = token.split('.');",
        "  const ok = safeEqual(Buffer.from(tag, 'base64url') // the client's tag",
        "    , tagOf(body));",
        "  return ok ? body : null;",
        "}",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 5, column: 14, endLine: 6, endColumn: 25, suggestions: [] }],
    },
    {
      name: 'keeps a line comment between the left operand and the operator on its own line',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "export function open(token) {",
        "  const [body, mac] = token.split('.');",
        "  return mac // from the client",
        "    !== sign(body) ? null : body;",
        "}",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "export function open(token) {",
        "  const [body, mac] = token.split('.');",
        "  return !safeEqual(mac // from the client",
        "    , sign(body)) ? null : body;",
        "}",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 5, column: 10, endLine: 6, endColumn: 19, suggestions: [] }],
    },
    {
      name: 'keeps a line comment after the last argument of timingSafeEqual on its own line',
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "export function open(body, tag) {",
        "  const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
        "  return timingSafeEqual(mac, tag // from the client",
        "  );",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          line: 4,
          column: 10,
          endLine: 5,
          endColumn: 4,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { createHmac, timingSafeEqual } from 'node:crypto';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export function open(body, tag) {",
                "  const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
                "  return safeEqual(mac, tag // from the client",
                "  );",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'environment secret from destructuring against a body field',
      code: lines(
        "const { ADMIN_PASSWORD } = process.env;",
        "export function login(req, res) {",
        "  if (req.body.password === ADMIN_PASSWORD) res.send('ok');",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 43,
          data: { name: 'req.body.password', operator: '===', secret: 'the secret ADMIN_PASSWORD', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "const { ADMIN_PASSWORD } = process.env;",
                "export function login(req, res) {",
                "  if (safeEqual(req.body.password, ADMIN_PASSWORD)) res.send('ok');",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'bearer token against an API key',
      code: lines(
        "export function authorized(req) {",
        "  const authorization = req.headers.authorization ?? '';",
        "  return authorization.split(' ')[1] === process.env.API_KEY;",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 61,
          data: { name: "authorization.split(' ')[1]", operator: '===', secret: 'the secret API_KEY', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export function authorized(req) {",
                "  const authorization = req.headers.authorization ?? '';",
                "  return safeEqual(authorization.split(' ')[1], process.env.API_KEY);",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'CommonJS with only a directive',
      code: lines(
        "'use strict';",
        "module.exports = (req) => req.headers['x-token'] === process.env.SECRET_TOKEN;",
      ),
      languageOptions: commonJs,
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 2,
          column: 27,
          endLine: 2,
          endColumn: 78,
          data: { name: "req.headers['x-token']", operator: '===', secret: 'the secret SECRET_TOKEN', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "'use strict';",
                "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
                "module.exports = (req) => safeEqual(req.headers['x-token'], process.env.SECRET_TOKEN);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'environment secret against a trimmed parameter',
      code: "export const authorized = (token) => token.trim() === process.env.API_TOKEN;",
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 1,
          column: 38,
          endLine: 1,
          endColumn: 76,
          data: { name: 'token.trim()', operator: '===', secret: 'the secret API_TOKEN', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const authorized = (token) => safeEqual(token.trim(), process.env.API_TOKEN);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'environment secret against a URL search parameter',
      code: lines(
        "export async function GET(request) {",
        "  const secret = new URL(request.url).searchParams.get('secret');",
        "  if (secret !== process.env.CRON_SECRET) return new Response('unauthorized', { status: 401 });",
        "  return new Response('ok');",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 7,
          endLine: 3,
          endColumn: 41,
          data: { name: 'secret', operator: '!==', secret: 'the secret CRON_SECRET', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export async function GET(request) {",
                "  const secret = new URL(request.url).searchParams.get('secret');",
                "  if (!safeEqual(secret, process.env.CRON_SECRET)) return new Response('unauthorized', { status: 401 });",
                "  return new Response('ok');",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'MCP tool argument against an environment token',
      code: lines(
        "export const rotateKey = async ({ adminToken, keyId }) => {",
        "  if (adminToken !== process.env.ADMIN_TOKEN) return { isError: true, content: [{ type: 'text', text: 'denied' }] };",
        "  return { content: [{ type: 'text', text: `rotated ${keyId}` }] };",
        "};",
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 2,
          column: 7,
          endLine: 2,
          endColumn: 45,
          data: { name: 'adminToken', operator: '!==', secret: 'the secret ADMIN_TOKEN', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const rotateKey = async ({ adminToken, keyId }) => {",
                "  if (!safeEqual(adminToken, process.env.ADMIN_TOKEN)) return { isError: true, content: [{ type: 'text', text: 'denied' }] };",
                "  return { content: [{ type: 'text', text: `rotated ${keyId}` }] };",
                "};",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'extraSecretWords',
      code: "export const same = (req) => req.body.salt === process.env.HMAC_SALT || req.body.pepper === process.env.passwordPepper;",
      options: [{ extraSecretWords: ['salt', 'Pepper'] }],
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 1,
          column: 30,
          endLine: 1,
          endColumn: 69,
          data: { name: 'req.body.salt', operator: '===', secret: 'the secret HMAC_SALT', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const same = (req) => safeEqual(req.body.salt, process.env.HMAC_SALT) || req.body.pepper === process.env.passwordPepper;",
              ),
            },
          ],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 1,
          column: 73,
          endLine: 1,
          endColumn: 119,
          data: { name: 'req.body.pepper', operator: '===', secret: 'the secret passwordPepper', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const same = (req) => req.body.salt === process.env.HMAC_SALT || safeEqual(req.body.pepper, process.env.passwordPepper);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'two reports in one file',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        "export const a = (body, mac) => mac === sign(body);",
        "export const b = (body, mac) => sign(body) !== mac;",
      ),
      output: [
        lines(
          "import { createHmac } from 'node:crypto';",
          "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
          "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
          "export const a = (body, mac) => safeEqual(mac, sign(body));",
          "export const b = (body, mac) => sign(body) !== mac;",
        ),
        lines(
          "import { createHmac } from 'node:crypto';",
          "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
          "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
          "export const a = (body, mac) => safeEqual(mac, sign(body));",
          "export const b = (body, mac) => !safeEqual(sign(body), mac);",
        ),
      ],
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 33,
          endLine: 3,
          endColumn: 51,
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 33,
          endLine: 4,
          endColumn: 51,
          data: { name: 'mac', operator: '!==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'TS assertions on a token count',
        code: "export const full = (usage: { totalTokens: number }, maxTokens?: number) => (usage.totalTokens as number) === maxTokens!;",
      },
      {
        name: 'TS enum member',
        code: lines(
          "enum Scheme { Bearer = 'Bearer', Basic = 'Basic' }",
          "export const isBearer = (token: { scheme: string }) => token.scheme === Scheme.Bearer;",
        ),
      },
      {
        name: 'TS guarded timingSafeEqual with import = require',
        code: lines(
          "import crypto = require('crypto');",
          "export function equal(a: Buffer, b: Buffer): boolean {",
          "  return a.byteLength === b.byteLength && crypto.timingSafeEqual(a, b);",
          "}",
        ),
      },
    ],
    invalid: [
      {
        name: 'TS assertions keep provenance',
        code: lines(
          "import { createHmac } from 'node:crypto';",
          "const sign = (body: string) => createHmac('sha256', process.env.STATE_KEY!).update(body).digest('hex') satisfies string;",
          "export function open(token: string): string | null {",
          "  const [body, mac] = token.split('.') as [string, string];",
          "  return (mac as string) !== sign(body)! ? null : body;",
          "}",
        ),
        output: lines(
          "import { createHmac } from 'node:crypto';",
          "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
          "const sign = (body: string) => createHmac('sha256', process.env.STATE_KEY!).update(body).digest('hex') satisfies string;",
          "export function open(token: string): string | null {",
          "  const [body, mac] = token.split('.') as [string, string];",
          "  return !safeEqual((mac as string), sign(body)!) ? null : body;",
          "}",
        ),
        errors: [
          {
            messageId: 'timingUnsafeCompare',
            line: 5,
            column: 10,
            endLine: 5,
            endColumn: 41,
            data: { name: 'mac as string', operator: '!==', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
            suggestions: [],
          },
        ],
      },
      {
        name: 'TS import = require and a private method',
        code: lines(
          "import crypto = require('crypto');",
          "export class Verifier {",
          "  #sign(payload: string): string {",
          "    return crypto.createHmac('sha256', process.env.WEBHOOK_SECRET ?? '').update(payload).digest('hex');",
          "  }",
          "  verify(payload: string, signature: string): boolean {",
          "    return signature === this.#sign(payload);",
          "  }",
          "}",
        ),
        output: lines(
          "import crypto = require('crypto');",
          "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
          "export class Verifier {",
          "  #sign(payload: string): string {",
          "    return crypto.createHmac('sha256', process.env.WEBHOOK_SECRET ?? '').update(payload).digest('hex');",
          "  }",
          "  verify(payload: string, signature: string): boolean {",
          "    return safeEqual(signature, this.#sign(payload));",
          "  }",
          "}",
        ),
        errors: [
          {
            messageId: 'timingUnsafeCompare',
            line: 7,
            column: 12,
            endLine: 7,
            endColumn: 45,
            data: { name: 'signature', operator: '===', secret: 'the expected MAC or signature', sealModule: 'eslint-plugin-mcp-state/seal' },
            suggestions: [],
          },
        ],
      },

    ],
  },
});

describe('options schema', () => {
  const lint = (options: unknown) =>
    new Linter({ configType: 'flat' }).verify('a === b;', [
      {
        plugins: { 'mcp-state': { rules: { 'no-timing-unsafe-compare': rule as never } } },
        rules: { 'mcp-state/no-timing-unsafe-compare': ['error', options] as never },
      },
    ]);

  it('accepts secret words', () => {
    expect(lint({ extraSecretWords: ['SALT', 'pepper'] })).toEqual([]);
  });

  it.each([
    [{ extraSecretWords: ['API_KEY'] }, /Value "API_KEY" should match pattern/],
    [{ extraSecretWords: 'SALT' }, /Value "SALT" should be array/],
    [{ extraSecretWords: ['SALT', 'SALT'] }, /should NOT have duplicate items/],
    [{ secretWords: ['SALT'] }, /Unexpected property "secretWords"/],
  ])('rejects %j with a schema error', (options, message) => {
    expect(() => lint(options)).toThrow(message);
  });
});
