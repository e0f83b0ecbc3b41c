import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * Binding proven wherever the code keeps it: a tool declared as data (the MCP `Tool` shape) and served from a table a
 * `tools/call` handler dispatches by name; the tool kept in the payload of a codec that serves several tools, which no
 * verify hook can compare; a record the server keeps, found by a random handle, whose fields the lookup must compare.
 */

testRule('require-state-binding', rule, {
  valid: [
    {
      name: "a table's destructive tool whose binding holds the arguments",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "async function dropTable(args, ctx) {",
        "  const userId = ctx.http?.authInfo?.extra?.userId;",
        "  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${args.table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId, tool: 'drop_table', args }) });",
        "}",
        "export const tools = [",
        "  { name: 'drop_table', inputSchema: { type: 'object', properties: { table: { type: 'string' } } }, annotations: { destructiveHint: true } },",
        "];",
        "export const handlers = { drop_table: dropTable };",
      ),
    },
    {
      name: "a table's tool that is not destructive",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "async function dropTable(args, ctx) {",
        "  const userId = ctx.http?.authInfo?.extra?.userId;",
        "  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${args.table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId, tool: 'drop_table' }) });",
        "}",
        "export const tools = [",
        "  { name: 'drop_table', inputSchema: { type: 'object', properties: { table: { type: 'string' } } }, annotations: { destructiveHint: false } },",
        "];",
        "export const handlers = { drop_table: dropTable };",
      ),
    },
    {
      name: "every handler of a codec shared by two tools compares the payload's tool",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "export function registerSegmentTools(server, codec) {",
        "  server.registerTool('export_segment', { inputSchema: {} }, async (_args, ctx) => {",
        "    const state = ctx.mcpReq.requestState();",
        "    if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ tool: 'export_segment', offered: ['a'] }, ctx) });",
        "    if (state.tool !== 'export_segment') throw new Error('not this tool');",
        "    return { content: [{ type: 'text', text: state.offered.join() }] };",
        "  });",
        "  server.registerTool('share_segment', { inputSchema: {} }, async (_args, ctx) => {",
        "    const state = ctx.mcpReq.requestState();",
        "    if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ tool: 'share_segment', offered: ['b'] }, ctx) });",
        "    if (state.tool !== 'share_segment') throw new Error('not this tool');",
        "    return { content: [{ type: 'text', text: state.offered.join() }] };",
        "  });",
        "}",
      ),
    },
    {
      name: "two codecs, one tool each: another tool's state does not verify",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "export function registerSegmentTools(server, exportCodec, shareCodec) {",
        "  server.registerTool('export_segment', { inputSchema: {} }, async (_args, ctx) => {",
        "    const state = ctx.mcpReq.requestState();",
        "    if (!state) return inputRequired({ inputRequests: {}, requestState: await exportCodec.mint({ tool: 'export_segment', offered: ['a'] }, ctx) });",
        "    if (state.tool !== 'export_segment') throw new Error('not this tool');",
        "    return { content: [{ type: 'text', text: state.offered.join() }] };",
        "  });",
        "  server.registerTool('share_segment', { inputSchema: {} }, async (_args, ctx) => {",
        "    const state = ctx.mcpReq.requestState();",
        "    if (!state) return inputRequired({ inputRequests: {}, requestState: await shareCodec.mint({ tool: 'share_segment', offered: ['b'] }, ctx) });",
        "    return { content: [{ type: 'text', text: state.offered.join() }] };",
        "  });",
        "}",
      ),
    },
    {
      name: "a record the lookup compares with the user, the tool and the clock",
      code: lines(
        "import { randomUUID } from 'node:crypto';",
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "const pending = new Map();",
        "export function registerInvite(server) {",
        "  server.registerTool('invite', { inputSchema: {} }, async ({ repo }, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    if (!ctx.mcpReq.inputResponses) {",
        "      const handle = randomUUID();",
        "      pending.set(handle, { userId, tool: 'invite', repo, expiresAt: Date.now() + 300_000 });",
        "      return inputRequired({ inputRequests: {}, requestState: handle });",
        "    }",
        "    const record = pending.get(ctx.mcpReq.requestState());",
        "    if (!record || record.tool !== 'invite' || record.userId !== userId || record.expiresAt < Date.now()) throw new Error('expired');",
        "    return { content: [{ type: 'text', text: record.repo }] };",
        "  });",
        "}",
      ),
    },
    {
      name: "a record without an expiry, whose user and tool the lookup compares",
      code: lines(
        "import { randomUUID } from 'node:crypto';",
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "const pending = new Map();",
        "export function registerInvite(server) {",
        "  server.registerTool('invite', { inputSchema: {} }, async ({ repo }, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    if (!ctx.mcpReq.inputResponses) {",
        "      const handle = randomUUID();",
        "      pending.set(handle, { userId, tool: 'invite', repo });",
        "      return inputRequired({ inputRequests: {}, requestState: handle });",
        "    }",
        "    const record = pending.get(ctx.mcpReq.requestState());",
        "    if (!record || record.tool !== 'invite' || record.userId !== userId) throw new Error('expired');",
        "    return { content: [{ type: 'text', text: record.repo }] };",
        "  });",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "a destructive tool declared as data, served from a table by name, sealed without its arguments",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "async function dropTable(args, ctx) {",
        "  const userId = ctx.http?.authInfo?.extra?.userId;",
        "  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${args.table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId, tool: 'drop_table' }) });",
        "}",
        "export const tools = [",
        "  { name: 'drop_table', inputSchema: { type: 'object', properties: { table: { type: 'string' } } }, annotations: { destructiveHint: true } },",
        "];",
        "export const handlers = { drop_table: dropTable };",
      ),
      output: null,
      errors: [
        {
          messageId: "missingArgs",
          line: 5, column: 152, endLine: 5, endColumn: 182,
          suggestions: [
            { messageId: "addField", output: lines(
              "import { inputRequired } from '@modelcontextprotocol/server';",
              "import { sealState } from 'eslint-plugin-mcp-state/seal';",
              "async function dropTable(args, ctx) {",
              "  const userId = ctx.http?.authInfo?.extra?.userId;",
              "  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${args.table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId, tool: 'drop_table', args }) });",
              "}",
              "export const tools = [",
              "  { name: 'drop_table', inputSchema: { type: 'object', properties: { table: { type: 'string' } } }, annotations: { destructiveHint: true } },",
              "];",
              "export const handlers = { drop_table: dropTable };",
            ) },
          ],
        },
      ],
    },
    {
      name: "a destructive tool whose declaration holds its handler, sealed without its arguments",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "export const tools = [",
        "  {",
        "    name: 'drop_table',",
        "    inputSchema: { type: 'object', properties: { table: { type: 'string' } } },",
        "    annotations: { destructiveHint: true },",
        "    handler: async (args, ctx) =>",
        "      inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${args.table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table' }) }),",
        "  },",
        "];",
      ),
      output: null,
      errors: [
        {
          messageId: "missingArgs",
          line: 9, column: 149, endLine: 9, endColumn: 214,
          suggestions: [
            { messageId: "addField", output: lines(
              "import { inputRequired } from '@modelcontextprotocol/server';",
              "import { sealState } from 'eslint-plugin-mcp-state/seal';",
              "export const tools = [",
              "  {",
              "    name: 'drop_table',",
              "    inputSchema: { type: 'object', properties: { table: { type: 'string' } } },",
              "    annotations: { destructiveHint: true },",
              "    handler: async (args, ctx) =>",
              "      inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Drop ${args.table}?` }) }, requestState: sealState({ step: 'confirm' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop_table', args }) }),",
              "  },",
              "];",
            ) },
          ],
        },
      ],
    },
    {
      name: "a handler trusting a payload whose tool it never compares, of a codec two tools mint with",
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "export function registerSegmentTools(server, codec) {",
        "  server.registerTool('export_segment', { inputSchema: {} }, async (_args, ctx) => {",
        "    const state = ctx.mcpReq.requestState();",
        "    if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ tool: 'export_segment', offered: ['a'] }, ctx) });",
        "    if (state.tool !== 'export_segment') throw new Error('not this tool');",
        "    return { content: [{ type: 'text', text: state.offered.join() }] };",
        "  });",
        "  server.registerTool('share_segment', { inputSchema: {} }, async (_args, ctx) => {",
        "    const state = ctx.mcpReq.requestState();",
        "    if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ tool: 'share_segment', offered: ['b'] }, ctx) });",
        "    return { content: [{ type: 'text', text: state.offered.join() }] };",
        "  });",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "payloadToolUnchecked",
          line: 10, column: 19, endLine: 10, endColumn: 44,
          suggestions: [],
        },
      ],
    },
    {
      name: "a record found by the client's handle whose user the lookup never compares",
      code: lines(
        "import { randomUUID } from 'node:crypto';",
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "const pending = new Map();",
        "export function registerInvite(server) {",
        "  server.registerTool('invite', { inputSchema: {} }, async ({ repo }, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    if (!ctx.mcpReq.inputResponses) {",
        "      const handle = randomUUID();",
        "      pending.set(handle, { userId, tool: 'invite', repo, expiresAt: Date.now() + 300_000 });",
        "      return inputRequired({ inputRequests: {}, requestState: handle });",
        "    }",
        "    const record = pending.get(ctx.mcpReq.requestState());",
        "    if (!record || record.tool !== 'invite' || record.expiresAt < Date.now()) throw new Error('expired');",
        "    return { content: [{ type: 'text', text: record.repo }] };",
        "  });",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "recordSkipsChecks",
          line: 12, column: 20, endLine: 12, endColumn: 58,
          suggestions: [],
        },
      ],
    },
  ],
});

