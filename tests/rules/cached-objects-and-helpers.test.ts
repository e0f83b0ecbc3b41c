// Proofs from blind rounds 69-73 (session 64), each on code arranged as its authors wrote it: a codec kept in a Map
// by a per-tool factory, or made once by a lazy getter, is a codec wherever its factory is called; a helper that
// compares the state it is handed with the arguments binds them; a helper that hands out `extra._meta.requestState`
// hands out the client's state; SDK 1.x results helpers
// that put the state in `_meta`; a mint wrapper adding fields; a JWT helper whose builder is kept in a const; a
// credential sent in a custom access-token header; a list a helper splits from what it is handed.
import secretsRule from '../../rules/no-secrets-in-state.js';
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('cached-objects-and-helpers');
project.write('package.json', '{ "name": "ledger", "private": true, "type": "module" }');
project.write('src/state.js',
  `import { createRequestStateCodec } from '@modelcontextprotocol/server';`,
  'const key = new TextEncoder().encode(process.env.STATE_KEY);',
  `if (key.length < 32) throw new Error('STATE_KEY must hold 32 bytes');`,
  'const userOf = (ctx) => ctx.http.authInfo.extra.userId;',
  'const codecs = new Map();',
  'export function codecFor(tool) {',
  '  let codec = codecs.get(tool);',
  '  if (!codec) {',
  '    codec = createRequestStateCodec({ key, ttlSeconds: 600, bind: (ctx) => `${userOf(ctx)}|${tool}` });',
  '    codecs.set(tool, codec);',
  '  }',
  '  return codec;',
  '}',
  'let shared;',
  'export function sharedCodec() {',
  `  shared ??= createRequestStateCodec({ key, ttlSeconds: 600, bind: (ctx) => \`\${userOf(ctx)}|refund_charge\` });`,
  '  return shared;',
  '}',
);

const REFUND = lines(
  `import { inputRequired } from '@modelcontextprotocol/server';`,
  `import * as z from 'zod/v4';`,
  `import { codecFor } from '../state.js';`,
  `const TOOL = 'refund_charge';`,
  'export function register(server, billing) {',
  '  server.registerTool(TOOL, { inputSchema: { chargeId: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {',
  '    const raw = ctx.mcpReq.requestState();',
  '    if (!raw) {',
  '      const charge = await billing.charge(args.chargeId);',
  `      const requestState = await codecFor(TOOL).mint({ step: 'confirm', currency: charge.currency }, ctx);`,
  '      return inputRequired({ inputRequests: {}, requestState });',
  '    }',
  '    await codecFor(TOOL).verify(raw, ctx);',
  '    await billing.refund(args.chargeId);',
  `    return { content: [{ type: 'text', text: 'refunded' }] };`,
  '  });',
  '}',
);

// a second round's state carries what the first bound, compared with the arguments by a helper on every round
const PAYOUT = lines(
  `import { inputRequired } from '@modelcontextprotocol/server';`,
  `import * as z from 'zod/v4';`,
  `import { codecFor } from '../state.js';`,
  `const TOOL = 'create_payout';`,
  'function sameRequest(state, args) {',
  '  return state.amountCents === args.amountCents && state.currency === args.currency;',
  '}',
  'export function register(server, billing) {',
  '  server.registerTool(TOOL, { inputSchema: { amountCents: z.number(), currency: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {',
  '    const raw = ctx.mcpReq.requestState();',
  '    const state = raw ? await codecFor(TOOL).verify(raw, ctx) : undefined;',
  '    if (!state) {',
  `      return inputRequired({ inputRequests: {}, requestState: await codecFor(TOOL).mint({ step: 'pick', amountCents: args.amountCents, currency: args.currency }, ctx) });`,
  '    }',
  `    if (!sameRequest(state, args)) return { isError: true, content: [{ type: 'text', text: 'changed' }] };`,
  `    if (state.step === 'pick') {`,
  `      const balance = await billing.balance(args.currency);`,
  `      return inputRequired({ inputRequests: {}, requestState: await codecFor(TOOL).mint({ step: 'confirm', amountCents: state.amountCents, currency: state.currency, balance }, ctx) });`,
  '    }',
  '    await billing.payout(args.amountCents, args.currency);',
  `    return { content: [{ type: 'text', text: 'paid' }] };`,
  '  });',
  '}',
);

