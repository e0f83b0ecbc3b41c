import { callerFrom } from './auth.js';
import { rpcError, rpcResult } from './rpc.js';
import { toolList, tools } from './tools/index.js';

const PROTOCOL_VERSION = '2026-07-28';

function parseBody(event) {
  const text = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : event.body ?? '';
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const handler = async (event) => {
  if (event.requestContext?.http?.method !== 'POST') return { statusCode: 405, headers: { allow: 'POST' }, body: '' };

  const caller = callerFrom(event);
  if (!caller) return { statusCode: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' };

  const message = parseBody(event);
  if (!message || message.jsonrpc !== '2.0') return rpcError(null, -32700, 'Parse error');
  if (message.id === undefined) return { statusCode: 202, body: '' };

  const { id, method, params = {} } = message;
  switch (method) {
    case 'initialize':
      return rpcResult(id, {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: 'refund-desk', version: '0.4.2' },
      });
    case 'ping':
      return rpcResult(id, {});
    case 'tools/list':
      return rpcResult(id, { tools: toolList });
    case 'tools/call': {
      const tool = tools.get(params.name);
      if (!tool) return rpcError(id, -32602, `Unknown tool: ${params.name}`);
      try {
        return rpcResult(id, await tool.run(params, caller));
      } catch (err) {
        console.error(`tool ${params.name} failed`, err);
        return rpcResult(id, { resultType: 'complete', isError: true, content: [{ type: 'text', text: 'Internal error' }] });
      }
    }
    default:
      return rpcError(id, -32601, `Method not found: ${method}`);
  }
};