// A hand-rolled sealer of another module (a class's static methods) called from a tool table's handler: the state of a
// destructive tool declared as data carries no arguments.
const project = mkdtempSync(join(tmpdir(), 'mcp-state-binding-proofs-'));
mkdirSync(join(project, 'lib'));
writeFileSync(
  join(project, 'lib/signer.js'),
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "",
    "export class Signer {",
    "  static #tag(body) {",
    "    return createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
    "  }",
    "",
    "  static seal(fields) {",
    "    const body = Buffer.from(JSON.stringify(fields)).toString('base64url');",
    "    return `${body}.${Signer.#tag(body).toString('base64url')}`;",
    "  }",
    "",
    "  static open(token) {",
    "    const [body, mac] = String(token).split('.');",
    "    const expected = Signer.#tag(body);",
    "    const given = Buffer.from(mac ?? '', 'base64url');",
    "    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;",
    "    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "  }",
    "}",
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));
const ROLLBACK_TOOLS = [
  "import { Signer } from './lib/signer.js';",
  "",
  "async function rollback(args, params, userId) {",
  "  if (!params.inputResponses) {",
  "    return {",
  "      resultType: 'input_required',",
  "      inputRequests: { ok: { method: 'elicitation/create', params: { message: `Roll ${args.service} back?` } } },",
  "      requestState: Signer.seal({ userId, tool: 'rollback', exp: Date.now() + 300_000 }),",
  "    };",
  "  }",
  "  const state = Signer.open(params.requestState);",
  "  if (!state || state.userId !== userId || state.tool !== 'rollback' || state.exp < Date.now()) throw new Error('start again');",
  "  return { content: [{ type: 'text', text: `rolled back ${args.service}` }] };",
  "}",
  "",
  "export const tools = [{ name: 'rollback', inputSchema: { type: 'object', properties: { service: { type: 'string' } } }, annotations: { destructiveHint: true } }];",
  "export const handlers = { rollback };",
];

testRule('require-state-binding', rule, {
  valid: [
    {
      name: "another module's sealer given the arguments of a table's destructive tool",
      filename: join(project, 'bound.js'),
      code: lines(...ROLLBACK_TOOLS.map((line) => line.replace("tool: 'rollback', exp", "tool: 'rollback', args, exp"))),
    },
  ],
  invalid: [
    {
      name: "another module's sealer given no arguments of a table's destructive tool",
      filename: join(project, 'unbound.js'),
      code: lines(...ROLLBACK_TOOLS),
      errors: [{ messageId: 'missingArgs', line: 8, column: 21, endLine: 8, endColumn: 89 }],
    },
  ],
});