const MISSING_ARGS = { messageId: 'missingArgs' as const };

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'the arguments put in the payload of a codec kept in a Map by a per-tool factory',
      filename: project.path('src/tools/refund-bound.js'),
      code: REFUND.replace(`{ step: 'confirm', currency: charge.currency }`, `{ step: 'confirm', chargeId: args.chargeId }`).replace('await billing.refund(args.chargeId);', `if ((await codecFor(TOOL).verify(raw, ctx)).chargeId !== args.chargeId) return { isError: true, content: [] };\n    await billing.refund(args.chargeId);`),
    },
    { name: "a second round's state carrying the first's values, which a helper compares with the arguments", filename: project.path('src/tools/payout.js'), code: PAYOUT },
  ],
  invalid: [
    {
      name: 'a destructive refund confirmed through a codec kept in a Map by a per-tool factory, the charge not bound',
      filename: project.path('src/tools/refund.js'),
      code: REFUND,
      errors: [{ ...MISSING_ARGS, line: 10, column: 54, endLine: 10, endColumn: 100, suggestions: [] }],
    },
    {
      name: 'the same through a codec a lazy getter makes once (`shared ??= …`)',
      filename: project.path('src/tools/refund-shared.js'),
      code: REFUND.replace(`import { codecFor } from '../state.js';`, `import { sharedCodec } from '../state.js';`).replaceAll('codecFor(TOOL)', 'sharedCodec()'),
      errors: [{ ...MISSING_ARGS, line: 10, column: 53, endLine: 10, endColumn: 99, suggestions: [] }],
    },
    {
      name: 'a lookup helper comparing the argument with a row it finds binds nothing',
      filename: project.path('src/tools/payout-lookup.js'),
      code: PAYOUT.replace('return state.amountCents === args.amountCents && state.currency === args.currency;', 'return billing.rows.some((row) => row.currency === args.currency);').replace('function sameRequest(state, args) {', 'const billing = { rows: [] };\nfunction sameRequest(state, args) {'),
      errors: [{ ...MISSING_ARGS, line: 19, column: 89, endLine: 19, endColumn: 175, suggestions: [] }],
    },
  ],
});

// SDK 1.x: the state a client echoes in `_meta`, handed out by a helper of another module
project.write('src/rounds.js',
  'export function incomingState(extra) {',
  '  const value = extra?._meta?.requestState;',
  `  return typeof value === 'string' && value.length > 0 ? value : undefined;`,
  '}',
  'export function progressOf(extra) {',
  '  return extra?._meta?.progressToken;',
  '}',
);
const ASSETS = lines(
  `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';`,
  `import { incomingState } from '../rounds.js';`,
  `const server = new McpServer({ name: 'assets', version: '1.0.0' });`,
  `server.tool('list_assets', {}, async (args, extra) => {`,
  '  const raw = incomingState(extra);',
  `  const cursor = raw ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : {};`,
  `  return { content: [{ type: 'text', text: String(cursor.page ?? 0) }] };`,
  '});',
);

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: "a helper handing out the request's progress token, not its state",
      filename: project.path('src/tools/progress.js'),
      code: ASSETS.replace('import { incomingState }', 'import { progressOf }').replace('incomingState(extra)', 'progressOf(extra)'),
    },
  ],
  invalid: [
    {
      name: "the client's state from a helper that hands out `extra._meta.requestState`, decoded unverified",
      filename: project.path('src/tools/assets.js'),
      code: ASSETS,
      errors: [{ messageId: 'unverifiedRead', line: 6, column: 24, endLine: 6, endColumn: 82 }],
    },
  ],
});

