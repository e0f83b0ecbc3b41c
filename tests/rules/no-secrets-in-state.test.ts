import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { commonJs, lines, testRule } from '../rule-tester.js';



testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: 'LLM token vocabulary',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const later = (usage, userId) =>',
        '  sealState({ maxTokens: 4096, tokenCount: usage.tokenCount, totalTokens: usage.totalTokens, tokenizer: "o200k" }, { userId, tool: "summarize" });',
      ),
    },
    {
      name: 'a token type and a CSRF token name',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (token, userId) => sealState({ tokenType: token.type, csrfTokenName: "x-csrf" }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'non-secret environment variables',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) =>',
        '  sealState({ max: process.env.MAX_TOKENS, model: process.env.TOKENIZER_MODEL, pub: process.env.PUBLIC_KEY, kid: process.env.STATE_KEY_ID }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'flags and empty values under secret names',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState({ hasPassword: true, secret: false, token: null, password: undefined, apiKey: "" }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'a hash of a password',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "import { createHash } from 'node:crypto';",
        'export const s = (userId, pw) => sealState({ passwordHash: createHash("sha256").update(pw).digest("hex"), token: createHash("sha256").update(pw).digest("hex") }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'non-credential parts of authInfo',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (extra) => sealState({ client: extra.authInfo.clientId, scopes: extra.authInfo.scopes }, { userId: extra.authInfo.extra.userId, tool: "t" });',
      ),
    },
    {
      name: 'a non-credential request header',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (req, userId) => sealState({ ua: req.headers["user-agent"], lang: req.get("accept-language") }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'secrets outside any seal',
      code: lines(
        'export function log(logger, apiKey, req) {',
        '  logger.info({ apiKey, password: process.env.DB_PASSWORD, ...req.headers });',
        '}',
      ),
    },
    {
      name: 'EncryptJWT: the claims are encrypted',
      code: lines(
        "import { EncryptJWT } from 'jose';",
        'export const box = (key, token) => new EncryptJWT({ accessToken: token }).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(key);',
      ),
    },
    {
      name: 'secrets in the binding, which is HMAC-tagged, not readable',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (extra, args) => sealState({ step: 2 }, { userId: extra.authInfo.extra.userId, tool: "t", args: { token: extra.authInfo.token } });',
      ),
    },
    {
      name: 'a property written after sealing',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function s(userId, key) {',
        '  const state = { step: 1 };',
        '  const sealed = sealState(state, { userId, tool: "t" });',
        '  state.apiKey = key;',
        '  return sealed;',
        '}',
      ),
    },
    {
      name: 'another object than the sealed one holds the secret',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function s(userId, key) {',
        '  const config = { apiKey: key };',
        '  const state = { step: 1, region: config.region };',
        '  return sealState(state, { userId, tool: "t" });',
        '}',
      ),
    },
    {
      name: 'an object with requestState that is not a result',
      code: 'export const entry = (token) => ({ kind: "audit", requestState: JSON.stringify({ token }) });',
    },
    {
      name: 'an echoed requestState',
      code: 'export const again = (request) => ({ resultType: "input_required", inputRequests: {}, requestState: request.params.requestState });',
    },
    {
      name: 'allowKeys: a paging token',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, page) => sealState({ token: page.cursor }, { userId, tool: "list" });',
      ),
      options: [{'allowKeys':['token']}],
    },
    {
      name: 'a Stripe publishable key and a placeholder',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState({ pk: "pk_live_51Nv0FGQ9RKHgCVdKa7bC3dE9fG", example: "sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'paging and confirmation tokens',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, page, nonce) => sealState({ pageToken: page.next, nextToken: page.after, confirmationToken: nonce }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'a spread of a literal without secrets',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'const defaults = { step: 1, retries: 0 };',
        'export const s = (userId) => sealState({ ...defaults, tool: "t" }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'a spread of an unknown state',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, state) => sealState({ ...state, step: 2 }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'names that describe a secret',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, k) => sealState({ apiKeyId: k.id, secretName: k.name, accessTokenExpiresAt: k.exp, keyId: "k1" }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'a computed key',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, name, value) => sealState({ [name]: value }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'JWT claims without secrets',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'export const mint = (sub, scope) => jwt.sign({ sub, scope, token_use: "access" }, process.env.JWT_SECRET, { expiresIn: "10m" });',
      ),
    },
    {
      name: 'a seal-looking method on an unknown object',
      code: 'export const s = (vault, apiKey) => vault.seal({ apiKey });',
    },
    {
      name: 'a local function that only stringifies, without a MAC',
      code: lines(
        'const encode = (value) => JSON.stringify(value);',
        'export const s = (apiKey) => encode({ apiKey });',
      ),
    },
    {
      name: 'a number of tokens written before sealing',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function s(userId, usage) {',
        '  const state = { step: 1 };',
        '  state.tokens = usage.total;',
        '  state.hasToken = true;',
        '  return sealState(state, { userId, tool: "t" });',
        '}',
      ),
    },
    {
      name: 'a request id header in unsigned state',
      code: 'export const ask = (req) => ({ resultType: "input_required", inputRequests: {}, requestState: JSON.stringify({ id: req.headers["x-request-id"] }) });',
    },
    {
      name: 'an object literal under a secret name holds no secret',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, scopes) => sealState({ authorization: { status: "granted", scopes }, credentials: [] }, { userId, tool: "t" });',
      ),
    },
    {
      name: 'a user id read through authInfo with &&',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function s(extra) {',
        '  const u = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;',
        '  return sealState({ u }, { userId: u, tool: "t" });',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'a const object with a shorthand apiKey',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function ask(userId, apiKey, step) {',
        '  const state = {',
        '    step,',
        '    apiKey,',
        '  };',
        '  return sealState(state, { userId, tool: "t" });',
        '}',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'apiKey' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 5,
          column: 5,
          endLine: 5,
          endColumn: 11,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'apiKey' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export function ask(userId, apiKey, step) {',
                '  const state = {',
                '    step,',
                '  };',
                '  return sealState(state, { userId, tool: "t" });',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'an inline password, last of two',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, step, password) => sealState({ step, password }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'password' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 64,
          endLine: 2,
          endColumn: 72,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'password' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, step, password) => sealState({ step }, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the only property',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, password) => sealState({ password }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'password' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 52,
          endLine: 2,
          endColumn: 60,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'password' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, password) => sealState({}, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a state sealer with upstream OAuth tokens on lines of their own',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
        'export const next = (userId, grant) =>',
        '  sealer.seal(',
        '    {',
        '      step: "org",',
        '      accessToken: grant.access_token,',
        '      refreshToken: grant.refresh_token',
        '    },',
        '    { userId, tool: "connect" },',
        '  );',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'accessToken' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 7,
          column: 7,
          endLine: 7,
          endColumn: 38,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'accessToken' },
              output: lines(
                "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
                'export const next = (userId, grant) =>',
                '  sealer.seal(',
                '    {',
                '      step: "org",',
                '      refreshToken: grant.refresh_token',
                '    },',
                '    { userId, tool: "connect" },',
                '  );',
              ),
            },
          ],
        },
        {
          messageId: 'secretInState',
          data: { subject: "'refreshToken' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 8,
          column: 7,
          endLine: 8,
          endColumn: 40,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'refreshToken' },
              output: lines(
                "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
                'export const next = (userId, grant) =>',
                '  sealer.seal(',
                '    {',
                '      step: "org",',
                '      accessToken: grant.access_token',
                '    },',
                '    { userId, tool: "connect" },',
                '  );',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'SDK codec mint with the bearer token from ctx.http',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'const codec = createRequestStateCodec({ key: process.env.STATE_KEY });',
        'export const s = (ctx, step) => codec.mint({ step, upstream: ctx.http?.authInfo?.token }, ctx);',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'upstream' holds the caller's credential (bearer token, Authorization or Cookie)", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 87,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'upstream' },
              output: lines(
                "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
                'const codec = createRequestStateCodec({ key: process.env.STATE_KEY });',
                'export const s = (ctx, step) => codec.mint({ step }, ctx);',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'jwt.sign with a secret environment variable',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'export const t = (job) => jwt.sign({ job, openai: process.env.OPENAI_API_KEY }, process.env.JWT_SECRET);',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'openai' holds the secret environment variable OPENAI_API_KEY", reader: 'anyone holding the JWT can read its claims (signed, not encrypted)' },
          line: 2,
          column: 43,
          endLine: 2,
          endColumn: 77,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'openai' },
              output: lines(
                "import jwt from 'jsonwebtoken';",
                'export const t = (job) => jwt.sign({ job }, process.env.JWT_SECRET);',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'jose SignJWT with a bare token',
      code: lines(
        "import { SignJWT } from 'jose';",
        'export const t = (key, token) => new SignJWT({ sub: "u", token }).setProtectedHeader({ alg: "HS256" }).sign(key);',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'token' looks like a secret", reader: 'anyone holding the JWT can read its claims (signed, not encrypted)' },
          line: 2,
          column: 58,
          endLine: 2,
          endColumn: 63,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'token' },
              output: lines(
                "import { SignJWT } from 'jose';",
                'export const t = (key, token) => new SignJWT({ sub: "u" }).setProtectedHeader({ alg: "HS256" }).sign(key);',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the reference hand-rolled sealer with the bearer token',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const sign = (body) => createHmac("sha256", process.env.STATE_KEY).update(body).digest("base64url");',
        'const sealState = (state, userId, tool) => {',
        '  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600000 })).toString("base64url");',
        '  return `${body}.${sign(body)}`;',
        '};',
        'export const ask = (args, extra) => sealState({ projectId: args.projectId, bearer: extra.authInfo.token }, "u", "t");',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'bearer' holds the caller's credential (bearer token, Authorization or Cookie)", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 7,
          column: 76,
          endLine: 7,
          endColumn: 104,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'bearer' },
              output: lines(
                "import { createHmac } from 'node:crypto';",
                'const sign = (body) => createHmac("sha256", process.env.STATE_KEY).update(body).digest("base64url");',
                'const sealState = (state, userId, tool) => {',
                '  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600000 })).toString("base64url");',
                '  return `${body}.${sign(body)}`;',
                '};',
                'export const ask = (args, extra) => sealState({ projectId: args.projectId }, "u", "t");',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'an unsigned requestState with the cookie header',
      code: lines(
        'export const ask = (req) => ({',
        '  resultType: "input_required",',
        '  inputRequests: {},',
        '  requestState: JSON.stringify({ step: 1, cookie: req.headers.cookie }),',
        '});',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'cookie' holds the caller's credential (bearer token, Authorization or Cookie)", reader: 'the client can read and change this unsigned state' },
          line: 4,
          column: 43,
          endLine: 4,
          endColumn: 69,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'cookie' },
              output: lines(
                'export const ask = (req) => ({',
                '  resultType: "input_required",',
                '  inputRequests: {},',
                '  requestState: JSON.stringify({ step: 1 }),',
                '});',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'inputRequired with base64 of a state holding the Authorization header',
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        'export const ask = (request) => inputRequired({ inputRequests: {}, requestState: btoa(JSON.stringify({ auth: request.headers.get("Authorization") })) });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'auth' holds the caller's credential (bearer token, Authorization or Cookie)", reader: 'the client can read and change this unsigned state' },
          line: 2,
          column: 104,
          endLine: 2,
          endColumn: 146,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'auth' },
              output: lines(
                "import { inputRequired } from '@modelcontextprotocol/server';",
                'export const ask = (request) => inputRequired({ inputRequests: {}, requestState: btoa(JSON.stringify({})) });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a spread of the request headers',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (req, userId) =>',
        '  sealState(',
        '    {',
        '      ...req.headers,',
        '      path: req.path,',
        '    },',
        '    { userId, tool: "t" },',
        '  );',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: 'Spreading the request headers (with Authorization and Cookie) into the state copies secrets', reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 5,
          column: 7,
          endLine: 5,
          endColumn: 21,
          suggestions: [
            {
              messageId: 'removeSpread',
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (req, userId) =>',
                '  sealState(',
                '    {',
                '      path: req.path,',
                '    },',
                '    { userId, tool: "t" },',
                '  );',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a spread of process.env',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState({ stage: "dev", ...process.env }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: 'Spreading the whole environment (process.env) into the state copies secrets', reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 56,
          endLine: 2,
          endColumn: 70,
          suggestions: [
            {
              messageId: 'removeSpread',
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId) => sealState({ stage: "dev" }, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a spread of authInfo',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (extra) => sealState({ ...extra.authInfo, step: 1 }, { userId: "u", tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "Spreading the caller's authInfo (with its bearer token) into the state copies secrets", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 41,
          endLine: 2,
          endColumn: 58,
          suggestions: [
            {
              messageId: 'removeSpread',
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (extra) => sealState({ step: 1 }, { userId: "u", tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the request headers as a value',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (req, userId) => sealState({ step: 1, headers: req.headers }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'headers' holds the request headers (with Authorization and Cookie)", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 56,
          endLine: 2,
          endColumn: 76,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'headers' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (req, userId) => sealState({ step: 1 }, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a GitHub token literal under an innocent key',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState({ value: "ghp_16C7e42F292c6912E7710c838347Ae178B4a" }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'value' holds a GitHub token", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 42,
          endLine: 2,
          endColumn: 91,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'value' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId) => sealState({}, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a PEM private key in a template literal',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState({ pem: `-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEIB\\n-----END EC PRIVATE KEY-----` }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'pem' holds a PEM private key", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 42,
          endLine: 2,
          endColumn: 121,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'pem' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId) => sealState({}, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a JWT literal and an AWS key id',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState({',
        '  sample: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",',
        '  aws: "AKIAIOSFODNN7EXAMPLE",',
        '}, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'sample' holds a JSON Web Token", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 105,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'sample' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId) => sealState({',
                '  aws: "AKIAIOSFODNN7EXAMPLE",',
                '}, { userId, tool: "t" });',
              ),
            },
          ],
        },
        {
          messageId: 'secretInState',
          data: { subject: "'aws' holds an AWS access key id", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 4,
          column: 3,
          endLine: 4,
          endColumn: 30,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'aws' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId) => sealState({',
                '  sample: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",',
                '}, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a property written before sealing',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function s(userId, key) {',
        '  const state = { step: 1 };',
        '  state.apiKey = key;',
        '  return sealState(state, { userId, tool: "t" });',
        '}',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'apiKey' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 4,
          column: 3,
          endLine: 4,
          endColumn: 21,
          suggestions: [
            {
              messageId: 'removeAssignment',
              data: { key: 'apiKey' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export function s(userId, key) {',
                '  const state = { step: 1 };',
                '  return sealState(state, { userId, tool: "t" });',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'Object.assign before sealing',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function s(userId, login) {',
        '  const state = { step: 1 };',
        '  Object.assign(state, { user: login.user, password: login.password });',
        '  return sealState(state, { userId, tool: "t" });',
        '}',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'password' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 4,
          column: 44,
          endLine: 4,
          endColumn: 68,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'password' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export function s(userId, login) {',
                '  const state = { step: 1 };',
                '  Object.assign(state, { user: login.user });',
                '  return sealState(state, { userId, tool: "t" });',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a nested object',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, accessToken) => sealState({ step: 1, upstream: { accessToken, region: "eu" } }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'accessToken' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 76,
          endLine: 2,
          endColumn: 87,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'accessToken' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, accessToken) => sealState({ step: 1, upstream: { region: "eu" } }, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a secret inside an object under a secret name',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, user, password) => sealState({ credentials: { user, password } }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'password' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 79,
          endLine: 2,
          endColumn: 87,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'password' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, user, password) => sealState({ credentials: { user } }, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'an array of objects',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, a) => sealState({ accounts: [{ name: a.name, password: a.password }] }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'password' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 72,
          endLine: 2,
          endColumn: 92,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'password' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, a) => sealState({ accounts: [{ name: a.name }] }, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'snake_case and kebab-case keys',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, c) => sealState({ client_secret: c.secret, "x-api-key": c.key }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'client_secret' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 45,
          endLine: 2,
          endColumn: 68,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'client_secret' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, c) => sealState({ "x-api-key": c.key }, { userId, tool: "t" });',
              ),
            },
          ],
        },
        {
          messageId: 'secretInState',
          data: { subject: "'x-api-key' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 70,
          endLine: 2,
          endColumn: 88,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'x-api-key' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, c) => sealState({ client_secret: c.secret }, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a credentials environment variable',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState({ gcp: process.env.GCP_CREDENTIALS_JSON }, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'gcp' holds the secret environment variable GCP_CREDENTIALS_JSON", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 42,
          endLine: 2,
          endColumn: 79,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'gcp' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId) => sealState({}, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'extraKeys',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId, form) => sealState({ step: 2, applicantSsn: form.ssn }, { userId, tool: "kyc" });',
      ),
      options: [{'extraKeys':['ssn']}],
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'applicantSsn' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 57,
          endLine: 2,
          endColumn: 79,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'applicantSsn' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (userId, form) => sealState({ step: 2 }, { userId, tool: "kyc" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'allowKeys does not silence a secret value',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (extra) => sealState({ token: extra.authInfo.token }, { userId: "u", tool: "t" });',
      ),
      options: [{'allowKeys':['token']}],
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'token' holds the caller's credential (bearer token, Authorization or Cookie)", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 41,
          endLine: 2,
          endColumn: 68,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'token' },
              output: lines(
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                'export const s = (extra) => sealState({}, { userId: "u", tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the whole payload is a secret',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export const s = (userId) => sealState(process.env.API_KEY, { userId, tool: "t" });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: 'The state is the secret environment variable API_KEY', reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 40,
          endLine: 2,
          endColumn: 59,
          suggestions: [],
        },
      ],
    },
    {
      name: 'an assigned requestState',
      code: lines(
        'export function ask(result, token) {',
        '  result.requestState = JSON.stringify({ step: 1, sessionToken: token });',
        '  return result;',
        '}',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'sessionToken' looks like a secret", reader: 'the client can read and change this unsigned state' },
          line: 2,
          column: 51,
          endLine: 2,
          endColumn: 70,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'sessionToken' },
              output: lines(
                'export function ask(result, token) {',
                '  result.requestState = JSON.stringify({ step: 1 });',
                '  return result;',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'CommonJS require of the seal helper',
      code: lines(
        "const { sealState } = require('eslint-plugin-mcp-state/seal');",
        'exports.s = (userId, secret) => sealState({ secret }, { userId, tool: "t" });',
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'secret' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 2,
          column: 45,
          endLine: 2,
          endColumn: 51,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'secret' },
              output: lines(
                "const { sealState } = require('eslint-plugin-mcp-state/seal');",
                'exports.s = (userId, secret) => sealState({}, { userId, tool: "t" });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a local encoder for unsigned state',
      code: lines(
        'const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");',
        'export const ask = (answer) => ({ resultType: "input_required", inputRequests: {}, requestState: encode({ host: answer.host, passwd: answer.password }) });',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'passwd' looks like a secret", reader: 'the client can read and change this unsigned state' },
          line: 2,
          column: 126,
          endLine: 2,
          endColumn: 149,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'passwd' },
              output: lines(
                'const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");',
                'export const ask = (answer) => ({ resultType: "input_required", inputRequests: {}, requestState: encode({ host: answer.host }) });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a hand-rolled sealer that wraps its payload',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const sign = (body) => createHmac("sha256", process.env.STATE_KEY).update(body).digest("base64url");',
        'function seal(payload, userId) {',
        '  const body = Buffer.from(JSON.stringify({ payload, userId, exp: Date.now() + 600000 })).toString("base64url");',
        '  return `${body}.${sign(body)}`;',
        '}',
        'export const ask = (req, cart) => seal({ cart, authorization: req.headers.authorization }, req.user.id);',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'authorization' holds the caller's credential (bearer token, Authorization or Cookie)", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 7,
          column: 48,
          endLine: 7,
          endColumn: 88,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'authorization' },
              output: lines(
                "import { createHmac } from 'node:crypto';",
                'const sign = (body) => createHmac("sha256", process.env.STATE_KEY).update(body).digest("base64url");',
                'function seal(payload, userId) {',
                '  const body = Buffer.from(JSON.stringify({ payload, userId, exp: Date.now() + 600000 })).toString("base64url");',
                '  return `${body}.${sign(body)}`;',
                '}',
                'export const ask = (req, cart) => seal({ cart }, req.user.id);',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a write inside an if is reported without a suggestion',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function s(userId, key, keep) {',
        '  const state = { step: 1 };',
        '  if (keep) state.apiKey = key;',
        '  return sealState(state, { userId, tool: "t" });',
        '}',
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'apiKey' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 4,
          column: 13,
          endLine: 4,
          endColumn: 31,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'TypeScript: typed state without secrets',
        code: lines(
          "import { sealState } from 'eslint-plugin-mcp-state/seal';",
          'interface State { step: number; maxTokens: number }',
          'export const s = (userId: string, state: State) => sealState({ ...state } satisfies State, { userId, tool: "t" });',
        ),
      },
      ],
    invalid: [
      {
        name: 'TypeScript: satisfies and as',
        code: lines(
          "import { sealState } from 'eslint-plugin-mcp-state/seal';",
          'interface State { step: number; apiKey?: string }',
          'export const s = (userId: string, apiKey: string) => sealState({ step: 1, apiKey } satisfies State as State, { userId, tool: "t" });',
        ),
        errors: [
          {
            messageId: 'secretInState',
            data: { subject: "'apiKey' looks like a secret", reader: 'the client can read sealed state (signed, not encrypted)' },
            line: 3,
            column: 75,
            endLine: 3,
            endColumn: 81,
            suggestions: [
              {
                messageId: 'removeProperty',
                data: { key: 'apiKey' },
                output: lines(
                  "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                  'interface State { step: number; apiKey?: string }',
                  'export const s = (userId: string, apiKey: string) => sealState({ step: 1 } satisfies State as State, { userId, tool: "t" });',
                ),
              },
            ],
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
        plugins: { 'mcp-state': { rules: { 'no-secrets-in-state': rule as never } } },
        rules: { 'mcp-state/no-secrets-in-state': ['error', options] as never },
      },
    ]);

  it('accepts extra and allowed keys', () => {
    expect(lint({ extraKeys: ['ssn'], allowKeys: ['token'] })).toEqual([]);
  });

  it.each([
    [{ extraKeys: 'ssn' }, /Value "ssn" should be array/],
    [{ allowKeys: [''] }, /should NOT be shorter than 1 characters/],
    [{ allowKeys: ['token', 'token'] }, /should NOT have duplicate items/],
    [{ keys: ['ssn'] }, /Unexpected property "keys"/],
  ])('rejects %j with a schema error', (options, message) => {
    expect(() => lint(options)).toThrow(message);
  });
});

describe('robustness', () => {
  const lint = (code: string) =>
    new Linter({ configType: 'flat' }).verify(code, [
      {
        plugins: { 'mcp-state': { rules: { 'no-secrets-in-state': rule as never } } },
        rules: { 'mcp-state/no-secrets-in-state': 'error' },
      },
    ]);

  it('survives deeply nested state and long chains without a crash', () => {
    const nested = `${'{ a: '.repeat(300)}{ password: p }${' }'.repeat(300)}`;
    const messages = lint(`import { sealState } from 'eslint-plugin-mcp-state/seal';\nexport const s = (p, b) => sealState(${nested}, b);`);
    expect(messages.filter((message) => message.fatal || message.ruleId === null)).toEqual([]);
  });

  it('reports through a chain of constant spreads', () => {
    const chain = Array.from({ length: 20 }, (_, index) => `const s${index + 1} = { ...s${index}, n${index}: ${index} };`).join('\n');
    const messages = lint(`import { sealState } from 'eslint-plugin-mcp-state/seal';\nconst s0 = { apiKey: process.env.API_KEY };\n${chain}\nexport const t = (b) => sealState(s20, b);`);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([['mcp-state/no-secrets-in-state', 2]]);
  });
});
