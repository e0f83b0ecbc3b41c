// Token libraries as rows, and what a call's surroundings prove (session 61): a PASETO public token is read as a JWT is
// (signed, readable), a member of another module's configuration holds its random fallback, a function a registry
// runs reads state its own results show unsigned, and a destructive tool's argument is still confirmed when a const
// made from it is shown and used on the retry (arguments parsed by the tool's schema are the arguments).
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('token-libraries');
project.write('package.json', '{ "name": "desk", "private": true, "type": "module" }');
project.write('src/state/round-token.js', ...[
  "import { V4 } from 'paseto';",
  "",
  "const secretKey = process.env.DESK_PASETO_SECRET_KEY;",
  "const publicKey = process.env.DESK_PASETO_PUBLIC_KEY;",
  "",
  "export function issueRoundToken(payload, binding) {",
  "  return V4.sign(payload, secretKey, { subject: binding.userId, audience: binding.tool, expiresIn: '10 minutes' });",
  "}",
  "",
  "export function readRoundToken(token, binding) {",
  "  return V4.verify(token, publicKey, { subject: binding.userId, audience: binding.tool });",
  "}",
]);
project.write('src/supplier.js', ...[
  "export async function openSupplierSession() {",
  "  const response = await fetch('https://supplier.example/session', { method: 'POST' });",
  "  const json = await response.json();",
  "  return { accessToken: json.access_token, expiresIn: json.expires_in };",
  "}",
]);
project.write('src/config.js', ...[
  "import { randomBytes } from 'node:crypto';",
  "",
  "export const config = {",
  "  port: Number(process.env.PORT ?? 3030),",
  "  stateKey: process.env.LEDGER_STATE_KEY ?? randomBytes(16).toString('hex'),",
  "  stateTtlSeconds: 300,",
  "};",
]);
project.write('src/state/progress.js', ...[
  "export function encodeProgress(progress) {",
  "  return Buffer.from(JSON.stringify(progress), 'utf8').toString('base64url');",
  "}",
  "",
  "export function decodeProgress(raw) {",
  "  return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));",
  "}",
]);
project.write('src/server.js', ...[
  "import { McpServer, createRequestStateCodec } from '@modelcontextprotocol/server';",
  "import { registerRollback } from './tools/rollback.js';",
  "",
  "const codec = createRequestStateCodec({ key: new TextEncoder().encode(process.env.DESK_STATE_KEY), ttlSeconds: 600, bind: (ctx) => ctx.http?.authInfo?.extra?.userId });",
  "export const server = new McpServer({ name: 'desk', version: '1.0.0' }, { requestState: { codec } });",
  "registerRollback(server, codec);",
]);

