import { tools, type ToolCtx } from './tools';

type Json = Record<string, any>;

const PROTOCOL = '2026-07-28';

export function rpcError(id: unknown, code: number, message: string) {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message } };
}

export async function dispatch(msg: Json, base: Omit<ToolCtx, 'inputResponses' | 'requestState'>) {
  const { id, method, params = {} } = msg;
  switch (method) {
    case 'initialize':
      return {
        jsonrpc: '2.0',
        id,
        result: { protocolVersion: PROTOCOL, capabilities: { tools: {} }, serverInfo: { name: 'calendar-mcp', version: '1.3.0' } },
      };
    case 'tools/list':
      return {
        jsonrpc: '2.0',
        id,
        result: { tools: tools.map(({ handler, ...rest }) => rest) },
      };
    case 'tools/call': {
      const tool = tools.find((t) => t.name === params.name);
      if (!tool) return rpcError(id, -32602, `no tool named ${params.name}`);
      const result = await tool.handler(params.arguments ?? {}, {
        ...base,
        inputResponses: params.inputResponses,
        requestState: params.requestState,
      });
      return { jsonrpc: '2.0', id, result: { resultType: 'complete', ...result } };
    }
    default:
      return rpcError(id, -32601, `method ${method} not found`);
  }
}
