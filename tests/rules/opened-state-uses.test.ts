// What the retry does with the state once it is opened, and where a gap is reported once. A destructive tool whose
// state carries its arguments but whose retry throws the opened state away binds nothing: `missingArgs`, saying so. A
// piece of the state decoded by a composed helper (`pipe(fromB64url, JSON.parse)`) before the open written after it is
// read unverified. A user the sealer of a module leaves out is reported at the seal, and that module's open, which never
// compares it either, at the open.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('opened-state-uses');

write('codec/package.json', '{ "type": "module" }');
const PAYOUT = (retry: readonly string[]) =>
  lines(
    "import { z } from 'zod';",
    "import { McpServer, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
    "const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 600, bind: (ctx) => ctx.http.authInfo.extra.userId });",
    "const server = new McpServer({ name: 'claims', version: '1.0.0' });",
    "server.registerTool('approve_payout', { description: 'Pay a claim', inputSchema: { claimId: z.string(), amountCents: z.number() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
    '  const raw = ctx.mcpReq.requestState();',
    '  if (!raw) {',
    "    const requestState = await codec.mint({ claimId: args.claimId, amountCents: args.amountCents, tool: 'approve_payout' }, ctx);",
    '    return inputRequired({ inputRequests: {}, requestState });',
    '  }',
    ...retry,
    '  await release(args.claimId, args.amountCents);',
    '  return { content: [] };',
    '});',
  );

write('envelope/package.json', '{ "name": "greenhouse", "private": true }');
write(
  'envelope/envelope.js',
  lines(
    "'use strict';",
    "const crypto = require('node:crypto');",
    "const mac = (body) => crypto.createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
    'function seal(payload) {',
    "  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 600000 })).toString('base64url');",
    "  return `${body}.${mac(body).toString('base64url')}`;",
    '}',
    'function open(token, tool) {',
    "  const [body, tag] = String(token).split('.');",
    "  const given = Buffer.from(tag || '', 'base64url');",
    '  if (given.length !== 32 || !crypto.timingSafeEqual(given, mac(body))) return null;',
    "  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    '  if (payload.tool !== tool || payload.exp < Date.now()) return null;',
    '  return payload;',
    '}',
    'module.exports = { seal, open };',
  ),
);
const FLUSH = lines(
  "'use strict';",
  "const envelope = require('./envelope');",
  "const TOOL = 'flush_line';",
  'function register(server) {',
  "  server.registerTool(TOOL, { description: 'Flush a line' }, async (args, extra) => {",
  '    const raw = extra._meta && extra._meta.requestState;',
  '    if (!raw) {',
  '      const state = envelope.seal({ tool: TOOL, lineId: args.lineId });',
  "      return { content: [], _meta: { resultType: 'input_required', inputRequests: {}, requestState: state } };",
  '    }',
  '    const pending = envelope.open(raw, TOOL);',
  '    if (!pending) return { content: [], isError: true };',
  "    return { content: [{ type: 'text', text: pending.lineId }] };",
  '  });',
  '}',
  'module.exports = { register };',
);

write('composed/package.json', '{ "type": "module" }');
write(
  'composed/fx.js',
  lines(
    'export const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);',
    "export const fromB64url = (s) => Buffer.from(String(s), 'base64url').toString('utf8');",
    'export const fromB64Json = pipe(fromB64url, JSON.parse);',
  ),
);
write(
  'composed/rounds.js',
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "import { fromB64Json } from './fx.js';",
    "const tagOf = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    'export const open = (raw) => {',
    "  const [body, tag] = String(raw).split('.');",
    '  if (!tag || tag.length !== 43 || !timingSafeEqual(Buffer.from(tag), Buffer.from(tagOf(body)))) return null;',
    '  return fromB64Json(body);',
    '};',
  ),
);
const VOID = (stage: string) =>
  lines(
    "import { fromB64Json } from './fx.js';",
    "import { open } from './rounds.js';",
    'export async function voidInvoices(args, extra) {',
    '  const raw = extra._meta?.requestState;',
    `  const { stage = 'start' } = ${stage};`,
    "  if (stage === 'start') return { content: [] };",
    '  const st = open(raw);',
    '  if (!st) return { content: [], isError: true };',
    "  return { content: [{ type: 'text', text: st.stage }] };",
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'the retry compares the arguments the opened state carries',
      filename: path('codec/payout.js'),
      code: PAYOUT(['  const prior = await codec.verify(raw, ctx);', "  if (prior.claimId !== args.claimId || prior.amountCents !== args.amountCents) throw new Error('changed');"]),
    },
  ],
  invalid: [
    {
      name: 'the retry throws the opened state away and acts on the arguments it is sent',
      filename: path('codec/payout.js'),
      code: PAYOUT(['  await codec.verify(raw, ctx);']),
      errors: [
        {
          messageId: 'missingArgs',
          data: { hint: ': the retry never compares those the state carries' },
          line: 8,
          column: 43,
          endLine: 8,
          endColumn: 123,
          suggestions: [],
        },
      ],
    },
    {
      name: "a user another module's sealer leaves out, and its open never compares: each reported where it is",
      filename: path('envelope/flush.js'),
      code: FLUSH,
      errors: [
        { messageId: 'helperMissingSignedFields', line: 8, column: 21, endLine: 8, endColumn: 71 },
        { messageId: 'helperSkipsChecks', line: 11, column: 21, endLine: 11, endColumn: 45 },
      ],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'the stage read from what the open gives', filename: path('composed/void.js'), code: VOID('(raw && open(raw)) || {}') }],
  invalid: [
    {
      name: 'a piece of the state decoded by a composed helper before the open',
      filename: path('composed/void.js'),
      code: VOID("raw ? fromB64Json(raw.split('.')[0]) : {}"),
      errors: [{ messageId: 'unverifiedRead', line: 5, column: 37, endLine: 5, endColumn: 67 }],
    },
  ],
});
