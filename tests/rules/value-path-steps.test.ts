// Steps of the value's path that a summary now follows: @hapi/iron's `seal(object, password, options)` as a seal whose
// lifetime is its `ttl` option in milliseconds (none in `Iron.defaults`), whose password is a key and whose token is
// encrypted; a constant padded with a constant (`(env ?? '').padEnd(32, '0')`) as the padded constant; a verify helper
// handed the tool alone, which leaves the user to its callers; an opener comparing its signed user field with what a
// caller passes under any name; a handle cut of its prefix and used only to name a record the server keeps; a JWT
// option a signer writes onto its options only when given one (`if (opts.user) options.subject = …`); a record looked
// up by every argument of a tool, whose id is compared with the state; NestJS's `switchToHttp().getRequest()` as the
// request; a secret read by a helper from a file or from the variable the call names; a helper returning
// `ctx.mcpReq.requestState()` (held in a variable, or nothing) is that read at each call that hands it the context;
// Ramda's `either` of two path getters reads one path or the other; a function Ramda curries gives what it returns once
// it has all its arguments, over one call or several; a verify option taken from what each call hands the helper
// (`subject` of `openState(token, { tool, subject })`) checks nothing where a call leaves it out; an opener handing the
// state to another module's opener with its own user and tool checks on that path what that opener checks.
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('value-path-steps');

write("iron/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("sub/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("agent/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("handle/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("sub/step.js", lines(
    "import { SignJWT, jwtVerify } from 'jose';",
    "const secret = new TextEncoder().encode(process.env.STATE_SECRET);",
    "export async function issueStepToken(claims, { subject, tool }) {",
    "  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setAudience(tool).setExpirationTime('10m').sign(secret);",
    "}",
    "export async function readStepToken(token, tool) {",
    "  const { payload } = await jwtVerify(token, secret, { audience: tool, algorithms: ['HS256'] });",
    "  return payload;",
    "}",
  ));
write("agent/stateToken.js", lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "const KEY = Buffer.from(process.env.STATE_KEY, 'base64');",
    "const mac = (body) => createHmac('sha256', KEY).update(body).digest('base64url');",
    "export function sealState(payload, { agentId, tool }) {",
    "  const body = Buffer.from(JSON.stringify({ p: payload, sub: agentId, tool, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');",
    "  return `${body}.${mac(body)}`;",
    "}",
    "export function openState(token, { agentId, tool }) {",
    "  const [body, tag] = String(token).split('.');",
    "  const want = Buffer.from(mac(body));",
    "  const got = Buffer.from(String(tag));",
    "  if (got.length !== want.length || !timingSafeEqual(got, want)) throw new Error('bad state');",
    "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "  if (claims.sub !== agentId || claims.tool !== tool) throw new Error('another request');",
    "  if (claims.exp <= Math.floor(Date.now() / 1000)) throw new Error('expired');",
    "  return claims.p;",
    "}",
  ));
write("handle/pending.js", lines(
    "import { randomBytes } from 'node:crypto';",
    "import Redis from 'ioredis';",
    "const redis = new Redis(process.env.REDIS_URL);",
    "const PREFIX = 'pc1.';",
    "const SHAPE = /^[A-Za-z0-9_-]{43}$/;",
    "const keyFor = (handle) => `pending:${handle}`;",
    "export async function stash(record) {",
    "  const handle = randomBytes(32).toString('base64url');",
    "  await redis.set(keyFor(handle), JSON.stringify(record), 'EX', 600);",
    "  return `${PREFIX}${handle}`;",
    "}",
    "export async function claim(state, { userId, tool }) {",
    "  if (typeof state !== 'string' || !state.startsWith(PREFIX)) return null;",
    "  const handle = state.slice(PREFIX.length);",
    "  if (!SHAPE.test(handle)) return null;",
    "  const stored = await redis.getdel(keyFor(handle));",
    "  if (!stored) return null;",
    "  const step = JSON.parse(stored);",
    "  if (step.userId !== userId || step.tool !== tool) return null;",
    "  return step.data;",
    "}",
    "export async function peek(state) {",
    "  if (typeof state !== 'string' || !state.startsWith(PREFIX)) return null;",
    "  const handle = state.slice(PREFIX.length);",
    "  if (!SHAPE.test(handle)) return null;",
    "  return JSON.parse(Buffer.from(handle, 'base64url').toString('utf8'));",
    "}",
  ));
write("optw/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("nest/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("envfile/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("lookup/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("optw/stateJwt.js", lines(
    "import util from 'util';",
    "import jwt from 'jsonwebtoken';",
    "var signAsync = util.promisify(jwt.sign);",
    "export function mint(claims, opts) {",
    "  var options = { algorithm: 'HS256', expiresIn: '10m', audience: opts.tool };",
    "  if (opts.user) options.subject = String(opts.user);",
    "  return signAsync(claims, process.env.STATE_SECRET, options);",
    "}",
  ));
write("envfile/config.js", lines(
    "import { readFileSync } from 'node:fs';",
    "function secretFrom(name) {",
    "  const file = process.env[`${name}_FILE`];",
    "  if (file) return readFileSync(file, 'utf8').trim();",
    "  return process.env[name];",
    "}",
    "export const config = { adminKey: secretFrom('ADMIN_KEY'), region: process.env.REGION ?? 'eu' };",
  ));
write("lookup/repo.js", lines(
    "export const repo = { invoice: async (id) => ({ id, amount: 1 }), approve: async () => {} };",
  ));
write("reader/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("reader/results.js", lines(
    "export function rawState(ctx) {",
    "  var s = ctx.mcpReq.requestState();",
    "  return typeof s === 'string' && s.length ? s : null;",
    "}",
  ));
write("ramda/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("ramda/wire.js", lines(
    "import * as R from 'ramda';",
    "export const fromBase64Url = (text) => Buffer.from(String(text), 'base64url').toString('utf8');",
    "export const stateOf = R.either(R.path(['params', 'requestState']), R.path(['params', '_meta', 'requestState']));",
  ));
write("subopt/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("subopt/token.js", lines(
    "import { SignJWT, jwtVerify } from 'jose';",
    "const secret = new TextEncoder().encode(process.env.STATE_SECRET);",
    "export async function sealState(claims, { subject, tool }) {",
    "  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setAudience(tool).setExpirationTime('10m').sign(secret);",
    "}",
    "export async function openState(token, { tool, subject }) {",
    "  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: tool, subject });",
    "  return payload;",
    "}",
  ));
