import Router from '@koa/router';
import { StateRejected } from '../crypto/sealedState.js';
import type { AuthedUser } from '../middleware/auth.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface CallContext {
  user: AuthedUser;
  requestState?: string;
  inputResponses: Record<string, InputResponse>;
}

export interface Tool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, boolean>;
  call(args: Record<string, unknown>, ctx: CallContext): Promise<Record<string, unknown>>;
}

interface RpcRequest {
  jsonrpc?: string;
  id?: string | number | null;
  method?: string;
  params?: Record<string, any>;
}

const PROTOCOL_VERSION = '2026-07-28';

export function mcpRouter(tools: Tool[]): Router {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const router = new Router();

  const handlers: Record<string, (params: Record<string, any>, user: AuthedUser) => Promise<unknown>> = {
    initialize: async () => ({
      protocolVersion: PROTOCOL_VERSION,
      capabilities: { tools: {} },
      serverInfo: { name: 'calendar-assistant', version: '0.6.0' },
    }),
    'tools/list': async () => ({
      tools: tools.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
    }),
    'tools/call': async (params, user) => {
      const tool = byName.get(String(params.name));
      if (!tool) return { resultType: 'complete', isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };
      const result = await tool.call(params.arguments ?? {}, {
        user,
        requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
        inputResponses: params.inputResponses ?? {},
      });
      return { resultType: 'complete', ...result };
    },
  };

  router.post('/mcp', async (ctx) => {
    const body = ctx.request.body as RpcRequest;
    const id = body?.id ?? null;
    ctx.set('Cache-Control', 'no-store');

    if (body?.jsonrpc !== '2.0' || typeof body.method !== 'string') {
      ctx.body = { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request' } };
      return;
    }
    if (body.id === undefined) {
      ctx.status = 202;
      return;
    }
    const handler = handlers[body.method];
    if (!handler) {
      ctx.body = { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
      return;
    }

    try {
      ctx.body = { jsonrpc: '2.0', id, result: await handler(body.params ?? {}, ctx.state.user) };
    } catch (err) {
      if (err instanceof StateRejected) {
        ctx.body = { jsonrpc: '2.0', id, error: { code: err.rpcCode, message: err.message } };
        return;
      }
      throw err;
    }
  });

  return router;
}
