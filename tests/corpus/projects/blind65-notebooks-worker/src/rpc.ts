// JSON-RPC 2.0 dispatch for the Worker: single messages, batches, notifications.
import { callTool, listTools } from './tools/index';

export interface Env {
  NOTEBOOKS: KVNamespace;
  AUTH_ISSUER: string;
  AUTH_AUDIENCE: string;
  AUTH_JWKS_URL: string;
  STATE_KEY_ID: string;
  STATE_SECRET: string;
  STATE_KEY_ID_PREVIOUS?: string;
  STATE_SECRET_PREVIOUS?: string;
}

export interface CallContext {
  env: Env;
  userId: string;
}

type Id = string | number | null;
export type RpcReply =
  | { jsonrpc: '2.0'; id: Id; result: unknown }
  | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string; data?: unknown } };

export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const;

export class RpcException extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const rpcError = (id: Id, code: number, message: string): RpcReply => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

type Method = (params: Record<string, unknown>, ctx: CallContext) => Promise<unknown>;

const methods: Record<string, Method> = {
  initialize: async () => ({
    protocolVersion: '2026-07-28',
    capabilities: { tools: {} },
    serverInfo: { name: 'notebooks', version: '0.6.1' },
  }),
  ping: async () => ({}),
  'tools/list': async () => ({ tools: listTools() }),
  'tools/call': async (params, ctx) => callTool(params, ctx),
};

async function handleOne(message: unknown, ctx: CallContext): Promise<RpcReply | undefined> {
  if (typeof message !== 'object' || message === null) return rpcError(null, RPC.invalidRequest, 'Invalid Request');
  const { jsonrpc, id, method, params } = message as { jsonrpc?: unknown; id?: Id; method?: unknown; params?: unknown };
  if (jsonrpc !== '2.0' || typeof method !== 'string') return rpcError(id ?? null, RPC.invalidRequest, 'Invalid Request');
  if (id === undefined) return undefined; // notification

  const run = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!run) return rpcError(id, RPC.methodNotFound, `Method not found: ${method}`);
  try {
    const result = await run((params ?? {}) as Record<string, unknown>, ctx);
    return { jsonrpc: '2.0', id, result };
  } catch (err) {
    if (err instanceof RpcException) return rpcError(id, err.code, err.message);
    console.error('method failed', method, err);
    return rpcError(id, RPC.internalError, 'Internal error');
  }
}

export async function dispatch(body: unknown, ctx: CallContext): Promise<RpcReply | RpcReply[] | undefined> {
  if (!Array.isArray(body)) return handleOne(body, ctx);
  if (body.length === 0) return rpcError(null, RPC.invalidRequest, 'Empty batch');
  const replies: RpcReply[] = [];
  for (const message of body) {
    const reply = await handleOne(message, ctx);
    if (reply) replies.push(reply);
  }
  return replies.length ? replies : undefined;
}