write("wrap/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("wrap/roundState.js", lines(
    "import crypto from 'node:crypto';",
    "const KEY = Buffer.from(process.env.STATE_KEY, 'base64');",
    "const sign = (body) => crypto.createHmac('sha256', KEY).update('ps1.' + body).digest();",
    "export const isSealed = (raw) => typeof raw === 'string' && raw.startsWith('ps1.');",
    "export function openState(raw, userId, tool) {",
    "  const parts = String(raw).split('.');",
    "  if (parts.length !== 3) return null;",
    "  const mac = Buffer.from(parts[2], 'base64url');",
    "  const expected = sign(parts[1]);",
    "  if (mac.length !== expected.length || !crypto.timingSafeEqual(mac, expected)) return null;",
    "  const envelope = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));",
    "  if (envelope.u !== userId || envelope.t !== tool || envelope.exp < Date.now()) return null;",
    "  return envelope.p;",
    "}",
  ));

testRule('require-state-binding', bindingRule, {
  valid: [
    // a ttl of ten minutes in Iron's options
    {
      filename: path("iron/ok.js"),
      code: lines(
        "import * as Iron from '@hapi/iron';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
        "const password = process.env.IRON_PASSWORD;",
        "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice }, password, { ...Iron.defaults, ttl: 10 * 60 * 1000 });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
        "  }",
        "  const state = await Iron.unseal(raw, password, { ...Iron.defaults, ttl: 10 * 60 * 1000 });",
        "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
        "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
        "});",
      ),
    },
    // the call hands the helper the subject its verify checks
    {
      filename: path("subopt/moved.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { sealState, openState } from './token.js';",
        "const server = new McpServer({ name: 'docs', version: '1.0.0' });",
        "server.registerTool('move_document', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: await sealState({ documentId: args.documentId }, { subject: user, tool: 'move_document' }) };",
        "  const claims = await openState(raw, { tool: 'move_document', subject: user });",
        "  return { content: [{ type: 'text', text: `Moved ${claims.documentId}` }] };",
        "});",
      ),
    },
    // `stateFrom` hands the sealed state, with its user and tool, to `openState`, which compares them
    {
      filename: path("wrap/roundTrip.js"),
      code: lines(
        "import { isSealed, openState } from './roundState.js';",
        "export function stateFrom(extra, userId, tool) {",
        "  const raw = (extra && extra._meta && extra._meta.requestState) || null;",
        "  if (typeof raw !== 'string') return { present: false, value: null };",
        "  if (isSealed(raw)) return { present: true, value: openState(raw, userId, tool) };",
        "  const legacy = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));",
        "  return { present: true, value: legacy.tool === tool ? legacy.data : null };",
        "}",
      ),
    },
    // the record the only argument names is looked up, and its id compared with the state's
    {
      filename: path("lookup/approve.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { sealState, openState } from 'eslint-plugin-mcp-state/seal';",
        "import { z } from 'zod';",
        "import { repo } from './repo.js';",
        "const server = new McpServer({ name: 'payables', version: '1.0.0' });",
        "const key = Buffer.from(process.env.STATE_KEY, 'base64');",
        "server.registerTool('approve_payment', { inputSchema: { invoiceId: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
        "  const userId = ctx.http.authInfo.extra.userId;",
        "  const invoice = await repo.invoice(args.invoiceId);",
        "  const binding = { userId, tool: 'approve_payment' };",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const requestState = sealState({ invoiceId: invoice.id, amount: invoice.amount }, binding, { key });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState };",
        "  }",
        "  const opened = openState(raw, binding, { key });",
        "  if (!opened.ok || opened.state.invoiceId !== invoice.id) return { content: [{ type: 'text', text: 'Start again.' }] };",
        "  await repo.approve(invoice.id);",
        "  return { content: [{ type: 'text', text: 'Approved.' }] };",
        "});",
      ),
    },
    // the opener compares its signed `sub` with the `agentId` each call passes
    {
      filename: path("agent/refund.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { sealState, openState } from './stateToken.js';",
        "const server = new McpServer({ name: 'billing', version: '1.0.0' });",
        "server.registerTool('issue_refund', { inputSchema: {} }, async (args, ctx) => {",
        "  const agent = ctx.http.authInfo.extra;",
        "  const binding = { agentId: agent.id, tool: 'issue_refund' };",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ quote: args.quote }, binding) };",
        "  const claims = openState(raw, binding);",
        "  return { content: [{ type: 'text', text: `Refund ${claims.quote} issued` }] };",
        "});",
      ),
    },
  ],
  invalid: [
    // `Iron.defaults` sets no ttl: the suggestion spreads them into options that set one
    {
      filename: path("iron/refund.js"),
      code: lines(
        "import * as Iron from '@hapi/iron';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
        "const password = process.env.IRON_PASSWORD;",
        "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice }, password, Iron.defaults);",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
        "  }",
        "  const state = await Iron.unseal(raw, password, Iron.defaults);",
        "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
        "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
        "});",
      ),
      errors: [{ messageId: 'missingExpiry', line: 9, column: 100, endLine: 9, endColumn: 113, suggestions: [
          { messageId: "addField", output: lines(
            "import * as Iron from '@hapi/iron';",
            "import { McpServer } from '@modelcontextprotocol/server';",
            "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
            "const password = process.env.IRON_PASSWORD;",
            "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
            "  const user = ctx.http.authInfo.extra.userId;",
            "  const raw = ctx.mcpReq.requestState();",
            "  if (!raw) {",
            "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice }, password, { ...Iron.defaults, ttl: 600000 });",
            "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
            "  }",
            "  const state = await Iron.unseal(raw, password, Iron.defaults);",
            "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
            "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
            "});",
          ) },
        ] }],
    },
    // thirty minutes, in milliseconds
    {
      filename: path("iron/long.js"),
      code: lines(
        "import * as Iron from '@hapi/iron';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
        "const password = process.env.IRON_PASSWORD;",
        "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice }, password, { ...Iron.defaults, ttl: 30 * 60 * 1000 });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
        "  }",
        "  const state = await Iron.unseal(raw, password, { ...Iron.defaults, ttl: 30 * 60 * 1000 });",
        "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
        "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
        "});",
      ),
      errors: [{ messageId: 'ttlTooLong', line: 9, column: 125, endLine: 9, endColumn: 139, suggestions: [
          { messageId: "shortenTtl", output: lines(
            "import * as Iron from '@hapi/iron';",
            "import { McpServer } from '@modelcontextprotocol/server';",
            "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
            "const password = process.env.IRON_PASSWORD;",
            "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
            "  const user = ctx.http.authInfo.extra.userId;",
            "  const raw = ctx.mcpReq.requestState();",
            "  if (!raw) {",
            "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice }, password, { ...Iron.defaults, ttl: 600000 });",
            "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
            "  }",
            "  const state = await Iron.unseal(raw, password, { ...Iron.defaults, ttl: 30 * 60 * 1000 });",
            "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
            "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
            "});",
          ) },
        ] }],
    },
    // the helper verifies `subject` only when handed one, and this call hands none
    {
      filename: path("subopt/move.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { sealState, openState } from './token.js';",
        "const server = new McpServer({ name: 'docs', version: '1.0.0' });",
        "server.registerTool('move_document', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: await sealState({ documentId: args.documentId }, { subject: user, tool: 'move_document' }) };",
        "  const claims = await openState(raw, { tool: 'move_document' });",
        "  return { content: [{ type: 'text', text: `Moved ${claims.documentId}` }] };",
        "});",
      ),
      errors: [{ messageId: 'helperSkipsChecks', line: 8, column: 24, endLine: 8, endColumn: 65 }],
    },
    // the signer sets `subject` only when given a user: `escalate` gives one, `reopen` does not
    {
      filename: path("optw/tools.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { mint } from './stateJwt.js';",
        "const server = new McpServer({ name: 'helpdesk', version: '1.0.0' });",
        "server.registerTool('escalate', { inputSchema: {} }, async (args, ctx) => {",
        "  const agent = ctx.http.authInfo.extra;",
        "  const token = await mint({ ticketId: args.ticketId, tool: 'escalate' }, { tool: 'escalate', user: agent.userId });",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: token };",
        "});",
        "server.registerTool('reopen', { inputSchema: {} }, async (args, ctx) => {",
        "  const token = await mint({ ticketId: args.ticketId, tool: 'reopen' }, { tool: 'reopen' });",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: token };",
        "});",
      ),
      errors: [{ messageId: 'helperMissingSignedFields', line: 10, column: 23, endLine: 10, endColumn: 92 }],
    },
    // the looked-up invoice binds its id, not the payee the call also passes; the suggestion adds the arguments to the binding both ends share
    {
      filename: path("lookup/payee.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { sealState, openState } from 'eslint-plugin-mcp-state/seal';",
        "import { z } from 'zod';",
        "import { repo } from './repo.js';",
        "const server = new McpServer({ name: 'payables', version: '1.0.0' });",
        "const key = Buffer.from(process.env.STATE_KEY, 'base64');",
        "server.registerTool('approve_payment', { inputSchema: { invoiceId: z.string(), payee: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
        "  const userId = ctx.http.authInfo.extra.userId;",
        "  const invoice = await repo.invoice(args.invoiceId);",
        "  const binding = { userId, tool: 'approve_payment' };",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const requestState = sealState({ invoiceId: invoice.id, amount: invoice.amount }, binding, { key });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState };",
        "  }",
        "  const opened = openState(raw, binding, { key });",
        "  if (!opened.ok || opened.state.invoiceId !== invoice.id) return { content: [{ type: 'text', text: 'Start again.' }] };",
        "  await repo.approve(invoice.id, args.payee);",
        "  return { content: [{ type: 'text', text: 'Approved.' }] };",
        "});",
      ),
      errors: [{ messageId: 'missingArgs', line: 10, column: 19, endLine: 10, endColumn: 54, suggestions: [
          { messageId: "addField", output: lines(
            "import { McpServer } from '@modelcontextprotocol/server';",
            "import { sealState, openState } from 'eslint-plugin-mcp-state/seal';",
            "import { z } from 'zod';",
            "import { repo } from './repo.js';",
            "const server = new McpServer({ name: 'payables', version: '1.0.0' });",
            "const key = Buffer.from(process.env.STATE_KEY, 'base64');",
            "server.registerTool('approve_payment', { inputSchema: { invoiceId: z.string(), payee: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
            "  const userId = ctx.http.authInfo.extra.userId;",
            "  const invoice = await repo.invoice(args.invoiceId);",
            "  const binding = { userId, tool: 'approve_payment', args };",
            "  const raw = ctx.mcpReq.requestState();",
            "  if (!raw) {",
            "    const requestState = sealState({ invoiceId: invoice.id, amount: invoice.amount }, binding, { key });",
            "    return { resultType: 'input_required', inputRequests: {}, requestState };",
            "  }",
            "  const opened = openState(raw, binding, { key });",
            "  if (!opened.ok || opened.state.invoiceId !== invoice.id) return { content: [{ type: 'text', text: 'Start again.' }] };",
            "  await repo.approve(invoice.id, args.payee);",
            "  return { content: [{ type: 'text', text: 'Approved.' }] };",
            "});",
          ) },
        ] }],
    },
    // `readStepToken(raw, tool)` checks the audience; the subject it signs is the caller's to compare, which `amend` does not
    {
      filename: path("sub/server.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { issueStepToken, readStepToken } from './step.js';",
        "const server = new McpServer({ name: 'x', version: '1' });",
        "server.registerTool('amend', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.authInfo.clientId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const token = await issueStepToken({ n: args.n }, { subject: user, tool: 'amend' });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: token };",
        "  }",
        "  const step = await readStepToken(raw, 'amend');",
        "  await doIt(step.n);",
        "  return { content: [] };",
        "});",
        "server.registerTool('other', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.authInfo.clientId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const token = await issueStepToken({ n: args.n }, { subject: user, tool: 'other' });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: token };",
        "  }",
        "  const step = await readStepToken(raw, 'other');",
        "  if (step.sub !== user) throw new Error('x');",
        "  await doIt(step.n);",
        "  return { content: [] };",
        "});",
      ),
      errors: [{ messageId: 'helperSkipsChecks', line: 11, column: 22, endLine: 11, endColumn: 49 }],
    },
  ],
});

