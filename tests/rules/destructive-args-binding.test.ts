import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * Destructive tools bind their arguments under `recommended`: state a tool registered with
 * `annotations: { destructiveHint: true }` seals must be bound to the tool call's arguments (or carry them), under
 * the default options. A tool without arguments (no input schema, an empty one, a handler that never reads them) has
 * nothing to bind; a state that carries every argument, or a digest of them, is bound to them.
 */

const SERVER2 = "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';";
const ZOD4 = "import * as z from 'zod/v4';";
const SEAL = "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';";
const SERVER1 = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';";
const ZOD = "import { z } from 'zod';";
const CONFIRM_STATE = "sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table' })";
const DESTRUCTIVE_DROP = "{ inputSchema: z.object({ table: z.string() }), annotations: { destructiveHint: true } }";

/** An SDK 2.x `drop_table` tool registered with `config`, whose handler takes `params` and asks for a confirmation sealing `state`. */
const dropTable = (config: string, params: string, state = CONFIRM_STATE, message = "'Drop it?'") =>
  lines(
    SERVER2,
    ZOD4,
    SEAL,
    'export function register(server) {',
    `  server.registerTool('drop_table', ${config}, async (${params}) =>`,
    `    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: ${message} }) }, requestState: ${state} }));`,
    '}',
  );

const HMAC_SEALER = [
  "import { createHmac } from 'node:crypto';",
  SERVER2,
  ZOD4,
  "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
  'function seal(s) {',
  "  const body = Buffer.from(JSON.stringify(s)).toString('base64url');",
  '  return `${body}.${sign(body)}`;',
  '}',
];

const SHARED_SEALER = [
  "import { createHmac } from 'node:crypto';",
  SERVER2,
  ZOD4,
  "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
  'const sealFor = (state, userId, tool) => {',
  "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');",
  '  return `${body}.${sign(body)}`;',
  '};',
];

