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
      name: "another module's sealer given the argument a table's destructive tool compares where it opens the state",
      filename: join(project, 'compared.js'),
      code: lines(
        ...ROLLBACK_TOOLS.map((line) =>
          line.replace("tool: 'rollback', exp", "tool: 'rollback', service: args.service, exp").replace("state.exp < Date.now())", "state.exp < Date.now() || state.service !== args.service)"),
        ),
      ),
    },
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

// Expiries and bindings read by value, not by name: a clock a parameter defaults to, a sealer's short field names
// compared where its token is opened, an expiry compared in another unit by an opener no state name marks.
testRule('require-state-binding', rule, {
  valid: [
    {
      name: "an expiry from a parameter whose default is the clock, with the user and the tool under short names",
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const TTL_MS = 5 * 60 * 1000;",
        "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function sealState(data, binding, now = Date.now()) {",
        "  const body = Buffer.from(JSON.stringify({ u: binding.userId, t: binding.tool, x: now + TTL_MS, d: data })).toString('base64url');",
        "  return `${body}.${mac(body)}`;",
        "}",
      ),
    },
    {
      name: "an expiry from an option whose default is the clock (`{ now = Date.now() }`)",
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const TTL_MS = 5 * 60 * 1000;",
        "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function sealState(data, binding, { now = Date.now() } = {}) {",
        "  const body = Buffer.from(JSON.stringify({ u: binding.userId, t: binding.tool, x: now + TTL_MS, d: data })).toString('base64url');",
        "  return `${body}.${mac(body)}`;",
        "}",
      ),
    },
    {
      name: "an opener comparing its expiry in the unit the sealer writes it in",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "export class Vault {",
        "  #key;",
        "  constructor(key) {",
        "    this.#key = key;",
        "  }",
        "  #mac(body) {",
        "    return createHmac('sha256', this.#key).update(body).digest();",
        "  }",
        "  seal(data, { sub, tool }) {",
        "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 300_000 })).toString('base64url');",
        "    return `${body}.${this.#mac(body).toString('base64url')}`;",
        "  }",
        "  open(token) {",
        "    const [body, sig] = String(token).split('.');",
        "    const expected = this.#mac(body);",
        "    const given = Buffer.from(sig ?? '', 'base64url');",
        "    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;",
        "    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "    if (payload.exp < Date.now()) return null;",
        "    return payload;",
        "  }",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "a field from a parameter whose default is no clock is no expiry",
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const TTL_MS = 5 * 60 * 1000;",
        "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function sealState(data, binding, now = 0) {",
        "  const body = Buffer.from(JSON.stringify({ u: binding.userId, t: binding.tool, x: now + TTL_MS, d: data })).toString('base64url');",
        "  return `${body}.${mac(body)}`;",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "missingSignedFields",
          line: 5, column: 43, endLine: 5, endColumn: 107,
          suggestions: [],
        },
      ],
    },
    {
      name: "a class's opener comparing a millisecond expiry with a clock in seconds",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "export class Vault {",
        "  #key;",
        "  constructor(key) {",
        "    this.#key = key;",
        "  }",
        "  #mac(body) {",
        "    return createHmac('sha256', this.#key).update(body).digest();",
        "  }",
        "  seal(data, { sub, tool }) {",
        "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 300_000 })).toString('base64url');",
        "    return `${body}.${this.#mac(body).toString('base64url')}`;",
        "  }",
        "  open(token) {",
        "    const [body, sig] = String(token).split('.');",
        "    const expected = this.#mac(body);",
        "    const given = Buffer.from(sig ?? '', 'base64url');",
        "    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;",
        "    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "    if (payload.exp < Math.floor(Date.now() / 1000)) return null;",
        "    return payload;",
        "  }",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "mixedUnits",
          line: 20, column: 9, endLine: 20, endColumn: 52,
          suggestions: [],
        },
      ],
    },
  ],
});

