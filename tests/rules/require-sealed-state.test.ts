import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../rules/require-sealed-state.js';
import { commonJs, lines, testRule } from '../rule-tester.js';



testRule("require-sealed-state", rule, {
  valid: [
    {
      name: 'a signed envelope: JSON of the data beside an HMAC of it, as text or base64',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export function handle(args, ctx) {',
        "  const data = JSON.stringify({ id: args.id, userId: ctx.userId, tool: 'reassign', exp: Date.now() + 300_000 });",
        "  const mac = createHmac('sha256', process.env.STATE_KEY).update(data).digest('base64url');",
        "  return args.text ? { resultType: 'input_required', inputRequests: {}, requestState: JSON.stringify({ data, mac }) }",
        "    : { resultType: 'input_required', inputRequests: {}, requestState: btoa(JSON.stringify({ data, signature: mac })) };",
        '}',
      ),
    },
    {
      name: "bundled sealState",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId: 'u', tool: 'deploy' }) });",
        "  });",
        "}",
      ),
    },
    {
      name: "createStateSealer().seal",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });",
        "export const result = (userId) => inputRequired({ inputRequests: {}, requestState: sealer.seal({ step: 2 }, { userId, tool: 'deploy' }) });",
      ),
    },
    {
      name: "SDK codec mint",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "const codec = createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => ctx.http?.authInfo?.extra?.userId });",
        "export const result = async (ctx) => inputRequired({ inputRequests: {}, requestState: await codec.mint({ step: 2 }, ctx) });",
      ),
    },
    {
      name: "jsonwebtoken sign",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const result = (userId) => ({ resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ sub: userId, tool: 'x' }, process.env.STATE_KEY, { expiresIn: 600 }) });",
      ),
    },
    {
      name: "jose SignJWT",
      code: lines(
        "import { SignJWT } from 'jose';",
        "export const result = async (key) => ({ resultType: 'input_required', inputRequests: {}, requestState: await new SignJWT({ tool: 'x' }).setExpirationTime('10m').sign(key) });",
      ),
    },
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
      name: "a random id that points at server-side state",
      code: lines(
        "import { randomUUID } from 'node:crypto';",
        "export function result(store, s) {",
        "  const id = randomUUID();",
        "  store.set(id, s);",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: id };",
        "}",
      ),
    },
    {
      name: "a mid-migration server: the sealed tool is fine",
      code: lines(
        "import { openState, sealState } from 'eslint-plugin-mcp-state/seal';",
        "export function handle(request, userId) {",
        "  const binding = { userId, tool: request.params.name };",
        "  if (request.params.requestState === undefined) return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ step: 1 }, binding) };",
        "  const opened = openState(request.params.requestState, binding);",
        "  return opened.ok ? { content: [] } : { isError: true, content: [] };",
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
      name: "a token with its MAC appended",
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const sign = (b) => createHmac('sha256', process.env.STATE_KEY).update(b).digest('hex');",
        "export function result(state) {",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  const signed = `${body}.${sign(body)}`;",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: signed };",
        "}",
      ),
    },
    {
      name: "client echoes the state it got",
      code: lines(
        "export async function retry(client, params, result) {",
        "  params.requestState = result.requestState;",
        "  return client.request({ method: 'tools/call', params: { ...params, inputResponses: {}, requestState: result.requestState } });",
        "}",
      ),
    },
    {
      name: "a scripted mock server keeps what it handed out and takes back only that exact string",
      code: lines(
        "export function scriptedServer() {",
        "  let handedOut;",
        "  let round = 0;",
        "  return {",
        "    async call({ params }) {",
        "      if (params.requestState === undefined) {",
        "        round += 1;",
        "        handedOut = `script-${round}`;",
        "        return { resultType: 'input_required', inputRequests: {}, requestState: handedOut };",
        "      }",
        "      return params.requestState === handedOut ? { content: [] } : { isError: true, content: [] };",
        "    },",
        "  };",
        "}",
      ),
    },
    {
      name: "state from another module (unknown provenance)",
      code: lines(
        "import { encryptState } from './kms.js';",
        "export const result = async (s) => ({ resultType: 'input_required', inputRequests: {}, requestState: await encryptState(JSON.stringify(s)) });",
      ),
    },
    {
      name: "a signature from another module appended",
      code: lines(
        "import { kms } from './kms.js';",
        "export async function result(s) {",
        "  const body = btoa(JSON.stringify(s));",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: `${body}.${await kms.sign(body)}` };",
        "}",
      ),
    },
    {
      name: "state passed in by the caller",
      code: "export const respond = (inputRequests, requestState) => ({ resultType: 'input_required', inputRequests, requestState });",
    },
    {
      name: "an object with requestState that is no result",
      code: "export const debug = (s) => ({ requestState: JSON.stringify(s), at: Date.now() });",
    },
    {
      name: "a UI reducer's requestState flag",
      code: lines(
        "export function reducer(draft, action) {",
        "  if (action.type === 'fetch') draft.requestState = 'loading';",
        "  else draft.requestState = JSON.stringify({ error: action.error });",
        "}",
      ),
    },
    {
      name: "requestState undefined",
      code: "export const result = { resultType: 'input_required', inputRequests: {}, requestState: undefined };",
    },
    {
      name: "empty requestState",
      code: "export const result = { resultType: 'input_required', inputRequests: {}, requestState: '' };",
    },
    {
      name: "a team sealer named in sealFunctions",
      code: lines(
        "const sealForClient = (s) => btoa(JSON.stringify(s));",
        "export const result = (s) => ({ resultType: 'input_required', inputRequests: {}, requestState: sealForClient(s) });",
      ),
      options: [{"sealFunctions":["sealForClient"]}],
    },
    {
      name: "the sealed example: round.seal",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: round.seal({ release: args.release }) });",
        "  });",
        "}",
      ),
    },
    {
      name: "AEAD-encrypted by a local function (not provably unsigned)",
      code: lines(
        "import { createCipheriv, randomBytes } from 'node:crypto';",
        "function sealState(s) {",
        "  const iv = randomBytes(12);",
        "  const cipher = createCipheriv('aes-256-gcm', Buffer.from(process.env.STATE_KEY, 'base64'), iv);",
        "  const data = Buffer.concat([cipher.update(JSON.stringify(s)), cipher.final()]);",
        "  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');",
        "}",
        "export const result = (s) => ({ resultType: 'input_required', inputRequests: {}, requestState: sealState(s) });",
      ),
    },
    {
      name: "a member of an unknown object",
      code: "export const result = (session) => ({ resultType: 'input_required', inputRequests: {}, requestState: session.token });",
    },
    {
      name: "incoming state opened with openState",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "import { openState } from 'eslint-plugin-mcp-state/seal';",
        "const server = new Server({ name: 's', version: '1' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
        "  const opened = openState(request.params.requestState, { userId: extra.authInfo?.extra?.userId, tool: request.params.name });",
        "  return opened.ok ? { content: [{ type: 'text', text: JSON.stringify(opened.state) }] } : { isError: true, content: [] };",
        "});",
      ),
    },
    {
      name: "incoming state verified by hand before it is decoded",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "export function read(request) {",
        "  const [body, mac] = request.params.requestState.split('.');",
        "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
      ),
    },
    {
      name: "incoming JWT verified",
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "export const read = (request) => jwt.verify(request.params.requestState, process.env.STATE_KEY);",
      ),
    },
    {
      name: "a verifier from another module runs first",
      code: lines(
        "import { verifyState } from './state.js';",
        "export function read(request) {",
        "  const raw = request.params.requestState;",
        "  if (!verifyState(raw)) throw new Error('Invalid or expired requestState');",
        "  return JSON.parse(Buffer.from(raw.split('.')[0], 'base64url').toString());",
        "}",
      ),
    },
    {
      name: "a team opener named in openFunctions",
      code: lines(
        "import { checkState } from './state.js';",
        "export function read(request) {",
        "  const raw = request.params.requestState;",
        "  if (!checkState(raw)) return null;",
        "  return JSON.parse(atob(raw.split('.')[0]));",
        "}",
      ),
      options: [{"openFunctions":["checkState"]}],
    },
    {
      name: "inputResponses are decoded, not state",
      code: "export const answer = (request) => JSON.parse(request.params.inputResponses.confirm.content.json);",
    },
    {
      name: "request bodies are not state",
      code: "export const body = (request) => JSON.parse(Buffer.from(request.body, 'base64').toString());",
    },
    {
      name: "SDK 2.x state behind a verify hook",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "const codec = createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });",
        "const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });",
        "server.registerTool('t', {}, async (args, ctx) => {",
        "  const state = JSON.parse(Buffer.from(ctx.mcpReq.requestState(), 'base64url').toString());",
        "  return { content: [{ type: 'text', text: state.step }] };",
        "});",
      ),
    },
    {
      name: "SDK 2.x server built elsewhere (its verify hook is not visible)",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "export function register(server) {",
        "  server.registerTool('t', {}, async (args, ctx) => {",
        "    const state = JSON.parse(atob(ctx.mcpReq.requestState()));",
        "    return { content: [{ type: 'text', text: state.step }] };",
        "  });",
        "}",
      ),
    },
    {
      name: "AEAD-decrypted incoming state",
      code: lines(
        "import { createDecipheriv } from 'node:crypto';",
        "export function read(request) {",
        "  const raw = Buffer.from(request.params.requestState, 'base64url');",
        "  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(process.env.STATE_KEY, 'base64'), raw.subarray(0, 12));",
        "  decipher.setAuthTag(raw.subarray(12, 28));",
        "  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString());",
        "}",
      ),
    },
    {
      name: "CommonJS: sealState by require",
      code: lines(
        "const { sealState } = require('eslint-plugin-mcp-state/seal');",
        "exports.result = (userId) => ({ resultType: 'input_required', inputRequests: {}, requestState: sealState({ a: 1 }, { userId, tool: 't' }) });",
      ),
      languageOptions: commonJs,
    },
    {
      name: "a number is not state worth sealing",
      code: "export const result = { resultType: 'input_required', inputRequests: {}, requestState: null };",
    },
  ],
  invalid: [
    {
      name: 'an envelope whose check is a bare hash anyone can recompute is unsigned',
      code: lines(
        "import { createHash } from 'node:crypto';",
        '',
        'export function handle(args, ctx) {',
        "  const data = JSON.stringify({ id: args.id, userId: ctx.userId, tool: 'reassign', exp: Date.now() + 300_000 });",
        "  const envelope = JSON.stringify({ data, digest: createHash('sha256').update(data).digest('hex') });",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: Buffer.from(envelope).toString('base64url') };",
        '}',
      ),
      errors: [{ messageId: 'unsignedState', line: 6, column: 75, endLine: 6, endColumn: 118, suggestions: [] }],
    },
    {
      name: "SDK 2.x: base64 JSON, the insecure example",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: Buffer.from(JSON.stringify({ release: args.release })).toString('base64') });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 135,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ release: args.release }, { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "object literal",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: { step: 2, release: args.release } });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 96,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2, release: args.release }, { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "array literal",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: [2, args.release] });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 79,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState([2, args.release], { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "JSON.stringify",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: JSON.stringify({ step: 2 }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 89,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "btoa of JSON",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: btoa(JSON.stringify({ step: 2 })) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 95,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "encodeURIComponent of JSON",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: encodeURIComponent(JSON.stringify({ step: 2 })) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 109,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "hex of JSON",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: Buffer.from(JSON.stringify({ step: 2 }), 'utf8').toString('hex') });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 126,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "template of base64url JSON",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: `v1.${Buffer.from(JSON.stringify({ step: 2 })).toString('base64url')}` });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 132,
          suggestions: [],
        },
      ],
    },
    {
      name: "concatenation",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: 'step:' + JSON.stringify({ step: 2 }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 99,
          suggestions: [],
        },
      ],
    },
    {
      name: "string literal",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: 'awaiting-confirmation' });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 85,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState('awaiting-confirmation', { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a const holding base64 JSON (fix at its initializer)",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    const requestState = btoa(JSON.stringify({ step: 2 }));",
        "    return inputRequired({ inputRequests: ask, requestState });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 6, column: 48, endLine: 6, endColumn: 60,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    const requestState = sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' });",
                "    return inputRequired({ inputRequests: ask, requestState });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a local encoder that only base64-encodes",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const encodeState = (state) => Buffer.from(JSON.stringify(state)).toString('base64url');",
        "export function register(server) {",
        "  server.registerTool('deploy', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: encodeState({ step: 2 }) }));",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 4, column: 107, endLine: 4, endColumn: 131,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const encodeState = (state) => Buffer.from(JSON.stringify(state)).toString('base64url');",
                "export function register(server) {",
                "  server.registerTool('deploy', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' }) }));",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "result.requestState = …",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    const result = inputRequired({ inputRequests: ask });",
        "    result.requestState = JSON.stringify({ step: 2 });",
        "    return result;",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 6, column: 27, endLine: 6, endColumn: 54,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    const result = inputRequired({ inputRequests: ask });",
                "    result.requestState = sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' });",
                "    return result;",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "resultType input_required without inputRequests",
      code: "export const result = { resultType: 'input_required', requestState: JSON.stringify({ step: 2 }) };",
      errors: [
        {
          messageId: "unsignedState",
          line: 1, column: 69, endLine: 1, endColumn: 96,
          suggestions: [],
        },
      ],
    },
    {
      name: "SDK 1.x setRequestHandler: tool from request.params.name, user from extra.authInfo",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "const server = new Server({ name: 's', version: '1' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: {},",
        "  requestState: btoa(JSON.stringify({ step: 2 })),",
        "}));",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 7, column: 17, endLine: 7, endColumn: 50,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
                "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new Server({ name: 's', version: '1' });",
                "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => ({",
                "  resultType: 'input_required',",
                "  inputRequests: {},",
                '  requestState: sealState({ step: 2 }, { userId: principalOf(extra), tool: request.params.name }),',
                "}));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "SDK 1.x registerTool",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => ({ resultType: 'input_required', inputRequests: {}, requestState: JSON.stringify(args) }));",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 3, column: 125, endLine: 3, endColumn: 145,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => ({ resultType: 'input_required', inputRequests: {}, requestState: sealState(args, { userId: principalOf(extra), tool: 'archive' }) }));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a local const with the user id is reused",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    const userId = ctx.http?.authInfo?.extra?.userId;",
        "    return inputRequired({ inputRequests: ask, requestState: JSON.stringify({ step: 2 }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 6, column: 62, endLine: 6, endColumn: 89,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    const userId = ctx.http?.authInfo?.extra?.userId;",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId, tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a tool name held in a const",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const TOOL = 'deploy';",
        "export function register(server) {",
        "  server.registerTool(TOOL, {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: JSON.stringify(args) }));",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 4, column: 103, endLine: 4, endColumn: 123,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const TOOL = 'deploy';",
                "export function register(server) {",
                '  server.registerTool(TOOL, {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState(args, { userId: principalOf(ctx), tool: TOOL }) }));',
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "outside a handler: no fix, the message says what to pass",
      code: "export const result = (s) => ({ resultType: 'input_required', inputRequests: {}, requestState: btoa(JSON.stringify(s)) });",
      errors: [
        {
          messageId: "unsignedState",
          line: 1, column: 96, endLine: 1, endColumn: 119,
          suggestions: [],
        },
      ],
    },
    {
      name: "autofix: true applies the rewrite",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: JSON.stringify({ step: 2 }) });",
        "  });",
        "}",
      ),
      options: [{"autofix":true}],
      output: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 62, endLine: 5, endColumn: 89,
          suggestions: [],
        },
      ],
    },
    {
      name: "an existing import of the seal helper is extended",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { openState } from 'eslint-plugin-mcp-state/seal';",
        "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
        "export function register(server) {",
        "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
        "    return inputRequired({ inputRequests: ask, requestState: JSON.stringify({ step: 2 }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 6, column: 62, endLine: 6, endColumn: 89,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { openState, sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const ask = { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) };",
                "export function register(server) {",
                "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
                "    return inputRequired({ inputRequests: ask, requestState: sealState({ step: 2 }, { userId: principalOf(ctx), tool: 'deploy' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "CommonJS gets a require",
      code: lines(
        "const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('archive', {}, async (args, extra) => ({ resultType: 'input_required', inputRequests: {}, requestState: JSON.stringify(args) }));",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "unsignedState",
          line: 3, column: 125, endLine: 3, endColumn: 145,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');",
                "const { sealState, principalOf } = require('eslint-plugin-mcp-state/seal');",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('archive', {}, async (args, extra) => ({ resultType: 'input_required', inputRequests: {}, requestState: sealState(args, { userId: principalOf(extra), tool: 'archive' }) }));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "one branch unsigned, the other nothing",
      code: "export const result = (s, done) => ({ resultType: 'input_required', inputRequests: {}, requestState: done ? undefined : JSON.stringify(s) });",
      errors: [
        {
          messageId: "unsignedState",
          line: 1, column: 102, endLine: 1, endColumn: 138,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: SDK 1.x base64 decode of request.params.requestState",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "const server = new Server({ name: 's', version: '1' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
        "  const state = JSON.parse(Buffer.from(request.params.requestState, 'base64url').toString());",
        "  return { content: [{ type: 'text', text: state.step }] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 5, column: 17, endLine: 5, endColumn: 93,
          suggestions: [
            {
              messageId: "openWithOpenState",
              output: lines(
                "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
                "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new Server({ name: 's', version: '1' });",
                "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
                '  const opened = openState(request.params.requestState, { userId: principalOf(extra), tool: request.params.name });',
                "  if (!opened.ok) return refusal(opened.reason);",
                "  const state = opened.state;",
                "  return { content: [{ type: 'text', text: state.step }] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "consume: atob under another name, beside a local decode function that is not it",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "const unbase64 = globalThis.atob;",
        "function decode(text) { return text.trim(); }",
        "const server = new Server({ name: 's', version: '1' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request) => {",
        "  const note = decode(request.params.requestState);",
        "  const [step] = unbase64(request.params.requestState).split('|');",
        "  return { content: [{ type: 'text', text: step + note }] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 8, column: 18, endLine: 8, endColumn: 55,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: JSON.parse through an alias of JSON, beside a schema's own parse",
      code: lines(
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "const json = JSON;",
        "const server = new Server({ name: 's', version: '1' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request) => {",
        "  const args = CallToolRequestSchema.parse(request).params.arguments;",
        "  const state = json.parse(request.params.requestState);",
        "  return { content: [{ type: 'text', text: state.step + args.id }] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 7, column: 17, endLine: 7, endColumn: 56,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: the open suggestion keeps the file's imports, avoids a taken name and keeps the indentation",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "import { refusal as refuse } from 'eslint-plugin-mcp-state/seal';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('deploy', {}, async (args, ctx) => {",
        "  const opened = args.id;",
        "  if (opened) {",
        "    const raw = ctx.mcpReq.requestState();",
        "    let state = JSON.parse(atob(raw));",
        "    return { content: [{ type: 'text', text: state.release + opened }] };",
        "  }",
        "  return { content: [] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 8, column: 17, endLine: 8, endColumn: 38,
          suggestions: [
            {
              messageId: "openWithOpenState",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/server';",
                "import { refusal as refuse, openState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('deploy', {}, async (args, ctx) => {",
                "  const opened = args.id;",
                "  if (opened) {",
                "    const raw = ctx.mcpReq.requestState();",
                "    const opened2 = openState(raw, { userId: principalOf(ctx), tool: 'deploy' });",
                "    if (!opened2.ok) return refuse(opened2.reason);",
                "    let state = opened2.state;",
                "    return { content: [{ type: 'text', text: state.release + opened }] };",
                "  }",
                "  return { content: [] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "consume: CommonJS gets one require for both names",
      code: lines(
        "const { Server } = require('@modelcontextprotocol/sdk/server/index.js');",
        "const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');",
        "const server = new Server({ name: 's', version: '1' });",
        "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
        "  const state = JSON.parse(request.params.requestState);",
        "  return { content: [{ type: 'text', text: state.step }] };",
        "});",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "unverifiedState",
          line: 5, column: 17, endLine: 5, endColumn: 56,
          suggestions: [
            {
              messageId: "openWithOpenState",
              output: lines(
                "const { Server } = require('@modelcontextprotocol/sdk/server/index.js');",
                "const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');",
                "const { openState, refusal, principalOf } = require('eslint-plugin-mcp-state/seal');",
                "const server = new Server({ name: 's', version: '1' });",
                "server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {",
                '  const opened = openState(request.params.requestState, { userId: principalOf(extra), tool: request.params.name });',
                "  if (!opened.ok) return refusal(opened.reason);",
                "  const state = opened.state;",
                "  return { content: [{ type: 'text', text: state.step }] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "consume: no open suggestion where the decode is not a declaration's whole initializer",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('deploy', {}, async (args, ctx) => {",
        "  return { content: [{ type: 'text', text: JSON.parse(atob(ctx.mcpReq.requestState())).release }] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 4, column: 44, endLine: 4, endColumn: 87,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: no open suggestion inside a callback of the handler (return would not leave the handler)",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('deploy', {}, async (args, ctx) => {",
        "  const raw = ctx.mcpReq.requestState();",
        "  const read = () => { const state = JSON.parse(raw); return state.release; };",
        "  return { content: [{ type: 'text', text: read() }] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 5, column: 38, endLine: 5, endColumn: 53,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: a requestState destructured from params",
      code: lines(
        "export function read(request) {",
        "  const { requestState } = request.params;",
        "  return JSON.parse(requestState);",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 3, column: 10, endLine: 3, endColumn: 34,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: SDK 2.x server without a verify hook",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('deploy', {}, async (args, ctx) => {",
        "  const raw = ctx.mcpReq.requestState();",
        "  const state = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));",
        "  return { content: [{ type: 'text', text: state.release }] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 5, column: 17, endLine: 5, endColumn: 72,
          suggestions: [
            {
              messageId: "openWithOpenState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('deploy', {}, async (args, ctx) => {",
                "  const raw = ctx.mcpReq.requestState();",
                "  const opened = openState(raw, { userId: principalOf(ctx), tool: 'deploy' });",
                "  if (!opened.ok) return refusal(opened.reason);",
                "  const state = opened.state;",
                "  return { content: [{ type: 'text', text: state.release }] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "consume: base64 decode without JSON",
      code: lines(
        "export function read(request) {",
        "  const [id, approver] = atob(request.params.requestState).split('|');",
        "  return { id, approver };",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 2, column: 26, endLine: 2, endColumn: 59,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: the body part decoded, the MAC never checked",
      code: lines(
        "export function read(request) {",
        "  const [body] = request.params.requestState.split('.');",
        "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedRead",
          line: 2, column: 18, endLine: 2, endColumn: 56,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: a local decoder handed the state",
      code: lines(
        "function decodeState(token) {",
        "  return JSON.parse(atob(token));",
        "}",
        "export const read = (request) => decodeState(request.params.requestState);",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 2, column: 10, endLine: 2, endColumn: 33,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: requestState destructured from a parameter",
      code: lines(
        "export async function deleteProject(args, { requestState }) {",
        "  const state = JSON.parse(requestState);",
        "  return state.id === args.id;",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 2, column: 17, endLine: 2, endColumn: 41,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example whose sealState forgets the MAC",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const STATE_TTL_MS = 600_000;",
        "const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
        "",
        "export const sealState = (state, userId, tool) => {",
        "  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');",
        "  return body;",
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
      errors: [
        {
          messageId: "unsignedState",
          line: 17, column: 152, endLine: 17, endColumn: 204,
          suggestions: [],
        },
      ],
    },
    {
      name: "reference example whose openState never checks the MAC",
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
        "",
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
      errors: [
        {
          messageId: "unverifiedRead",
          line: 10, column: 23, endLine: 10, endColumn: 40,
          suggestions: [],
        },
      ],
    },
    {
      name: "consume: a check in another tool's branch does not count",
      code: lines(
        "import { openState } from 'eslint-plugin-mcp-state/seal';",
        "export function handle(request, binding) {",
        "  if (request.params.name === 'close') {",
        "    return openState(request.params.requestState, binding);",
        "  }",
        "  return JSON.parse(atob(request.params.requestState));",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 6, column: 10, endLine: 6, endColumn: 55,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    {
      name: "TypeScript: sealed with a cast",
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "export const result = (userId: string) => ({ resultType: 'input_required' as const, inputRequests: {}, requestState: sealState({ a: 1 }, { userId, tool: 't' }) as string });",
      ),
    },
    ],
    invalid: [
    {
      name: "TypeScript: casts around the value",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "export function register(server: any) {",
        "  server.registerTool('deploy', {}, async (args: { id: string }, ctx: any) => inputRequired({ inputRequests: {}, requestState: JSON.stringify({ id: args.id }) as string }));",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 3, column: 128, endLine: 3, endColumn: 169,
          suggestions: [
            {
              messageId: "sealWithSealState",
              output: lines(
                "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "export function register(server: any) {",
                "  server.registerTool('deploy', {}, async (args: { id: string }, ctx: any) => inputRequired({ inputRequests: {}, requestState: sealState({ id: args.id }, { userId: principalOf(ctx), tool: 'deploy' }) }));",
                "}",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "TypeScript: the open suggestion keeps the type assertion on the opened state",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('deploy', {}, async (args: { id: string }, ctx: any) => {",
        "  const state = JSON.parse(Buffer.from(ctx.mcpReq.requestState(), 'base64').toString('utf8')) as { release: string };",
        "  return { content: [{ type: 'text', text: state.release }] };",
        "});",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 4, column: 17, endLine: 4, endColumn: 94,
          suggestions: [
            {
              messageId: "openWithOpenState",
              output: lines(
                "import { McpServer } from '@modelcontextprotocol/server';",
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                "const server = new McpServer({ name: 's', version: '1' });",
                "server.registerTool('deploy', {}, async (args: { id: string }, ctx: any) => {",
                "  const opened = openState(ctx.mcpReq.requestState(), { userId: principalOf(ctx), tool: 'deploy' });",
                "  if (!opened.ok) return refusal(opened.reason);",
                "  const state = opened.state as { release: string };",
                "  return { content: [{ type: 'text', text: state.release }] };",
                "});",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "TypeScript: consume with a type assertion",
      code: lines(
        "export function read(request: { params: { requestState?: string } }) {",
        "  return JSON.parse(request.params.requestState!) as { step: number };",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedState",
          line: 2, column: 10, endLine: 2, endColumn: 50,
          suggestions: [],
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
        plugins: { 'mcp-state': { rules: { 'require-sealed-state': rule as never } } },
        rules: { 'mcp-state/require-sealed-state': ['error', options] as never },
      },
    ]);

  it('accepts every option', () => {
    expect(lint({ sealFunctions: ['sealForClient'], openFunctions: ['openFromClient'], autofix: true })).toEqual([]);
  });

  it.each([
    [{ autofix: 'yes' }, /should be boolean/],
    [{ sealFunctions: 'seal' }, /should be array/],
    [{ openFunctions: ['open', 'open'] }, /should NOT have duplicate items/],
    [{ fix: true }, /Unexpected property "fix"/],
  ])('rejects %j with a schema error', (options, message) => {
    expect(() => lint(options)).toThrow(message);
  });
});