/** An SDK 1.x `server.tool(…)` registration of `reset`/`drop_table` whose arguments are `registration` (name first). */
const sdk1Tool = (registration: string, params: string, message: string, tool: string, extraImport?: string) =>
  lines(
    SERVER1,
    ...(extraImport ? [extraImport] : []),
    SEAL,
    "const server = new McpServer({ name: 'db', version: '1.0.0' });",
    `server.tool(${registration}, async (${params}) => ({`,
    "  resultType: 'input_required',",
    `  inputRequests: { ok: { method: 'elicitation/create', params: { message: ${message} } } },`,
    `  requestState: sealState({}, { userId: extra.authInfo?.extra?.userId, tool: '${tool}' }),`,
    '}));',
  );

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'a destructive tool whose binding holds the arguments',
      code: dropTable(DESTRUCTIVE_DROP, '{ table }, ctx', "sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table', args: { table } })"),
    },
    {
      name: 'a destructive tool without an inputSchema (its handler is given the context alone)',
      code: dropTable('{ annotations: { destructiveHint: true } }', 'ctx'),
    },
    {
      name: 'a destructive tool without an inputSchema, whose handler names two parameters',
      code: dropTable("{ description: 'Drop the scratch table', annotations: { destructiveHint: true } }", 'args, ctx'),
    },
    {
      name: 'a destructive tool with z.object({})',
      code: dropTable('{ inputSchema: z.object({}), annotations: { destructiveHint: true } }', 'args, ctx', CONFIRM_STATE, '`Drop ${JSON.stringify(args)}?`'),
    },
    {
      name: "a destructive tool with z.object({}).strict().describe('…')",
      code: dropTable("{ inputSchema: z.object({}).strict().describe('none'), annotations: { destructiveHint: true } }", 'args, ctx', CONFIRM_STATE, '`Drop ${JSON.stringify(args)}?`'),
    },
    {
      name: 'a destructive tool with an empty raw shape',
      code: dropTable('{ inputSchema: {}, annotations: { destructiveHint: true } }', 'args, ctx', CONFIRM_STATE, '`Drop ${JSON.stringify(args)}?`'),
    },
    {
      name: 'a destructive tool with an empty JSON Schema',
      code: dropTable("{ inputSchema: { type: 'object', properties: {} }, annotations: { destructiveHint: true } }", 'args, ctx', CONFIRM_STATE, '`Drop ${JSON.stringify(args)}?`'),
    },
    {
      name: 'a destructive tool with an empty JSON Schema in a const',
      code: lines(
        SERVER2,
        SEAL,
        "const NO_INPUT = { type: 'object', properties: {}, additionalProperties: false };",
        'export function register(server) {',
        "  server.registerTool('drop_table', { inputSchema: NO_INPUT, annotations: { destructiveHint: true } }, async (args, ctx) =>",
        `    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Drop \${JSON.stringify(args)}?\` }) }, requestState: ${CONFIRM_STATE} }));`,
        '}',
      ),
    },
    {
      name: 'a tool that is not destructive may leave its arguments out (default options)',
      code: dropTable('{ inputSchema: z.object({ table: z.string() }) }', '{ table }, ctx', CONFIRM_STATE, '`Drop ${table}?`'),
    },
    {
      name: 'destructiveHint: false',
      code: dropTable('{ inputSchema: z.object({ table: z.string() }), annotations: { destructiveHint: false, readOnlyHint: false } }', '{ table }, ctx', CONFIRM_STATE, '`Drop ${table}?`'),
    },
    {
      name: 'a schema from another module and a handler that never reads its arguments',
      code: lines(
        SERVER2,
        SEAL,
        "import { DropInput } from './schemas.js';",
        'export function register(server) {',
        "  server.registerTool('drop_table', { inputSchema: DropInput, annotations: { destructiveHint: true } }, async (_args, ctx) =>",
        `    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Drop?' }) }, requestState: ${CONFIRM_STATE} }));`,
        '}',
      ),
    },
    {
      name: 'a hand-rolled state that carries every destructured argument',
      code: lines(
        ...HMAC_SEALER,
        'export function register(server) {',
        "  server.registerTool('delete_branch', { inputSchema: z.object({ repo: z.string(), branch: z.string() }), annotations: { destructiveHint: true } }, async ({ repo, branch }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Delete ${repo}:${branch}?` }) }, requestState: seal({ repo, branch, userId: ctx.http?.authInfo?.extra?.userId, tool: 'delete_branch', exp: Date.now() + 60_000 }) }));",
        '}',
      ),
    },
    {
      name: 'a hand-rolled state with a digest of the arguments under a short name',
      code: lines(
        "import { createHash, createHmac } from 'node:crypto';",
        SERVER1,
        ZOD,
        "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "const digest = (value) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');",
        'function mint(fields) {',
        "  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');",
        '  return `${body}.${mac(body)}`;',
        '}',
        "const server = new McpServer({ name: 'cdn', version: '1.0.0' });",
        "server.registerTool('purge', { inputSchema: { path: z.string() }, annotations: { destructiveHint: true } }, async (args, extra) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: { ok: { method: 'elicitation/create', params: { message: `Purge ${args.path}?` } } },",
        "  requestState: mint({ u: extra.authInfo?.extra?.userId, t: 'purge', a: digest(args), e: Date.now() + 300_000 }),",
        '}));',
      ),
    },
    {
      name: 'a bundled-helper state that carries args.x for every key of the raw shape',
      code: lines(
        SERVER1,
        ZOD,
        SEAL,
        "const server = new McpServer({ name: 'cdn', version: '1.0.0' });",
        "server.registerTool('purge', { inputSchema: { path: z.string(), recursive: z.boolean() }, annotations: { destructiveHint: true } }, async (args, extra) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: { ok: { method: 'elicitation/create', params: { message: `Purge ${args.path}?` } } },",
        "  requestState: sealState({ path: args.path, recursive: args.recursive }, { userId: extra.authInfo?.extra?.userId, tool: 'purge' }),",
        '}));',
      ),
    },
    {
      name: 'an SDK codec payload that carries the arguments',
      code: lines(
        SERVER2,
        ZOD4,
        "const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:void` });",
        'export function register(server) {',
        "  server.registerTool('void_invoice', { inputSchema: z.object({ invoiceId: z.string() }), annotations: { destructiveHint: true } }, async ({ invoiceId }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Void ${invoiceId}?` }) }, requestState: await codec.mint({ invoiceId }, ctx) }));",
        '}',
      ),
    },
    {
      name: 'JWT claims with a digest of the arguments',
      code: lines(
        SERVER2,
        ZOD4,
        "import jwt from 'jsonwebtoken';",
        "import { digestOf } from './digest.js';",
        'export function register(server) {',
        "  server.registerTool('revoke', { inputSchema: z.object({ keyId: z.string() }), annotations: { destructiveHint: true } }, async ({ keyId }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Revoke ${keyId}?` }) }, requestState: jwt.sign({ sub: ctx.http?.authInfo?.extra?.userId, tool: 'revoke', h: digestOf({ keyId }) }, process.env.STATE_KEY, { expiresIn: 600 }) }));",
        '}',
      ),
    },
    {
      name: 'destructiveArgsBinding: false turns the check off',
      code: dropTable(DESTRUCTIVE_DROP, '{ table }, ctx', CONFIRM_STATE, '`Drop ${table}?`'),
      options: [{ destructiveArgsBinding: false }],
    },
    {
      name: 'requireArgsBinding: a destructive tool whose state carries its arguments',
      code: dropTable(DESTRUCTIVE_DROP, '{ table }, ctx', "sealState({ table }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table' })", '`Drop ${table}?`'),
      options: [{ requireArgsBinding: true }],
    },
    {
      name: 'SDK 1.x server.tool(name, description, annotations, handler): no params schema',
      code: sdk1Tool("'reset', 'Reset the sandbox', { destructiveHint: true }", 'extra', "'Reset?'", 'reset'),
    },
    {
      name: 'SDK 1.x server.tool(name, {}, annotations, handler): an empty params shape',
      code: sdk1Tool("'reset', {}, { destructiveHint: true }", 'args, extra', '`Reset ${JSON.stringify(args)}?`', 'reset'),
    },
    {
      name: 'SDK 1.x server.tool(name, X, annotations, handler): X may be a description, so no params are known',
      code: sdk1Tool("'reset', DESCRIPTION, { destructiveHint: true }", 'extra', "'Reset?'", 'reset', "import { DESCRIPTION } from './text.js';"),
    },
    {
      name: 'a sealer shared with a tool that is not destructive: only the destructive caller must carry the arguments',
      code: lines(
        ...SHARED_SEALER,
        'export function register(server) {',
        "  server.registerTool('delete_branch', { inputSchema: z.object({ branch: z.string() }), annotations: { destructiveHint: true } }, async ({ branch }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Delete ${branch}?` }) }, requestState: sealFor({ branch }, ctx.http?.authInfo?.extra?.userId, 'delete_branch') }));",
        "  server.registerTool('list_branches', { inputSchema: z.object({ repo: z.string() }) }, async ({ repo }, ctx) => inputRequired({ inputRequests: { page: inputRequired.elicit({ message: `Next page of ${repo}?` }) }, requestState: sealFor({ page: 2 }, ctx.http?.authInfo?.extra?.userId, 'list_branches') }));",
        '}',
      ),
    },
    {
      name: 'a sealer given each object: a tool that is not destructive is not reported for a destructive one',
      code: lines(
        ...HMAC_SEALER,
        'export function register(server) {',
        "  server.registerTool('delete_branch', { inputSchema: z.object({ branch: z.string() }), annotations: { destructiveHint: true } }, async ({ branch }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Delete ${branch}?` }) }, requestState: seal({ branch, userId: ctx.http?.authInfo?.extra?.userId, tool: 'delete_branch', exp: Date.now() + 60_000 }) }));",
        "  server.registerTool('list_branches', { inputSchema: z.object({ repo: z.string() }) }, async ({ repo }, ctx) => inputRequired({ inputRequests: { page: inputRequired.elicit({ message: `Next page of ${repo}?` }) }, requestState: seal({ page: 2, userId: ctx.http?.authInfo?.extra?.userId, tool: 'list_branches', exp: Date.now() + 60_000 }) }));",
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'sealState in a destructive tool, without args (default options)',
      code: dropTable(DESTRUCTIVE_DROP, '{ table }, ctx', CONFIRM_STATE, '`Drop ${table}?`'),
      errors: [
        {
          messageId: 'missingArgs',
          line: 6, column: 142, endLine: 6, endColumn: 207,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args: { table }' },
              output: dropTable(DESTRUCTIVE_DROP, '{ table }, ctx', "sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table', args: { table } })", '`Drop ${table}?`'),
            },
          ],
        },
      ],
    },
    {
      name: 'sealer.seal in an SDK 1.x destructive tool with a raw shape',
      code: lines(
        SERVER1,
        ZOD,
        SEAL,
        'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
        "const server = new McpServer({ name: 'cdn', version: '1.0.0' });",
        "server.registerTool('purge', { inputSchema: { path: z.string() }, annotations: { destructiveHint: true } }, async (args, extra) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: { ok: { method: 'elicitation/create', params: { message: `Purge ${args.path}?` } } },",
        "  requestState: sealer.seal({ step: 1 }, { userId: extra.authInfo?.extra?.userId, tool: 'purge' }),",
        '}));',
      ),
      errors: [
        {
          messageId: 'missingArgs',
          line: 9, column: 42, endLine: 9, endColumn: 98,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args' },
              output: lines(
                SERVER1,
                ZOD,
                SEAL,
                'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
                "const server = new McpServer({ name: 'cdn', version: '1.0.0' });",
                "server.registerTool('purge', { inputSchema: { path: z.string() }, annotations: { destructiveHint: true } }, async (args, extra) => ({",
                "  resultType: 'input_required',",
                "  inputRequests: { ok: { method: 'elicitation/create', params: { message: `Purge ${args.path}?` } } },",
                "  requestState: sealer.seal({ step: 1 }, { userId: extra.authInfo?.extra?.userId, tool: 'purge', args }),",
                '}));',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a custom sealer (sealFunctions) in a destructive tool',
      code: lines(
        SERVER2,
        ZOD4,
        "import { sealForClient } from './state.js';",
        'export function register(server) {',
        `  server.registerTool('drop_table', ${DESTRUCTIVE_DROP}, async ({ table }, ctx) =>`,
        "    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${table}?` }) }, requestState: sealForClient({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table' }) }));",
        '}',
      ),
      options: [{ sealFunctions: ['sealForClient'] }],
      errors: [
        {
          messageId: 'missingArgs',
          line: 6, column: 146, endLine: 6, endColumn: 211,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args: { table }' },
              output: lines(
                SERVER2,
                ZOD4,
                "import { sealForClient } from './state.js';",
                'export function register(server) {',
                `  server.registerTool('drop_table', ${DESTRUCTIVE_DROP}, async ({ table }, ctx) =>`,
                "    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${table}?` }) }, requestState: sealForClient({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table', args: { table } }) }));",
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a hand-rolled state of a destructive tool without the arguments',
      code: lines(
        ...HMAC_SEALER,
        'export function register(server) {',
        "  server.registerTool('drop', { inputSchema: z.object({ table: z.string() }), annotations: { destructiveHint: true } }, async (args, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${args.table}?` }) }, requestState: seal({ userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop', exp: Date.now() + 60_000 }) }));",
        '}',
      ),
      errors: [{ messageId: 'missingArgs', line: 10, column: 258, endLine: 10, endColumn: 343, suggestions: [] }],
    },
    {
      name: 'a hand-rolled state that carries one of two destructured arguments',
      code: lines(
        ...HMAC_SEALER,
        'export function register(server) {',
        "  server.registerTool('delete_branch', { inputSchema: z.object({ repo: z.string(), branch: z.string() }), annotations: { destructiveHint: true } }, async ({ repo, branch }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Delete ${repo}:${branch}?` }) }, requestState: seal({ repo, userId: ctx.http?.authInfo?.extra?.userId, tool: 'delete_branch', exp: Date.now() + 60_000 }) }));",
        '}',
      ),
      errors: [{ messageId: 'missingArgs', line: 10, column: 304, endLine: 10, endColumn: 404, suggestions: [] }],
    },
    {
      name: 'a sealer shared with a tool that is not destructive: the destructive caller does not carry the arguments',
      code: lines(
        ...SHARED_SEALER,
        'export function register(server) {',
        "  server.registerTool('delete_branch', { inputSchema: z.object({ branch: z.string() }), annotations: { destructiveHint: true } }, async ({ branch }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Delete ${branch}?` }) }, requestState: sealFor({ step: 'confirm' }, ctx.http?.authInfo?.extra?.userId, 'delete_branch') }));",
        "  server.registerTool('list_branches', { inputSchema: z.object({ repo: z.string() }) }, async ({ repo }, ctx) => inputRequired({ inputRequests: { page: inputRequired.elicit({ message: `Next page of ${repo}?` }) }, requestState: sealFor({ page: 2 }, ctx.http?.authInfo?.extra?.userId, 'list_branches') }));",
        '}',
      ),
      errors: [{ messageId: 'missingArgs', line: 6, column: 43, endLine: 6, endColumn: 96, suggestions: [] }],
    },
    {
      name: 'JWT claims of a destructive tool without the arguments',
      code: lines(
        SERVER2,
        ZOD4,
        "import jwt from 'jsonwebtoken';",
        'export function register(server) {',
        "  server.registerTool('revoke', { inputSchema: z.object({ keyId: z.string() }), annotations: { destructiveHint: true } }, async ({ keyId }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Revoke ${keyId}?` }) }, requestState: jwt.sign({ sub: ctx.http?.authInfo?.extra?.userId, tool: 'revoke' }, process.env.STATE_KEY, { expiresIn: 600 }) }));",
        '}',
      ),
      errors: [{ messageId: 'missingArgs', line: 5, column: 266, endLine: 5, endColumn: 324, suggestions: [] }],
    },
    {
      name: 'an SDK codec payload of a destructive tool without the arguments',
      code: lines(
        SERVER2,
        ZOD4,
        "const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:void` });",
        'export function register(server) {',
        "  server.registerTool('void_invoice', { inputSchema: z.object({ invoiceId: z.string() }), annotations: { destructiveHint: true } }, async ({ invoiceId }, ctx) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Void ${invoiceId}?` }) }, requestState: await codec.mint({ step: 'confirm' }, ctx) }));",
        '}',
      ),
      errors: [{ messageId: 'missingArgs', line: 5, column: 290, endLine: 5, endColumn: 309, suggestions: [] }],
    },
    {
      name: 'a schema and annotations in consts',
      code: lines(
        SERVER2,
        ZOD4,
        SEAL,
        'const DropInput = z.object({ table: z.string() }).strict();',
        'const DESTRUCTIVE = { destructiveHint: true };',
        'export function register(server) {',
        "  server.registerTool('drop_table', { inputSchema: DropInput, annotations: DESTRUCTIVE }, async (input, ctx) =>",
        `    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Drop \${input.table}?\` }) }, requestState: ${CONFIRM_STATE} }));`,
        '}',
      ),
      errors: [
        {
          messageId: 'missingArgs',
          line: 8, column: 148, endLine: 8, endColumn: 213,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args: input' },
              output: lines(
                SERVER2,
                ZOD4,
                SEAL,
                'const DropInput = z.object({ table: z.string() }).strict();',
                'const DESTRUCTIVE = { destructiveHint: true };',
                'export function register(server) {',
                "  server.registerTool('drop_table', { inputSchema: DropInput, annotations: DESTRUCTIVE }, async (input, ctx) =>",
                "    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${input.table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table', args: input }) }));",
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a schema from another module and a handler that destructures its arguments',
      code: lines(
        SERVER2,
        SEAL,
        "import { DropInput } from './schemas.js';",
        'export function register(server) {',
        "  server.registerTool('drop_table', { inputSchema: DropInput, annotations: { destructiveHint: true } }, async ({ table }, ctx) =>",
        `    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Drop \${table}?\` }) }, requestState: ${CONFIRM_STATE} }));`,
        '}',
      ),
      errors: [
        {
          messageId: 'missingArgs',
          line: 6, column: 142, endLine: 6, endColumn: 207,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args: { table }' },
              output: lines(
                SERVER2,
                SEAL,
                "import { DropInput } from './schemas.js';",
                'export function register(server) {',
                "  server.registerTool('drop_table', { inputSchema: DropInput, annotations: { destructiveHint: true } }, async ({ table }, ctx) =>",
                "    inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table', args: { table } }) }));",
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a state that carries args.x for one of two keys of the raw shape',
      code: lines(
        SERVER1,
        ZOD,
        SEAL,
        "const server = new McpServer({ name: 'cdn', version: '1.0.0' });",
        "server.registerTool('purge', { inputSchema: { path: z.string(), recursive: z.boolean() }, annotations: { destructiveHint: true } }, async (args, extra) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: { ok: { method: 'elicitation/create', params: { message: `Purge ${args.path}?` } } },",
        "  requestState: sealState({ path: args.path }, { userId: extra.authInfo?.extra?.userId, tool: 'purge' }),",
        '}));',
      ),
      errors: [
        {
          messageId: 'missingArgs',
          line: 8, column: 48, endLine: 8, endColumn: 104,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args' },
              output: lines(
                SERVER1,
                ZOD,
                SEAL,
                "const server = new McpServer({ name: 'cdn', version: '1.0.0' });",
                "server.registerTool('purge', { inputSchema: { path: z.string(), recursive: z.boolean() }, annotations: { destructiveHint: true } }, async (args, extra) => ({",
                "  resultType: 'input_required',",
                "  inputRequests: { ok: { method: 'elicitation/create', params: { message: `Purge ${args.path}?` } } },",
                "  requestState: sealState({ path: args.path }, { userId: extra.authInfo?.extra?.userId, tool: 'purge', args }),",
                '}));',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'SDK 1.x server.tool(name, description, paramsSchema, annotations, handler)',
      code: sdk1Tool("'drop_table', 'Drop a table', { table: z.string() }, { destructiveHint: true }", '{ table }, extra', '`Drop ${table}?`', 'drop_table', ZOD),
      errors: [
        {
          messageId: 'missingArgs',
          line: 8, column: 31, endLine: 8, endColumn: 92,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args: { table }' },
              output: sdk1Tool("'drop_table', 'Drop a table', { table: z.string() }, { destructiveHint: true }", '{ table }, extra', '`Drop ${table}?`', 'drop_table', ZOD).replace(
                "tool: 'drop_table' })",
                "tool: 'drop_table', args: { table } })",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'SDK 1.x server.tool(name, paramsSchema, annotations, handler)',
      code: sdk1Tool("'drop_table', { table: z.string() }, { title: 'Drop', destructiveHint: true }", '{ table }, extra', '`Drop ${table}?`', 'drop_table', ZOD),
      errors: [
        {
          messageId: 'missingArgs',
          line: 8, column: 31, endLine: 8, endColumn: 92,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args: { table }' },
              output: sdk1Tool("'drop_table', { table: z.string() }, { title: 'Drop', destructiveHint: true }", '{ table }, extra', '`Drop ${table}?`', 'drop_table', ZOD).replace(
                "tool: 'drop_table' })",
                "tool: 'drop_table', args: { table } })",
              ),
            },
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'TypeScript: a typed handler whose state carries its arguments',
        code: dropTable(
          '{ inputSchema: z.object({ table: z.string() }), annotations: { destructiveHint: true } } as const',
          '{ table }: { table: string }, ctx: { http?: { authInfo?: { extra?: { userId?: string } } } }',
          "sealState({ table } satisfies { table: string }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table' })",
          '`Drop ${table}?`',
        ),
      },
    ],
    invalid: [
      {
        name: 'TypeScript: a config and a schema behind assertions',
        code: dropTable(
          '{ inputSchema: z.object({ table: z.string() }) as z.ZodType, annotations: { destructiveHint: true as const } } satisfies object',
          '{ table }: { table: string }, ctx: any',
          CONFIRM_STATE,
          '`Drop ${table}?`',
        ),
        errors: [
          {
            messageId: 'missingArgs',
            line: 6, column: 142, endLine: 6, endColumn: 207,
            suggestions: [
              {
                messageId: 'addField',
                data: { text: 'args: { table }' },
                output: dropTable(
                  '{ inputSchema: z.object({ table: z.string() }) as z.ZodType, annotations: { destructiveHint: true as const } } satisfies object',
                  '{ table }: { table: string }, ctx: any',
                  "sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table', args: { table } })",
                  '`Drop ${table}?`',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
});