// Helpers of another module judged at the call: the lifetime they write, the fields their token names the user and
// the tool in, the user and the tool an AEAD authenticates as additional data.
const helpers = mkdtempSync(join(tmpdir(), 'mcp-state-binding-helpers-'));
mkdirSync(join(helpers, 'lib'));
writeFileSync(
  join(helpers, 'lib/envelope.js'),
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "",
    "const WINDOW_MS = 30 * 60 * 1000;",
    "const mac = (body) => createHmac('sha256', process.env.ENVELOPE_KEY).update(body).digest();",
    "",
    "export function wrap(progress, binding, now = Date.now()) {",
    "  const envelope = { who: binding.user, what: binding.tool, digest: hash(binding.args), until: now + WINDOW_MS, progress };",
    "  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');",
    "  return `${body}.${mac(body).toString('base64url')}`;",
    "}",
    "",
    "export function unwrap(token) {",
    "  const [body, tag] = String(token).split('.');",
    "  const expected = mac(body);",
    "  const given = Buffer.from(tag ?? '', 'base64url');",
    "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;",
    "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "}",
    "",
    "function hash(value) {",
    "  return createHmac('sha256', 'digest').update(JSON.stringify(value ?? null)).digest('hex');",
    "}",
  ),
);
writeFileSync(
  join(helpers, 'lib/sealed-box.js'),
  lines(
    "import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';",
    "",
    "const KEY = Buffer.from(process.env.BOX_KEY ?? '', 'hex');",
    "if (KEY.length !== 32) throw new Error('BOX_KEY must be 32 bytes of hex');",
    "const aad = ({ userId, tool }) => Buffer.from(`${userId}\\n${tool}`);",
    "",
    "export function close(payload, binding) {",
    "  const iv = randomBytes(12);",
    "  const cipher = createCipheriv('aes-256-gcm', KEY, iv);",
    "  cipher.setAAD(aad(binding));",
    "  const data = Buffer.concat([cipher.update(JSON.stringify({ payload, exp: Date.now() + 300_000 })), cipher.final()]);",
    "  return [iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');",
    "}",
    "",
    "export function reopen(token, binding) {",
    "  const [iv, data, tag] = String(token).split('.').map((part) => Buffer.from(part, 'base64url'));",
    "  try {",
    "    const decipher = createDecipheriv('aes-256-gcm', KEY, iv);",
    "    decipher.setAAD(aad(binding));",
    "    decipher.setAuthTag(tag);",
    "    const { payload, exp } = JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8'));",
    "    return Date.now() < exp ? payload : null;",
    "  } catch {",
    "    return null;",
    "  }",
    "}",
  ),
);
writeFileSync(
  join(helpers, 'state.js'),
  lines(
    "import jwt from 'jsonwebtoken';",
    "export function mintPlanState(userId, change) {",
    "  return jwt.sign({ change, tool: 'change_plan' }, process.env.JWT_KEY, { subject: userId });",
    "}",
  ),
);
writeFileSync(join(helpers, 'settings.js'), lines("export const settings = { issuer: 'billing', clockSkewSeconds: 2 * 60 * 60 };"));
writeFileSync(join(helpers, 'settings-short.js'), lines("export const settings = { issuer: 'billing', clockSkewSeconds: 30 };"));
afterAll(() => rmSync(helpers, { recursive: true, force: true }));

