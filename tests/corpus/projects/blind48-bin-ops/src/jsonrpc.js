import stockReport from './tools/stock-report.js';
import transferStock from './tools/transfer-stock.js';
import purgeBin from './tools/purge-bin.js';
import { toolError } from './results.js';

const tools = [stockReport, transferStock, purgeBin];
const byName = new Map(tools.map((t) => [t.definition.name, t]));

const rpcError = (id, code, message) => ({ jsonrpc: '2.0', id, error: { code, message } });

export async function handleMessage(msg, caller) {
  const { id = null, method, params = {} } = msg ?? {};
  switch (method) {
    case 'initialize':
      return {
        jsonrpc: '2.0',
        id,
        result: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'bin-ops', version: '0.9.3' } },
      };
    case 'ping':
      return { jsonrpc: '2.0', id, result: {} };
    case 'tools/list':
      return { jsonrpc: '2.0', id, result: { tools: tools.map((t) => t.definition) } };
    case 'tools/call': {
      const tool = byName.get(params.name);
      if (!tool) return rpcError(id, -32602, `Unknown tool: ${params.name}`);
      const need = tool.scope;
      if (need && !caller.scopes.includes(need)) return { jsonrpc: '2.0', id, result: toolError(`Missing scope ${need}.`) };
      const result = await tool.call(params, caller);
      return { jsonrpc: '2.0', id, result };
    }
    default:
      if (typeof method === 'string' && method.startsWith('notifications/')) return null;
      return rpcError(id, -32601, `Method not found: ${method}`);
  }
}
