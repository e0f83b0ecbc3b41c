// Models an MCP SDK 1.x server whose hand-rolled requestState sealer uses a hard-coded HMAC secret kept in a module constant.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { purgeCache } from './cdn.js';

const STATE_SECRET = 'mcp-state-signing-secret-please-change-me-2024';
const TTL_MS = 10 * 60 * 1000;

function mac(body: string): Buffer {
  return createHmac('sha256', STATE_SECRET).update(body).digest(); // expect: no-weak-state-key
}

function seal(state: object, userId: string, tool: string): string {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + TTL_MS })).toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

function open(token: string, userId: string, tool: string): any {
  const [body, tag] = token.split('.');
  if (!body || !tag) return null;
  const given = Buffer.from(tag, 'base64url');
  const expected = mac(body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString());
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

export const server = new Server({ name: 'cdn-admin', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, arguments: args, requestState, inputResponses } = request.params as any;
  const userId = extra.authInfo?.extra?.userId as string;
  if (name !== 'purge_cache') return { isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };
  if (!requestState) {
    return {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Purge ${args.pattern}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
      requestState: seal({ pattern: args.pattern }, userId, name),
    };
  }
  const state = open(requestState, userId, name);
  if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
  if (inputResponses?.confirm?.content?.ok !== true) return { content: [{ type: 'text', text: 'Not purged' }] };
  const purge = await purgeCache(state.pattern);
  return { content: [{ type: 'text', text: `Purge ${purge.id} queued` }] };
});

export function signHealthcheck(timestamp: number): string {
  return createHmac('sha256', 'healthcheck').update(String(timestamp)).digest('hex'); // expect: no-weak-state-key
}
