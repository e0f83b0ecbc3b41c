// A parameter whose declared type says what it holds: a JSDoc `@param` type in JavaScript (an object type whose member
// is `ReturnType<typeof import('…').createRefundState>`, or `@param {object} deps` with `@param {…} deps.state`), or a
// TypeScript object type on a destructured parameter (`{ state }: { state: ReturnType<typeof createRefundState> }`, the
// factory imported type-only too). Its members are what the factory makes: `state.mint` seals with the SDK codec, so the
// caller's bearer token minted into the state is reported where it is written.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-declared-types-'));
mkdirSync(join(project, 'security'));
mkdirSync(join(project, 'tools'));
writeFileSync(
  join(project, 'security/refund-state.js'),
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    'export function createRefundState({ key, ttlSeconds = 300 } = {}) {',
    '  const codec = createRequestStateCodec({ key, ttlSeconds, bind: (ctx) => ctx.http.authInfo.clientId });',
    '  const mint = async (payload, ctx) => codec.mint(payload, ctx);',
    '  return { mint, verify: (state, ctx) => codec.verify(state, ctx) };',
    '}',
    'export function createRefundLog(db) {',
    '  return { mint: async (payload) => db.insert(payload) };',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, 'tools', name);
const handler = (state: string) => [
  "  server.registerTool('issue_refund', { inputSchema: {} }, async (args, ctx) =>",
  `    inputRequired({ inputRequests: {}, requestState: await ${state}.mint({ orderId: args.orderId, callerToken: ctx.http?.authInfo?.token }, ctx) }));`,
];
const withoutToken = (state: string) => [
  "  server.registerTool('issue_refund', { inputSchema: {} }, async (args, ctx) =>",
  `    inputRequired({ inputRequests: {}, requestState: await ${state}.mint({ orderId: args.orderId }, ctx) }));`,
];
const jsDocObject = (factory: string, body: string[]) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    '/**',
    " * @param {import('@modelcontextprotocol/server').McpServer} server",
    ` * @param {{ state: ${factory}, orders: any }} deps`,
    ' */',
    'export default function registerRefundTool(server, { state, orders }) {',
    ...body,
    '}',
  );
const dotted = (body: string[]) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { createRefundState } from '../security/refund-state.js';",
    '/**',
    ' * @param {object} deps',
    ' * @param {ReturnType<typeof createRefundState>} deps.state',
    ' */',
    'export function registerRefundTool(server, deps) {',
    ...body,
    '}',
  );
const typed = (token: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import type { createRefundState } from '../security/refund-state.js';",
    'export function registerRefundTool(server: any, { state }: { state: ReturnType<typeof createRefundState> }) {',
    "  server.registerTool('issue_refund', { inputSchema: {} }, async (args: any, ctx: any) =>",
    `    inputRequired({ inputRequests: {}, requestState: await state.mint({ orderId: args.orderId${token ? `, ${token}` : ''} }, ctx) }));`,
    '}',
  );
const STATE = "ReturnType<typeof import('../security/refund-state.js').createRefundState>";
const READER = 'the client can read sealed state (signed, not encrypted)';
const TOKEN = "'callerToken' holds the caller's credential (bearer token, Authorization or Cookie)";

testRule('no-secrets-in-state', rule, {
  valid: [
    { name: 'a member whose JSDoc type is any', filename: at('refund.js'), code: jsDocObject('any', handler('state')) },
    {
      name: "a member typed as what a factory makes that does not seal (a log's insert)",
      filename: at('refund.js'),
      code: jsDocObject("ReturnType<typeof import('../security/refund-state.js').createRefundLog>", handler('state')),
    },
    { name: 'the codec given no credential', filename: at('refund.js'), code: jsDocObject(STATE, withoutToken('state')) },
  ],
  invalid: [
    {
      name: "a JSDoc object type whose member is what another module's factory makes",
      filename: at('refund.js'),
      code: jsDocObject(STATE, handler('state')),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: TOKEN, reader: READER },
          line: 8,
          column: 96,
          endLine: 8,
          endColumn: 134,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'callerToken' },
              output: jsDocObject(STATE, withoutToken('state')),
            },
          ],
        },
      ],
    },
    {
      name: 'a dotted JSDoc tag typing a member of the parameter, the factory imported by name',
      filename: at('dotted.js'),
      code: dotted(handler('deps.state')),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: TOKEN, reader: READER },
          line: 9,
          column: 101,
          endLine: 9,
          endColumn: 139,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'callerToken' }, output: dotted(withoutToken('deps.state')) }],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'a TypeScript object type on a destructured parameter, the factory imported type-only',
        filename: at('typed.ts'),
        code: typed('callerToken: ctx.http?.authInfo?.token'),
        errors: [
          {
            messageId: 'secretInState',
            data: { subject: TOKEN, reader: READER },
            line: 5,
            column: 96,
            endLine: 5,
            endColumn: 134,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'callerToken' }, output: typed('') }],
          },
        ],
      },
    ],
  },
});
