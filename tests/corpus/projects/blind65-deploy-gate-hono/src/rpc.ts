import type { Caller } from './middleware/auth.js';
import { callTool, listTools } from './tools/index.js';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

type Id = string | number | null;
type Reply = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: { code: number; message: string; data?: unknown } };

export interface RpcContext {
  caller: Caller;
}

export class RpcFailure extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const rpcError = (id: Id, code: number, message: string, data?: unknown): Reply => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data === undefined ? {} : { data }) },
});

type Handler = (params: any, ctx: RpcContext) => Promise<unknown>;

const handlers: Record<string, Handler> = {
  initialize: async () => ({
    protocolVersion: '2026-07-28',
    capabilities: { tools: {} },
    serverInfo: { name: 'deploy-gate', version: '0.9.0' },
  }),
  ping: async () => ({}),
  'tools/list': async () => ({ tools: listTools() }),
  'tools/call': async (params, ctx) => {
    if (!params || typeof params.name !== 'string') throw new RpcFailure(INVALID_PARAMS, 'name is required');
    const result = await callTool(params, ctx.caller);
    if (result === undefined) throw new RpcFailure(INVALID_PARAMS, `Unknown tool: ${params.name}`);
    return result;
  },
};

async function one(msg: any, ctx: RpcContext): Promise<Reply | null> {
  if (!msg || msg.jsonrpc !== '2.0' || typeof msg.method !== 'string') {
    return rpcError(msg?.id ?? null, INVALID_REQUEST, 'Invalid Request');
  }
  if (msg.id === undefined) return null; // notification: nothing to answer
  const handler = handlers[msg.method];
  if (!handler) return rpcError(msg.id, METHOD_NOT_FOUND, `Unknown method ${msg.method}`);
  try {
    return { jsonrpc: '2.0', id: msg.id, result: await handler(msg.params ?? {}, ctx) };
  } catch (err) {
    if (err instanceof RpcFailure) return rpcError(msg.id, err.code, err.message);
    console.error(err);
    return rpcError(msg.id, INTERNAL_ERROR, 'Internal error');
  }
}

export async function handleRpc(body: unknown, ctx: RpcContext): Promise<Reply | Reply[] | null> {
  if (Array.isArray(body)) {
    if (body.length === 0) return rpcError(null, INVALID_REQUEST, 'Empty batch');
    const replies = (await Promise.all(body.map((m) => one(m, ctx)))).filter((r): r is Reply => r !== null);
    return replies.length ? replies : null;
  }
  return one(body, ctx);
}