testRule('require-state-binding', rule, {
  valid: [
    {
      name: "a factory's handler comparing the fields another module's sealer names the user and the tool in",
      filename: join(helpers, 'checked.js'),
      code: lines(
        "import { unwrap } from './lib/envelope.js';",
        "",
        "export default function makeHandler(whoami) {",
        "  return async (args, ctx) => {",
        "    const user = whoami(ctx);",
        "    const state = unwrap(ctx.mcpReq.requestState());",
        "    if (!state || state.until < Date.now() || state.who !== user || state.what !== 'plan') return { isError: true, content: [{ type: 'text', text: `again, ${user}` }] };",
        "    return { content: [{ type: 'text', text: String(state.progress.step) }] };",
        "  };",
        "}",
      ),
    },
    {
      name: "another module's AEAD open given the user and the tool as additional data",
      filename: join(helpers, 'aead-bound.js'),
      code: lines(
        "import { reopen } from './lib/sealed-box.js';",
        "",
        "export function resume(ctx) {",
        "  const binding = { userId: ctx.http?.authInfo?.extra?.userId, tool: 'rotate' };",
        "  const state = reopen(ctx.mcpReq.requestState(), binding);",
        "  return state?.step;",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "another module's sealer whose envelope lives 30 minutes",
      filename: join(helpers, 'long-lived.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { wrap } from './lib/envelope.js';",
        "",
        "export function register(server) {",
        "  server.registerTool('plan', { inputSchema: {} }, async (args, ctx) => {",
        "    const binding = { user: ctx.http?.authInfo?.extra?.userId, tool: 'plan', args };",
        "    return inputRequired({ inputRequests: {}, requestState: wrap({ step: 1 }, binding) });",
        "  });",
        "}",
      ),
      errors: [{ messageId: 'ttlTooLong', line: 7, column: 61, endLine: 7, endColumn: 87 }],
    },
    {
      name: "a factory's handler opening the client's state with another module's opener, comparing only the expiry",
      filename: join(helpers, 'unchecked.js'),
      code: lines(
        "import { unwrap } from './lib/envelope.js';",
        "",
        "export default function makeHandler(whoami) {",
        "  return async (args, ctx) => {",
        "    const user = whoami(ctx);",
        "    const state = unwrap(ctx.mcpReq.requestState());",
        "    if (!state || state.until < Date.now()) return { isError: true, content: [{ type: 'text', text: `again, ${user}` }] };",
        "    return { content: [{ type: 'text', text: String(state.progress.step) }] };",
        "  };",
        "}",
      ),
      errors: [{ messageId: 'helperSkipsChecks', line: 6, column: 19, endLine: 6, endColumn: 52 }],
    },
    {
      name: "another module's AEAD open given additional data that names no user or tool",
      filename: join(helpers, 'aead-unbound.js'),
      code: lines(
        "import { reopen } from './lib/sealed-box.js';",
        "",
        "export function resume(ctx) {",
        "  const state = reopen(ctx.mcpReq.requestState(), { scope: 'rotate-flow' });",
        "  return state?.step;",
        "}",
      ),
      errors: [{ messageId: 'helperSkipsChecks', line: 4, column: 17, endLine: 4, endColumn: 76 }],
    },
  ],
});

// JWTs: a subject or an audience the seal sets is a binding only where the verify compares it; options spread from a
// helper are read through it; literal audiences that tell the file's seals apart bind the tool.
testRule('require-state-binding', rule, {
  valid: [
    {
      name: "a verify handed the tool checks the audience the seal sets",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "const KEY = process.env.STATE_JWT_KEY;",
        "export function signState(data, { userId, tool }) {",
        "  return jwt.sign({ data }, KEY, { subject: userId, audience: tool, expiresIn: '5m' });",
        "}",
        "export function verifyState(token, { userId, tool }) {",
        "  const claims = jwt.verify(token, KEY, { algorithms: ['HS256'], audience: tool });",
        "  if (claims.sub !== userId) return null;",
        "  return claims.data;",
        "}",
      ),
    },
    {
      name: "a verify that returns the claims to callers the file does not show",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "const KEY = process.env.STATE_JWT_KEY;",
        "export function signState(data, { userId, tool }) {",
        "  return jwt.sign({ data }, KEY, { subject: userId, audience: tool, expiresIn: '5m' });",
        "}",
        "export function verifyState(token) {",
        "  const claims = jwt.verify(token, KEY, { algorithms: ['HS256'] });",
        "  return claims.data;",
        "}",
      ),
    },
    {
      name: "every seal with options spread from a helper expires, and their audiences tell them apart",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "const base = () => ({ algorithm: 'HS256', issuer: 'billing' });",
        "export function mintRefundState(userId, refund) {",
        "  return jwt.sign({ refund }, process.env.JWT_KEY, { ...base(), subject: userId, audience: 'issue_refund', expiresIn: '10m' });",
        "}",
        "export function mintPlanState(userId, change) {",
        "  return jwt.sign({ change }, process.env.JWT_KEY, { ...base(), subject: userId, audience: 'change_plan', expiresIn: '5m' });",
        "}",
      ),
    },
    {
      name: "a call of another module's JWT signer that its own module reports (named for state): reported once, there",
      filename: join(helpers, 'plan-tool.js'),
      code: lines(
        "import { mintPlanState } from './state.js';",
        "export function register(server) {",
        "  server.registerTool('change_plan', { inputSchema: {} }, async (args, ctx) => ({",
        "    resultType: 'input_required',",
        "    inputRequests: {},",
        "    requestState: mintPlanState(ctx.http?.authInfo?.extra?.userId, { plan: 'pro' }),",
        "  }));",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "a verify handed the user and the tool that never checks the audience the seal sets",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "const KEY = process.env.STATE_JWT_KEY;",
        "export function signState(data, { userId, tool }) {",
        "  return jwt.sign({ data }, KEY, { subject: userId, audience: tool, expiresIn: '5m' });",
        "}",
        "export function verifyState(token, { userId, tool }) {",
        "  const claims = jwt.verify(token, KEY, { algorithms: ['HS256'] });",
        "  if (claims.sub !== userId) return null;",
        "  return claims.data;",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "openerSkipsChecks",
          line: 7, column: 18, endLine: 7, endColumn: 67,
          suggestions: [],
        },
      ],
    },
    {
      name: "a seal whose options spread from a helper hold no expiry",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "const base = () => ({ algorithm: 'HS256', issuer: 'billing' });",
        "export function mintRefundState(userId, refund) {",
        "  return jwt.sign({ refund }, process.env.JWT_KEY, { ...base(), subject: userId, audience: 'issue_refund', expiresIn: '10m' });",
        "}",
        "export function mintPlanState(userId, change) {",
        "  return jwt.sign({ change }, process.env.JWT_KEY, { ...base(), subject: userId, audience: 'change_plan' });",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "missingExpiry",
          line: 7, column: 52, endLine: 7, endColumn: 107,
          suggestions: [
            { messageId: "addField", output: lines(
              "import jwt from 'jsonwebtoken';",
              "const base = () => ({ algorithm: 'HS256', issuer: 'billing' });",
              "export function mintRefundState(userId, refund) {",
              "  return jwt.sign({ refund }, process.env.JWT_KEY, { ...base(), subject: userId, audience: 'issue_refund', expiresIn: '10m' });",
              "}",
              "export function mintPlanState(userId, change) {",
              "  return jwt.sign({ change }, process.env.JWT_KEY, { ...base(), subject: userId, audience: 'change_plan', expiresIn: 600 });",
              "}",
            ) },
          ],
        },
      ],
    },
  ],
});

