// State that passes through helpers of other modules: an opener that compares the arguments or the user only when a
// call hands them in, a reducer's data handed to a sealer that hands it on to another module's sealer, a dependency
// handed on whole through two exported functions, a signed token with unsigned data written beside it, and a binding
// nested in a mint wrapper's payload. Each has a look-alike that stays silent.
import requireStateBinding from '../../rules/require-state-binding.js';
import requireSealedState from '../../rules/require-sealed-state.js';
import noSecretsInState from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('helpers-handed-on');

write('package.json', '{ "type": "module" }');
write(
  'envelope.js',
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "const key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
  "if (key.length < 32) throw new Error('STATE_KEY must hold 32 random bytes');",
  "const tag = (body) => createHmac('sha256', key).update(body).digest();",
  'export function sealEnvelope(payload) {',
  "  const body = Buffer.from(JSON.stringify({ v: 2, p: payload })).toString('base64url');",
  "  return `${body}.${tag(body).toString('base64url')}`;",
  '}',
  'export function openEnvelope(token) {',
  "  const [body, mac] = token.split('.');",
  "  const given = Buffer.from(mac, 'base64url');",
  '  const expected = tag(body);',
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('signature');",
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).p;",
  '}',
);
write(
  'rounds.js',
  "import { createHash } from 'node:crypto';",
  "import { sealEnvelope, openEnvelope } from './envelope.js';",
  "const digest = (args) => createHash('sha256').update(JSON.stringify(args)).digest('hex');",
  "export function advance(prev, step, patch = {}) {",
  "  const base = prev ?? { step: 'start', data: {} };",
  '  return { step, data: { ...base.data, ...patch } };',
  '}',
  'export function sealRound(bind, round) {',
  '  return sealEnvelope({',
  '    sub: bind.userId,',
  '    tool: bind.tool,',
  '    exp: Math.floor(Date.now() / 1000) + 600,',
  '    ...(bind.args ? { ad: digest(bind.args) } : {}),',
  '    round,',
  '  });',
  '}',
  'export function openRound(raw, bind) {',
  '  const p = openEnvelope(raw);',
  "  if (p.sub !== bind.userId || p.tool !== bind.tool) throw new Error('binding');",
  "  if (p.exp < Math.floor(Date.now() / 1000)) throw new Error('expired');",
  "  if (bind.args && p.ad !== digest(bind.args)) throw new Error('arguments changed');",
  '  return p.round;',
  '}',
);
write(
  'sealer.js',
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  'export class StateSealer {',
  '  #key;',
  '  constructor(key) {',
  '    this.#key = key;',
  '  }',
  '  #mac(body) {',
  "    return createHmac('sha256', this.#key).update(body).digest();",
  '  }',
  '  seal(payload, { userId, tool }) {',
  "    const body = Buffer.from(JSON.stringify({ p: payload, u: userId, t: tool, exp: Date.now() + 300_000 })).toString('base64url');",
  "    return `${body}.${this.#mac(body).toString('base64url')}`;",
  '  }',
  '  open(token, checks = {}) {',
  "    const [body, mac] = String(token).split('.');",
  "    const given = Buffer.from(mac ?? '', 'base64url');",
  '    const expected = this.#mac(body);',
  "    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('signature');",
  "    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "    if (!(claims.exp > Date.now())) throw new Error('expired');",
  "    if (checks.tool !== undefined && claims.t !== checks.tool) throw new Error('tool');",
  "    if (checks.userId !== undefined && claims.u !== checks.userId) throw new Error('user');",
  '    return claims.p;',
  '  }',
  '}',
  "export const createSealer = () => new StateSealer(Buffer.from(process.env.STATE_KEY, 'base64'));",
);
const feedCode = lines(
  "import { inputRequired } from '@modelcontextprotocol/server';",
  'export function registerFeed(server, { sealer, bank }) {',
  "  server.registerTool('sync_feed', { description: 'Import a bank feed' }, async ({ connectionId }, ctx) => {",
  '    const userId = ctx.http.authInfo.extra.userId;',
  '    const grant = await bank.exchange(connectionId, userId);',
  '    return inputRequired({',
  "      inputRequests: { account: inputRequired.elicit({ message: 'Which account?', requestedSchema: { type: 'object', properties: {} } }) },",
  "      requestState: sealer.seal({ connectionId, feedToken: grant.access_token }, { userId, tool: 'sync_feed' }),",
  '    });',
  '  });',
  '}',
);
write('tools/feed.js', feedCode);
write(
  'tools/register.js',
  "import { McpServer } from '@modelcontextprotocol/server';",
  "import { registerFeed } from './feed.js';",
  'export function buildServer(deps) {',
  "  const server = new McpServer({ name: 'ledger', version: '1.0.0' });",
  '  registerFeed(server, deps);',
  '  return server;',
  '}',
);
write(
  'main.js',
  "import { createSealer } from './sealer.js';",
  "import { buildServer } from './tools/register.js';",
  "import { BankClient } from 'open-banking-client';",
  'const bank = new BankClient({ baseUrl: process.env.BANK_URL });',
  'export const server = buildServer({ sealer: createSealer(), bank });',
);

