// JSON-RPC 2.0 over the Streamable HTTP POST: one message or a batch per request.
import { StateRefused } from './security/state-box.js';

export const codes = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
};

export class RpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export const failure = (id, code, message, data) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message, ...(data === undefined ? {} : { data }) },
});

export function createRpc({ tools, log }) {
  const methods = {
    initialize: async () => ({
      protocolVersion: '2026-07-28',
      capabilities: { tools: {} },
      serverInfo: { name: 'warehouse-mcp', version: '2.1.0' },
    }),
    ping: async () => ({}),
    'tools/list': async () => ({ tools: tools.definitions() }),
    'tools/call': async (params, principal) => {
      const tool = typeof params.name === 'string' ? tools.get(params.name) : undefined;
      if (!tool) throw new RpcError(codes.invalidParams, `Unknown tool: ${params.name}`);
      if (params.requestState !== undefined && typeof params.requestState !== 'string') {
        throw new RpcError(codes.invalidParams, 'requestState must be a string');
      }
      try {
        const result = await tool.call(params, principal);
        return { resultType: result.resultType ?? 'complete', ...result };
      } catch (err) {
        if (err instanceof StateRefused) {
          log.info({ tool: params.name, reason: err.message }, 'refused requestState');
          throw new RpcError(codes.invalidParams, 'Invalid or expired requestState');
        }
        throw err;
      }
    },
  };

  async function one(message, principal) {
    if (message === null || typeof message !== 'object' || message.jsonrpc !== '2.0' || typeof message.method !== 'string') {
      return failure(message?.id, codes.invalidRequest, 'Invalid Request');
    }
    const notification = !('id' in message);
    const method = Object.hasOwn(methods, message.method) ? methods[message.method] : undefined;
    if (notification) {
      // notifications/initialized, notifications/cancelled: nothing to do, nothing to answer
      return undefined;
    }
    if (!method) return failure(message.id, codes.methodNotFound, `Method not found: ${message.method}`);
    try {
      return { jsonrpc: '2.0', id: message.id, result: await method(message.params ?? {}, principal) };
    } catch (err) {
      if (err instanceof RpcError) return failure(message.id, err.code, err.message, err.data);
      log.error({ err, method: message.method }, 'method failed');
      return failure(message.id, codes.internal, 'Internal error');
    }
  }

  return async function handle(payload, principal) {
    if (!Array.isArray(payload)) return one(payload, principal);
    if (payload.length === 0) return failure(null, codes.invalidRequest, 'Empty batch');
    const replies = (await Promise.all(payload.map((m) => one(m, principal)))).filter(Boolean);
    return replies.length > 0 ? replies : undefined;
  };
}
