import { PROTOCOL_VERSION, json, rpcError, rpcResult, toolError } from './rpc.js';
import { StateError } from './state/envelope.js';
import { listTools, tools } from './tools/index.js';

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function authenticate(request, env) {
  const header = request.headers.get('authorization') ?? '';
  if (!header.startsWith('Bearer ')) return null;
  // Sessions are stored under the hash of the token, so a KV dump does not leak live tokens.
  const session = await env.SESSIONS.get(`session:${await sha256Hex(header.slice(7))}`, 'json');
  if (!session || session.expiresAt < Date.now()) return null;
  return { id: session.userId, email: session.email };
}

async function handle(message, env, user) {
  const { id, method, params = {} } = message;
  switch (method) {
    case 'initialize':
      return rpcResult(id, {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: 'notes-sync', version: '0.3.0' },
      });
    case 'tools/list':
      return rpcResult(id, { tools: listTools() });
    case 'tools/call': {
      const tool = tools.get(params.name);
      if (!tool) return rpcError(id, -32602, `Unknown tool: ${params.name}`);
      try {
        const result = await tool.call(params.arguments ?? {}, {
          env,
          user,
          inputResponses: params.inputResponses,
          requestState: params.requestState,
        });
        return rpcResult(id, result);
      } catch (error) {
        if (error instanceof StateError) return rpcError(id, -32602, 'Invalid or expired requestState');
        return rpcResult(id, toolError(error.message));
      }
    }
    default:
      return rpcError(id, -32601, `Method not found: ${method}`);
  }
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname !== '/mcp') return new Response('Not found', { status: 404 });
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405 });

    const user = await authenticate(request, env);
    if (!user) {
      return json(rpcError(null, -32001, 'Unauthorized'), {
        status: 401,
        headers: { 'www-authenticate': 'Bearer realm="notes-sync"' },
      });
    }

    let message;
    try {
      message = await request.json();
    } catch {
      return json(rpcError(null, -32700, 'Parse error'), { status: 400 });
    }
    if (message.id === undefined) return new Response(null, { status: 202 });
    return json(await handle(message, env, user));
  },
};