testRule('no-weak-state-key', keyRule, {
  valid: [
    {
      filename: path("iron/ok.js"),
      code: lines(
        "import * as Iron from '@hapi/iron';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
        "const password = process.env.IRON_PASSWORD;",
        "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice }, password, { ...Iron.defaults, ttl: 10 * 60 * 1000 });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
        "  }",
        "  const state = await Iron.unseal(raw, password, { ...Iron.defaults, ttl: 10 * 60 * 1000 });",
        "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
        "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
        "});",
      ),
    },
  ],
  invalid: [
    // an empty fallback padded to 32 zeros: a password anyone can write
    {
      filename: path("iron/padded.js"),
      code: lines(
        "import * as Iron from '@hapi/iron';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
        "const password = (process.env.IRON_PASSWORD ?? '').padEnd(32, '0');",
        "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice }, password, { ...Iron.defaults, ttl: 600000 });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
        "  }",
        "  const state = await Iron.unseal(raw, password, { ...Iron.defaults, ttl: 600000 });",
        "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
        "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
        "});",
      ),
      errors: [{ messageId: 'literalFallback', line: 9, column: 90, endLine: 9, endColumn: 98 }],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    // Iron encrypts what it seals: the client cannot read the key
    {
      filename: path("iron/secret.js"),
      code: lines(
        "import * as Iron from '@hapi/iron';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
        "const password = process.env.IRON_PASSWORD;",
        "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
        "  const user = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) {",
        "    const sealed = await Iron.seal({ sub: user, tool: 'refund', invoice: args.invoice, apiKey: process.env.PAYMENTS_API_KEY }, password, { ...Iron.defaults, ttl: 600000 });",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: sealed };",
        "  }",
        "  const state = await Iron.unseal(raw, password, { ...Iron.defaults, ttl: 600000 });",
        "  if (state.sub !== user || state.tool !== 'refund') throw new Error('This confirmation belongs to another request.');",
        "  return { content: [{ type: 'text', text: `Refunded ${state.invoice}` }] };",
        "});",
      ),
    },
  ],
  invalid: [],
});

