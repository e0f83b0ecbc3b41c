// Proofs from blind rounds 69-72 (session 64), each on code arranged as its authors wrote it: a codec kept in a Map
// by a per-tool factory, or made once by a lazy getter, is a codec wherever its factory is called; a helper that
// compares the state it is handed with the arguments binds them; a helper that hands out `extra._meta.requestState`
// hands out the client's state.
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
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