/** A destructive tool of SDK 2.x whose retry opens the state through `open` (a line of code, `{{open}}`). */
const releaseTool = (open: string) =>
  lines(
    "import { z } from 'zod';",
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { advance, sealRound, openRound } from '../rounds.js';",
    'export function register(server, crews) {',
    "  server.registerTool('release_crew', { inputSchema: { assignmentId: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
    '    const userId = ctx.http.authInfo.extra.userId;',
    '    const raw = ctx.mcpReq.requestState();',
    '    if (!raw) {',
    '      return inputRequired({',
    "        inputRequests: { confirm: inputRequired.elicit({ message: 'Release the crew?', requestedSchema: { type: 'object', properties: {} } }) },",
    "        requestState: sealRound({ tool: 'release_crew', userId, args }, advance(undefined, 'confirm')),",
    '      });',
    '    }',
    `    const round = ${open};`,
    "    if (round.step !== 'confirm') return { content: [{ type: 'text', text: 'Not released.' }] };",
    '    await crews.release(args.assignmentId);',
    "    return { content: [{ type: 'text', text: 'Released.' }] };",
    '  });',
    '}',
  );

/** A tool that opens the state of a sealer of another module through `open` (a line of code). */
const voidTool = (open: string) =>
  lines(
    "import { createSealer } from '../sealer.js';",
    'const sealer = createSealer();',
    'export function registerVoid(server, payouts) {',
    "  server.registerTool('void_payout', { description: 'Void a payout' }, async (args, ctx) => {",
    '    const userId = ctx.http.authInfo.extra.userId;',
    '    const raw = ctx.mcpReq.requestState();',
    `    const { payoutId } = ${open};`,
    '    await payouts.void(payoutId, userId);',
    "    return { content: [{ type: 'text', text: 'Voided.' }] };",
    '  });',
    '}',
  );

