import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

// Issue 17: where a mixed-units finding points, and JWTs that carry their own issue time checked against a maximum age.

const SECONDS_SEALER = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
  'export function sealState(state, userId, tool) {',
  "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');",
  '  return `${body}.${sign(body)}`;',
  '}',
];

const JWT_ASK = (claims: string, options = '') =>
  `export const ask = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign(${claims}, STATE_KEY${options}) });`;

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'jwt without expiresIn whose issuedAt the verifier compares with a 10-minute limit',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        'const MAX_STATE_AGE_MS = 10 * 60 * 1000;',
        JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }'),
        'export function readState(token) {',
        '  const claims = jwt.verify(token, STATE_KEY);',
        "  if (Date.now() - claims.issuedAt > MAX_STATE_AGE_MS) throw new Error('requestState expired');",
        '  return claims;',
        '}',
      ),
    },
    {
      name: "jsonwebtoken's own iat checked by verify's maxAge",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool }'),
        "export const readState = (token) => jwt.verify(token, STATE_KEY, { algorithms: ['HS256'], maxAge: '10m' });",
      ),
    },
    {
      name: "maxAge on the verify that requires the seal's own literal audience",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool }', ", { audience: 'transfer_stock' }"),
        "export const readTransfer = (token) => jwt.verify(token, STATE_KEY, { audience: 'transfer_stock', maxAge: '10m' });",
      ),
    },
    {
      name: 'jose setIssuedAt() checked by jwtVerify maxTokenAge',
      code: lines(
        "import { SignJWT, jwtVerify } from 'jose';",
        'const key = new TextEncoder().encode(process.env.STATE_KEY);',
        "export const ask = async (userId) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ tool: 'publish' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuedAt().sign(key) });",
        'export async function readState(token) {',
        '  const { payload } = await jwtVerify(token, key, { maxTokenAge: 300 });',
        '  return payload;',
        '}',
      ),
    },
    {
      name: 'ts in seconds checked by the handler that calls the verifying helper',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        'const nowSeconds = () => Math.floor(Date.now() / 1000);',
        JWT_ASK('{ sub: userId, tool, ts: nowSeconds() }', ", { noTimestamp: true }"),
        'function verifyState(token) {',
        '  return jwt.verify(token, STATE_KEY);',
        '}',
        'export function resume(token) {',
        '  const state = verifyState(token);',
        '  if (nowSeconds() > state.ts + 300) return undefined;',
        '  return state;',
        '}',
      ),
    },
    {
      name: 'createdAt checked in the verify callback',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool, createdAt: Date.now() }'),
        'export function readState(token, done) {',
        '  jwt.verify(token, STATE_KEY, (error, decoded) => {',
        "    if (error || Date.now() - decoded.createdAt > 300_000) return done(error ?? new Error('expired'));",
        '    done(null, decoded);',
        '  });',
        '}',
      ),
    },
    {
      name: 'jose iat destructured from the payload and compared in seconds',
      code: lines(
        "import { SignJWT, jwtVerify } from 'jose';",
        'const key = new TextEncoder().encode(process.env.STATE_KEY);',
        "export const ask = async (userId) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ sub: userId, tool: 'publish', iat: Math.floor(Date.now() / 1000) }).setProtectedHeader({ alg: 'HS256' }).sign(key) });",
        'export async function readState(token) {',
        '  const { payload: { iat } } = await jwtVerify(token, key);',
        '  const age = Math.floor(Date.now() / 1000) - iat;',
        '  return age <= 600;',
        '}',
      ),
    },
    {
      name: 'mixed units: an expiry in seconds compared with the clock in seconds',
      code: lines(
        ...SECONDS_SEALER,
        'export function openState(sealed, userId, tool) {',
        "  const [body, mac] = sealed.split('.');",
        '  const expected = Buffer.from(sign(body));',
        '  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return null;',
        "  const payload = JSON.parse(Buffer.from(body, 'base64url').toString());",
        '  if (payload.userId !== userId || payload.tool !== tool) return null;',
        '  if (payload.exp < Date.now() / 1000) return null;',
        '  return payload;',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'an issue time checked against an hour: the limit is reported',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }'),
        'export function readState(token) {',
        '  const claims = jwt.verify(token, STATE_KEY);',
        "  if (Date.now() - claims.issuedAt > 60 * 60 * 1000) throw new Error('requestState expired');",
        '  return claims;',
        '}',
      ),
      errors: [
        {
          messageId: 'ttlTooLong',
          data: { ttl: '1 h', max: '10 min', maxSeconds: '600' },
          line: 6,
          column: 38,
          endLine: 6,
          endColumn: 52,
          suggestions: [],
        },
      ],
    },
    {
      name: "verify's maxAge over the limit: reported on the option, replaced by the limit",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool }'),
        "export const readState = (token) => jwt.verify(token, STATE_KEY, { maxAge: '2h' });",
      ),
      errors: [
        {
          messageId: 'ttlTooLong',
          data: { ttl: '2 h', max: '10 min', maxSeconds: '600' },
          line: 4,
          column: 76,
          endLine: 4,
          endColumn: 80,
          suggestions: [
            {
              messageId: 'shortenTtl',
              data: { value: '600' },
              output: lines(
                "import jwt from 'jsonwebtoken';",
                'const STATE_KEY = process.env.STATE_KEY;',
                JWT_ASK('{ sub: userId, tool }'),
                'export const readState = (token) => jwt.verify(token, STATE_KEY, { maxAge: 600 });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'an issue time in milliseconds compared with a clock in seconds limits nothing',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }'),
        'export function readState(token) {',
        '  const claims = jwt.verify(token, STATE_KEY);',
        "  if (Math.floor(Date.now() / 1000) - claims.issuedAt > 600) throw new Error('requestState expired');",
        '  return claims;',
        '}',
      ),
      errors: [
        {
          messageId: 'missingExpiry',
          line: 3,
          column: 104,
          endLine: 3,
          endColumn: 168,
          suggestions: [
            {
              messageId: 'addField',
              output: lines(
                "import jwt from 'jsonwebtoken';",
                'const STATE_KEY = process.env.STATE_KEY;',
                JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }', ', { expiresIn: 600 }'),
                'export function readState(token) {',
                '  const claims = jwt.verify(token, STATE_KEY);',
                "  if (Math.floor(Date.now() / 1000) - claims.issuedAt > 600) throw new Error('requestState expired');",
                '  return claims;',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the age check belongs to a token verified with another key',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }'),
        'export function readSession(cookie) {',
        '  const session = jwt.verify(cookie, process.env.SESSION_SECRET);',
        '  return Date.now() - session.issuedAt < 600_000 ? session : null;',
        '}',
      ),
      errors: [
        {
          messageId: 'missingExpiry',
          line: 3,
          column: 104,
          endLine: 3,
          endColumn: 168,
          suggestions: [
            {
              messageId: 'addField',
              output: lines(
                "import jwt from 'jsonwebtoken';",
                'const STATE_KEY = process.env.STATE_KEY;',
                JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }', ', { expiresIn: 600 }'),
                'export function readSession(cookie) {',
                '  const session = jwt.verify(cookie, process.env.SESSION_SECRET);',
                '  return Date.now() - session.issuedAt < 600_000 ? session : null;',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'an issue time the verifier reads but never compares with the clock',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }', ', { noTimestamp: true }'),
        'export function readState(token) {',
        '  const claims = jwt.verify(token, STATE_KEY);',
        "  console.info('state issued at', new Date(claims.issuedAt).toISOString());",
        '  return claims.issuedAt > 0 ? claims : null;',
        '}',
      ),
      errors: [
        {
          messageId: 'missingExpiry',
          line: 3,
          column: 169,
          endLine: 3,
          endColumn: 190,
          suggestions: [
            {
              messageId: 'addField',
              output: lines(
                "import jwt from 'jsonwebtoken';",
                'const STATE_KEY = process.env.STATE_KEY;',
                JWT_ASK('{ sub: userId, tool, issuedAt: Date.now() }', ', { noTimestamp: true, expiresIn: 600 }'),
                'export function readState(token) {',
                '  const claims = jwt.verify(token, STATE_KEY);',
                "  console.info('state issued at', new Date(claims.issuedAt).toISOString());",
                '  return claims.issuedAt > 0 ? claims : null;',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "maxAge on the verify of another literal audience: it refuses this seal's tokens and limits none of them",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool }', ", { audience: 'transfer_stock' }"),
        "export const readTransfer = (token) => jwt.verify(token, STATE_KEY, { audience: 'transfer_stock' });",
        "export const readRecount = (token) => jwt.verify(token, STATE_KEY, { audience: 'recount_bin', maxAge: '10m' });",
      ),
      errors: [
        {
          messageId: 'missingExpiry',
          line: 3,
          column: 147,
          endLine: 3,
          endColumn: 177,
          suggestions: [
            {
              messageId: 'addField',
              output: lines(
                "import jwt from 'jsonwebtoken';",
                'const STATE_KEY = process.env.STATE_KEY;',
                JWT_ASK('{ sub: userId, tool }', ", { audience: 'transfer_stock', expiresIn: 600 }"),
                "export const readTransfer = (token) => jwt.verify(token, STATE_KEY, { audience: 'transfer_stock' });",
                "export const readRecount = (token) => jwt.verify(token, STATE_KEY, { audience: 'recount_bin', maxAge: '10m' });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'maxAge with noTimestamp: the token carries no iat to check',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const STATE_KEY = process.env.STATE_KEY;',
        JWT_ASK('{ sub: userId, tool }', ', { noTimestamp: true }'),
        "export const readState = (token) => jwt.verify(token, STATE_KEY, { maxAge: '10m' });",
      ),
      errors: [
        {
          messageId: 'missingExpiry',
          line: 3,
          column: 147,
          endLine: 3,
          endColumn: 168,
          suggestions: [
            {
              messageId: 'addField',
              output: lines(
                "import jwt from 'jsonwebtoken';",
                'const STATE_KEY = process.env.STATE_KEY;',
                JWT_ASK('{ sub: userId, tool }', ', { noTimestamp: true, expiresIn: 600 }'),
                "export const readState = (token) => jwt.verify(token, STATE_KEY, { maxAge: '10m' });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'mixed units: reported on the comparison, not on the opener',
      code: lines(
        ...SECONDS_SEALER,
        'export function openState(sealed, userId, tool) {',
        "  const [body, mac] = sealed.split('.');",
        '  const expected = Buffer.from(sign(body));',
        '  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return null;',
        "  const payload = JSON.parse(Buffer.from(body, 'base64url').toString());",
        '  if (payload.userId !== userId || payload.tool !== tool) return null;',
        '  if (payload.exp < Date.now()) return null;',
        '  return payload;',
        '}',
      ),
      errors: [
        {
          messageId: 'mixedUnits',
          data: {
            name: 'openState',
            field: 'exp',
            written: 'seconds',
            checked: 'milliseconds',
            comparison: 'payload.exp < Date.now()',
            effect: 'expires at once (or is refused every time)',
          },
          line: 13,
          column: 7,
          endLine: 13,
          endColumn: 31,
          suggestions: [],
        },
      ],
    },
    {
      name: 'mixed units checked by the caller of a MAC-only opener: reported where the caller compares',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
        'export function sealState(state, userId, tool) {',
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');",
        '  return `${body}.${sign(body)}`;',
        '}',
        'function unpackState(token) {',
        "  const [body, mac] = token.split('.');",
        '  if (!safeEqual(mac, sign(body))) return null;',
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        '}',
        'export function resume(token, userId, tool) {',
        '  const state = unpackState(token);',
        '  if (!state || state.userId !== userId || state.tool !== tool) return null;',
        '  return Math.floor(Date.now() / 1000) <= state.exp',
        '    ? state',
        '    : null;',
        '}',
      ),
      errors: [
        {
          messageId: 'mixedUnits',
          data: {
            name: 'resume',
            field: 'exp',
            written: 'milliseconds',
            checked: 'seconds',
            comparison: 'Math.floor(Date.now() / 1000) <= state.exp',
            effect: 'never expires',
          },
          line: 16,
          column: 10,
          endLine: 16,
          endColumn: 52,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'TS: typed claims with an issue time checked against the limit',
        code: lines(
          "import jwt, { type JwtPayload } from 'jsonwebtoken';",
          'interface StateClaims extends JwtPayload { tool: string; now: number }',
          'const STATE_KEY: string = process.env.STATE_KEY!;',
          "export const ask = (userId: string, tool: string) => ({ resultType: 'input_required' as const, inputRequests: {}, requestState: jwt.sign({ sub: userId, tool, now: Date.now() } satisfies Omit<StateClaims, 'iat'>, STATE_KEY) });",
          'export function readState(token: string): StateClaims | undefined {',
          '  const claims = jwt.verify(token, STATE_KEY) as StateClaims;',
          '  return (claims.now as number) + 600_000 >= Date.now() ? claims : undefined;',
          '}',
        ),
      },
    ],
    invalid: [
      {
        name: 'TS: mixed units through a typed payload, reported on the comparison',
        code: lines(
          "import { createHmac } from 'node:crypto';",
          "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
          'interface StatePayload { userId: string; tool: string; exp: number }',
          "const sign = (body: string): string => createHmac('sha256', process.env.STATE_KEY!).update(body).digest('hex');",
          'export function sealState(state: object, userId: string, tool: string): string {',
          "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Math.floor(Date.now() / 1000) + 300 })).toString('base64url');",
          '  return `${body}.${sign(body)}`;',
          '}',
          'export function openState(token: string, userId: string, tool: string): StatePayload | null {',
          "  const [body, mac] = token.split('.') as [string, string];",
          '  if (!safeEqual(mac, sign(body))) return null;',
          "  const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as StatePayload;",
          '  if (payload.userId !== userId || payload.tool !== tool) return null;',
          '  return (payload.exp as number) < Date.now() ? null : payload;',
          '}',
        ),
        errors: [
          {
            messageId: 'mixedUnits',
            line: 14,
            column: 10,
            endLine: 14,
            endColumn: 46,
            suggestions: [],
          },
        ],
      },
    ],
  },
});
