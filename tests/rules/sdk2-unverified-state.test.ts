import requireSealedState from '../../rules/require-sealed-state.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

/*
 * SDK 2.x servers built without a requestState.verify hook: ctx.mcpReq.requestState() gives the handler the client's
 * string unchecked, so a handler that uses it as its own state trusts client input (trustedUnverifiedState); and a
 * value the client controls handed back as requestState unchanged is unsigned state (unsignedState). The valid
 * cases: a verify hook, a sealed value, an unguessable id the handler made and checks against its owner, a verifier,
 * a server built elsewhere.
 */

testRule('require-sealed-state', requireSealedState, {
  valid: [
    {
      name: "a tool argument computed with a value the server holds, or signed with a MAC of it, is not the client's alone",
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'rows', version: '1.0.0' });",
        "const offsets = new Map();",
        "server.registerTool('import_rows', { inputSchema: {} }, async ({ batch }, ctx) => {",
        "  if (batch > 10) return inputRequired({ inputRequests: {}, requestState: String(batch * offsets.get(batch)) });",
        "  return inputRequired({ inputRequests: {}, requestState: `${batch}.${createHmac('sha256', process.env.ROWS_KEY).update(String(batch)).digest('hex')}` });",
        "});",
      ),
    },
    {
      name: "the echoed value is sealed",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('list', {}, async (args, ctx) => {",
        "  return inputRequired({ inputRequests: {}, requestState: sealState({ cursor: args.cursor }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'list' }) });",
        "});",
      ),
    },
    {
      name: "the state is an unguessable id the handler made, logged, and what it finds is checked against its owner",
      code: lines(
        "import { randomUUID } from 'node:crypto';",
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'notes', version: '1.0.0' });",
        "const drafts = new Map();",
        "server.registerTool('write_note', {}, async ({ body }, ctx) => {",
        "  const owner = String(ctx.http?.authInfo?.extra?.userId);",
        "  const id = ctx.mcpReq.requestState();",
        "  if (id === undefined) {",
        "    const draftId = randomUUID();",
        "    drafts.set(draftId, { owner, body });",
        "    return inputRequired({ inputRequests: {}, requestState: draftId });",
        "  }",
        "  console.log(`resuming draft ${id}`);",
        "  const draft = drafts.get(id);",
        "  if (!draft || draft.owner !== owner) return { isError: true, content: [] };",
        "  return { content: [{ type: 'text', text: `saved ${draft.body.length} chars` }] };",
        "});",
      ),
    },
    {
      name: "the state is handed to a verifier",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { openState } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('refund', {}, async (args, ctx) => {",
        "  const opened = openState(ctx.mcpReq.requestState(), { userId: ctx.http?.authInfo?.extra?.userId, tool: 'refund' });",
        "  if (!opened.ok) return { content: [], isError: true };",
        "  return { content: [{ type: 'text', text: opened.state.orderId }] };",
        "});",
      ),
    },
    {
      name: "checked by a function named for it before it is used",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('wipe', {}, async (args, ctx) => {",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!isValidStateToken(raw)) return { content: [], isError: true };",
        "  return raw === 'confirmed' ? { content: [{ type: 'text', text: 'wiped' }] } : { content: [] };",
        "});",
      ),
    },
    {
      name: "incoming state echoed after it was opened",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "import { openState, refusal } from 'eslint-plugin-mcp-state/seal';",
        "const server = new Server({ name: 'shop', version: '1.0.0' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
        "  const opened = openState(request.params.requestState, { userId: extra.authInfo?.extra?.userId, tool: request.params.name });",
        "  if (!opened.ok) return refusal(opened.reason);",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: request.params.requestState };",
        "});",
      ),
    },
    {
      name: "values the server makes, and parameters of other functions",
      code: lines(
        "import { randomUUID } from 'node:crypto';",
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "const sessions = new Map();",
        "function ask(cursor) {",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: cursor };",
        "}",
        "server.registerTool('list', {}, async (args, ctx) => {",
        "  const handle = randomUUID();",
        "  sessions.set(handle, { cursor: args.cursor, userId: ctx.http?.authInfo?.extra?.userId });",
        "  return args.more ? ask(sessions.get(handle).id) : inputRequired({ inputRequests: {}, requestState: handle });",
        "});",
      ),
    },
    {
      name: "a changed argument is not an echo (a hash of it, a method call)",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('list', {}, async (args, ctx) => {",
        "  return inputRequired({ inputRequests: {}, requestState: args.cursor.toUpperCase() });",
        "});",
      ),
    },
    {
      name: "server options the file does not show may hold a verify hook",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { serverOptions } from './options.js';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' }, serverOptions);",
        "server.registerTool('list', { inputSchema: {} }, async (args, ctx) => {",
        "  if (ctx.mcpReq.requestState()?.page) return { content: [] };",
        "  return inputRequired({ inputRequests: {}, requestState: args.cursor });",
        "});",
      ),
    },
    {
      name: "the one parameter of a handler without an inputSchema is the context",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('ping', {}, async (extra) => inputRequired({ inputRequests: {}, requestState: extra.sessionId }));",
      ),
    },
    {
      // a lookup by the client's string finds the server's own record: nothing to verify; whether the record is the
      // user's is its binding (require-state-binding, where the record is written with its user)
      name: "the state is a key of a store the client picks from",
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'const server = new McpServer({ name: \'shop\', version: \'1.0.0\' });',
        'const pending = new Map();',
        'server.registerTool(\'refund\', {}, async (args, ctx) => {',
        '  const handle = ctx.mcpReq.requestState();',
        '  if (!handle || typeof handle !== \'string\' || handle.length !== 36) return { content: [] };',
        '  console.log(\'resuming\', handle, `state ${handle}`);',
        '  const order = pending.get(handle);',
        '  return { content: [{ type: \'text\', text: order?.id ?? \'expired\' }] };',
        '});',
      ),
    },
  ],
  invalid: [
    {
      // the client's string shown as the server's own round
      name: "the state is output text, behind a ?? fallback",
      code: lines(
        'import { McpServer } from \'@modelcontextprotocol/server\';',
        'const server = new McpServer({ name: \'rounds\', version: \'1.0.0\' });',
        'server.registerTool(\'echo_round\', {}, async (args, ctx) => {',
        '  const round = ctx.mcpReq.requestState() ?? \'first\';',
        '  return { content: [{ type: \'text\', text: `resuming from ${round}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'trustedUnverifiedState',
          line: 4,
          column: 17,
          endLine: 4,
          endColumn: 42,
          suggestions: [
          ],
        },
      ],
    },
    {
      name: "the unverified state compared with a literal",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('wipe', {}, async (ctx) => {",
        "  if (ctx.mcpReq.requestState() === 'confirmed') return { content: [{ type: 'text', text: 'wiped' }] };",
        "  return inputRequired({ inputRequests: {}, requestState: 'confirmed' });",
        "});",
      ),
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 4, column: 7, endLine: 4, endColumn: 32,
          suggestions: [],
        },
        {
          messageId: "unsignedState",
          line: 5, column: 59, endLine: 5, endColumn: 70,
          suggestions: [],
        },
      ],
    },
    {
      name: "the unverified state destructured, with a default",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('wizard', {}, async (ctx) => {",
        "  const { page = 1 } = ctx.mcpReq.requestState() ?? {};",
        "  return { content: [{ type: 'text', text: `page ${page}` }] };",
        "});",
      ),
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 4, column: 24, endLine: 4, endColumn: 49,
          suggestions: [],
        },
      ],
    },
    {
      name: "a switch on the unverified state",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "const STEP_REVIEW = 'review';",
        "server.registerTool('deploy', {}, async (args, ctx) => {",
        "  const raw = ctx.mcpReq.requestState();",
        "  switch (raw) {",
        "    case STEP_REVIEW: return { content: [{ type: 'text', text: 'deploying' }] };",
        "    default: return { content: [] };",
        "  }",
        "});",
      ),
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 5, column: 15, endLine: 5, endColumn: 40,
          suggestions: [
            {
              messageId: "openWithOpenState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "const STEP_REVIEW = 'review';",
                "server.registerTool('deploy', {}, async (args, ctx) => {",
                "  const token = ctx.mcpReq.requestState();",
                "  const opened = token !== undefined ? openState(token, { userId: principalOf(ctx), tool: 'deploy' }) : undefined;",
                "  if (opened && !opened.ok) return refusal(opened.reason);",
                "  const raw = opened?.state;",
                "  switch (raw) {",
                "    case STEP_REVIEW: return { content: [{ type: 'text', text: 'deploying' }] };",
                "    default: return { content: [] };",
                "  }",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "the unverified state handed to a local function that reads a field",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "function resume(state) {",
        "  return { content: [{ type: 'text', text: state.orderId }] };",
        "}",
        "server.registerTool('ship', {}, async (args, ctx) => resume(ctx.mcpReq.requestState()));",
      ),
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 6, column: 61, endLine: 6, endColumn: 86,
          suggestions: [],
        },
      ],
    },
    {
      name: "the unverified state returned by a local helper, then read: opened at each call of the helper, when there is one",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "const readState = (ctx) => ctx.mcpReq.requestState();",
        "server.registerTool('ship', {}, async (args, ctx) => {",
        "  const { orderId } = readState(ctx);",
        "  return { content: [{ type: 'text', text: orderId }] };",
        "});",
      ),
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 3, column: 28, endLine: 3, endColumn: 53,
          suggestions: [
            {
              messageId: 'openCallsWithOpenState',
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "const readState = (ctx) => ctx.mcpReq.requestState();",
                "server.registerTool('ship', {}, async (args, ctx) => {",
                "  const token = readState(ctx);",
                "  const opened = token !== undefined ? openState(token, { userId: principalOf(ctx), tool: 'ship' }) : undefined;",
                "  if (opened && !opened.ok) return refusal(opened.reason);",
                "  const { orderId } = opened?.state;",
                "  return { content: [{ type: 'text', text: orderId }] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a local helper returns the unverified state on one path only: no open suggestion",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "function readState(ctx) { if (!ctx.http) return undefined; return ctx.mcpReq.requestState(); }",
        "server.registerTool('ship', {}, async (args, ctx) => {",
        "  const saved = readState(ctx);",
        "  return { content: [{ type: 'text', text: saved.orderId }] };",
        "});",
      ),
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 3, column: 67, endLine: 3, endColumn: 92,
          suggestions: [],
        },
      ],
    },
    {
      name: "a codec mints the state but no verify hook checks it: no open suggestion",
      code: lines(
        "import { McpServer, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "const codec = createRequestStateCodec({ key: process.env.STATE_KEY });",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('refund', {}, async (args, ctx) => {",
        "  const state = ctx.mcpReq.requestState();",
        "  if (state.approved) return { content: [{ type: 'text', text: 'refunded' }] };",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: await codec.mint({ approved: true }, ctx) };",
        "});",
      ),
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 5, column: 17, endLine: 5, endColumn: 42,
          suggestions: [],
        },
      ],
    },
    {
      name: "CommonJS: the open suggestion requires the seal helper",
      code: lines(
        "const { McpServer } = require('@modelcontextprotocol/server');",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('refund', {}, async (args, ctx) => {",
        "  const state = ctx.mcpReq.requestState();",
        "  return { content: [{ type: 'text', text: String(state.amount) }] };",
        "});",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "trustedUnverifiedState",
          line: 4, column: 17, endLine: 4, endColumn: 42,
          suggestions: [
            {
              messageId: "openWithOpenState",
              output: lines(
                "const { McpServer } = require('@modelcontextprotocol/server');",
                "const { openState, refusal, principalOf } = require('eslint-plugin-mcp-state/seal');",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "server.registerTool('refund', {}, async (args, ctx) => {",
                "  const token = ctx.mcpReq.requestState();",
                "  const opened = token !== undefined ? openState(token, { userId: principalOf(ctx), tool: 'refund' }) : undefined;",
                "  if (opened && !opened.ok) return refusal(opened.reason);",
                "  const state = opened?.state;",
                "  return { content: [{ type: 'text', text: String(state.amount) }] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: a tool argument handed back as requestState",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('list', { inputSchema: {} }, async (args, ctx) => {",
        "  return inputRequired({ inputRequests: {}, requestState: args.cursor });",
        "});",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 4, column: 59, endLine: 4, endColumn: 70,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "server.registerTool('list', { inputSchema: {} }, async (args, ctx) => {",
                "  return inputRequired({ inputRequests: {}, requestState: sealState(args.cursor, { userId: principalOf(ctx), tool: 'list' }) });",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: computed from a tool argument and constants alone (a conversion, arithmetic, text around it)",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'rows', version: '1.0.0' });",
        "server.registerTool('import_rows', { inputSchema: {} }, async ({ batch }, ctx) => {",
        "  if (batch > 10) return inputRequired({ inputRequests: {}, requestState: `${batch}:next` });",
        "  return inputRequired({ inputRequests: {}, requestState: String(batch * 100) });",
        "});",
      ),
      errors: [
        {
          messageId: "unsignedState",
          data: { what: 'computed from a tool argument the client chose and constants alone', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' },
          line: 4, column: 75, endLine: 4, endColumn: 90,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'rows', version: '1.0.0' });",
                "server.registerTool('import_rows', { inputSchema: {} }, async ({ batch }, ctx) => {",
                "  if (batch > 10) return inputRequired({ inputRequests: {}, requestState: sealState(`${batch}:next`, { userId: principalOf(ctx), tool: 'import_rows' }) });",
                "  return inputRequired({ inputRequests: {}, requestState: String(batch * 100) });",
                "});",
              ),
            },
          ],
        },
        {
          messageId: "unsignedState",
          data: { what: 'computed from a tool argument the client chose and constants alone', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' },
          line: 5, column: 59, endLine: 5, endColumn: 78,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'rows', version: '1.0.0' });",
                "server.registerTool('import_rows', { inputSchema: {} }, async ({ batch }, ctx) => {",
                "  if (batch > 10) return inputRequired({ inputRequests: {}, requestState: `${batch}:next` });",
                "  return inputRequired({ inputRequests: {}, requestState: sealState(String(batch * 100), { userId: principalOf(ctx), tool: 'import_rows' }) });",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: a destructured tool argument, with a fallback",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('list', { inputSchema: {} }, async ({ cursor }, ctx) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: {},",
        "  requestState: cursor ?? '',",
        "}));",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 6, column: 17, endLine: 6, endColumn: 29,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "server.registerTool('list', { inputSchema: {} }, async ({ cursor }, ctx) => ({",
                "  resultType: 'input_required',",
                "  inputRequests: {},",
                "  requestState: sealState(cursor ?? '', { userId: principalOf(ctx), tool: 'list' }),",
                "}));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: the incoming state, shorthand",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('again', {}, async (args, ctx) => {",
        "  const requestState = ctx.mcpReq.requestState();",
        "  return inputRequired({ inputRequests: {}, requestState });",
        "});",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 45, endLine: 5, endColumn: 57,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "server.registerTool('again', {}, async (args, ctx) => {",
                "  const requestState = ctx.mcpReq.requestState();",
                "  return inputRequired({ inputRequests: {}, requestState: sealState(requestState, { userId: principalOf(ctx), tool: 'again' }) });",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: what the client answered an elicitation with",
      code: lines(
        "import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('login', {}, async (args, ctx) => {",
        "  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'login');",
        "  return inputRequired({ inputRequests: {}, requestState: answer?.account });",
        "});",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 59, endLine: 5, endColumn: 74,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "server.registerTool('login', {}, async (args, ctx) => {",
                "  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'login');",
                "  return inputRequired({ inputRequests: {}, requestState: sealState(answer?.account, { userId: principalOf(ctx), tool: 'login' }) });",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: inputResponses read directly, assigned to a result",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('login', {}, async (args, ctx) => {",
        "  const result = inputRequired({ inputRequests: {} });",
        "  result.requestState = ctx.mcpReq.inputResponses.login.content.account;",
        "  return result;",
        "});",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 25, endLine: 5, endColumn: 72,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                "server.registerTool('login', {}, async (args, ctx) => {",
                "  const result = inputRequired({ inputRequests: {} });",
                "  result.requestState = sealState(ctx.mcpReq.inputResponses.login.content.account, { userId: principalOf(ctx), tool: 'login' });",
                "  return result;",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: SDK 1.x request parameters",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "const server = new Server({ name: 'shop', version: '1.0.0' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
        "  const { arguments: args, inputResponses } = request.params;",
        "  if (inputResponses) return { resultType: 'input_required', inputRequests: {}, requestState: inputResponses.confirm.content.ticket };",
        "  if (request.params.requestState) return { resultType: 'input_required', inputRequests: {}, requestState: request.params.requestState };",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: args.ticket };",
        "});",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 6, column: 95, endLine: 6, endColumn: 132,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
                "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new Server({ name: 'shop', version: '1.0.0' });",
                "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
                "  const { arguments: args, inputResponses } = request.params;",
                "  if (inputResponses) return { resultType: 'input_required', inputRequests: {}, requestState: sealState(inputResponses.confirm.content.ticket, { userId: principalOf(extra), tool: request.params.name }) };",
                "  if (request.params.requestState) return { resultType: 'input_required', inputRequests: {}, requestState: request.params.requestState };",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: args.ticket };",
                "});",
              ),
            },
          ],
        },
        {
          messageId: "unsignedState",
          line: 7, column: 108, endLine: 7, endColumn: 135,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
                "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new Server({ name: 'shop', version: '1.0.0' });",
                "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
                "  const { arguments: args, inputResponses } = request.params;",
                "  if (inputResponses) return { resultType: 'input_required', inputRequests: {}, requestState: inputResponses.confirm.content.ticket };",
                "  if (request.params.requestState) return { resultType: 'input_required', inputRequests: {}, requestState: sealState(request.params.requestState, { userId: principalOf(extra), tool: request.params.name }) };",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: args.ticket };",
                "});",
              ),
            },
          ],
        },
        {
          messageId: "unsignedState",
          line: 8, column: 75, endLine: 8, endColumn: 86,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
                "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new Server({ name: 'shop', version: '1.0.0' });",
                "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
                "  const { arguments: args, inputResponses } = request.params;",
                "  if (inputResponses) return { resultType: 'input_required', inputRequests: {}, requestState: inputResponses.confirm.content.ticket };",
                "  if (request.params.requestState) return { resultType: 'input_required', inputRequests: {}, requestState: request.params.requestState };",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState(args.ticket, { userId: principalOf(extra), tool: request.params.name }) };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "echo: the argument of a one-parameter handler whose config has an inputSchema",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
        "server.registerTool('search', { inputSchema: { query: {}, cursor: {} } }, async ({ query, cursor }) => {",
        "  return inputRequired({ inputRequests: {}, requestState: cursor });",
        "});",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 4, column: 59, endLine: 4, endColumn: 65,
          suggestions: [],
        },
      ],
    },
    {
      name: "the server is built elsewhere (its verify hook is not visible)",
      code: lines(
        "export function register(server) {",
        "  server.registerTool('refund', {}, async (args, ctx) => {",
        "    const state = ctx.mcpReq.requestState();",
        "    return state.step === 2 ? { content: [] } : { resultType: 'input_required', inputRequests: {}, requestState: args.cursor };",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 4, column: 114, endLine: 4, endColumn: 125,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server) {",
                "  server.registerTool('refund', {}, async (args, ctx) => {",
                "    const state = ctx.mcpReq.requestState();",
                "    return state.step === 2 ? { content: [] } : { resultType: 'input_required', inputRequests: {}, requestState: sealState(args.cursor, { userId: principalOf(ctx), tool: 'refund' }) };",
                "  });",
                "}",
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
        name: "a verify hook checks the state before the handler reads it",
        code: lines(
          "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
          "const codec = createRequestStateCodec<{ step: number }>({ key: process.env.STATE_KEY!, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
          "const server = new McpServer({ name: 'shop', version: '1.0.0' }, { requestState: { verify: codec.verify } });",
          "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
          "  const state = ctx.mcpReq.requestState<{ step: number }>();",
          "  if (state?.step === 2) return { content: [] };",
          "  return inputRequired({ inputRequests: {}, requestState: args.cursor });",
          "});",
        ),
      },
    ],
    invalid: [
      {
        name: "a field of the unverified state",
        code: lines(
          "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
          "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
          "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
          "  const state = ctx.mcpReq.requestState<{ orderId: string; step: number }>();",
          "  if (state?.step === 2) return { content: [{ type: 'text', text: `refunded ${state.orderId}` }] };",
          "  return { content: [] };",
          "});",
        ),
        errors: [
          {
            messageId: "trustedUnverifiedState",
            line: 4, column: 17, endLine: 4, endColumn: 77,
            suggestions: [
              {
                messageId: "openWithOpenState",
                output: lines(
                  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                  "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                  "const server = new McpServer({ name: 'shop', version: '1.0.0' });",
                  "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
                  "  const token = ctx.mcpReq.requestState<{ orderId: string; step: number }>();",
                  "  const opened = token !== undefined ? openState<{ orderId: string; step: number }>(token, { userId: principalOf(ctx), tool: 'refund' }) : undefined;",
                  "  if (opened && !opened.ok) return refusal(opened.reason);",
                  "  const state = opened?.state;",
                  "  if (state?.step === 2) return { content: [{ type: 'text', text: `refunded ${state.orderId}` }] };",
                  "  return { content: [] };",
                  "});",
                ),
              },
            ],
          },
        ],
      },
    ],
  },
});

