// A JWT signed by a project function (local, #private method, another module's export, a factory's closure) whose token
// becomes requestState: the function's summary applied to the claims each call passes (issue 42, point 3).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-jwt-helpers-'));
mkdirSync(join(project, 'lib'), { recursive: true });
writeFileSync(
  join(project, 'lib/trip.js'),
  lines(
    "import jwt from 'jsonwebtoken';",
    'const KEY = process.env.STATE_JWT_SECRET;',
    'export function signTrip(state, userId) {',
    "  return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY);",
    '}',
    'export function signLong(state, userId) {',
    "  return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY, { expiresIn: '2h' });",
    '}',
    'export function signBrief(state, userId) {',
    "  return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY, { expiresIn: '5m' });",
    '}',
    'export function makeHelpers() {',
    '  function sign(state) {',
    '    return jwt.sign({ ...state }, KEY);',
    '  }',
    '  return { sign };',
    '}',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const header = [
  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
  "import jwt from 'jsonwebtoken';",
  'const KEY = process.env.STATE_JWT_SECRET;',
];

testRule('require-state-binding', rule, {
  valid: [
    {
      // the helper's own lifetime is short; the claims passed name nothing the helper lacks
      filename: join(project, 'brief.js'),
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { signBrief } from './lib/trip.js';",
        "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
        "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: signBrief({ step: 1 }, ctx.http?.authInfo?.extra?.userId) }));",
      ),
    },
    {
      // a local helper whose every caller passes an expiry claim
      filename: join(project, 'exp-passed.js'),
      code: lines(
        ...header,
        'function signTrip(state, userId) {',
        "  return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY);",
        '}',
        "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
        "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1, exp: Math.floor(Date.now() / 1000) + 300 }, ctx.http?.authInfo?.extra?.userId) }));",
      ),
    },
    {
      // a local helper that signs a token nobody hands out as state
      filename: join(project, 'email.js'),
      code: lines(
        ...header,
        'function signLink(claims) {',
        '  return jwt.sign({ ...claims }, KEY);',
        '}',
        "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
        "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => ({ content: [{ type: 'text', text: signLink({ email: 'a@example.com' }) }] }));",
      ),
    },
  ],
  invalid: [
    {
      // local helper, claims spread from the caller: the caller passes no expiry
      filename: join(project, 'local.js'),
      code: lines(
        ...header,
        'function signTrip(state, userId) {',
        "  return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY);",
        '}',
        "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
        "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, ctx.http?.authInfo?.extra?.userId) }));",
      ),
      errors: [
        {
          messageId: 'missingExpiry',
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 69,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'expiresIn: 600' },
              output: lines(
                ...header,
                'function signTrip(state, userId) {',
                "  return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY, { expiresIn: 600 });",
                '}',
                "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
                "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, ctx.http?.authInfo?.extra?.userId) }));",
              ),
            },
          ],
        },
      ],
    },
    {
      // a #private method, read through .then: its two-hour lifetime
      filename: join(project, 'private.js'),
      code: lines(
        ...header,
        'class Trips {',
        '  async #sign(state, userId) {',
        "    return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY, { expiresIn: '2h' });",
        '  }',
        '  register(server) {',
        "    server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: await this.#sign({ step: 1 }, ctx.http?.authInfo?.extra?.userId).then((value) => value) }));",
        '  }',
        '}',
        "new Trips().register(new McpServer({ name: 'trips', version: '1.0.0' }));",
      ),
      errors: [
        {
          messageId: 'ttlTooLong',
          data: { ttl: '2 h', max: '10 min', maxSeconds: '600' },
          line: 6,
          column: 85,
          endLine: 6,
          endColumn: 89,
          suggestions: [
            {
              messageId: 'shortenTtl',
              data: { value: '600' },
              output: lines(
                ...header,
                'class Trips {',
                '  async #sign(state, userId) {',
                "    return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, KEY, { expiresIn: 600 });",
                '  }',
                '  register(server) {',
                "    server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: await this.#sign({ step: 1 }, ctx.http?.authInfo?.extra?.userId).then((value) => value) }));",
                '  }',
                '}',
                "new Trips().register(new McpServer({ name: 'trips', version: '1.0.0' }));",
              ),
            },
          ],
        },
      ],
    },
    {
      // helpers of another module: one never expires, one lives two hours, a factory's closure signs no user or tool
      filename: join(project, 'module.js'),
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { signTrip, signLong, makeHelpers } from './lib/trip.js';",
        'const helpers = makeHelpers();',
        "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
        "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
        '  const userId = ctx.http?.authInfo?.extra?.userId;',
        '  if (args.long) return inputRequired({ inputRequests: {}, requestState: signLong({ step: 1 }, userId) });',
        '  if (args.plain) return inputRequired({ inputRequests: {}, requestState: helpers.sign({ step: 1, exp: Math.floor(Date.now() / 1000) + 300 }) });',
        '  return inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, userId) });',
        '});',
      ),
      errors: [
        { messageId: 'ttlTooLong', data: { ttl: '2 h', max: '10 min', maxSeconds: '600' }, line: 7, column: 74, endLine: 7, endColumn: 103 },
        {
          messageId: 'helperMissingSignedFields',
          data: { helper: 'helpers.sign', specifier: './lib/trip.js', missing: 'the user and the tool', fields: "sub (the authenticated user) and tool (the tool's name)", them: 'them' },
          line: 8,
          column: 75,
          endLine: 8,
          endColumn: 142,
        },
        { messageId: 'helperJwtNeverExpires', data: { helper: 'signTrip', specifier: './lib/trip.js' }, line: 9, column: 59, endLine: 9, endColumn: 88 },
      ],
    },
    {
      name: "claims that hold a callback are underlined at their brace, not across the function",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import jwt from 'jsonwebtoken';",
        "const server = new McpServer({ name: 'repo', version: '1.0.0' });",
        "server.registerTool('protect_branch', {}, async ({ repo, branches }, ctx) => {",
        "  const requestState = jwt.sign({ repo, names: branches.map((b) => b.name) }, process.env.STATE_KEY, { expiresIn: 300 });",
        "  return inputRequired({ inputRequests: {}, requestState });",
        "});",
      ),
      output: null,
      errors: [
        {
          messageId: "missingSignedFields",
          line: 5, column: 33, endLine: 5, endColumn: 34,
          suggestions: [],
        },
      ],
    },
  ],
});
