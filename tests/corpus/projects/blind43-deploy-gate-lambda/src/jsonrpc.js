import { toolList, tools } from './tools/index.js';

const PROTOCOL_VERSION = '2026-07-28';

const ok = (id, result) => ({ jsonrpc: '2.0', id, result });
const fail = (id, code, message) => ({ jsonrpc: '2.0', id, error: { code, message } });

/** Answers one JSON-RPC message; undefined for notifications. */
export async function dispatch(message, caller) {
  if (message?.jsonrpc !== '2.0' || typeof message.method !== 'string') return fail(null, -32600, 'Invalid Request');
  const { id, method, params = {} } = message;
  if (id === undefined) return undefined;

  switch (method) {
    case 'initialize':
      return ok(id, {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: 'deploy-gate', version: '2.1.0' },
      });
    case 'ping':
      return ok(id, {});
    case 'tools/list':
      return ok(id, { tools: toolList });
    case 'tools/call': {
      const tool = tools.get(params.name);
      if (!tool) return fail(id, -32602, `Unknown tool: ${params.name}`);
      return ok(id, await tool.call(params, caller));
    }
    default:
      return fail(id, -32601, `Method not found: ${method}`);
  }
}
