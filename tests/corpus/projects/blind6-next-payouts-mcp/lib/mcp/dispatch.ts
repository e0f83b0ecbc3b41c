import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { payoutTools, type Caller } from '../payouts/tools';

const envelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]).optional(),
  method: z.string(),
  params: z.record(z.any()).optional(),
});

type ToolName = keyof typeof payoutTools;

const isTool = (name: unknown): name is ToolName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(payoutTools, name);

export async function handleMessage(raw: unknown, caller: Caller) {
  const parsed = envelope.safeParse(raw);
  if (!parsed.success) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'invalid request' } };
  const { id, method, params = {} } = parsed.data;
  if (id === undefined) return null;

  if (method === 'initialize') {
    return { jsonrpc: '2.0', id, result: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'payouts', version: '1.8.0' } } };
  }
  if (method === 'tools/list') {
    const tools = Object.entries(payoutTools).map(([name, t]) => ({
      name,
      description: t.description,
      inputSchema: zodToJsonSchema(t.schema),
      annotations: { destructiveHint: t.destructive },
    }));
    return { jsonrpc: '2.0', id, result: { tools } };
  }
  if (method === 'tools/call') {
    if (!isTool(params.name)) return { jsonrpc: '2.0', id, error: { code: -32602, message: 'unknown tool' } };
    const result = await payoutTools[params.name].run(params, caller);
    return { jsonrpc: '2.0', id, result: { resultType: 'complete', ...result } };
  }
  return { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } };
}
