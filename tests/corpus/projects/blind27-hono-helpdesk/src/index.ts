import { Hono } from 'hono';
import { requireAgent } from './middleware/auth';
import { withStateSealer } from './middleware/state';
import { toolList, tools } from './tools/tickets';
import type { AppEnv, ToolCallParams } from './types';

interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: string | number;
  method: string;
  params?: Record<string, unknown>;
}

const app = new Hono<AppEnv>();

app.get('/healthz', (c) => c.text('ok'));

app.use('/mcp', requireAgent, withStateSealer);

app.post('/mcp', async (c) => {
  const msg = await c.req.json<JsonRpcRequest>();
  const reply = (result: unknown) => c.json({ jsonrpc: '2.0', id: msg.id ?? null, result });
  const fail = (code: number, message: string) => c.json({ jsonrpc: '2.0', id: msg.id ?? null, error: { code, message } });

  switch (msg.method) {
    case 'initialize':
      return reply({
        protocolVersion: '2026-07-28',
        capabilities: { tools: {} },
        serverInfo: { name: 'helpdesk-mcp', version: '0.4.2' },
      });
    case 'tools/list':
      return reply({ resultType: 'complete', tools: toolList });
    case 'tools/call': {
      const params = msg.params as unknown as ToolCallParams;
      const handler = tools[params?.name];
      if (!handler) return fail(-32602, `Unknown tool: ${params?.name}`);
      c.header('cache-control', 'no-store');
      return reply(await handler(c, params));
    }
    default:
      return fail(-32601, `Method not found: ${msg.method}`);
  }
});

export default app;
