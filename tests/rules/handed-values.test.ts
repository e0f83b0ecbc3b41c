// Steps of a value's path that a value handed from one function to another takes: a closure calling the function its
// maker was handed (a memoized codec factory), an encoder's loop over what it is handed (a number worked on in place,
// a character of a fixed table picked by it), and the handler of a dispatch table in a module that loads it, handed
// the state as a member of what the table's caller passes.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('handed-values');

write('memo/package.json', '{ "type": "module" }');
write(
  'memo/stateKit.js',
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    'const memoize = (fn) => {',
    '  const cache = new Map();',
    '  return (tool) => {',
    '    if (!cache.has(tool)) cache.set(tool, fn(tool));',
    '    return cache.get(tool);',
    '  };',
    '};',
    'export const codecFor = memoize((tool) =>',
    "  createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 600, bind: (ctx) => `${ctx.http.authInfo.extra.userId}|${tool}` }));",
  ),
);
const RETIRE = (payload: string, retry: string) =>
  lines(
    "import { z } from 'zod';",
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { codecFor } from './stateKit.js';",
    "const server = new McpServer({ name: 'fleet', version: '1.0.0' });",
    "server.registerTool('retire_vehicle', { inputSchema: { vehicleId: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
    "  const codec = codecFor('retire_vehicle');",
    '  if (!ctx.mcpReq.requestState()) {',
    `    return inputRequired({ inputRequests: {}, requestState: await codec.mint(${payload}, ctx) });`,
    '  }',
    '  const prior = await codec.verify(ctx.mcpReq.requestState(), ctx);',
    retry,
    "  return { content: [{ type: 'text', text: `retired ${args.vehicleId}` }] };",
    '});',
  );

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'a memoized codec factory minting the arguments of a destructive tool, compared on the retry',
      filename: path('memo/retire.js'),
      code: RETIRE('{ vehicleId: args.vehicleId }', '  if (prior.vehicleId !== args.vehicleId) return { content: [], isError: true };'),
    },
  ],
  invalid: [
    {
      name: "a memoized codec factory minting a destructive tool's state without its arguments",
      filename: path('memo/retire.js'),
      code: RETIRE("{ step: 'confirm' }", "  if (prior.step !== 'confirm') return { content: [], isError: true };"),
      errors: [{ messageId: 'missingArgs', line: 8, column: 78, endLine: 8, endColumn: 97 }],
    },
  ],
});

write('b64/package.json', '{ "type": "module" }');
write(
  'b64/b64.js',
  lines(
    "const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';",
    'export function b64urlEncode(bytes) {',
    "  let out = '';",
    '  let acc = 0;',
    '  let bits = 0;',
    '  for (const b of bytes) {',
    '    acc = (acc << 8) | b;',
    '    bits += 8;',
    '    while (bits >= 6) {',
    '      bits -= 6;',
    '      out += CHARS[(acc >> bits) & 63];',
    '    }',
    '    acc &= (1 << bits) - 1;',
    '  }',
    '  if (bits > 0) out += CHARS[(acc << (6 - bits)) & 63];',
    '  return out;',
    '}',
  ),
);
write(
  'b64/progress.js',
  lines(
    "import { b64urlEncode } from './b64.js';",
    'const enc = new TextEncoder();',
    'export function encodeProgress(progress) {',
    '  return b64urlEncode(enc.encode(JSON.stringify({ v: 2, ...progress })));',
    '}',
    'export async function sealProgress(key, progress) {',
    '  const body = b64urlEncode(enc.encode(JSON.stringify(progress)));',
    "  const sig = await crypto.subtle.sign('HMAC', key, enc.encode(body));",
    '  return `${body}.${b64urlEncode(new Uint8Array(sig))}`;',
    '}',
  ),
);
const WIZARD = (state: string) =>
  lines(
    "import { encodeProgress, sealProgress } from './progress.js';",
    'export async function nextStep(key, next) {',
    `  return { resultType: 'input_required', inputRequests: {}, requestState: ${state} };`,
    '}',
  );

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a signed token whose MAC a hand-written base64url encoder writes', filename: path('b64/wizard.js'), code: WIZARD('await sealProgress(key, next)') }],
  invalid: [
    {
      name: 'progress written by a hand-written base64url encoder that works on a number in place',
      filename: path('b64/wizard.js'),
      code: WIZARD('encodeProgress(next)'),
      errors: [{ messageId: 'unsignedStateHelper', line: 3, column: 75, endLine: 3, endColumn: 95 }],
    },
  ],
});

