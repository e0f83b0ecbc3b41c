import { authenticate, Unauthorized } from './auth';
import { runtimeConfig, type Env } from './env';
import { callTool, TOOLS, type CallParams } from './tools';

const PROTOCOL_VERSION = '2026-07-28';

interface RpcMessage {
  jsonrpc: '2.0';
  id?: string | number | null;
  method: string;
  params?: Record<string, unknown>;
}

const ok = (id: RpcMessage['id'], result: unknown) => Response.json({ jsonrpc: '2.0', id, result });
const fail = (id: RpcMessage['id'], code: number, message: string, status = 200) =>
  Response.json({ jsonrpc: '2.0', id: id ?? null, error: { code, message } }, { status });

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== 'POST') return new Response('method not allowed', { status: 405 });
    const url = new URL(request.url);
    if (url.pathname !== '/mcp') return new Response('not found', { status: 404 });

    const config = runtimeConfig(env);

    let principal;
    try {
      principal = await authenticate(request, config);
    } catch (err) {
      if (err instanceof Unauthorized) {
        return new Response(err.message, { status: 401, headers: { 'www-authenticate': 'Bearer realm="calendar"' } });
      }
      throw err;
    }

    let message: RpcMessage;
    try {
      message = (await request.json()) as RpcMessage;
    } catch {
      return fail(null, -32700, 'parse error', 400);
    }

    switch (message.method) {
      case 'initialize':
        return ok(message.id, {
          protocolVersion: PROTOCOL_VERSION,
          capabilities: { tools: {} },
          serverInfo: { name: 'calendar-assistant', version: '1.0.3' },
        });
      case 'notifications/initialized':
        return new Response(null, { status: 202 });
      case 'tools/list':
        return ok(message.id, { resultType: 'complete', tools: TOOLS });
      case 'tools/call': {
        const params = (message.params ?? {}) as unknown as CallParams;
        const result = await callTool(params, principal, config);
        return ok(message.id, { resultType: 'complete', ...result });
      }
      default:
        return fail(message.id, -32601, `unknown method ${message.method}`);
    }
  },
};
