// An SDK codec's bind that binds nobody: it returns only ctx.mcpReq.method (always tools/call), a constant, or the
// OAuth client's id, in any spelling; reported on the bind key. And one codec serving several tools without naming
// them: judged by each codec's own mints, also for a codec imported from another module (reported at each mint).
import { fileURLToPath } from 'node:url';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/** A file beside the corpus project whose state/codecs.js exports approvalCodec (binds the client) and noteCodec. */
const INVOICES = fileURLToPath(new URL('../corpus/projects/codec-bind-nobody-express/tools.js', import.meta.url));
/** A file beside the corpus project whose lib/state.js exports the memoised stateCodec(). */
const FLIGHTS = fileURLToPath(new URL('../corpus/projects/framework-reexport-mcpuse/tools.js', import.meta.url));

const IMPORT = "import { McpServer, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';";
const KEY = "const key = Buffer.from(process.env.STATE_KEY, 'base64');";
/** What a bindUser suggestion adds: the import of principalOf, after the file's last import. */
const PRINCIPAL_IMPORT = "import { principalOf } from 'eslint-plugin-mcp-state/seal';";

/** Three tools minting with the imported approvalCodec; `approve` reads the payload back. */
const APPROVALS = lines(
  IMPORT,
  "import { approvalCodec } from './state/codecs.js';",
  'export function register(server) {',
  "  server.registerTool('approve', {}, async ({ id }, ctx) => {",
  '    const state = ctx.mcpReq.requestState();',
  "    if (!state) return inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ id }, ctx) });",
  "    return { content: [{ type: 'text', text: state.id }] };",
  '  });',
  "  server.registerTool('reject', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ tool: 'reject', id }, ctx) }));",
  "  server.registerTool('hold', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ id }, ctx) }));",
  '}',
);

/** A local codec for two reminders beside the imported approvalCodec for two approvals, with each mint's payload as given. */
const mixed = (payloads: { approve: string; reject: string; remind: string; remindAll: string }, refusal = false): string =>
  lines(
    IMPORT,
    "import { approvalCodec } from './state/codecs.js';",
    ...(refusal ? ["import { refusal } from 'eslint-plugin-mcp-state/seal';"] : []),
    "const reminders = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
    'export function register(server) {',
    `  server.registerTool('approve', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint(${payloads.approve}, ctx) }));`,
    `  server.registerTool('reject', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint(${payloads.reject}, ctx) }));`,
    `  server.registerTool('remind', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await reminders.mint(${payloads.remind}, ctx) }));`,
    `  server.registerTool('remind_all', {}, async (_args, ctx) => inputRequired({ inputRequests: {}, requestState: await reminders.mint(${payloads.remindAll}, ctx) }));`,
    '}',
  );
/** Two seat tools minting with the memoised stateCodec() of lib/state.js. */
const seats = (pick: string, change: string, refusal = false): string =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { stateCodec } from './lib/state.js';",
    ...(refusal ? ["import { refusal } from 'eslint-plugin-mcp-state/seal';"] : []),
    'export function register(server) {',
    `  server.registerTool('pick_seat', {}, async ({ flight }, ctx) => inputRequired({ inputRequests: {}, requestState: await stateCodec().mint(${pick}, ctx) }));`,
    `  server.registerTool('change_seat', {}, async ({ flight }, ctx) => inputRequired({ inputRequests: {}, requestState: await stateCodec().mint(${change}, ctx) }));`,
    '}',
  );
const UNNAMED = { approve: '{ id }', reject: '{ id }', remind: '{ id }', remindAll: '{ all: true }' };

/** Two tools minting with a codec created lazily by `cached ??= createRequestStateCodec(…)`, with each payload as given. */
const lazy = (a: string, b: string, refusal = false): string =>
  lines(
    "import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
    ...(refusal ? ["import { refusal } from 'eslint-plugin-mcp-state/seal';"] : []),
    'let cached;',
    "const codec = () => (cached ??= createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) }));",
    'export function register(server) {',
    `  server.registerTool('a', {}, async ({ x }, ctx) => inputRequired({ inputRequests: {}, requestState: await codec().mint(${a}, ctx) }));`,
    `  server.registerTool('b', {}, async ({ x }, ctx) => inputRequired({ inputRequests: {}, requestState: await codec().mint(${b}, ctx) }));`,
    '}',
  );