write('hex/package.json', '{ "type": "module" }');
write('hex/hex.js', lines('export function toHex(bytes) {', "  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');", '}'));
const WEBHOOK = (compare: string) =>
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "import { toHex } from './hex.js';",
    'export function verify(body, signature) {',
    "  const computed = toHex(createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest());",
    `  return ${compare};`,
    '}',
  );

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    {
      name: 'a MAC written by a hex helper over Array.from, compared in constant time',
      filename: path('hex/webhook.js'),
      code: WEBHOOK('signature.length === computed.length && timingSafeEqual(Buffer.from(signature), Buffer.from(computed))'),
    },
  ],
  invalid: [
    {
      name: 'a MAC written by a hex helper over Array.from, compared with ===',
      filename: path('hex/webhook.js'),
      code: WEBHOOK('signature === computed'),
      output: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "import { toHex } from './hex.js';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export function verify(body, signature) {',
        "  const computed = toHex(createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest());",
        '  return safeEqual(signature, computed);',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompareHelper', line: 5, column: 10, endLine: 5, endColumn: 32 }],
    },
  ],
});

write('table/package.json', '{ "name": "gateway", "private": true }');
write(
  'table/mcp.js',
  lines(
    "const { Server } = require('@modelcontextprotocol/sdk/server/index.js');",
    "const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');",
    "const escalate = require('./escalate');",
    'const tools = new Map([escalate].map((t) => [t.definition.name, t]));',
    'function createServer() {',
    "  const server = new Server({ name: 'gateway', version: '1.0.0' }, { capabilities: { tools: {} } });",
    '  server.setRequestHandler(CallToolRequestSchema, async (request) => {',
    '    const tool = tools.get(request.params.name);',
    '    const params = request.params;',
    '    return tool.handler(params.arguments ?? {}, { incomingState: params.requestState ?? null, cursor: params.arguments?.cursor ?? null });',
    '  });',
    '  return server;',
    '}',
    'module.exports = { createServer };',
  ),
);
const ESCALATE = (read: string) =>
  lines(
    "const { randomUUID } = require('node:crypto');",
    "const definition = { name: 'escalate', inputSchema: { type: 'object' } };",
    'async function handler(args, { incomingState, cursor }) {',
    "  if (!incomingState && !cursor) return { resultType: 'input_required', inputRequests: {}, requestState: randomUUID() };",
    `  const pending = JSON.parse(Buffer.from(${read}, 'base64url').toString('utf8'));`,
    "  return { content: [{ type: 'text', text: pending.ticketId }] };",
    '}',
    'module.exports = { definition, handler };',
  );

write('table/escalate.js', ESCALATE('incomingState'));

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: 'a tool argument a dispatch table in the module that loads the handler hands it, decoded',
      filename: path('table/escalate.js'),
      code: ESCALATE('cursor'),
      languageOptions: commonJs,
    },
  ],
  invalid: [
    {
      name: 'the state a dispatch table in the module that loads the handler hands it, decoded',
      filename: path('table/escalate.js'),
      code: ESCALATE('incomingState'),
      languageOptions: commonJs,
      errors: [{ messageId: 'unverifiedRead', line: 5, column: 19, endLine: 5, endColumn: 87 }],
    },
  ],
});
