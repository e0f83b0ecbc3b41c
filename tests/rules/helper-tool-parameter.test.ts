import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A helper parameter that becomes the binding's tool. A sealer and opener pair that binds no tool (or one fixed tool
 * for every tool that calls it) is given a trailing `tool` parameter, bound on both sides; a call of a helper whose
 * summary makes a parameter the tool, in a handler of another tool or passing none, is given the handler's tool.
 */

const SEAL = "import { sealState, openState } from 'eslint-plugin-mcp-state/seal';";

const unboundPair = lines(
  SEAL,
  '',
  'export function sealForUser(state, userId) {',
  '  return sealState(state, { userId });',
  '}',
  '',
  'export function openForUser(token, userId) {',
  '  const opened = openState(token, { userId });',
  '  return opened.ok ? opened.state : undefined;',
  '}',
);

const boundPair = lines(
  SEAL,
  '',
  'export function sealForUser(state, userId, tool) {',
  '  return sealState(state, { userId, tool });',
  '}',
  '',
  'export function openForUser(token, userId, tool) {',
  '  const opened = openState(token, { userId, tool });',
  '  return opened.ok ? opened.state : undefined;',
  '}',
);

const project = mkdtempSync(join(tmpdir(), 'mcp-state-helper-tool-'));
mkdirSync(join(project, 'lib'));
writeFileSync(join(project, 'lib/codec.js'), boundPair);
writeFileSync(join(project, 'lib/index.js'), "export { sealForUser as fnA, openForUser as fnB } from './codec.js';\n");
writeFileSync(
  join(project, 'lib/state.js'),
  lines(
    SEAL,
    '',
    'export class StateHelpers {',
    "  sealForUser(state, userId, tool = 'plan_trip') {",
    '    return sealState(state, { userId, tool });',
    '  }',
    '',
    "  openForUser(token, userId, tool = 'plan_trip') {",
    '    const opened = openState(token, { userId, tool });',
    '    return opened.ok ? opened.state : undefined;',
    '  }',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A server whose handlers call the barrel's `fnA`/`fnB` (lib/codec.js, `tool` their third parameter). */
function barrelServer(tripTool: string, returnTool: string): string {
  return lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { fnA, fnB } from './lib/index.js';",
    'export function register(server) {',
    "  server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
    '    const raw = ctx.mcpReq.requestState();',
    '    const userId = ctx.http?.authInfo?.extra?.userId;',
    `    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: fnA({ city: args.city }, userId${tripTool}) });`,
    `    const saved = fnB(raw, userId${tripTool});`,
    "    return { content: [{ type: 'text', text: saved.city }] };",
    '  });',
    "  server.registerTool('plan_return', { inputSchema: {} }, async (args, ctx) => {",
    '    const raw = ctx.mcpReq.requestState();',
    '    const userId = ctx.http?.authInfo?.extra?.userId;',
    `    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: fnA({ city: args.city }, userId${returnTool}) });`,
    `    const saved = fnB(raw, userId${returnTool});`,
    "    return { content: [{ type: 'text', text: saved.city }] };",
    '  });',
    '}',
  );
}

/** A server with its JWT pair written here, the pair's tool as `signed`/`checked` write it, in two tools or one. */
function jwtServer(parameters: string, signed: string, checked: string, tools: readonly string[], passed: Readonly<Record<string, string>> = {}): string {
  return lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import jwt from 'jsonwebtoken';",
    'const KEY = process.env.STATE_JWT_SECRET;',
    `function signTrip(state, userId${parameters}) {`,
    `  return jwt.sign({ ...state, sub: userId, ${signed} }, KEY, { expiresIn: 600 });`,
    '}',
    `function readTrip(token, userId${parameters}) {`,
    '  const claims = jwt.verify(token, KEY);',
    `  if (claims.sub !== userId || ${checked}) throw new Error('refused');`,
    '  return claims;',
    '}',
    'export function register(server) {',
    ...tools.flatMap((tool) => [
      `  server.registerTool('${tool}', { inputSchema: {} }, async (args, ctx) => {`,
      '    const raw = ctx.mcpReq.requestState();',
      '    const userId = ctx.http?.authInfo?.extra?.userId;',
      `    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: signTrip({ city: args.city }, userId${passed[tool] ?? ''}) });`,
      `    const saved = readTrip(raw, userId${passed[tool] ?? ''});`,
      "    return { content: [{ type: 'text', text: saved.city }] };",
      '  });',
    ]),
    '}',
  );
}