/** Two tools of a class minting with the codec its getter creates on first use. */
const getter = (publish: string, retract: string, refusal = false): string =>
  lines(
    "import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
    ...(refusal ? ["import { refusal } from 'eslint-plugin-mcp-state/seal';"] : []),
    'export class ReportTools {',
    '  #codec;',
    '  get codec() {',
    "    return (this.#codec ??= createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) }));",
    '  }',
    '  register(server) {',
    `    server.registerTool('publish', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await this.codec.mint(${publish}, ctx) }));`,
    `    server.registerTool('retract', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await this.codec.mint(${retract}, ctx) }));`,
    '  }',
    '}',
  );

/** Two tools registered the mcp-use way, `server.tool({ name, description }, handler)`, minting with one codec. */
const definitions = (book: string, pick: string, refusal = false): string =>
  lines(
    "import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
    ...(refusal ? ["import { refusal } from 'eslint-plugin-mcp-state/seal';"] : []),
    "const codec = createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
    'export function register(server) {',
    `  server.tool({ name: 'book_flight', description: 'Book a flight' }, async ({ flight }, ctx) => inputRequired({ inputRequests: {}, requestState: await codec.mint(${book}, ctx) }));`,
    `  server.tool({ name: 'pick_seat', description: 'Pick a seat' }, async ({ flight }, ctx) => inputRequired({ inputRequests: {}, requestState: await codec.mint(${pick}, ctx) }));`,
    '}',
  );