testRule('require-state-binding', requireStateBinding, {
  valid: [
    {
      name: "a destructive tool's retry that hands the opener its arguments, which it compares",
      filename: path('tools/release-bound.js'),
      code: releaseTool("openRound(raw, { tool: 'release_crew', userId, args })"),
    },
    {
      name: 'an opener handed the user, which it compares only when given',
      filename: path('tools/void-bound.js'),
      code: voidTool("sealer.open(raw, { tool: 'void_payout', userId })"),
    },
    {
      name: "a mint wrapper that nests the tool and a digest of the arguments in the payload's meta",
      filename: path('tools/cancel.js'),
      code: lines(
        "import { createHash } from 'node:crypto';",
        "import { z } from 'zod';",
        "import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
        "const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 300, bind: (ctx) => ctx.http.authInfo.extra.userId });",
        "const fingerprint = (args) => createHash('sha256').update(JSON.stringify(args)).digest('hex');",
        'const mintStep = (ctx, tool, args, state) => codec.mint({ ...state, meta: { tool, args: fingerprint(args) } }, ctx);',
        'export function register(server, orders) {',
        "  server.registerTool('cancel_order', { inputSchema: { orderId: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
        '    const state = ctx.mcpReq.requestState();',
        '    if (!state) {',
        '      return inputRequired({',
        "        inputRequests: { confirm: inputRequired.elicit({ message: 'Cancel?', requestedSchema: { type: 'object', properties: {} } }) },",
        "        requestState: await mintStep(ctx, 'cancel_order', args, { step: 'confirm' }),",
        '      });',
        '    }',
        "    if (state.meta.tool !== 'cancel_order' || state.meta.args !== fingerprint(args)) throw new Error('stale');",
        '    await orders.cancel(args.orderId);',
        "    return { content: [{ type: 'text', text: 'Cancelled.' }] };",
        '  });',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: "a destructive tool's retry that hands the opener no arguments, where it compares them only when given",
      filename: path('tools/release.js'),
      code: releaseTool("openRound(raw, { tool: 'release_crew', userId })"),
      errors: [{ messageId: 'missingArgs', data: { hint: ": hand the arguments to 'openRound', which compares them only when given" }, line: 14, column: 19, endLine: 14, endColumn: 67 }],
    },
    {
      name: 'an opener handed only the tool, where it compares the user only when given one',
      filename: path('tools/void.js'),
      code: voidTool("sealer.open(raw, { tool: 'void_payout' })"),
      errors: [{ messageId: 'helperSkipsChecks', data: { helper: 'createSealer.open', specifier: '../sealer.js', missing: 'the user', replay: 'for another user', fields: 'the user' }, line: 7, column: 26, endLine: 7, endColumn: 67 }],
    },
  ],
});

testRule('no-secrets-in-state', noSecretsInState, {
  valid: [
    {
      name: "a reducer's data without a credential, sealed through a helper that hands it to another module's sealer",
      filename: path('tools/prices-plain.js'),
      code: lines(
        "import { advance, sealRound } from '../rounds.js';",
        'export async function start(ctx, integration) {',
        "  const round = advance(undefined, 'varieties', { coop: { memberId: integration.member_id } });",
        "  return { resultType: 'input_required', requestState: sealRound({ tool: 'sync_prices', userId: ctx.userId }, round) };",
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: "a credential in a reducer's data, sealed through a helper that hands it to another module's sealer",
      filename: path('tools/prices.js'),
      code: lines(
        "import { advance, sealRound } from '../rounds.js';",
        'export async function start(ctx, integration) {',
        "  const round = advance(undefined, 'varieties', { coop: { memberId: integration.member_id, apiKey: integration.api_key } });",
        "  return { resultType: 'input_required', requestState: sealRound({ tool: 'sync_prices', userId: ctx.userId }, round) };",
        '}',
      ),
      errors: [
        {
          messageId: 'secretInState',
          line: 3,
          column: 92,
          endLine: 3,
          endColumn: 119,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'apiKey' },
              output: lines(
                "import { advance, sealRound } from '../rounds.js';",
                'export async function start(ctx, integration) {',
                "  const round = advance(undefined, 'varieties', { coop: { memberId: integration.member_id } });",
                "  return { resultType: 'input_required', requestState: sealRound({ tool: 'sync_prices', userId: ctx.userId }, round) };",
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a credential sealed by a sealer handed in through two exported functions (`buildServer(deps)`, then `registerFeed(server, deps)`)',
      filename: path('tools/feed.js'),
      code: feedCode,
      errors: [
        {
          messageId: 'secretInState',
          line: 8,
          column: 49,
          endLine: 8,
          endColumn: 78,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'feedToken' }, output: feedCode.replace(', feedToken: grant.access_token', '') }],
        },
      ],
    },
  ],
});

testRule('require-sealed-state', requireSealedState, {
  valid: [
    {
      name: 'a body beside the MAC that signs it',
      filename: path('tools/quote-signed.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export function quote(ctx, hint) {',
        "  const body = Buffer.from(JSON.stringify(hint)).toString('base64url');",
        "  const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "  return { resultType: 'input_required', requestState: `${body}.${mac}` };",
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'unsigned data written beside a signed token, which signs only itself',
      filename: path('tools/quote.js'),
      code: lines(
        "import { sealEnvelope } from '../envelope.js';",
        'export function quote(ctx, first, hint) {',
        '  const sealed = sealEnvelope(first);',
        "  return { resultType: 'input_required', requestState: `${sealed}~${Buffer.from(JSON.stringify(hint)).toString('base64url')}` };",
        '}',
      ),
      errors: [{ messageId: 'unsignedState', line: 4, column: 56, endLine: 4, endColumn: 126 }],
    },
  ],
});