// A clock tolerance read from an object another module exports is judged by the number that module writes.
testRule('require-state-binding', rule, {
  valid: [
    {
      name: "a clock tolerance of 30 s from another module's settings",
      filename: join(helpers, 'verify-short.js'),
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { settings } from './settings-short.js';",
        "export function verifyRefundState(token) {",
        "  return jwt.verify(token, process.env.JWT_KEY, { issuer: settings.issuer, clockTolerance: settings.clockSkewSeconds });",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "a clock tolerance of 2 h from another module's settings",
      filename: join(helpers, 'verify-long.js'),
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { settings } from './settings.js';",
        "export function verifyRefundState(token) {",
        "  return jwt.verify(token, process.env.JWT_KEY, { issuer: settings.issuer, clockTolerance: settings.clockSkewSeconds });",
        "}",
      ),
      errors: [
        {
          messageId: 'jwtToleranceTooLong',
          data: { ttl: '2 h', max: '10 min' },
          line: 4,
          column: 76,
          endLine: 4,
          endColumn: 117,
          suggestions: [
            {
              messageId: 'removeClockTolerance',
              output: lines(
                "import jwt from 'jsonwebtoken';",
                "import { settings } from './settings.js';",
                'export function verifyRefundState(token) {',
                '  return jwt.verify(token, process.env.JWT_KEY, { issuer: settings.issuer });',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});

// A JWT helper that writes a fixed tool binds every caller's state to that tool.
testRule('require-state-binding', rule, {
  valid: [
    {
      name: "a JWT helper each handler passes its own tool",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "function signTrip(state, userId, tool) {",
        "  return jwt.sign({ ...state, sub: userId, tool }, process.env.JWT_KEY, { expiresIn: '5m' });",
        "}",
        "export function register(server) {",
        "  server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) =>",
        "    inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, ctx.http?.authInfo?.extra?.userId, 'plan_trip') }));",
        "  server.registerTool('plan_return', { inputSchema: {} }, async (args, ctx) =>",
        "    inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, ctx.http?.authInfo?.extra?.userId, 'plan_return') }));",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "a JWT helper writing 'plan_trip' called from the handler of 'plan_return'",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "function signTrip(state, userId) {",
        "  return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, process.env.JWT_KEY, { expiresIn: '5m' });",
        "}",
        "export function register(server) {",
        "  server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) =>",
        "    inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, ctx.http?.authInfo?.extra?.userId) }));",
        "  server.registerTool('plan_return', { inputSchema: {} }, async (args, ctx) =>",
        "    inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, ctx.http?.authInfo?.extra?.userId) }));",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "toolBoundElsewhere",
          line: 10, column: 54, endLine: 10, endColumn: 110,
          suggestions: [],
        },
      ],
    },
  ],
});

// A verify in a handler: the user compared, and the tool kept apart by a key per tool, or not.
testRule('require-state-binding', rule, {
  valid: [
    {
      name: "each tool's state signed with its own key, the user compared after the verify",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "export function register(server) {",
        "  server.registerTool('archive', { inputSchema: {} }, async (args, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    const raw = ctx.mcpReq.requestState();",
        "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: jwt.sign({ sub: userId, tool: 'archive' }, process.env.ARCHIVE_KEY, { expiresIn: '5m' }) });",
        "    const state = jwt.verify(raw, process.env.ARCHIVE_KEY);",
        "    if (state.sub !== userId) throw new Error('not yours');",
        "    return { content: [{ type: 'text', text: 'archived' }] };",
        "  });",
        "  server.registerTool('share', { inputSchema: {} }, async (args, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    const raw = ctx.mcpReq.requestState();",
        "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: jwt.sign({ sub: userId, tool: 'share' }, process.env.SHARE_KEY, { expiresIn: '5m' }) });",
        "    const state = jwt.verify(raw, process.env.SHARE_KEY);",
        "    if (state.sub !== userId) throw new Error('not yours');",
        "    return { content: [{ type: 'text', text: 'shared' }] };",
        "  });",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "two tools' states signed with one key, verified without comparing the tool",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "export function register(server) {",
        "  server.registerTool('archive', { inputSchema: {} }, async (args, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    const raw = ctx.mcpReq.requestState();",
        "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: jwt.sign({ sub: userId, tool: 'archive' }, process.env.ARCHIVE_KEY, { expiresIn: '5m' }) });",
        "    const state = jwt.verify(raw, process.env.ARCHIVE_KEY);",
        "    if (state.sub !== userId) throw new Error('not yours');",
        "    return { content: [{ type: 'text', text: 'archived' }] };",
        "  });",
        "  server.registerTool('share', { inputSchema: {} }, async (args, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    const raw = ctx.mcpReq.requestState();",
        "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: jwt.sign({ sub: userId, tool: 'share' }, process.env.ARCHIVE_KEY, { expiresIn: '5m' }) });",
        "    const state = jwt.verify(raw, process.env.ARCHIVE_KEY);",
        "    if (state.sub !== userId) throw new Error('not yours');",
        "    return { content: [{ type: 'text', text: 'shared' }] };",
        "  });",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "openerSkipsChecks",
          line: 8, column: 19, endLine: 8, endColumn: 59,
          suggestions: [],
        },
        {
          messageId: "openerSkipsChecks",
          line: 16, column: 19, endLine: 16, endColumn: 59,
          suggestions: [],
        },
      ],
    },
  ],
});
