import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import noTimingUnsafeCompare from '../../rules/no-timing-unsafe-compare.js';
import requireSealedState from '../../rules/require-sealed-state.js';
import rule from '../../rules/require-state-binding.js';
import { commonJs, lines, testRule } from '../rule-tester.js';



testRule("require-state-binding", rule, {
  valid: [
    {
      name: "the reference example",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
    },
    {
      name: "the reference example used by a tool",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
        "export async function deleteProject(args, { userId, requestState }) {",
        "  if (requestState === undefined) {",
        "    return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Delete?' } } }, requestState: sealState({ id: args.id }, userId, 'delete_project') };",
        "  }",
        "  const state = openState(requestState, userId, 'delete_project');",
        "  return state ? { content: [] } : { isError: true, content: [] };",
        "}",
      ),
    },
    {
      name: "the reference example with === on the MAC (no-timing-unsafe-compare reports it)",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac !== sign(body)) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
    },
    {
      name: "sealState with user and tool",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('deploy', {}, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'deploy' }) });",
        "  });",
        "}",
      ),
    },
    {
      name: "openState with user, tool and args",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  const opened = openState(extra._meta?.state, { userId: extra.authInfo?.extra?.userId, tool: 'archive', args });",
        "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
        "});",
      ),
    },
    {
      name: "a binding held in a const",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  const binding = { userId: extra.authInfo?.extra?.userId, tool: 'archive' };",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ a: 1 }, binding) };",
        "});",
      ),
    },
    {
      name: "a binding from elsewhere (unknown)",
      code: lines(
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export const result = (binding) => sealState({ a: 1 }, binding);",
      ),
    },
    {
      name: "a binding spread from an unknown object",
      code: lines(
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export const result = (base) => sealState({ a: 1 }, { ...base, tool: 'x' });",
      ),
    },
    {
      name: "sealer.seal with a full binding",
      code: lines(
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });",
        "export const token = (userId) => sealer.seal({ a: 1 }, { userId, tool: 'x' });",
      ),
    },
    {
      name: "codec with bind and a 10-minute TTL",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 600, bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:deploy` });",
      ),
    },
    {
      name: "codec with bind and the default TTL",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
      ),
    },
    {
      name: "codec options from elsewhere",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = (options) => createRequestStateCodec(options);",
      ),
    },
    {
      name: "codec TTL within a raised maxTtlSeconds",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 900, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
      ),
      options: [{"maxTtlSeconds":900}],
    },
    {
      name: "jwt with sub, tool and a 10-minute expiry",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { expiresIn: '10m' }) });",
      ),
    },
    {
      name: "jwt with userId, toolName and expiresIn in seconds",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ userId, toolName: tool }, process.env.STATE_KEY, { expiresIn: 300 }) });",
      ),
    },
    {
      name: "jwt with an exp claim",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool, exp: Math.floor(Date.now() / 1000) + 600 }, process.env.STATE_KEY) });",
      ),
    },
    {
      name: "jwt that is not request state (a session cookie)",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const session = (userId) => jwt.sign({ sub: userId }, process.env.SESSION_SECRET);",
      ),
    },
    {
      name: "jwt claims spread from the caller may hold the tool",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "function mintState(userId, data) {",
        "  return jwt.sign({ ...data, sub: userId }, process.env.STATE_KEY, { expiresIn: '5m' });",
        "}",
        "export const result = (userId, data) => ({ resultType: 'input_required', inputRequests: {}, requestState: mintState(userId, data) });",
      ),
    },
    {
      name: "jose with subject, tool and expiry",
      code: lines(
        "import { SignJWT } from 'jose';",
        "export const result = async (userId, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ tool: 'publish' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('10m').sign(key) });",
      ),
    },
    {
      name: "jose with claims the file does not show (they may carry exp): silent",
      code: lines(
        "import { SignJWT } from 'jose';",
        "export const result = async (claims, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key) });",
      ),
    },
    {
      name: "hand-rolled sealer with u, t and exp fields",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "const TOOL = 'refund';",
        "function mint(s) {",
        "  const body = Buffer.from(JSON.stringify(s)).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
        "export const result = (userId) => ({ resultType: 'input_required', inputRequests: {}, requestState: mint({ u: userId, t: TOOL, exp: Date.now() + 600_000 }) });",
      ),
    },
    {
      name: "a signed cookie is not request state",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function signCookie(value) {",
        "  const body = Buffer.from(JSON.stringify({ value })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
      ),
    },
    {
      name: "a sealer whose callers pass state the file cannot see",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function sealState(fields) {",
        "  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
      ),
    },
    {
      name: "expiry in seconds checked against seconds",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "const now = () => Math.floor(Date.now() / 1000);",
        "export function sealState(state, userId, tool) {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: now() + 600 })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp * 1000 > Date.now() ? state : null;",
        "}",
      ),
    },
    {
      name: "checks done by the caller of the opener",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "function unseal(token) {",
        "  const [body, mac] = token.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return undefined;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
        "export function read(request, userId) {",
        "  const state = unseal(request.params.requestState);",
        "  if (!state || state.sub !== userId || state.tool !== request.params.name || state.exp < Date.now()) return null;",
        "  return state;",
        "}",
      ),
    },
    {
      name: "strict: a destructive tool binds args",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop', args }) });",
        "  });",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
    },
    {
      name: "strict: a read-only tool needs no args",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('read', {}, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: { page: {} }, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'read' }) });",
        "  });",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
    },
    {
      name: "default options: a destructive tool without an inputSchema has no args to bind",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop' }) });",
        "  });",
        "}",
      ),
    },
    {
      name: "strict: a hand-rolled state with an args digest",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "function seal(s) {",
        "  const body = Buffer.from(JSON.stringify(s)).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
        "export function register(server) {",
        "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: seal({ userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop', argsDigest: JSON.stringify(args), exp: Date.now() + 60_000 }) }));",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
    },
    {
      name: "strict: JWT claims with an args digest",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import jwt from 'jsonwebtoken';",
        "export function register(server) {",
        "  server.registerTool('approve', {}, async (args, ctx) => inputRequired({ inputRequests: { approve: inputRequired.elicit({ message: 'Approve?' }) }, requestState: jwt.sign({ sub: ctx.http?.authInfo?.extra?.userId, tool: 'approve', argsDigest: JSON.stringify(args) }, process.env.STATE_KEY, { expiresIn: 600 }) }));",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
    },
    {
      name: "custom sealer named in sealFunctions with a full binding",
      code: lines(
        "import { sealForClient } from './state.js';",
        "export const token = (userId) => sealForClient({ a: 1 }, { userId, tool: 'x' });",
      ),
      options: [{"sealFunctions":["sealForClient"]}],
    },
    {
      name: "custom sealer not named in the options is unknown",
      code: lines(
        "import { sealForClient } from './state.js';",
        "export const token = () => sealForClient({ a: 1 }, {});",
      ),
    },
    {
      name: "CommonJS: bundled helper with a full binding",
      code: lines(
        "const { sealState } = require('eslint-plugin-mcp-state/seal');",
        "exports.token = (userId) => sealState({ a: 1 }, { userId, tool: 'x' });",
      ),
      languageOptions: commonJs,
    },
    {
      name: "a TTL the file cannot compute",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = (ttl) => createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: ttl, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
      ),
    },
  ],
  invalid: [
    {
      name: "sealState without tool (inferred from the handler)",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('deploy', {}, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { userId: ctx.http?.authInfo?.extra?.userId }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 5, column: 84, endLine: 5, endColumn: 129,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server) {",
                "  server.registerTool('deploy', {}, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "sealState without userId (from the SDK 2.x principal)",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('deploy', {}, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { tool: 'deploy' }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 5, column: 84, endLine: 5, endColumn: 102,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { sealState, openState, createStateSealer, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server) {",
                "  server.registerTool('deploy', {}, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { tool: 'deploy', userId: principalOf(ctx) }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "SDK 1.x: userId from extra.authInfo",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ a: 1 }, { tool: 'archive' }) };",
        "});",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 5, column: 95, endLine: 5, endColumn: 114,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, openState, createStateSealer, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => {",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ a: 1 }, { tool: 'archive', userId: principalOf(extra) }) };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an empty binding",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ a: 1 }, {}) };",
        "});",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 5, column: 95, endLine: 5, endColumn: 97,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, openState, createStateSealer, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => {",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ a: 1 }, { userId: principalOf(extra) }) };",
                "});",
              ),
            },
            {
              messageId: "addField",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => {",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ a: 1 }, { tool: 'archive' }) };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a binding with a trailing comma",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  const token = sealState({ a: 1 }, {",
        "    tool: 'archive',",
        "  });",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: token };",
        "});",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 5, column: 37, endLine: 7, endColumn: 4,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, openState, createStateSealer, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => {",
                "  const token = sealState({ a: 1 }, {",
                "    tool: 'archive', userId: principalOf(extra),",
                "  });",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: token };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "no binding at all",
      code: lines(
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export const token = sealState({ a: 1 });",
      ),
      errors: [
        {
          messageId: "missingBindingArgument",
          line: 2, column: 22, endLine: 2, endColumn: 41,
          suggestions: [],
        },
      ],
    },
    {
      name: "openState without the user",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  const opened = openState(extra._meta?.state, { tool: 'archive' });",
        "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
        "});",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 5, column: 48, endLine: 5, endColumn: 67,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, openState, createStateSealer, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => {",
                "  const opened = openState(extra._meta?.state, { tool: 'archive', userId: principalOf(extra) });",
                "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "empty userId",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  const opened = openState(extra._meta?.state, { userId: '', tool: 'archive' });",
        "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
        "});",
      ),
      errors: [
        {
          messageId: "emptyBinding",
          line: 5, column: 58, endLine: 5, endColumn: 60,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, openState, createStateSealer, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => {",
                "  const opened = openState(extra._meta?.state, { userId: principalOf(extra), tool: 'archive' });",
                "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "empty tool after a spread",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => {",
        "  const binding = { userId: extra.authInfo?.extra?.userId, tool: 'archive' };",
        "  const opened = openState(extra._meta?.state, { ...binding, tool: '' });",
        "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
        "});",
      ),
      errors: [
        {
          messageId: "emptyBinding",
          line: 6, column: 68, endLine: 6, endColumn: 70,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => {",
                "  const binding = { userId: extra.authInfo?.extra?.userId, tool: 'archive' };",
                "  const opened = openState(extra._meta?.state, { ...binding, tool: 'archive' });",
                "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "sealer.seal and sealer.open outside a handler",
      code: lines(
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });",
        "export const token = () => sealer.seal({ a: 1 }, { tool: 'x' });",
        "export const opened = (t, userId) => sealer.open(t, { userId });",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 3, column: 50, endLine: 3, endColumn: 63,
          suggestions: [],
        },
        {
          messageId: "missingBinding",
          line: 4, column: 53, endLine: 4, endColumn: 63,
          suggestions: [],
        },
      ],
    },
    {
      name: "a local const with the user id is reused",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('deploy', {}, async (args, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { tool: 'deploy' }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 6, column: 84, endLine: 6, endColumn: 102,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server) {",
                "  server.registerTool('deploy', {}, async (args, ctx) => {",
                "    const userId = ctx.http?.authInfo?.extra?.userId;",
                "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { tool: 'deploy', userId }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "codec without bind",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY });",
      ),
      errors: [
        {
          messageId: "codecWithoutBind",
          line: 2, column: 46, endLine: 2, endColumn: 76,
          suggestions: [
            {
              messageId: "addBind",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { principalOf } from 'eslint-plugin-mcp-state/seal';",
                'export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => principalOf(ctx) });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "codec without bind, its factory required under another name",
      code: lines(
        "const { createRequestStateCodec: makeCodec } = require('@modelcontextprotocol/server');",
        "exports.codec = makeCodec({ key: process.env.STATE_KEY });",
      ),
      errors: [
        {
          messageId: "codecWithoutBind",
          line: 2, column: 27, endLine: 2, endColumn: 57,
          suggestions: [
            {
              messageId: "addBind",
              output: lines(
                "const { createRequestStateCodec: makeCodec } = require('@modelcontextprotocol/server');",
                "const { principalOf } = require('eslint-plugin-mcp-state/seal');",
                'exports.codec = makeCodec({ key: process.env.STATE_KEY, bind: (ctx) => principalOf(ctx) });',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "codec living an hour",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 3600, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 2, column: 76, endLine: 2, endColumn: 92,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 600, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "codec TTL from a constant",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "const STATE_TTL_SECONDS = 15 * 60;",
        "const options = { key: process.env.STATE_KEY, ttlSeconds: STATE_TTL_SECONDS, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) };",
        "export const codec = createRequestStateCodec(options);",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 3, column: 47, endLine: 3, endColumn: 76,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "const STATE_TTL_SECONDS = 15 * 60;",
                "const options = { key: process.env.STATE_KEY, ttlSeconds: 600, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) };",
                "export const codec = createRequestStateCodec(options);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "codec over a lowered maxTtlSeconds",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 600, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
      ),
      options: [{"maxTtlSeconds":300}],
      errors: [
        {
          messageId: "ttlTooLong",
          line: 2, column: 76, endLine: 2, endColumn: 91,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "export const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ttlSeconds: 300, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "jwt without expiresIn",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY) });",
      ),
      errors: [
        {
          messageId: "missingExpiry",
          line: 2, column: 107, endLine: 2, endColumn: 161,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import jwt from 'jsonwebtoken';",
                "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { expiresIn: 600 }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "jwt options without expiresIn",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { algorithm: 'HS256' }) });",
      ),
      errors: [
        {
          messageId: "missingExpiry",
          line: 2, column: 162, endLine: 2, endColumn: 184,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import jwt from 'jsonwebtoken';",
                "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { algorithm: 'HS256', expiresIn: 600 }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "jwt expiresIn '1h'",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { expiresIn: '1h' }) });",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 2, column: 175, endLine: 2, endColumn: 179,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import jwt from 'jsonwebtoken';",
                "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { expiresIn: 600 }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "jwt expiresIn 3600",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { expiresIn: 3600 }) });",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 2, column: 175, endLine: 2, endColumn: 179,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import jwt from 'jsonwebtoken';",
                "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool }, process.env.STATE_KEY, { expiresIn: 600 }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "jwt without a user",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId, tool) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ tool, step: 2 }, process.env.STATE_KEY, { expiresIn: 600 }) });",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 2, column: 116, endLine: 2, endColumn: 133,
          suggestions: [],
        },
      ],
    },
    {
      name: "jwt without a tool, through a local mint function",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "function mintState(userId, data) {",
        "  return jwt.sign({ data, sub: userId }, process.env.STATE_KEY, { expiresIn: '5m' });",
        "}",
        "export const result = (userId) => ({ resultType: 'input_required', inputRequests: {}, requestState: mintState(userId, { a: 1 }) });",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 3, column: 19, endLine: 3, endColumn: 40,
          suggestions: [],
        },
      ],
    },
    {
      name: "jose without setExpirationTime",
      code: lines(
        "import { SignJWT } from 'jose';",
        "export const result = async (userId, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ tool: 'publish' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).sign(key) });",
      ),
      errors: [
        {
          messageId: "missingExpiry",
          line: 2, column: 118, endLine: 2, endColumn: 216,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { SignJWT } from 'jose';",
                "export const result = async (userId, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ tool: 'publish' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('10m').sign(key) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "jose setExpirationTime('2h')",
      code: lines(
        "import { SignJWT } from 'jose';",
        "export const result = async (userId, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ sub: userId, tool: 'publish' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('2h').sign(key) });",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 2, column: 201, endLine: 2, endColumn: 224,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import { SignJWT } from 'jose';",
                "export const result = async (userId, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ sub: userId, tool: 'publish' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('10m').sign(key) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "reference example without exp",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 6, column: 43, endLine: 6, endColumn: 69,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example without userId in the state",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 6, column: 43, endLine: 6, endColumn: 93,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example without tool in the state",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 6, column: 43, endLine: 6, endColumn: 95,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example living an hour",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 3_600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        // at the constant that writes the hour
        {
          messageId: "ttlTooLong",
          line: 2, column: 22, endLine: 2, endColumn: 31,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example: openState never checks the user",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "openerSkipsChecks",
          line: 9, column: 17, endLine: 9, endColumn: 26,
          suggestions: [],
        },
      ],
    },
    {
      name: "hand-rolled sealer and opener calling JSON through a destructured alias: the sealer signs no user, the opener checks no tool",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const { parse, stringify } = JSON;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export const sealState = (state, tool) => {",
        "  const body = Buffer.from(stringify({ ...state, tool, exp: Date.now() + 600_000 })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 5, column: 38, endLine: 5, endColumn: 83,
          suggestions: [],
        },
        {
          messageId: "openerSkipsChecks",
          line: 8, column: 17, endLine: 8, endColumn: 26,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example: openState never checks the tool",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "openerSkipsChecks",
          line: 9, column: 17, endLine: 9, endColumn: 26,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example: openState never checks the expiry",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "openerSkipsChecks",
          line: 9, column: 17, endLine: 9, endColumn: 26,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example: expiry in ms checked against seconds",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "};",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Math.floor(Date.now() / 1000) ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "mixedUnits",
          line: 13, column: 60, endLine: 13, endColumn: 101,
          suggestions: [],
        },
      ],
    },
    {
      name: "expiry in seconds checked against Date.now()",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function sealState(state, userId, tool) {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
        "export function openState(sealed, userId, tool) {",
        "  const [body, mac] = sealed.split('.');",
        "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
        "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
        "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
        "}",
      ),
      errors: [
        {
          messageId: "mixedUnits",
          line: 11, column: 60, endLine: 11, endColumn: 82,
          suggestions: [],
        },
      ],
    },
    {
      name: "a hand-rolled sealer TTL in seconds above the limit",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "export function sealState(state, userId, tool) {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 4, column: 74, endLine: 4, endColumn: 110,
          suggestions: [],
        },
      ],
    },
    {
      name: "signed object via a const, fields missing, used as requestState",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "function seal(chargeId) {",
        "  const payload = { chargeId };",
        "  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
        "export const result = (id) => ({ resultType: 'input_required', inputRequests: {}, requestState: seal(id) });",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 4, column: 19, endLine: 4, endColumn: 31,
          suggestions: [],
        },
      ],
    },
    {
      name: "AEAD sealer without expiry",
      code: lines(
        "import { createCipheriv, randomBytes } from 'node:crypto';",
        "export function sealState(state, userId, tool) {",
        "  const iv = randomBytes(12);",
        "  const cipher = createCipheriv('aes-256-gcm', Buffer.from(process.env.STATE_KEY, 'base64'), iv);",
        "  const data = Buffer.concat([cipher.update(JSON.stringify({ state, userId, tool })), cipher.final()]);",
        "  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');",
        "}",
      ),
      errors: [
        {
          messageId: "missingSignedFields",
          line: 5, column: 60, endLine: 5, endColumn: 83,
          suggestions: [],
        },
      ],
    },
    {
      name: "strict: a destructive tool without args",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop' }) });",
        "  });",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
      errors: [
        {
          messageId: "missingArgs",
          line: 5, column: 81, endLine: 5, endColumn: 140,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server) {",
                "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: {}, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop', args }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "strict: a confirmation without args",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('rename', {}, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Rename?' } } }, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'rename' }) });",
        "  });",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
      errors: [
        {
          messageId: "missingArgs",
          line: 5, column: 156, endLine: 5, endColumn: 217,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server) {",
                "  server.registerTool('rename', {}, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Rename?' } } }, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'rename', args }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "strict: destructured arguments are rebuilt",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export function register(server) {",
        "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async ({ table, force }, ctx) =>",
        "    inputRequired({ inputRequests: {}, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop' }) }));",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
      errors: [
        {
          messageId: "missingArgs",
          line: 5, column: 74, endLine: 5, endColumn: 133,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server) {",
                "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async ({ table, force }, ctx) =>",
                "    inputRequired({ inputRequests: {}, requestState: sealState({ a: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop', args: { table, force } }) }));",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "strict: hand-rolled state of a destructive tool without args",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "function seal(s) {",
        "  const body = Buffer.from(JSON.stringify(s)).toString('base64url');",
        "  return `${body}.${sign(body)}`;",
        "}",
        "export function register(server) {",
        "  server.registerTool('drop', { annotations: { destructiveHint: true } }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: seal({ userId: ctx.http?.authInfo?.extra?.userId, tool: 'drop', exp: Date.now() + 60_000 }) }));",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
      errors: [
        {
          messageId: "missingArgs",
          line: 9, column: 150, endLine: 9, endColumn: 235,
          suggestions: [],
        },
      ],
    },
    {
      name: "strict: JWT claims of a confirmation without args",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import jwt from 'jsonwebtoken';",
        "export function register(server) {",
        "  server.registerTool('approve', {}, async (args, ctx) => inputRequired({ inputRequests: { approve: inputRequired.elicit({ message: 'Approve?' }) }, requestState: jwt.sign({ sub: ctx.http?.authInfo?.extra?.userId, tool: 'approve' }, process.env.STATE_KEY, { expiresIn: 600 }) }));",
        "}",
      ),
      options: [{"requireArgsBinding":true}],
      errors: [
        {
          messageId: "missingArgs",
          line: 4, column: 173, endLine: 4, endColumn: 232,
          suggestions: [],
        },
      ],
    },
    {
      name: "jose expiry within a lowered limit gets that limit in seconds",
      code: lines(
        "import { SignJWT } from 'jose';",
        "export const result = async (userId, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ sub: userId, tool: 'publish' }).sign(key) });",
      ),
      options: [{"maxTtlSeconds":450}],
      errors: [
        {
          messageId: "missingExpiry",
          line: 2, column: 118, endLine: 2, endColumn: 173,
          suggestions: [
            {
              messageId: "addField",
              output: lines(
                "import { SignJWT } from 'jose';",
                "export const result = async (userId, key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ sub: userId, tool: 'publish' }).setExpirationTime('450s').sign(key) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "custom sealer from sealFunctions without a tool",
      code: lines(
        "import { sealForClient } from './state.js';",
        "export const token = (userId) => sealForClient({ a: 1 }, { userId });",
      ),
      options: [{"sealFunctions":["sealForClient"]}],
      errors: [
        {
          messageId: "missingBinding",
          line: 2, column: 58, endLine: 2, endColumn: 68,
          suggestions: [],
        },
      ],
    },
    {
      name: "CommonJS: bundled helper without a tool",
      code: lines(
        "const { sealState } = require('eslint-plugin-mcp-state/seal');",
        "exports.token = (userId) => sealState({ a: 1 }, { userId });",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "missingBinding",
          line: 2, column: 49, endLine: 2, endColumn: 59,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    {
      name: "TypeScript: typed binding",
      code: lines(
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export const token = (userId: string): string => sealState({ a: 1 }, { userId, tool: 'x' } as const);",
      ),
    },
    ],
    invalid: [
    {
      name: "TypeScript: binding with satisfies",
      code: lines(
        "import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export const token = (userId: string): string => sealState({ a: 1 }, { userId } satisfies { userId: string });",
      ),
      errors: [
        {
          messageId: "missingBinding",
          line: 2, column: 70, endLine: 2, endColumn: 80,
          suggestions: [],
        },
      ],
    },
    {
      name: "TypeScript: typed codec without bind",
      code: lines(
        "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
        "export const codec = createRequestStateCodec<{ step: number }>({ key: process.env.STATE_KEY! });",
      ),
      errors: [
        {
          messageId: "codecWithoutBind",
          line: 2, column: 64, endLine: 2, endColumn: 95,
          suggestions: [
            {
              messageId: "addBind",
              output: lines(
                "import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';",
                "import { principalOf } from 'eslint-plugin-mcp-state/seal';",
                'export const codec = createRequestStateCodec<{ step: number }>({ key: process.env.STATE_KEY!, bind: (ctx) => principalOf(ctx) });',
              ),
            },
          ],
        },
      ],
    },
    ],
  },
});

describe('options schema', () => {
  const lint = (options: unknown) =>
    new Linter({ configType: 'flat' }).verify('x;', [
      {
        plugins: { 'mcp-state': { rules: { 'require-state-binding': rule as never } } },
        rules: { 'mcp-state/require-state-binding': ['error', options] as never },
      },
    ]);

  it('accepts every option', () => {
    expect(lint({ maxTtlSeconds: 300, requireArgsBinding: true, destructiveArgsBinding: false, sealFunctions: ['seal'], openFunctions: ['open'] })).toEqual([]);
  });

  it.each([
    [{ maxTtlSeconds: 0 }, /should be >= 1/],
    [{ maxTtlSeconds: '10m' }, /should be integer/],
    [{ requireArgsBinding: 'yes' }, /should be boolean/],
    [{ destructiveArgsBinding: 'no' }, /should be boolean/],
    [{ sealFunctions: [''] }, /should NOT be shorter than 1 characters/],
    [{ ttl: 600 }, /Unexpected property "ttl"/],
  ])('rejects %j with a schema error', (options, message) => {
    expect(() => lint(options)).toThrow(message);
  });
});

/**
 * The reference example and its single omissions, linted with the three rules that share the work: each omission is
 * reported by exactly one rule, and the example itself by none.
 */
describe('the reference example and its omissions', () => {
  const seedLines = [
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "const STATE_TTL_MS = 600_000;",
    "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    "",
    "export const sealState = (state, userId, tool) => {",
    "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
    "  return `${body}.${sign(body)}`;",
    "};",
    "export function openState(sealed, userId, tool) {",
    "  const [body, mac] = sealed.split('.');",
    "  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;",
    "  const state = JSON.parse(Buffer.from(body, 'base64url').toString());",
    "  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;",
    "}",
  ];
  const seedWith = (replace: Record<number, string>) => seedLines.map((line, index) => (index in replace ? replace[index]! : line)).join('\n');
  const tool = [
    "export async function deleteProject(args, { userId, requestState }) {",
    "  if (requestState === undefined) {",
    "    return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Delete?' } } }, requestState: sealState({ id: args.id }, userId, 'delete_project') };",
    "  }",
    "  const state = openState(requestState, userId, 'delete_project');",
    "  return state ? { content: [] } : { isError: true, content: [] };",
    "}",
  ].join('\n');
  const rules = { 'require-sealed-state': requireSealedState, 'require-state-binding': rule, 'no-timing-unsafe-compare': noTimingUnsafeCompare };
  const lintAll = (code: string) =>
    new Linter({ configType: 'flat' })
      .verify(code, [
        {
          plugins: { 'mcp-state': { rules: rules as never } },
          rules: Object.fromEntries(Object.keys(rules).map((name) => [`mcp-state/${name}`, 'error'])),
        },
      ])
      .map((message) => `${message.line}:${message.column} ${message.ruleId ?? 'fatal: ' + message.message}`);

  it('reports nothing in the example as written, alone or used by a tool', () => {
    expect(lintAll(seedWith({}))).toEqual([]);
    expect(lintAll(`${seedWith({})}\n${tool}`)).toEqual([]);
  });

  it.each([
    ['no exp in the state', { 5: "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool })).toString('base64url');" }, ['6:43 mcp-state/require-state-binding']],
    ['no userId in the state', { 5: "  const body = Buffer.from(JSON.stringify({ ...state, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');" }, ['6:43 mcp-state/require-state-binding']],
    ['no tool in the state', { 5: "  const body = Buffer.from(JSON.stringify({ ...state, userId, exp: Date.now() + STATE_TTL_MS })).toString('base64url');" }, ['6:43 mcp-state/require-state-binding']],
    ['a one-hour TTL', { 1: 'const STATE_TTL_MS = 3_600_000;' }, ['2:22 mcp-state/require-state-binding']],
    ['no userId check', { 12: '  return state.tool === tool && state.exp > Date.now() ? state : null;' }, ['9:17 mcp-state/require-state-binding']],
    ['no tool check', { 12: '  return state.userId === userId && state.exp > Date.now() ? state : null;' }, ['9:17 mcp-state/require-state-binding']],
    ['no expiry check', { 12: '  return state.userId === userId && state.tool === tool ? state : null;' }, ['9:17 mcp-state/require-state-binding']],
    ['the expiry checked in seconds', { 12: '  return state.userId === userId && state.tool === tool && state.exp > Date.now() / 1000 ? state : null;' }, ['13:60 mcp-state/require-state-binding']],
    ['=== on the MAC', { 10: '  if (!mac || mac !== sign(body)) return null;' }, ['11:15 mcp-state/no-timing-unsafe-compare']],
    ['no length check before timingSafeEqual', { 10: '  if (!mac || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;' }, ['11:16 mcp-state/no-timing-unsafe-compare']],
  ])('%s: reported once, by the right rule', (_omission, replace, expected) => {
    expect(lintAll(seedWith(replace))).toEqual(expected);
  });

  it.each([
    ['no MAC on the sealed state', { 6: '  return body;' }, ['17:152 mcp-state/require-sealed-state']],
    ['no MAC check when opening', { 10: '' }, ['10:23 mcp-state/require-sealed-state']],
  ])('%s (used by a tool): reported once, by require-sealed-state', (_omission, replace, expected) => {
    expect(lintAll(`${seedWith(replace)}\n${tool}`)).toEqual(expected);
  });
});