/** A factory of the file that makes one codec per tool name it is given, bound to it; `c` and `d` share one. */
const factory = (c: string, d: string, refusal = false): string =>
  lines(
    "import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
    ...(refusal ? ["import { refusal } from 'eslint-plugin-mcp-state/seal';"] : []),
    'function codecFor(tool) {',
    '  return createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:${tool}` });',
    '}',
    'export function register(server) {',
    "  server.registerTool('a', {}, async ({ x }, ctx) => inputRequired({ inputRequests: {}, requestState: await codecFor('a').mint({ x }, ctx) }));",
    "  server.registerTool('b', {}, async ({ x }, ctx) => inputRequired({ inputRequests: {}, requestState: await codecFor('b').mint({ x }, ctx) }));",
    `  server.registerTool('c', {}, async ({ x }, ctx) => inputRequired({ inputRequests: {}, requestState: await codecFor('shared').mint(${c}, ctx) }));`,
    `  server.registerTool('d', {}, async ({ x }, ctx) => inputRequired({ inputRequests: {}, requestState: await codecFor('shared').mint(${d}, ctx) }));`,
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    // a factory's codecs, one per tool (each bound to its tool), and the shared one with the tool in each payload
    factory("{ x, tool: 'c' }", "{ x, tool: 'd' }"),
    // lazily created codecs whose mints name their tools
    lazy("{ x, tool: 'a' }", "{ x, tool: 'b' }"),
    getter("{ id, tool: 'publish' }", "{ id, tool: 'retract' }"),
    // the user with the method beside it
    lines(IMPORT, KEY, 'export const codec = createRequestStateCodec({ key, bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:${ctx.mcpReq.method}` });'),
    // the user in a block body, a clientId only logged
    lines(
      IMPORT,
      KEY,
      'export const codec = createRequestStateCodec({',
      '  key,',
      '  bind: (ctx) => {',
      "    console.log('client', ctx.http?.authInfo?.clientId);",
      '    return String(ctx.http?.authInfo?.extra?.sub);',
      '  },',
      '});',
    ),
    // a named function of the file that returns the user read into a const, or a fallback constant
    lines(
      IMPORT,
      KEY,
      'function bindUser(ctx) {',
      '  const userId = ctx.http?.authInfo?.extra?.userId;',
      "  if (!userId) return 'anonymous';",
      '  return `${userId}`;',
      '}',
      'export const codec = createRequestStateCodec({ key, bind: bindUser });',
    ),
    // the client and the user together; a subject from a destructured context
    lines(IMPORT, KEY, "export const a = createRequestStateCodec({ key, bind: (ctx) => [ctx.http?.authInfo?.clientId, ctx.http?.authInfo?.extra?.userId].join(':') });"),
    lines(IMPORT, KEY, 'export const b = createRequestStateCodec({ key, bind: ({ http }) => http?.authInfo?.extra?.subject ?? "" });'),
    // what the file cannot read may tell users apart: the bearer token, a helper's result, an imported function
    lines(IMPORT, KEY, "import { principalOf } from './auth.js';", 'export const a = createRequestStateCodec({ key, bind: (ctx) => `${ctx.http?.authInfo?.token}` });', 'export const b = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });', 'export const c = createRequestStateCodec({ key, bind: principalOf });'),
    // not the SDK's factory
    lines("import { createRequestStateCodec } from './my-codec.js';", KEY, "export const codec = createRequestStateCodec({ key, bind: () => 'fixed' });"),
    // an imported codec serving two tools that each name their tool, and one serving a single tool
    {
      filename: INVOICES,
      code: lines(
        IMPORT,
        "import { approvalCodec, noteCodec } from './state/codecs.js';",
        'export function register(server) {',
        "  server.registerTool('approve', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ tool: 'approve', id }, ctx) }));",
        "  server.registerTool('reject', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ tool: 'reject', id }, ctx) }));",
        "  server.registerTool('note', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await noteCodec.mint({ id }, ctx) }));",
        '}',
      ),
    },
  ],
  invalid: [
    {
      code: lines(IMPORT, KEY, 'export const codec = createRequestStateCodec({ key, bind: (ctx) => ctx.mcpReq.method });'),
      errors: [{ messageId: 'codecBindsNobody', data: { parts: 'ctx.mcpReq.method (always tools/call)' }, line: 3, column: 53, endLine: 3, endColumn: 57, suggestions: [{ messageId: 'bindUser', output: lines(IMPORT, PRINCIPAL_IMPORT, KEY, 'export const codec = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });') }] }],
    },
    {
      // a method with a block body returning a constant label
      code: lines(IMPORT, KEY, 'export const wizard = createRequestStateCodec({', '  key,', '  bind() {', "    return 'survey-import-wizard';", '  },', '});'),
      errors: [
        {
          messageId: 'codecBindsNobody',
          data: { parts: 'a constant' },
          line: 5,
          column: 3,
          endLine: 5,
          endColumn: 7,
          suggestions: [{ messageId: 'bindUser', output: lines(IMPORT, PRINCIPAL_IMPORT, KEY, 'export const wizard = createRequestStateCodec({', '  key,', '  bind: (ctx) => principalOf(ctx),', '});') }],
        },
      ],
    },
    {
      // a function declared elsewhere (no suggestion: it is not the property's own), a destructured context in a
      // template literal, a constant joined to a client id spelt client_id
      code: lines(
        IMPORT,
        KEY,
        'function bindCaller(ctx) {',
        "  return ctx.http?.authInfo?.clientId ?? '';",
        '}',
        'export const approvals = createRequestStateCodec({ key, bind: bindCaller });',
        'export const notes = createRequestStateCodec({ key, bind: ({ mcpReq }) => `invoices:${mcpReq.method}` });',
        "const LABEL = 'v2';",
        'export const drafts = createRequestStateCodec({ key, bind: (ctx) => LABEL + String(ctx.http?.authInfo?.client_id).toLowerCase() });',
      ),
      errors: [
        { messageId: 'codecBindsNobody', data: { parts: 'the OAuth client id' }, line: 6, column: 57, endLine: 6, endColumn: 61, suggestions: [] },
        {
          messageId: 'codecBindsNobody',
          data: { parts: 'ctx.mcpReq.method (always tools/call)' },
          line: 7,
          column: 53,
          endLine: 7,
          endColumn: 57,
          suggestions: [
            {
              messageId: 'bindUser',
              output: lines(
                IMPORT,
                PRINCIPAL_IMPORT,
                KEY,
                'function bindCaller(ctx) {',
                "  return ctx.http?.authInfo?.clientId ?? '';",
                '}',
                'export const approvals = createRequestStateCodec({ key, bind: bindCaller });',
                'export const notes = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });',
                "const LABEL = 'v2';",
                'export const drafts = createRequestStateCodec({ key, bind: (ctx) => LABEL + String(ctx.http?.authInfo?.client_id).toLowerCase() });',
              ),
            },
          ],
        },
        {
          messageId: 'codecBindsNobody',
          data: { parts: 'the OAuth client id' },
          line: 9,
          column: 54,
          endLine: 9,
          endColumn: 58,
          suggestions: [
            {
              messageId: 'bindUser',
              output: lines(
                IMPORT,
                PRINCIPAL_IMPORT,
                KEY,
                'function bindCaller(ctx) {',
                "  return ctx.http?.authInfo?.clientId ?? '';",
                '}',
                'export const approvals = createRequestStateCodec({ key, bind: bindCaller });',
                'export const notes = createRequestStateCodec({ key, bind: ({ mcpReq }) => `invoices:${mcpReq.method}` });',
                "const LABEL = 'v2';",
                'export const drafts = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });',
              ),
            },
          ],
        },
      ],
    },
    {
      // a stdio server has no authInfo: principalOf(ctx) answers its local account
      code: lines(
        "import { McpServer, StdioServerTransport, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), bind: (ctx) => `cli:${ctx.mcpReq.method}` });",
        "await new McpServer({ name: 'cli', version: '1.0.0' }).connect(new StdioServerTransport());",
      ),
      errors: [
        {
          messageId: 'codecBindsNobody',
          line: 2,
          column: 99,
          endLine: 2,
          endColumn: 103,
          suggestions: [
            {
              messageId: 'bindUser',
              output: lines(
                "import { McpServer, StdioServerTransport, createRequestStateCodec } from '@modelcontextprotocol/server';",
                PRINCIPAL_IMPORT,
                "export const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), bind: (ctx) => principalOf(ctx) });",
                "await new McpServer({ name: 'cli', version: '1.0.0' }).connect(new StdioServerTransport());",
              ),
            },
          ],
        },
      ],
    },
    {
      // an imported codec used by two of this file's tools: each mint without its tool, at its payload; the
      // suggestion names the tool there and refuses another tool's state where this handler reads it
      filename: INVOICES,
      code: APPROVALS,
      errors: [
        {
          messageId: 'codecServesTools',
          data: { tools: "'approve', 'reject' and 'hold'" },
          line: 6,
          column: 98,
          endLine: 6,
          endColumn: 104,
          suggestions: [
            {
              messageId: 'putToolInPayload',
              output: lines(
                IMPORT,
                "import { approvalCodec } from './state/codecs.js';",
                "import { refusal } from 'eslint-plugin-mcp-state/seal';",
                'export function register(server) {',
                "  server.registerTool('approve', {}, async ({ id }, ctx) => {",
                '    const state = ctx.mcpReq.requestState();',
                "    if (state && state.tool !== 'approve') return refusal('tool');",
                "    if (!state) return inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ id, tool: 'approve' }, ctx) });",
                "    return { content: [{ type: 'text', text: state.id }] };",
                '  });',
                "  server.registerTool('reject', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ tool: 'reject', id }, ctx) }));",
                "  server.registerTool('hold', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ id }, ctx) }));",
                '}',
              ),
            },
          ],
        },
        {
          messageId: 'codecServesTools',
          data: { tools: "'approve', 'reject' and 'hold'" },
          line: 10,
          column: 132,
          endLine: 10,
          endColumn: 138,
          suggestions: [
            {
              messageId: 'putToolInPayload',
              output: lines(
                IMPORT,
                "import { approvalCodec } from './state/codecs.js';",
                "import { refusal } from 'eslint-plugin-mcp-state/seal';",
                'export function register(server) {',
                "  server.registerTool('approve', {}, async ({ id }, ctx) => {",
                '    const state = ctx.mcpReq.requestState();',
                "    if (!state) return inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ id }, ctx) });",
                "    return { content: [{ type: 'text', text: state.id }] };",
                '  });',
                "  server.registerTool('reject', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ tool: 'reject', id }, ctx) }));",
                "  server.registerTool('hold', {}, async ({ id }, ctx) => inputRequired({ inputRequests: {}, requestState: await approvalCodec.mint({ id, tool: 'hold' }, ctx) }));",
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      // a local codec and an imported one: each lists its own tools only, and each suggestion touches its own mints
      filename: INVOICES,
      code: mixed(UNNAMED),
      errors: [
        {
          messageId: 'codecServesTools',
          data: { tools: "'remind' and 'remind_all'" },
          line: 3,
          column: 19,
          endLine: 3,
          endColumn: 42,
          suggestions: [{ messageId: 'putToolInPayload', output: mixed({ ...UNNAMED, remind: "{ id, tool: 'remind' }", remindAll: "{ all: true, tool: 'remind_all' }" }, true) }],
        },
        {
          messageId: 'codecServesTools',
          data: { tools: "'approve' and 'reject'" },
          line: 5,
          column: 135,
          endLine: 5,
          endColumn: 141,
          suggestions: [{ messageId: 'putToolInPayload', output: mixed({ ...UNNAMED, approve: "{ id, tool: 'approve' }" }, true) }],
        },
        {
          messageId: 'codecServesTools',
          data: { tools: "'approve' and 'reject'" },
          line: 6,
          column: 134,
          endLine: 6,
          endColumn: 140,
          suggestions: [{ messageId: 'putToolInPayload', output: mixed({ ...UNNAMED, reject: "{ id, tool: 'reject' }" }, true) }],
        },
      ],
    },
    {
      // a memoised codec getter of another module, called at each mint
      filename: FLIGHTS,
      code: seats('{ flight }', '{ flight }'),
      errors: [
        { messageId: 'codecServesTools', data: { tools: "'pick_seat' and 'change_seat'" }, line: 4, column: 140, endLine: 4, endColumn: 150, suggestions: [{ messageId: 'putToolInPayload', output: seats("{ flight, tool: 'pick_seat' }", '{ flight }', true) }] },
        { messageId: 'codecServesTools', data: { tools: "'pick_seat' and 'change_seat'" }, line: 5, column: 142, endLine: 5, endColumn: 152, suggestions: [{ messageId: 'putToolInPayload', output: seats('{ flight }', "{ flight, tool: 'change_seat' }", true) }] },
      ],
    },
    {
      // a codec created lazily, `cached ??= createRequestStateCodec(…)`, behind a function: on the factory's name
      code: lazy('{ x }', '{ x }'),
      errors: [
        {
          messageId: 'codecServesTools',
          data: { tools: "'a' and 'b'" },
          line: 3,
          column: 33,
          endLine: 3,
          endColumn: 56,
          suggestions: [{ messageId: 'putToolInPayload', output: lazy("{ x, tool: 'a' }", "{ x, tool: 'b' }", true) }],
        },
      ],
    },
    {
      // and behind a memoising getter of a class
      code: getter('{ id }', '{ id }'),
      errors: [
        {
          messageId: 'codecServesTools',
          data: { tools: "'publish' and 'retract'" },
          line: 5,
          column: 29,
          endLine: 5,
          endColumn: 52,
          suggestions: [{ messageId: 'putToolInPayload', output: getter("{ id, tool: 'publish' }", "{ id, tool: 'retract' }", true) }],
        },
      ],
    },
    {
      // tools registered by a definition object (mcp-use): their names come from it
      code: definitions('{ flight }', '{ flight }'),
      errors: [
        {
          messageId: 'codecServesTools',
          data: { tools: "'book_flight' and 'pick_seat'" },
          line: 2,
          column: 15,
          endLine: 2,
          endColumn: 38,
          suggestions: [{ messageId: 'putToolInPayload', output: definitions("{ flight, tool: 'book_flight' }", "{ flight, tool: 'pick_seat' }", true) }],
        },
      ],
    },
    {
      // a factory called with the same argument by two tools: one codec, reported at each mint (not at the factory)
      code: factory('{ x }', '{ x }'),
      errors: [
        { messageId: 'codecServesTools', data: { tools: "'c' and 'd'" }, line: 8, column: 133, endLine: 8, endColumn: 138, suggestions: [{ messageId: 'putToolInPayload', output: factory("{ x, tool: 'c' }", '{ x }', true) }] },
        { messageId: 'codecServesTools', data: { tools: "'c' and 'd'" }, line: 9, column: 133, endLine: 9, endColumn: 138, suggestions: [{ messageId: 'putToolInPayload', output: factory('{ x }', "{ x, tool: 'd' }", true) }] },
      ],
    },
  ],
  typescriptOnly: {
    valid: [lines(IMPORT, KEY, 'export const codec = createRequestStateCodec<{ step: number }>({ key, bind: (ctx): string => `${ctx.http!.authInfo!.extra!.userId as string}` });')],
    invalid: [
      {
        code: lines(IMPORT, KEY, 'export const codec = createRequestStateCodec<{ step: number }>({ key, bind: (ctx): string => ctx.mcpReq.method as string });'),
        errors: [
          {
            messageId: 'codecBindsNobody',
            data: { parts: 'ctx.mcpReq.method (always tools/call)' },
            line: 3,
            column: 71,
            endLine: 3,
            endColumn: 75,
            suggestions: [{ messageId: 'bindUser', output: lines(IMPORT, PRINCIPAL_IMPORT, KEY, 'export const codec = createRequestStateCodec<{ step: number }>({ key, bind: (ctx) => principalOf(ctx) });') }],
          },
        ],
      },
    ],
  },
});
