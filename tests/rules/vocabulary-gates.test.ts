import noSecretsInState from '../../rules/no-secrets-in-state.js';
import noTimingUnsafeCompare from '../../rules/no-timing-unsafe-compare.js';
import noWeakStateKey from '../../rules/no-weak-state-key.js';
import requireSealedState from '../../rules/require-sealed-state.js';
import requireStateBinding from '../../rules/require-state-binding.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

/*
 * The file-vocabulary gates (src/analysis/vocabulary.ts and the `may…` checks built on it) skip whole analyses when
 * a file's text cannot hold what they look for. Each claims to be a necessary condition, so every invalid case here
 * reaches its finding only through a spelling a gate must still let through: a renamed, destructured, computed or
 * namespace access, `process.env` without the word `process.env`, a custom seal or open name. The valid cases look
 * alike and hold nothing. A gate made too tight turns one of these red.
 */

testRule("no-timing-unsafe-compare", noTimingUnsafeCompare, {
  valid: [
    {
      name: "Math.sign is no signature",
      code: lines(
        "export const sameSign = (a, b) => Math.sign(a) === b;",
      ),
    },
    {
      name: "a local sign function over a number",
      code: lines(
        "const sign = (n) => (n < 0 ? '-' : '+');",
        "export const matches = (n, req) => sign(n) === req.query.sign;",
      ),
    },
    {
      name: "env.stack of a parameter",
      code: lines(
        "export const same = (env, req) => env.stack === req.query.stack;",
      ),
    },
    {
      name: "a secret-sounding member of a parameter named env",
      code: lines(
        "export const same = (env, given) => env.API_KEY === given;",
      ),
    },
    {
      name: "env destructured from another key",
      code: lines(
        "export function same(it, given) {",
        "  const { schemaEnv: env } = it;",
        "  return env.API_KEY === given;",
        "}",
      ),
    },
    {
      name: "this.env is no environment",
      code: lines(
        "export class Gate {",
        "  open(given) {",
        "    return this.env.API_KEY === given;",
        "  }",
        "}",
      ),
    },
    {
      name: "process.env.API_KEY only in a comment and a string",
      code: lines(
        "// compare with process.env.API_KEY",
        "export const same = (req, key) => req.query.key === key && 'process.env.API_KEY' !== req.query.name;",
      ),
    },
    {
      name: "an env key of an object literal",
      code: lines(
        "const config = { env: 'production' };",
        "export const same = (req) => config.env === req.query.env;",
      ),
    },
    {
      name: "NODE_ENV by every spelling",
      code: lines(
        "const { env } = process;",
        "export const same = (req) => env.NODE_ENV === req.query.mode || process['env'].NODE_ENV === req.query.mode;",
      ),
    },
    {
      name: "a computed key from a parameter",
      code: lines(
        "export const same = (req, name) => process.env[name] === req.query.value;",
      ),
    },
    {
      name: "HMAC_SALT without extraSecretWords",
      code: lines(
        "const { env } = process;",
        "export const same = (req) => env.HMAC_SALT === req.body.salt;",
      ),
    },
  ],
  invalid: [
    {
      name: "sign imported with a comment before it",
      code: lines(
        "import {",
        "  // Ed25519 signatures",
        "  sign,",
        "} from 'node:crypto';",
        "import { readFileSync } from 'node:fs';",
        "const key = readFileSync('key.pem');",
        "export const ok = (body, signature) => sign(null, body, key).toString('hex') === signature;",
      ),
      output: lines(
        "import {",
        "  // Ed25519 signatures",
        "  sign,",
        "} from 'node:crypto';",
        "import { readFileSync } from 'node:fs';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const key = readFileSync('key.pem');",
        "export const ok = (body, signature) => safeEqual(sign(null, body, key).toString('hex'), signature);",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 7,
          column: 40,
          endLine: 7,
          endColumn: 91,
          suggestions: [],
        },
      ],
    },
    {
      name: "sign destructured with a comment after it",
      code: lines(
        "const { sign /* Ed25519 */ } = require('node:crypto');",
        "const key = require('node:fs').readFileSync('key.pem');",
        "exports.ok = (body, signature) => sign(null, body, key).toString('hex') === signature;",
      ),
      languageOptions: commonJs,
      output: lines(
        "const { sign /* Ed25519 */ } = require('node:crypto');",
        "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
        "const key = require('node:fs').readFileSync('key.pem');",
        "exports.ok = (body, signature) => safeEqual(sign(null, body, key).toString('hex'), signature);",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 3,
          column: 35,
          endLine: 3,
          endColumn: 86,
          suggestions: [],
        },
      ],
    },
    {
      name: "a MAC from sign destructured from require",
      code: lines(
        "const { sign } = require('crypto');",
        "const key = require('fs').readFileSync('key.pem');",
        "exports.ok = (req) => sign(null, Buffer.from(req.body), key).toString('hex') === req.headers['x-sig'];",
      ),
      languageOptions: commonJs,
      output: lines(
        "const { sign } = require('crypto');",
        "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
        "const key = require('fs').readFileSync('key.pem');",
        "exports.ok = (req) => safeEqual(sign(null, Buffer.from(req.body), key).toString('hex'), req.headers['x-sig']);",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.headers['x-sig']", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 3,
          column: 23,
          endLine: 3,
          endColumn: 102,
          suggestions: [],
        },
      ],
    },
    {
      name: "a MAC from sign imported by a string name",
      code: lines(
        "import { 'sign' as ed } from 'node:crypto';",
        "export const ok = (body, key, signature) => ed(null, body, key).toString('hex') === signature;",
      ),
      output: lines(
        "import { 'sign' as ed } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export const ok = (body, key, signature) => safeEqual(ed(null, body, key).toString('hex'), signature);",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 45,
          endLine: 2,
          endColumn: 94,
          suggestions: [],
        },
      ],
    },
    {
      name: "a MAC from crypto['createSign']",
      code: lines(
        "const crypto = require('crypto');",
        "exports.ok = (body, signature, key) => crypto['createSign']('SHA256').update(body).sign(key, 'hex') === signature;",
      ),
      languageOptions: commonJs,
      output: lines(
        "const crypto = require('crypto');",
        "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
        "exports.ok = (body, signature, key) => safeEqual(crypto['createSign']('SHA256').update(body).sign(key, 'hex'), signature);",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 40,
          endLine: 2,
          endColumn: 114,
          suggestions: [],
        },
      ],
    },
    {
      name: "a MAC from globalThis.crypto['subtle']",
      code: lines(
        "export async function ok(data, signature, key) {",
        "  const mac = Buffer.from(await globalThis.crypto['subtle'].sign('HMAC', key, data)).toString('hex');",
        "  return mac === signature;",
        "}",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export async function ok(data, signature, key) {",
        "  const mac = Buffer.from(await globalThis.crypto['subtle'].sign('HMAC', key, data)).toString('hex');",
        "  return safeEqual(mac, signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      name: "a MAC by crypto.hash over an environment secret",
      code: lines(
        "import crypto from 'node:crypto';",
        "export const ok = (body, signature) => crypto.hash('sha256', process.env.STATE_KEY + body) === signature;",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 40,
          endLine: 2,
          endColumn: 105,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import crypto from 'node:crypto';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const ok = (body, signature) => safeEqual(crypto.hash('sha256', process.env.STATE_KEY + body), signature);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a MAC from subtle destructured from globalThis.crypto",
      code: lines(
        "const { subtle } = globalThis.crypto;",
        "export async function ok(data, signature, key) {",
        "  const mac = Buffer.from(await subtle.sign('HMAC', key, data)).toString('hex');",
        "  return mac === signature;",
        "}",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const { subtle } = globalThis.crypto;",
        "export async function ok(data, signature, key) {",
        "  const mac = Buffer.from(await subtle.sign('HMAC', key, data)).toString('hex');",
        "  return safeEqual(mac, signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      name: "a MAC by crypto.subtle.digest over an environment secret",
      code: lines(
        "export async function ok(body, signature) {",
        "  const mac = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(process.env.STATE_KEY + body))).toString('hex');",
        "  return mac === signature;",
        "}",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export async function ok(body, signature) {",
        "  const mac = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(process.env.STATE_KEY + body))).toString('hex');",
        "  return safeEqual(mac, signature);",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "signature", operator: "===", secret: "the expected MAC or signature", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      name: "an environment secret through { env } = process",
      code: lines(
        "const { env } = process;",
        "export const ok = (req) => env.API_KEY === req.headers['x-key'];",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.headers['x-key']", operator: "===", secret: "the secret API_KEY", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 28,
          endLine: 2,
          endColumn: 64,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "const { env } = process;",
                "export const ok = (req) => safeEqual(env.API_KEY, req.headers['x-key']);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an environment secret behind a constant name",
      code: lines(
        "const NAME = 'STATE_KEY';",
        "export const ok = (req) => process.env[NAME] === req.headers['x-key'];",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.headers['x-key']", operator: "===", secret: "the secret STATE_KEY", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 28,
          endLine: 2,
          endColumn: 70,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "const NAME = 'STATE_KEY';",
                "export const ok = (req) => safeEqual(process.env[NAME], req.headers['x-key']);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an environment secret through env imported from node:process",
      code: lines(
        "import { env } from 'node:process';",
        "export const ok = (token) => env.API_TOKEN === token;",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "token", operator: "===", secret: "the secret API_TOKEN", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 30,
          endLine: 2,
          endColumn: 53,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { env } from 'node:process';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const ok = (token) => safeEqual(env.API_TOKEN, token);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an environment secret through env imported under another name",
      code: lines(
        "import { env as vars } from 'node:process';",
        "export const ok = (token) => vars.API_TOKEN === token;",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "token", operator: "===", secret: "the secret API_TOKEN", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 30,
          endLine: 2,
          endColumn: 54,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { env as vars } from 'node:process';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const ok = (token) => safeEqual(vars.API_TOKEN, token);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "extraSecretWords on a name read directly",
      code: lines(
        "export const ok = (req) => process.env.HMAC_SALT === req.body.salt;",
      ),
      options: [{"extraSecretWords":["SALT"]}],
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.body.salt", operator: "===", secret: "the secret HMAC_SALT", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 1,
          column: 28,
          endLine: 1,
          endColumn: 67,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const ok = (req) => safeEqual(process.env.HMAC_SALT, req.body.salt);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an environment secret through process['env']",
      code: lines(
        "export const ok = (req) => process['env'].API_TOKEN === req.query.token;",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.query.token", operator: "===", secret: "the secret API_TOKEN", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 1,
          column: 28,
          endLine: 1,
          endColumn: 72,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const ok = (req) => safeEqual(process['env'].API_TOKEN, req.query.token);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an environment secret through a whole-environment alias",
      code: lines(
        "const vars = process.env;",
        "export const ok = (req) => vars.API_TOKEN === req.query.token;",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.query.token", operator: "===", secret: "the secret API_TOKEN", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 28,
          endLine: 2,
          endColumn: 62,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "const vars = process.env;",
                "export const ok = (req) => safeEqual(vars.API_TOKEN, req.query.token);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an environment secret through nested destructuring",
      code: lines(
        "const { env: { ADMIN_PASSWORD } } = process;",
        "export const ok = (req) => req.body.password === ADMIN_PASSWORD;",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.body.password", operator: "===", secret: "the secret ADMIN_PASSWORD", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 28,
          endLine: 2,
          endColumn: 64,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "const { env: { ADMIN_PASSWORD } } = process;",
                "export const ok = (req) => safeEqual(req.body.password, ADMIN_PASSWORD);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "import.meta.env and Bun.env",
      code: lines(
        "export const ok = (req) => import.meta.env.VITE_API_TOKEN === req.query.token || Bun.env.WEBHOOK_SECRET === req.query.secret;",
      ),
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.query.token", operator: "===", secret: "the secret VITE_API_TOKEN", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 1,
          column: 28,
          endLine: 1,
          endColumn: 78,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const ok = (req) => safeEqual(import.meta.env.VITE_API_TOKEN, req.query.token) || Bun.env.WEBHOOK_SECRET === req.query.secret;",
              ),
            },
          ],
        },
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.query.secret", operator: "===", secret: "the secret WEBHOOK_SECRET", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 1,
          column: 82,
          endLine: 1,
          endColumn: 125,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "export const ok = (req) => import.meta.env.VITE_API_TOKEN === req.query.token || safeEqual(Bun.env.WEBHOOK_SECRET, req.query.secret);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "extraSecretWords reach through { env } = process",
      code: lines(
        "const { env } = process;",
        "export const ok = (req) => env.HMAC_SALT === req.body.salt;",
      ),
      options: [{"extraSecretWords":["SALT"]}],
      output: null,
      errors: [
        {
          messageId: "timingUnsafeCompare",
          data: { name: "req.body.salt", operator: "===", secret: "the secret HMAC_SALT", sealModule: "eslint-plugin-mcp-state/seal" },
          line: 2,
          column: 28,
          endLine: 2,
          endColumn: 59,
          suggestions: [
            {
              messageId: "replaceWithSafeEqual",
              data: { sealModule: "eslint-plugin-mcp-state/seal" },
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                "const { env } = process;",
                "export const ok = (req) => safeEqual(env.HMAC_SALT, req.body.salt);",
              ),
            },
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    {
      name: "TypeScript: a file of declarations only",
      code: lines(
        "import type { KeyObject } from 'node:crypto';",
        "declare const API_TOKEN: string;",
        "export declare function createHmac(algorithm: string, key: KeyObject): { digest(encoding: 'hex'): string };",
        "export declare function verify(token: string, expected: typeof API_TOKEN): boolean;",
      ),
    },
    ],
    invalid: [
    ],
  },
});

testRule("no-weak-state-key", noWeakStateKey, {
  valid: [
    {
      name: "a local function named createHmac",
      code: lines(
        "const createHmac = (algorithm, label) => ({ algorithm, label });",
        "export const tag = createHmac('sha256', 'dev-secret');",
      ),
    },
    {
      name: "Math.sign and a literal next to it",
      code: lines(
        "export const direction = (n) => Math.sign(n) > 0 ? 'dev-secret' : 'other';",
      ),
    },
    {
      name: "createHmac only in a comment, importKey only in a string",
      code: lines(
        "// createHmac('sha256', 'dev-secret')",
        "export const doc = \"crypto.subtle.importKey('raw', 'dev-secret')\";",
      ),
    },
  ],
  invalid: [
    {
      name: "createHmac imported under another name",
      code: lines(
        "import { createHmac as mac } from 'node:crypto';",
        "export const tag = (body) => mac('sha256', 'dev-secret').update(body).digest('hex');",
      ),
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 10 bytes long" },
          line: 2,
          column: 44,
          endLine: 2,
          endColumn: 56,
          suggestions: [],
        },
      ],
    },
    {
      name: "crypto['createHmac']",
      code: lines(
        "const crypto = require('crypto');",
        "exports.tag = (body) => crypto['createHmac']('sha256', 'dev-secret').update(body).digest('hex');",
      ),
      languageOptions: commonJs,
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 10 bytes long" },
          line: 2,
          column: 56,
          endLine: 2,
          endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: "createHmac through a constant member name",
      code: lines(
        "import * as crypto from 'node:crypto';",
        "const FACTORY = 'createHmac';",
        "export const tag = (body) => crypto[FACTORY]('sha256', 'dev-secret').update(body).digest('hex');",
      ),
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "HMAC key", size: " and is only 10 bytes long" },
          line: 3,
          column: 56,
          endLine: 3,
          endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: "a sealer from a namespace import of the seal helper",
      code: lines(
        "import * as s from 'eslint-plugin-mcp-state/seal';",
        "export const sealer = s.createStateSealer({ keys: ['a-development-state-key'] });",
      ),
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "state sealer key", size: " and is only 23 bytes long" },
          line: 2,
          column: 52,
          endLine: 2,
          endColumn: 77,
          suggestions: [],
        },
      ],
    },
    {
      name: "a sealer from the sealModule setting",
      code: lines(
        "import { createStateSealer } from '#security/seal';",
        "export const sealer = createStateSealer({ keys: ['a-development-state-key'] });",
      ),
      settings: {"mcp-state":{"sealModule":"#security/seal"}},
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "state sealer key", size: " and is only 23 bytes long" },
          line: 2,
          column: 50,
          endLine: 2,
          endColumn: 75,
          suggestions: [],
        },
      ],
    },
    {
      name: "WebCrypto subtle['importKey'] of literal bytes",
      code: lines(
        "const raw = new TextEncoder().encode('state-key');",
        "export const key = await globalThis.crypto.subtle['importKey']('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
      ),
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "imported secret key", size: " and is only 9 bytes long" },
          line: 2,
          column: 71,
          endLine: 2,
          endColumn: 74,
          suggestions: [],
        },
      ],
    },
    {
      name: "jwt['sign'] with a literal secret",
      code: lines(
        "const jwt = require('jsonwebtoken');",
        "exports.mint = (claims) => jwt['sign'](claims, 'dev-secret');",
      ),
      languageOptions: commonJs,
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "JWT signing key", size: " and is only 10 bytes long" },
          line: 2,
          column: 48,
          endLine: 2,
          endColumn: 60,
          suggestions: [],
        },
      ],
    },
    {
      name: "a codec from a dynamic import",
      code: lines(
        "const { createRequestStateCodec } = await import('@modelcontextprotocol/server');",
        "export const codec = createRequestStateCodec({ key: 'a-development-state-key' });",
      ),
      output: null,
      errors: [
        {
          messageId: "literalKey",
          data: { use: "request-state codec key", size: " and is only 23 bytes long" },
          line: 2,
          column: 48,
          endLine: 2,
          endColumn: 78,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    {
      name: "TypeScript: a file of declarations only",
      code: lines(
        "import type { Hmac } from 'node:crypto';",
        "declare const STATE_KEY: 'dev-secret';",
        "export declare function createHmac(algorithm: 'sha256', key: typeof STATE_KEY): Hmac;",
        "export declare function createStateSealer(options: { keys: ['dev-secret'] }): unknown;",
      ),
    },
    ],
    invalid: [
    ],
  },
});