// SDK 1.x: a results helper of another module puts what it is handed in the result's `_meta`, and a reader keeps the
// params' `_meta` in a `const` before reading the state from it
project.write('src/mrtr.js',
  'export function needInput(inputRequests, requestState, note) {',
  `  return { content: [{ type: 'text', text: note }], _meta: { resultType: 'input_required', inputRequests, requestState } };`,
  '}',
  'export function priorState(request) {',
  '  const meta = request.params._meta || {};',
  '  return meta.requestState || null;',
  '}',
);
const UNMATCHED = lines(
  `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';`,
  `import { needInput, priorState } from '../mrtr.js';`,
  `const server = new McpServer({ name: 'ledger', version: '1.0.0' });`,
  `server.setRequestHandler('tools/call', async (request) => {`,
  '  const raw = priorState(request);',
  `  if (raw) return { content: [{ type: 'text', text: JSON.parse(atob(raw)).orgId }] };`,
  `  const scope = btoa(JSON.stringify({ orgId: request.params.arguments.orgId }));`,
  `  return needInput({}, scope, 'Too many lines.');`,
  '});',
);

testRule('require-sealed-state', sealedRule, {
  valid: [],
  invalid: [
    {
      name: "state a results helper of another module puts in `_meta`, and the state read from a `const` holding the params' `_meta`",
      filename: project.path('src/tools/unmatched.js'),
      code: UNMATCHED,
      errors: [
        { messageId: 'unverifiedRead', line: 6, column: 64, endLine: 6, endColumn: 73 },
        { messageId: 'unsignedState', line: 8, column: 24, endLine: 8, endColumn: 29 },
      ],
    },
  ],
});

// a wrapper of a codec's mint that adds the tool to what it is handed (`mint({ ...payload, tool }, ctx)`)
project.write('src/minting.js',
  `import { createRequestStateCodec } from '@modelcontextprotocol/server';`,
  'const key = new TextEncoder().encode(process.env.STATE_KEY);',
  `if (key.length < 32) throw new Error('STATE_KEY must hold 32 bytes');`,
  'const codec = createRequestStateCodec({ key, ttlSeconds: 600, bind: (ctx) => String(ctx.http.authInfo.extra.userId) });',
  'export async function mintState(tool, payload, ctx) {',
  '  return codec.mint({ ...payload, tool }, ctx);',
  '}',
);
const CANCEL = lines(
  `import { inputRequired } from '@modelcontextprotocol/server';`,
  `import * as z from 'zod/v4';`,
  `import { mintState } from '../minting.js';`,
  `const TOOL = 'cancel_visit';`,
  'export function register(server, clinic) {',
  '  server.registerTool(TOOL, { inputSchema: { visitId: z.string() }, annotations: { destructiveHint: true } }, async ({ visitId }, ctx) => {',
  '    const state = ctx.mcpReq.requestState();',
  '    if (!state) {',
  '      const visit = await clinic.visit(visitId);',
  `      return inputRequired({ inputRequests: {}, requestState: await mintState(TOOL, { step: 'confirm', late: visit.late }, ctx) });`,
  '    }',
  `    if (state.tool !== TOOL) return { isError: true, content: [] };`,
  '    await clinic.cancel(visitId);',
  `    return { content: [{ type: 'text', text: 'cancelled' }] };`,
  '  });',
  '}',
);

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: "a wrapper adding the tool, handed the visit, which the retry compares",
      filename: project.path('src/tools/cancel-bound.js'),
      code: CANCEL.replace(`{ step: 'confirm', late: visit.late }`, `{ step: 'confirm', visitId }`).replace('if (state.tool !== TOOL)', 'if (state.tool !== TOOL || state.visitId !== visitId)'),
    },
  ],
  invalid: [
    {
      name: 'a destructive cancel confirmed through a wrapper that adds the tool to what it mints, the visit not bound',
      filename: project.path('src/tools/cancel.js'),
      code: CANCEL,
      errors: [
        {
          messageId: 'missingArgs',
          line: 10,
          column: 85,
          endLine: 10,
          endColumn: 122,
          suggestions: [
            {
              messageId: 'putArgsInPayload',
              output: CANCEL.replace(`import { mintState } from '../minting.js';`, `import { mintState } from '../minting.js';\nimport { refusal } from 'eslint-plugin-mcp-state/seal';`)
                .replace('    const state = ctx.mcpReq.requestState();', `    const state = ctx.mcpReq.requestState();\n    if (state && JSON.stringify(state.args) !== JSON.stringify({ visitId })) return refusal('args');`)
                .replace('late: visit.late }', 'late: visit.late, args: { visitId } }'),
            },
          ],
        },
      ],
    },
  ],
});

