// Hand-rolled JSON-RPC 2.0 for MCP over stdio (newline-delimited). We only need a handful of
// methods and did not want the SDK's dependency tree in the desktop bundle.

export const PROTOCOL_VERSION = '2026-07-28';

export class RpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export function inputRequired(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState };
}

export function textResult(text, extra = {}) {
  return { resultType: 'complete', content: [{ type: 'text', text }], ...extra };
}

export function toolError(text) {
  return { resultType: 'complete', isError: true, content: [{ type: 'text', text }] };
}

export function createDispatcher({ serverInfo, tools }) {
  const byName = new Map(tools.map((t) => [t.definition.name, t]));

  const methods = {
    initialize: () => ({
      protocolVersion: PROTOCOL_VERSION,
      capabilities: { tools: { listChanged: false } },
      serverInfo,
    }),
    'notifications/initialized': () => undefined,
    ping: () => ({}),
    'tools/list': () => ({ tools: tools.map((t) => t.definition) }),
    'tools/call': async (params) => {
      const tool = byName.get(params?.name);
      if (!tool) throw new RpcError(-32602, `Unknown tool: ${params?.name}`);
      return tool.handle(params);
    },
  };

  return async function dispatch(message) {
    const { id, method, params } = message;
    const isNotification = id === undefined || id === null;
    const fn = Object.prototype.hasOwnProperty.call(methods, method) ? methods[method] : null;
    if (!fn) {
      return isNotification ? null : { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } };
    }
    try {
      const result = await fn(params ?? {});
      return isNotification ? null : { jsonrpc: '2.0', id, result };
    } catch (err) {
      if (isNotification) return null;
      const code = err instanceof RpcError ? err.code : -32603;
      return { jsonrpc: '2.0', id, error: { code, message: err.message, data: err.data } };
    }
  };
}