testRule("require-sealed-state", requireSealedState, {
  valid: [
    {
      name: "an openFunctions opener named sign (a name the scan filters) verifies",
      code: lines(
        "import sign from './verify.js';",
        "export function read(request) {",
        "  sign(request.params.requestState);",
        "  return JSON.parse(atob(request.params.requestState));",
        "}",
      ),
      options: [{"openFunctions":["sign"]}],
    },
    {
      name: "a requestStateId is no requestState",
      code: lines(
        "export function read(request) {",
        "  return JSON.parse(atob(request.params.requestStateId));",
        "}",
      ),
    },
    {
      name: "requestState only in a comment",
      code: lines(
        "// the requestState is read elsewhere",
        "export function read(request) {",
        "  return JSON.parse(atob(request.params.state));",
        "}",
      ),
    },
    {
      name: "an openFunctions opener found by a default import",
      code: lines(
        "import openForClient from './open.js';",
        "export function read(request, binding) {",
        "  if (!openForClient(request.params.requestState, binding)) return null;",
        "  return JSON.parse(atob(request.params.requestState.split('.')[0]));",
        "}",
      ),
      options: [{"openFunctions":["openForClient"]}],
    },
    {
      name: "a sealFunctions sealer found by a member call",
      code: lines(
        "import * as state from './state.js';",
        "export const result = (data, binding) => ({ resultType: 'input_required', inputRequests: {}, requestState: state.sealForClient(JSON.stringify(data), binding) });",
      ),
      options: [{"sealFunctions":["sealForClient"]}],
    },
  ],
  invalid: [
    {
      name: "consume: request.params['requestState']",
      code: lines(
        "export function read(request) {",
        "  return JSON.parse(atob(request.params['requestState']));",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "unverifiedState",
          line: 2,
          column: 10,
          endLine: 2,
          endColumn: 58,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: a requestState destructured by a string key",
      code: lines(
        "export function read({ params: { 'requestState': raw } }) {",
        "  return JSON.parse(raw);",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "unverifiedState",
          line: 2,
          column: 10,
          endLine: 2,
          endColumn: 25,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: const { 'requestState': raw } = request.params",
      code: lines(
        "export function read(request) {",
        "  const { 'requestState': raw } = request.params;",
        "  return JSON.parse(Buffer.from(raw, 'base64url').toString());",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "unverifiedState",
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 62,
          suggestions: [],
        },
      ],
    },
    {
      name: "produce: result['requestState'] = …",
      code: lines(
        "export function ask(result, data) {",
        "  result['requestState'] = Buffer.from(JSON.stringify(data)).toString('base64url');",
        "  return result;",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 2,
          column: 28,
          endLine: 2,
          endColumn: 83,
          suggestions: [],
        },
      ],
    },
    {
      name: "produce: a computed ['requestState'] key",
      code: lines(
        "export const result = (data) => ({ resultType: 'input_required', inputRequests: {}, ['requestState']: JSON.stringify(data) });",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 1,
          column: 103,
          endLine: 1,
          endColumn: 123,
          suggestions: [],
        },
      ],
    },
    {
      name: "produce: the seal helper is imported but not used for the state",
      code: lines(
        "import * as seal from 'eslint-plugin-mcp-state/seal';",
        "export const result = (data) => ({ resultType: 'input_required', inputRequests: {}, requestState: btoa(JSON.stringify(data)), seal });",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 2,
          column: 99,
          endLine: 2,
          endColumn: 125,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    {
      name: "TypeScript: a file of declarations only",
      code: lines(
        "export interface Result { resultType: 'input_required'; requestState?: string }",
        "export declare function read(request: { params: { requestState: string } }): unknown;",
        "export declare const example: { requestState: 'eyJzdGVwIjoyfQ==' };",
      ),
    },
    ],
    invalid: [
    ],
  },
});

