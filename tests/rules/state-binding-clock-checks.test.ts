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

testRule('require-state-binding', rule, {
  valid: [
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
    valid: [],
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
