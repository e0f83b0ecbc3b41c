import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { buildConfigs } from '../../src/configs.js';
import { commonJs, lines, testRule } from '../rule-tester.js';



testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'HMAC key from the environment',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export const sign = (body) => createHmac("sha256", process.env.STATE_KEY).update(body).digest("base64url");',
      ),
    },
    {
      name: 'codec key decoded from the environment',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'export const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, "base64"), ttlSeconds: 600 });',
      ),
    },
    {
      name: 'sealer keys from the environment, with ids',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'export const sealer = createStateSealer({ keys: [{ id: "k2", secret: process.env.STATE_KEY }, process.env.STATE_KEY_PREVIOUS] });',
      ),
    },
    {
      name: 'a key from a secret manager',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { getSecret } from './secrets.js';",
        'const key = await getSecret("mcp/state-key");',
        'export const codec = createRequestStateCodec({ key });',
      ),
    },
    {
      name: 'a key from a validated config object',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { config } from './config.js';",
        'export const sign = (body) => createHmac("sha256", config.stateKey).update(body).digest("hex");',
      ),
    },
    {
      name: 'HMAC as a key derivation with a public label',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export const webAppKey = createHmac("sha256", "WebAppData").update(process.env.TELEGRAM_BOT_TOKEN).digest();',
      ),
    },
    {
      name: 'a key derivation through a variable',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const derive = createHmac("sha256", "v1/state");',
        'derive.update(process.env.MASTER_SECRET);',
        'export const stateKey = derive.digest();',
      ),
    },
    {
      name: 'jwt.sign with a secret from the environment',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'export const mint = (claims) => jwt.sign(claims, process.env.JWT_SECRET, { expiresIn: "10m" });',
      ),
    },
    {
      name: 'jwt.sign with a private key read from a file',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { readFileSync } from 'node:fs';",
        'const privateKey = readFileSync("/run/secrets/jwt.pem");',
        'export const mint = (claims) => jwt.sign(claims, privateKey, { algorithm: "RS256" });',
      ),
    },
    {
      name: 'jose with an encoded environment secret',
      code: lines(
        "import { SignJWT } from 'jose';",
        'const secret = new TextEncoder().encode(process.env.JWT_SECRET);',
        'export const mint = (claims) => new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(secret);',
      ),
    },
    {
      name: 'WebCrypto import of environment bytes',
      code: lines(
        'const raw = Buffer.from(process.env.STATE_KEY, "base64");',
        'export const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);',
      ),
    },
    {
      name: 'WebCrypto import of a JWK',
      code: 'export const key = await crypto.subtle.importKey("jwk", { kty: "oct", k: "c2VjcmV0" }, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);',
    },
    {
      name: 'WebCrypto import of a raw public key',
      code: lines(
        'const publicKey = Buffer.from("04a1b2c3d4e5f60718293a4b5c6d7e8f", "hex");',
        'export const key = await crypto.subtle.importKey("raw", publicKey, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);',
      ),
    },
    {
      name: 'a per-process key under the default options',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { randomBytes } from 'node:crypto';",
        'export const codec = createRequestStateCodec({ key: randomBytes(32) });',
      ),
    },
    {
      name: 'a random HMAC key for a double-HMAC comparison, even in strict mode',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { randomBytes } from 'node:crypto';",
        'const blind = randomBytes(32);',
        'export const same = (a, b) => createHmac("sha256", blind).update(a).digest().equals(createHmac("sha256", blind).update(b).digest());',
      ),
      options: [{'allowPerProcessKey':false}],
    },
    {
      name: 'an empty fallback for the codec, which refuses empty keys',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'export const codec = createRequestStateCodec({ key: process.env.STATE_KEY ?? "" });',
      ),
    },
    {
      name: 'an undefined fallback',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const key = process.env.STATE_KEY ?? undefined;',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
      ),
    },
    {
      name: 'createHash takes no key',
      code: lines(
        "import { createHash } from 'node:crypto';",
        'export const etag = (body) => createHash("sha256", "unused").update(body).digest("hex");',
      ),
    },
    {
      name: 'a createHmac that is not node:crypto',
      code: lines(
        "import { createHmac } from './fake-crypto.js';",
        'export const sign = (body) => createHmac("sha256", "dev").update(body).digest("hex");',
      ),
    },
    {
      name: 'a fallback to a random key',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { randomBytes } from 'node:crypto';",
        'const key = process.env.STATE_KEY ?? randomBytes(32);',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
      ),
    },
    {
      name: 'jwt.sign with a key passed in',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'export const mint = (claims, key) => jwt.sign(claims, key);',
      ),
    },
    {
      name: 'a codec key from a parameter',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'export const makeCodec = (key) => createRequestStateCodec({ key, bind: (ctx) => ctx.http?.authInfo?.clientId });',
      ),
    },
    {
      name: 'a fallback to another environment variable',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export const sign = (body) => createHmac("sha256", process.env.STATE_KEY ?? process.env.LEGACY_STATE_KEY).update(body).digest("hex");',
      ),
    },
    {
      name: 'a sealer whose keys are built elsewhere',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "import { loadKeys } from './keys.js';",
        'export const sealer = createStateSealer({ keys: loadKeys() });',
      ),
    },
    {
      name: 'randomBytes(64) as an HMAC key',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { randomBytes } from 'node:crypto';",
        'export const mac = (body) => createHmac("sha512", randomBytes(64)).update(body).digest("hex");',
      ),
    },
    {
      name: 'createHmac without a key argument',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export const broken = () => createHmac("sha256");',
      ),
    },
    {
      name: 'strict: a per-process HMAC key for a session cookie, not for request state',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { randomBytes } from 'node:crypto';",
        'const KEY = randomBytes(32);',
        'const sign = (body) => createHmac("sha256", KEY).update(body).digest("base64url");',
        'const seal = (data) => {',
        '  const body = Buffer.from(JSON.stringify(data)).toString("base64url");',
        '  return `${body}.${sign(body)}`;',
        '};',
        'export const login = (res, user) => res.cookie("session", seal({ user }));',
      ),
      options: [{'allowPerProcessKey':false}],
    },
    {
      name: 'bytes made constant, then filled at random in place (getRandomValues, randomFillSync)',
      code: lines(
        "import { createHmac, randomFillSync } from 'node:crypto';",
        'const key = new Uint8Array(32);',
        'crypto.getRandomValues(key);',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
        'const other = Buffer.alloc(32);',
        'randomFillSync(other);',
        'export const signOther = (body) => createHmac("sha256", other).update(body).digest("hex");',
      ),
    },
    {
      name: 'a repeated literal that is no key, and a key of random bytes in a fresh typed array',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export const DIVIDER = "-".repeat(40);',
        'export const sign = (body) => createHmac("sha256", crypto.getRandomValues(new Uint8Array(32))).update(body).digest("hex");',
      ),
    },
  ],
  invalid: [
    {
      name: 'a short random key probed once and thrown away, then one whose MAC is used: only the used one',
      code: lines(
        "import { createHmac, randomBytes } from 'node:crypto';",
        'export function supported(algorithm) {',
        '  try {',
        "    createHmac(algorithm, randomBytes(16)).update('probe').digest();",
        '    return true;',
        '  } catch {',
        '    return false;',
        '  }',
        '}',
        "export const sign = (body) => createHmac('sha256', randomBytes(16)).update(body).digest('hex');",
      ),
      errors: [{ messageId: 'shortKey', line: 10, column: 52, endLine: 10, endColumn: 67 }],
    },
    {
      name: 'keys constant by construction: a repeated literal, a filled typed array, Buffer.alloc with a fill, Buffer.from of a repeat',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        '',
        "const REPEATED = 'x'.repeat(32);",
        "export const sign = (body) => createHmac('sha256', REPEATED).update(body).digest('hex');",
        "export const signFilled = (body) => createHmac('sha256', new Uint8Array(32).fill(7)).update(body).digest('hex');",
        "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY ?? Buffer.alloc(32, 'k'), bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
        "export const signFrom = (body) => createHmac('sha256', Buffer.from('ab'.repeat(16))).update(body).digest('hex');",
      ),
      errors: [
        { messageId: 'literalKey', line: 5, column: 52, endLine: 5, endColumn: 60 },
        { messageId: 'literalKey', line: 6, column: 58, endLine: 6, endColumn: 84 },
        { messageId: 'literalFallback', line: 7, column: 48, endLine: 7, endColumn: 99 },
        { messageId: 'literalKey', line: 8, column: 56, endLine: 8, endColumn: 84 },
      ],
    },
    {
      name: 'a short string literal HMAC key',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export const sign = (body) => createHmac("sha256", "dev-secret").update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'HMAC key', size: ' and is only 10 bytes long' },
          line: 2,
          column: 52,
          endLine: 2,
          endColumn: 64,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a constant bound to a long literal',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const STATE_KEY = "4f9a1c7e2b8d6a3f0e5c9b2a7d4f1e8c6b3a0d9f";',
        'export const sign = (body) => createHmac("sha256", STATE_KEY).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'HMAC key', size: '' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 61,
          suggestions: [],
        },
      ],
    },
    {
      name: 'the reference seal with a literal fallback',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const sign = body => createHmac("sha256", process.env.STATE_KEY || "dev-state-key").update(body).digest("base64url");',
        'export { sign };',
      ),
      errors: [
        {
          messageId: 'literalFallback',
          data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_KEY' },
          line: 2,
          column: 43,
          endLine: 2,
          endColumn: 83,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a ?? fallback in a constant',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const key = process.env.STATE_KEY ?? "changeme";',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalFallback',
          data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_KEY' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a development key chosen by a ternary',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const key = process.env.NODE_ENV === "production" ? process.env.STATE_KEY : "local-dev-key";',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalFallback',
          data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_KEY' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: 'an empty fallback for a bare HMAC',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const key = process.env.WEBHOOK_SECRET ?? "";',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalFallback',
          data: { use: 'HMAC key', fallback: 'an empty string', source: 'WEBHOOK_SECRET' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a function that falls back to a literal',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'function stateKey() {',
        '  return process.env.STATE_KEY || "insecure-default";',
        '}',
        'export const sign = (body) => createHmac("sha256", stateKey()).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalFallback',
          data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_KEY' },
          line: 5,
          column: 52,
          endLine: 5,
          endColumn: 62,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a literal codec key',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'export const codec = createRequestStateCodec({ key: "mcp-demo-state-key", ttlSeconds: 600 });',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'request-state codec key', size: ' and is only 18 bytes long' },
          line: 2,
          column: 48,
          endLine: 2,
          endColumn: 73,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a codec options constant with a literal key',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'const options = {',
        '  key: "0123456789abcdef0123456789abcdef",',
        '  ttlSeconds: 600,',
        '};',
        'export const codec = createRequestStateCodec(options);',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'request-state codec key', size: '' },
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 42,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a literal sealer key',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'export const sealer = createStateSealer({ keys: ["correct horse battery staple"] });',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'state sealer key', size: ' and is only 28 bytes long' },
          line: 2,
          column: 50,
          endLine: 2,
          endColumn: 80,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a literal secret with a key id',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'export const sealer = createStateSealer({ keys: [{ id: "k1", secret: "not-so-secret" }, process.env.OLD_STATE_KEY] });',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'state sealer key', size: ' and is only 13 bytes long' },
          line: 2,
          column: 62,
          endLine: 2,
          endColumn: 85,
          suggestions: [],
        },
      ],
    },
    {
      name: 'randomBytes(16) for the codec',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { randomBytes } from 'node:crypto';",
        'export const codec = createRequestStateCodec({ key: randomBytes(16) });',
      ),
      errors: [
        {
          messageId: 'shortKey',
          data: { use: 'request-state codec key', bits: '128' },
          line: 3,
          column: 48,
          endLine: 3,
          endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: 'randomBytes(16) as hex for an HMAC',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { randomBytes } from 'node:crypto';",
        'const key = randomBytes(16).toString("hex");',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'shortKey',
          data: { use: 'HMAC key', bits: '128' },
          line: 4,
          column: 52,
          endLine: 4,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: 'randomUUID as a sealer key',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "import { randomUUID } from 'node:crypto';",
        'export const sealer = createStateSealer({ keys: [randomUUID()] });',
      ),
      errors: [
        {
          messageId: 'shortKey',
          data: { use: 'state sealer key', bits: '122' },
          line: 3,
          column: 50,
          endLine: 3,
          endColumn: 62,
          suggestions: [],
        },
      ],
    },
    {
      name: 'getRandomValues of 16 bytes for WebCrypto',
      code: lines(
        'const raw = crypto.getRandomValues(new Uint8Array(16));',
        'export const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);',
      ),
      errors: [
        {
          messageId: 'shortKey',
          data: { use: 'imported secret key', bits: '128' },
          line: 2,
          column: 57,
          endLine: 2,
          endColumn: 60,
          suggestions: [],
        },
      ],
    },
    {
      name: 'Math.random as an HMAC key',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const key = Math.random().toString(36).slice(2);',
        'export const sign = (body) => createHmac("sha256", key).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'predictableKey',
          data: { use: 'HMAC key' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: 'Date.now as a JWT secret',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'export const mint = (claims) => jwt.sign(claims, String(Date.now()), { expiresIn: "10m" });',
      ),
      errors: [
        {
          messageId: 'predictableKey',
          data: { use: 'JWT signing key' },
          line: 2,
          column: 50,
          endLine: 2,
          endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a literal JWT secret',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'export const mint = (claims) => jwt.sign(claims, "secret");',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'JWT signing key', size: ' and is only 6 bytes long' },
          line: 2,
          column: 50,
          endLine: 2,
          endColumn: 58,
          suggestions: [],
        },
      ],
    },
    {
      name: 'jose with an encoded literal',
      code: lines(
        "import { SignJWT } from 'jose';",
        'export const mint = (claims) => new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("my-jwt-secret"));',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'JWT signing key', size: ' and is only 13 bytes long' },
          line: 2,
          column: 95,
          endLine: 2,
          endColumn: 136,
          suggestions: [],
        },
      ],
    },
    {
      name: 'WebCrypto import of literal bytes',
      code: lines(
        'const raw = new TextEncoder().encode("state-key");',
        'export const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'imported secret key', size: ' and is only 9 bytes long' },
          line: 2,
          column: 57,
          endLine: 2,
          endColumn: 60,
          suggestions: [],
        },
      ],
    },
    {
      name: 'an AES-GCM key from a hex literal',
      code: lines(
        'const raw = Buffer.from("00112233445566778899aabbccddeeff", "hex");',
        'export const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'imported secret key', size: ' and is only 16 bytes long' },
          line: 2,
          column: 57,
          endLine: 2,
          endColumn: 60,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a base64 literal decoded to 27 bytes',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const KEY = Buffer.from("c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2Vj", "base64");',
        'export const sign = (body) => createHmac("sha256", KEY).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'HMAC key', size: ' and is only 27 bytes long' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: 'strict: a per-process codec key',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { randomBytes } from 'node:crypto';",
        'export const codec = createRequestStateCodec({ key: randomBytes(32) });',
      ),
      options: [{'allowPerProcessKey':false}],
      errors: [
        {
          messageId: 'perProcessKey',
          data: { use: 'request-state codec key' },
          line: 3,
          column: 48,
          endLine: 3,
          endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: 'strict: a per-process sealer key made at module scope',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "import { randomBytes } from 'node:crypto';",
        'const KEY = randomBytes(32);',
        'export const sealer = createStateSealer({ keys: [KEY] });',
      ),
      options: [{'allowPerProcessKey':false}],
      errors: [
        {
          messageId: 'perProcessKey',
          data: { use: 'state sealer key' },
          line: 4,
          column: 50,
          endLine: 4,
          endColumn: 53,
          suggestions: [],
        },
      ],
    },
    {
      name: 'strict: a per-process key in a hand-rolled sealer of request state',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { randomBytes } from 'node:crypto';",
        'const KEY = randomBytes(32);',
        'const sign = (body) => createHmac("sha256", KEY).update(body).digest("base64url");',
        'const sealState = (state) => {',
        '  const body = Buffer.from(JSON.stringify(state)).toString("base64url");',
        '  return `${body}.${sign(body)}`;',
        '};',
        'export const ask = (step) => ({ resultType: "input_required", inputRequests: {}, requestState: sealState({ step }) });',
      ),
      options: [{'allowPerProcessKey':false}],
      errors: [
        {
          messageId: 'perProcessKey',
          data: { use: 'HMAC key' },
          line: 4,
          column: 45,
          endLine: 4,
          endColumn: 48,
          suggestions: [],
        },
      ],
    },
    {
      name: 'strict: a per-process JWT key for request state',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { randomBytes } from 'node:crypto';",
        'const secret = randomBytes(32);',
        'export const ask = (step) => ({ resultType: "input_required", inputRequests: {}, requestState: jwt.sign({ step }, secret, { expiresIn: 600 }) });',
      ),
      options: [{'allowPerProcessKey':false}],
      errors: [
        {
          messageId: 'perProcessKey',
          data: { use: 'JWT signing key' },
          line: 4,
          column: 115,
          endLine: 4,
          endColumn: 121,
          suggestions: [],
        },
      ],
    },
    {
      name: 'CommonJS require of crypto',
      code: lines(
        "const crypto = require('crypto');",
        'exports.sign = (body) => crypto.createHmac("sha256", "keyboard cat").update(body).digest("hex");',
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'HMAC key', size: ' and is only 12 bytes long' },
          line: 2,
          column: 54,
          endLine: 2,
          endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a webhook secret written in the code',
      code: lines(
        "import * as crypto from 'node:crypto';",
        'const WEBHOOK_SECRET = "whsec_5WbX5kEWLlfzsGNjH64I8lOOqUB6e8FH";',
        'export const verify = (raw, signature) => crypto.createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex") === signature;',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'HMAC key', size: '' },
          line: 3,
          column: 71,
          endLine: 3,
          endColumn: 85,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a key made once and used by the signer and the checker is reported once, at its first use',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const KEY = "shared-dev-key";',
        'export const sign = (body) => createHmac("sha256", KEY).update(body).digest("hex");',
        'export const check = (body) => createHmac("sha256", KEY).update(body).digest("hex");',
      ),
      errors: [
        {
          messageId: 'literalKey',
          data: { use: 'HMAC key', size: ' and is only 14 bytes long' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'TypeScript: a non-null asserted environment key',
        code: lines(
          "import { createHmac } from 'node:crypto';",
          'export const sign = (body: string): string => createHmac("sha256", process.env.STATE_KEY!).update(body).digest("hex");',
        ),
      },
      ],
    invalid: [
      {
        name: 'TypeScript: an asserted literal',
        code: lines(
          "import { createHmac } from 'node:crypto';",
          'export const sign = (body: string) => createHmac("sha256", "dev" as string).update(body).digest("hex");',
        ),
        errors: [
          {
            messageId: 'literalKey',
            data: { use: 'HMAC key', size: ' and is only 3 bytes long' },
            line: 2,
            column: 60,
            endLine: 2,
            endColumn: 75,
            suggestions: [],
          },
        ],
      },
      ],
  },
});

describe('options schema', () => {
  const lint = (options: unknown) =>
    new Linter({ configType: 'flat' }).verify('x;', [
      {
        plugins: { 'mcp-state': { rules: { 'no-weak-state-key': rule as never } } },
        rules: { 'mcp-state/no-weak-state-key': ['error', options] as never },
      },
    ]);

  it('accepts allowPerProcessKey', () => {
    expect(lint({ allowPerProcessKey: false })).toEqual([]);
  });

  it.each([
    [{ allowPerProcessKey: 'no' }, /should be boolean/],
    [{ forbidPerProcessKey: true }, /Unexpected property "forbidPerProcessKey"/],
  ])('rejects %j with a schema error', (options, message) => {
    expect(() => lint(options)).toThrow(message);
  });
});

describe('configs', () => {
  it('forbids per-process keys in strict only', () => {
    const configs = buildConfigs({}, { 'no-weak-state-key': rule });
    expect(configs.recommended.rules).toEqual({ 'mcp-state/no-weak-state-key': 'error' });
    expect(configs.strict.rules).toEqual({ 'mcp-state/no-weak-state-key': ['error', { allowPerProcessKey: false }] });
  });
});