testRule("no-secrets-in-state", noSecretsInState, {
  valid: [
    {
      name: "a \"sealer\" that only appends Math.sign",
      code: lines(
        "const seal = (state) => `${JSON.stringify(state)}.${Math.sign(1)}`;",
        "export const saved = (password) => seal({ step: 2, password });",
      ),
    },
    {
      name: "a hash of a harmless environment variable signs nothing",
      code: lines(
        "import { createHash } from 'node:crypto';",
        "const tag = (body) => createHash('sha256').update(process.env.NODE_ENV + body).digest('hex');",
        "export const seal = (state) => { const body = JSON.stringify(state); return `${body}.${tag(body)}`; };",
        "export const saved = (password) => seal({ step: 2, password });",
      ),
    },
  ],
  invalid: [
    {
      name: "sealState through a namespace import",
      code: lines(
        "import * as s from 'eslint-plugin-mcp-state/seal';",
        "export const next = (userId, apiKey) => s.sealState({ step: 2, apiKey }, { userId, tool: 't' });",
      ),
      output: null,
      errors: [
        {
          messageId: "secretInState",
          data: { subject: "'apiKey' looks like a secret", reader: "the client can read sealed state (signed, not encrypted)" },
          line: 2,
          column: 64,
          endLine: 2,
          endColumn: 70,
          suggestions: [
            {
              messageId: "removeProperty",
              data: { key: "apiKey" },
              output: lines(
                "import * as s from 'eslint-plugin-mcp-state/seal';",
                "export const next = (userId, apiKey) => s.sealState({ step: 2 }, { userId, tool: 't' });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an unsigned result under a computed ['requestState'] key",
      code: lines(
        "export const result = (token) => ({ resultType: 'input_required', inputRequests: {}, ['requestState']: JSON.stringify({ step: 2, accessToken: token }) });",
      ),
      output: null,
      errors: [
        {
          messageId: "secretInState",
          data: { subject: "'accessToken' looks like a secret", reader: "the client can read and change this unsigned state" },
          line: 1,
          column: 130,
          endLine: 1,
          endColumn: 148,
          suggestions: [
            {
              messageId: "removeProperty",
              data: { key: "accessToken" },
              output: lines(
                "export const result = (token) => ({ resultType: 'input_required', inputRequests: {}, ['requestState']: JSON.stringify({ step: 2 }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a hand-rolled sealer hashing a secret from { env } = process",
      code: lines(
        "import { createHash } from 'node:crypto';",
        "const { env } = process;",
        "const mac = (body) => createHash('sha256').update(env.STATE_KEY + body).digest('base64url');",
        "export const seal = (state) => { const body = Buffer.from(JSON.stringify(state)).toString('base64url'); return `${body}.${mac(body)}`; };",
        "export const next = (password) => ({ resultType: 'input_required', inputRequests: {}, requestState: seal({ step: 2, password }) });",
      ),
      output: null,
      errors: [
        {
          messageId: "secretInState",
          data: { subject: "'password' looks like a secret", reader: "the client can read sealed state (signed, not encrypted)" },
          line: 5,
          column: 117,
          endLine: 5,
          endColumn: 125,
          suggestions: [
            {
              messageId: "removeProperty",
              data: { key: "password" },
              output: lines(
                "import { createHash } from 'node:crypto';",
                "const { env } = process;",
                "const mac = (body) => createHash('sha256').update(env.STATE_KEY + body).digest('base64url');",
                "export const seal = (state) => { const body = Buffer.from(JSON.stringify(state)).toString('base64url'); return `${body}.${mac(body)}`; };",
                "export const next = (password) => ({ resultType: 'input_required', inputRequests: {}, requestState: seal({ step: 2 }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a hand-rolled sealer with sign destructured from require",
      code: lines(
        "const { sign } = require('node:crypto');",
        "const key = require('fs').readFileSync('key.pem');",
        "const seal = (state) => { const body = Buffer.from(JSON.stringify(state)).toString('base64url'); return `${body}.${sign(null, Buffer.from(body), key).toString('base64url')}`; };",
        "exports.next = (password) => ({ resultType: 'input_required', inputRequests: {}, requestState: seal({ step: 2, password }) });",
      ),
      languageOptions: commonJs,
      output: null,
      errors: [
        {
          messageId: "secretInState",
          data: { subject: "'password' looks like a secret", reader: "the client can read sealed state (signed, not encrypted)" },
          line: 4,
          column: 112,
          endLine: 4,
          endColumn: 120,
          suggestions: [
            {
              messageId: "removeProperty",
              data: { key: "password" },
              output: lines(
                "const { sign } = require('node:crypto');",
                "const key = require('fs').readFileSync('key.pem');",
                "const seal = (state) => { const body = Buffer.from(JSON.stringify(state)).toString('base64url'); return `${body}.${sign(null, Buffer.from(body), key).toString('base64url')}`; };",
                "exports.next = (password) => ({ resultType: 'input_required', inputRequests: {}, requestState: seal({ step: 2 }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "jsonwebtoken sign under another name",
      code: lines(
        "const { sign: mint } = require('jsonwebtoken');",
        "exports.next = (userId, refreshToken) => mint({ sub: userId, refreshToken }, process.env.JWT_SECRET, { expiresIn: '5m' });",
      ),
      languageOptions: commonJs,
      output: null,
      errors: [
        {
          messageId: "secretInState",
          data: { subject: "'refreshToken' looks like a secret", reader: "anyone holding the JWT can read its claims (signed, not encrypted)" },
          line: 2,
          column: 62,
          endLine: 2,
          endColumn: 74,
          suggestions: [
            {
              messageId: "removeProperty",
              data: { key: "refreshToken" },
              output: lines(
                "const { sign: mint } = require('jsonwebtoken');",
                "exports.next = (userId, refreshToken) => mint({ sub: userId }, process.env.JWT_SECRET, { expiresIn: '5m' });",
              ),
            },
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    {
      name: "TypeScript: a file of declarations only",
      code: lines(
        "export declare function sealState(state: { apiKey: string }, binding: { userId: string; tool: string }): string;",
        "export interface Result { requestState: string; accessToken: string }",
      ),
    },
    ],
    invalid: [
    ],
  },
});

testRule("require-state-binding", requireStateBinding, {
  valid: [
    {
      name: "a \"sealer\" that only appends Math.sign",
      code: lines(
        "export const sealState = (state, userId, tool) => {",
        "  const body = btoa(JSON.stringify({ ...state, userId, tool }));",
        "  return `${body}.${Math.sign(body.length)}`;",
        "};",
      ),
    },
    {
      name: "a sealFunctions name that is only part of a longer callee name",
      code: lines(
        "import { sealForClientLater } from './state.js';",
        "export const token = (userId) => sealForClientLater({ a: 1 }, { userId });",
      ),
      options: [{"sealFunctions":["sealForClient"]}],
    },
  ],
  invalid: [
    {
      name: "a sealFunctions sealer named sign (a name the scan filters)",
      code: lines(
        "import sign from './state.js';",
        "export const token = (userId) => sign({ a: 1 }, { userId });",
      ),
      options: [{"sealFunctions":["sign"]}],
      output: null,
      errors: [
        {
          messageId: "missingBinding",
          data: { missing: "the tool", replay: "on another tool", fields: "tool (the tool's name)" },
          line: 2,
          column: 49,
          endLine: 2,
          endColumn: 59,
          suggestions: [],
        },
      ],
    },
    {
      name: "sealState through a namespace import",
      code: lines(
        "import * as s from 'eslint-plugin-mcp-state/seal';",
        "export const token = (userId) => s.sealState({ a: 1 }, { userId });",
      ),
      output: null,
      errors: [
        {
          messageId: "missingBinding",
          data: { missing: "the tool", replay: "on another tool", fields: "tool (the tool's name)" },
          line: 2,
          column: 56,
          endLine: 2,
          endColumn: 66,
          suggestions: [],
        },
      ],
    },
    {
      name: "a sealFunctions sealer imported by default",
      code: lines(
        "import sealForClient from './state.js';",
        "export const token = (userId) => sealForClient({ a: 1 }, { userId });",
      ),
      options: [{"sealFunctions":["sealForClient"]}],
      output: null,
      errors: [
        {
          messageId: "missingBinding",
          data: { missing: "the tool", replay: "on another tool", fields: "tool (the tool's name)" },
          line: 2,
          column: 58,
          endLine: 2,
          endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: "an openFunctions opener called as a member",
      code: lines(
        "import * as state from './state.js';",
        "export const opened = (t, userId) => state.openForClient(t, { userId });",
      ),
      options: [{"openFunctions":["openForClient"]}],
      output: null,
      errors: [
        {
          messageId: "missingBinding",
          data: { missing: "the tool", replay: "on another tool", fields: "tool (the tool's name)" },
          line: 2,
          column: 61,
          endLine: 2,
          endColumn: 71,
          suggestions: [],
        },
      ],
    },
    {
      name: "a codec through a namespace import",
      code: lines(
        "import * as mcp from '@modelcontextprotocol/server';",
        "export const codec = mcp.createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 3600 });",
      ),
      output: null,
      errors: [
        {
          messageId: "codecWithoutBind",
          line: 2,
          column: 50,
          endLine: 2,
          endColumn: 98,
          suggestions: [
            {
              messageId: "addBind",
              output: lines(
                "import * as mcp from '@modelcontextprotocol/server';",
                "import { principalOf } from 'eslint-plugin-mcp-state/seal';",
                'export const codec = mcp.createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 3600, bind: (ctx) => principalOf(ctx) });',
              ),
            },
          ],
        },
        {
          messageId: "ttlTooLong",
          data: { ttl: "1 h", max: "10 min", maxSeconds: "600" },
          line: 2,
          column: 80,
          endLine: 2,
          endColumn: 96,
          suggestions: [
            {
              messageId: "shortenTtl",
              data: { value: "600" },
              output: lines(
                "import * as mcp from '@modelcontextprotocol/server';",
                "export const codec = mcp.createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 600 });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a hand-rolled opener handed request.params['requestState']",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "function decode(sealed, userId, tool) {",
        "  const [body, tag] = sealed.split('.');",
        "  if (!tag || tag.length !== mac(body).length || !timingSafeEqual(Buffer.from(tag), Buffer.from(mac(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool ? state : null;",
        "}",
        "export const read = (request, userId) => decode(request.params['requestState'], userId, 'deploy');",
      ),
      output: null,
      errors: [
        {
          messageId: "openerSkipsChecks",
          data: { name: "decode", missing: "the expiry", replay: "after it expired", fields: "the expiry with the clock" },
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 16,
          suggestions: [],
        },
      ],
    },
    {
      name: "a hand-rolled sealer with sign destructured from a dynamic import",
      code: lines(
        "const { sign } = await import('node:crypto');",
        "const key = (await import('node:fs')).readFileSync('key.pem');",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool })).toString('base64url');",
        "  return `${body}.${sign(null, Buffer.from(body), key).toString('base64url')}`;",
        "};",
      ),
      output: null,
      errors: [
        {
          messageId: "missingSignedFields",
          data: { missing: "an expiry", fields: "exp (for example Date.now() + 600_000)", them: "it" },
          line: 4,
          column: 43,
          endLine: 4,
          endColumn: 69,
          suggestions: [],
        },
      ],
    },
    {
      name: "a hand-rolled sealer hashing a secret behind a constant name",
      code: lines(
        "import { createHash } from 'node:crypto';",
        "const KEY_NAME = 'STATE_KEY';",
        "const mac = (body) => createHash('sha256').update(process.env[KEY_NAME] + body).digest('base64url');",
        "export const sealState = (state, userId) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, exp: Date.now() + 600_000 })).toString('base64url');",
        "  return `${body}.${mac(body)}`;",
        "};",
      ),
      output: null,
      errors: [
        {
          messageId: "missingSignedFields",
          data: { missing: "the tool", fields: "tool (the tool's name)", them: "it" },
          line: 5,
          column: 43,
          endLine: 5,
          endColumn: 90,
          suggestions: [],
        },
      ],
    },
    {
      name: "an AEAD sealer through a namespace import, its key from a file",
      code: lines(
        "import * as crypto from 'node:crypto';",
        "import { readFileSync } from 'node:fs';",
        "const key = readFileSync('state.key');",
        "export function sealState(state, userId, tool) {",
        "  const iv = crypto.randomBytes(12);",
        "  const cipher = crypto['createCipheriv']('aes-256-gcm', key, iv);",
        "  const data = Buffer.concat([cipher.update(JSON.stringify({ state, userId, tool })), cipher.final()]);",
        "  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "missingSignedFields",
          data: { missing: "an expiry", fields: "exp (for example Date.now() + 600_000)", them: "it" },
          line: 7,
          column: 60,
          endLine: 7,
          endColumn: 83,
          suggestions: [],
        },
      ],
    },
    {
      name: "an opener named for state in a file that never spells requestState",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function openState(sealed, userId, tool) {",
        "  const [body, tag] = sealed.split('.');",
        "  if (!tag || tag.length !== mac(body).length || !timingSafeEqual(Buffer.from(tag), Buffer.from(mac(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool ? state : null;",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "openerSkipsChecks",
          data: { name: "openState", missing: "the expiry", replay: "after it expired", fields: "the expiry with the clock" },
          line: 3,
          column: 17,
          endLine: 3,
          endColumn: 26,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    {
      name: "TypeScript: a file of declarations only",
      code: lines(
        "import type { StateBinding } from 'eslint-plugin-mcp-state/seal';",
        "export declare function sealState(state: object, binding: { userId: string }): string;",
        "export declare const codec: { createRequestStateCodec(options: { ttlSeconds: 3600 }): unknown };",
      ),
    },
    ],
    invalid: [
    ],
  },
});
