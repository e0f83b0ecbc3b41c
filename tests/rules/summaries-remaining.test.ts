// Summaries of helpers the metamorphic suite writes in other shapes. A call of a project function of another module
// (an export, a class's method, a factory's closure) that returns `ctx.mcpReq.requestState()` of a parameter is that
// read itself, reported at the call when the handler trusts the value; a `.then` callback's parameter holds what the
// promise settles to, and what the callback returns is what the `.then` call settles to.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-sealed-state.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-summaries-remaining-'));
mkdirSync(join(project, 'lib'));
writeFileSync(
  join(project, 'lib', 'state.js'),
  lines(
    'export function pendingTransfer(ctx) {',
    '  return ctx.mcpReq.requestState();',
    '}',
    'export class StateHelpers {',
    '  pendingTransfer(ctx) {',
    '    if (!ctx) return undefined;',
    '    return ctx.mcpReq.requestState();',
    '  }',
    '}',
    'export function makeStateHelpers() {',
    '  const pending = (ctx) => ctx.mcpReq.requestState();',
    '  return { pending };',
    '}',
    'export function stepOf(ctx) {',
    '  const raw = ctx.mcpReq.requestState();',
    '  return raw ? raw.length : 0;',
    '}',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const SERVER = "const server = new McpServer({ name: 'bank', version: '1.0.0' });";
const HOOKED = "const server = new McpServer({ name: 'bank', version: '1.0.0' }, { requestState: { verify: (state) => state } });";

testRule('require-sealed-state', rule, {
  valid: [
    {
      name: 'a helper of another module reads the state on a server with a verify hook',
      filename: join(project, 'hooked.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { pendingTransfer } from './lib/state.js';",
        HOOKED,
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  const pending = pendingTransfer(ctx);',
        '  return { content: [{ type: \'text\', text: `Sent ${pending.amount}` }] };',
        '});',
      ),
    },
    {
      name: 'the helper returns something made from the state, not the state: its summary is not a read',
      filename: join(project, 'length.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { stepOf } from './lib/state.js';",
        SERVER,
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  const step = stepOf(ctx);',
        "  return { content: [{ type: 'text', text: step === 2 ? 'done' : 'again' }] };",
        '});',
      ),
    },
    {
      name: 'what the helper reads is only tested for presence, through a .then',
      filename: join(project, 'presence.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { pendingTransfer } from './lib/state.js';",
        SERVER,
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  const pending = await Promise.resolve(ctx).then((value) => pendingTransfer(value));',
        "  return { content: [{ type: 'text', text: pending === undefined ? 'new' : 'resumed' }] };",
        '});',
      ),
    },
    {
      name: 'a local async helper read with .then, only tested for presence',
      filename: join(project, 'local-presence.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        SERVER,
        'async function pendingTransfer(ctx) {',
        '  return ctx.mcpReq.requestState();',
        '}',
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  const pending = await pendingTransfer(ctx).then((value) => value);',
        "  return { content: [{ type: 'text', text: pending === undefined ? 'new' : 'resumed' }] };",
        '});',
      ),
    },
  ],
  invalid: [
    {
      name: "a named export of another module returns ctx.mcpReq.requestState(): reported at the call",
      filename: join(project, 'named.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { pendingTransfer } from './lib/state.js';",
        SERVER,
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  const pending = pendingTransfer(ctx);',
        '  return { content: [{ type: \'text\', text: `Sent ${pending.amount}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'trustedUnverifiedState',
          line: 5,
          column: 19,
          endLine: 5,
          endColumn: 39,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/server';",
                "import { pendingTransfer } from './lib/state.js';",
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                SERVER,
                "server.registerTool('transfer', {}, async (args, ctx) => {",
                "  const token = pendingTransfer(ctx);",
                "  const opened = token !== undefined ? openState(token, { userId: principalOf(ctx), tool: 'transfer' }) : undefined;",
                '  if (opened && !opened.ok) return refusal(opened.reason);',
                '  const pending = opened?.state;',
                '  return { content: [{ type: \'text\', text: `Sent ${pending.amount}` }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a method of a class of another module, on an instance, that returns the read or nothing',
      filename: join(project, 'instance.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { StateHelpers } from './lib/state.js';",
        SERVER,
        'const helpers = new StateHelpers();',
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  const { amount } = helpers.pendingTransfer(ctx) ?? {};',
        "  return { content: [{ type: 'text', text: String(amount) }] };",
        '});',
      ),
      errors: [{ messageId: 'trustedUnverifiedState', line: 6, column: 22, endLine: 6, endColumn: 50 }],
    },
    {
      name: "a factory's closure of another module, its value compared with a literal",
      filename: join(project, 'factory.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { makeStateHelpers } from './lib/state.js';",
        SERVER,
        'const helpers = makeStateHelpers();',
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        "  if (helpers.pending(ctx) === 'confirmed') return { content: [{ type: 'text', text: 'sent' }] };",
        "  return { content: [{ type: 'text', text: 'confirm?' }] };",
        '});',
      ),
      errors: [{ messageId: 'trustedUnverifiedState', line: 6, column: 7, endLine: 6, endColumn: 27 }],
    },
    {
      name: "a helper of another module read with .then: the callback's parameter is the state",
      filename: join(project, 'then.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { pendingTransfer } from './lib/state.js';",
        SERVER,
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  return pendingTransfer(ctx).then((pending) => ({ content: [{ type: \'text\', text: `Sent ${pending.amount}` }] }));',
        '});',
      ),
      errors: [{ messageId: 'trustedUnverifiedState', line: 5, column: 10, endLine: 5, endColumn: 30 }],
    },
    {
      name: 'a local async helper read with .then((value) => value): reported at the read in the helper',
      filename: join(project, 'local-then.js'),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        SERVER,
        'async function pendingTransfer(ctx) {',
        '  return ctx.mcpReq.requestState();',
        '}',
        "server.registerTool('transfer', {}, async (args, ctx) => {",
        '  const pending = await pendingTransfer(ctx).then((value) => value);',
        '  return { content: [{ type: \'text\', text: `Sent ${pending.amount}` }] };',
        '});',
      ),
      errors: [{ messageId: 'trustedUnverifiedState', line: 4, column: 10, endLine: 4, endColumn: 35 }],
    },
  ],
});

// A MAC returned through `.then((value) => value)` (or `await x.then(…)`) is what the promise settles to: still a MAC.
const MAC_OF = lines(
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  'const STATE_KEY = process.env.STATE_KEY;',
  'async function macOf(body) {',
  "  return createHmac('sha256', STATE_KEY).update(body).digest('base64url');",
  '}',
);

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    {
      name: 'a .then callback that returns something other than what the promise settles to',
      code: lines(
        MAC_OF,
        'export async function check(body, mac) {',
        "  const expected = await macOf(body).then(() => 'fixed');",
        '  return mac === expected;',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'a MAC read through .then((value) => value), compared with ===',
      code: lines(
        MAC_OF,
        'export async function check(body, mac) {',
        '  const expected = (await macOf(body).then((value) => value));',
        '  return mac === expected;',
        '}',
      ),
      output: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'const STATE_KEY = process.env.STATE_KEY;',
        'async function macOf(body) {',
        "  return createHmac('sha256', STATE_KEY).update(body).digest('base64url');",
        '}',
        'export async function check(body, mac) {',
        '  const expected = (await macOf(body).then((value) => value));',
        '  return safeEqual(mac, expected);',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 8, column: 10, endLine: 8, endColumn: 26 }],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [],
  invalid: [
    {
      name: 'a hand-rolled sealer whose MAC comes through .then signs no user or tool',
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        MAC_OF,
        'async function sealTripState(state, userId, tool) {',
        "  const body = Buffer.from(JSON.stringify({ ...state, v: 1 })).toString('base64url');",
        '  return `${body}.${(await macOf(body).then((value) => value))}`;',
        '}',
        'async function openTripState(token, userId, tool) {',
        "  const [body, mac] = token.split('.');",
        '  const expected = (await macOf(body).then((value) => value));',
        '  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;',
        "  const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        '  return saved;',
        '}',
        "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
        "server.registerTool('plan_trip', {}, async (args, ctx) => {",
        '  const raw = ctx.mcpReq.requestState();',
        "  if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: await sealTripState({ city: args.city }, ctx.http?.authInfo?.extra?.userId, 'plan_trip') });",
        "  const saved = await openTripState(raw, ctx.http?.authInfo?.extra?.userId, 'plan_trip').then((value) => value);",
        "  if (!saved) return { isError: true, content: [] };",
        "  return { content: [{ type: 'text', text: `Booked ${saved.city}` }] };",
        '});',
      ),
      errors: [
        { messageId: 'missingSignedFields', line: 8, column: 43 },
        { messageId: 'openerSkipsChecks', line: 11, column: 16 },
      ],
    },
  ],
});

// A seal and an open written in the tool handler itself, with no helper: the token's MAC signs the JSON of an object
// literal (through Buffer.from(…).toString('base64url')), reported at that object when it lacks fields; the handler
// that takes the state apart, checks the MAC and parses the JSON is an opener, reported at its first reading step
// when it checks none of the expiry, the user and the tool.
const inlineHandler = (payload: string, checks: string[]): string =>
  lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    'const STATE_KEY = process.env.STATE_KEY;',
    "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
    "server.registerTool('plan_trip', {}, async (args, ctx) => {",
    '  const raw = ctx.mcpReq.requestState();',
    '  const userId = ctx.http?.authInfo?.extra?.userId;',
    '  if (raw === undefined) {',
    `    const body = Buffer.from(JSON.stringify(${payload})).toString('base64url');`,
    "    return inputRequired({ inputRequests: {}, requestState: `${body}.${createHmac('sha256', STATE_KEY).update(body).digest('base64url')}` });",
    '  }',
    "  const [body, mac] = raw.split('.');",
    "  const expected = createHmac('sha256', STATE_KEY).update(body).digest('base64url');",
    "  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return { isError: true, content: [] };",
    "  const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    ...checks,
    "  return { content: [{ type: 'text', text: `Booked ${saved.city}` }] };",
    '});',
  );
const FULL_PAYLOAD = '{ city: args.city, userId, tool: \'plan_trip\', exp: Date.now() + 600_000 }';

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'an inline seal of the user, the tool and an expiry, and an inline open that checks them',
      code: inlineHandler(FULL_PAYLOAD, [
        "  if (saved.userId !== userId || saved.tool !== 'plan_trip' || saved.exp <= Date.now()) return { isError: true, content: [] };",
      ]),
    },
    {
      name: 'a handler that hands the state, the user and the tool to a verifier, then parses it, computes no MAC of its own',
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { verifyState } from './lib/verify.js';",
        "const server = new McpServer({ name: 'leads', version: '1.0.0' });",
        "server.registerTool('import_leads', {}, async (args, ctx) => {",
        '  const userId = ctx.http?.authInfo?.extra?.userId;',
        '  const raw = ctx.mcpReq.requestState();',
        '  if (!raw) return { content: [] };',
        "  verifyState(raw, userId, 'import_leads');",
        "  const pending = JSON.parse(Buffer.from(raw.split('.')[0], 'base64url').toString('utf8'));",
        "  return { content: [{ type: 'text', text: pending.csvUrl }] };",
        '});',
      ),
    },
  ],
  invalid: [
    {
      name: 'an inline seal of the city alone, and an inline open that checks nothing',
      code: inlineHandler('{ city: args.city, v: 1 }', []),
      errors: [
        { messageId: 'missingSignedFields', line: 9, column: 45, endLine: 9, endColumn: 70 },
        { messageId: 'openerSkipsChecks', line: 12, column: 23, endLine: 12, endColumn: 37 },
      ],
    },
    {
      name: 'an inline open that checks the user only',
      code: inlineHandler(FULL_PAYLOAD, ['  if (saved.userId !== userId) return { isError: true, content: [] };']),
      errors: [
        {
          messageId: 'openerSkipsChecks',
          data: { name: 'plan_trip', missing: 'the expiry and the tool', replay: 'after it expired or for another tool', fields: 'the expiry with the clock and the tool' },
          line: 12,
          column: 23,
          endLine: 12,
          endColumn: 37,
        },
      ],
    },
  ],
});