testRule('require-sealed-state', sealedRule, {
  valid: [
    // the helper's read, verified before it is used
    {
      filename: path("reader/verified.js"),
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { rawState } from './results.js';",
        "const server = new McpServer({ name: 'helpdesk', version: '1.0.0' });",
        "server.registerTool('escalate', { inputSchema: {} }, async function (args, ctx) {",
        "  var raw = rawState(ctx);",
        "  if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: ctx.http.authInfo.extra.userId, tool: 'escalate' }, process.env.STATE_SECRET, { expiresIn: 600 }) };",
        "  var claims = jwt.verify(raw, process.env.STATE_SECRET, { algorithms: ['HS256'], subject: ctx.http.authInfo.extra.userId });",
        "  return { content: [{ type: 'text', text: 'Escalated ' + claims.ticket }] };",
        "});",
      ),
    },
    // the handle, cut of its prefix, is tested for its shape and names a Redis record: the record is the server's
    {
      filename: path("handle/book.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { stash, claim, peek } from './pending.js';",
        "const server = new McpServer({ name: 'clinic', version: '1.0.0' });",
        "server.registerTool('book', { inputSchema: {} }, async (args, ctx) => {",
        "  const userId = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: await stash({ userId, tool: 'book', data: args }) };",
        "  const pending = await claim(raw, { userId, tool: 'book' });",
        "  if (!pending) return { content: [{ type: 'text', text: 'Expired; start again.' }] };",
        "  return { content: [{ type: 'text', text: `Booked ${pending.slot}` }] };",
        "});",
      ),
    },
  ],
  invalid: [
    // `rawState(ctx)` is the SDK's read of the context the handler passes: decoded, not verified
    {
      filename: path("reader/escalate.js"),
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { rawState } from './results.js';",
        "const server = new McpServer({ name: 'helpdesk', version: '1.0.0' });",
        "server.registerTool('escalate', { inputSchema: {} }, async function (args, ctx) {",
        "  var raw = rawState(ctx);",
        "  if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: ctx.http.authInfo.extra.userId, tool: 'escalate' }, process.env.STATE_SECRET, { expiresIn: 600 }) };",
        "  var claims = jwt.decode(raw);",
        "  return { content: [{ type: 'text', text: 'Escalated ' + claims.ticket }] };",
        "});",
      ),
      errors: [{ messageId: 'unverifiedRead', line: 8, column: 16, endLine: 8, endColumn: 31 }],
    },
    // `R.either(R.path([...]), R.path([...]))(request)`: the state from params or from `_meta`, decoded unverified
    {
      filename: path("ramda/reschedule.js"),
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "import { fromBase64Url, stateOf } from './wire.js';",
        "const server = new Server({ name: 'couriers', version: '1.0.0' }, { capabilities: { tools: {} } });",
        "server.setRequestHandler(CallToolRequestSchema, async (request) => {",
        "  const draft = JSON.parse(fromBase64Url(stateOf(request)));",
        "  return { content: [{ type: 'text', text: `Rescheduled ${draft.deliveryId}` }] };",
        "});",
      ),
      errors: [{ messageId: 'unverifiedRead', line: 6, column: 17, endLine: 6, endColumn: 60 }],
    },
    // the same handle decoded as base64 JSON is the client's data, read unverified
    {
      filename: path("handle/peek.js"),
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { stash, claim, peek } from './pending.js';",
        "const server = new McpServer({ name: 'clinic', version: '1.0.0' });",
        "server.registerTool('book', { inputSchema: {} }, async (args, ctx) => {",
        "  const userId = ctx.http.authInfo.extra.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: await stash({ userId, tool: 'book', data: args }) };",
        "  const pending = await peek(raw);",
        "  if (!pending) return { content: [{ type: 'text', text: 'Expired; start again.' }] };",
        "  return { content: [{ type: 'text', text: `Booked ${pending.slot}` }] };",
        "});",
      ),
      errors: [{ messageId: 'unverifiedStateHelper', line: 8, column: 25, endLine: 8, endColumn: 34 }],
    },
  ],
});

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    // the curried MAC, compared in constant time
    {
      filename: path("ramda/safe.js"),
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "import * as R from 'ramda';",
        "const hmac = R.curry((key, body) => createHmac('sha256', key).update(body).digest());",
        "export const makeTokens = (stateKey) => {",
        "  const sign = hmac(stateKey);",
        "  const open = (token) => {",
        "    const [body, sig] = String(token).split('.');",
        "    const given = Buffer.from(String(sig), 'base64url');",
        "    const expected = sign(body);",
        "    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;",
        "    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "  };",
        "  return { open };",
        "};",
      ),
    },
  ],
  invalid: [
    // `sign = hmac(stateKey)` of a curried HMAC: `sign(body)` is the MAC, compared with `!==`
    {
      filename: path("ramda/tokens.js"),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import * as R from 'ramda';",
        "const hmac = R.curry((key, body) => createHmac('sha256', key).update(body).digest('base64url'));",
        "export const makeTokens = (stateKey) => {",
        "  const sign = hmac(stateKey);",
        "  const open = (token) => {",
        "    const [body, sig] = String(token).split('.');",
        "    if (sig !== sign(body)) return null;",
        "    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "  };",
        "  return { open };",
        "};",
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import * as R from 'ramda';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const hmac = R.curry((key, body) => createHmac('sha256', key).update(body).digest('base64url'));",
        "export const makeTokens = (stateKey) => {",
        "  const sign = hmac(stateKey);",
        "  const open = (token) => {",
        "    const [body, sig] = String(token).split('.');",
        "    if (!safeEqual(sig, sign(body))) return null;",
        "    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "  };",
        "  return { open };",
        "};",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 8, column: 9, endLine: 8, endColumn: 27 }],
    },
    // the request a NestJS guard gets from its context: its header against a token from the environment
    {
      filename: path("nest/guard.js"),
      code: lines(
        "export class ServiceTokenGuard {",
        "  canActivate(context) {",
        "    const req = context.switchToHttp().getRequest();",
        "    const presented = req.headers['x-service-token'];",
        "    return presented === process.env.INTERNAL_SERVICE_TOKEN;",
        "  }",
        "}",
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 5, column: 12, endLine: 5, endColumn: 60, suggestions: [
          { messageId: "replaceWithSafeEqual", output: lines(
            "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
            "export class ServiceTokenGuard {",
            "  canActivate(context) {",
            "    const req = context.switchToHttp().getRequest();",
            "    const presented = req.headers['x-service-token'];",
            "    return safeEqual(presented, process.env.INTERNAL_SERVICE_TOKEN);",
            "  }",
            "}",
          ) },
        ] }],
    },
    // `secretFrom('ADMIN_KEY')` reads a file or `process.env[name]`: either way the variable the call names
    {
      filename: path("envfile/http.js"),
      code: lines(
        "import { createServer } from 'node:http';",
        "import { config } from './config.js';",
        "export const server = createServer((req, res) => {",
        "  if (req.headers['x-admin'] !== config.adminKey) {",
        "    res.writeHead(401).end();",
        "    return;",
        "  }",
        "  res.end('ok');",
        "});",
      ),
      errors: [{ messageId: 'timingUnsafeCompareHelper', line: 4, column: 7, endLine: 4, endColumn: 49, suggestions: [
          { messageId: "replaceWithSafeEqual", output: lines(
            "import { createServer } from 'node:http';",
            "import { config } from './config.js';",
            "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
            "export const server = createServer((req, res) => {",
            "  if (!safeEqual(req.headers['x-admin'], config.adminKey)) {",
            "    res.writeHead(401).end();",
            "    return;",
            "  }",
            "  res.end('ok');",
            "});",
          ) },
        ] }],
    },
  ],
});