const TWO_TOOLS = ['plan_trip', 'plan_return'];

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'a helper pair taking the tool, whose callers are not in sight',
      code: boundPair,
    },
    {
      name: "callers in another module passing each handler's own tool",
      code: barrelServer(", 'plan_trip'", ", 'plan_return'"),
      filename: join(project, 'passes-its-tool.js'),
    },
    {
      name: 'a tool passed as a value the analysis cannot name is taken as right',
      code: barrelServer(', TOOLS.trip', ', TOOLS.back'),
      filename: join(project, 'passes-a-value.js'),
    },
    {
      name: 'a name no tool is registered under: it may be how the server spells each tool at both ends',
      code: barrelServer(", 'trip'", ", 'return'"),
      filename: join(project, 'own-names.js'),
    },
    {
      name: "a class's tool defaulting to plan_trip, called only in plan_trip",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { StateHelpers } from './lib/state.js';",
        'const helpers = new StateHelpers();',
        'export function register(server) {',
        "  server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
        '    const raw = ctx.mcpReq.requestState();',
        '    const userId = ctx.http?.authInfo?.extra?.userId;',
        '    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: helpers.sealForUser({ city: args.city }, userId) });',
        "    return { content: [{ type: 'text', text: helpers.openForUser(raw, userId).city }] };",
        '  });',
        '}',
      ),
      filename: join(project, 'instance-one-tool.js'),
    },
    {
      name: 'a tool-like field compared where nothing is opened (an HTTP method check) is not a binding',
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'function allows(request, method) {',
        '  return request.method === method;',
        '}',
        'export function register(server) {',
        "  server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
        "    if (!allows(ctx.http?.req ?? {}, 'plan_return')) return { content: [] };",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ city: args.city }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'plan_trip' }) });",
        '  });',
        "  server.registerTool('plan_return', { inputSchema: {} }, async () => ({ content: [] }));",
        '}',
      ),
    },
    {
      name: 'a JWT pair fixed to the one tool that calls it',
      code: jwtServer('', "tool: 'plan_trip'", "claims.tool !== 'plan_trip'", ['plan_trip']),
    },
    {
      name: "a JWT pair whose tool defaults to the only caller's",
      code: jwtServer(", tool = 'plan_trip'", 'tool', 'claims.tool !== tool', ['plan_trip']),
    },
  ],
  invalid: [
    {
      name: 'a helper pair binding no tool: a tool parameter on both ends',
      code: unboundPair,
      errors: [
        {
          messageId: 'missingBinding',
          line: 4,
          column: 27,
          endLine: 4,
          endColumn: 37,
          suggestions: [{ messageId: 'addToolParameter', data: { parameter: 'tool', helpers: "'sealForUser' and 'openForUser'" }, output: boundPair }],
        },
        {
          messageId: 'missingBinding',
          line: 8,
          column: 35,
          endLine: 8,
          endColumn: 45,
          suggestions: [{ messageId: 'addToolParameter', data: { parameter: 'tool', helpers: "'sealForUser' and 'openForUser'" }, output: boundPair }],
        },
      ],
    },
    {
      name: "calls of another module's helpers that pass no tool: each handler passes its own",
      code: barrelServer('', ''),
      filename: join(project, 'passes-none.js'),
      errors: [
        {
          messageId: 'helperToolMissing',
          data: { helper: 'fnA', parameter: 'tool', served: 'plan_trip' },
          line: 7,
          column: 84,
          endLine: 7,
          endColumn: 116,
          suggestions: [{ messageId: 'passTool', data: { text: "'plan_trip'", helpers: "'fnA' and 'fnB'" }, output: barrelServer(", 'plan_trip'", '') }],
        },
        {
          messageId: 'helperToolMissing',
          line: 8,
          column: 19,
          endLine: 8,
          endColumn: 35,
          suggestions: [{ messageId: 'passTool', output: barrelServer(", 'plan_trip'", '') }],
        },
        {
          messageId: 'helperToolMissing',
          data: { helper: 'fnA', parameter: 'tool', served: 'plan_return' },
          line: 14,
          column: 84,
          endLine: 14,
          endColumn: 116,
          suggestions: [{ messageId: 'passTool', output: barrelServer('', ", 'plan_return'") }],
        },
        {
          messageId: 'helperToolMissing',
          line: 15,
          column: 19,
          endLine: 15,
          endColumn: 35,
          suggestions: [{ messageId: 'passTool', output: barrelServer('', ", 'plan_return'") }],
        },
      ],
    },
    {
      name: "a call passing another handler's tool: replaced by this handler's",
      code: barrelServer(", 'plan_trip'", ", 'plan_trip'"),
      filename: join(project, 'passes-another.js'),
      errors: [
        {
          messageId: 'toolBoundElsewhere',
          data: { served: 'plan_return', bound: 'plan_trip' },
          line: 14,
          column: 84,
          endLine: 14,
          endColumn: 129,
          suggestions: [{ messageId: 'passTool', output: barrelServer(", 'plan_trip'", ", 'plan_return'") }],
        },
        {
          messageId: 'toolBoundElsewhere',
          line: 15,
          column: 19,
          endLine: 15,
          endColumn: 48,
          suggestions: [{ messageId: 'passTool', output: barrelServer(", 'plan_trip'", ", 'plan_return'") }],
        },
      ],
    },
    {
      name: "a class's methods whose tool defaults to plan_trip, called on an instance in plan_return",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { StateHelpers } from './lib/state.js';",
        'const helpers = new StateHelpers();',
        'export function register(server) {',
        "  server.registerTool('plan_return', { inputSchema: {} }, async (args, ctx) => {",
        '    const raw = ctx.mcpReq.requestState();',
        '    const userId = ctx.http?.authInfo?.extra?.userId;',
        '    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: helpers.sealForUser({ city: args.city }, userId) });',
        "    return { content: [{ type: 'text', text: helpers.openForUser(raw, userId).city }] };",
        '  });',
        "  server.registerTool('plan_trip', { inputSchema: {} }, async () => ({ content: [] }));",
        '}',
      ),
      filename: join(project, 'instance.js'),
      errors: [
        {
          messageId: 'toolBoundElsewhere',
          data: { served: 'plan_return', bound: 'plan_trip' },
          line: 8,
          column: 84,
          endLine: 8,
          endColumn: 132,
          suggestions: [
            {
              messageId: 'passTool',
              data: { text: "'plan_return'", helpers: "'sealForUser' and 'openForUser'" },
              output: lines(
                "import { inputRequired } from '@modelcontextprotocol/server';",
                "import { StateHelpers } from './lib/state.js';",
                'const helpers = new StateHelpers();',
                'export function register(server) {',
                "  server.registerTool('plan_return', { inputSchema: {} }, async (args, ctx) => {",
                '    const raw = ctx.mcpReq.requestState();',
                '    const userId = ctx.http?.authInfo?.extra?.userId;',
                "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: helpers.sealForUser({ city: args.city }, userId, 'plan_return') });",
                "    return { content: [{ type: 'text', text: helpers.openForUser(raw, userId, 'plan_return').city }] };",
                '  });',
                "  server.registerTool('plan_trip', { inputSchema: {} }, async () => ({ content: [] }));",
                '}',
              ),
            },
          ],
        },
        {
          messageId: 'toolBoundElsewhere',
          line: 9,
          column: 46,
          endLine: 9,
          endColumn: 78,
          suggestions: [
            {
              messageId: 'passTool',
              output: lines(
                "import { inputRequired } from '@modelcontextprotocol/server';",
                "import { StateHelpers } from './lib/state.js';",
                'const helpers = new StateHelpers();',
                'export function register(server) {',
                "  server.registerTool('plan_return', { inputSchema: {} }, async (args, ctx) => {",
                '    const raw = ctx.mcpReq.requestState();',
                '    const userId = ctx.http?.authInfo?.extra?.userId;',
                "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: helpers.sealForUser({ city: args.city }, userId, 'plan_return') });",
                "    return { content: [{ type: 'text', text: helpers.openForUser(raw, userId, 'plan_return').city }] };",
                '  });',
                "  server.registerTool('plan_trip', { inputSchema: {} }, async () => ({ content: [] }));",
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a JWT pair fixed to plan_trip and called by plan_return: the tool becomes a parameter defaulting to it (a fix)",
      code: jwtServer('', "tool: 'plan_trip'", "claims.tool !== 'plan_trip'", TWO_TOOLS),
      output: jwtServer(", tool = 'plan_trip'", 'tool', 'claims.tool !== tool', TWO_TOOLS),
      errors: [{ messageId: 'toolBoundElsewhere', data: { served: 'plan_return', bound: 'plan_trip' }, line: 23, column: 84, endLine: 23, endColumn: 121 }],
    },
    {
      name: "the JWT pair's tool defaulting to plan_trip, called by plan_return: it passes its own",
      code: jwtServer(", tool = 'plan_trip'", 'tool', 'claims.tool !== tool', TWO_TOOLS),
      errors: [
        {
          messageId: 'toolBoundElsewhere',
          line: 23,
          column: 84,
          endLine: 23,
          endColumn: 121,
          suggestions: [
            {
              messageId: 'passTool',
              data: { text: "'plan_return'", helpers: "'signTrip' and 'readTrip'" },
              output: jwtServer(", tool = 'plan_trip'", 'tool', 'claims.tool !== tool', TWO_TOOLS, { plan_return: ", 'plan_return'" }),
            },
          ],
        },
        {
          messageId: 'toolBoundElsewhere',
          line: 24,
          column: 19,
          endLine: 24,
          endColumn: 40,
          suggestions: [{ messageId: 'passTool', output: jwtServer(", tool = 'plan_trip'", 'tool', 'claims.tool !== tool', TWO_TOOLS, { plan_return: ", 'plan_return'" }) }],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'a TypeScript helper pair binding no tool: the parameter is typed',
        code: unboundPair.replaceAll('(state, userId)', '(state: Record<string, unknown>, userId: string)').replaceAll('(token, userId)', '(token: string, userId: string)'),
        filename: 'codec.ts',
        errors: [
          {
            messageId: 'missingBinding',
            line: 4,
            suggestions: [
              {
                messageId: 'addToolParameter',
                output: boundPair
                  .replaceAll('(state, userId, tool)', '(state: Record<string, unknown>, userId: string, tool: string)')
                  .replaceAll('(token, userId, tool)', '(token: string, userId: string, tool: string)'),
              },
            ],
          },
          { messageId: 'missingBinding', line: 8, suggestions: [{ messageId: 'addToolParameter', output: boundPair.replaceAll('(state, userId, tool)', '(state: Record<string, unknown>, userId: string, tool: string)').replaceAll('(token, userId, tool)', '(token: string, userId: string, tool: string)') }] },
        ],
      },
    ],
  },
});