const book = [
  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
  "import { openSupplierSession } from '../supplier.js';",
  "import { issueRoundToken, readRoundToken } from '../state/round-token.js';",
  "",
  "export const server = new McpServer({ name: 'desk', version: '1.0.0' });",
  "server.registerTool('book_fare', { description: 'Book a fare' }, async (args, ctx) => {",
  "  const userId = ctx.http?.authInfo?.extra?.userId;",
  "  const raw = ctx.mcpReq.requestState();",
  "  if (raw === undefined) {",
  "    const session = await openSupplierSession();",
  "    const pending = { fareId: args.fareId, supplierSession: session.accessToken };",
  "    return inputRequired({ inputRequests: {}, requestState: await issueRoundToken(pending, { userId, tool: 'book_fare' }) });",
  "  }",
  "  const pending = await readRoundToken(raw, { userId, tool: 'book_fare' });",
  "  return { content: [{ type: 'text', text: `Booked ${pending.fareId}` }] };",
  "});",
];
const sealer = [
  "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
  "import { config } from '../config.js';",
  "",
  "export const sealer = createStateSealer({ keys: [config.stateKey], ttlSeconds: config.stateTtlSeconds });",
];
const reconcile = [
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { register } from '../registry.js';",
  "import { decodeProgress, encodeProgress } from '../state/progress.js';",
  "",
  "register('reconcile_account', {",
  "  async run({ args, ctx }) {",
  "    const raw = ctx.mcpReq.requestState();",
  "    const progress = raw ? decodeProgress(raw) : { account: args.account, offset: 0 };",
  "    return inputRequired({ inputRequests: {}, requestState: encodeProgress({ ...progress, offset: progress.offset + 1 }) });",
  "  },",
  "});",
];
const rollback = [
  "import * as z from 'zod/v4';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { history, rollback } from '../deployer.js';",
  "",
  "const Args = z.object({ app: z.string(), toRevision: z.string() });",
  "",
  "export function registerRollback(server, codec) {",
  "  server.registerTool('rollback_service', { description: 'Roll back', inputSchema: Args, annotations: { destructiveHint: true } }, async (args, ctx) => {",
  "    const { app, toRevision } = Args.parse(args);",
  "    const target = (await history(app)).find((entry) => entry.revision.startsWith(toRevision));",
  "    const state = ctx.mcpReq.requestState();",
  "    if (state === undefined) {",
  "      return inputRequired({ inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Roll ${app} back to ${target.revision}?`, requestedSchema: { type: 'object', properties: {} } } } }, requestState: await codec.mint({ tool: 'rollback_service', app }, ctx) });",
  "    }",
  "    if (state.tool !== 'rollback_service' || state.app !== app) return { isError: true, content: [] };",
  "    await rollback(app, target.id);",
  "    return { content: [{ type: 'text', text: 'Rolled back.' }] };",
  "  });",
  "}",
];
const boundRollback = rollback.map((row) => row.replace("{ tool: 'rollback_service', app }", "{ tool: 'rollback_service', app, toRevision }").replace('state.app !== app)', 'state.app !== app || state.toRevision !== toRevision)'));

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a PASETO carrying only the fare', filename: project.path('src/tools/book-fare.js'), code: lines(...book.map((row) => row.replace(', supplierSession: session.accessToken', ''))) }],
  invalid: [
    {
      name: "a supplier's access token in a PASETO public token, which anyone holding it can read",
      filename: project.path('src/tools/book.js'),
      code: lines(...book),
      errors: [{ messageId: 'secretInState', line: 11, column: 44, endLine: 11, endColumn: 80, suggestions: [{ messageId: 'removeProperty', output: lines(...[
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { openSupplierSession } from '../supplier.js';",
        "import { issueRoundToken, readRoundToken } from '../state/round-token.js';",
        "",
        "export const server = new McpServer({ name: 'desk', version: '1.0.0' });",
        "server.registerTool('book_fare', { description: 'Book a fare' }, async (args, ctx) => {",
        "  const userId = ctx.http?.authInfo?.extra?.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (raw === undefined) {",
        "    const session = await openSupplierSession();",
        "    const pending = { fareId: args.fareId };",
        "    return inputRequired({ inputRequests: {}, requestState: await issueRoundToken(pending, { userId, tool: 'book_fare' }) });",
        "  }",
        "  const pending = await readRoundToken(raw, { userId, tool: 'book_fare' });",
        "  return { content: [{ type: 'text', text: `Booked ${pending.fareId}` }] };",
        "});",
      ]) }] }],
    },
  ],
});

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a sealer whose key the environment must set', filename: project.path('src/state/sealer-required.js'), code: lines(...sealer.map((row) => row.replace('config.stateKey', 'process.env.LEDGER_STATE_KEY'))) }],
  invalid: [
    {
      name: "a key ring's member of another module's configuration, falling back to 16 random bytes",
      filename: project.path('src/state/sealer.js'),
      code: lines(...sealer),
      errors: [{ messageId: 'shortFallback', line: 4, column: 50, endLine: 4, endColumn: 65, suggestions: [] }],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: 'a registry entry sealing and opening its progress',
      filename: project.path('src/tools/reconcile-sealed.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { openState, sealState } from 'eslint-plugin-mcp-state/seal';",
        "import { register } from '../registry.js';",
        '',
        "register('reconcile_account', {",
        '  async run({ args, ctx, caller }) {',
        '    const raw = ctx.mcpReq.requestState();',
        "    const binding = { userId: caller, tool: 'reconcile_account' };",
        '    const opened = raw ? openState(raw, binding) : undefined;',
        '    const progress = opened?.ok ? opened.state : { account: args.account, offset: 0 };',
        '    return inputRequired({ inputRequests: {}, requestState: sealState({ ...progress, offset: progress.offset + 1 }, binding) });',
        '  },',
        '});',
      ),
    },
  ],
  invalid: [
    {
      name: 'a registry entry (no server in sight) reading back progress it hands out unsigned',
      filename: project.path('src/tools/reconcile.js'),
      code: lines(...reconcile),
      errors: [
        { messageId: 'unverifiedStateHelper', line: 8, column: 28, endLine: 8, endColumn: 47, suggestions: [] },
        { messageId: 'unsignedStateHelper', line: 9, column: 61, endLine: 9, endColumn: 121, suggestions: [] },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the rollback minting and comparing the revision too', filename: project.path('src/tools/rollback-bound.js'), code: lines(...boundRollback) }],
  invalid: [
    {
      name: 'a destructive rollback showing the revision found from its argument and acting on it again, unbound',
      filename: project.path('src/tools/rollback.js'),
      code: lines(...rollback),
      errors: [{ messageId: 'missingArgs', line: 13, column: 229, endLine: 13, endColumn: 279, suggestions: [] }],
    },
  ],
});