// a JWT helper of another module whose builder is kept in a `const`, and a credential sent in a custom access-token header
project.write('src/jwt-state.js',
  `import { SignJWT } from 'jose';`,
  'const key = new TextEncoder().encode(process.env.STATE_KEY);',
  `if (key.length < 32) throw new Error('STATE_KEY must hold 32 bytes');`,
  'export async function signState(claims, subject) {',
  `  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject);`,
  `  jwt.setExpirationTime('10m');`,
  '  return jwt.sign(key);',
  '}',
);
project.write('src/bank.js',
  'async function call(path, accessToken, headerName) {',
  `  const res = await fetch('https://bank.example' + path, { headers: { [headerName]: 'x', 'banklink-access-token': accessToken } });`,
  '  return res.json();',
  '}',
  'export const accountsOf = (accessToken) => call(`/accounts`, accessToken);',
  'async function post(path, requestKey) {',
  `  return fetch('https://bank.example' + path, { method: 'POST', headers: { 'idempotency-key': requestKey } });`,
  '}',
  'export const startImport = (requestKey) => post(`/imports`, requestKey);',
);
const SYNC_FEED = lines(
  `import { inputRequired } from '@modelcontextprotocol/server';`,
  `import { signState } from '../jwt-state.js';`,
  `import { accountsOf } from '../bank.js';`,
  'export function register(server, vault) {',
  `  server.registerTool('sync_feed', { inputSchema: {} }, async (args, ctx) => {`,
  '    const userId = ctx.http.authInfo.extra.userId;',
  '    const grant = await vault.unwrap(userId);',
  '    const accounts = await accountsOf(grant);',
  `    const state = await signState({ tool: 'sync_feed', offered: accounts.map((a) => a.id), feed: grant }, userId);`,
  '    return inputRequired({ inputRequests: {}, requestState: state });',
  '  });',
  '}',
);

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    {
      name: 'a value sent in an idempotency-key header is no credential',
      filename: project.path('src/tools/sync-feed-import.js'),
      code: SYNC_FEED.replace('import { accountsOf }', 'import { startImport }').replace('await accountsOf(grant)', 'await startImport(grant)'),
    },
  ],
  invalid: [
    {
      name: "a credential a helper sends in a custom access-token header, in the claims of another module's JWT helper whose builder is kept in a const",
      filename: project.path('src/tools/sync-feed.js'),
      code: SYNC_FEED,
      errors: [{ messageId: 'secretInState', line: 9, column: 92, endLine: 9, endColumn: 103, suggestions: [{ messageId: 'removeProperty', data: { key: 'feed' }, output: SYNC_FEED.replace(', feed: grant }', ' }') }] }],
    },
  ],
});

// a helper that splits what it is handed into a list: at each call, the parts of what that call passes
const MACHINE_KEYS = lines(
  'function list(value) {',
  `  return String(value ?? '').split(',').map((part) => part.trim()).filter(Boolean);`,
  '}',
  'const machineKeys = list(process.env.MACHINE_API_KEYS);',
  'export function isMachine(token) {',
  '  return machineKeys.includes(token);',
  '}',
);

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [{ name: 'a list of origins a helper splits is no secret', code: MACHINE_KEYS.replace('MACHINE_API_KEYS', 'ALLOWED_ORIGINS') }],
  invalid: [
    {
      name: 'a token searched for among the secret keys a helper splits from the environment',
      code: MACHINE_KEYS,
      errors: [{ messageId: 'timingUnsafeSearch', line: 6, column: 10, endLine: 6, endColumn: 37 }],
    },
  ],
});
