import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

// Issue 17: a key that falls back to one made at random by each process, inside a longer chain.

const STRICT = [{ allowPerProcessKey: false }] as const;

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a strong per-process fallback under the default options',
      code: lines(
        "import { randomBytes } from 'node:crypto';",
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'export const sealer = createStateSealer({ keys: [process.env.STATE_KEY ?? randomBytes(32)] });',
      ),
    },
    {
      name: 'strict: a strong per-process fallback for an HMAC that signs no request state',
      code: lines(
        "import { createHmac, randomBytes } from 'node:crypto';",
        "const cacheKey = process.env.CACHE_KEY || randomBytes(32).toString('hex');",
        "export const bucketOf = (url) => createHmac('sha256', cacheKey).update(url).digest('hex').slice(0, 8);",
      ),
      options: STRICT,
    },
    {
      name: 'Math.random feeds the data, not the key',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export const nonce = () => createHmac('sha256', process.env.STATE_KEY).update(Math.random().toString(36)).digest('hex');",
      ),
    },
    {
      name: 'a fallback that throws when the key is missing',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const missing = (name) => { throw new Error(`${name} is not set`); };",
        "const key = process.env.STATE_KEY ?? missing('STATE_KEY');",
        "export const sign = (body) => createHmac('sha256', key).update(body).digest('base64url');",
      ),
    },
    {
      name: 'random values beside the key but never chosen as the key',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'const instanceId = Math.random().toString(36).slice(2);',
        'const key = process.env.STATE_KEY ?? process.env.LEGACY_STATE_KEY;',
        'export const sealer = createStateSealer({ keys: [{ id: instanceId, secret: key }] });',
      ),
    },
  ],
  invalid: [
    {
      name: 'a sealer key falling back to Math.random() strings',
      code: lines(
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'export const sealer = createStateSealer({',
        '  keys: [process.env.STATE_KEY ?? Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2)],',
        '});',
      ),
      errors: [
        {
          messageId: 'predictableFallback',
          data: { use: 'state sealer key', source: 'STATE_KEY' },
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 108,
          suggestions: [],
        },
      ],
    },
    {
      name: 'an HMAC key falling back to crypto.randomUUID()',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export const sign = (body) => createHmac('sha256', process.env.STATE_KEY || crypto.randomUUID()).update(body).digest('hex');",
      ),
      errors: [
        {
          messageId: 'shortFallback',
          data: { use: 'HMAC key', bits: '122', source: 'STATE_KEY' },
          line: 2,
          column: 52,
          endLine: 2,
          endColumn: 96,
          suggestions: [],
        },
      ],
    },
    {
      name: 'the fallback inside Buffer.from()',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { randomUUID } from 'node:crypto';",
        "export const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY ?? randomUUID(), 'utf8'), bind: (ctx) => ctx.sessionId });",
      ),
      errors: [
        {
          messageId: 'shortFallback',
          data: { use: 'request-state codec key', bits: '122', source: 'STATE_KEY' },
          line: 3,
          column: 48,
          endLine: 3,
          endColumn: 111,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a codec key falling back to the clock',
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'export const codec = createRequestStateCodec({',
        '  key: process.env.STATE_KEY || Date.now().toString(36),',
        '  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`,',
        '});',
      ),
      errors: [
        {
          messageId: 'predictableFallback',
          data: { use: 'request-state codec key', source: 'STATE_KEY' },
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 56,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a longer chain in a constant, the last link a template around the clock',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const STATE_SECRET = process.env.MCP_STATE_SECRET ?? process.env.STATE_KEY ?? `dev-${Date.now().toString(36)}`;',
        "export const sign = (body) => createHmac('sha256', STATE_SECRET).update(body).digest('base64url');",
      ),
      errors: [
        {
          messageId: 'predictableFallback',
          data: { use: 'HMAC key', source: 'MCP_STATE_SECRET' },
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 64,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a local function returning the configured key or a random one',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'function stateKey() {',
        '  const configured = process.env.STATE_KEY;',
        '  if (configured) return configured;',
        '  return Math.random().toString(36).slice(2);',
        '}',
        "export const sign = (body) => createHmac('sha256', stateKey()).update(body).digest('base64url');",
      ),
      errors: [
        {
          messageId: 'predictableFallback',
          data: { use: 'HMAC key', source: 'STATE_KEY' },
          line: 7,
          column: 52,
          endLine: 7,
          endColumn: 62,
          suggestions: [],
        },
      ],
    },
    {
      name: 'strict: a sealer key falling back to random bytes of this process',
      code: lines(
        "import { randomBytes } from 'node:crypto';",
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        'export const sealer = createStateSealer({ keys: [process.env.STATE_KEY ?? randomBytes(32)] });',
      ),
      options: STRICT,
      errors: [
        {
          messageId: 'perProcessFallback',
          data: { use: 'state sealer key', source: 'STATE_KEY' },
          line: 3,
          column: 50,
          endLine: 3,
          endColumn: 90,
          suggestions: [],
        },
      ],
    },
    {
      name: 'two Math.random() strings joined, with no configured key at all',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const key = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);',
        "export const sign = (body) => createHmac('sha256', key).update(body).digest('hex');",
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
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'TS: a JWT key asserted to a string, falling back to randomUUID()',
        code: lines(
          "import jwt from 'jsonwebtoken';",
          "import { randomUUID } from 'node:crypto';",
          'const secret = (process.env.JWT_SECRET as string | undefined) ?? randomUUID();',
          "export const mint = (claims: object): string => jwt.sign(claims, secret!, { expiresIn: '10m' });",
        ),
        errors: [
          {
            messageId: 'shortFallback',
            data: { use: 'JWT signing key', bits: '122', source: 'JWT_SECRET' },
            line: 4,
            column: 66,
            endLine: 4,
            endColumn: 73,
            suggestions: [],
          },
        ],
      },
    ],
  },
});
